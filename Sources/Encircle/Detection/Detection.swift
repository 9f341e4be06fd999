/// The verdict of a circle detector: `.recognized` with the detector's match, or `.rejected`
/// with the ``CircleRejection`` that says which check failed.
///
/// ```swift
/// switch CircleDetector().detect(in: stroke) {
/// case .recognized(let circle): print(circle.center, circle.radius)
/// case .rejected(let rejection): print(rejection)   // "not closed: swept 212° of the required 300°"
/// }
/// ```
///
/// ``CircleDetector``'s match is a ``DetectedCircle``: a circle, or an ellipse or arc when its
/// configuration accepts them (``DetectedCircle/shape``).
public typealias Detection<Match: Hashable & Sendable> = Recognition<Match, CircleRejection>
