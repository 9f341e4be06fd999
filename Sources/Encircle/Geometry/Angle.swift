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
public struct Angle: Hashable, Sendable, Comparable, Codable {
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
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle of `value` degrees.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// The angle in degrees.
    @inlinable
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The zero angle.
    public static let zero = Angle(radians: 0)

    /// A full turn, 360°.
    public static let fullTurn = Angle(radians: 2 * .pi)

    /// The same direction expressed in (-180°, 180°].
    ///
    /// - Complexity: O(1).
    @inlinable
    public var normalized: Angle {
        var value = radians.truncatingRemainder(dividingBy: 2 * .pi)
        if value <= -.pi { value += 2 * .pi } else if value > .pi { value -= 2 * .pi }
        return Angle(radians: value)
    }

    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    @inlinable
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}

extension Angle: CustomStringConvertible {
    public var description: String {
        let rounded = (degrees * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))°" : "\(rounded)°"
    }
}
