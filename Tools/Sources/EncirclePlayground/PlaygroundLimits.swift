/// The limits the playground server applies to what clients send; each is checked in one place
/// and named in the error that reports it.
public enum PlaygroundLimits {
    /// The largest HTTP request body and the largest WebSocket message, in bytes (1 MiB).
    public static let maximumMessageBytes = 1 << 20

    /// The most points one stroke may have, posted whole or streamed in samples (100,000).
    public static let maximumPoints = 100_000

    /// The most items one `POST /api/detect` may ask a circle to select (10,000).
    public static let maximumItems = 10_000

    /// The largest WebSocket frame the server reads before closing the socket on its own
    /// (without the reason the server gives for a message over ``maximumMessageBytes``).
    static let maximumFrameBytes = 8 << 20

    /// Shown in messages: "1 MiB".
    static let maximumMessageText = "1 MiB"
}
