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
        case .circle(let circle): .circle(circle.shape)
        case .rejected(let rejection): .rejected(rejection.reason)
        }
    }
}
