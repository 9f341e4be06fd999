import Encircle

/// A stroke from a gesture log together with what the log says about it: where it came from,
/// which gesture the person was asked to draw, who drew it and how fast.
///
/// ```swift
/// let loaded = await StrokeLoader().load(["Data/dollar1-s02-s06.json"])
/// loaded.strokes[0].label   // "arrow"
/// loaded.strokes[0].speed   // "fast"
/// ```
public struct LabeledStroke: Hashable, Sendable {
    /// The name used in messages and reports: a file path, or `bundle.json:entry` for a stroke
    /// packed in a bundle.
    public var file: String
    /// The gesture name, e.g. `circle`; ``GestureLabel/positive`` marks the positive class.
    public var label: String
    /// The person who drew it, when the log says (`"2"` for subject 2).
    public var subject: String?
    /// The requested drawing speed, when the log says (`"fast"`, `"medium"`, `"slow"`).
    public var speed: String?
    /// The samples.
    public var stroke: Stroke

    /// Creates a labelled stroke.
    ///
    /// - Complexity: O(1).
    public init(file: String, label: String, subject: String? = nil, speed: String? = nil, stroke: Stroke) {
        self.file = file
        self.label = label
        self.subject = subject
        self.speed = speed
        self.stroke = stroke
    }

    /// Whether the stroke belongs to the positive class (the person drew a circle).
    package var isPositive: Bool { label == GestureLabel.positive }
}
