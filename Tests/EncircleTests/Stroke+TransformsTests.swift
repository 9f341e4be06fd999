import EncircleTestSupport
import Testing

@testable import Encircle

/// The transforms' integer arguments are clamped, never trapped on.
@Suite struct StrokeTransformsTests {
    @Test(arguments: [1, 0, -1, -50, Int.min])
    func aStepOfOneOrLessKeepsEverySample(step: Int) {
        let stroke = Stroke.circle(count: 10)
        #expect(stroke.thinned(keepingEvery: step) == stroke)
    }

    @Test func aStepLongerThanTheStrokeKeepsTheEnds() {
        let stroke = Stroke.circle(count: 10)
        for step in [9, 10, 1_000, Int.max] {
            #expect(stroke.thinned(keepingEvery: step).samples == [stroke[0], stroke[9]])
        }
        #expect(Stroke.empty.thinned(keepingEvery: Int.max) == .empty)
    }

    @Test(arguments: [1, 0, -1, -50, Int.min])
    func aFactorOfOneOrLessInsertsNothing(factor: Int) {
        let stroke = Stroke.circle(count: 10)
        #expect(stroke.densified(by: factor) == stroke)
    }

    @Test func hugeFactorsOnStrokesWithNothingToInsertDoNotOverflow() {
        let dot = Stroke(coordinates: [(1, 1)])
        #expect(dot.densified(by: Int.max) == dot)
        #expect(Stroke.empty.densified(by: Int.max) == .empty)
    }
}
