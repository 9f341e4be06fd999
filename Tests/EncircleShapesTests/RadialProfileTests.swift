import Encircle
import Foundation
import Testing

@testable import EncircleShapes

/// A closed stroke's tips and inner corners, read from its distance to its centre: a star's
/// whatever its sampling; none on a circle; a zigzag's out of turn; a round petal's sides bowed.
@Suite struct RadialProfileTests {
    /// `corners` joined by straight sides and closed, `perSide` points a side, evenly spaced.
    static func outline(_ corners: [Point], perSide: Int = 20) -> [Point] {
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) {
            for step in 0..<perSide {
                let t = Double(step) / Double(perSide)
                points.append(Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y)))
            }
        }
        return points + [corners[0]]
    }

    /// The `count` points at `radius` round the origin, from the top, clockwise on screen,
    /// `step` of them apart.
    static func ring(_ count: Int, radius: Double, step: Int = 1, offset: Double = 0) -> [Point] {
        (0..<count).map { index in
            let angle = -Double.pi / 2 + (Double(index * step) + offset) * 2 * .pi / Double(count)
            return Point(x: radius * cos(angle), y: radius * sin(angle))
        }
    }

    /// A five-pointed star's outline, inner corners at 0.4 of the tips' distance.
    static var starOutline: [Point] {
        let tips = ring(5, radius: 100), inner = ring(5, radius: 40, offset: 0.5)
        return outline(zip(tips, inner).flatMap { [$0.0, $0.1] })
    }

    @Test func aStarsOutlineHasFiveTipsInTurn() {
        let profile = RadialProfile(Self.starOutline[...])
        #expect(profile.tips.count == 5 && profile.inner.count == 5)
        #expect(abs(profile.depth - 0.4) < 0.01)
        #expect(abs(profile.winding - 360) < 1)
        #expect(profile.tipsOutOfTurn == 0)
        #expect(profile.sideBend < 0.01)
    }

    /// Joined across, each side passes the centre at cos 72° of the tips' distance (its middle),
    /// and the stroke winds twice round it.
    @Test func aPentagramsTipsAreJoinedAcross() {
        let profile = RadialProfile(Self.outline(Self.ring(5, radius: 100, step: 2))[...])
        #expect(profile.tips.count == 5)
        #expect(abs(profile.depth - cos(72 * Double.pi / 180)) < 0.01)
        #expect(abs(profile.winding - 720) < 1)
        #expect(profile.tipsOutOfTurn == 0)
    }

    /// Three samples a side, as a fast hand's star on a 60 Hz digitizer: the tips are still its
    /// farthest points, the inner corners its nearest.
    @Test func aSparseStarKeepsItsTips() {
        let corners = zip(Self.ring(5, radius: 100), Self.ring(5, radius: 40, offset: 0.5)).flatMap { [$0.0, $0.1] }
        let sparse = Self.outline(corners, perSide: 3)
        let profile = RadialProfile(ShapeSummary.resampled(sparse, spacing: 2).points[...])
        #expect(profile.tips.count == 5 && profile.tipsOutOfTurn == 0)
        #expect(abs(profile.depth - 0.4) < 0.02)
    }

    /// A fast hand rounds a star's corners: cut a fifth of each side off at every corner, its
    /// farthest points fall well short of the tips, but the lines of its sides still meet there.
    @Test func aRoundedStarsCornersAreWhereItsSidesMeet() {
        let corners = zip(Self.ring(5, radius: 100), Self.ring(5, radius: 40, offset: 0.5)).flatMap { [$0.0, $0.1] }
        var cut: [Point] = []
        for (index, corner) in corners.enumerated() {
            let before = corners[(index + corners.count - 1) % corners.count]
            let after = corners[(index + 1) % corners.count]
            cut.append(Point(x: corner.x + 0.2 * (before.x - corner.x), y: corner.y + 0.2 * (before.y - corner.y)))
            cut.append(Point(x: corner.x + 0.2 * (after.x - corner.x), y: corner.y + 0.2 * (after.y - corner.y)))
        }
        let profile = RadialProfile(ShapeSummary.resampled(cut + [cut[0]], spacing: 2).points[...])
        #expect(profile.tips.count == 5)
        #expect(profile.tips.allSatisfy { $0.distance < 90 })
        let found = profile.corners(joinedAcross: false)
        #expect(found.count == 10)
        for (index, point) in found.enumerated() {
            #expect(abs(point.distance(to: .zero) - (index.isMultiple(of: 2) ? 100 : 40)) < 2, "\(index): \(point)")
        }
    }

    /// A pentagram's corners are its tips alone, where its sides cross on the way out.
    @Test func aPentagramsCornersAreItsTips() {
        let profile = RadialProfile(Self.outline(Self.ring(5, radius: 100, step: 2))[...])
        let found = profile.corners(joinedAcross: true)
        #expect(found.count == 5)
        #expect(found.allSatisfy { abs($0.distance(to: .zero) - 100) < 1 })
    }

    /// A circle's distance to its centre varies less than a step: it has no tips.
    @Test func aCircleHasNoTips() {
        let circle = Self.ring(120, radius: 100) + [Self.ring(1, radius: 100)[0]]
        let profile = RadialProfile(circle[...])
        #expect(profile.tips.isEmpty)
        #expect(profile.depth == 1)
    }

    /// A closed zigzag reaches out left and right in turn: its tips go back and forth round
    /// its centre.
    @Test func aZigzagsTipsAreOutOfTurn() {
        let zigzag = [
            Point(x: 0, y: 0), Point(x: -60, y: 30), Point(x: 60, y: 60), Point(x: -60, y: 90), Point(x: 60, y: 120),
            Point(x: -60, y: 150), Point(x: 0, y: 180),
        ]
        let profile = RadialProfile(Self.outline(zigzag)[...])
        #expect(profile.tipsOutOfTurn > 0)
    }

    /// Petals of half circles or more, joined at cusps: half circles come back too little
    /// between the petals for a star's inner corners, and rounder petals bow most of each side
    /// from a petal's top to a cusp off its chord, as no star's side does.
    @Test(arguments: [0.0, 0.3, 1.0])
    func roundPetalsAreNoStarsTips(centerOffset: Double) {
        let cusps = Self.ring(5, radius: 100)
        var points: [Point] = []
        for (a, b) in zip(cusps, cusps.dropFirst() + [cusps[0]]) {
            // A petal: the arc from a to b round a centre beyond their chord, on the outside.
            let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let out = 1 + centerOffset * a.distance(to: b) / 2 / middle.distance(to: .zero)
            let center = Point(x: middle.x * out, y: middle.y * out)
            let radius = center.distance(to: a)
            let start = atan2(a.y - center.y, a.x - center.x), end = atan2(b.y - center.y, b.x - center.x)
            let sweep = (end - start).truncatingRemainder(dividingBy: 2 * .pi) + (end < start ? 2 * .pi : 0)
            for step in 0..<60 {
                let angle = start + sweep * Double(step) / 60
                points.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
        }
        let profile = RadialProfile((points + [points[0]])[...])
        #expect(profile.tips.count == 5 && profile.tipsOutOfTurn == 0)
        if centerOffset == 0 {
            #expect(profile.depth > StarCandidate.maximumDepth)
        } else {
            #expect(profile.depth <= StarCandidate.maximumDepth)
            #expect(profile.sideBend > ShapeRecognizer.Configuration.default.maximumSideBend)
        }
        #expect(ShapeRecognizer().recognize(Stroke(points: points + [points[0]])).shape?.kind != .star)
    }
}
