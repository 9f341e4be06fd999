public import Foundation
public import Hummingbird

/// An error the playground answers with a status and `{"error":"MESSAGE"}`.
public struct PlaygroundError: Error, HTTPResponseError, CustomStringConvertible {
    /// The HTTP status of the answer.
    public var status: HTTPResponse.Status
    /// The message, one line.
    public var message: String

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    public init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    /// No headers beyond those of the JSON body.
    ///
    /// - Complexity: O(1).
    public var headers: HTTPFields { [:] }

    /// The message.
    public var description: String { message }

    /// The answer: the status and `{"error":"MESSAGE"}`.
    ///
    /// - Complexity: O(*n*) in the length of the message.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponse.make(ErrorBody(error: message), status: status)
    }

    /// The body of the answer, `{"error":"MESSAGE"}`, for a connection answered below
    /// Hummingbird (``ConnectionGuard``).
    var jsonBody: Data {
        (try? JSONResponse.encoder().encode(ErrorBody(error: message))) ?? Data(#"{"error":"error"}"#.utf8)
    }

    private struct ErrorBody: Encodable { var error: String }
}

extension PlaygroundError {
    /// 413 for a body or message over ``PlaygroundLimits/maximumMessageBytes``.
    static let bodyTooLarge = PlaygroundError(
        .contentTooLarge, "the request body is over the \(PlaygroundLimits.maximumMessageText) limit")

    /// 503 when the server holds ``ConnectionLimits/maximumBufferedBytes`` of unfinished
    /// requests already.
    static let busy = PlaygroundError(
        .serviceUnavailable, "the server is busy with other clients' unfinished requests; try again")

    /// 413 for a stroke of `count` points, over ``PlaygroundLimits/maximumPoints``.
    static func tooManyPoints(_ count: Int) -> PlaygroundError {
        PlaygroundError(.contentTooLarge, StrokeBody.tooManyPointsMessage(count))
    }
}

extension PlaygroundError: LocalizedError {
    /// The ``message``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { message }
}
