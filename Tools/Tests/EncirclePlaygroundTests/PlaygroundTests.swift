import Encircle
import EncircleEvaluation
import EncircleShapes
import EncircleToolSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import EncirclePlayground

@Suite struct PlaygroundTests {
    @Test(arguments: [
        ("/", "text/html; charset=utf-8"), ("/playground.css", "text/css; charset=utf-8"),
        ("/playground.js", "text/javascript; charset=utf-8"),
    ])
    func servesThePageWithItsContentTypeUncached(path: String, contentType: String) async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == contentType)
                #expect(response.headers[.cacheControl] == "no-cache")
                #expect(response.body.readableBytes > 0)
            }
        }
    }

    @Test func pageCarriesTheTestIdentifiers() async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(uri: "/", method: .get) { response in
                let html = String(buffer: response.body)
                for id in ["canvas", "verdict", "detector", "progress", "label", "save", "history", "mode", "items"] {
                    #expect(html.contains("data-testid=\"\(id)\""), "missing \(id)")
                }
            }
        }
    }

    /// Every detector answers as `encircle detect --format json` does for the same stroke.
    @Test(arguments: ["encircle", "sadun", "lamarche", "dollar1"])
    func detectAnswersTheDetectionRecord(detector: String) async throws {
        let strokes = [try Fixture.circle(), try Fixture.rectangle(), try Fixture.square(), try Fixture.questionMark()]
        let entry = try DetectorCatalog.standard.entry(id: detector)
        try await Fixture.withPlayground { client, _ in
            for stroke in strokes {
                let expected = try Fixture.object(
                    encoding: DetectionRecord(
                        file: StrokeDetection.strokeName, detector: detector, detection: entry.detect(stroke)))
                try await client.execute(
                    uri: "/api/detect", method: .post, headers: Fixture.json,
                    body: try Fixture.body(stroke, ["detector": detector])
                ) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                    let answer = try Fixture.object(response.body)
                    #expect(Fixture.same(answer, expected), "\(answer) != \(expected)")
                }
            }
        }
    }

    @Test func detectDefaultsToEncircleAndSaysCircle() async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/detect", method: .post, headers: Fixture.json, body: try Fixture.body(try Fixture.circle())
            ) {
                response in
                let answer = try Fixture.object(response.body)
                #expect(answer["detector"] as? String == "encircle")
                #expect(answer["isCircle"] as? Bool == true)
            }
        }
    }

    @Test(arguments: [
        ("{\"points\":[", "not a stroke"), ("[1,2]", "not a stroke"), ("{\"points\":[]}", "\"points\" is empty"),
        ("{\"points\":[{\"x\":\"a\",\"y\":1}]}", "not a stroke"), ("{}", "points"),
    ])
    func malformedStrokesAre400(body: String, message: String) async throws {
        try await Fixture.withPlayground { client, _ in
            for uri in ["/api/detect", "/api/shapes", "/api/strokes"] {
                try await client.execute(uri: uri, method: .post, headers: Fixture.json, body: ByteBuffer(string: body))
                { response in
                    #expect(response.status == .badRequest)
                    let error = try #require(try Fixture.error(response.body))
                    #expect(error.contains(message), "\(error)")
                }
            }
        }
    }

    /// `POST /api/shapes` answers with one stroke of `encircle shapes --format json`: the shape's
    /// name, its geometry with the kind inside, the confidence and the runner-up, as the
    /// recognizer gives them.
    @Test func shapesNamesTheShapeOfAStroke() async throws {
        let circle = try Fixture.stroke("Data/shapes/circle-1-laps.json")
        let recognition = ShapeRecognizer().recognize(circle)
        let recognized = try #require(recognition.recognized, "\(recognition)")
        let record = ShapeRecord(file: StrokeDetection.strokeName, label: nil, recognition: recognition)
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/shapes", method: .post, headers: Fixture.json, body: try Fixture.body(circle)
            ) { response in
                #expect(response.status == .ok)
                let answer = try Fixture.object(response.body)
                let expected = try Fixture.object(encoding: record)
                #expect(Set(answer.keys) == Self.shapeKeys)
                #expect(Fixture.same(answer, expected), "\(answer)")
                #expect(answer["shape"] as? String == "circle")
                let geometry = try #require(answer["geometry"] as? [String: Any])
                #expect(Set(geometry.keys) == ["kind", "center", "radius"])
                #expect(geometry["kind"] as? String == "circle")
                let confidence = try #require(answer["confidence"] as? Double)
                #expect((0...1).contains(confidence) && abs(confidence - recognized.confidence) < 1e-12)
                let runnerUp = try #require(answer["runnerUp"] as? String)
                #expect(runnerUp == recognized.runnerUp?.rawValue && runnerUp != "circle")
                #expect(answer["label"] is NSNull && answer["rejection"] is NSNull)
            }
        }
    }

    /// Angles in a shape's geometry are `{"radians":..}`: a spiral drawn through 2.5 turns sweeps
    /// about 5π.
    @Test func shapeAnglesAreInRadians() async throws {
        let spiral = Fixture.spiral(turns: 2.5, startRadius: 15, endRadius: 110)
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/shapes", method: .post, headers: Fixture.json, body: try Fixture.body(spiral)
            ) { response in
                #expect(response.status == .ok)
                let answer = try Fixture.object(response.body)
                #expect(answer["shape"] as? String == "spiral", "\(answer)")
                let geometry = try #require(answer["geometry"] as? [String: Any])
                #expect(geometry["kind"] as? String == "spiral")
                let sweep = try #require((geometry["sweep"] as? [String: Double])?["radians"], "\(geometry)")
                #expect(abs(sweep - 5 * .pi) < 0.5, "the spiral sweeps \(sweep) radians")
                #expect((geometry["startAngle"] as? [String: Double])?.keys.sorted() == ["radians"])
            }
        }
    }

    /// A stroke that is no shape: no shape, geometry, confidence or runner-up, and the rejection
    /// `{"reason","message","measured","limit","closest"}` the recognizer gives. A tap is too small; a
    /// zigzag of 20 teeth has more corners than any polyline.
    @Test(arguments: [("tap", "tooSmall"), ("zigzag", "tooManyCorners")])
    func shapesSaysWhyAStrokeIsNoShape(label: String, reason: String) async throws {
        let stroke =
            label == "tap" ? Stroke(points: [Point(x: 5, y: 5), Point(x: 6, y: 5)]) : Fixture.zigzag(teeth: 20)
        let rejection = try #require(ShapeRecognizer().recognize(stroke).rejection)
        let body = try Fixture.body(stroke, ["label": label])
        try await Fixture.withPlayground { client, _ in
            try await client.execute(uri: "/api/shapes", method: .post, headers: Fixture.json, body: body) { response in
                #expect(response.status == .ok)
                let answer = try Fixture.object(response.body)
                #expect(Set(answer.keys) == Self.shapeKeys)
                #expect(
                    ["shape", "geometry", "confidence", "runnerUp"].allSatisfy { answer[$0] is NSNull }, "\(answer)")
                #expect(answer["label"] as? String == label)
                let json = try #require(answer["rejection"] as? [String: Any])
                #expect(Set(json.keys) == ["reason", "message", "measured", "limit", "closest"])
                #expect((json["closest"] as? String) == rejection.closest?.rawValue)
                #expect(json["reason"] as? String == reason)
                #expect(json["reason"] as? String == rejection.reason.rawValue)
                #expect(json["message"] as? String == rejection.message)
                #expect(
                    json["measured"] as? Double == rejection.measured && json["limit"] as? Double == rejection.limit)
                #expect(rejection.measured != nil && rejection.limit != nil)
            }
        }
    }

    static let shapeKeys: Set = ["file", "label", "shape", "geometry", "confidence", "runnerUp", "rejection"]

    @Test func unknownDetectorIs400NamingTheKnownOnes() async throws {
        try await Fixture.withPlayground { client, _ in
            let body = try Fixture.body(try Fixture.circle(), ["detector": "hough"])
            try await client.execute(uri: "/api/detect", method: .post, headers: Fixture.json, body: body) { response in
                #expect(response.status == .badRequest)
                let error = try #require(try Fixture.error(response.body))
                #expect(error == "unknown detector \"hough\"; known detectors: encircle, sadun, lamarche, dollar1")
            }
        }
    }

    /// A body over 1 MiB is refused with 413, and the server answers the next request.
    @Test func bodyOverOneMebibyteIs413() async throws {
        try await Fixture.withPlayground { client, _ in
            let padding = String(repeating: " ", count: PlaygroundLimits.maximumMessageBytes)
            let body = ByteBuffer(string: "{\"points\":[[1,2]]" + padding + "}")
            for uri in ["/api/detect", "/api/strokes"] {
                try await client.execute(uri: uri, method: .post, headers: Fixture.json, body: body) { response in
                    #expect(response.status == .contentTooLarge)
                    let error = try #require(try Fixture.error(response.body))
                    #expect(error.contains("1 MiB"))
                }
            }
            try await client.execute(
                uri: "/api/detect", method: .post, headers: Fixture.json, body: try Fixture.body(try Fixture.circle())
            ) {
                #expect($0.status == .ok)
            }
        }
    }

    /// A stroke over the point limit (in less than 1 MiB) is refused with 413 naming both numbers.
    @Test func strokeOverThePointLimitIs413() async throws {
        let count = PlaygroundLimits.maximumPoints + 1
        let body = "{\"points\":[" + Array(repeating: "[1,2]", count: count).joined(separator: ",") + "]}"
        #expect(body.utf8.count < PlaygroundLimits.maximumMessageBytes)
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/detect", method: .post, headers: Fixture.json, body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .contentTooLarge)
                let error = try #require(try Fixture.error(response.body))
                #expect(error == "the stroke has 100001 points; the limit is 100000")
            }
        }
    }

    @Test func unknownRouteIs404Json() async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(uri: "/nowhere", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try Fixture.error(response.body)
                #expect(error == "no route GET /nowhere")
            }
        }
    }

    @Test func recordingsRoundTrip() async throws {
        let circle = try Fixture.circle()
        try await Fixture.withPlayground { client, _ in
            let id = try await client.execute(
                uri: "/api/strokes", method: .post, headers: Fixture.json,
                body: try Fixture.body(circle, ["label": "circle", "verdict": "circle"])
            ) { response in
                #expect(response.status == .created)
                return try #require(try Fixture.object(response.body)["id"] as? Int)
            }
            try await client.execute(uri: "/api/strokes", method: .get) { response in
                #expect(response.status == .ok)
                let list = try #require(try Fixture.object(response.body)["strokes"] as? [[String: Any]])
                #expect(list.count == 1)
                #expect(list.first?["id"] as? Int == id)
                #expect(list.first?["label"] as? String == "circle")
                #expect(list.first?["points"] as? Int == circle.count)
                #expect(list.first?["verdict"] as? String == "circle")
                let createdAt = try #require(list.first?["createdAt"] as? String)
                #expect((try? Date(createdAt, strategy: .iso8601)) != nil || createdAt.hasSuffix("Z"))
            }
            try await client.execute(uri: "/api/strokes/\(id)", method: .get) { response in
                #expect(response.status == .ok)
                let object = try Fixture.object(response.body)
                #expect(object["label"] as? String == "circle")
                let points = try #require(object["points"] as? [[String: Any]])
                #expect(points.count == circle.count)
                #expect(points.first?["x"] as? Double == circle[0].x)
                #expect(points.last?["y"] as? Double == circle[circle.count - 1].y)
            }
            try await client.execute(uri: "/api/strokes/\(id)", method: .delete) { #expect($0.status == .noContent) }
            try await client.execute(uri: "/api/strokes/\(id)", method: .get) { response in
                #expect(response.status == .notFound)
                let error = try Fixture.error(response.body)
                #expect(error == "no stroke \(id)")
            }
            try await client.execute(uri: "/api/strokes/\(id)", method: .delete) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/api/strokes/abc", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test(arguments: ["", "a b", "../x", String(repeating: "a", count: 65), "é"])
    func badLabelsAre400(label: String) async throws {
        try await Fixture.withPlayground { client, store in
            let body = try Fixture.body(try Fixture.circle(), ["label": label])
            try await client.execute(uri: "/api/strokes", method: .post, headers: Fixture.json, body: body) {
                response in
                #expect(response.status == .badRequest)
                let error = try Fixture.error(response.body)
                #expect(error?.contains("invalid label") == true)
            }
            #expect(try await store.summaries().isEmpty)
        }
    }

    @Test func missingLabelIs400() async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/strokes", method: .post, headers: Fixture.json, body: try Fixture.body(try Fixture.circle())
            ) {
                response in
                #expect(response.status == .badRequest)
                let error = try Fixture.error(response.body)
                #expect(error == "missing \"label\"")
            }
        }
    }

    @Test func exportIsAZipAttachment() async throws {
        try await Fixture.withPlayground { client, store in
            _ = try await store.save(try Fixture.circle(), label: "circle", verdict: nil)
            try await client.execute(uri: "/api/strokes/export", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/zip")
                #expect(response.headers[.contentDisposition] == "attachment; filename=\"encircle-recordings.zip\"")
                #expect(Array(response.body.readableBytesView.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
            }
        }
    }
}
