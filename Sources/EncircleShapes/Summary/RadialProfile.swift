import Encircle
import Foundation

/// A closed stroke read by its distance to its centre: where it reaches out (tips) and where it
/// comes back in (inner corners), and how far it winds round the centre.
///
/// A star's tips and inner corners are its farthest and nearest points, however few samples a
/// side has: a fast star on a sparse digitizer has two or three samples a side, over which no
/// corner can be told from a curve, yet its distance to the centre still rises and falls once a
/// tip. The distance is read round the stroke as a closed loop, from its farthest point; a rise
/// or fall counts once it exceeds ``prominence`` of the farthest distance, so a wobble of the
/// hand is no tip.
struct RadialProfile {
    /// The centre: the mean of the points.
    let center: Point
    /// The tips (the farthest point between two inner corners), in drawing order from the
    /// farthest: the index of the point and its distance to ``center``.
    let tips: [(index: Int, distance: Double)]
    /// The inner corners (the nearest point between two tips), one after each tip.
    let inner: [(index: Int, distance: Double)]
    /// How far the points wind round ``center``, degrees, signed (clockwise positive): 360 a lap.
    let winding: Double
    /// The points, relative to which ``tips`` and ``inner`` are indexed.
    let points: [Point]

    /// A rise or a fall of the distance to the centre counts when it is at least this share of
    /// the farthest distance: a star's tips stand out by 30% of it or more (its inner corners lie
    /// at most ``StarCandidate/maximumDepth`` as far), the wobble of a drawn circle by a few
    /// percent.
    static let prominence = 0.12

    /// The profile of `points`, a closed stroke evenly spaced along its path.
    ///
    /// - Complexity: O(*n*).
    init(_ points: ArraySlice<Point>) {
        let points = Array(points)
        self.points = points
        let center = ShapeSnapping.centroid(points[...])
        self.center = center
        let distances = points.map { $0.distance(to: center) }
        // Measured as an arc's sweep round its centre is.
        winding = ArcCandidate.sweep(of: points, round: center)
        guard let farthest = distances.indices.max(by: { distances[$0] < distances[$1] }) else {
            (tips, inner) = ([], [])
            return
        }
        let step = Self.prominence * distances[farthest]
        // From the farthest point round the loop and back to it: alternately the lowest point
        // until the distance has risen a step above it, then the highest until it has fallen a
        // step below it.
        var tips = [(index: farthest, distance: distances[farthest])]
        var inner: [(index: Int, distance: Double)] = []
        var seekingInner = true
        var extreme = tips[0]
        for offset in 1...distances.count {
            let index = (farthest + offset) % distances.count
            let distance = distances[index]
            if seekingInner {
                if distance < extreme.distance { extreme = (index, distance) }
                if distance - extreme.distance >= step {
                    inner.append(extreme)
                    seekingInner = false
                    extreme = (index, distance)
                }
            } else {
                if distance > extreme.distance { extreme = (index, distance) }
                if extreme.distance - distance >= step {
                    tips.append(extreme)
                    seekingInner = true
                    extreme = (index, distance)
                }
            }
        }
        // Back at the farthest point, which is the first tip: a tip found on the way back to it
        // is the first one again.
        if tips.count > inner.count { tips.removeLast() }
        self.tips = tips
        self.inner = inner
    }

    /// How many of the steps from one tip to the next round the centre (the last to the first
    /// included) go against the way the stroke winds: none for a star, whose tips follow one
    /// another round it, a zigzag's every other step.
    var tipsOutOfTurn: Int {
        guard tips.count >= 2 else { return 0 }
        let direction: Double = winding >= 0 ? 1 : -1
        return tips.indices.count { index in
            let a = points[tips[index].index], b = points[tips[(index + 1) % tips.count].index]
            let u = (x: a.x - center.x, y: a.y - center.y), v = (x: b.x - center.x, y: b.y - center.y)
            return (u.x * v.y - u.y * v.x) * direction <= 0
        }
    }

    /// How far its most bent side, from a tip to an inner corner, bows: the distance from its
    /// chord within which half its points lie, over the chord's length
    /// (``Side/bend(of:settingAside:)``). Half, because a fast hand rounds a star's corners over
    /// much of a short side, which bows it near its ends only; a round petal bows all along.
    var sideBend: Double {
        let corners = zip(tips, inner).flatMap { [$0.0.index, $0.1.index] }
        guard corners.count >= 2 else { return 0 }
        var bend = 0.0
        for (position, start) in corners.enumerated() {
            let end = corners[(position + 1) % corners.count]
            bend = max(
                bend,
                Side.bend(of: Side.part(of: points[...], from: start, to: end)[...], settingAside: Self.sideSetAside))
        }
        return bend
    }

    /// The corners where the lines of its sides meet, in drawing order: its tips and inner
    /// corners in turn, or, when it joins its tips across (a pentagram), its tips alone. Each
    /// side's line is fitted to the middle half of its points, which a fast hand's rounded
    /// corners leave straight: the farthest point of a rounded tip falls short of the corner its
    /// sides make.
    ///
    /// - Complexity: O(*n*).
    func corners(joinedAcross: Bool) -> [Point] {
        let indices = joinedAcross ? tips.map(\.index) : zip(tips, inner).flatMap { [$0.0.index, $0.1.index] }
        return Side.corners(of: points[...], at: indices)
    }

    /// The share of a side's points set aside in its ``sideBend``: the farther half.
    static let sideSetAside = 0.5

    /// The inner corners' mean distance to the centre over the tips': 0.38 for a regular
    /// five-pointed star, 0.81 for a pentagon (the middles of its sides), 1 for a circle.
    var depth: Double {
        guard !tips.isEmpty, !inner.isEmpty else { return 1 }
        let tip = tips.map(\.distance).reduce(0, +) / Double(tips.count)
        let innerDistance = inner.map(\.distance).reduce(0, +) / Double(inner.count)
        return tip > 0 ? innerDistance / tip : 1
    }
}
