import Encircle

/// What the invariance properties compare: a circle of some kind, or the reason for rejecting.
enum Verdict: Hashable, CustomStringConvertible {
    case circle(RoundShape)
    case rejected(CircleRejection.Reason)

    var description: String {
        switch self {
        case .circle(let shape): "\(shape)"
        case .rejected(let reason): "rejected (\(reason))"
        }
    }
}

extension Detection<DetectedCircle> {
    /// The verdict without its measurements.
    var verdict: Verdict {
        switch self {
        case .recognized(let circle): .circle(circle.shape)
        // A square fails on its corner count while drawn only when its third corner is counted
        // before it ends, which depends on where it starts and, near the minimum size, on its
        // size and angle; otherwise the corner concentration rejects it at the end. Either way
        // the reason is its corners.
        case .rejected(let rejection): .rejected(rejection.reason == .cornerCount ? .corners : rejection.reason)
        }
    }
}
