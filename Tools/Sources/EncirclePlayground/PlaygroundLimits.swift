import EncircleEvaluation
import EncircleToolSupport

/// The limits the playground server applies to what clients send; each is checked in one place
/// and named in the error that reports it.
public enum PlaygroundLimits {
    /// The largest HTTP request body and the largest WebSocket message, in bytes (1 MiB).
    public static let maximumMessageBytes = 1 << 20

    /// The most points one stroke may have, posted whole or streamed in samples (100,000).
    public static let maximumPoints = 100_000

    /// The most items one `POST /api/detect` may ask a circle to select (10,000).
    public static let maximumItems = 10_000

    /// The most point-in-loop tests one selection by a loop as drawn may take, items × points
    /// (10,000,000): a detector whose match has no circle (`dollar1`) selects by the
    /// loop, at a cost of every point for every item.
    public static let maximumLoopSelectionWork = 10_000_000

    /// Shown in messages: "1 MiB".
    static let maximumMessageText = ByteCountText.text(maximumMessageBytes)
}
