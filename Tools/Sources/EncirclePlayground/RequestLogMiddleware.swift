import Foundation
import Hummingbird

/// Logs one line per request, once it is answered: method, path, status and duration,
/// `GET /api/strokes 200 1.4 ms`. Errors are logged with the status they are answered with
/// (``ErrorJSONMiddleware`` runs inside this one and turns them into answers).
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            log(request, status: status, since: start, context: context)
            throw error
        }
        log(request, status: response.status, since: start, context: context)
        return response
    }

    private func log(
        _ request: Request, status: HTTPResponse.Status, since start: ContinuousClock.Instant, context: Context
    ) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = elapsed.inSeconds * 1000
        let duration = String(format: "%.1f", milliseconds)
        context.logger.info("\(request.method) \(request.uri.path) \(status.code) \(duration) ms")
    }
}
