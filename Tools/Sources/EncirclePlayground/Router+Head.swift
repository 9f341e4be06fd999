import Hummingbird

extension Router {
    /// Adds `handler` for `GET path` and for `HEAD path`, which answers the same status and
    /// headers without the body (RFC 9110 §9.3.2): Hummingbird routes each method on its own.
    func getAndHead(
        _ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> Response
    ) {
        get(path, use: handler)
        head(path) { request, context in
            var response = try await handler(request, context)
            // The length GET would send, with nothing written.
            response.body = ResponseBody(contentLength: response.body.contentLength) { writer in
                try await writer.finish(nil)
            }
            return response
        }
    }
}
