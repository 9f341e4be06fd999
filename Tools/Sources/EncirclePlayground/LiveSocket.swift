import Foundation
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

/// Runs a ``LiveSession`` over a WebSocket: gathers frames into messages (closing with 1009
/// and a reason once a message passes ``PlaygroundLimits/maximumMessageBytes``, with 1013 when
/// the server holds ``ConnectionLimits/maximumBufferedBytes`` already), answers each message,
/// and closes with the session's code and reason when it refuses one.
struct LiveSocket {
    var session: LiveSession
    /// What all connections hold; a message being gathered holds its bytes here.
    let buffered: BufferedBytes

    /// The longest close reason a close frame carries (125 bytes less the code's 2).
    static let maximumReasonBytes = 123

    mutating func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        var message = ByteBuffer()
        defer { buffered.release(message.readableBytes) }
        var isText = true
        var inMessage = false
        for try await frame in inbound {
            switch frame.opcode {
            case .text, .binary:
                guard !inMessage else {
                    return try await close(outbound, .protocolError, "a new message began inside a fragmented one")
                }
                message.clear()
                isText = frame.opcode == .text
                inMessage = true
            case .continuation:
                guard inMessage else {
                    return try await close(outbound, .protocolError, "a continuation frame outside a message")
                }
            }
            guard message.readableBytes + frame.data.readableBytes <= PlaygroundLimits.maximumMessageBytes else {
                let size = message.readableBytes + frame.data.readableBytes
                return try await close(
                    outbound, .messageTooLarge,
                    "message of \(size)+ bytes is over the \(PlaygroundLimits.maximumMessageText) limit")
            }
            guard buffered.reserve(frame.data.readableBytes) else {
                return try await close(outbound, .unknown(1013), PlaygroundError.busy.message)
            }
            var data = frame.data
            message.writeBuffer(&data)
            guard frame.fin else { continue }
            inMessage = false
            guard isText else {
                return try await close(outbound, .unacceptableData, "binary messages are not accepted; send JSON text")
            }
            let replies: [LiveServerMessage]
            do {
                replies = try session.handle(Data(message.readableBytesView))
            } catch {
                return try await close(outbound, error.code, error.reason)
            }
            buffered.release(message.readableBytes)
            message.clear()
            for reply in replies {
                let text = String(decoding: try JSONResponse.encoder().encode(reply), as: UTF8.self)
                try await outbound.writeTextMessage(text)
            }
        }
    }

    private func close(_ outbound: WebSocketOutboundWriter, _ code: WebSocketErrorCode, _ reason: String) async throws {
        try await outbound.close(code, reason: Self.clipped(reason))
    }

    /// `reason` cut to ``maximumReasonBytes`` of UTF-8 on a character boundary.
    static func clipped(_ reason: String) -> String {
        guard reason.utf8.count > maximumReasonBytes else { return reason }
        var result = ""
        for character in reason {
            guard result.utf8.count + character.utf8.count + 3 <= maximumReasonBytes else { break }
            result.append(character)
        }
        return result + "…"
    }
}
