import Encircle
import Foundation
import PropertyBased

/// Strokes comfortably inside or outside the detector's limits — clean circles and ellipses,
/// closed squares, straight lines — so that a transform that changes their verdict shows a real
/// dependence on position, orientation, size, time or start point, not a borderline case.
/// Each is described by its parameters, which the property checker prints and shrinks.

/// A clean round stroke: a circle or mildly oval ellipse, 1–4 laps, little noise.
///
/// Not more laps: the sharp-corner check measures turns over 1/16 of the whole length, so on a
/// circle drawn *n* times it measures about 22.5° × *n* and reaches its 125° limit near 5.5 laps
/// (see `OvertracedCircleTests`).
struct CleanRound: Sendable, CustomStringConvertible {
    var center: Point
    var radius: Double
    var aspect: Double
    var laps: Double
    var direction: RotationDirection
    var start: Double
    var rotation: Double
    /// Jitter relative to the radius.
    var noise: Double
    var samplesPerLap: Int

    var stroke: Stroke {
        .ellipse(
            center: center, radius: radius, aspect: aspect, laps: laps, direction: direction, start: start,
            rotation: rotation, noise: noise * radius, count: max(3, Int(Double(samplesPerLap) * laps)))
    }

    /// One lap exactly, its last sample on its first: a closed loop.
    var closedLoop: Stroke {
        var samples = Stroke.ellipse(
            center: center, radius: radius, aspect: aspect, laps: 1, direction: direction, start: start,
            rotation: rotation, noise: noise * radius, count: samplesPerLap + 1
        ).samples
        samples[samplesPerLap].point = samples[0].point
        return Stroke(samples)
    }

    var description: String {
        "CleanRound(center: (\(center.x), \(center.y)), radius: \(radius), aspect: \(aspect), laps: \(laps), "
            + "\(direction), start: \(start), rotation: \(rotation), noise: \(noise), samplesPerLap: \(samplesPerLap))"
    }

    static let generator = zip(
        zip(Gen.double(in: -500...1500), Gen.double(in: -500...1500)),
        Gen.double(in: 20...400), Gen.double(in: 1...1.15), Gen.double(in: 1...4), Gen.bool,
        Gen.double(in: 0...(2 * .pi)), Gen.double(in: 0...(2 * .pi)), Gen.double(in: 0...0.01), Gen.int(in: 24...96)
    ).map { center, radius, aspect, laps, clockwise, start, rotation, noise, samplesPerLap in
        CleanRound(
            center: Point(x: center.0, y: center.1), radius: radius, aspect: aspect, laps: laps,
            direction: clockwise ? .clockwise : .counterclockwise, start: start, rotation: rotation, noise: noise,
            samplesPerLap: samplesPerLap)
    }
}

/// A closed square, any size, orientation, direction and starting corner, a little noise.
struct CleanSquare: Sendable, CustomStringConvertible {
    var center: Point
    var side: Double
    var rotation: Double
    var direction: RotationDirection
    var samplesPerSide: Int
    /// Jitter relative to the side.
    var noise: Double

    var stroke: Stroke {
        var corners = Stroke.regularPolygonCorners(
            sides: 4, center: center, radius: side / 2.0.squareRoot(), start: rotation, direction: direction)
        corners[4] = corners[0]
        var samples = Stroke.polyline(corners, perSide: samplesPerSide, noise: noise * side).samples
        samples[samples.count - 1].point = samples[0].point
        return Stroke(samples)
    }

    var description: String {
        "CleanSquare(center: (\(center.x), \(center.y)), side: \(side), rotation: \(rotation), \(direction), "
            + "samplesPerSide: \(samplesPerSide), noise: \(noise))"
    }

    static let generator = zip(
        zip(Gen.double(in: -500...1500), Gen.double(in: -500...1500)), Gen.double(in: 40...400),
        Gen.double(in: 0...(2 * .pi)), Gen.bool, Gen.int(in: 8...40), Gen.double(in: 0...0.005)
    ).map { center, side, rotation, clockwise, samplesPerSide, noise in
        CleanSquare(
            center: Point(x: center.0, y: center.1), side: side, rotation: rotation,
            direction: clockwise ? .clockwise : .counterclockwise, samplesPerSide: samplesPerSide, noise: noise)
    }
}

/// A straight line, any length, direction and position, a little noise.
struct CleanLine: Sendable, CustomStringConvertible {
    var start: Point
    var angle: Double
    var length: Double
    var count: Int
    /// Jitter relative to the length.
    var noise: Double

    var stroke: Stroke {
        let end = Point(x: start.x + length * cos(angle), y: start.y + length * sin(angle))
        return .polyline([start, end], perSide: max(count - 1, 1), noise: noise * length)
    }

    var description: String {
        "CleanLine(start: (\(start.x), \(start.y)), angle: \(angle), length: \(length), count: \(count), noise: \(noise))"
    }

    static let generator = zip(
        zip(Gen.double(in: -500...1500), Gen.double(in: -500...1500)), Gen.double(in: 0...(2 * .pi)),
        Gen.double(in: 30...600), Gen.int(in: 3...100), Gen.double(in: 0...0.005)
    ).map { start, angle, length, count, noise in
        CleanLine(start: Point(x: start.0, y: start.1), angle: angle, length: length, count: count, noise: noise)
    }
}

/// Any of the clean strokes.
enum CleanStroke: Sendable, CustomStringConvertible {
    case round(CleanRound)
    case square(CleanSquare)
    case line(CleanLine)

    var stroke: Stroke {
        switch self {
        case .round(let round): round.stroke
        case .square(let square): square.stroke
        case .line(let line): line.stroke
        }
    }

    /// The verdict a clean stroke of its family must get: a circle, or a rejection.
    var isCircle: Bool {
        if case .round = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .round(let round): round.description
        case .square(let square): square.description
        case .line(let line): line.description
        }
    }

    static let generator = Gen.oneOf(
        CleanRound.generator.map(CleanStroke.round), CleanSquare.generator.map(CleanStroke.square),
        CleanLine.generator.map(CleanStroke.line))

    /// Closed loops only: one lap of a clean round stroke, or a square.
    static let closedLoopGenerator = Gen.oneOf(
        CleanRound.generator.map(CleanStroke.round), CleanSquare.generator.map(CleanStroke.square))

    /// The stroke as a closed loop whose last sample repeats its first (lines are not loops).
    var closedLoop: Stroke? {
        switch self {
        case .round(let round): round.closedLoop
        case .square(let square): square.stroke
        case .line: nil
        }
    }
}
