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
/// ```
public struct Stroke: Hashable, Sendable {
    /// One recorded position of the finger or pointer.
    public struct Sample: Hashable, Sendable {
        public var x: Double
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

    /// Creates a stroke from points sampled at a constant `interval` (seconds) starting at 0.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public init(points: some Sequence<Point>, interval: Double) {
        self.samples = points.enumerated().map { Sample($0.element, time: Double($0.offset) * interval) }
    }

    /// An empty stroke.
    public static let empty = Stroke([Sample]())
}

extension Stroke: RandomAccessCollection {
    public typealias Index = Int
    @inlinable public var startIndex: Int { samples.startIndex }
    @inlinable public var endIndex: Int { samples.endIndex }
    @inlinable public subscript(position: Int) -> Sample { samples[position] }
}

// JSON form: {"x":1,"y":2,"t":0.016} with `t` optional, as in DESIGN.md.
extension Stroke.Sample: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, t }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x: try container.decode(Double.self, forKey: .x),
            y: try container.decode(Double.self, forKey: .y),
            time: try container.decodeIfPresent(Double.self, forKey: .t)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encodeIfPresent(time, forKey: .t)
    }
}

// JSON form: {"points":[...]}.
extension Stroke: Codable {
    private enum CodingKeys: String, CodingKey { case points }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.samples = try container.decode([Sample].self, forKey: .points)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(samples, forKey: .points)
    }
}
