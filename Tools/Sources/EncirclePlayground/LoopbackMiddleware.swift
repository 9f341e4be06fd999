import Foundation
import Hummingbird

/// Keeps the playground to the pages it serves, though it listens on loopback where any page
/// the browser shows can reach it:
/// - the `Host` header must be an address (`127.0.0.1:8080`, `[::1]:8080`), `localhost`, or a
///   name allowed by ``ConnectionLimits/allowedHosts``: a site whose DNS name is made to point
///   at 127.0.0.1 (DNS rebinding) names itself, and is answered 421;
/// - a WebSocket upgrade's `Origin`, when a client sends one, must name the `Host`'s name, and
///   its port when it names one (a browser names it; Hummingbird's own client does not);
///   another site's page is refused;
/// - a POST body must be `application/json` (415 otherwise): a page on another site can send a
///   form or `text/plain` without asking, but not JSON.
struct LoopbackMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowedHosts: Set<String>

    init(allowedHosts: [String]) {
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let host = request.head.authority
        if let host, !isServed(host) {
            throw PlaygroundError(
                .misdirectedRequest,
                "this server answers requests for its own address, not \"\(host)\" (encircle serve --allow-host)")
        }
        if let origin = request.headers[.origin], request.headers[.upgrade]?.lowercased() == "websocket",
            !Self.isSameSite(origin: origin, host: host ?? "")
        {
            throw PlaygroundError(.forbidden, "WebSocket from another origin, \"\(origin)\", refused")
        }
        if request.method == .post {
            let type = request.headers[.contentType] ?? ""
            let mediaType = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard mediaType.lowercased() == "application/json" else {
                throw PlaygroundError(
                    .unsupportedMediaType,
                    "the body must be JSON sent as Content-Type: application/json, not \"\(type)\"")
            }
        }
        return try await next(request, context)
    }

    /// Whether `host` (a `Host` header: a name or address and an optional port) is served.
    func isServed(_ host: String) -> Bool {
        let name = Self.name(host).lowercased()
        return name == "localhost" || allowedHosts.contains(name) || Self.isAddress(name)
    }

    /// Whether `origin` (`http://127.0.0.1:8080`) names the host `host` (`127.0.0.1:8080`).
    static func isSameSite(origin: String, host: String) -> Bool {
        guard let components = URLComponents(string: origin), let originName = components.host else { return false }
        let hostName = name(host).lowercased()
        guard originName.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")) == hostName else {
            return false
        }
        guard let originPort = components.port else { return true }
        return host.hasSuffix(":\(originPort)")
    }

    /// `host` without its port: `127.0.0.1:8080` → `127.0.0.1`, `[::1]:80` → `::1`.
    static func name(_ host: String) -> String {
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
            return String(host[host.index(after: host.startIndex)..<end])
        }
        return String(host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Whether `name` is an IPv4 or IPv6 address, which no DNS answer can make another site's.
    static func isAddress(_ name: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }
}
