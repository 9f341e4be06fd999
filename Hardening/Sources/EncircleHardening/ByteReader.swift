/// Reads numbers from the bytes a fuzzer supplies. It never fails: past the end it reads zeros,
/// so every byte string is a valid input and the fuzzer is free to cut or extend it.
///
/// ```swift
/// var reader = ByteReader([0x01, 0x02])
/// reader.uint16()   // 258 (big-endian)
/// reader.isAtEnd    // true
/// reader.byte()     // 0
/// ```
public struct ByteReader: Sendable {
    private let bytes: [UInt8]
    /// Where the next read starts.
    public private(set) var offset = 0

    /// Creates a reader at the start of `bytes`.
    ///
    /// - Complexity: O(*n*) for a sequence that is not already an array.
    public init(_ bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset >= bytes.count }

    /// Bytes not yet read.
    public var remainingCount: Int { max(bytes.count - offset, 0) }

    /// The next byte, or 0 past the end.
    ///
    /// - Complexity: O(1).
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next `count` bytes as a big-endian unsigned integer (`count` ≤ 8).
    ///
    /// - Complexity: O(`count`).
    public mutating func bigEndian(byteCount count: Int) -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<min(max(count, 0), 8) { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// The next two bytes, big-endian.
    ///
    /// - Complexity: O(1).
    public mutating func uint16() -> UInt16 { UInt16(truncatingIfNeeded: bigEndian(byteCount: 2)) }

    /// The next two bytes as a signed big-endian integer.
    ///
    /// - Complexity: O(1).
    public mutating func int16() -> Int16 { Int16(bitPattern: uint16()) }

    /// The next byte as a signed integer.
    ///
    /// - Complexity: O(1).
    public mutating func int8() -> Int8 { Int8(bitPattern: byte()) }

    /// The next four bytes as the bits of a `Float` (any value: NaN, infinities, subnormals).
    ///
    /// - Complexity: O(1).
    public mutating func float32() -> Double {
        Double(Float(bitPattern: UInt32(truncatingIfNeeded: bigEndian(byteCount: 4))))
    }

    /// The next eight bytes as the bits of a `Double` (any value: NaN, infinities, subnormals).
    ///
    /// - Complexity: O(1).
    public mutating func float64() -> Double { Double(bitPattern: bigEndian(byteCount: 8)) }

    /// One of ``specialValues``, chosen by the next byte.
    ///
    /// - Complexity: O(1).
    public mutating func specialValue() -> Double {
        Self.specialValues[Int(byte()) % Self.specialValues.count]
    }

    /// Values at the edges of what `Double` and the detectors handle: NaN, infinities, the
    /// largest and smallest magnitudes, signed zeros, and the detectors' coordinate limit
    /// (10⁹) on either side.
    public static let specialValues: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .ulpOfOne, 1, -1,
        1e9, 1e9.nextUp, -1e9, -(1e9.nextUp), 1e154, 1e308, -1e308, 1e-300, .pi, 0.5, 10, 10.0.nextDown, 100,
        Double(Int64.max), Double(Int32.min), .signalingNaN,
    ]

    /// The next four bytes as the bits of a `Float` would read, encoded: the inverse of
    /// ``float32()`` for values a `Float` holds exactly.
    ///
    /// - Complexity: O(1).
    public static func bytes(float32 value: Double) -> [UInt8] {
        let bits = Float(value).bitPattern
        return (0..<4).map { UInt8(truncatingIfNeeded: bits >> (24 - 8 * $0)) }
    }

    /// `value` as two big-endian bytes: the inverse of ``int16()``.
    ///
    /// - Complexity: O(1).
    public static func bytes(int16 value: Int16) -> [UInt8] {
        let bits = UInt16(bitPattern: value)
        return [UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits)]
    }

    /// `value` as eight big-endian bytes: the inverse of ``float64()``.
    ///
    /// - Complexity: O(1).
    public static func bytes(float64 value: Double) -> [UInt8] {
        let bits = value.bitPattern
        return (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
    }
}
