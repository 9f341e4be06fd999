import NIOConcurrencyHelpers

/// How many connections the server closed, and why: the count behind each notice-level log line
/// of ``ConnectionGuard``, for tests and for the load test's report.
final class ConnectionEvents: Sendable {
    /// Why a connection was closed.
    enum Event: CaseIterable, Sendable {
        /// A request head, frame or idle socket over its time limit.
        case timeout
        /// A request head the HTTP decoder could not read.
        case malformedHead
        /// A WebSocket frame without a mask.
        case unmaskedFrame
        /// Over ``ConnectionLimits/maximumBufferedBytes``.
        case busy
    }

    private let counts = NIOLockedValueBox([Event: Int]())

    func count(_ event: Event) {
        counts.withLockedValue { $0[event, default: 0] += 1 }
    }

    /// How many times `event` happened.
    func count(of event: Event) -> Int {
        counts.withLockedValue { $0[event, default: 0] }
    }
}
