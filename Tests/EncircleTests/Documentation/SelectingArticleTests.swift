import Encircle
import Foundation
import Testing

/// The samples of the article "Selecting What Was Circled"
/// (`Sources/Encircle/Documentation.docc/Articles/SelectingWhatWasCircled.md`), run and checked;
/// ``everyRunnableSampleIsInThisFile()`` keeps the article and this file in step.
@Suite struct SelectingArticleTests {
    struct Item {
        var name: String
        var position: Point
    }

    /// A 1.67:1 oval tilted 30°, centred at (220, 220), as the article's comments describe.
    let stroke: Stroke = {
        let tilt = 30 * Double.pi / 180
        let points = (0...72).map { step in
            let angle = Double(step) / 72 * 2 * Double.pi
            let (along, across) = (150 * cos(angle), 90 * sin(angle))
            return Point(
                x: 220 + along * cos(tilt) - across * sin(tilt), y: 220 + along * sin(tilt) + across * cos(tilt))
        }
        return Stroke(points: points, interval: 1.0 / 60)
    }()

    @Test func aTiltedOvalSelectsTheItemsInsideIt() throws {
        var highlighted: [String] = []
        func highlight(_ selected: [some Any]) { highlighted = selected.map { "\($0)" } }

        struct Item {
            var name: String
            var position: Point
        }

        let items = (0..<144).map { index in
            Item(name: "item \(index)", position: Point(x: Double(index % 12) * 40, y: Double(index / 12) * 40))
        }
        if case .recognized(let circle) = CircleDetector().detect(in: stroke) {
            let selected = items.filter { circle.contains($0.position) }
            highlight(selected)  // the 28 items inside a 1.67:1 oval tilted 30°
        }

        #expect(highlighted.count == 28)
        let circle = try #require(CircleDetector().detect(in: stroke).recognized)
        let inside = items.filter { circle.contains($0.position) }.map(\.name)
        // By centre and radius instead: 32 items, 8 of them wrong.
        let byRadius = items.filter { circle.circle.contains($0.position) }.map(\.name)
        #expect(byRadius.count == 32)
        #expect(Set(byRadius).symmetricDifference(inside).count == 8)

        let lassoed = items.filter { stroke.encloses($0.position) }

        #expect(lassoed.map(\.name) == inside)
    }

    @Test func theRecognizerSelectsWhenTheFingerLifts() {
        let items = (0..<144).map { index in
            Item(name: "item \(index)", position: Point(x: Double(index % 12) * 40, y: Double(index / 12) * 40))
        }
        let events = stroke.samples.enumerated().map { index, sample in
            TouchEvent(
                index == 0 ? .began : (index == stroke.count - 1 ? .ended : .moved), touch: 1,
                location: sample.point, time: sample.time ?? 0)
        }
        var highlighted: [String] = []

        var recognizer = CircleRecognizer()
        for event in events {
            if case .recognized(let circle) = recognizer.handle(event) {
                highlighted = items.filter { circle.contains($0.position) }.map(\.name)
            }
        }

        #expect(highlighted.count == 28)
    }

    let items = (0..<144).map { index in
        Item(name: "item \(index)", position: Point(x: Double(index % 12) * 40, y: Double(index / 12) * 40))
    }

    @Test func anAreaSelectsByTheCircleWhenThereIsOne() throws {
        let area = CircledArea(stroke, circle: CircleDetector().detect(in: stroke).recognized)
        let chosen = area.selected(from: items, at: \.position)  // the same 28 items

        let circle = try #require(CircleDetector().detect(in: stroke).recognized)
        #expect(chosen.map(\.name) == items.filter { circle.contains($0.position) }.map(\.name))
        #expect(chosen.count == 28)
    }

    /// A square drawn round the items at (120, 120) … (200, 200), 16 samples a side.
    let square: Stroke = {
        let corners = [Point(x: 90, y: 90), Point(x: 210, y: 90), Point(x: 210, y: 210), Point(x: 90, y: 210)]
        let points = (0..<64).map { step in
            let (from, to) = (corners[step / 16], corners[(step / 16 + 1) % 4])
            let share = Double(step % 16) / 16
            return Point(x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share)
        }
        return Stroke(points: points + [corners[0]], interval: 1.0 / 60)
    }()

    @Test func aRejectedStrokeSelectsAsALasso() throws {
        let events = square.samples.enumerated().map { index, sample in
            TouchEvent(
                index == 0 ? .began : (index == square.count - 1 ? .ended : .moved), touch: 1,
                location: sample.point, time: sample.time ?? 0)
        }
        var highlighted: [String] = []

        var recognizer = CircleRecognizer()
        for event in events {
            let wasDrawing = recognizer.isDrawing
            recognizer.handle(event)
            if wasDrawing, !recognizer.isDrawing, event.phase == .ended {
                let area = CircledArea(recognizer.stroke, circle: recognizer.result)
                highlighted = area.selected(from: items, at: \.position).map(\.name)
            }
        }
        // A square drawn round the 3 × 3 items from (120, 120) to (200, 200) fails at its third
        // corner, 59 samples of 65 in; when the finger lifts, highlighted is those 9 items.

        #expect(recognizer.rejection?.reason == .cornerCount)
        #expect(recognizer.sampleCount == 59)
        #expect(square.count == 65)
        #expect(highlighted == [39, 40, 41, 51, 52, 53, 63, 64, 65].map { "item \($0)" })
    }

    @Test func cardsAreSelectedByTheirFrames() throws {
        struct Card {
            var title: String
            var frame: Rect
        }

        let cards = items.map { Card(title: $0.name, frame: Rect(center: $0.position, width: 30, height: 20)) }
        let area = CircledArea(stroke, circle: CircleDetector().detect(in: stroke).recognized)
        let inside = area.selected(from: cards, frame: \.frame, .inside)  // 18 cards
        let touched = area.selected(from: cards, frame: \.frame, .overlapping)  // 34 cards

        #expect(inside.count == 18)
        #expect(touched.count == 34)
        // The same, from points every half point over each card tested against the oval.
        let circle = try #require(CircleDetector().detect(in: stroke).recognized)
        for card in cards {
            var points: [Point] = []
            for i in 0...60 {
                for j in 0...40 {
                    points.append(Point(x: card.frame.minX + Double(i) / 2, y: card.frame.minY + Double(j) / 2))
                }
            }
            let isInside = inside.contains { $0.title == card.title }
            let isTouched = touched.contains { $0.title == card.title }
            #expect(isInside == points.allSatisfy { circle.contains($0) }, "\(card.title)")
            #expect(isTouched == points.contains { circle.contains($0) }, "\(card.title)")
        }
    }

    @Test func everyRunnableSampleIsInThisFile() throws {
        try ArticleSamples.expectEveryRunnableSample(of: "SelectingWhatWasCircled", isIn: #filePath)
    }
}
