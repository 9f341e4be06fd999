import Encircle
import Foundation

extension Invariants {
    /// The strokes each fuzzed configuration is tried on: a clean circle drawn in 0.8 s, a
    /// square, and three samples close together.
    public static let configurationProbes: [Stroke] = {
        let circle = (0..<64).map { index -> Point in
            let angle = Double(index) / 63 * 2 * .pi
            return Point(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle))
        }
        let corners = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]
        let square = (0..<64).map { index -> Point in
            let a = corners[index / 16 % 4], b = corners[(index / 16 + 1) % 4], f = Double(index % 16) / 16
            return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
        let dot = [Point(x: 5, y: 5), Point(x: 6, y: 5), Point(x: 5, y: 6)]
        return [
            Stroke(points: circle, interval: 0.8 / 63), Stroke(points: square + [corners[0]], interval: 0.01),
            Stroke(points: dot),
        ]
    }()

    /// The promises ``Encircle/CircleDetector/Configuration``'s JSON form breaks on `data`: it
    /// either fails to decode, or decodes a configuration that encodes into JSON that decodes
    /// again to the same JSON, and that gives a detector which keeps the promises of
    /// ``problems(detecting:configuration:)`` on each of ``configurationProbes``.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func problems(decodingConfiguration data: Data) -> [String] {
        guard let configuration = try? JSONDecoder().decode(CircleDetector.Configuration.self, from: data) else {
            return []
        }
        var problems: [String] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        problems += Self.problems(writing: configuration, with: encoder)
        for probe in configurationProbes {
            problems += Self.problems(detecting: probe, configuration: configuration)
        }
        return problems
    }

    /// The problems when `configuration`, written by `encoder`, does not read back into a
    /// configuration that `encoder` writes the same way.
    static func problems(writing configuration: CircleDetector.Configuration, with encoder: JSONEncoder) -> [String] {
        var problems: [String] = []
        do {
            let written = try encoder.encode(configuration)
            let again = try JSONDecoder().decode(CircleDetector.Configuration.self, from: written)
            let rewritten = try encoder.encode(again)
            if rewritten != written {
                problems.append(
                    "Configuration: wrote \(String(decoding: written, as: UTF8.self)), "
                        + "read it back and wrote \(String(decoding: rewritten, as: UTF8.self))")
            }
        } catch {
            problems.append("Configuration: cannot read back what it wrote for \(configuration): \(error)")
        }
        return problems
    }
}
