/// One step of a touch script: what a fuzzed app does to a ``Encircle/CircleRecognizer`` next.
///
/// A byte encodes a step: its low three bits the action, its high five bits the argument.
///
/// ```swift
/// TouchStep(byte: 0x00)   // .began — the next sample, touch 1
/// TouchStep(byte: 0x2D)   // .checkIdle(after: 5) — 5 × 50 ms after the last sample
/// ```
public enum TouchStep: Hashable, Sendable {
    /// Touch 1 goes down at the next sample.
    case began
    /// Touch 1 moves to the next sample.
    case moved
    /// Touch 1 moves to where it already is (no new sample).
    case movedInPlace
    /// Touch 1 lifts at the next sample.
    case ended
    /// A second touch goes down at the next sample.
    case secondTouch
    /// The system cancels the touch.
    case cancelled
    /// A timer asks whether the touch has rested too long: `steps` × 50 ms after the last event,
    /// except that 30 asks at NaN and 31 at infinity.
    case checkIdle(after: Int)
    /// The app starts over.
    case reset

    /// The step a fuzzer's byte encodes.
    ///
    /// - Complexity: O(1).
    public init(byte: UInt8) {
        switch byte & 0b111 {
        case 0: self = .began
        case 1: self = .moved
        case 2: self = .movedInPlace
        case 3: self = .ended
        case 4: self = .secondTouch
        case 5: self = .cancelled
        case 6: self = .checkIdle(after: Int(byte >> 3))
        default: self = .reset
        }
    }

    /// The byte that encodes this step: the inverse of ``init(byte:)``.
    public var byte: UInt8 {
        switch self {
        case .began: 0
        case .moved: 1
        case .movedInPlace: 2
        case .ended: 3
        case .secondTouch: 4
        case .cancelled: 5
        case .checkIdle(let steps): 6 | UInt8(truncatingIfNeeded: min(max(steps, 0), 31) << 3)
        case .reset: 7
        }
    }

    /// The time a ``checkIdle(after:)`` step asks at, given the time of the last event.
    ///
    /// - Complexity: O(1).
    public func idleTime(after last: Double) -> Double? {
        guard case .checkIdle(let steps) = self else { return nil }
        switch steps {
        case 30: return .nan
        case 31: return .infinity
        default: return last + Double(steps) * 0.05
        }
    }
}
