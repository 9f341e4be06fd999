import Encircle
import EncircleShapes
import Foundation

extension Invariants {
    /// The shape recognizers every stroke is checked with: the default, which snaps, and the same
    /// with ``EncircleShapes/ShapeRecognizer/Configuration/snaps`` off (the fitted geometry).
    public static let shapeRecognizers: [ShapeRecognizer] = {
        var raw = ShapeRecognizer.Configuration.default
        raw.snaps = false
        // Both configurations are valid: the default, and the default with a flag changed.
        return [ShapeRecognizer(), try! ShapeRecognizer(configuration: raw)]
    }()

    /// The promises ``EncircleShapes/ShapeRecognizer`` breaks on `stroke` under each of
    /// `recognizers` (by default ``shapeRecognizers``: snapped and raw): those of
    /// ``problems(of:under:)``, each prefixed with the recognizer.
    ///
    /// - Complexity: O(*n*) for *n* samples.
    public static func problems(
        recognizingShapeOf stroke: Stroke, with recognizers: [ShapeRecognizer] = shapeRecognizers
    ) -> [String] {
        var problems: [String] = []
        for recognizer in recognizers {
            let recognition = recognizer.recognize(stroke)
            for problem in Self.problems(of: recognition, under: recognizer.configuration) {
                problems.append("\(name(recognizer.configuration)): \(problem)")
            }
        }
        return problems
    }

    /// How a recognizer with `configuration` is made: `ShapeRecognizer()`, `ShapeRecognizer(snaps:
    /// false)` for the default with snapping off, else the configuration as JSON.
    static func name(_ configuration: ShapeRecognizer.Configuration) -> String {
        var raw = ShapeRecognizer.Configuration.default
        raw.snaps = false
        switch configuration {
        case .default: return "ShapeRecognizer()"
        case raw: return "ShapeRecognizer(snaps: false)"
        default:
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = (try? encoder.encode(configuration)).map { String(decoding: $0, as: UTF8.self) }
            return "ShapeRecognizer(configuration: \(json ?? "\(configuration)"))"
        }
    }

    /// The promises `recognition`, made under `configuration`, breaks:
    /// - it names a shape or gives a rejection, exactly one of the two;
    /// - no number is NaN or infinite: the geometry of every kind (a curve's every Bézier segment,
    ///   a spiral's radii and sweep, a helix's axis, radius and turns), the confidence, and a
    ///   rejection's measured value and limit; and no message prints NaN;
    /// - a recognized shape's confidence lies in 0…1 and reaches the configuration's minimum, its
    ///   kind is allowed, and its runner-up is another kind;
    /// - the geometry is what its kind says: three vertices for a triangle, four for a rectangle
    ///   or a diamond, at least three for a polyline and four for a polygon, non-negative radii,
    ///   a curve of 1 to ``EncircleShapes/ShapeRecognizer/Configuration/maximumCurveSegments``
    ///   segments each starting where the one before ends (and, when closed, the last ending
    ///   where the first starts);
    /// - it encodes as JSON (which has no NaN or infinity) and decodes equal to itself.
    ///
    /// - Complexity: O(*k*) in the number of vertices or segments.
    public static func problems(
        of recognition: ShapeRecognition, under configuration: ShapeRecognizer.Configuration = .default
    ) -> [String] {
        var problems: [String] = []
        if (recognition.shape == nil) == (recognition.rejection == nil) {
            problems.append("a shape and a rejection, or neither")
        }
        problems += recognition.nonFiniteNames.map { "\($0) is not a finite number" }
        if let recognized = recognition.recognized {
            let kind = recognized.shape.kind
            if !(0...1).contains(recognized.confidence) {
                problems.append("confidence \(recognized.confidence) is outside 0…1")
            } else if recognized.confidence < configuration.minimumConfidence {
                problems.append(
                    "confidence \(recognized.confidence) is below minimumConfidence \(configuration.minimumConfidence)")
            }
            if !configuration.allowedKinds.contains(kind) {
                problems.append("named \(kind.rawValue), which is not among the allowed kinds")
            }
            if recognized.runnerUp == kind {
                problems.append("the runner-up is the shape's own kind, \(kind.rawValue)")
            }
            problems += shapeProblems(recognized.shape, configuration).map { "\(kind.rawValue): \($0)" }
        }
        problems += roundTripProblems(recognition)
        return problems
    }

    /// The ways `shape` is not what its kind says (vertices, radii, a curve's chain).
    static func shapeProblems(_ shape: DrawnShape, _ configuration: ShapeRecognizer.Configuration) -> [String] {
        var problems: [String] = []
        func vertices(_ vertices: [Point], _ allowed: ClosedRange<Int>) {
            if !allowed.contains(vertices.count) { problems.append("\(vertices.count) vertices") }
        }
        func radius(_ value: Double, _ name: String) {
            if value < 0 { problems.append("\(name) \(value) is negative") }
        }
        switch shape {
        case .line: break
        case .polyline(let points): vertices(points, 3...Int.max)
        case .triangle(let points): vertices(points, 3...3)
        case .rectangle(let points, _), .diamond(let points): vertices(points, 4...4)
        case .polygon(let points): vertices(points, 4...Int.max)
        case .arc(_, let value, _, _), .circle(_, let value), .helix(_, _, let value, _, _): radius(value, "radius")
        case .ellipse(let ellipse):
            radius(ellipse.semiMajorAxis, "semiMajorAxis")
            radius(ellipse.semiMinorAxis, "semiMinorAxis")
        case .spiral(_, let start, let end, _, _):
            radius(start, "startRadius")
            radius(end, "endRadius")
        case .star(_, let outer, let inner, let points, _):
            radius(outer, "outerRadius")
            radius(inner, "innerRadius")
            if points < 3 { problems.append("\(points) points") }
        case .curve(let segments, let isClosed):
            if !(1...configuration.maximumCurveSegments).contains(segments.count) {
                problems.append(
                    "\(segments.count) segments (1 to maximumCurveSegments, \(configuration.maximumCurveSegments))")
            }
            func text(_ point: Point) -> String { "(\(point.x), \(point.y))" }
            for index in segments.indices.dropFirst() where segments[index].from != segments[index - 1].to {
                problems.append(
                    "segment \(index) starts at \(text(segments[index].from)), not where segment \(index - 1) ends, "
                        + text(segments[index - 1].to))
            }
            if isClosed, let first = segments.first, let last = segments.last, last.to != first.from {
                problems.append("closed, but it ends at \(text(last.to)), not where it starts, \(text(first.from))")
            }
        }
        return problems
    }

    /// A problem when `recognition` does not encode as JSON or does not decode equal to itself.
    static func roundTripProblems(_ recognition: ShapeRecognition) -> [String] {
        let data: Data
        do {
            data = try JSONEncoder().encode(recognition)
        } catch {
            return ["does not encode as JSON: \(error)"]
        }
        do {
            let decoded = try JSONDecoder().decode(ShapeRecognition.self, from: data)
            guard decoded != recognition else { return [] }
            return ["decodes as \(decoded), not as encoded: \(String(decoding: data, as: UTF8.self))"]
        } catch {
            return ["does not decode what it encoded, \(String(decoding: data, as: UTF8.self)): \(error)"]
        }
    }
}
