import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle

@Suite struct StrokeTests {
    @Test func emptyStrokeHasNoGeometry() {
        let stroke = Stroke.empty
        #expect(stroke.boundingBox == nil)
        #expect(stroke.centroid == nil)
        #expect(stroke.pathLength == 0)
        #expect(stroke.duration == nil)
        #expect(stroke.closureDistance == 0)
    }

    @Test func geometryOfASquare() {
        let stroke = Stroke(
            points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)],
            interval: 0.5)
        #expect(stroke.boundingBox == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(stroke.centroid == Point(x: 5, y: 5))
        #expect(stroke.pathLength == 30)
        #expect(stroke.duration == 1.5)
        #expect(stroke.closureDistance == 10)
    }

    @Test func findsInvalidSamplesAndTimeReversals() {
        let nan = Stroke([.init(x: 0, y: 0, time: 0), .init(x: .nan, y: 1, time: 1)])
        #expect(nan.firstInvalidSampleIndex == 1)
        let backwards = Stroke([.init(x: 0, y: 0, time: 1), .init(x: 1, y: 1, time: 2), .init(x: 2, y: 2, time: 1.5)])
        #expect(SampleProblem.first(in: backwards) == .timeNotIncreasing(index: 2))
        #expect(CircleRejection.invalidInput(in: backwards)?.reason == .timeNotIncreasing)
        #expect(CircleRejection.invalidInput(in: nan)?.reason == .invalidSample)
    }

    @Test func decodesTheObjectFormWithOptionalTime() throws {
        let json = #"{"points":[{"x":1,"y":2,"t":0.016},{"x":3,"y":4}]}"#
        let stroke = try JSONDecoder().decode(Stroke.self, from: Data(json.utf8))
        #expect(stroke.samples == [.init(x: 1, y: 2, time: 0.016), .init(x: 3, y: 4)])
        let roundTrip = try JSONDecoder().decode(Stroke.self, from: JSONEncoder().encode(stroke))
        #expect(roundTrip == stroke)
    }

    @Test func transformsKeepTimesAndDoNotMutate() {
        let stroke = Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], interval: 0.1)
        let mirrored = stroke.mirrored()
        #expect(mirrored.samples.map(\.point) == [Point(x: 10, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 10)])
        #expect(mirrored.samples.map(\.time) == stroke.samples.map(\.time))
        let rotated = stroke.rotated(by: .degrees(90), around: .zero)
        #expect(abs(rotated[1].x - 0) < 1e-12 && abs(rotated[1].y - 10) < 1e-12)
        #expect(stroke.scaled(by: 2, around: .zero)[2].point == Point(x: 20, y: 20))
        #expect(stroke.thinned(keepingEvery: 2).count == 2)
        let backward = stroke.reversedDirection()
        #expect(backward.samples.map(\.point) == stroke.samples.reversed().map(\.point))
        let times = backward.samples.compactMap(\.time)
        #expect(times.count == 3 && zip(times, [0, 0.1, 0.2]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func densifiedInterpolatesPointsAndTimes() {
        let stroke = Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], interval: 0.1)
        let dense = stroke.densified(by: 2)
        #expect(
            dense.samples.map(\.point) == [
                Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 10, y: 10),
            ])
        let times = dense.samples.compactMap(\.time)
        #expect(times.count == 5 && zip(times, [0, 0.05, 0.1, 0.15, 0.2]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(stroke.densified(by: 1) == stroke)
        #expect(Stroke(points: [Point(x: 1, y: 1)]).densified(by: 3).count == 1)
        let untimed = Stroke(points: [Point(x: 0, y: 0), Point(x: 4, y: 0)]).densified(by: 4)
        #expect(untimed.samples.allSatisfy { $0.time == nil } && untimed.count == 5)
    }

    // MARK: Construction

    @Test func fromCoordinatePairsWithAndWithoutAnInterval() {
        let untimed = Stroke(coordinates: [(1, 2), (3, 4)])
        #expect(untimed.samples == [.init(x: 1, y: 2), .init(x: 3, y: 4)])
        let timed = Stroke(coordinates: [(0, 0), (10, 0), (10, 10)], interval: 0.016)
        #expect(timed == Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], interval: 0.016))
        let pairs = (0..<4).map { (x: Double($0), y: Double($0 * $0)) }
        #expect(Stroke(coordinates: pairs).samples.map(\.point) == pairs.map { Point(x: $0.x, y: $0.y) })
        #expect(Stroke(coordinates: []) == .empty)
    }

    /// The example in ``Stroke``'s documentation.
    @Test func theDocumentationExampleHolds() {
        let stroke = Stroke([Stroke.Sample(x: 10, y: 20, time: 0), Stroke.Sample(x: 12, y: 25, time: 0.016)])
        #expect(stroke.pathLength.isApproximatelyEqual(to: 29.0.squareRoot()))
        #expect(String(stroke.pathLength).hasPrefix("5.385"))
        #expect(Stroke(coordinates: [(10, 20), (12, 25)], interval: 0.016) == stroke)
    }

    // MARK: JSON

    private func decode(_ json: String) throws -> Stroke {
        try JSONDecoder().decode(Stroke.self, from: Data(json.utf8))
    }

    /// The error a decode throws, or `nil` when it succeeds.
    private func decodingError(_ json: String) -> DecodingError? {
        do {
            _ = try decode(json)
            return nil
        } catch let error as DecodingError {
            return error
        } catch {
            Issue.record("not a DecodingError: \(error)")
            return nil
        }
    }

    @Test func decodesTheArrayForms() throws {
        let stroke = try decode(#"{"points":[[1,2],[3.5,-4,0.016],[5,6,null],{"x":7,"y":8,"t":null},{"x":9,"y":10}]}"#)
        #expect(
            stroke.samples == [
                .init(x: 1, y: 2), .init(x: 3.5, y: -4, time: 0.016), .init(x: 5, y: 6), .init(x: 7, y: 8),
                .init(x: 9, y: 10),
            ])
        // Encoding stays the object form, which decodes to the same stroke.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = String(decoding: try encoder.encode(Stroke(coordinates: [(1, 2)])), as: UTF8.self)
        #expect(encoded == #"{"points":[{"x":1,"y":2}]}"#)
        #expect(try decode(String(decoding: try JSONEncoder().encode(stroke), as: UTF8.self)) == stroke)
    }

    @Test(arguments: [
        ("[]", "a sample array is [x, y] or [x, y, t]; this one has 0 elements"),
        ("[1]", "a sample array is [x, y] or [x, y, t]; this one has 1 element"),
        ("[1,2,3,4]", "a sample array is [x, y] or [x, y, t]; this one has 4 elements"),
    ])
    func rejectsSampleArraysOfTheWrongLength(sample: String, message: String) throws {
        let error = try #require(decodingError(#"{"points":[[0,0],"# + sample + "]}"))
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.debugDescription == message)
        #expect(context.codingPath.map(\.stringValue) == ["points", "Index 1"])
    }

    @Test(arguments: [
        (#"["1",2]"#, "x of a sample array must be a number", "Index 0"),
        ("[null,2]", "x of a sample array must be a number", "Index 0"),
        ("[1,true]", "y of a sample array must be a number", "Index 1"),
        ("[1,null,0]", "y of a sample array must be a number", "Index 1"),
        (#"[1,2,"now"]"#, "t of a sample array must be a number", "Index 2"),
        ("[1,2,[3]]", "t of a sample array must be a number", "Index 2"),
    ])
    func rejectsSampleArrayElementsThatAreNotNumbers(sample: String, message: String, index: String) throws {
        let error = try #require(decodingError(#"{"points":["# + sample + "]}"))
        guard case .typeMismatch(let type, let context) = error else {
            Issue.record("expected typeMismatch, got \(error)")
            return
        }
        #expect(type is Double.Type)
        #expect(context.debugDescription == message)
        #expect(context.codingPath.map(\.stringValue) == ["points", "Index 0", index])
    }

    @Test func rejectsSamplesThatAreNeitherObjectsNorArrays() throws {
        let number = try #require(decodingError(#"{"points":[3]}"#))
        guard case .typeMismatch = number else {
            Issue.record("expected typeMismatch, got \(number)")
            return
        }
        let missingY = try #require(decodingError(#"{"points":[{"x":1}]}"#))
        guard case .keyNotFound(let key, _) = missingY else {
            Issue.record("expected keyNotFound, got \(missingY)")
            return
        }
        #expect(key.stringValue == "y")
    }

    /// The project's bundle stores samples as `[x, y, t]`: `Stroke` decodes each entry (its other
    /// keys ignored) to the same samples as the tests' own reader.
    @Test func decodesTheProjectsDataBundle() throws {
        struct Bundle: Decodable { var strokes: [Stroke] }
        let bundle = try JSONDecoder().decode(Bundle.self, from: Data(contentsOf: DevelopmentStrokes.url))
        let expected = try DevelopmentStrokes.load()
        #expect(bundle.strokes.count == 2400)
        #expect(bundle.strokes == expected.map(\.stroke))
        #expect(bundle.strokes.allSatisfy { stroke in stroke.samples.allSatisfy { $0.time != nil } })
    }
}

@Suite struct StrokeEnclosureTests {
    let square = Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])

    @Test func aSquareEnclosesItsInsideOnly() {
        #expect(square.encloses(Point(x: 5, y: 5)))
        #expect(square.encloses(Point(x: 0.5, y: 9.5)))
        #expect(!square.encloses(Point(x: 11, y: 5)))
        #expect(!square.encloses(Point(x: 5, y: -1)))
        #expect(!square.encloses(Point(x: -5, y: 5)))
    }

    @Test func eitherDirectionEnclosesTheSame() {
        let reversed = Stroke(square.samples.reversed())
        #expect(reversed.encloses(Point(x: 5, y: 5)))
        #expect(!reversed.encloses(Point(x: 15, y: 5)))
    }

    @Test func anOpenLoopIsClosedByTheChordFromLastToFirst() {
        // A "C" of 270°: the gap is closed by a straight line, so the centre is inside.
        let c = Stroke.arc(center: Point(x: 0, y: 0), radius: 50, sweep: .degrees(270))
        #expect(c.encloses(Point(x: 0, y: 0)))
        #expect(!c.encloses(Point(x: 60, y: 60)))
    }

    @Test func overtracingStillEnclosesAndLobesOfAFigureEightBothCount() {
        let twice = Stroke.circle(center: Point(x: 0, y: 0), radius: 50, turns: 2)
        #expect(twice.encloses(Point(x: 10, y: -10)))
        let eight = Stroke.figureEight(center: Point(x: 0, y: 0), size: 80)
        let box = eight.boundingBox!
        // The lobes wind opposite ways (+1 and -1): under the non-zero rule both are inside.
        #expect(eight.encloses(Point(x: box.minX + box.width / 4, y: box.midY)))
        #expect(eight.encloses(Point(x: box.maxX - box.width / 4, y: box.midY)))
        #expect(!eight.encloses(Point(x: box.maxX + 1, y: box.midY)))
    }

    @Test func fewerThanThreeSamplesOrAnInvalidPointEncloseNothing() {
        #expect(!Stroke.empty.encloses(.zero))
        #expect(!Stroke(points: [Point(x: 0, y: 0), Point(x: 10, y: 10)]).encloses(Point(x: 5, y: 5)))
        #expect(!square.encloses(Point(x: .nan, y: 5)))
    }
}
