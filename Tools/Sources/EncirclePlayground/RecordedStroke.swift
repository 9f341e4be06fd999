public import Encircle
public import Foundation

/// A stroke recorded in the playground, with its label and, when the page sent one, the
/// verdict it was shown.
///
/// JSON (`GET /api/strokes/{id}`):
/// `{"id":1,"label":"circle","createdAt":"2026-11-22T16:00:00Z","verdict":"circle","points":[{"x":..,"y":..,"t":..}]}`.
public struct RecordedStroke: Sendable, Hashable, Encodable {
    /// The store's identifier.
    public var id: Int64
    /// The gesture name (`GestureLabel.validated(_:)`).
    public var label: String
    /// When the stroke was saved.
    public var createdAt: Date
    /// The verdict the page showed (`"circle"`, `"rejected"`, …), if it said.
    public var verdict: String?
    /// The samples.
    public var stroke: Stroke

    /// Creates a recorded stroke.
    ///
    /// - Complexity: O(1).
    public init(id: Int64, label: String, createdAt: Date, verdict: String?, stroke: Stroke) {
        self.id = id
        self.label = label
        self.createdAt = createdAt
        self.verdict = verdict
        self.stroke = stroke
    }

    private enum CodingKeys: String, CodingKey { case id, label, createdAt, verdict, points }

    /// Encodes the keys above; `verdict` is `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(label, forKey: .label)
        try container.encode(RecordingStore.timestamp(createdAt), forKey: .createdAt)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(stroke.samples, forKey: .points)
    }

    /// The stroke without its points, as `GET /api/strokes` lists it:
    /// `{"id":1,"label":"circle","points":54,"createdAt":"…","verdict":"circle"}`.
    public struct Summary: Sendable, Hashable, Encodable {
        /// The store's identifier.
        public var id: Int64
        /// The gesture name.
        public var label: String
        /// The number of points.
        public var points: Int
        /// When the stroke was saved.
        public var createdAt: Date
        /// The verdict the page showed, if it said.
        public var verdict: String?

        private enum CodingKeys: String, CodingKey { case id, label, points, createdAt, verdict }

        /// Encodes the keys above; `verdict` is `null` when unknown.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(label, forKey: .label)
            try container.encode(points, forKey: .points)
            try container.encode(RecordingStore.timestamp(createdAt), forKey: .createdAt)
            try container.encode(verdict, forKey: .verdict)
        }
    }
}
