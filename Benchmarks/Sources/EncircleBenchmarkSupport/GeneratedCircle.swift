import Encircle
import Foundation

/// Strokes made for the cost-by-length measurements.
public enum GeneratedCircle {
    /// The stroke lengths measured: 10², 10³ … 10⁷ points.
    public static let lengths = [100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]

    /// A circle of radius 100 pt around (200, 200) drawn three times round, counter-clockwise on
    /// screen, with `pointCount` evenly spaced samples and no timestamps (so the streaming
    /// recognizer's replay uses a steady 60 Hz clock). Encircle's default detector accepts it
    /// at every length of ``lengths``.
    ///
    /// `pointCount` is clamped to at least 2.
    ///
    /// - Complexity: O(*n*) time and memory, where *n* is `pointCount`.
    public static func threeLaps(pointCount: Int) -> Stroke {
        let count = max(pointCount, 2)
        let step = 3 * 2 * Double.pi / Double(count - 1)
        var samples: [Stroke.Sample] = []
        samples.reserveCapacity(count)
        for index in 0..<count {
            let angle = step * Double(index)
            samples.append(Stroke.Sample(x: 200 + 100 * cos(angle), y: 200 - 100 * sin(angle)))
        }
        return Stroke(samples)
    }

    /// The touch events a finger drawing `stroke` sends: began, moved …, ended, 60 per second
    /// (the stroke's own timestamps when it has them).
    ///
    /// - Complexity: O(*n*) in the number of samples.
    public static func touchEvents(for stroke: Stroke) -> [TouchEvent] {
        var events: [TouchEvent] = []
        events.reserveCapacity(stroke.samples.count)
        for (index, sample) in stroke.samples.enumerated() {
            let phase: TouchEvent.Phase =
                index == 0 ? .began : (index == stroke.samples.count - 1 ? .ended : .moved)
            events.append(TouchEvent(phase, touch: 1, location: sample.point, time: sample.time ?? Double(index) / 60))
        }
        return events
    }
}
