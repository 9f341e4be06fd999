import Foundation
import Hummingbird
import Logging
import NIOCore

/// The first handler of every connection: it sees the bytes before any decoder and bounds what
/// the decoders cannot — the time to a first request head, and on a WebSocket the time a frame
/// and an idle socket may take, the bytes half-sent frames hold (``BufferedBytes``) and frames
/// without a mask. Later heads are timed by Hummingbird's idle timeout, bodies by the routes
/// that read them (``StrokeBody``).
///
/// It closes what it refuses: an HTTP connection at once, a WebSocket with a close frame and a
/// reason. Each refusal is counted (``ConnectionEvents``) and logged at notice level: a client's
/// fault is not the server's error.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum Phase {
        /// Before the first request head is complete: `matched` bytes of its blank line seen.
        case awaitingFirstHead(matched: Int)
        /// HTTP after the first head.
        case http
        /// After the server's 101 answer.
        case webSocket
    }

    private let limits: ConnectionLimits
    private let buffered: BufferedBytes
    private let events: ConnectionEvents
    private let logger: Logger
    private var phase = Phase.awaitingFirstHead(matched: 0)
    private var hasAnswered = false
    private var frames = WebSocketFrameScanner()
    private var heldBytes = 0
    private var headTimer: Scheduled<Void>?
    private var frameTimer: Scheduled<Void>?
    private var idleTimer: Scheduled<Void>?

    init(limits: ConnectionLimits, buffered: BufferedBytes, events: ConnectionEvents, logger: Logger) {
        self.limits = limits
        self.buffered = buffered
        self.events = events
        self.logger = logger
    }

    /// The blank line that ends a request head.
    private static let headEnd: [UInt8] = Array("\r\n\r\n".utf8)
    /// The start of the answer that switches a connection to WebSocket.
    private static let switchingProtocols: [UInt8] = Array("HTTP/1.1 101".utf8)

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startHeadTimer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startHeadTimer(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stop()
    }

    /// Cancels the timers and gives back what the connection held.
    private func stop() {
        for timer in [headTimer, frameTimer, idleTimer] { timer?.cancel() }
        hold(0)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data).readableBytesView
        switch phase {
        case .awaitingFirstHead(var matched):
            for byte in bytes where matched < Self.headEnd.count {
                matched = byte == Self.headEnd[matched] ? matched + 1 : (byte == Self.headEnd[0] ? 1 : 0)
            }
            if matched == Self.headEnd.count {
                headTimer?.cancel()
                phase = .http
            } else {
                phase = .awaitingFirstHead(matched: matched)
            }
        case .http:
            break
        case .webSocket:
            let findings = frames.scan(bytes)
            guard !findings.unmaskedFrame else {
                return refuse(context, .unmaskedFrame, closeCode: 1002, "frames from a client must be masked")
            }
            guard hold(frames.bytesIntoFrame) else {
                return refuse(context, .busy, closeCode: 1013, "the server is busy; try again")
            }
            if frames.bytesIntoFrame == 0 {
                frameTimer?.cancel()
                frameTimer = nil
            } else if frameTimer == nil {
                frameTimer = schedule(context, after: limits.frameTimeout) { guard_, context in
                    guard_.refuse(
                        context, .timeout, closeCode: 1008,
                        "a frame took over \(Self.text(guard_.limits.frameTimeout)) to arrive")
                }
            }
            if findings.endedDataFrame { startIdleTimer(context) }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if !hasAnswered {
            hasAnswered = true
            if case .http = phase,
                unwrapOutboundIn(data).readableBytesView.starts(with: Self.switchingProtocols)
            {
                phase = .webSocket
                startIdleTimer(context)
            }
        }
        context.write(data, promise: promise)
    }

    /// Sent down the pipeline once the server is done with the connection (``GuardedChannel``):
    /// closes it, with 400 first when its request head was never answered (what is left when
    /// the HTTP decoder gave up on a malformed head).
    struct Finished: Sendable {}

    /// Sent down the pipeline by a route that gives up on a request before answering it (a
    /// body too slow): answers `error` as every error is answered, and closes.
    struct AnswerAndClose: Sendable {
        var error: PlaygroundError
        var event: ConnectionEvents.Event
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let answer as AnswerAndClose:
            answerAndClose(context, answer)
        case is Finished:
            if hasAnswered || !context.channel.isActive {
                context.close(promise: nil)
            } else {
                answerAndClose(
                    context,
                    AnswerAndClose(error: PlaygroundError(.badRequest, "malformed request"), event: .malformedHead))
            }
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    /// Writes `answer` as a whole HTTP response, under whatever the decoders were doing, and
    /// closes the connection.
    private func answerAndClose(_ context: ChannelHandlerContext, _ answer: AnswerAndClose) {
        guard context.channel.isActive else { return }
        events.count(answer.event)
        logger.notice("closed \(Self.peer(context)): \(answer.error.message)")
        let status = answer.error.status
        let body = answer.error.jsonBody
        var response = ByteBuffer(
            string: "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\nContent-Type: \(JSONResponse.contentType)\r\n"
                + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n")
        response.writeBytes(body)
        hasAnswered = true
        context.writeAndFlush(wrapOutboundOut(response)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private func startHeadTimer(_ context: ChannelHandlerContext) {
        guard headTimer == nil else { return }
        headTimer = schedule(context, after: limits.requestHeadTimeout) { guard_, context in
            guard case .awaitingFirstHead = guard_.phase else { return }
            guard_.refuse(
                context, .timeout, closeCode: nil,
                "no request head within \(Self.text(guard_.limits.requestHeadTimeout))")
        }
    }

    private func startIdleTimer(_ context: ChannelHandlerContext) {
        idleTimer?.cancel()
        idleTimer = schedule(context, after: limits.webSocketIdleTimeout) { guard_, context in
            guard_.refuse(
                context, .timeout, closeCode: 1001,
                "idle: no message for \(Self.text(guard_.limits.webSocketIdleTimeout))")
        }
    }

    /// Holds `count` bytes of ``BufferedBytes`` for this connection, reserving or releasing the
    /// difference; `false` when the reservation is refused.
    @discardableResult
    private func hold(_ count: Int) -> Bool {
        if count > heldBytes {
            guard buffered.reserve(count - heldBytes) else { return false }
        } else if count < heldBytes {
            buffered.release(heldBytes - count)
        }
        heldBytes = count
        return true
    }

    /// Closes the connection for `event`; a WebSocket first gets a close frame with `closeCode`
    /// and `reason`.
    private func refuse(
        _ context: ChannelHandlerContext, _ event: ConnectionEvents.Event, closeCode: UInt16?, _ reason: String
    ) {
        guard context.channel.isActive else { return }
        events.count(event)
        logger.notice("closed \(Self.peer(context)): \(reason)")
        guard let closeCode, case .webSocket = phase else {
            context.close(promise: nil)
            return
        }
        let reasonBytes = Array(LiveSocket.clipped(reason).utf8)
        var frame = ByteBuffer()
        frame.writeBytes([0x88, UInt8(2 + reasonBytes.count), UInt8(closeCode >> 8), UInt8(closeCode & 0xFF)])
        frame.writeBytes(reasonBytes)
        context.writeAndFlush(wrapOutboundOut(frame)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private func schedule(
        _ context: ChannelHandlerContext, after delay: Duration,
        _ body: @escaping (ConnectionGuard, ChannelHandlerContext) -> Void
    ) -> Scheduled<Void> {
        context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(delay)) { body(self, context) }
    }

    private static func peer(_ context: ChannelHandlerContext) -> String {
        context.channel.remoteAddress?.description ?? "a client"
    }

    /// `10 s`, `0.5 s`.
    static func text(_ duration: Duration) -> String {
        "\(duration.inSeconds.formatted(.number.precision(.fractionLength(0...3)))) s"
    }
}

@available(*, unavailable)
extension ConnectionGuard: Sendable {}
