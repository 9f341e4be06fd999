import Encircle
import EncircleEvaluation
import Foundation

/// An output whose numbers can be listed by name, so that a check can say which one is NaN.
///
/// ```swift
/// CircleDetector().detect(in: stroke).nanNames   // [] — or ["recognized.circle.radius"]
/// ```
public protocol NumericOutput {
    /// Calls `body` with every number this value reports and a closure that spells its name
    /// (called only when needed, so that a clean pass builds no strings).
    ///
    /// - Complexity: O(*k*) in the number of numbers reported.
    func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void)
}

extension NumericOutput {
    /// The names of the numbers that are NaN, in reporting order; empty when there is none.
    ///
    /// - Complexity: O(*k*) in the number of numbers reported.
    public var nanNames: [String] {
        var names: [String] = []
        forEachNumber { value, name in
            if value.isNaN { names.append(name()) }
        }
        return names
    }

    /// The names of the numbers that are NaN or infinite, in reporting order.
    ///
    /// - Complexity: O(*k*) in the number of numbers reported.
    public var nonFiniteNames: [String] {
        var names: [String] = []
        forEachNumber { value, name in
            if !value.isFinite { names.append(name()) }
        }
        return names
    }
}

/// Reports the numbers of `value` with `prefix` and a dot before each name.
@inline(__always)
func report(
    _ value: some NumericOutput, as prefix: String, to body: (_ value: Double, _ name: () -> String) -> Void
) {
    value.forEachNumber { number, name in
        withoutActuallyEscaping(name) { name in body(number, { prefix + "." + name() }) }
    }
}

extension Point: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        body(x, { "x" })
        body(y, { "y" })
    }
}

extension Rect: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        report(origin, as: "origin", to: body)
        body(width, { "width" })
        body(height, { "height" })
    }
}

extension PlaneCircle: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        report(center, as: "center", to: body)
        body(radius, { "radius" })
    }
}

extension PlaneEllipse: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        report(center, as: "center", to: body)
        body(semiMajorAxis, { "semiMajorAxis" })
        body(semiMinorAxis, { "semiMinorAxis" })
        body(rotation.radians, { "rotation" })
    }
}

extension CircleDetector.Measurements: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        body(size, { "size" })
        body(sweep.radians, { "sweep.radians" })
        body(reversal.radians, { "reversal.radians" })
        body(cornerTurn.radians, { "cornerTurn.radians" })
        body(cornerConcentration, { "cornerConcentration" })
        body(aspectRatio, { "aspectRatio" })
        body(radialDeviation, { "radialDeviation" })
        body(spiralGrowth, { "spiralGrowth" })
        body(tailDeviation, { "tailDeviation" })
        body(extraTurning.radians, { "extraTurning.radians" })
    }
}

extension DetectedCircle: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        report(circle, as: "circle", to: body)
        report(boundingRect, as: "boundingRect", to: body)
        report(meanCenteredRect, as: "meanCenteredRect", to: body)
        body(sweep.radians, { "sweep" })
        body(startAngle.radians, { "startAngle" })
        body(endAngle.radians, { "endAngle" })
        report(ellipse, as: "ellipse", to: body)
        body(fitError, { "fitError" })
        body(confidence, { "confidence" })
        if let duration { body(duration, { "duration" }) }
        report(measurements, as: "measurements", to: body)
    }
}

extension CircleRejection: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        if let measured { body(measured, { "measured" }) }
        if let limit { body(limit, { "limit" }) }
        // A formatter that printed NaN is a NaN that escaped into the message.
        if containsNaNWord(message) { body(.nan, { "message \"\(message)\"" }) }
    }
}

extension AnyMatch: NumericOutput {
    /// Reports the circle, the confidence and every number of the detector's own match
    /// (``EncircleEvaluation/AnyMatch/details``, read from its JSON, keys in order:
    /// `details.boundingRect.origin.x`),
    /// a NaN or an infinity included.
    ///
    /// - Complexity: O(*k*) in the size of the details.
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        if let circle { report(circle, as: "circle", to: body) }
        if let confidence { body(confidence, { "confidence" }) }
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: Self.infinity, negativeInfinity: "-" + Self.infinity, nan: Self.nan)
        guard let data = try? encoder.encode(Details(value: details)),
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else {
            return body(.nan, { "details (not encodable)" })
        }
        Self.forEachNumber(in: object, path: "details", body)
    }

    /// How non-finite numbers read in the details' JSON.
    private static let nan = "NaN", infinity = "∞"

    /// Every number of a JSON value, named by its path.
    private static func forEachNumber(
        in value: Any, path: String, _ body: (_ value: Double, _ name: () -> String) -> Void
    ) {
        switch value {
        case let object as [String: Any]:
            for (key, element) in object.sorted(by: { $0.key < $1.key }) {
                forEachNumber(in: element, path: path + "." + key, body)
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() { forEachNumber(in: element, path: "\(path)[\(index)]", body) }
        case let text as String where text == nan:
            body(.nan, { path })
        case let text as String where text == infinity || text == "-" + infinity:
            body(text == infinity ? .infinity : -.infinity, { path })
        case let number as NSNumber:
            body(number.doubleValue, { path })
        default:
            break
        }
    }

    /// A match's details, encoded as themselves.
    private struct Details: Encodable {
        let value: any Encodable
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }
}

extension Recognition: NumericOutput where Value: NumericOutput, Failure: NumericOutput {
    /// Reports every number, named by its property path (`recognized.circle.radius`,
    /// `rejected.measured`).
    ///
    /// - Complexity: O(1), or O(*k*) in a shape's vertices or segments.
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        switch self {
        case .recognized(let match): report(match, as: "recognized", to: body)
        case .rejected(let rejection): report(rejection, as: "rejected", to: body)
        }
    }
}

extension CircleRecognizer.State: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        switch self {
        case .recognized(let circle): report(circle, as: "recognized", to: body)
        case .failed(let rejection): report(rejection, as: "failed", to: body)
        case .possible, .cancelled: break
        }
    }
}

/// Whether `text` holds the word "nan" in any case ("NaN", "-nan°"), not inside a longer word
/// of ASCII letters.
///
/// - Complexity: O(*n*) in the length of `text`.
func containsNaNWord(_ text: String) -> Bool {
    func isLetter(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
    let bytes = Array(text.utf8)
    var index = 0
    while index + 2 < bytes.count {
        if bytes[index] | 0x20 == UInt8(ascii: "n"), bytes[index + 1] | 0x20 == UInt8(ascii: "a"),
            bytes[index + 2] | 0x20 == UInt8(ascii: "n"), !isLetter(index > 0 ? bytes[index - 1] : nil),
            !isLetter(index + 3 < bytes.count ? bytes[index + 3] : nil)
        {
            return true
        }
        index += 1
    }
    return false
}
