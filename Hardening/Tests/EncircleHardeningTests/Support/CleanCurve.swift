import Encircle
import EncircleShapes
import Foundation
import PropertyBased

/// A clean stroke of one of the shape recognizer's smooth open kinds — an arc of 30°–300°, an
/// S-curve, a spiral or a helix — any position, orientation, direction and size, a little noise:
/// strokes that make the recognizer fit, test and encode those kinds. Described by its
/// parameters, which the property checker prints and shrinks.
struct CleanCurve: Sendable, CustomStringConvertible {
    enum Kind: String, CaseIterable, Sendable {
        case arc, sCurve, spiral, helix

        /// The kind the recognizer names a clean stroke of this kind.
        var shapeKind: DrawnShape.Kind {
            switch self {
            case .arc: .arc
            case .sCurve: .curve
            case .spiral: .spiral
            case .helix: .helix
            }
        }
    }

    var kind: Kind
    var start: Point
    /// The radius of an arc, of a helix's loops, of an S-curve's first bend; a spiral's outer radius.
    var size: Double
    /// An arc's sweep, an S-curve's two bends, in degrees; a spiral's and a helix's turns.
    var turning: Double
    /// An S-curve's second bend and radius, a spiral's inner radius and a helix's advance per
    /// turn, each as a share: of the first bend, of the outer radius, of the loops' radius.
    var shape: Double
    /// The angle the stroke is rotated by (an arc's start, an S-curve's heading, a helix's axis).
    var rotation: Double
    var direction: RotationDirection
    var count: Int
    /// Jitter relative to the size.
    var noise: Double
    var seed: UInt64

    var stroke: Stroke {
        switch kind {
        case .arc:
            return .ellipse(
                center: start, radius: size, laps: turning / 360, direction: direction, start: rotation,
                noise: noise * size, count: count, seed: seed)
        case .sCurve:
            let sign: Double = direction == .clockwise ? 1 : -1
            let bend = turning * .pi / 180
            return .turning(
                [(sign * bend, size), (-sign * bend * shape, size * shape)], start: start, heading: rotation,
                count: count, noise: noise * size, seed: seed)
        case .spiral:
            // From the inner radius to the outer, evenly with the angle.
            let inner = size * shape
            let spiral = Stroke.spiral(
                center: start, radius: inner, growth: (size / inner - 1) / turning, laps: turning,
                direction: direction, count: count)
            return spiral.rotated(by: .radians(rotation), around: start)
        case .helix:
            return .helix(
                start: start, radius: size, turns: turning, advance: size * shape, axis: rotation,
                direction: direction, noise: noise * size, count: count, seed: seed)
        }
    }

    var description: String {
        "CleanCurve(.\(kind), start: (\(start.x), \(start.y)), size: \(size), turning: \(turning), shape: \(shape), "
            + "rotation: \(rotation), \(direction), count: \(count), noise: \(noise), seed: \(seed))"
    }

    /// The ranges of `turning`, `shape` and `count` for `kind`.
    static func ranges(_ kind: Kind) -> (
        turning: ClosedRange<Double>, shape: ClosedRange<Double>, count: ClosedRange<Int>
    ) {
        switch kind {
        case .arc: (30...300, 1...1, 40...200)
        case .sCurve: (90...180, 0.7...1.4, 60...240)
        case .spiral: (1.75...4, 0.05...0.3, 150...400)
        case .helix: (3...6, 1...2, 200...500)
        }
    }

    /// The ranges of the other parameters, shared by every kind.
    static let coordinates = -500.0...1500, sizes = 30.0...300, noises = 0.0...0.004

    /// Clean strokes of `kind`.
    static func generator(_ kind: Kind) -> Generator<CleanCurve, some SendableSequenceType> {
        let (turning, shape, count) = ranges(kind)
        return zip(
            zip(Gen.double(in: coordinates), Gen.double(in: coordinates)), Gen.double(in: sizes),
            Gen.double(in: turning), Gen.double(in: shape), Gen.double(in: 0...(2 * .pi)), Gen.bool,
            Gen.int(in: count), Gen.double(in: noises), Gen.uint64()
        ).map { start, size, turning, shape, rotation, clockwise, count, noise, seed in
            CleanCurve(
                kind: kind, start: Point(x: start.0, y: start.1), size: size, turning: turning, shape: shape,
                rotation: rotation, direction: clockwise ? .clockwise : .counterclockwise, count: count,
                noise: noise, seed: seed)
        }
    }

    /// A clean stroke of `kind` drawn from the same ranges as ``generator(_:)``, from `random`:
    /// the same strokes on every run.
    static func random(_ kind: Kind, using random: inout SplitMix64) -> CleanCurve {
        let (turning, shape, count) = ranges(kind)
        return CleanCurve(
            kind: kind,
            start: Point(
                x: Double.random(in: coordinates, using: &random), y: Double.random(in: coordinates, using: &random)),
            size: Double.random(in: sizes, using: &random), turning: Double.random(in: turning, using: &random),
            shape: Double.random(in: shape, using: &random), rotation: Double.random(in: 0...(2 * .pi), using: &random),
            direction: random.next() % 2 == 0 ? .clockwise : .counterclockwise,
            count: Int.random(in: count, using: &random), noise: Double.random(in: noises, using: &random),
            seed: random.next())
    }
}
