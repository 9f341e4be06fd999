import Encircle
import EncircleShapes
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

    /// The strokes each fuzzed shape recognizer configuration is tried on: the
    /// ``configurationProbes``, then a spiral, a helix, an S-curve and an arc of 120°, which the
    /// default configuration names so.
    public static let shapeConfigurationProbes: [Stroke] = {
        func stroke(_ count: Int, _ point: (Double) -> Point) -> Stroke {
            Stroke(points: (0..<count).map { point(Double($0) / Double(count - 1)) }, interval: 0.01)
        }
        let spiral = stroke(160) { f in
            let angle = 5 * .pi * f, radius = 10 + 80 * f
            return Point(x: 160 + radius * cos(angle), y: 240 + radius * sin(angle))
        }
        let helix = stroke(200) { f in
            let angle = 8 * .pi * f - .pi / 2
            return Point(x: 100 + 160 * f + 40 * cos(angle), y: 240 + 40 * sin(angle))
        }
        // Two half circles of radius 50, turning opposite ways.
        let sCurve = stroke(120) { f in
            let angle = 2 * .pi * f
            return f <= 0.5
                ? Point(x: 100 - 50 * cos(angle), y: 100 - 50 * sin(angle))
                : Point(x: 200 - 50 * cos(angle - .pi), y: 100 + 50 * sin(angle - .pi))
        }
        let arc = stroke(60) { f in
            let angle = 2 * .pi / 3 * f
            return Point(x: 160 + 80 * cos(angle), y: 240 + 80 * sin(angle))
        }
        return configurationProbes + [spiral, helix, sCurve, arc]
    }()

    /// The promises the configurations' JSON forms break on `data`: decoded as a
    /// ``Encircle/CircleDetector/Configuration`` and as a
    /// ``EncircleShapes/ShapeRecognizer/Configuration``, each either fails to decode, or decodes
    /// a configuration that encodes into JSON that decodes again to the same JSON, and that gives
    /// a detector which keeps the promises of ``problems(detecting:configuration:)`` on each of
    /// ``configurationProbes``, or a recognizer (its initializer does not throw) which keeps
    /// those of ``problems(recognizingShapeOf:with:)`` on each of ``shapeConfigurationProbes``.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    public static func problems(decodingConfiguration data: Data) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var problems: [String] = []
        if let configuration = try? JSONDecoder().decode(CircleDetector.Configuration.self, from: data) {
            problems += Self.problems(writing: configuration, with: encoder, as: "Configuration")
            for probe in configurationProbes {
                problems += Self.problems(detecting: probe, configuration: configuration)
            }
        }
        if let configuration = try? JSONDecoder().decode(ShapeRecognizer.Configuration.self, from: data) {
            problems += Self.problems(writing: configuration, with: encoder, as: "ShapeRecognizer.Configuration")
            do {
                let recognizer = try ShapeRecognizer(configuration: configuration)
                for probe in shapeConfigurationProbes {
                    problems += Self.problems(recognizingShapeOf: probe, with: [recognizer])
                }
            } catch {
                problems.append("ShapeRecognizer(configuration:) refuses the decoded \(configuration): \(error)")
            }
        }
        return problems
    }

    /// The problems, named `name`, when `configuration`, written by `encoder`, does not read back
    /// into a configuration that `encoder` writes the same way.
    static func problems<Configuration: Codable>(
        writing configuration: Configuration, with encoder: JSONEncoder, as name: String
    ) -> [String] {
        var problems: [String] = []
        do {
            let written = try encoder.encode(configuration)
            let again = try JSONDecoder().decode(Configuration.self, from: written)
            let rewritten = try encoder.encode(again)
            if rewritten != written {
                problems.append(
                    "\(name): wrote \(String(decoding: written, as: UTF8.self)), "
                        + "read it back and wrote \(String(decoding: rewritten, as: UTF8.self))")
            }
        } catch {
            problems.append("\(name): cannot read back what it wrote for \(configuration): \(error)")
        }
        return problems
    }
}
