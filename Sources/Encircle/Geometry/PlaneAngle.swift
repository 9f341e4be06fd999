#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An angle, so that no API takes a bare `Double` whose unit you must guess.
///
/// ```swift
/// configuration.minimumSweep = .degrees(320)
/// ```
public struct PlaneAngle: Hashable, Sendable, Comparable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `value` radians.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func radians(_ value: Double) -> PlaneAngle { PlaneAngle(radians: value) }

    /// An angle of `value` degrees.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func degrees(_ value: Double) -> PlaneAngle { PlaneAngle(degrees: value) }

    /// The angle in degrees, without the binary noise of the conversion: `.degrees(300)` reads
    /// back 300, not 300.00000000000006.
    @inlinable
    public var degrees: Double {
        get { NumberText.denoised(radians * 180 / .pi) }
        set { radians = newValue * .pi / 180 }
    }

    /// The zero angle.
    public static let zero = PlaneAngle(radians: 0)

    /// A full turn, 360°.
    public static let fullTurn = PlaneAngle(radians: 2 * .pi)

    /// The same direction expressed in (-180°, 180°].
    @inlinable
    public var normalized: PlaneAngle {
        var value = radians.truncatingRemainder(dividingBy: 2 * .pi)
        if value <= -.pi { value += 2 * .pi } else if value > .pi { value -= 2 * .pi }
        return PlaneAngle(radians: value)
    }

    /// Whether `lhs` is the smaller angle (compared as given, not normalized).
    @inlinable
    public static func < (lhs: PlaneAngle, rhs: PlaneAngle) -> Bool { lhs.radians < rhs.radians }

    /// The sum of two angles, not normalized: 270° + 180° is 450°.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func + (lhs: PlaneAngle, rhs: PlaneAngle) -> PlaneAngle {
        PlaneAngle(radians: lhs.radians + rhs.radians)
    }

    /// The difference of two angles, not normalized (see ``normalized``).
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func - (lhs: PlaneAngle, rhs: PlaneAngle) -> PlaneAngle {
        PlaneAngle(radians: lhs.radians - rhs.radians)
    }

    /// The same angle turned the other way.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static prefix func - (angle: PlaneAngle) -> PlaneAngle { PlaneAngle(radians: -angle.radians) }

    /// The angle scaled by `rhs`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func * (lhs: PlaneAngle, rhs: Double) -> PlaneAngle { PlaneAngle(radians: lhs.radians * rhs) }
}

extension PlaneAngle: CustomStringConvertible {
    /// The angle in degrees to one decimal: "45°", "12.3°", "NaN°", "∞°" (never traps, whatever
    /// the value).
    public var description: String { NumberText.plain(degrees, fractionDigits: 1) + "°" }
}
