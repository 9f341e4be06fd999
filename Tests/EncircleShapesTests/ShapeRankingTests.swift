import Encircle
import EncircleTestSupport
import Testing

@testable import EncircleShapes

@Suite struct ShapeRankingTests {
    static func drawn(_ name: String) throws -> Stroke { try DevelopmentSets.stroke(named: name, in: .drawnShapes) }

    /// Flat ellipses that pass as a triangle of their tips and the corner where their ends meet
    /// lie closer to their ellipse: they are ellipses, the triangle the runner-up.
    @Test(arguments: ["g2/ellipse/2", "g6/ellipse-2/3"])
    func aFlatEllipseIsNoTriangle(name: String) throws {
        let stroke = try Self.drawn(name)
        let recognized = try #require(ShapeRecognizer().recognize(stroke).recognized)
        #expect(recognized.shape.kind == .ellipse)
        #expect(recognized.runnerUp == .triangle)
    }

    /// A rectangle with rounded corners that passes as an ellipse too lies closer to its
    /// rectangle.
    @Test(arguments: ["g6/rectangle/3", "g1/rectangle-2-laps/1", "g3/rectangle-2-laps/1"])
    func aRoundedRectangleIsARectangle(name: String) throws {
        let stroke = try Self.drawn(name)
        let recognized = try #require(ShapeRecognizer().recognize(stroke).recognized)
        #expect(recognized.shape.kind == .rectangle)
        #expect(recognized.runnerUp == .ellipse)
    }

    /// The comparison is of the shapes as fitted: snapping, which squares a rectangle, does not
    /// change the name.
    @Test func snappingDoesNotChangeTheWinner() throws {
        var unsnapped = ShapeRecognizer.Configuration.default
        unsnapped.snaps = false
        let recognizer = try ShapeRecognizer(configuration: unsnapped)
        for name in ["g2/ellipse/2", "g6/ellipse-2/3", "g6/rectangle/3", "g1/rectangle-2-laps/1"] {
            let stroke = try Self.drawn(name)
            #expect(
                recognizer.recognize(stroke).shape?.kind == ShapeRecognizer().recognize(stroke).shape?.kind, "\(name)")
        }
    }

    /// The shape that names such a stroke lies several times (at least twice) closer to its
    /// points than the other, compared as fitted.
    @Test(arguments: [
        ("g2/ellipse/2", DrawnShape.Kind.ellipse, DrawnShape.Kind.triangle),
        ("g6/ellipse-2/3", .ellipse, .triangle), ("g6/rectangle/3", .rectangle, .ellipse),
        ("g1/rectangle-2-laps/1", .rectangle, .ellipse), ("g3/rectangle-2-laps/1", .rectangle, .ellipse),
    ])
    func theCloserShapeIsSeveralTimesCloser(name: String, closer: DrawnShape.Kind, farther: DrawnShape.Kind) throws {
        let summary = try ShapeRecognizerTests.summary(of: try Self.drawn(name).samples.map(\.point))
        var unsnapped = ShapeRecognizer.Configuration.default
        unsnapped.snaps = false
        let lap = summary.firstLapPoints
        func distance(_ kind: DrawnShape.Kind) throws -> Double {
            let candidate = try #require(ShapeRanking.candidates.first { $0.kind == kind })
            let fit = candidate.fit(summary, unsnapped)
            #expect(fit.passes, "\(name): \(kind)")
            return try #require(fit.shape?.rootMeanSquareDistance(of: lap))
        }
        let (near, far) = (try distance(closer), try distance(farther))
        #expect(2 * near < far, "\(name): \(near), \(far)")
    }
}
