public import Encircle
import EncircleTemplates

/// A detector's match with its type erased, so that tools can hold the verdicts of different
/// detectors side by side — including detectors whose match is not a circle at all (a template
/// recognizer's match is a template name and a score).
///
/// ``circle``, ``shape`` and ``confidence`` are what tools show of any match, each `nil` when
/// the detector has nothing to say; ``details`` is the detector's own match. Encoding an
/// `AnyMatch` encodes ``details`` (the `details` of `encircle detect --format json`).
///
/// ```swift
/// let match = AnyMatch(CircleDetector().detect(in: stroke).match!)
/// match.circle?.radius   // 48.7
/// match.shape            // .circle
/// match.confidence       // 0.83
///
/// let template = AnyMatch(circle: nil, shape: nil, confidence: 0.91, details: TemplateMatch(name: "star"))
/// ```
public struct AnyMatch: Hashable, Sendable, Encodable {
    /// The circle the detector found, or `nil` when its match has none.
    public var circle: PlaneCircle?
    /// The round shape drawn, or `nil` when the match is not one (a template).
    public var shape: RoundShape?
    /// How sure the detector is, from 0 to 1, or `nil` when it does not say.
    public var confidence: Double?
    /// The configuration key of the check that set ``confidence`` (``DetectedCircle/limitedBy``),
    /// or `nil` when the detector does not say.
    public var limitedBy: String?
    /// The detector's own match: what encoding the `AnyMatch` writes.
    public var details: any Hashable & Sendable & Encodable

    /// Creates a match from its summary and the detector's own match.
    ///
    /// - Parameter confidence: Clamped to 0…1; NaN becomes `nil`.
    /// - Complexity: O(1).
    public init(
        circle: PlaneCircle?, shape: RoundShape?, confidence: Double?,
        details: some Hashable & Sendable & Encodable
    ) {
        self.circle = circle
        self.shape = shape
        self.confidence = confidence.flatMap { $0.isNaN ? nil : min(max($0, 0), 1) }
        self.details = details
    }

    /// Wraps the match of a circle detector: its ``circle``, the shape `circle`, no confidence.
    /// Encircle's own ``DetectedCircle`` also brings its shape (circle, ellipse or arc), its
    /// confidence and the check that limited it.
    ///
    /// - Complexity: O(1).
    public init(_ match: some CircleDescribing) {
        if let detected = match as? DetectedCircle {
            self.init(
                circle: detected.circle, shape: detected.shape, confidence: detected.confidence, details: detected)
            limitedBy = detected.limitedBy?.key
        } else {
            self.init(circle: match.circle, shape: .circle, confidence: nil, details: match)
        }
    }

    /// Whether both matches show the same circle, shape and confidence and wrap equal details.
    public static func == (lhs: AnyMatch, rhs: AnyMatch) -> Bool {
        lhs.circle == rhs.circle && lhs.shape == rhs.shape && lhs.confidence == rhs.confidence
            && lhs.limitedBy == rhs.limitedBy
            && AnyHashable(lhs.details) == AnyHashable(rhs.details)
    }

    /// Hashes ``details``, the detector's own match.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(details))
    }

    /// Encodes ``details``, the detector's own match.
    public func encode(to encoder: any Encoder) throws {
        try details.encode(to: encoder)
    }
}
