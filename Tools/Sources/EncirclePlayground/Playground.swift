public import Encircle
import EncircleEvaluation
import EncircleShapes
import EncircleToolSupport
import Foundation
public import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Logging
import NIOCore
import NIOWebSocket

/// The Encircle playground: a page to draw strokes on, and the HTTP and WebSocket API behind
/// it (`encircle serve`).
///
/// | route | answer |
/// |---|---|
/// | `GET /`, `/playground.css`, `/playground.js` | the page |
/// | `POST /api/detect` | a detector's verdict on a stroke, as `encircle detect --format json`; with `"items"`, also `"selected"`: the items the circle selects (``ItemSelection``) |
/// | `POST /api/shapes` | the shape a stroke draws, as one stroke of `encircle shapes --format json` |
/// | `GET /api/live` | WebSocket: live progress of Encircle's recognizer, then the verdict |
/// | `POST /api/strokes`, `GET /api/strokes`, `GET`/`DELETE /api/strokes/{id}` | recordings |
/// | `GET /api/strokes/export` | the recordings as a ZIP of `$1` gesture logs |
///
/// Errors are `{"error":"..."}` with a 4xx status; the server goes on serving.
///
/// ```swift
/// let playground = Playground(store: try RecordingStore(path: path))
/// try await playground.application(host: "127.0.0.1", port: 8080) { port in print(port) }.run()
/// ```
public struct Playground: Sendable {
    /// Where recordings go.
    public let store: RecordingStore
    /// The time and memory each connection may take.
    public let limits: ConnectionLimits
    let detection: StrokeDetection
    let buffered: BufferedBytes
    let events = ConnectionEvents()

    /// Creates the playground with Encircle's `detector` (default limits unless given) and the
    /// connection `limits`.
    ///
    /// - Complexity: O(1).
    public init(
        store: RecordingStore, detector: CircleDetector = CircleDetector(),
        limits: ConnectionLimits = ConnectionLimits()
    ) {
        self.store = store
        self.detection = StrokeDetection(encircle: detector)
        self.limits = limits
        self.buffered = BufferedBytes(limit: limits.maximumBufferedBytes)
    }

    /// The router of every route, for the HTTP server and the WebSocket upgrade alike.
    ///
    /// - Complexity: O(1).
    public func router() -> Router<PlaygroundRequestContext> {
        let router = Router(context: PlaygroundRequestContext.self)
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: ErrorJSONMiddleware())
        router.add(middleware: LoopbackMiddleware(allowedHosts: limits.allowedHosts))
        for (path, asset) in PageAssets.byPath {
            router.getAndHead(RouterPath(path)) { _, _ in PageAssets.response(for: asset) }
        }
        router.post("/api/detect") { request, context in try await detect(request, context) }
        router.post("/api/shapes") { request, context in try await shapes(request, context) }
        router.post("/api/strokes") { request, context in try await save(request, context) }
        router.getAndHead("/api/strokes") { _, _ in JSONResponse.make(StrokeList(strokes: try await store.summaries()))
        }
        router.getAndHead("/api/strokes/export") { _, context in try await export(logger: context.logger) }
        router.getAndHead("/api/strokes/{id}") { _, context in
            let id = try Self.strokeID(context)
            guard let stroke = try await store.stroke(id: id) else { throw Self.unknownStroke(id) }
            return JSONResponse.make(stroke)
        }
        router.delete("/api/strokes/{id}") { _, context in
            let id = try Self.strokeID(context)
            guard try await store.delete(id: id) else { throw Self.unknownStroke(id) }
            return Response(status: .noContent)
        }
        router.ws("/api/live") { inbound, outbound, _ in
            var socket = LiveSocket(session: LiveSession(detection: detection), buffered: buffered)
            try await socket.run(inbound: inbound, outbound: outbound)
        }
        return router
    }

    /// The server on `host` and `port` (0: any free port), which calls `onRunning` with the
    /// port it listens on once it does. Each connection is guarded by ``limits``.
    ///
    /// - Complexity: O(1).
    public func application(
        host: String, port: Int, logger: Logger = Logger(label: "encircle.playground"),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = router()
        let (limits, buffered, events) = (limits, buffered, events)
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(limits.idleTimeout)),
            ws: .init(maxFrameSize: PlaygroundLimits.maximumMessageBytes))
        let webSocketResponder = router.buildResponder()
        let server = HTTPServerBuilder { responder in
            GuardedChannel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                limits: limits, buffered: buffered, events: events)
        }
        return Application(
            router: router,
            server: server,
            configuration: .init(
                address: .hostname(host, port: port), serverName: "encircle",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections, logger: logger)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    private struct StrokeList: Encodable { var strokes: [RecordedStroke.Summary] }
    private struct Created: Encodable { var id: Int64 }

    private func read(_ request: Request, _ context: PlaygroundRequestContext) async throws -> StrokeBody {
        try await StrokeBody.read(from: request, context: context, limits: limits, buffered: buffered)
    }

    private func detect(_ request: Request, _ context: PlaygroundRequestContext) async throws -> Response {
        let body = try await read(request, context)
        let entry = try detection.entry(id: body.detector)
        let items = try body.items?.points()
        let stroke = Stroke(body.points)
        let record = detection.record(of: stroke, by: entry)
        let selected = try items.map { items throws(PlaygroundError) in
            try ItemSelection.selected(items, by: record.detection, in: stroke)
        }
        return JSONResponse.make(DetectAnswer(record: record, selected: selected))
    }

    private func shapes(_ request: Request, _ context: PlaygroundRequestContext) async throws -> Response {
        let body = try await read(request, context)
        let recognition = ShapeRecognizer().recognize(Stroke(body.points))
        return JSONResponse.make(
            ShapeRecord(file: StrokeDetection.strokeName, label: body.label, recognition: recognition))
    }

    private func save(_ request: Request, _ context: PlaygroundRequestContext) async throws -> Response {
        let body = try await read(request, context)
        guard let label = body.label else { throw PlaygroundError(.badRequest, "missing \"label\"") }
        do {
            _ = try GestureLabel.validated(label)
        } catch {
            throw PlaygroundError(.badRequest, error.description)
        }
        if let verdict = body.verdict, (try? GestureLabel.validated(verdict)) == nil {
            throw PlaygroundError(
                .badRequest, "invalid verdict: a verdict is a word such as \"circle\" or \"rejected\"")
        }
        let id = try await store.save(Stroke(body.points), label: label, verdict: body.verdict)
        return JSONResponse.make(Created(id: id), status: .created)
    }

    private func export(logger: Logger) async throws -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "application/zip", .cacheControl: "no-cache",
                .contentDisposition: "attachment; filename=\"\(RecordingExport.fileName)\"",
            ],
            body: ResponseBody { [store] writer in
                // Streamed: each write waits while the client is behind, so memory stays flat.
                // Past the headers an error can only cut the download short; the log says why.
                do {
                    try await RecordingExport.write(from: store) { chunk in try await writer.write(chunk) }
                    try await writer.finish(nil)
                } catch let error where error is ChannelError || error is IOError {
                    logger.notice("export cut short: the client went away (\(error))")
                    throw error
                } catch {
                    logger.error("export cut short: \(error)")
                    throw error
                }
            })
    }

    private static func strokeID(_ context: some RequestContext) throws -> Int64 {
        let text = context.parameters.get("id") ?? ""
        guard let id = Int64(text) else { throw PlaygroundError(.notFound, "no stroke \"\(text)\"") }
        return id
    }

    private static func unknownStroke(_ id: Int64) -> PlaygroundError {
        PlaygroundError(.notFound, "no stroke \(id)")
    }
}
