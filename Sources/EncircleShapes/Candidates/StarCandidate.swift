import Encircle
import Foundation

/// A star: five tips joined across (a pentagram, whose sides cross), or an outline of eight or
/// more corners alternating between tips and inner corners.
enum StarCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.star
    /// A regular pentagram's inner corners lie at this share of its tips' radius:
    /// cos 72° / cos 36°.
    static let pentagramInnerRatio = cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)

    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let (outline, tests) = ShapeTest.closedOutline(summary, configuration)
        guard let outline else { return CandidateFit(kind: kind, shape: nil, tests: tests) }
        let vertices = outline.vertices
        guard let star = star(vertices) else {
            let test = ShapeTest.atLeast(1, 0, ideal: 2, .looseFit) { _, _ in
                "its \(vertices.count) corners are neither five tips joined across nor tips and inner corners in turn"
            }
            return CandidateFit(kind: kind, shape: nil, tests: [test] + tests)
        }
        return CandidateFit(
            kind: kind, shape: configuration.snaps ? ShapeSnapping.star(star) : star,
            tests: [.sides(vertices.count, atMost: max(configuration.maximumCorners, 10))] + tests)
    }

    /// A star from a closed outline's corners, or `nil`.
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
        guard count >= 8, count.isMultiple(of: 2) else { return nil }
        let even = stride(from: 0, to: count, by: 2).map { radii[$0] }
        let odd = stride(from: 1, to: count, by: 2).map { radii[$0] }
        let tipsAreEven: Bool
        if even.min()! > odd.max()! {
            tipsAreEven = true
        } else if odd.min()! > even.max()! {
            tipsAreEven = false
        } else {
            return nil
        }
        let (tips, inner) = tipsAreEven ? (even, odd) : (odd, even)
        let tipPoints = stride(from: tipsAreEven ? 0 : 1, to: count, by: 2).map { vertices[$0] }
        let top = tipPoints.min { $0.y < $1.y } ?? tipPoints[0]
        return .star(
            center: center, outerRadius: tips.reduce(0, +) / Double(tips.count),
            innerRadius: inner.reduce(0, +) / Double(inner.count), points: tips.count, rotation: center.angle(to: top))
    }

    /// Whether any two non-adjacent sides of the closed outline cross.
    static func crosses(_ vertices: [Point]) -> Bool {
        let count = vertices.count
        guard count >= 4 else { return false }
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
}
