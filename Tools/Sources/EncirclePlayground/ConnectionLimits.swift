/// How long the playground server waits for a client and how much it holds for all of them:
/// every limit a connection meets before its request reaches a route, each with the flag of
/// `encircle serve` that changes it.
///
/// A client that is too slow is disconnected (a WebSocket with a close frame first); one that
/// comes when the server is full waits in the listen queue, which the system refuses once it is
/// full. Nothing a client does makes the server spin or grow without bound.
///
/// ```swift
/// var limits = ConnectionLimits()
/// limits.requestHeadTimeout = .seconds(2)
/// Playground(store: store, limits: limits).application(host: "127.0.0.1", port: 0)
/// ```
public struct ConnectionLimits: Sendable {
    /// From a connection's first byte, or from the end of its previous answer, to the end of a
    /// request's head (`--head-timeout`, 10 s). A connection that sends nothing is closed after
    /// it too.
    public var requestHeadTimeout: Duration = .seconds(10)

    /// How long a request's body may take to arrive (`--body-timeout`, 10 s); over it the answer
    /// is 408 and the connection is closed.
    public var requestBodyTimeout: Duration = .seconds(10)

    /// How long a kept-alive connection may wait for its next request (`--idle-timeout`, 30 s).
    public var idleTimeout: Duration = .seconds(30)

    /// How long a WebSocket may go without a message from the client (120 s; the page opens
    /// its socket again when it next needs it).
    public var webSocketIdleTimeout: Duration = .seconds(120)

    /// How long one WebSocket frame may take to arrive, from its first byte (10 s).
    public var frameTimeout: Duration = .seconds(10)

    /// The most connections served at once (`--max-connections`, 4,096); more wait to be
    /// accepted (connections that arrive in the same instant may be accepted together, a few
    /// past the limit). `encircle serve` raises its open-file limit to fit, with a margin for
    /// such overshoot, or lowers this to fit it.
    public var maximumConnections = 4096

    /// The most bytes of unfinished requests, bodies and WebSocket messages, held for all
    /// clients together (`--max-buffered-mib`, 64 MiB). A request that would pass it is answered
    /// 503 (a WebSocket closed with 1013, try again later).
    public var maximumBufferedBytes = 64 << 20

    /// Host names, besides the address served and `localhost`, that requests may name in their
    /// `Host` header (`--allow-host`, none). A page on another site that a DNS name points at
    /// this server names its own host, and is refused.
    public var allowedHosts: [String] = []

    /// The default limits.
    ///
    /// - Complexity: O(1).
    public init() {}
}
