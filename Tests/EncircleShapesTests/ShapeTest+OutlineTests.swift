import Encircle
import EncircleTestSupport
import Foundation
import Testing

@testable import EncircleShapes

@Suite struct ShapeTestOutlineTests {
    /// A closed outline's corners turn 360° in all: a regular hexagon's 60° are as clear as a
    /// hexagon's corners can be. Drawn clean, it is a polygon beyond doubt (0.45 while a right
    /// angle was every outline's ideal), and so is a pentagon; a square's ideal stays a right
    /// angle, an open polyline's too.
    @Test func aCleanHexagonsCornersAreAsClearAsAHexagonsCanBe() throws {
        for sides in [5, 6] {
            let corners = ShapeRecognizerTests.regular(sides, radius: 100)
            let recognized = try #require(
                ShapeRecognizer().recognize(Stroke.polyline(corners + [corners[0]], perSide: 20)).recognized)
            #expect(recognized.shape.kind == .polygon)
            #expect(recognized.confidence > 0.8, "\(sides) sides: \(recognized.confidence)")
        }
        let hexagon = Array(repeating: 60.0, count: 6)
        #expect(ShapeTest.clearCornerTurn(of: hexagon, closed: true, least: 35) == 60)
        #expect(ShapeTest.clearCornerTurn(of: hexagon.map { -$0 }, closed: true, least: 35) == 60)
        #expect(ShapeTest.clearCornerTurn(of: [90, 90, 90, 90], closed: true, least: 35) == 90)
        #expect(ShapeTest.clearCornerTurn(of: hexagon, closed: false, least: 35) == 90)
        // A star's corners turn both ways: 360° / 10 is no bound on them.
        let star = (0..<10).map { $0.isMultiple(of: 2) ? 144.0 : -72 }
        #expect(ShapeTest.clearCornerTurn(of: star, closed: true, least: 35) == 90)
    }

    /// The ideal lies past the softest corner allowed, or every corner would fail: with
    /// `minimumCornerTurn` of 100° a clean triangle (its corners turn 120°) is a triangle, as it
    /// was not while a right angle stayed the ideal; a decagon's 36° fall back to a right angle.
    @Test func theIdealLiesPastTheSoftestCornerAllowed() throws {
        var sharp = ShapeRecognizer.Configuration.default
        sharp.minimumCornerTurn = .degrees(100)
        let corners = ShapeRecognizerTests.regular(3, radius: 100)
        let stroke = Stroke.polyline(corners + [corners[0]], perSide: 30)
        #expect(try ShapeRecognizer(configuration: sharp).recognize(stroke).shape?.kind == .triangle)
        #expect(ShapeTest.clearCornerTurn(of: [120, 120, 120], closed: true, least: 100) == 140)
        #expect(ShapeTest.clearCornerTurn(of: Array(repeating: 36, count: 10), closed: true, least: 40) == 90)
        #expect(ShapeTest.clearCornerTurn(of: [120, 120, 120], closed: true, least: 180) == 180)
    }
}
