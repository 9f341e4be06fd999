import Encircle
import Foundation

/// A star: five tips joined across (a pentagram, whose sides cross), or an outline of eight or
/// more corners alternating between tips and inner corners; or, where its corners are too few
/// samples apart to be found, a closed stroke that reaches out to five tips or more and comes
/// back deep in between (``RadialProfile``).
enum StarCandidate: ShapeCandidate {
    static let kind = DrawnShape.Kind.star
    /// A regular pentagram's inner corners lie at this share of its tips' radius:
    /// cos 72° / cos 36°.
    static let pentagramInnerRatio = cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
    /// Read by its distance to its centre, a star has at least this many tips…
    static let minimumTips = 5
    /// …its inner corners lie at most this share of the tips' distance from the centre (a
    /// regular star's at 0.38, a pentagon's middles of sides at 0.81)…
    static let maximumDepth = 0.7
    /// …and it winds round its centre at least this much, degrees: once, as an outline does,
    /// or twice, as a pentagram does; a zigzag back and forth does not.
    static let minimumWinding = 300.0

    /// The star its corners make (``star(_:)``) when they make one and pass; else, when its
    /// distance to its centre makes one (``profileFit(_:_:)``), that; else why its corners make
    /// none.
    static func fit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let corners = cornerFit(summary, configuration)
        if corners.passes { return corners }
        let profile = profileFit(summary, configuration)
        return profile.passes ? profile : corners
    }

    /// The star of the closed outline's corners.
    static func cornerFit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        let (outline, tests) = ShapeTest.closedOutline(summary, configuration)
        guard let outline else { return CandidateFit(kind: kind, shape: nil, tests: tests) }
        let vertices = outline.vertices
        guard let star = star(vertices) else {
            let test = ShapeTest.atLeast(1, 0, ideal: 2, .looseFit) { _, _ in
                "its corners make neither five tips joined across nor tips and inner corners in turn (\(Words.count(Double(vertices.count), "corner")))"
            }
            return CandidateFit(kind: kind, shape: nil, tests: [test] + tests)
        }
        return CandidateFit(
            kind: kind, shape: configuration.snaps ? ShapeSnapping.star(star) : star,
            tests: [.sides(vertices.count, atMost: max(configuration.maximumCorners, 10))] + tests)
    }

    /// The star of the first lap's distance to its centre: its tips and inner corners are the
    /// farthest and nearest points in turn.
    static func profileFit(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> CandidateFit {
        // An open stroke is no star, however it is read: it is not read.
        let closed = ShapeTest.closed(summary.lapGap, configuration)
        guard closed.passes else { return CandidateFit(kind: kind, shape: nil, tests: [closed]) }
        let profile = RadialProfile(summary.firstLapPoints)
        let tips = profile.tips.count
        let tests = [
            closed,
            .atLeast(minimumWinding, abs(profile.winding), ideal: 360, .turning) {
                "it winds \(Words.degrees($0)) round its centre (a star at least \(Words.degrees($1)))"
            },
            .count(profile.tipsOutOfTurn, .countAtMost, 0, .reverses) {
                "\(Words.count($0)) of its tips turn back round its centre from the one before (a star's at most \(Words.count($1)))"
            },
            .count(tips, .countAtLeast, minimumTips, .tooFewCorners) {
                "it reaches out to \(Words.count($0, "tip")) (a star at least \(Words.count($1)))"
            },
            .sides(2 * tips, atMost: max(configuration.maximumCorners, 10)),
            .atMost(configuration.maximumSideBend, profile.sideBend, .curved) {
                "half of a side lies \(Words.percent($0)) of its length or more from its chord, from a tip to an inner corner (a star's within \(Words.percent($1)))"
            },
            .atMost(maximumDepth, profile.depth, ideal: pentagramInnerRatio, .looseFit) {
                "its inner corners lie \(Words.percent($0)) of its tips' distance from its centre (a star's at most \(Words.percent($1)))"
            },
        ]
        // Joined across (a pentagram winds twice round its centre, skipping a tip each time), its
        // nearest points are its sides' middles, and its corners are its tips alone.
        let skips = (abs(profile.winding) / 360).rounded()
        let corners = profile.corners(joinedAcross: skips >= 2)
        let star = Self.star(corners) ?? Self.star(of: profile, skipping: skips)
        return CandidateFit(kind: kind, shape: configuration.snaps ? ShapeSnapping.star(star) : star, tests: tests)
    }

    /// The star of `profile`'s tips and inner corners as they lie, whose tips are joined
    /// `skips` apart: where the lines of its sides make no star (a heptagram, say).
    static func star(of profile: RadialProfile, skipping skips: Double) -> DrawnShape {
        let (points, tips) = (profile.points, Double(profile.tips.count))
        let outer = profile.tips.map(\.distance).reduce(0, +) / max(tips, 1)
        // Joined across, the sides cross at cos(skips·π/n)/cos((skips − 1)·π/n) of the tips'
        // distance ({5/2}: cos 72°/cos 36°), inside their middles.
        let inner = skips >= 2 && tips > 0 ? cos(skips * .pi / tips) / cos((skips - 1) * .pi / tips) : profile.depth
        let top = profile.tips.min { points[$0.index].y < points[$1.index].y }
        return .star(
            center: profile.center, outerRadius: outer, innerRadius: outer * inner, points: profile.tips.count,
            rotation: top.map { profile.center.angle(to: points[$0.index]) } ?? .zero)
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
