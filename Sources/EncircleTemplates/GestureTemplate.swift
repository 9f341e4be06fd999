import Encircle

/// One recorded example of a named gesture: what a ``TemplateRecognizer`` compares strokes with.
///
/// A gesture may have many templates under one name (several people, several ways of drawing
/// it); the recognizer answers with the name of the closest one. Times are not kept: the
/// $1 family compares shapes only.
///
/// ## JSON
/// `{"name":"check","points":[[x,y],…]}`, the form of the $1 reference's templates, which
/// `Data/dollar1-templates.json` carries; samples may also be objects `{"x":1,"y":2}` or carry
/// a time, which is ignored.
///
/// ```swift
/// let check = GestureTemplate(name: "check", points: [Point(x: 0, y: 10), Point(x: 5, y: 15), Point(x: 15, y: 0)])
/// let fromStroke = GestureTemplate(name: "check", stroke: recordedStroke)
/// ```
public struct GestureTemplate: Hashable, Sendable, Codable {
    /// The gesture's name, as the recognizer reports it.
    public var name: String
    /// The recorded positions, in drawing order.
    public var points: [Point]

    /// Creates a template from positions in drawing order.
    ///
    /// - Complexity: O(1).
    public init(name: String, points: [Point]) {
        self.name = name
        self.points = points
    }

    /// Creates a template from a recorded stroke, keeping its positions.
    ///
    /// - Complexity: O(*n*).
    public init(name: String, stroke: Stroke) {
        self.init(name: name, points: stroke.map(\.point))
    }

    /// The positions as a stroke without times.
    ///
    /// - Complexity: O(*n*).
    public var stroke: Stroke { Stroke(points: points) }

    private enum CodingKeys: String, CodingKey { case name, points }

    /// Decodes `{"name":…,"points":[…]}`, each point an array `[x, y]` (a third element, a time,
    /// is ignored) or an object `{"x":…,"y":…}`.
    ///
    /// - Throws: The decoder's errors, and those of ``Stroke/Sample/init(from:)``.
    /// - Complexity: O(*n*).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        points = try container.decode([Stroke.Sample].self, forKey: .points).map(\.point)
    }

    /// Encodes `{"name":…,"points":[[x,y],…]}`.
    ///
    /// - Complexity: O(*n*).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(points.map { [$0.x, $0.y] }, forKey: .points)
    }
}
