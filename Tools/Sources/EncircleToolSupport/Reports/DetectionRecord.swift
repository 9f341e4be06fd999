import Encircle
import EncircleEvaluation

/// One detector's verdict on one file, as `encircle detect` prints it.
///
/// JSON, every key always present:
///
/// | key | value |
/// |---|---|
/// | `file`, `detector` | the stroke's name and the detector's id |
/// | `isCircle` | whether the detector accepted the stroke |
/// | `shape` | `"circle"`, `"ellipse"` or `"arc"`: the round shape drawn; `null` when none of these (a rejection, or a match that is not a shape) |
/// | `confidence` | 0…1 when the detector says how sure it is, else `null` |
/// | `limitedBy` | the configuration key of the check whose margin set the confidence (`"minimumSweep"`), else `null` |
/// | `circle` | `{"center":{"x":..,"y":..},"radius":..}`, or `null` when the match has no circle or the stroke was rejected |
/// | `rejection` | `{"reason":..,"message":..,"measured":..,"limit":..}`, or `null` when accepted |
/// | `details` | the detector's own match (`{}` when rejected) |
///
/// Non-finite numbers are `null`.
///
/// Text: `circle01.xml: circle (encircle): centre (160, 240), radius 48.7, confidence 0.83` or
/// `arrow01.xml: rejected (sadun): not closed: ... [notClosed]`.
package struct DetectionRecord: Sendable, Encodable {
    /// The stroke's name (``LabeledStroke/file``).
    package var file: String
    /// The detector's identifier.
    package var detector: String
    /// The verdict.
    package var detection: Detection<AnyMatch>

    /// Creates a record.
    ///
    /// - Complexity: O(1).
    package init(file: String, detector: String, detection: Detection<AnyMatch>) {
        self.file = file
        self.detector = detector
        self.detection = detection
    }

    private enum CodingKeys: String, CodingKey {
        case file, detector, isCircle, shape, confidence, limitedBy, circle, rejection, details
    }

    private struct Empty: Encodable {}

    /// A detector's own match, encoded as itself.
    private struct Details: Encodable {
        let value: any Encodable

        func encode(to encoder: any Encoder) throws {
            try value.encode(to: encoder)
        }
    }

    /// Encodes the record with every key present (`null` where there is nothing to say).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(detector, forKey: .detector)
        try container.encode(detection.isRecognized, forKey: .isCircle)
        switch detection {
        case .recognized(let match):
            try container.encode(match.shape?.rawValue, forKey: .shape)
            try container.encode(match.confidence.flatMap(JSONSafe.number), forKey: .confidence)
            try container.encode((match.details as? DetectedCircle)?.limitedBy?.key, forKey: .limitedBy)
            try container.encode(match.circle.map(JSONSafe.circle), forKey: .circle)
            try container.encodeNil(forKey: .rejection)
            try container.encode(Details(value: match.details), forKey: .details)
        case .rejected(let rejection):
            // The round shape drawn, when it was rejected only for its shape (a flat ellipse).
            try container.encode(rejection.shape?.rawValue, forKey: .shape)
            try container.encodeNil(forKey: .confidence)
            try container.encodeNil(forKey: .limitedBy)
            try container.encodeNil(forKey: .circle)
            try container.encode(RejectionRecord(rejection), forKey: .rejection)
            try container.encode(Empty(), forKey: .details)
        }
    }

    /// One line for people.
    package var text: String {
        switch detection {
        case .recognized(let match):
            let facts = match.facts
            return "\(file): \(match.headline) (\(detector))" + (facts.isEmpty ? "" : ": \(facts)")
        case .rejected(let rejection):
            return "\(file): rejected (\(detector)): \(rejection.message) [\(rejection.reason)]"
        }
    }
}

/// Numbers that JSON can carry: non-finite values become `null`.
enum JSONSafe {
    static func number(_ value: Double) -> Double? { value.isFinite ? value : nil }

    struct CircleRow: Encodable {
        struct Center: Encodable {
            var x: Double?, y: Double?
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(x, forKey: .x)
                try container.encode(y, forKey: .y)
            }
            private enum CodingKeys: String, CodingKey { case x, y }
        }
        var center: Center
        var radius: Double?
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(center, forKey: .center)
            try container.encode(radius, forKey: .radius)
        }
        private enum CodingKeys: String, CodingKey { case center, radius }
    }

    static func circle(_ circle: PlaneCircle) -> CircleRow {
        CircleRow(
            center: .init(x: number(circle.center.x), y: number(circle.center.y)), radius: number(circle.radius))
    }
}
