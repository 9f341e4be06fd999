import Encircle
import Foundation

/// Names the primitive one stroke draws — line, polyline, arc, circle, ellipse, triangle,
/// rectangle, diamond, polygon or star — with its clean geometry, or says why it is none of them.
///
/// ```swift
/// let recognition = ShapeRecognizer().recognize(stroke)
/// switch recognition.shape {
/// case .rectangle(let vertices, let isSquare)?: draw(vertices)   // snapped: right angles, 15° steps
/// case .circle(let center, let radius)?: draw(center, radius)
/// case nil: print(recognition.rejection!)   // "curved: a part bends 31% of its chord (limit 15%)"
/// default: break
/// }
/// ```
///
/// The stroke is filtered as ``CircleDetector`` filters it (a digitizer's swapped or jumping
/// sample is not a corner). Round strokes are the detector's: a circle, an ellipse (flatter than
/// ``roundRatio``) or an arc. Other strokes are cut at their corners, found with ShortStraw;
/// every part between corners must be straight, and their number and angles name the shape.
/// With ``snaps``, the geometry is then made clean (see ``ShapeSnapping``).
public struct ShapeRecognizer: Hashable, Sendable {
    /// Whether geometry is made clean: rotations to the axes or 15° steps, nearly equal sides
    /// equal, a line's end onto a point of the same stroke. Default `true`; `false` gives the
    /// fitted geometry (`encircle shapes --raw`).
    public var snaps: Bool

    /// Creates a recognizer.
    ///
    /// - Complexity: O(1).
    public init(snaps: Bool = true) {
        self.snaps = snaps
    }

    /// Strokes smaller than this across (points) are taps: the circle detector's default.
    public static let minimumSize = CircleDetector.Configuration.default.minimumSize
    /// Closed round strokes at most this flat are circles, flatter ones ellipses: drawn circles
    /// reach about 1.5:1 (the flattest of the study's 150, 1.69:1), and an ellipse drawn on
    /// purpose is usually 2:1 or flatter. The circle detector's own limit, 1.9:1, is for a
    /// gesture, where an oval still means "this".
    public static let roundRatio = 1.6
    /// A part between corners is straight when no point lies farther from its chord than this
    /// share of the chord.
    static let maximumBend = 0.15
    /// A corner whose two parts together bend less than this share of their chord is a wobble
    /// of the hand, not a corner: the two parts are one. (A regular 12-gon's corner bends two
    /// sides 13%; a corner ShortStraw finds in a straight but wobbly side, a few percent.)
    static let wobbleBend = 0.08
    /// The softest turn (degrees) counted a clear corner: the confidence falls to 0 here, and a
    /// closed stroke whose last part turns less than this into its first started mid-side.
    static let softTurn = 25.0
    /// A corner turns at least this much (degrees); softer turns between straight parts are a
    /// curve cut into chords (a semicircle is cut into about five, turning about 36° each). An
    /// octagon's corners turn 45°; the primitives people draw turn more.
    static let minimumCornerTurn = 42.0
    /// A first or last part shorter than this share of the stroke's length is a hook made as
    /// the pen lands or lifts.
    static let hookShare = 0.08
    /// A stroke whose ends lie closer than this share of its box's diagonal is closed.
    static let closureShare = 0.2
    /// A four-sided shape whose angles all lie within this many degrees of 90° is a rectangle.
    static let rightAngleTolerance = 25.0
    /// The most corners of a polygon (and of an open polyline's parts).
    static let maximumCorners = 12

    /// Names the shape `stroke` draws.
    ///
    /// - Complexity: O(*n* log *n*) for *n* samples.
    public func recognize(_ stroke: Stroke) -> ShapeRecognition {
        // The circle detector's rules for unusable input, and its words.
        if let problem = CircleRejection.invalidInput(in: stroke) {
            return ShapeRecognition(rejecting: ShapeRejection(reason: .invalidInput, message: problem.message))
        }
        guard stroke.count >= 2 else {
            let problem = CircleRejection.tooFewPoints(stroke.count, minimum: 2)
            return ShapeRecognition(
                rejecting: ShapeRejection(
                    reason: .invalidInput, measured: problem.measured, limit: problem.limit, message: problem.message))
        }
        if let index = stroke.firstOutOfRangeIndex {
            return ShapeRecognition(
                rejecting: ShapeRejection(
                    reason: .outOfRange,
                    message: "out of range: sample \(index) lies beyond 10⁹, too far to measure"))
        }
        var points: [Point] = []
        for point in OutlierFilter.filtered(stroke.map(\.point)) where point != points.last { points.append(point) }
        let box = Stroke(points: points).boundingBox ?? Rect(x: 0, y: 0, width: 0, height: 0)
        guard box.diagonal >= Self.minimumSize else {
            return ShapeRecognition(
                rejecting: ShapeRejection(
                    reason: .tooSmall, measured: box.diagonal, limit: Self.minimumSize,
                    message: "too small: \(Self.text(box.diagonal)) pt across (at least \(Self.text(Self.minimumSize)))"
                ))
        }
        if let round = roundShape(of: stroke) { return round }
        return cornered(points, box: box)
    }

    // MARK: Round strokes

    private static let roundDetector: CircleDetector = {
        var configuration = CircleDetector.Configuration.default
        configuration.acceptedShapes = [.circle, .ellipse, .arc]
        return (try? CircleDetector(configuration: configuration)) ?? CircleDetector()
    }()

    /// A circle, an ellipse or an arc when the circle detector accepts the stroke as one.
    private func roundShape(of stroke: Stroke) -> ShapeRecognition? {
        guard case .circle(let found) = Self.roundDetector.detect(in: stroke) else { return nil }
        if found.shape == .arc {
            let sweep = found.direction == .clockwise ? found.sweep : -found.sweep
            return ShapeRecognition(
                .arc(center: found.center, radius: found.radius, startAngle: found.startAngle, sweep: sweep),
                confidence: found.confidence, runnerUp: .circle)
        }
        let ratio = found.ellipse.aspectRatio
        // Margin of the circle/ellipse boundary: 1 at a perfect circle or at 2.5:1, 0 at the boundary.
        if ratio <= Self.roundRatio {
            let margin = (Self.roundRatio - ratio) / (Self.roundRatio - 1)
            return ShapeRecognition(
                .circle(center: found.center, radius: found.radius), confidence: min(found.confidence, margin),
                runnerUp: .ellipse)
        }
        let margin = (ratio - Self.roundRatio) / (Self.roundRatio - 1)
        let ellipse = snaps ? ShapeSnapping.ellipse(found.ellipse) : found.ellipse
        return ShapeRecognition(.ellipse(ellipse), confidence: min(found.confidence, margin), runnerUp: .circle)
    }

    // MARK: Strokes with corners

    /// The decisions that named a shape: each one's margin (0 at its limit) and what the stroke
    /// would have been on the other side.
    private struct Margins {
        var lowest = 1.0
        var alternative: DrawnShape.Kind?

        mutating func add(_ margin: Double, or kind: DrawnShape.Kind?) {
            let clamped = min(max(margin, 0), 1)
            if clamped < lowest || (alternative == nil && kind != nil && clamped <= lowest) {
                lowest = clamped
                alternative = kind
            }
        }
    }

    private func cornered(_ points: [Point], box: Rect) -> ShapeRecognition {
        let resampled = CornerFinder.resample(points, spacing: box.diagonal / CornerFinder.pointsAcrossDiagonal)
        var corners = CornerFinder.corners(of: resampled)
        Self.dropHooks(&corners, resampled)
        Self.removeWobbles(&corners, resampled)
        Self.joinRoundedCorners(&corners, resampled)
        if let curve = Self.removeSoftCorners(&corners, resampled) { return curve }
        let sides = Self.sides(resampled, corners)
        var margins = Margins()
        // Every part must be straight: a bend is a curve (a letter, a loop, a brace).
        let bend = sides.map(\.bend).max() ?? 0
        guard bend <= Self.maximumBend else {
            return ShapeRecognition(
                rejecting: ShapeRejection(
                    reason: .curved, measured: bend, limit: Self.maximumBend,
                    message:
                        "curved: a part bends \(Self.percent(bend)) of its chord (limit \(Self.percent(Self.maximumBend)))"
                ))
        }
        margins.add(1 - bend / Self.maximumBend, or: nil)
        let gap = resampled[0].distance(to: resampled[resampled.count - 1]) / box.diagonal
        if gap <= Self.closureShare, sides.count >= 2 {
            var closedSides = sides
            // Started or ended along a side (or overshot the start): the two parts are one side.
            if closedSides.count >= 3, abs(closedSides[closedSides.count - 1].turn(to: closedSides[0])) < Self.softTurn
            {
                let last = closedSides.removeLast()
                closedSides[0] = last.joined(with: closedSides[0])
            }
            if closedSides.count >= 3 {
                margins.add(1 - gap / Self.closureShare, or: .polyline)
                return closed(closedSides, margins: margins)
            }
        }
        margins.add((gap - Self.closureShare) / Self.closureShare, or: nil)
        return open(sides, margins: margins)
    }

    private func open(_ sides: [Side], margins: Margins) -> ShapeRecognition {
        var margins = margins
        guard sides.count <= Self.maximumCorners else { return Self.tooManyCorners(sides.count + 1) }
        Self.addCornerMargins(sides, closed: false, to: &margins, fewer: sides.count == 2 ? .line : .polyline)
        if sides.count == 1 {
            let side = sides[0]
            let from = side.projection(of: side.points.first!), to = side.projection(of: side.points.last!)
            let line = snaps ? ShapeSnapping.line(from: from, to: to) : (from: from, to: to)
            return ShapeRecognition(
                .line(from: line.from, to: line.to), confidence: margins.lowest,
                runnerUp: margins.alternative ?? .polyline)
        }
        var vertices = [sides[0].projection(of: sides[0].points.first!)]
        for (a, b) in zip(sides, sides.dropFirst()) { vertices.append(a.intersection(with: b) ?? a.points.last!) }
        vertices.append(sides[sides.count - 1].projection(of: sides[sides.count - 1].points.last!))
        if snaps { vertices = ShapeSnapping.polyline(vertices) }
        return ShapeRecognition(
            .polyline(vertices: vertices), confidence: margins.lowest, runnerUp: margins.alternative ?? .line)
    }

    private func closed(_ sides: [Side], margins: Margins) -> ShapeRecognition {
        var margins = margins
        let count = sides.count
        guard count <= Self.maximumCorners else { return Self.tooManyCorners(count) }
        var vertices: [Point] = []
        for index in 0..<count {
            let a = sides[(index + count - 1) % count], b = sides[index]
            vertices.append(a.intersection(with: b) ?? b.points.first!)
        }
        let fewer: DrawnShape.Kind? =
            count == 3 ? .polyline : (count == 4 ? .triangle : (count == 5 ? .rectangle : nil))
        Self.addCornerMargins(sides, closed: true, to: &margins, fewer: fewer)
        switch count {
        case 3:
            return ShapeRecognition(
                .triangle(vertices: snaps ? ShapeSnapping.triangle(vertices) : vertices), confidence: margins.lowest,
                runnerUp: margins.alternative ?? .polygon)
        case 4:
            let angles = Self.interiorAngles(vertices)
            let worst = angles.map { abs($0 - 90) }.max() ?? 0
            if worst <= Self.rightAngleTolerance {
                margins.add(1 - worst / Self.rightAngleTolerance, or: .diamond)
                let rectangle = snaps ? ShapeSnapping.rectangle(vertices) : (vertices: vertices, isSquare: false)
                return ShapeRecognition(
                    .rectangle(vertices: rectangle.vertices, isSquare: rectangle.isSquare), confidence: margins.lowest,
                    runnerUp: margins.alternative ?? .diamond)
            }
            margins.add((worst - Self.rightAngleTolerance) / Self.rightAngleTolerance, or: .rectangle)
            return ShapeRecognition(
                .diamond(vertices: snaps ? ShapeSnapping.diamond(vertices) : vertices), confidence: margins.lowest,
                runnerUp: margins.alternative ?? .rectangle)
        default:
            if let star = Self.star(vertices) {
                return ShapeRecognition(
                    snaps ? ShapeSnapping.star(star) : star, confidence: margins.lowest,
                    runnerUp: margins.alternative ?? .polygon)
            }
            return ShapeRecognition(
                .polygon(vertices: snaps ? ShapeSnapping.polygon(vertices) : vertices), confidence: margins.lowest,
                runnerUp: margins.alternative ?? .star)
        }
    }

    // MARK: Steps

    /// Drops a first or last part shorter than ``hookShare`` of the stroke.
    private static func dropHooks(_ corners: inout [Int], _ points: [Point]) {
        guard corners.count >= 3 else { return }
        let total = Double(points.count - 1)
        if Double(corners[1] - corners[0]) < hookShare * total { corners.removeFirst() }
        if corners.count >= 3, Double(corners[corners.count - 1] - corners[corners.count - 2]) < hookShare * total {
            corners.removeLast()
        }
    }

    private static func sides(_ points: [Point], _ corners: [Int]) -> [Side] {
        zip(corners, corners.dropFirst()).map { Side(points[$0...$1]) }
    }

    /// Removes, straightest first, every corner whose two parts together bend less than
    /// ``wobbleBend``: what is left are the corners the drawing has.
    private static func removeWobbles(_ corners: inout [Int], _ points: [Point]) {
        while corners.count > 2 {
            let bends = (1..<(corners.count - 1)).map { Side(points[corners[$0 - 1]...corners[$0 + 1]]).bend }
            guard let straightest = bends.indices.min(by: { bends[$0] < bends[$1] }), bends[straightest] < wobbleBend
            else { return }
            corners.remove(at: straightest + 1)
        }
    }

    /// Removes, softest first, each corner that turns less than ``minimumCornerTurn`` when its
    /// two parts make one side no more bent than ``maximumBend`` (a slightly curved arm of a
    /// check mark); when they do not, the stroke is a curve cut into chords, and its rejection
    /// is returned.
    private static func removeSoftCorners(_ corners: inout [Int], _ points: [Point]) -> ShapeRecognition? {
        while corners.count > 2 {
            let turns = (1..<(corners.count - 1)).map { index in
                abs(
                    Side(points[corners[index - 1]...corners[index]]).turn(
                        to: Side(points[corners[index]...corners[index + 1]])))
            }
            guard let softest = turns.indices.min(by: { turns[$0] < turns[$1] }), turns[softest] < minimumCornerTurn
            else { return nil }
            let joined = Side(points[corners[softest]...corners[softest + 2]])
            guard joined.bend <= maximumBend else {
                let turn = turns[softest]
                return ShapeRecognition(
                    rejecting: ShapeRejection(
                        reason: .curved, measured: turn, limit: minimumCornerTurn,
                        message:
                            "curved: it turns \(text(turn))° between bent parts (a corner turns at least \(text(minimumCornerTurn))°)"
                    ))
            }
            corners.remove(at: softest + 1)
        }
        return nil
    }

    /// Joins two corners close together that turn the same way into one where a rounded corner
    /// was cut in two: the part between them is under a quarter of each neighbouring part.
    private static func joinRoundedCorners(_ corners: inout [Int], _ points: [Point]) {
        var index = 1
        while index + 1 < corners.count - 1 {
            let before = corners[index] - corners[index - 1], between = corners[index + 1] - corners[index]
            let after = corners[index + 2] - corners[index + 1]
            let a = Side(points[corners[index - 1]...corners[index]])
            let b = Side(points[corners[index]...corners[index + 1]])
            let c = Side(points[corners[index + 1]...corners[index + 2]])
            if 4 * between < min(before, after), a.turn(to: b) * b.turn(to: c) > 0 {
                corners.replaceSubrange(index...(index + 1), with: [(corners[index] + corners[index + 1]) / 2])
            } else {
                index += 1
            }
        }
    }

    /// The margin of the softest corner: 0 at ``softTurn``, 1 at a right angle or sharper.
    private static func addCornerMargins(
        _ sides: [Side], closed: Bool, to margins: inout Margins, fewer: DrawnShape.Kind?
    ) {
        var turns = zip(sides, sides.dropFirst()).map { abs($0.turn(to: $1)) }
        if closed, let last = sides.last, let first = sides.first { turns.append(abs(last.turn(to: first))) }
        guard let softest = turns.min() else { return }
        margins.add((softest - softTurn) / (90 - softTurn), or: fewer)
    }

    /// The interior angles of a closed outline, degrees.
    static func interiorAngles(_ vertices: [Point]) -> [Double] {
        let count = vertices.count
        return (0..<count).map { index in
            let previous = vertices[(index + count - 1) % count], here = vertices[index]
            let next = vertices[(index + 1) % count]
            let a = atan2(previous.y - here.y, previous.x - here.x), b = atan2(next.y - here.y, next.x - here.x)
            var angle = abs(a - b) * 180 / .pi
            if angle > 180 { angle = 360 - angle }
            return angle
        }
    }

    /// A star from a closed outline: five tips joined across (a pentagram, whose sides cross),
    /// or an outline whose corners alternate between tips and inner corners.
    static func star(_ vertices: [Point]) -> DrawnShape? {
        let count = vertices.count
        let center = ShapeSnapping.centroid(vertices)
        let radii = vertices.map { $0.distance(to: center) }
        if count == 5, crosses(vertices) {
            let outer = radii.reduce(0, +) / 5
            let tip = vertices.min { $0.y < $1.y } ?? vertices[0]
            return .star(
                center: center, outerRadius: outer, innerRadius: outer * pentagramInnerRatio, points: 5,
                rotation: center.angle(to: tip))
        }
        guard count >= 8, count % 2 == 0 else { return nil }
        let even = stride(from: 0, to: count, by: 2).map { radii[$0] },
            odd = stride(from: 1, to: count, by: 2).map { radii[$0] }
        let (tips, inner) = even.min()! > odd.max()! ? (even, odd) : (odd.min()! > even.max()! ? (odd, even) : ([], []))
        guard !tips.isEmpty else { return nil }
        let outer = tips.reduce(0, +) / Double(tips.count)
        let tipPoints = stride(from: tips == even ? 0 : 1, to: count, by: 2).map { vertices[$0] }
        let top = tipPoints.min { $0.y < $1.y } ?? tipPoints[0]
        return .star(
            center: center, outerRadius: outer, innerRadius: inner.reduce(0, +) / Double(inner.count),
            points: tips.count, rotation: center.angle(to: top))
    }

    /// A regular pentagram's inner corners lie at this share of its tips' radius:
    /// cos 72° / cos 36°.
    static let pentagramInnerRatio = cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)

    /// Whether any two non-adjacent sides of the closed outline cross.
    static func crosses(_ vertices: [Point]) -> Bool {
        let count = vertices.count
        for i in 0..<count {
            for j in (i + 2)..<(i + count - 1) where j < count {
                if segmentsCross(vertices[i], vertices[(i + 1) % count], vertices[j], vertices[(j + 1) % count]) {
                    return true
                }
            }
        }
        return false
    }

    private static func segmentsCross(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        func side(_ p: Point, _ q: Point, _ r: Point) -> Double {
            (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
        }
        return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
    }

    private static func tooManyCorners(_ count: Int) -> ShapeRecognition {
        ShapeRecognition(
            rejecting: ShapeRejection(
                reason: .tooManyCorners, measured: Double(count), limit: Double(maximumCorners),
                message: "too many corners: \(count) (a shape here has at most \(maximumCorners))"))
    }

    static func text(_ value: Double) -> String { NumberText.plain(value, fractionDigits: 1) }
    static func percent(_ value: Double) -> String { NumberText.percent(value) }
}
