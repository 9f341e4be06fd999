import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import EncirclePlayground

/// `POST /api/detect` with `"items"`: the items a circle selects, by the library's rule.
@Suite struct ItemSelectionTests {
    /// An oval of 1.6:1 tilted by 30°, centred at (300, 300), traced once and a little more at
    /// 64 samples per lap and 60 Hz: a circle to Encircle's default limits (at most 1.9:1).
    static func tiltedOval() -> Stroke {
        let tilt = Double.pi / 6
        let samples = (0...70).map { step -> Stroke.Sample in
            let angle = Double(step) / 64 * 2 * Double.pi
            let x = 160 * cos(angle), y = 100 * sin(angle)
            return Stroke.Sample(
                x: 300 + x * cos(tilt) - y * sin(tilt), y: 300 + x * sin(tilt) + y * cos(tilt),
                time: Double(step) / 60)
        }
        return Stroke(samples)
    }

    /// Items every 20 points over the square from (80, 80) to (520, 520).
    static let grid: [Point] = stride(from: 80.0, through: 520, by: 20).flatMap { y in
        stride(from: 80.0, through: 520, by: 20).map { x in Point(x: x, y: y) }
    }

    static func body(_ stroke: Stroke, detector: String, items: [Point]) throws -> ByteBuffer {
        try Fixture.body(stroke, ["detector": detector, "items": items.map { ["x": $0.x, "y": $0.y] }])
    }

    /// The answer's `"selected"`.
    static func selected(
        _ client: any TestClientProtocol, _ stroke: Stroke, detector: String, items: [Point] = grid
    ) async throws -> (isCircle: Bool, selected: [Int]) {
        try await client.execute(
            uri: "/api/detect", method: .post, headers: Fixture.json,
            body: try body(stroke, detector: detector, items: items)
        ) { response in
            #expect(response.status == .ok)
            let answer = try Fixture.object(response.body)
            let selected = try #require(answer["selected"] as? [Int], "\(answer)")
            return (answer["isCircle"] as? Bool == true, selected)
        }
    }

    /// Encircle's detector selects what lies inside the fitted ellipse: the items well inside
    /// the oval drawn, none well outside, and not what the fitted circle alone would take.
    @Test func encircleSelectsTheItemsInsideTheOvalDrawn() async throws {
        let oval = Self.tiltedOval()
        guard case .recognized(let detected) = CircleDetector().detect(in: oval) else {
            Issue.record("the oval should be a circle to the default detector")
            return
        }
        let byEllipse = Self.grid.indices.filter { detected.contains(Self.grid[$0]) }
        let byCircle = Self.grid.indices.filter { detected.circle.contains(Self.grid[$0]) }
        #expect(byEllipse != byCircle)
        try await Fixture.withPlayground { client, _ in
            let answer = try await Self.selected(client, oval, detector: "encircle")
            #expect(answer.isCircle)
            #expect(answer.selected == byEllipse)
            // Against the oval as drawn: in its own frame, (x/160)² + (y/100)² < 1.
            let tilt = Double.pi / 6
            for (index, item) in Self.grid.enumerated() {
                let dx = item.x - 300, dy = item.y - 300
                let along = (dx * cos(tilt) + dy * sin(tilt)) / 160
                let across = (dy * cos(tilt) - dx * sin(tilt)) / 100
                let reach = (along * along + across * across).squareRoot()
                if reach < 0.9 { #expect(answer.selected.contains(index), "\(item) is well inside") }
                if reach > 1.1 { #expect(!answer.selected.contains(index), "\(item) is well outside") }
            }
        }
    }

    /// Each detector selects with the shape its match has: Encircle's with its fitted shape,
    /// Sadun's and LaMarche's with their circle, $1's (no circle) with the loop as drawn.
    @Test(arguments: ["encircle", "sadun", "lamarche", "dollar1"])
    func everyDetectorSelectsWithItsOwnShape(detector: String) async throws {
        let entry = try DetectorCatalog.standard.entry(id: detector)
        let strokes = [Self.tiltedOval(), try Fixture.circle(), try Fixture.rectangle()]
        try await Fixture.withPlayground { client, _ in
            for stroke in strokes {
                let expected: [Int]
                switch entry.detect(stroke) {
                case .rejected: expected = []
                case .recognized(let match):
                    let contains: (Point) -> Bool =
                        if let detected = match.details as? DetectedCircle {
                            detected.contains
                        } else if let circle = match.circle {
                            circle.contains
                        } else {
                            stroke.encloses
                        }
                    expected = Self.grid.indices.filter { contains(Self.grid[$0]) }
                    #expect(!expected.isEmpty)
                }
                let answer = try await Self.selected(client, stroke, detector: detector)
                #expect(answer.selected == expected)
            }
        }
    }

    @Test func rejectedStrokeSelectsNothing() async throws {
        try await Fixture.withPlayground { client, _ in
            let answer = try await Self.selected(client, try Fixture.square(), detector: "encircle")
            #expect(!answer.isCircle)
            #expect(answer.selected == [])
        }
    }

    @Test func noItemsMeansNoSelectedKey() async throws {
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/detect", method: .post, headers: Fixture.json, body: try Fixture.body(Self.tiltedOval())
            ) { response in
                let answer = try Fixture.object(response.body)
                #expect(answer["selected"] == nil)
            }
            let empty = try await Self.selected(client, Self.tiltedOval(), detector: "encircle", items: [])
            #expect(empty.selected == [])
        }
    }

    @Test(arguments: [
        (#""items":5"#, #""items" is not an array of {"x":..,"y":..}"#),
        (#""items":[{"x":1,"y":2},{"x":3}]"#, #"items[1] is not {"x":..,"y":..} with finite numbers"#),
        (#""items":[{"x":"a","y":2}]"#, #"items[0] is not {"x":..,"y":..} with finite numbers"#),
        (#""items":[[1,2]]"#, #"items[0] is not {"x":..,"y":..} with finite numbers"#),
        (#""items":[{"x":1,"y":1e999}]"#, #"items[0] is not {"x":..,"y":..} with finite numbers"#),
        (
            #""items":["# + Array(repeating: #"{"x":1,"y":2}"#, count: 10_001).joined(separator: ",") + "]",
            "there are 10001 items; the limit is 10000"
        ),
    ])
    func badItemsAre400NamingTheProblem(items: String, message: String) async throws {
        let body = #"{"points":[[0,0],[10,0],[10,10]],"# + items + "}"
        try await Fixture.withPlayground { client, _ in
            try await client.execute(
                uri: "/api/detect", method: .post, headers: Fixture.json, body: ByteBuffer(string: body)
            ) { response in
                #expect(response.status == .badRequest)
                let error = try Fixture.error(response.body)
                #expect(error == message)
            }
            // The server goes on serving.
            let answer = try await Self.selected(client, Self.tiltedOval(), detector: "encircle")
            #expect(answer.isCircle)
        }
    }
}
