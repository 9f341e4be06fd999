import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import ToolsTestSupport

@testable import EncirclePlayground

@Suite struct LoopbackMiddlewareTests {
    @Test func aHostIsServedWhenItIsAnAddressLocalhostOrAllowed() {
        let middleware = LoopbackMiddleware<PlaygroundRequestContext>(allowedHosts: ["drawing.lan"])
        for host in [
            "127.0.0.1:8080", "127.0.0.1", "[::1]:8080", "localhost:8080", "LOCALHOST", "192.168.1.4:80",
            "drawing.lan:8080",
        ] {
            #expect(middleware.isServed(host), "\(host)")
        }
        for host in ["evil.example:8080", "evil.example", "127.0.0.1.evil.example", "localhost.evil.example", ""] {
            #expect(!middleware.isServed(host), "\(host)")
        }
    }

    @Test func anOriginIsTheSameSiteWhenItNamesTheHostAndItsPort() {
        typealias Middleware = LoopbackMiddleware<PlaygroundRequestContext>
        #expect(Middleware.isSameSite(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(Middleware.isSameSite(origin: "ws://localhost", host: "localhost:8080"))
        #expect(Middleware.isSameSite(origin: "http://[::1]:8080", host: "[::1]:8080"))
        #expect(!Middleware.isSameSite(origin: "http://127.0.0.1:9999", host: "127.0.0.1:8080"))
        #expect(!Middleware.isSameSite(origin: "http://evil.example", host: "127.0.0.1:8080"))
        #expect(!Middleware.isSameSite(origin: "null", host: "127.0.0.1:8080"))
    }

    /// The status line and body the server answers `request` with, over a raw connection.
    static func answer(_ request: String, limits: ConnectionLimits = ConnectionLimits()) async throws -> String {
        try await ConnectionGuardTests.withServer(limits) { port, _ in
            let connection = try RawConnection(port: port)
            connection.send(request)
            return RawConnection.text(await connection.readUntilClosed(timeout: 10).bytes)
        }
    }

    @Test func anotherSitesHostIsAnswered421() async throws {
        let answer = try await Self.answer(
            "GET /api/strokes HTTP/1.1\r\nHost: evil.example:8080\r\nConnection: close\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 421"), "\(answer)")
        #expect(answer.contains(#"not \"evil.example:8080\""#))
        var limits = ConnectionLimits()
        limits.allowedHosts = ["evil.example"]
        let allowed = try await Self.answer(
            "GET /api/strokes HTTP/1.1\r\nHost: evil.example:8080\r\nConnection: close\r\n\r\n", limits: limits)
        #expect(allowed.hasPrefix("HTTP/1.1 200"), "\(allowed)")
    }

    @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
        let refused = try await Self.answer(RawConnection.upgrade(origin: "http://evil.example"))
        #expect(refused.hasPrefix("HTTP/1.1 4"), "\(refused)")
        try await ConnectionGuardTests.withServer(ConnectionLimits()) { port, _ in
            let connection = try RawConnection(port: port)
            connection.send(RawConnection.upgrade(origin: "http://127.0.0.1"))
            try await Task.sleep(for: .milliseconds(300))
            connection.send(RawConnection.frame(opcode: 8, [0x03, 0xE8]))
            let answer = RawConnection.text(await connection.readUntilClosed(timeout: 10).bytes)
            #expect(answer.hasPrefix("HTTP/1.1 101"), "\(answer)")
        }
    }

    @Test(arguments: ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", nil])
    func aPostThatIsNotJSONIsAnswered415(_ type: String?) async throws {
        try await Fixture.withPlayground { client, _ in
            var headers: HTTPFields = [:]
            if let type { headers[.contentType] = type }
            try await client.execute(
                uri: "/api/strokes", method: .post, headers: headers,
                body: try Fixture.body(try Fixture.circle(), ["label": "circle"])
            ) { response in
                #expect(response.status == .unsupportedMediaType)
                let message = try Fixture.error(response.body)
                #expect(message?.contains("Content-Type: application/json") == true)
            }
            try await client.execute(uri: "/api/strokes", method: .get) { response in
                let strokes = try Fixture.object(response.body)["strokes"] as? [Any]
                #expect(strokes?.isEmpty == true)
            }
        }
    }

    @Test func jsonWithACharsetIsAccepted() async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/detect", method: .post, headers: [.contentType: "application/json; charset=utf-8"],
                body: try Fixture.body(try Fixture.circle())
            ) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
