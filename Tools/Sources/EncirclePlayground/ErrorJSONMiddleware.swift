import Hummingbird
import NIOCore
import NIOHTTP1

/// Answers every error with `{"error":"..."}` and its status: the playground's own errors as
/// they are, Hummingbird's (an unknown route, a body too large) with their status and message,
/// a request the client broke off or malformed (a body cut short, a bad chunk size) with 400,
/// anything else with 500 and its description. Only the 500s are logged as errors: the others
/// are the client's, and the request log line shows them. Nothing thrown ends the server.
struct ErrorJSONMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as PlaygroundError {
            throw error
        } catch let error as HTTPError {
            throw PlaygroundError(error.status, error.body ?? Self.phrase(for: error.status, request: request))
        } catch is NIOTooManyBytesError {
            throw PlaygroundError.bodyTooLarge
        } catch let error as any HTTPResponseError {
            throw PlaygroundError(error.status, Self.phrase(for: error.status, request: request))
        } catch let error as HTTPParserError {
            throw PlaygroundError(.badRequest, "malformed request: \(error)")
        } catch is ChannelError, is IOError, is CancellationError {
            throw PlaygroundError(.badRequest, "the request was cut short: the connection closed before its end")
        } catch {
            context.logger.error("\(request.method) \(request.uri.path) failed: \(error)")
            throw PlaygroundError(.internalServerError, "internal error: \(error)")
        }
    }

    private static func phrase(for status: HTTPResponse.Status, request: Request) -> String {
        status == .notFound ? "no route \(request.method) \(request.uri.path)" : status.reasonPhrase.lowercased()
    }
}
