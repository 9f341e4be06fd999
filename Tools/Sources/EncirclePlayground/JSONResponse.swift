import Foundation
import Hummingbird

/// JSON answers, encoded one way everywhere (sorted keys, slashes unescaped).
enum JSONResponse {
    /// The content type of every JSON answer.
    static let contentType = "application/json; charset=utf-8"

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as JSON with `status`; a value that cannot be encoded becomes a 500 naming why.
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let data: Data
        let finalStatus: HTTPResponse.Status
        do {
            data = try encoder().encode(value)
            finalStatus = status
        } catch {
            data = Data(#"{"error":"the answer could not be encoded as JSON"}"#.utf8)
            finalStatus = .internalServerError
        }
        return Response(
            status: finalStatus,
            headers: [.contentType: contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
