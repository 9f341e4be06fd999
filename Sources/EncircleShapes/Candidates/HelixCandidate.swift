import Encircle
import Foundation

/// A helix (a coil, as PaleoSketch names it): a smooth stroke that loops one way at least
/// ``minimumTurns`` times round a centre that moves evenly along a line, its loops of one size.
///
/// The loops are read a quarter turn apart: each window of one full turn of the stroke's
/// heading is a loop, its centre the mean of its points and its radius their mean distance
/// from it. The centres, against how far the stroke has turned, give the axis.
enum HelixCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.helix
    /// A helix loops at least this many times.
    static let minimumTurns = 1.5
    /// Its centre travels at least its radius: less is a circle traced again.
    static let minimumTravel = 1.0
    /// Its loops' centres lie off the axis by at most this share of the radius (RMS)…
    static let maximumAxisDeviation = 0.3
    /// …and its loops grow or shrink by less than a spiral's radius does a turn.
    static let maximumGrowth = SpiralCandidate.minimumGrowth

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let total = summary.steadyTurning.total
        let turns = abs(total) / 360
        let turnsTest = ShapeTest.atLeast(
            minimumTurns, turns, ideal: ShapeTest.clearIdeal(past: minimumTurns), .turning
        ) {
            "it loops \(Words.number($0)) times (a helix at least \(Words.number($1)))"
        }
        guard let loops = Loops(summary), loops.centers.count >= 2 else {
            return CandidateFit(kind: kind, shape: nil, tests: [turnsTest])
        }
        let travel = loops.from.distance(to: loops.to) / loops.radius
        let tests = [
            turnsTest,
            .atLeast(minimumTravel, travel, ideal: 3 * minimumTravel, .looseFit) {
                "its loops move \(Words.number($0)) radii (a helix's at least \(Words.number($1)))"
            },
            .atMost(maximumAxisDeviation, loops.axisDeviation, .looseFit) {
                "its loops lie \(Words.percent($0)) of a radius off a line (a helix's within \(Words.percent($1)))"
            },
            .atMost(maximumGrowth, loops.growthPerTurn, .looseFit) {
                "its loops grow \(Words.percent($0)) a turn (a helix's less than \(Words.percent($1)))"
            },
            .atMost(SpiralCandidate.maximumDeviation, loops.fitError, .looseFit) {
                "it lies \(Words.percent($0)) of a radius off its loops (a helix within \(Words.percent($1)))"
            },
            .oneWay(summary, direction: total >= 0 ? 1 : -1),
            .smooth(summary, configuration),
        ]
        let shape = DrawnShape.helix(
            from: loops.from, to: loops.to, radius: loops.radius, turns: total / 360,
            startAngle: loops.from.angle(to: summary.points[0]))
        return CandidateFit(kind: kind, shape: shape, tests: tests)
    }
}

/// The loops of a stroke, a quarter turn of its heading apart, and the axis their centres
/// move along.
struct Loops {
    /// Each loop's centre, and how far the stroke had turned at its middle (radians).
    var centers: [(center: Point, turned: Double)]
    /// The mean of the loops' radii.
    var radius: Double
    /// Where the axis has the centre at the start of the stroke and at its end.
    var from: Point
    var to: Point
    /// The RMS distance of the centres from the axis, over the radius.
    var axisDeviation: Double
    /// How much the loops' radius changes a turn, over the radius.
    var growthPerTurn: Double
    /// The RMS distance of the points from the circle of the radius round the axis's centre at
    /// their turn, over the radius.
    var fitError: Double

    init?(_ summary: ShapeSummary) {
        let points = summary.points, turning = summary.steadyTurning
        let total = turning.total * .pi / 180
        let direction = total >= 0 ? 1.0 : -1.0
        // The first point past each quarter turn.
        var quarters: [Int] = [0]
        for index in points.indices {
            let turned = direction * (turning.headings[index] - turning.headings[0])
            if turned >= Double(quarters.count) * .pi / 2 { quarters.append(index) }
        }
        guard quarters.count >= 5 else { return nil }
        var centers: [(center: Point, turned: Double)] = []
        var radii: [Double] = []
        for k in 0..<(quarters.count - 4) {
            let loop = points[quarters[k]...quarters[k + 4]]
            let center = ShapeSnapping.centroid(loop)
            centers.append((center, turning.headings[(quarters[k] + quarters[k + 4]) / 2] - turning.headings[0]))
            radii.append(loop.reduce(0) { $0 + $1.distance(to: center) } / Double(loop.count))
        }
        let radius = radii.reduce(0, +) / Double(radii.count)
        guard radius > 0, radius.isFinite else { return nil }
        // The centre, and the radius, as straight lines in how far the stroke has turned.
        let x = Loops.line(centers.map { ($0.turned, $0.center.x) })
        let y = Loops.line(centers.map { ($0.turned, $0.center.y) })
        let r = Loops.line(zip(centers, radii).map { ($0.turned, $1) })
        func axis(_ turned: Double) -> Point { Point(x: x.a + x.b * turned, y: y.a + y.b * turned) }
        var deviation = 0.0
        for (center, turned) in centers { deviation += pow(center.distance(to: axis(turned)), 2) }
        var fit = 0.0
        for (index, point) in points.enumerated() {
            let turned = turning.headings[index] - turning.headings[0]
            fit += pow(point.distance(to: axis(turned)) - radius, 2)
        }
        self.centers = centers
        self.radius = radius
        from = axis(0)
        to = axis(total)
        axisDeviation = (deviation / Double(centers.count)).squareRoot() / radius
        growthPerTurn = abs(r.b) * 2 * .pi / radius
        fitError = (fit / Double(points.count)).squareRoot() / radius
    }

    /// The least-squares line value = a + b·t through `pairs` of (t, value).
    static func line(_ pairs: [(Double, Double)]) -> (a: Double, b: Double) {
        let n = Double(pairs.count)
        var st = 0.0, sv = 0.0, stt = 0.0, stv = 0.0
        for (t, v) in pairs {
            st += t
            sv += v
            stt += t * t
            stv += t * v
        }
        let det = n * stt - st * st
        let b = abs(det) > 1e-12 * max(n * stt, 1) ? (n * stv - st * sv) / det : 0
        return ((sv - b * st) / n, b)
    }
}
