import Testing

@testable import Encircle

@Suite struct CircledAreaSelectingTests {
    typealias Fixtures = SelectionFixtures

    struct Card: Equatable {
        var name: String
        var frame: Rect
        var position: Point { frame.center }
    }

    /// Cards across the U: one per arm, one on the base, one in the notch, one across the
    /// notch, one beside the loop.
    let cards = [
        Card(name: "left arm", frame: Rect(x: 5, y: 10, width: 20, height: 20)),
        Card(name: "right arm", frame: Rect(x: 75, y: 10, width: 20, height: 20)),
        Card(name: "base", frame: Rect(x: 40, y: 80, width: 20, height: 10)),
        Card(name: "notch", frame: Rect(x: 40, y: 10, width: 20, height: 20)),
        Card(name: "across", frame: Rect(x: 10, y: 40, width: 80, height: 10)),
        Card(name: "beside", frame: Rect(x: 110, y: 40, width: 20, height: 20)),
    ]

    @Test func selectsItemsByPositionInTheirOrder() {
        let area = CircledArea(Fixtures.letterU)
        // "across" is centred at (50, 45), in the notch.
        #expect(area.selected(from: cards, at: \.position).map(\.name) == ["left arm", "right arm", "base"])
        #expect(
            area.selected(from: cards, at: { $0.frame.origin }).map(\.name) == [
                "left arm", "right arm", "base", "across",
            ])
    }

    @Test func selectsItemsByFrame() {
        let area = CircledArea(Fixtures.letterU)
        #expect(area.selected(from: cards, frame: \.frame, .inside).map(\.name) == ["left arm", "right arm", "base"])
        #expect(
            area.selected(from: cards, frame: \.frame, .overlapping).map(\.name)
                == ["left arm", "right arm", "base", "across"])
    }

    @Test func selectsFromAnySequence() throws {
        let area = CircledArea(.empty, circle: try Fixtures.detectedCircle())
        // Points on the major axis, 10 apart: (100 + 10k, 100 + 10k) is in for |k| ≤ 3 (along 0.849).
        let steps = area.selected(from: -5...5, at: { Point(x: 100 + 10 * Double($0), y: 100 + 10 * Double($0)) })
        #expect(steps == [-3, -2, -1, 0, 1, 2, 3])
    }

    @Test func passesOnTheErrorOfTheClosure() {
        struct Unplaced: Error {}
        let area = CircledArea(Fixtures.square)
        #expect(throws: Unplaced.self) {
            try area.selected(
                from: cards,
                at: { card -> Point in
                    if card.name == "base" { throw Unplaced() }
                    return card.position
                })
        }
    }

    @Test func anAreaThatCannotBeMeasuredSelectsNothing() {
        let area = CircledArea(Stroke(points: [Point(x: 0, y: 0), Point(x: 100, y: 100)]))
        #expect(area.selected(from: cards, at: \.position).isEmpty)
        #expect(area.selected(from: cards, frame: \.frame, .overlapping).isEmpty)
    }
}
