/// The round shapes ``CircleDetector`` tells apart: what a stroke that passed every roundness
/// check was drawn as.
///
/// - ``circle``: goes round at least ``CircleDetector/Configuration/minimumSweep`` (300° by
///   default) and is no flatter than ``CircleDetector/Configuration/maximumAspectRatio``.
/// - ``ellipse``: goes round as far, but is flatter: its fitted ellipse's axes are further apart.
/// - ``arc``: a round stroke that stops short of closing, sweeping at least
///   ``CircleDetector/Configuration/minimumArcSweep``.
///
/// ``CircleDetector/Configuration/acceptedShapes`` says which of them count; by default only
/// circles do, and a flat ellipse is rejected as "an ellipse, 2.0:1".
public enum RoundShape: String, Hashable, Sendable, Codable, CaseIterable {
    /// A closed stroke about as wide as it is tall.
    case circle
    /// A closed stroke flatter than ``CircleDetector/Configuration/maximumAspectRatio``.
    case ellipse
    /// A round stroke that stops short of closing.
    case arc
}

/// A set of ``RoundShape``s as bits: what ``CircleDetector/Configuration/acceptedShapes`` holds,
/// so that the checks ask "is an ellipse accepted?" with a mask rather than by hashing a name.
///
/// ```swift
/// let accepted: RoundShapes = [.circle, .arc]
/// accepted.contains(.ellipse)   // false
/// accepted.shapes               // [.circle, .arc]
/// ```
struct RoundShapes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set of just `shape`.
    init(_ shape: RoundShape) {
        switch shape {
        case .circle: self = .circle
        case .ellipse: self = .ellipse
        case .arc: self = .arc
        }
    }

    /// The shapes of `shapes`.
    init(_ shapes: some Sequence<RoundShape>) {
        self = shapes.reduce(into: []) { $0.insert(RoundShapes($1)) }
    }

    static let circle = RoundShapes(rawValue: 1 << 0)
    static let ellipse = RoundShapes(rawValue: 1 << 1)
    static let arc = RoundShapes(rawValue: 1 << 2)

    /// Whether `shape` is in the set.
    func contains(_ shape: RoundShape) -> Bool { contains(RoundShapes(shape)) }

    /// The shapes in the set, in ``RoundShape/allCases`` order (circle, ellipse, arc).
    var shapes: [RoundShape] { RoundShape.allCases.filter { contains($0) } }
}
