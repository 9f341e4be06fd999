import Hummingbird
import HummingbirdTesting
import Testing

@testable import EncirclePlayground

@Suite struct RouterHeadTests {
    @Test(arguments: ["/", "/playground.js", "/api/strokes"])
    func headAnswersAsGetWithoutTheBody(_ path: String) async throws {
        try await Fixture.withPlayground { client, _ in
            let length = try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                return response.body.readableBytes
            }
            try await client.execute(uri: path, method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.contentLength] == String(length))
            }
        }
    }

    @Test func headOfAnUnknownStrokeIs404() async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(uri: "/api/strokes/41", method: .head) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
