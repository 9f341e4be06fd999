import Encircle
import EncircleShapes
import Foundation

/// A stroke, a detector configuration, the shape recognizers and a touch script read from a
/// fuzzer's bytes: the input of the `FuzzDetectors` target. Every byte string is valid; missing
/// bytes read as 0.
///
/// Layout:
/// - byte 0, flags: bits 0–1 choose the timestamps (0 none, 1 a steady interval, 2 a signed step
///   in milliseconds per sample, so that time may run backwards, 3 any `Double` per sample);
///   bit 2 reads plain coordinates as steps from the previous point instead of positions;
///   bits 3–4 choose one of ``configurations``; bit 5 says a touch script follows the samples;
///   bit 6 adds ``extremeShapes`` to the shape recognizers (the default, snapped and raw).
/// - byte 1: a signed scale exponent *e*: plain coordinates are multiplied by 2^(*e*/2), so
///   the same shape comes tiny (2⁻⁶⁴) or huge (2⁶³).
/// - bytes 2–3: the number of samples (big-endian), at most ``maximumSampleCount``; reading
///   stops early at the end of the bytes.
/// - with steady timestamps, one byte: the interval in milliseconds.
/// - per sample, a kind byte, then by `kind % 8`: 0–3 x and y as `Int16`/8 (plain); 4 the previous
///   point again (a repeated point); 5 x and y as `Float` bits; 6 x and y as `Double` bits; 7 x and
///   y from ``ByteReader/specialValues``; then the sample's timestamp, if the flags ask for one.
/// - with bit 5, the rest is the touch script, one ``TouchStep`` per byte.
///
/// ```swift
/// let input = FuzzedStroke(bytes: data)
/// try CircleDetector(configuration: input.configuration).detect(in: input.stroke)
/// ```
public struct FuzzedStroke: Sendable {
    /// The most samples read, so that one input stays fast.
    public static let maximumSampleCount = 2048

    /// The configurations bits 3–4 of the flags choose: the default; arcs accepted (minimum sweep
    /// 180°); time limits (2 s in all, pauses of 0.1 s); and permissive limits (no minimum size,
    /// flat ellipses and corners allowed).
    public static let configurations: [CircleDetector.Configuration] = {
        var arcs = CircleDetector.Configuration.default
        arcs.minimumSweep = .degrees(180)
        var timed = CircleDetector.Configuration.default
        timed.maximumDuration = 2
        timed.maximumPause = 0.1
        var permissive = CircleDetector.Configuration.default
        permissive.minimumSize = 0
        permissive.maximumAspectRatio = 10
        permissive.maximumCornerConcentration = 1
        permissive.maximumCornerTurn = .degrees(180)
        permissive.maximumReversal = .degrees(360)
        return [.default, arcs, timed, permissive]
    }()

    /// The shape recognizer configuration bit 6 of the flags adds: a stroke of any size is
    /// measured, every corner of 10° counts (up to 100 of them), a closed stroke may have any gap
    /// and any corner, a curve up to 16 Bézier segments, and nothing round is a circle (each is an
    /// ellipse), so that the recognizer's limits are reached from the other side.
    public static let extremeShapes: ShapeRecognizer.Configuration = {
        var configuration = ShapeRecognizer.Configuration.default
        configuration.minimumSize = 0
        configuration.maximumCircleAspectRatio = 1
        configuration.minimumCornerTurn = .degrees(10)
        configuration.maximumSmoothTurn = .degrees(180)
        configuration.maximumCurveSegments = 16
        configuration.maximumCorners = 100
        configuration.closureGap = 1
        return configuration
    }()

    /// The samples read.
    public var stroke: Stroke
    /// The configuration the flags chose.
    public var configuration: CircleDetector.Configuration
    /// The shape recognizers the stroke is checked with: ``Invariants/shapeRecognizers`` and,
    /// when the flags ask for it, one with ``extremeShapes``.
    public var shapeRecognizers: [ShapeRecognizer]
    /// The touch script, empty when the flags ask for none.
    public var script: [TouchStep]

    /// Reads a stroke, a configuration and a touch script from `bytes`.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    public init(bytes: some Sequence<UInt8>) {
        var reader = ByteReader(bytes)
        let flags = reader.byte()
        let timeMode = flags & 0b11
        let relative = flags & 0b100 != 0
        configuration = Self.configurations[Int(flags >> 3 & 0b11)]
        let hasScript = flags & 0b10_0000 != 0
        shapeRecognizers = Invariants.shapeRecognizers
        if flags & 0b100_0000 != 0 {
            // A valid configuration: each setting within its range (FuzzedStrokeTests).
            shapeRecognizers.append(try! ShapeRecognizer(configuration: Self.extremeShapes))
        }
        let scale = Self.scale(exponent: reader.int8())
        let count = min(Int(reader.uint16()), Self.maximumSampleCount)
        let interval = timeMode == 1 ? Double(reader.byte()) / 1000 : 0

        var samples: [Stroke.Sample] = []
        samples.reserveCapacity(min(count, reader.remainingCount))
        var previous = Point.zero
        var clock = 0.0
        while samples.count < count, !reader.isAtEnd {
            let kind = reader.byte() % 8
            var point: Point
            switch kind {
            case 0...3:
                let dx = Double(reader.int16()) / 8 * scale, dy = Double(reader.int16()) / 8 * scale
                point = relative ? Point(x: previous.x + dx, y: previous.y + dy) : Point(x: dx, y: dy)
            case 4:
                point = previous
            case 5:
                point = Point(x: reader.float32(), y: reader.float32())
            case 6:
                point = Point(x: reader.float64(), y: reader.float64())
            default:
                point = Point(x: reader.specialValue(), y: reader.specialValue())
            }
            var time: Double?
            switch timeMode {
            case 1:
                time = Double(samples.count) * interval
            case 2:
                if !samples.isEmpty { clock += Double(reader.int8()) / 1000 }
                time = clock
            case 3:
                time = reader.float64()
            default:
                time = nil
            }
            samples.append(Stroke.Sample(point, time: time))
            previous = point
        }
        stroke = Stroke(samples)
        script = []
        if hasScript {
            while !reader.isAtEnd { script.append(TouchStep(byte: reader.byte())) }
        }
    }

    /// The scale factor 2^(`exponent`/2).
    static func scale(exponent: Int8) -> Double { pow(2, Double(exponent) / 2) }

    /// The bytes that read back as `stroke`, under ``configurations``[`configuration`] (and with
    /// ``extremeShapes`` when `extremeShapes` is set), followed by `script`: absolute
    /// coordinates, written as `Int16`/8 where that is exact and as `Double` bits otherwise;
    /// timestamps as `Double` bits when every sample has one, else none. Seeds for the fuzzer are
    /// made this way from recorded strokes.
    ///
    /// Only the first ``maximumSampleCount`` samples are written, as no more would be read back;
    /// `configuration` is taken modulo the number of configurations.
    ///
    /// - Complexity: O(*n* + *s*) for *s* script steps.
    public static func bytes(
        encoding stroke: Stroke, configuration: Int = 0, extremeShapes: Bool = false, script: [TouchStep] = []
    ) -> [UInt8] {
        let samples = stroke.samples.prefix(maximumSampleCount)
        let timed = !samples.isEmpty && samples.allSatisfy { $0.time != nil }
        let flags =
            (timed ? 3 : 0) | UInt8(configuration & 0b11) << 3 | (script.isEmpty ? 0 : 0b10_0000)
            | (extremeShapes ? 0b100_0000 : 0)
        var bytes: [UInt8] = [flags, 0]
        bytes += ByteReader.bytes(int16: Int16(samples.count))
        for sample in samples {
            if let x = plain(sample.x), let y = plain(sample.y) {
                bytes.append(0)
                bytes += ByteReader.bytes(int16: x) + ByteReader.bytes(int16: y)
            } else {
                bytes.append(6)
                bytes += ByteReader.bytes(float64: sample.x) + ByteReader.bytes(float64: sample.y)
            }
            if timed, let time = sample.time { bytes += ByteReader.bytes(float64: time) }
        }
        return bytes + script.map(\.byte)
    }

    /// `value` × 8 as an `Int16` when that is exact.
    private static func plain(_ value: Double) -> Int16? {
        let scaled = value * 8
        guard scaled.isFinite, scaled == scaled.rounded(), let exact = Int16(exactly: scaled) else { return nil }
        return exact
    }
}
