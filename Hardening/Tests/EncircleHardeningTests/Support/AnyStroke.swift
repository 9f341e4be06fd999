import Encircle
import EncircleHardening
import EncircleShapes
import Foundation
import PropertyBased

/// Any stroke at all, made from a family and a seed: round strokes (circles and ellipses with
/// noise, any number of laps, direction, start, rotation and size), polygons, lines, zigzags,
/// spirals, random walks, arcs of 5°–340°, smooth curves (S-curves and waves of circular pieces),
/// helices (loops along an axis), degenerate strokes of 0–3 samples, repeated points, NaN and
/// infinities, and huge or tiny coordinates. Most have 3–200 samples, 1.5% up to 5,000;
/// timestamps may be missing, steady, jittery with pauses, or running backwards. The same seed
/// always makes the same stroke, so a failure is reproduced from its description alone.
struct AnyStroke: Sendable, CustomStringConvertible {
    enum Family: String, CaseIterable, Sendable {
        case round, polygon, line, zigzag, spiral, randomWalk, arc, curve, helix
        case degenerate, repeatedPoints, nonFinite, extreme

        /// The families drawn as a shape, which the others start from.
        static let shaped: [Family] = [.round, .polygon, .line, .zigzag, .spiral, .randomWalk, .arc, .curve, .helix]
    }

    var family: Family
    var seed: UInt64

    var description: String { "AnyStroke(family: .\(family), seed: \(seed))" }

    /// The detector configuration the stroke is judged with: one of the fuzz targets' four.
    var configuration: CircleDetector.Configuration {
        FuzzedStroke.configurations[Int(seed % UInt64(FuzzedStroke.configurations.count))]
    }

    /// The shape recognizers the stroke is checked with: snapped and raw, and on one stroke in
    /// four also one with the fuzz target's extreme limits (`FuzzedStroke.extremeShapes`).
    var shapeRecognizers: [ShapeRecognizer] {
        guard seed >> 56 & 3 == 0 else { return Invariants.shapeRecognizers }
        return Invariants.shapeRecognizers + [Self.extremeShapes]
    }

    private static let extremeShapes = try! ShapeRecognizer(configuration: FuzzedStroke.extremeShapes)

    static func generator(_ family: Family) -> Generator<AnyStroke, some SendableSequenceType> {
        Gen.uint64().map { AnyStroke(family: family, seed: $0) }
    }

    var stroke: Stroke {
        var random = SplitMix64(seed: seed)
        return Self.make(family, &random)
    }

    private static func make(_ family: Family, _ random: inout SplitMix64) -> Stroke {
        switch family {
        case .round, .polygon, .line, .zigzag, .spiral, .randomWalk, .arc, .curve, .helix:
            let points = shape(family, count: count(&random), &random)
            return Stroke(zip(points, times(points.count, &random)).map { Stroke.Sample($0, time: $1) })
        case .degenerate:
            let count = Int.random(in: 0...3, using: &random)
            return Stroke(
                (0..<count).map { _ in
                    Stroke.Sample(
                        x: anyValue(&random), y: anyValue(&random),
                        time: random.next() % 2 == 0 ? nil : anyValue(&random))
                })
        case .repeatedPoints:
            let base = make(Family.shaped[Int.random(in: 0..<Family.shaped.count, using: &random)], &random)
            if random.next() % 4 == 0, let first = base.samples.first {
                // One point, over and over.
                return Stroke(base.samples.map { Stroke.Sample(first.point, time: $0.time) })
            }
            var samples: [Stroke.Sample] = []
            for sample in base.samples {
                samples += repeatElement(sample, count: Int.random(in: 1...5, using: &random))
            }
            return Stroke(samples)
        case .nonFinite:
            var samples = make(Family.shaped[Int.random(in: 0..<Family.shaped.count, using: &random)], &random).samples
            guard !samples.isEmpty else { return Stroke(samples) }
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<samples.count, using: &random)
                let value = [Double.nan, .infinity, -.infinity, .signalingNaN][Int.random(in: 0...3, using: &random)]
                switch random.next() % 3 {
                case 0: samples[index].x = value
                case 1: samples[index].y = value
                default: samples[index].time = value
                }
            }
            return Stroke(samples)
        case .extreme:
            let base = make(Family.shaped[Int.random(in: 0..<Family.shaped.count, using: &random)], &random)
            switch random.next() % 4 {
            case 0:
                let factor = pow(10, Double.random(in: -300...300, using: &random))
                return base.mapPoints { Point(x: $0.x * factor, y: $0.y * factor) }
            case 1:
                // Around the detector's coordinate limit, 10⁹.
                let offset = (random.next() % 2 == 0 ? 1 : -1) * Double.random(in: 0.999e9...1.001e9, using: &random)
                return base.translated(dx: offset, dy: -offset)
            case 2:
                return base.mapPoints { Point(x: $0.x * 1e300, y: $0.y * -1e300) }
            default:
                return base.mapPoints { Point(x: $0.x * 1e-300, y: $0.y * .leastNonzeroMagnitude) }
            }
        }
    }

    /// Mostly 3–200 samples; one stroke in a hundred up to 2,000, one in two hundred up to 5,000.
    private static func count(_ random: inout SplitMix64) -> Int {
        switch random.next() % 200 {
        case 0: Int.random(in: 2000...5000, using: &random)
        case 1, 2: Int.random(in: 200...2000, using: &random)
        default: Int.random(in: 3...200, using: &random)
        }
    }

    private static func shape(_ family: Family, count: Int, _ random: inout SplitMix64) -> [Point] {
        let center = Point(
            x: Double.random(in: -2000...2000, using: &random), y: Double.random(in: -2000...2000, using: &random))
        let size = random.logUniform(in: 0.1...5000)
        let direction: RotationDirection = random.next() % 2 == 0 ? .clockwise : .counterclockwise
        switch family {
        case .round:
            return Stroke.ellipse(
                center: center, radius: size, aspect: Double.random(in: 1...5, using: &random),
                laps: Double.random(in: 0.2...10, using: &random), direction: direction,
                start: Double.random(in: 0...(2 * .pi), using: &random),
                rotation: Double.random(in: 0...(2 * .pi), using: &random),
                noise: size * Double.random(in: 0...0.3, using: &random), count: count, seed: random.next()
            ).samples.map(\.point)
        case .polygon:
            let sides = Int.random(in: 3...8, using: &random)
            var corners = Stroke.regularPolygonCorners(
                sides: sides, center: center, radius: size, start: Double.random(in: 0...(2 * .pi), using: &random),
                direction: direction)
            if random.next() % 3 == 0 { corners.removeLast(Int.random(in: 1...sides - 1, using: &random)) }
            return Stroke.polyline(
                corners, perSide: max(1, count / max(corners.count - 1, 1)),
                noise: size * Double.random(in: 0...0.05, using: &random), seed: random.next()
            ).samples.map(\.point)
        case .line:
            let angle = Double.random(in: 0...(2 * .pi), using: &random)
            let end = Point(x: center.x + size * cos(angle), y: center.y + size * sin(angle))
            return Stroke.polyline([center, end], perSide: max(count - 1, 1), noise: size * 0.01, seed: random.next())
                .samples.map(\.point)
        case .zigzag:
            let teeth = Int.random(in: 2...12, using: &random),
                height = size * Double.random(in: 0.05...2, using: &random)
            let corners = (0...teeth).map { index in
                Point(x: center.x + size * Double(index) / Double(teeth), y: center.y + (index % 2 == 0 ? 0 : height))
            }
            return Stroke.polyline(corners, perSide: max(1, count / teeth), seed: random.next()).samples.map(\.point)
        case .spiral:
            return Stroke.spiral(
                center: center, radius: size, growth: Double.random(in: -0.3...0.5, using: &random),
                laps: Double.random(in: 0.5...8, using: &random), direction: direction, count: count
            ).samples.map(\.point)
        case .arc:
            // Mostly the arcs people draw, 30°–300°; sometimes nearly a line or nearly closed.
            let sweep =
                random.next() % 8 == 0
                ? Double.random(in: 5...340, using: &random) : Double.random(in: 30...300, using: &random)
            return Stroke.ellipse(
                center: center, radius: size,
                aspect: random.next() % 2 == 0 ? 1 : Double.random(in: 1...1.5, using: &random),
                laps: sweep / 360, direction: direction, start: Double.random(in: 0...(2 * .pi), using: &random),
                rotation: Double.random(in: 0...(2 * .pi), using: &random),
                noise: size * Double.random(in: 0...0.05, using: &random), count: count, seed: random.next()
            ).samples.map(\.point)
        case .curve:
            // Two to five circular pieces turning alternately, now and then a straight one.
            var sign: Double = direction == .clockwise ? 1 : -1
            let pieces = (0..<Int.random(in: 2...5, using: &random)).map { _ -> (turn: Double, radius: Double) in
                defer { sign = -sign }
                let radius = size * Double.random(in: 0.2...1, using: &random)
                return random.next() % 6 == 0
                    ? (0, radius) : (sign * Double.random(in: 0.3...3.5, using: &random), radius)
            }
            return Stroke.turning(
                pieces, start: center, heading: Double.random(in: 0...(2 * .pi), using: &random), count: count,
                noise: size * Double.random(in: 0...0.03, using: &random), seed: random.next()
            ).samples.map(\.point)
        case .helix:
            return Stroke.helix(
                start: center, radius: size, turns: Double.random(in: 1...8, using: &random),
                advance: size * Double.random(in: 0.2...4, using: &random),
                axis: Double.random(in: 0...(2 * .pi), using: &random), direction: direction,
                noise: size * Double.random(in: 0...0.05, using: &random), count: count, seed: random.next()
            ).samples.map(\.point)
        default:
            var point = center
            return (0..<count).map { _ in
                point = Point(x: point.x + size * 0.05 * random.jitter(), y: point.y + size * 0.05 * random.jitter())
                return point
            }
        }
    }

    /// Timestamps: none, steady, jittery with pauses, or sometimes running backwards.
    private static func times(_ count: Int, _ random: inout SplitMix64) -> [Double?] {
        let start = Double.random(in: -1000...1000, using: &random)
        let interval = random.logUniform(in: 0.001...0.1)
        switch random.next() % 10 {
        case 0, 1:
            return Array(repeating: nil, count: count)
        case 2, 3:
            var time = start
            return (0..<count).map { _ in
                time +=
                    random.next() % 20 == 0
                    ? Double.random(in: 0...3, using: &random) : interval * Double.random(in: 0...2, using: &random)
                return time
            }
        case 4:
            var time = start
            return (0..<count).map { _ in
                time += interval * Double.random(in: -0.2...1, using: &random)
                return random.next() % 10 == 0 ? nil : time
            }
        default:
            return (0..<count).map { start + Double($0) * interval }
        }
    }

    /// Any value: ordinary, huge, tiny or not finite.
    private static func anyValue(_ random: inout SplitMix64) -> Double {
        random.next() % 2 == 0
            ? Double.random(in: -1000...1000, using: &random)
            : ByteReader.specialValues[Int(random.next() % UInt64(ByteReader.specialValues.count))]
    }
}
