import HummingbirdCore
import Logging
import NIOCore

/// A server child channel with a ``ConnectionGuard`` in front of `Inner`'s handlers, and closed
/// once `Inner` is done with it or its HTTP decoder gives up, whatever state `Inner` is in:
/// Hummingbird's upgradable HTTP channel keeps a socket whose first head was malformed open,
/// unanswered, for ever.
///
/// `Inner` handles the connection with a logger quieted to critical: what it reports at error
/// level (a client that sent a malformed head or went away) is the client's fault, which the
/// guard logs at notice level. Requests are logged by the application's own logger.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value

    let inner: Inner
    let limits: ConnectionLimits
    let buffered: BufferedBytes
    let events: ConnectionEvents

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let handler = ConnectionGuard(limits: limits, buffered: buffered, events: events, logger: logger)
            try channel.pipeline.syncOperations.addHandler(handler, position: .first)
        }.flatMap {
            inner.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(DecoderFailure(), position: .last)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        var quiet = logger
        quiet.logLevel = .critical
        await inner.handle(value: value, logger: quiet)
        value.channel.pipeline.fireUserInboundEventTriggered(ConnectionGuard.Finished())
    }
}

/// Placed after the HTTP decoder: turns the error it raises on a malformed request into
/// ``ConnectionGuard/Finished``, which answers 400 when nothing was answered yet and closes.
/// Everything else passes through untouched, whatever its type.
private final class DecoderFailure: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.pipeline.fireUserInboundEventTriggered(ConnectionGuard.Finished())
    }
}
