import Encircle
import EncircleEvaluation
import Foundation
import Hummingbird
import NIOCore

/// A stroke posted to the playground:
/// `{"points":[{"x":..,"y":..,"t":..},...],"detector":"encircle","label":"circle","verdict":"circle"}`,
/// and for `POST /api/detect` optionally `"items":[{"x":..,"y":..},...]` (``PostedItems``).
///
/// Points follow the rules of a single-stroke file (``EncircleEvaluation/StrokeJSON``): objects
/// or `[x, y, t]` arrays, `t` in seconds and optional, at least one point. `detector`, `label`,
/// `verdict` and `items` are optional; each route says which it reads.
struct StrokeBody: Decodable {
    var points: [Stroke.Sample]
    var detector: String?
    var label: String?
    var verdict: String?
    var items: PostedItems?

    /// Reads the body of `request`, at most ``PlaygroundLimits/maximumMessageBytes``.
    ///
    /// - Throws: ``PlaygroundError``: 413 for a body or stroke over the limits, 400 for
    ///   anything that is not such a stroke.
    static func read(from request: Request) async throws -> StrokeBody {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: PlaygroundLimits.maximumMessageBytes)
        } catch is NIOTooManyBytesError {
            throw PlaygroundError.bodyTooLarge
        }
        return try decode(Data(buffer.readableBytesView))
    }

    /// Decodes `data`.
    static func decode(_ data: Data) throws(PlaygroundError) -> StrokeBody {
        let body: StrokeBody
        do {
            body = try JSONDecoder().decode(StrokeBody.self, from: data)
        } catch {
            throw PlaygroundError(
                .badRequest,
                "not a stroke {\"points\":[{\"x\":..,\"y\":..,\"t\":..}]}: \(JSONProblem.describe(error))")
        }
        guard !body.points.isEmpty else { throw PlaygroundError(.badRequest, "\"points\" is empty") }
        guard body.points.count <= PlaygroundLimits.maximumPoints else {
            throw PlaygroundError.tooManyPoints(body.points.count)
        }
        return body
    }

    /// The one wording of the point limit, for HTTP answers and WebSocket close reasons.
    static func tooManyPointsMessage(_ count: Int) -> String {
        "the stroke has \(count) points; the limit is \(PlaygroundLimits.maximumPoints)"
    }
}
