import Encircle
import Foundation
import HummingbirdTesting
import HummingbirdWSTesting
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket
import Testing
import WSClient

@testable import EncirclePlayground

@Suite struct LiveSocketTests {
    /// What a client saw on one socket: the text messages and the close frame.
    struct Seen: Sendable {
        var messages: [String]
        var close: WebSocketCloseFrame?
        var types: [String] {
            messages.compactMap { (try? Fixture.object(ByteBuffer(string: $0)))?["type"] as? String }
        }
    }

    /// Sends `texts` on a fresh socket (with frames of at most `frameSize` bytes) and collects
    /// the replies until a verdict comes or the server closes.
    static func exchange(
        _ client: any TestClientProtocol, _ texts: [String], frameSize: Int = 1 << 14
    ) async throws -> Seen {
        let collected = Collected()
        let close = try await client.ws("/api/live", configuration: .init(maxFrameSize: frameSize)) {
            inbound, outbound, _ in
            for text in texts { try await outbound.writeTextMessage(text) }
            for try await message in inbound.messages(maxSize: 1 << 22) {
                guard case .text(let text) = message else { continue }
                await collected.append(text)
                if text.contains("\"type\":\"verdict\"") { return }
            }
        }
        return Seen(messages: await collected.messages, close: close)
    }

    actor Collected {
        var messages: [String] = []
        func append(_ text: String) { messages.append(text) }
    }

    static func samplesMessages(_ stroke: Stroke, chunk: Int = 8) throws -> [String] {
        try stride(from: 0, to: stroke.count, by: chunk).map { start in
            String(
                decoding: try LiveSessionTests.samples(stroke.samples[start..<min(start + chunk, stroke.count)]),
                as: UTF8.self)
        }
    }

    @Test func circleStreamedInChunksGetsProgressThenACircle() async throws {
        let circle = try Fixture.circle()
        let chunks = try Self.samplesMessages(circle)
        try await Fixture.withPlayground(.live) { client, _ in
            let seen = try await Self.exchange(
                client, ["{\"type\":\"begin\"}"] + chunks + ["{\"type\":\"end\"}"])
            #expect(seen.types == Array(repeating: "progress", count: chunks.count) + ["verdict"])
            let verdict = try Fixture.object(ByteBuffer(string: try #require(seen.messages.last)))
            #expect(verdict["isCircle"] as? Bool == true)
            #expect(verdict["detector"] as? String == "encircle")
        }
    }

    @Test func sharpCorneredRectangleGetsFailedBeforeEnd() async throws {
        let chunks = try Self.samplesMessages(try Fixture.sharpRectangle())
        try await Fixture.withPlayground(.live) { client, _ in
            let seen = try await Self.exchange(client, ["{\"type\":\"begin\"}"] + chunks + ["{\"type\":\"end\"}"])
            let types = seen.types
            let failed = try #require(types.firstIndex(of: "failed"))
            #expect(types.filter { $0 == "failed" }.count == 1)
            #expect(failed < types.count - 1)
            #expect(types.last == "verdict")
            let failure = try Fixture.object(ByteBuffer(string: seen.messages[failed]))
            #expect((failure["rejection"] as? [String: Any])?["reason"] is String)
            #expect(failure["samples"] as? Int ?? 0 > 0)
        }
    }

    /// A message over 1 MiB closes with 1009 and a reason, sent in one frame or in many; other
    /// sockets and HTTP go on.
    @Test(arguments: [1 << 14, 1 << 19])
    func oversizeMessageClosesWith1009(frameSize: Int) async throws {
        let big =
            "{\"type\":\"samples\",\"points\":[" + String(repeating: " ", count: PlaygroundLimits.maximumMessageBytes)
            + "]}"
        try await Fixture.withPlayground(.live) { client, _ in
            let seen = try await Self.exchange(client, ["{\"type\":\"begin\"}", big], frameSize: frameSize)
            #expect(seen.close?.closeCode == .messageTooLarge)
            #expect(seen.close?.reason?.contains("1 MiB") == true, "\(String(describing: seen.close?.reason))")
            try await Self.expectStillServing(client)
        }
    }

    /// A single frame over the largest the server reads is refused before it is read: still
    /// 1009 (the WebSocket layer's own close, without a reason).
    @Test func hugeFrameClosesWith1009() async throws {
        let huge = String(repeating: " ", count: PlaygroundLimits.maximumMessageBytes + 1)
        try await Fixture.withPlayground(.live) { client, _ in
            let seen = try await Self.exchange(client, [huge], frameSize: 2 * PlaygroundLimits.maximumMessageBytes)
            #expect(seen.close?.closeCode == .messageTooLarge)
            try await Self.expectStillServing(client)
        }
    }

    @Test(arguments: [
        ("{\"type\":", WebSocketErrorCode.dataInconsistentWithMessage),
        ("{\"type\":\"samples\",\"points\":[[1,2]]}", .policyViolation),
        ("{\"type\":\"wave\"}", .policyViolation),
    ])
    func protocolErrorsCloseWithAReason(text: String, code: WebSocketErrorCode) async throws {
        try await Fixture.withPlayground(.live) { client, _ in
            let seen = try await Self.exchange(client, [text])
            #expect(seen.close?.closeCode == code)
            #expect(seen.close?.reason?.isEmpty == false)
            try await Self.expectStillServing(client)
        }
    }

    /// A bad socket does not disturb one that is open at the same time.
    @Test func otherSocketsContinue() async throws {
        let circle = try Fixture.circle()
        let chunks = try Self.samplesMessages(circle)
        try await Fixture.withPlayground(.live) { client, _ in
            async let good = Self.exchange(
                client, ["{\"type\":\"begin\"}"] + chunks + ["{\"type\":\"end\"}"])
            async let bad = Self.exchange(client, ["not json"])
            let (goodSeen, badSeen) = try await (good, bad)
            #expect(badSeen.close?.closeCode == .dataInconsistentWithMessage)
            #expect(goodSeen.types.last == "verdict")
        }
    }

    static func expectStillServing(_ client: any TestClientProtocol) async throws {
        let chunks = try samplesMessages(try Fixture.circle())
        let seen = try await exchange(
            client, ["{\"type\":\"begin\"}"] + chunks + ["{\"type\":\"end\"}"])
        #expect(seen.types.last == "verdict")
        try await client.execute(uri: "/api/strokes", method: .get) { #expect($0.status == .ok) }
    }

    @Test func closeReasonsFitAControlFrame() {
        let long = String(repeating: "é", count: 200)
        let clipped = LiveSocket.clipped(long)
        #expect(clipped.utf8.count <= LiveSocket.maximumReasonBytes)
        #expect(clipped.hasSuffix("…"))
        #expect(LiveSocket.clipped("short") == "short")
    }
}
