import Encircle
import EncircleEvaluation
import Foundation

/// `encircle --transform SPEC`: the spec of a transform as the command line writes it, read
/// back into `EncircleEvaluation`'s ``EncircleEvaluation/StrokeTransform``, whose `description`
/// is the spec.
///
/// ```swift
/// let transform = try StrokeTransform(parsing: "rotate:30")   // .rotate(.degrees(30))
/// try StrokeTransform(parsing: "thin:0")
/// // throws "invalid transform \"thin:0\": K must be a whole number of at least 1, as in thin:2"
/// ```
extension StrokeTransform {
    /// Parses a command-line spec.
    ///
    /// - Throws: ``InvalidTransformError`` saying which forms are accepted.
    /// - Complexity: O(*n*) in the length of `spec`.
    package init(parsing spec: String) throws(InvalidTransformError) {
        let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].lowercased()
        let argument = parts.count > 1 ? String(parts[1]) : nil
        func fail(_ problem: String) -> InvalidTransformError { InvalidTransformError(spec: spec, problem: problem) }
        switch name {
        case "mirror":
            guard argument == nil else { throw fail("mirror takes no argument") }
            self = .mirror
        case "rotate":
            guard let text = argument, let degrees = Double(text), degrees.isFinite else {
                throw fail("DEG must be a finite number of degrees, as in rotate:30")
            }
            self = .rotate(.degrees(degrees))
        case "scale":
            guard let text = argument, let factor = Double(text), factor.isFinite, factor > 0 else {
                throw fail("F must be a finite number above 0, as in scale:2.5")
            }
            self = .scale(factor)
        case "thin":
            guard let text = argument, let step = Int(text), step >= 1 else {
                throw fail("K must be a whole number of at least 1, as in thin:2")
            }
            self = .thin(step)
        case "densify":
            guard let text = argument, let factor = Int(text), factor >= 1, factor <= 1000 else {
                throw fail("K must be a whole number from 1 to 1000, as in densify:4")
            }
            self = .densify(factor)
        case "jitter":
            guard let text = argument, let deviation = Double(text), deviation.isFinite, deviation >= 0 else {
                throw fail("SD must be a finite number of points of at least 0, as in jitter:1")
            }
            self = .jitter(deviation)
        case "reverse":
            guard argument == nil else { throw fail("reverse takes no argument") }
            self = .reverse
        case "swap-pairs":
            guard argument == nil else { throw fail("swap-pairs takes no argument") }
            self = .swapPairs
        case "spike":
            let problem =
                "F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"
            let values = argument?.split(separator: ":", omittingEmptySubsequences: false) ?? []
            guard (1...2).contains(values.count), let share = Double(values[0]), share.isFinite, share >= 0 else {
                throw fail(problem)
            }
            guard let count = values.count == 2 ? Int(values[1]) : 1, (1...1000).contains(count) else {
                throw fail(problem)
            }
            self = .spike(share: share, count: count)
        case "grid":
            guard let text = argument, let step = Double(text), step.isFinite, step > 0 else {
                throw fail("Q must be a finite number of points above 0, as in grid:1")
            }
            self = .grid(step)
        default:
            throw fail("expected \(Self.syntax)")
        }
    }

    /// The transforms as they are written, for messages and help: `mirror`, `rotate:DEG`, …
    package static let syntax =
        "mirror, rotate:DEG, scale:F, thin:K, densify:K, jitter:SD, reverse, swap-pairs, spike:F[:N] or grid:Q"
}

/// A `--transform` spec that does not parse.
package struct InvalidTransformError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The spec as written (`"thin:0"`).
    package var spec: String
    /// What is wrong with it, and the accepted form.
    package var problem: String

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    package init(spec: String, problem: String) {
        self.spec = spec
        self.problem = problem
    }

    /// "invalid transform "SPEC": PROBLEM".
    package var description: String { "invalid transform \"\(spec)\": \(problem)" }
}

extension InvalidTransformError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    package var errorDescription: String? { description }
}
