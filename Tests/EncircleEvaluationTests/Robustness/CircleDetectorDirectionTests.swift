import Encircle
import EncircleEvaluation
import EncircleTestSupport
import Testing

/// Encircle's detector on the development strokes drawn the other way round (`encircle detect
/// SET --transform reverse`). The verdict does not depend on the drawing direction but where a
/// curl at one end reads smoother where the pen lands than where it lifts (Guides/CircleDetector.md,
/// "Hooks"): these pin the strokes where it does, so that a change to either is seen.
@Suite struct CircleDetectorDirectionTests {
    /// The `file`s (`SET:FILE`) of the strokes of `set` whose verdict changes drawn end to start.
    func strokesJudgedOtherwiseReversed(in set: DevelopmentSets.Set) throws -> [String] {
        try DevelopmentSets.load(set).filter { labeled in
            let reversed = StrokeTransform.reverse.apply(to: labeled.stroke)
            return CircleDetector().detect(in: labeled.stroke).isRecognized
                != CircleDetector().detect(in: reversed).isRecognized
        }.map(\.file)
    }

    @Test(arguments: [DevelopmentSets.Set.dollarOne, .eds1])
    func everyVerdictStandsDrawnTheOtherWayRound(set: DevelopmentSets.Set) throws {
        #expect(try strokesJudgedOtherwiseReversed(in: set) == [])
    }

    /// SIGN's writers: four circles that begin with a curl into the loop are lost, and one whose
    /// start fails as a hook just beyond its reach is found. Of the drawn shapes, a hexagon. (A
    /// snail and two hearts that were accepted one way round are rejected both ways since the
    /// extra turning is checked.)
    @Test(arguments: [
        (
            DevelopmentSets.Set.sign,
            [
                "writer001/sessionA/circle_right-1-22.json", "writer003/sessionC/circle_left-1-7.json",
                "writer005/sessionA/circle_left-1-24.json", "writer005/sessionB/circle_left-1-23.json",
                "writer005/sessionD/circle_left-1-10.json",
            ]
        ),
        (.drawnShapes, ["g3/hexagon/1"]),
    ])
    func verdictsChangeOnlyWhereACurlBeginsOrEnds(set: DevelopmentSets.Set, files: [String]) throws {
        #expect(try strokesJudgedOtherwiseReversed(in: set) == files.map { "\(set.rawValue):\($0)" })
    }
}
