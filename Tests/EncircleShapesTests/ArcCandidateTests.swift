import Encircle
import EncircleTestSupport
import Testing

@testable import EncircleShapes

@Suite struct ArcCandidateTests {
    /// An arc is as sure as its sweep makes it from twice the least sweep on, as the other
    /// shapes are from twice their least measure (a spiral's turns, an open shape's gap): a
    /// quarter circle drawn clean is an arc beyond doubt (0.35 when the half circle was the
    /// ideal), and a clean 60° arc clears the 0.3 `ShapeSnappingCanvasDelegate` snaps at (0.14
    /// before). Toward a closed circle, the surest sweep is still 180°.
    @Test(arguments: [(60.0, 0.45...0.5), (82, 0.99...1), (90, 0.99...1), (180, 0.99...1), (270, 0.49...0.51)])
    func aCleanArcIsSureFromTwiceTheLeastSweep(degrees: Double, confidence: ClosedRange<Double>) throws {
        let arc = Stroke.arc(radius: 100, sweep: .degrees(degrees))
        let found = try #require(ShapeRecognizer().recognize(arc).recognized)
        #expect(found.shape.kind == .arc)
        #expect(confidence.contains(found.confidence), "\(found.confidence)")
    }

    /// Where the line may bow more, the least arc sweeps more: twice it would pass the half
    /// circle, where an arc is surest; a least sweep of a half circle is its own.
    @Test(arguments: [(0.3, 180.0, 0.99...1), (0.5, 270, 0.49...0.51)])
    func aWiderLeastSweepIsSureAtTheHalfCircle(lineBend: Double, degrees: Double, confidence: ClosedRange<Double>)
        throws
    {
        var configuration = ShapeRecognizer.Configuration()
        configuration.maximumLineBend = lineBend
        let arc = Stroke.arc(radius: 100, sweep: .degrees(degrees))
        let found = try #require(try ShapeRecognizer(configuration: configuration).recognize(arc).recognized)
        #expect(found.shape.kind == .arc)
        #expect(confidence.contains(found.confidence), "\(found.confidence)")
    }
}
