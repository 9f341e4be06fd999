import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import ToolsTestSupport

@testable import EncirclePlayground

/// What a client can make the server hold, and for how long: each limit of ``ConnectionLimits``
/// tried over a raw TCP connection against the live server, with short timeouts.
/// Serialized: each test times the server, which its neighbours would slow down.
@Suite(.serialized) struct ConnectionGuardTests {
    /// Runs `body` with the port of a live playground that applies `limits`.
    static func withServer<Value: Sendable>(
        _ limits: ConnectionLimits, _ body: @Sendable (Int, Playground) async throws -> Value
    ) async throws -> Value {
        let store = try Fixture.temporaryStore()
        defer { Fixture.removeStore(store) }
        var logger = Logger(label: "encircle.playground.tests")
        logger.logLevel = .warning
        let playground = Playground(store: store, limits: limits)
        return try await playground.application(host: "127.0.0.1", port: 0, logger: logger).test(.live) { client in
            try await body(try #require(client.port), playground)
        }
    }

    static func limits(_ change: (inout ConnectionLimits) -> Void) -> ConnectionLimits {
        var limits = ConnectionLimits()
        change(&limits)
        return limits
    }

    static let getPage = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"

    @Test func aConnectionThatSendsNothingOrTooLittleIsClosedAtTheHeadTimeout() async throws {
        try await Self.withServer(Self.limits { $0.requestHeadTimeout = .milliseconds(500) }) { port, playground in
            let silent = try RawConnection(port: port)
            let slow = try RawConnection(port: port)
            slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            async let silentEnd = silent.readUntilClosed(timeout: 10)
            async let slowEnd = slow.readUntilClosed(timeout: 10)
            for end in await [silentEnd, slowEnd] {
                #expect(end.closed && end.bytes.isEmpty)
                #expect(end.seconds > 0.3 && end.seconds < 9, "closed after \(end.seconds) s")
            }
            #expect(playground.events.count(of: .timeout) >= 2)
        }
    }

    @Test func newClientsAreServedWhileManyConnectionsSendNothing() async throws {
        try await Self.withServer(ConnectionLimits()) { port, _ in
            let idle = try (0..<200).map { _ in try RawConnection(port: port) }
            let client = try RawConnection(port: port)
            client.send(Self.getPage)
            let answer = await client.readUntilClosed(timeout: 10)
            #expect(RawConnection.text(answer.bytes).hasPrefix("HTTP/1.1 200"))
            // Answered while the idle connections are still open (they close after 10 s).
            let stillOpen = await idle[0].readUntilClosed(timeout: 0.1)
            #expect(!stillOpen.closed, "answered only after \(answer.seconds) s, once the idle ones were closed")
        }
    }

    @Test(arguments: [
        ("a NUL in a header", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\u{0}b\r\n\r\n"),
        (
            "1,001 headers",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String(repeating: "X-Many: 1\r\n", count: 1001) + "\r\n"
        ),
        ("a 1 MiB target", "GET /" + String(repeating: "a", count: 1 << 20) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
        ("an HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"),
        ("a header line without a colon", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n"),
    ])
    func aMalformedHeadIsAnswered400AndClosedAtOnce(_ name: String, _ head: String) async throws {
        try await Self.withServer(Self.limits { $0.requestHeadTimeout = .seconds(30) }) { port, playground in
            let connection = try RawConnection(port: port)
            connection.send(head)
            let answer = await connection.readUntilClosed(timeout: 10)
            #expect(answer.closed, "\(name): still open")
            #expect(answer.seconds < 9, "\(name): closed only after \(answer.seconds) s")
            #expect(RawConnection.text(answer.bytes).hasPrefix("HTTP/1.1 4"), "\(name): \(answer.bytes.prefix(40))")
            #expect(playground.events.count(of: .timeout) == 0)
        }
    }

    @Test func tlsBytesAreRefusedAtOnce() async throws {
        try await Self.withServer(Self.limits { $0.requestHeadTimeout = .seconds(30) }) { port, _ in
            let connection = try RawConnection(port: port)
            // The start of a TLS 1.2 ClientHello record.
            connection.send(
                [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03] + Array(repeating: 0, count: 32))
            let answer = await connection.readUntilClosed(timeout: 10)
            #expect(answer.closed && answer.seconds < 9)
        }
    }

    @Test func aBodyTooSlowIsAnswered408AndClosed() async throws {
        try await Self.withServer(Self.limits { $0.requestBodyTimeout = .milliseconds(500) }) { port, playground in
            let connection = try RawConnection(port: port)
            connection.send(
                "POST /api/detect HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 100\r\n\r\n{\"points\":")
            let answer = await connection.readUntilClosed(timeout: 10)
            let text = RawConnection.text(answer.bytes)
            #expect(text.hasPrefix("HTTP/1.1 408"), "\(text)")
            #expect(text.contains(#"{"error":"the request body did not arrive within 0.5 s"}"#))
            #expect(answer.closed && answer.seconds < 9)
            #expect(playground.events.count(of: .timeout) == 1)
        }
    }

    @Test(arguments: [
        ("a body cut short", "Content-Length: 100\r\n\r\n{\"points\":", true),
        ("a bad chunk size", "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", false),
    ])
    func aBrokenBodyIs400(_ name: String, _ rest: String, _ stopsSending: Bool) async throws {
        try await Self.withServer(ConnectionLimits()) { port, _ in
            let connection = try RawConnection(port: port)
            connection.send("POST /api/detect HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + rest)
            if stopsSending { connection.finishSending() }
            let answer = await connection.readUntilClosed(timeout: 10)
            let text = RawConnection.text(answer.bytes)
            #expect(text.hasPrefix("HTTP/1.1 400"), "\(name): \(text)")
            #expect(text.contains(#"{"error":"#), "\(name): \(text)")
        }
    }

    @Test func overTheBufferedBytesLimitARequestIsAnswered503() async throws {
        try await Self.withServer(Self.limits { $0.maximumBufferedBytes = 1024 }) { port, playground in
            let body = String(
                try Fixture.body(try Fixture.circle()).readableBytesView.map { Character(Unicode.Scalar($0)) })
            #expect(body.utf8.count > 1024)
            let connection = try RawConnection(port: port)
            connection.send(
                "POST /api/detect HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n" + body)
            let text = RawConnection.text(await connection.readUntilClosed(timeout: 10).bytes)
            #expect(text.hasPrefix("HTTP/1.1 503"), "\(text)")
            #expect(playground.buffered.count == 0)
        }
    }

    /// Opens a WebSocket on `connection` and returns once the server has answered 101.
    static func openWebSocket(_ connection: RawConnection) async throws {
        connection.send(RawConnection.upgrade())
        try await Task.sleep(for: .milliseconds(300))
    }

    /// The close frame at the end of `bytes`: its code and reason.
    static func closeFrame(_ bytes: [UInt8]) -> (code: Int, reason: String)? {
        guard let start = bytes.lastIndex(of: 0x88), start + 4 <= bytes.count else { return nil }
        let length = Int(bytes[start + 1])
        guard length >= 2, start + 2 + length == bytes.count else { return nil }
        let code = Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
        return (code, String(decoding: bytes[(start + 4)...], as: UTF8.self))
    }

    @Test func anUnmaskedFrameClosesTheSocketWith1002() async throws {
        try await Self.withServer(ConnectionLimits()) { port, playground in
            let connection = try RawConnection(port: port)
            try await Self.openWebSocket(connection)
            connection.send(RawConnection.frame(opcode: 1, Array(#"{"type":"begin"}"#.utf8), masked: false))
            let answer = await connection.readUntilClosed(timeout: 10)
            #expect(RawConnection.text(answer.bytes).hasPrefix("HTTP/1.1 101"))
            let close = Self.closeFrame(answer.bytes)
            #expect(close?.code == 1002)
            #expect(close?.reason == "frames from a client must be masked")
            #expect(answer.closed)
            #expect(playground.events.count(of: .unmaskedFrame) == 1)
        }
    }

    @Test func aFrameTooSlowClosesTheSocketWith1008() async throws {
        try await Self.withServer(Self.limits { $0.frameTimeout = .milliseconds(500) }) { port, playground in
            let connection = try RawConnection(port: port)
            try await Self.openWebSocket(connection)
            let frame = RawConnection.frame(opcode: 1, Array(repeating: UInt8(ascii: " "), count: 100_000))
            connection.send(frame.prefix(5_000))
            try await Task.sleep(for: .milliseconds(200))
            #expect(playground.buffered.count >= 5_000)
            let answer = await connection.readUntilClosed(timeout: 10)
            #expect(Self.closeFrame(answer.bytes)?.code == 1008)
            #expect(Self.closeFrame(answer.bytes)?.reason == "a frame took over 0.5 s to arrive")
            #expect(answer.closed && answer.seconds < 9)
            try await Task.sleep(for: .milliseconds(100))
            #expect(playground.buffered.count == 0)
        }
    }

    @Test func anIdleSocketIsClosedWith1001() async throws {
        try await Self.withServer(Self.limits { $0.webSocketIdleTimeout = .milliseconds(500) }) { port, _ in
            let connection = try RawConnection(port: port)
            try await Self.openWebSocket(connection)
            let answer = await connection.readUntilClosed(timeout: 10)
            #expect(Self.closeFrame(answer.bytes)?.code == 1001)
            #expect(Self.closeFrame(answer.bytes)?.reason == "idle: no message for 0.5 s")
            #expect(answer.closed && answer.seconds < 9)
        }
    }

    @Test func halfSentFramesBeyondTheBufferedBytesLimitAreRefusedWith1013() async throws {
        try await Self.withServer(Self.limits { $0.maximumBufferedBytes = 64 << 10 }) { port, playground in
            let first = try RawConnection(port: port)
            let second = try RawConnection(port: port)
            try await Self.openWebSocket(first)
            try await Self.openWebSocket(second)
            let frame = RawConnection.frame(opcode: 1, Array(repeating: UInt8(ascii: " "), count: 100_000))
            first.send(frame.prefix(40_000))
            try await Task.sleep(for: .milliseconds(200))
            second.send(frame.prefix(40_000))
            let answer = await second.readUntilClosed(timeout: 10)
            #expect(Self.closeFrame(answer.bytes)?.code == 1013)
            #expect(playground.events.count(of: .busy) == 1)
            #expect(playground.buffered.count <= 64 << 10)
        }
    }
}
