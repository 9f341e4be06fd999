import Encircle
import Foundation

/// The diagonals of a four-cornered outline, which tell a rectangle (equal diagonals) from a
/// diamond (diagonals crossing at right angles at their middles): a square has both.
struct Quadrilateral {
    /// The longer diagonal over the shorter.
    let lengthRatio: Double
    /// The angle between the diagonals, degrees, 0 to 90.
    let crossingAngle: Double
    /// How far apart the diagonals' middles lie, over their mean length.
    let middleOffset: Double
    /// Whether it stands on a corner: its diagonals lie nearer the screen's axes than its sides
    /// (◇ rather than □), as people draw a diamond.
    let standsOnCorner: Bool

    /// The diagonals of `vertices`, four corners in drawing order.
    init(_ vertices: [Point]) {
        let (a, b, c, d) = (vertices[0], vertices[1], vertices[2], vertices[3])
        let first = a.distance(to: c), second = b.distance(to: d)
        lengthRatio = max(first, second) / max(min(first, second), 1e-9)
        let u = (x: c.x - a.x, y: c.y - a.y), v = (x: d.x - b.x, y: d.y - b.y)
        let angle = abs(atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)) * 180 / .pi
        crossingAngle = angle > 90 ? 180 - angle : angle
        let middle = Point(x: (a.x + c.x) / 2, y: (a.y + c.y) / 2),
            other = Point(x: (b.x + d.x) / 2, y: (b.y + d.y) / 2)
        middleOffset = middle.distance(to: other) / max((first + second) / 2, 1e-9)
        // A direction's distance from the nearest axis, 0° to 45°.
        func offAxis(_ x: Double, _ y: Double) -> Double {
            let degrees = abs(atan2(y, x) * 180 / .pi).truncatingRemainder(dividingBy: 90)
            return min(degrees, 90 - degrees)
        }
        let diagonalsOff = (offAxis(u.x, u.y) + offAxis(v.x, v.y)) / 2
        var sidesOff = 0.0
        for index in 0..<4 {
            let p = vertices[index], q = vertices[(index + 1) % 4]
            sidesOff += offAxis(q.x - p.x, q.y - p.y) / 4
        }
        standsOnCorner = diagonalsOff < sidesOff
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
}
