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
        if case .circle(let circle) = CircleDetector().detect(in: stroke) {
            let selected = items.filter { circle.contains($0.position) }
            highlight(selected)  // the 28 items inside a 1.67:1 oval tilted 30°
        }

        #expect(highlighted.count == 28)
        let circle = try #require(CircleDetector().detect(in: stroke).match)
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

    @Test func everyRunnableSampleIsInThisFile() throws {
        try ArticleSamples.expectEveryRunnableSample(of: "SelectingWhatWasCircled", isIn: #filePath)
    }
}
