import Encircle
import Foundation
import Testing

@testable import EncircleShapes

@Suite struct DrawnShapeCodableTests {
    /// One shape of every kind, with angles and points that are not round numbers.
    static let shapes: [DrawnShape] = [
        .line(from: Point(x: 1.5, y: 2), to: Point(x: 300.25, y: -4)),
        .polyline(vertices: [Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 30, y: 5)]),
        .arc(center: Point(x: 5, y: 5), radius: 40.1, startAngle: .radians(0.3), sweep: .degrees(-137)),
        .circle(center: Point(x: 100, y: 120), radius: 33.3),
        .ellipse(PlaneEllipse(center: Point(x: 1, y: 2), semiMajorAxis: 80, semiMinorAxis: 30, rotation: .degrees(15))),
        .curve(
            segments: [
                CubicBezier(
                    from: .zero, control1: Point(x: 0, y: 50), control2: Point(x: 100, y: 50), to: Point(x: 100, y: 0)),
                CubicBezier(
                    from: Point(x: 100, y: 0), control1: Point(x: 100, y: -50), control2: Point(x: 200, y: -50),
                    to: Point(x: 200, y: 0)),
            ], isClosed: false),
        .spiral(
            center: Point(x: 50, y: 60), startRadius: 4, endRadius: 90, startAngle: .radians(-1), sweep: .degrees(820)),
        .helix(from: Point(x: 0, y: 0), to: Point(x: 300, y: 20), radius: 25, turns: -4.5, startAngle: .degrees(270)),
        .triangle(vertices: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8)]),
        .rectangle(
            vertices: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], isSquare: true),
        .diamond(vertices: [Point(x: 0, y: -13), Point(x: 10, y: 0), Point(x: 0, y: 13), Point(x: -10, y: 0)]),
        .polygon(vertices: ShapeRecognizerTests.regular(6)),
        .star(center: Point(x: 7, y: 8), outerRadius: 50, innerRadius: 19.1, points: 5, rotation: .radians(-.pi / 2)),
    ]

    @Test func everyKindIsCovered() {
        #expect(Set(Self.shapes.map(\.kind)) == Set(DrawnShape.Kind.allCases))
    }

    @Test(arguments: shapes)
    func aShapeDecodesEqualToWhatWasEncoded(shape: DrawnShape) throws {
        let data = try JSONEncoder().encode(shape)
        #expect(try JSONDecoder().decode(DrawnShape.self, from: data) == shape)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["kind"] as? String == shape.kind.rawValue)
    }

    @Test func theGeometryHasTheDocumentedKeys() throws {
        func keys(_ shape: DrawnShape) throws -> Set<String> {
            let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(shape)) as? [String: Any]
            return Set(try #require(object).keys).subtracting(["kind"])
        }
        #expect(try keys(Self.shapes[5]) == ["segments", "isClosed"])
        #expect(try keys(Self.shapes[6]) == ["center", "startRadius", "endRadius", "startAngle", "sweep"])
        #expect(try keys(Self.shapes[7]) == ["from", "to", "radius", "turns", "startAngle"])
        #expect(try keys(Self.shapes[9]) == ["vertices", "isSquare"])
    }

    @Test func aShapeMissingAKeyFailsToDecodeNamingIt() {
        let json = Data(#"{"kind":"circle","center":{"x":1,"y":2}}"#.utf8)
        #expect {
            try JSONDecoder().decode(DrawnShape.self, from: json)
        } throws: { error in
            "\(error)".contains("radius")
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DrawnShape.self, from: Data(#"{"kind":"blob"}"#.utf8))
        }
    }

    @Test func recognitionsAndRejectionsRoundTrip() throws {
        let recognitions: [ShapeRecognition] = [
            .recognized(RecognizedShape(shape: Self.shapes[3], confidence: 0.71, runnerUp: .ellipse)),
            .recognized(RecognizedShape(shape: Self.shapes[0], confidence: 1)),
            .rejected(
                ShapeRejection(
                    reason: .curved, measured: 0.31, limit: 0.15, closest: .polyline,
                    message: "curved: as a polyline, a side bows 31% of its length (a straight side at most 15%)")),
            .rejected(ShapeRejection(reason: .invalidInput, message: "too few samples: 1 (need at least 2)")),
        ]
        for recognition in recognitions {
            let data = try JSONEncoder().encode(recognition)
            #expect(try JSONDecoder().decode(ShapeRecognition.self, from: data) == recognition)
        }
        for rejection in recognitions.compactMap(\.rejection) {
            let data = try JSONEncoder().encode(rejection)
            #expect(try JSONDecoder().decode(ShapeRejection.self, from: data) == rejection)
        }
    }

    @Test func recognizedConfidenceIsClamped() {
        #expect(RecognizedShape(shape: Self.shapes[0], confidence: 3).confidence == 1)
        #expect(RecognizedShape(shape: Self.shapes[0], confidence: -1).confidence == 0)
        #expect(RecognizedShape(shape: Self.shapes[0], confidence: .nan).confidence == 0)
    }
}
