import Encircle
import EncircleEvaluation

/// What Encircle promises for every input, as checks that list each promise broken. The fuzz
/// targets trap on a non-empty list (so that libFuzzer keeps the input); the tests expect it
/// empty.
///
/// For any stroke, whatever its values:
/// - no detector traps, and no number in a verdict is NaN (centre, radius, sweep, confidence,
///   measurements, a rejection's measured value and limit, or a message);
/// - an accepted circle has a finite centre and radius, a confidence in 0…1 and a sweep of at
///   least 0°, and ``Encircle/CircleDetector/measurements(of:)`` measures what the verdict was
///   based on;
/// - ``Encircle/CircleRecognizer``, fed began / moved… / ended of one touch with the same samples,
///   reaches exactly the batch detector's verdict.
///
/// ```swift
/// Invariants.problems(detecting: stroke)   // [] — or ["CircleDetector: NaN in circle.confidence"]
/// ```
public enum Invariants {
    /// The checks beyond the detectors' verdicts, which each cost about as much again.
    public struct Checks: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a set of checks from its raw value.
        ///
        /// - Complexity: O(1).
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// No NaN in `CircleDetector.measurements(of:)` for every stroke (for a detected circle
        /// the measurements are always compared with the verdict's).
        public static let measurements = Checks(rawValue: 1)
        /// The recognizer's agreement with the batch detector.
        public static let recognizer = Checks(rawValue: 2)
        /// Every check.
        public static let all: Checks = [.measurements, .recognizer]
    }

    /// The promises `stroke` breaks when detected under `configuration` by every detector, and
    /// in the further `checks`.
    ///
    /// - Complexity: O(*n*) in the number of samples.
    public static func problems(
        detecting stroke: Stroke, configuration: CircleDetector.Configuration = .default, checks: Checks = .all
    ) -> [String] {
        var problems: [String] = []
        // An invalid configuration makes no detector: the initializer throws, which is the promise.
        guard let detector = try? CircleDetector(configuration: configuration) else { return [] }
        let detection = detector.detect(in: stroke)
        problems += nanProblems(detection, "CircleDetector")
        let measurements =
            checks.contains(.measurements) || detection.isRecognized ? detector.measurements(of: stroke) : nil
        if let measurements {
            problems += nanProblems(measurements, "CircleDetector.measurements(of:)")
        }
        if case .recognized(let circle) = detection {
            problems += acceptedCircleProblems(circle.circle, "CircleDetector")
            if !(0...1).contains(circle.confidence) {
                problems.append("CircleDetector: confidence \(circle.confidence) is outside 0…1")
            }
            if !(circle.sweep.radians >= 0) {
                problems.append("CircleDetector: sweep \(circle.sweep.radians) rad is negative")
            }
            if measurements != circle.measurements {
                problems.append(
                    "CircleDetector: measurements(of:) gave \(String(describing: measurements)), "
                        + "the detected circle \(circle.measurements)")
            } else if let rejection = detector.rejection(for: circle.measurements) {
                problems.append(
                    "CircleDetector: rejection(for:) rejects a detected circle's measurements: \(rejection)")
            }
        }

        // The classic recipes through their catalog entries, whose matches carry every number
        // the recipes compute (bounding and centroid rects, transit).
        for (name, entry) in Self.classicEntries {
            let detection = entry.detect(stroke)
            problems += nanProblems(detection, name)
            if let match = detection.recognized {
                if let circle = match.circle {
                    problems += acceptedCircleProblems(circle, name)
                } else {
                    problems.append("\(name): accepted a stroke without a circle")
                }
            }
        }

        if checks.contains(.recognizer) {
            problems += Self.problems(recognizing: stroke, with: detector, expecting: detection)
        }
        return problems
    }

    /// The catalog's entries of ``EncircleEvaluation/SadunCircleTest`` and
    /// ``EncircleEvaluation/LaMarcheCircleTest``, by the name problems give.
    static let classicEntries: [(name: String, entry: DetectorEntry)] = [
        ("SadunCircleTest", "sadun"), ("LaMarcheCircleTest", "lamarche"),
    ].map { name, id in
        do {
            return (name, try DetectorCatalog.standard.entry(id: id))
        } catch {
            preconditionFailure("the standard catalog registers \(id): \(error)")
        }
    }

    /// One problem per NaN in `output`, naming `source` and the number.
    static func nanProblems(_ output: some NumericOutput, _ source: String) -> [String] {
        output.nanNames.map { "\(source): NaN in \($0)" }
    }

    /// A problem when an accepted circle's centre or radius is not a finite number.
    static func acceptedCircleProblems(_ circle: PlaneCircle, _ source: String) -> [String] {
        guard !(circle.center.isFinite && circle.radius.isFinite) else { return [] }
        return [
            "\(source): accepted a circle with centre (\(circle.center.x), \(circle.center.y)) and radius \(circle.radius)"
        ]
    }
}
