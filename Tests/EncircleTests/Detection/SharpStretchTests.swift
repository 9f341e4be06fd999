import Testing

@testable import Encircle

@Suite struct SharpStretchTests {
    @Test func gathersTurnsAndKeepsTheSharpestAsItsTip() {
        var stretch = SharpStretch(turn: 100, at: 40)
        stretch.add(turn: 150, at: 44)
        stretch.add(turn: 120, at: 48)
        #expect(stretch.sharpestTurn == 150)
        #expect(stretch.tip == 44)
        #expect(stretch.continues(at: 56, chord: 8))
        #expect(!stretch.continues(at: 57, chord: 8))
        #expect(stretch.holds(32, chord: 8) && stretch.holds(56, chord: 8))
        #expect(!stretch.holds(31, chord: 8))
    }

    @Test func countsCornersMoreThanAChordApart() {
        var stretch = SharpStretch(turn: 100, at: 40)
        stretch.addCorner(at: 40, chord: 8)
        stretch.addCorner(at: 44, chord: 8)
        stretch.addCorner(at: 52, chord: 8)
        #expect(stretch.cornerCount == 2)
    }

    @Test func isAHookWithinItsReachOfAnEnd() {
        // A flick: within 15% of the length and of the diagonal.
        let flick = SharpStretch(turn: 120, at: 60)
        #expect(flick.isStartHook(length: 1000, diagonal: 400))
        #expect(!flick.isStartHook(length: 1000, diagonal: 390), "beyond 15% of the diagonal")
        #expect(!flick.isStartHook(length: 390, diagonal: 1000), "beyond 15% of the length")
        #expect(SharpStretch(turn: 120, at: 940).isEndHook(length: 1000, diagonal: 400))
        #expect(!SharpStretch(turn: 120, at: 939).isEndHook(length: 1000, diagonal: 400))
        // A hairpin retraces the path and reaches 25%.
        let hairpin = SharpStretch(turn: 170, at: 100)
        #expect(hairpin.isStartHook(length: 1000, diagonal: 400))
        #expect(!flick.isStartHook(length: 1000, diagonal: 300))
    }

    @Test func isBeyondAnEndHookOnceTheStrokeGoesOnFarEnough() {
        let flick = SharpStretch(turn: 120, at: 850)
        #expect(!flick.isBeyondEndHook(length: 1000))
        #expect(flick.isBeyondEndHook(length: 1001))
        // Once beyond, always beyond: the distance past the tip grows faster than the reach.
        #expect(flick.isBeyondEndHook(length: 5000))
        #expect(!SharpStretch(turn: 170, at: 850).isBeyondEndHook(length: 1100), "a hairpin reaches 25%")
    }
}
