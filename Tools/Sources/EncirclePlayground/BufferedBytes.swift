import NIOConcurrencyHelpers

/// The bytes of unfinished requests the server holds for all clients together: request bodies
/// being read, WebSocket frames and messages being gathered. Each holder reserves before it
/// holds and gives back when done; a reservation that would pass the limit is refused, so the
/// client is answered "busy" instead of the server growing.
///
/// ```swift
/// guard budget.reserve(chunk.readableBytes) else { throw PlaygroundError.busy }
/// defer { budget.release(held) }
/// ```
final class BufferedBytes: Sendable {
    /// The most bytes held at once (``ConnectionLimits/maximumBufferedBytes``).
    let limit: Int
    private let held = NIOLockedValueBox(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Reserves `count` bytes; `false`, reserving nothing, when that would pass ``limit``.
    func reserve(_ count: Int) -> Bool {
        held.withLockedValue { held in
            guard count <= limit - held else { return false }
            held += count
            return true
        }
    }

    /// Gives back `count` reserved bytes.
    func release(_ count: Int) {
        held.withLockedValue { held in
            precondition(count <= held, "released more bytes than were reserved")
            held -= count
        }
    }

    /// The bytes held now.
    var count: Int { held.withLockedValue { $0 } }
}
