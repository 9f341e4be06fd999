/// One continuous touch or pointer stroke: samples in the order they were recorded.
///
/// Coordinates are in points with y growing downward, as on screens. Times are in seconds
/// from any origin; they may be missing (`nil`) when a log does not record them, in which
/// case detectors skip their time-based checks.
///
/// A stroke is a plain value: it accepts any input, including NaN, infinities and time
/// running backwards. Detectors answer such input with a named rejection instead of trapping.
///
/// ```swift
/// let stroke = Stroke([Stroke.Sample(x: 10, y: 20, time: 0), Stroke.Sample(x: 12, y: 25, time: 0.016)])
/// stroke.pathLength   // 5.385...
///
/// Stroke(points: [Point(x: 10, y: 20), Point(x: 12, y: 25)], interval: 0.016)   // the same stroke
/// Stroke(points: touchLocations)                                                  // from [Point] or [CGPoint]
/// ```
///
/// ## JSON
/// A stroke is `{"points":[…]}`. Each sample decodes from an object `{"x":1,"y":2,"t":0.016}`
/// (`t` optional or `null`) or an array `[1, 2]` or `[1, 2, 0.016]` (`t` may be `null`), the
/// form of the project's data bundle; samples always encode as objects.
public struct Stroke: Hashable, Sendable {
    /// One recorded position of the finger or pointer.
    public struct Sample: Hashable, Sendable {
        /// The horizontal position, in points.
        public var x: Double
        /// The vertical position, in points, growing downward.
        public var y: Double
        /// Seconds since any origin, or `nil` when the recorder did not say.
        public var time: Double?

        /// Creates a sample.
        ///
        /// - Complexity: O(1).
        @inlinable
        public init(x: Double, y: Double, time: Double? = nil) {
            self.x = x
            self.y = y
            self.time = time
        }

        /// Creates a sample at `point`.
        ///
        /// - Complexity: O(1).
        @inlinable
        public init(_ point: Point, time: Double? = nil) {
            self.init(x: point.x, y: point.y, time: time)
        }

        /// The sample's position.
        @inlinable
        public var point: Point {
            get { Point(x: x, y: y) }
            set {
                x = newValue.x
                y = newValue.y
            }
        }
    }

    /// The samples in recording order.
    public var samples: [Sample]

    /// Creates a stroke from samples in recording order.
    ///
    /// - Complexity: O(*n*) for a sequence that is not already an array.
    @inlinable
    public init(_ samples: some Sequence<Sample>) {
        self.samples = Array(samples)
    }

    /// Creates a stroke from points without timestamps.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public init(points: some Sequence<Point>) {
        self.samples = points.map { Sample($0) }
    }

    /// Creates a stroke from points sampled at a constant `interval` (seconds) starting at 0:
    /// sample *i* has time *i* · `interval`.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public init(points: some Sequence<Point>, interval: Double) {
        self.samples = points.enumerated().map { Sample($0.element, time: Double($0.offset) * interval) }
    }

    /// Creates a stroke from `(x, y)` coordinate pairs without timestamps.
    ///
    /// ```swift
    /// Stroke(coordinates: [(0, 0), (10, 0), (10, 10)])
    /// ```
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package init(coordinates: [(x: Double, y: Double)]) {
        self.samples = coordinates.map { Sample(x: $0.x, y: $0.y) }
    }

    /// Creates a stroke from `(x, y)` coordinate pairs sampled at a constant `interval`
    /// (seconds) starting at 0: sample *i* has time *i* · `interval`.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    package init(coordinates: [(x: Double, y: Double)], interval: Double) {
        self.samples = coordinates.enumerated().map {
            Sample(x: $0.element.x, y: $0.element.y, time: Double($0.offset) * interval)
        }
    }

    /// An empty stroke.
    public static let empty = Stroke([Sample]())
}

/// A stroke is the collection of its samples: `stroke[0]`, `stroke.count`, `for sample in stroke`.
extension Stroke: RandomAccessCollection {
    /// Sample positions, 0 to `count - 1`.
    public typealias Index = Int

    /// 0.
    ///
    /// - Complexity: O(1).
    @inlinable public var startIndex: Int { samples.startIndex }

    /// The number of samples.
    ///
    /// - Complexity: O(1).
    @inlinable public var endIndex: Int { samples.endIndex }

    /// The sample at `position`, which must be a valid index (as for any collection).
    ///
    /// - Complexity: O(1).
    @inlinable public subscript(position: Int) -> Sample { samples[position] }
}

// JSON forms: an object {"x":1,"y":2,"t":0.016} (t optional) or an array [x, y] / [x, y, t].
extension Stroke.Sample: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, t }

    /// Decodes a sample from an object `{"x":1,"y":2,"t":0.016}` (`t` optional or `null`) or an
    /// array `[x, y]` or `[x, y, t]` (`t` may be `null`).
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an array of another length
    ///   ("a sample array is [x, y] or [x, y, t]; this one has 4 elements") and
    ///   `DecodingError.typeMismatch` for an array element that is not a number
    ///   ("x of a sample array must be a number"); the decoder's errors for an object with
    ///   missing or mistyped keys, or a value that is neither an object nor an array.
    /// - Complexity: O(1).
    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            try self.init(array: &array)
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                x: try container.decode(Double.self, forKey: .x),
                y: try container.decode(Double.self, forKey: .y),
                time: try container.decodeIfPresent(Double.self, forKey: .t)
            )
        }
    }

    /// Reads `[x, y]` or `[x, y, t]`.
    private init(array: inout any UnkeyedDecodingContainer) throws {
        func arityError(_ count: Int) -> DecodingError {
            DecodingError.dataCorrupted(
                .init(
                    codingPath: array.codingPath,
                    debugDescription: "a sample array is [x, y] or [x, y, t]; this one has \(count) element"
                        + (count == 1 ? "" : "s")))
        }
        if let count = array.count, count != 2, count != 3 { throw arityError(count) }
        func number(_ name: String, optional: Bool = false) throws -> Double? {
            if optional, try array.decodeNil() { return nil }
            let path = array.codingPath + [SampleArrayIndex(intValue: array.currentIndex)]
            do {
                return try array.decode(Double.self)
            } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
                throw DecodingError.typeMismatch(
                    Double.self,
                    .init(codingPath: path, debugDescription: "\(name) of a sample array must be a number"))
            }
        }
        guard !array.isAtEnd, let x = try number("x") else { throw arityError(0) }
        guard !array.isAtEnd, let y = try number("y") else { throw arityError(1) }
        let time = array.isAtEnd ? nil : try number("t", optional: true)
        if !array.isAtEnd {
            // Only for decoders that do not tell the count up front.
            var count = 3
            while !array.isAtEnd {
                _ = try array.superDecoder()
                count += 1
            }
            throw arityError(count)
        }
        self.init(x: x, y: y, time: time)
    }

    /// Encodes the object form `{"x":1,"y":2,"t":0.016}`, without `t` when the time is `nil`.
    ///
    /// - Complexity: O(1).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encodeIfPresent(time, forKey: .t)
    }
}

/// The position of an element in a sample array, for error paths.
private struct SampleArrayIndex: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(intValue: Int) { self.intValue = intValue }

    init?(stringValue: String) { nil }
}

// JSON form: {"points":[...]}.
extension Stroke: Codable {
    private enum CodingKeys: String, CodingKey { case points }

    /// Decodes `{"points":[…]}`, each sample in either form that ``Sample`` decodes.
    ///
    /// - Throws: The decoder's errors, and those of ``Sample/init(from:)``.
    /// - Complexity: O(*n*).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.samples = try container.decode([Sample].self, forKey: .points)
    }

    /// Encodes `{"points":[…]}` with every sample as an object.
    ///
    /// - Complexity: O(*n*).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(samples, forKey: .points)
    }
}
