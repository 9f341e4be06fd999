public import Hummingbird
public import HummingbirdWebSocket
public import NIOCore

/// The context of a playground request: Hummingbird's, with the WebSocket upgrade, and the
/// connection, which a route closes when its client sends a body too slowly.
public struct PlaygroundRequestContext: RequestContext, WebSocketRequestContext {
    /// Hummingbird's storage for the request's logger, parameters and limits.
    public var coreContext: CoreRequestContextStorage
    /// The WebSocket handler, set by a WebSocket route.
    public let webSocket: WebSocketHandlerReference<Self>
    /// The connection the request came on.
    public let channel: any Channel

    /// The context of a request that came on `source.channel`.
    ///
    /// - Complexity: O(1).
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
