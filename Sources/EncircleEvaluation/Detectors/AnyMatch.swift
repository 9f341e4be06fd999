public import Encircle
import EncircleTemplates

/// A detector's match with its type erased, so that tools can hold the verdicts of different
/// detectors side by side — including detectors whose match is not a circle at all (a template
/// recognizer's match is a template name and a score).
///
/// ``circle``, ``shape`` and ``confidence`` are what tools show of any match, each `nil` when
/// the detector has nothing to say; ``details`` is the detector's own match, encodable (the
/// `details` of `encircle detect --format json`).
///
/// ```swift
/// let match = try DetectorCatalog.standard.entry(id: "encircle").detect(stroke).recognized
/// match?.circle?.radius   // 48.7
/// match?.shape            // .circle
/// match?.confidence       // 0.83
/// match?.details as? DetectedCircle   // Encircle's own match: direction, sweep, …
///
/// let template = AnyMatch(circle: nil, shape: nil, confidence: 0.91, details: TemplateMatch(name: "star"))
/// ```
public struct AnyMatch: Hashable, Sendable {
    /// The circle the detector found, or `nil` when its match has none.
    public var circle: PlaneCircle?
    /// The round shape drawn, or `nil` when the match is not one (a template).
    public var shape: RoundShape?
    /// How sure the detector is, from 0 to 1, or `nil` when it does not say.
    public var confidence: Double?
    /// The configuration key of the check that set ``confidence`` (``DetectedCircle/limitedBy``),
    /// or `nil` when the detector does not say.
    package var limitedBy: String?
    /// The detector's own match: what encoding the `AnyMatch` writes.
    public var details: any Hashable & Sendable & Encodable {
        get { box.value }
        set { box = Details(value: newValue) }
    }
    /// ``details``, compared and hashed as `AnyHashable`.
    private var box: Details

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
        self.box = Details(value: details)
    }

    /// Wraps the match of a circle detector: its ``circle``, the shape `circle`, no confidence.
    /// Encircle's own ``DetectedCircle`` also brings its shape (circle, ellipse or arc), its
    /// confidence and the check that limited it.
    ///
    /// - Complexity: O(1).
    package init(_ match: some CircleDescribing) {
        if let detected = match as? DetectedCircle {
            self.init(
                circle: detected.circle, shape: detected.shape, confidence: detected.confidence, details: detected)
            limitedBy = detected.limitedBy?.key
        } else {
            self.init(circle: match.circle, shape: .circle, confidence: nil, details: match)
        }
    }
}

/// A detector's own match, equal to another when they are of one type and equal.
private struct Details: Hashable, Sendable {
    let value: any Hashable & Sendable & Encodable

    static func == (lhs: Details, rhs: Details) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(value))
    }
}
