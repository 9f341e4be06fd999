import Foundation

/// Why a detector decided a stroke is not a circle: the first check that failed, what it
/// measured and the limit it applies, so a UI can say why.
///
/// ```swift
/// rejection.reason        // .notClosed
/// rejection.description   // "not closed: swept 212° of the required 300°"
/// ```
public struct CircleRejection: Rejection {
    /// The check that failed, as a stable identifier (`"notClosed"`, `"tooLong"`, …).
    ///
    /// Detectors declare their own reasons as static members, so the set is open:
    /// ```swift
    /// extension CircleRejection.Reason { static let notClosed: Self = "notClosed" }
    /// ```
    public struct Reason: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The identifier, `"notClosed"`.
        public var rawValue: String
        /// Creates the reason with identifier `rawValue`.
        ///
        /// - Complexity: O(1).
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates the reason with identifier `value`: `let reason: Reason = "notClosed"`.
        ///
        /// - Complexity: O(1).
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The identifier.
        public var description: String { rawValue }
    }

    /// The check that failed.
    public var reason: Reason
    /// What the check measured, in the unit of ``limit``; `nil` for checks that measure nothing
    /// (an empty stroke, a non-finite sample).
    public var measured: Double?
    /// The limit the measurement broke, or `nil` when the check has none.
    public var limit: Double?
    /// A sentence for people, naming the check, the measured value and the limit. Worded when
    /// read: a detector that rejects many strokes and shows few messages does not write them.
    public var message: String {
        get { wording.text }
        set { wording = .text(newValue) }
    }
    /// What ``message`` says, kept as the facts it is worded from until it is read.
    private var wording: Wording
    /// The round shape that was drawn when the stroke failed only for its shape — an
    /// ``RoundShape/ellipse`` flatter than a circle, an ``RoundShape/arc`` that does not close —
    /// and `nil` when it is no round shape at all.
    public var shape: RoundShape?

    /// Creates a rejection.
    ///
    /// - Complexity: O(1).
    public init(
        reason: Reason, measured: Double? = nil, limit: Double? = nil, message: String, shape: RoundShape? = nil
    ) {
        self.init(reason: reason, measured: measured, limit: limit, wording: .text(message), shape: shape)
    }

    private init(reason: Reason, measured: Double?, limit: Double?, wording: Wording, shape: RoundShape?) {
        self.reason = reason
        self.measured = measured
        self.limit = limit
        self.wording = wording
        self.shape = shape
    }

    // The JSON form is the fields, with the message as its text: `{"reason", "measured",
    // "limit", "message", "shape"}`.
    private enum CodingKeys: String, CodingKey {
        case reason, measured, limit
        case wording = "message"
        case shape
    }
}

extension CircleRejection {
    /// A message, as written or as the facts it is worded from. Two wordings are equal when
    /// their texts are, whichever way they are kept, so a rejection decodes equal to what was
    /// encoded.
    private enum Wording: Hashable, Sendable, Codable {
        /// Written out.
        case text(String)
        /// A check of ``CircleDetector`` failed with these numbers.
        case check(CircleDetector.Check, measured: Double, limit: Double)
        /// A problem with the samples.
        case problem(SampleProblem)
        /// A round shape the configuration leaves out.
        case shapeNotAccepted(RoundShape, accepted: RoundShapes)

        var text: String {
            switch self {
            case .text(let text): text
            case .check(let check, let measured, let limit): check.rule.message(measured: measured, limit: limit)
            case .problem(let problem): problem.message
            case .shapeNotAccepted(let shape, let accepted):
                "shape not accepted: a \(shape.rawValue)"
                    + " (accepted: \(accepted.shapes.map(\.rawValue).joined(separator: ", ")))"
            }
        }

        static func == (a: Wording, b: Wording) -> Bool {
            switch (a, b) {
            case (.check(let c, let m, let l), .check(let d, let n, let k)) where c == d && m == n && l == k: true
            default: a.text == b.text
            }
        }

        /// Hashes nothing: equal texts may be kept either way, and the rejection's other fields
        /// carry its hash.
        func hash(into hasher: inout Hasher) {}

        init(from decoder: any Decoder) throws {
            self = .text(try decoder.singleValueContainer().decode(String.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }
}

// Reasons shared by every detector: input that no detector can judge.
extension CircleRejection.Reason {
    /// Fewer samples than the detector needs.
    public static let tooFewPoints: Self = "tooFewPoints"
    /// A coordinate or time is NaN or infinite.
    public static let invalidSample: Self = "invalidSample"
    /// A timestamp is earlier than the one before it.
    public static let timeNotIncreasing: Self = "timeNotIncreasing"
    /// The stroke does not come round far enough to close: its ends are too far apart, or it
    /// does not go far enough round its centre.
    public static let notClosed: Self = "notClosed"
}

extension CircleRejection {
    /// The rejection for a problem with the samples, in the words every recognizer uses.
    ///
    /// - Complexity: O(1).
    package init(_ problem: SampleProblem) {
        let reason: Reason =
            switch problem {
            case .empty, .tooFewSamples: .tooFewPoints
            case .invalidSample: .invalidSample
            case .timeNotIncreasing: .timeNotIncreasing
            case .outOfRange: .outOfRange
            }
        self.init(
            reason: reason, measured: problem.measured, limit: problem.limit, wording: .problem(problem), shape: nil)
    }

    /// The rejection of a stroke that failed the check `rule` defines, measuring `measured`
    /// against `limit`, worded (by ``CircleDetector/Check/Rule/message(measured:limit:)``) when
    /// read.
    ///
    /// - Complexity: O(1).
    package init(failing rule: CircleDetector.Check.Rule, measured: Double, limit: Double, shape: RoundShape? = nil) {
        self.init(
            reason: rule.reason, measured: measured, limit: limit,
            wording: .check(rule.check, measured: measured, limit: limit), shape: shape)
    }

    /// The rejection of a round `shape` that the accepted shapes leave out:
    /// "shape not accepted: a circle (accepted: ellipse)".
    ///
    /// - Complexity: O(1).
    init(shapeNotAccepted shape: RoundShape, accepted: RoundShapes) {
        self.init(
            reason: .shapeNotAccepted, measured: nil, limit: nil,
            wording: .shapeNotAccepted(shape, accepted: accepted), shape: shape)
    }

    /// Validates what every detector needs: finite samples and non-decreasing time.
    ///
    /// - Returns: the rejection for the first problem, or `nil` when the stroke is usable.
    /// - Complexity: O(*n*).
    package static func invalidInput(in stroke: Stroke) -> CircleRejection? {
        SampleProblem.first(in: stroke, checksRange: false).map(CircleRejection.init)
    }

    /// "too long: took 2.41 s (limit 2 s)".
    ///
    /// - Complexity: O(1).
    package static func tooLong(took duration: Double, limit: Double) -> CircleRejection {
        CircleRejection(failing: CircleDetector.Check.maximumDuration.rule, measured: duration, limit: limit)
    }

    /// "not closed: ends 131 pt from its start (limit 50 pt)": the classic recipes' closure test.
    ///
    /// - Complexity: O(1).
    package static func notClosed(endsApart distance: Double, limit: Double) -> CircleRejection {
        CircleRejection(
            reason: .notClosed, measured: distance, limit: limit,
            message:
                "not closed: ends \(NumberText.plain(distance, fractionDigits: 1)) pt from its start"
                + " (limit \(NumberText.plain(limit, fractionDigits: 1)) pt)")
    }
}
