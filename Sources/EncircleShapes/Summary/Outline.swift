import Encircle

/// A stroke read as straight sides between its corners: what the polyline and the polygons
/// are fitted from.
struct Outline {
    /// The sides, in drawing order.
    let sides: [Side]
    /// Whether the last side joins the first.
    let isClosed: Bool
    /// The corners where neighbouring sides' lines meet, in drawing order; for an open outline
    /// also its ends, moved onto their sides' lines.
    let vertices: [Point]

    /// The sides of `points` between `corners` (those within `margin` points of an end would
    /// make a side too short to judge, and are left out; a closed outline ends at them), where
    /// neighbouring sides turn at least `minimumTurn` degrees. A closed outline's last side joins its first; when it turns into the
    /// first by less than a corner, the stroke began mid-side, and the two are one side.
    ///
    /// - Complexity: O(*n* log *n*) for *n* points (each side sorts its distances).
    init(_ points: [Point], corners: [Corner], minimumTurn: Double, isClosed: Bool, margin: Int) {
        let last = points.count - 1
        let indices = corners.map(\.index)
        let inner = indices.filter { $0 > margin && $0 < last - margin }
        // A closed outline's corner within the margin of an end turns into a stub too short to be
        // a side (the pen running on round the corner where it began): the outline ends at it.
        var start = 0, end = last
        if isClosed {
            start = indices.last { $0 <= margin } ?? 0
            end = indices.first { $0 >= last - margin } ?? last
            if start >= end { (start, end) = (0, last) }
        }
        var bounds = [start] + inner + [end]
        var sides = zip(bounds, bounds.dropFirst()).map { Side(points[$0...$1]) }
        // A corner whose sides' lines turn less than a corner does, or whose sides together bow
        // less than ``wobbleBend``, is a wiggle of one side: softest first, its sides become one.
        // Then the sides of a bump, a jump's corners, become one with the sides around them.
        while sides.count > 1 {
            let turns = zip(sides, sides.dropFirst()).map { abs($0.turn(to: $1)) }
            let wiggles = turns.indices.filter { index in
                turns[index] < minimumTurn
                    || Side.bend(of: points[bounds[index]...bounds[index + 2]], settingAside: Self.wobbleSetAside)
                        < Self.wobbleBend
            }
            if let softest = wiggles.min(by: { turns[$0] < turns[$1] }) {
                bounds.remove(at: softest + 1)
                sides.replaceSubrange(
                    softest...(softest + 1), with: [Side(points[bounds[softest]...bounds[softest + 1]])])
                continue
            }
            guard let bump = Self.bump(in: sides, bounds: bounds, points: points, margin: margin) else { break }
            bounds.removeSubrange((bump.lowerBound + 1)...bump.upperBound)
            sides.replaceSubrange(bump, with: [Side(points[bounds[bump.lowerBound]...bounds[bump.lowerBound + 1]])])
        }
        self.isClosed = isClosed
        if isClosed {
            // Begun mid-side (or run on past the start along it): the last and first are one side.
            if sides.count >= 3, abs(sides[sides.count - 1].turn(to: sides[0])) < minimumTurn {
                let joined = sides.removeLast().joined(with: sides[0])
                sides[0] = joined
            }
            self.sides = sides
            let count = sides.count
            vertices = (0..<count).map { index in
                let a = sides[(index + count - 1) % count], b = sides[index]
                return a.intersection(with: b) ?? b.points.first!
            }
        } else {
            self.sides = sides
            var vertices = [sides[0].projection(of: sides[0].points.first!)]
            for (a, b) in zip(sides, sides.dropFirst()) { vertices.append(a.intersection(with: b) ?? a.points.last!) }
            vertices.append(sides[sides.count - 1].projection(of: sides[sides.count - 1].points.last!))
            self.vertices = vertices
        }
    }

    /// The sides (as a range of `sides`) of the narrowest bump: one or two sides each no longer
    /// than a corner's window (`margin` points each way), with the side before them, the side
    /// after them or both, that all together bow less than ``wobbleBend`` — a sample that jumped,
    /// which the three-point filter kept, cuts a side into two in line and a bump too short to
    /// be a side, or, near a corner, leaves a bump at the end of a side; `nil` when there is none.
    ///
    /// - Complexity: O(*s* · *m* log *m*) for *s* sides of at most *m* points.
    private static func bump(in sides: [Side], bounds: [Int], points: [Point], margin: Int) -> ClosedRange<Int>? {
        func isShort(_ index: Int) -> Bool { sides[index].points.count <= 2 * margin + 1 }
        var narrowest: ClosedRange<Int>?
        for first in sides.indices {
            // A jump turns the path three times at most: two short sides, with a side on either hand.
            for last in (first + 1)..<min(first + 4, sides.count) {
                let run = first...last
                let short = run.count(where: isShort)
                guard (1...2).contains(short), run.dropFirst().dropLast().allSatisfy(isShort),
                    narrowest.map({ run.count < $0.count }) ?? true,
                    Side.bend(of: points[bounds[first]...bounds[last + 1]], settingAside: wobbleSetAside) < wobbleBend
                else { continue }
                narrowest = run
            }
        }
        return narrowest
    }

    /// Two sides that together bow less than this share of their chord are one side with a
    /// wiggle: a kink in a side turns its two parts against each other but leaves them nearly
    /// in line, while a corner of 40° between equal sides bows them 18%.
    static let wobbleBend = 0.08
    /// …their farthest quarter of points set aside: a sample that jumped by about a step
    /// between samples (which the three-point filter cannot take out) bends a side over a few
    /// points only, while a corner bends its sides all along (a 40° corner still 13.5%).
    static let wobbleSetAside = 0.25

    /// How much the most bent side bends: its farthest point (but the farthest tenth) from its
    /// chord, over the chord's length.
    var bend: Double { sides.map(\.bend).max() ?? 0 }

    /// The turns between neighbouring sides at its corners (the last into the first when
    /// closed), degrees, signed as ``Side/turn(to:)``.
    var turns: [Double] {
        var turns = zip(sides, sides.dropFirst()).map { $0.turn(to: $1) }
        if isClosed, sides.count >= 2 { turns.append(sides[sides.count - 1].turn(to: sides[0])) }
        return turns
    }

    /// The sharpest turn at a corner, degrees, or `nil` for a single side.
    var sharpestTurn: Double? { turns.map(abs).max() }
}
