import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Hummingbird
import NIOCore

/// A stroke posted to the playground:
/// `{"points":[{"x":..,"y":..,"t":..},...],"detector":"encircle","label":"circle","verdict":"circle"}`,
/// and for `POST /api/detect` optionally `"items":[{"x":..,"y":..},...]` (``PostedItems``).
///
/// Points follow the rules of a single-stroke file, as `EncircleEvaluation`'s `StrokeLoader`
/// reads one: objects or `[x, y, t]` arrays, `t` in seconds and optional, at least one point.
/// `detector`, `label`, `verdict` and `items` are optional; each route says which it reads.
struct StrokeBody: Decodable {
    var points: [Stroke.Sample]
    var detector: String?
    var label: String?
    var verdict: String?
    var items: PostedItems?

    /// Reads the body of `request`, at most ``PlaygroundLimits/maximumMessageBytes``, within
    /// ``ConnectionLimits/requestBodyTimeout``, holding its bytes in `buffered` while it
    /// arrives.
    ///
    /// - Throws: ``PlaygroundError``: 413 for a body or stroke over the limits, 408 for a body
    ///   too slow (the connection is then closed: the rest of the body is not waited for), 503
    ///   when the server already holds ``ConnectionLimits/maximumBufferedBytes``, 400 for
    ///   anything that is not such a stroke.
    static func read(
        from request: Request, context: PlaygroundRequestContext, limits: ConnectionLimits, buffered: BufferedBytes
    ) async throws -> StrokeBody {
        let channel = context.channel
        let timeout = limits.requestBodyTimeout
        let timer = channel.eventLoop.scheduleTask(in: TimeAmount(timeout)) {
            let message = "the request body did not arrive within \(ConnectionGuard.text(timeout))"
            channel.pipeline.fireUserInboundEventTriggered(
                ConnectionGuard.AnswerAndClose(error: PlaygroundError(.requestTimeout, message), event: .timeout))
        }
        defer { timer.cancel() }
        var body = ByteBuffer()
        defer { buffered.release(body.readableBytes) }
        for try await var chunk in request.body {
            guard body.readableBytes + chunk.readableBytes <= PlaygroundLimits.maximumMessageBytes else {
                throw PlaygroundError.bodyTooLarge
            }
            guard buffered.reserve(chunk.readableBytes) else { throw PlaygroundError.busy }
            body.writeBuffer(&chunk)
        }
        return try decode(Array(body.readableBytesView))
    }

    /// Decodes `bytes`: its points by ``QuickSamples`` when they are the common case, the rest
    /// (and the points when they are not) by `JSONDecoder`.
    static func decode(_ bytes: [UInt8]) throws(PlaygroundError) -> StrokeBody {
        var body: StrokeBody
        do {
            if let (range, samples) = QuickSamples.read(in: bytes) {
                let rest = bytes[..<range.lowerBound] + Array("[]".utf8) + bytes[range.upperBound...]
                body = try JSONDecoder().decode(StrokeBody.self, from: Data(rest))
                body.points = samples
            } else {
                body = try JSONDecoder().decode(StrokeBody.self, from: Data(bytes))
            }
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
