import Encircle
import EncircleEvaluation
import Foundation

/// How fast an evaluation went: strokes judged (each by every selected detector), the wall-clock
/// seconds from reading the first file to the last verdict, and the cores the work was spread
/// over.
///
/// ```swift
/// let speed = Throughput(strokes: 2400, seconds: 0.41, cores: 2)
/// speed.description   // "2,400 strokes in 0.41 s: 5,854 strokes/s (2 cores)"
/// ```
package struct Throughput: Hashable, Sendable, CustomStringConvertible {
    /// Strokes judged.
    package var strokes: Int
    /// Wall-clock seconds.
    package var seconds: Double
    /// Threads that judged strokes.
    package var cores: Int

    /// Creates a throughput report.
    ///
    /// - Complexity: O(1).
    package init(strokes: Int, seconds: Double, cores: Int) {
        self.strokes = strokes
        self.seconds = seconds
        self.cores = cores
    }

    /// The cores the system makes available: those an evaluation spreads its work over.
    package static var everyCore: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

    /// Strokes per second; `nil` when no time was measured.
    package var strokesPerSecond: Double? {
        seconds > 0 && seconds.isFinite ? Double(strokes) / seconds : nil
    }

    /// "2,400 strokes in 0.41 s: 5,854 strokes/s (2 cores)".
    package var description: String {
        let rate =
            strokesPerSecond.map { rate in
                // Beyond what an Int holds only for a time too short to measure.
                (rate < 1e18 ? Self.grouped(Int(rate.rounded())) : ReportText.number(rate)) + " strokes/s"
            } ?? "n/a strokes/s"
        let timing = ReportText.number(seconds, fractionDigits: seconds < 10 ? 2 : 1)
        let noun = strokes == 1 ? "stroke" : "strokes"
        return "\(Self.grouped(strokes)) \(noun) in \(timing) s: \(rate) (\(cores) core\(cores == 1 ? "" : "s"))"
    }

    /// `value` with a comma between groups of three digits: 1000000 → "1,000,000".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
