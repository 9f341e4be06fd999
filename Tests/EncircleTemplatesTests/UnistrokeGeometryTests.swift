import Foundation
import Testing

@testable import Encircle
@testable import EncircleTemplates

/// The steps of the $1 reference, value by value.
@Suite struct UnistrokeGeometryTests {
    static let line = [Point(x: 0, y: 0), Point(x: 63, y: 0)]

    @Test func constantsAreTheReferences() {
        #expect(UnistrokeGeometry.sampleCount == 64)
        #expect(UnistrokeGeometry.squareSize == 250)
        #expect(abs(UnistrokeGeometry.halfDiagonal - 176.776_695_296_636_9) < 1e-9)
        #expect(abs(UnistrokeGeometry.goldenRatio - 0.618_033_988_749_895) < 1e-12)
        #expect(abs(UnistrokeGeometry.angleRange - Double.pi / 4) < 1e-12)
        #expect(abs(UnistrokeGeometry.anglePrecision - Double.pi / 90) < 1e-12)
    }

    @Test func resamplesAStraightLineToUnitSteps() {
        let resampled = UnistrokeGeometry.resample(Self.line)
        #expect(resampled.count == 64)
        for (index, point) in resampled.enumerated() {
            #expect(abs(point.x - Double(index)) < 1e-9)
            #expect(point.y == 0)
        }
    }

    @Test func resamplesEveryCanonicalTemplateAtTheReferenceSpacing() throws {
        for template in GestureTemplate.dollarOneTemplates {
            let resampled = UnistrokeGeometry.resample(template.points)
            #expect(resampled.count == 64, "\(template.name)")
            #expect(resampled.first == template.points.first)
            // Each point lies one interval pathLength / 63 along the path from the one before:
            // the straight-line gap can only be shorter (at corners), never longer.
            let interval = UnistrokeGeometry.pathLength(template.points) / 63
            let gaps = zip(resampled, resampled.dropFirst()).map { $0.distance(to: $1) }
            #expect(gaps.allSatisfy { $0 <= interval + 1e-9 }, "\(template.name)")
            let end = try #require(template.points.last)
            #expect(resampled[63].distance(to: end) < 1e-6, "\(template.name)")
        }
    }

    @Test func resamplingLeavesItsInputAlone() {
        let points = GestureTemplate.dollarOneTemplates[0].points
        let copy = points
        _ = UnistrokeGeometry.resample(points)
        #expect(points == copy)
    }

    @Test func resamplingAPathWithoutLengthRepeatsItsPoint() {
        let point = Point(x: 3, y: 4)
        #expect(UnistrokeGeometry.resample([point]) == Array(repeating: point, count: 64))
        #expect(UnistrokeGeometry.resample([point, point]) == Array(repeating: point, count: 64))
        #expect(UnistrokeGeometry.resample([]) == [])
    }

    @Test func indicativeAngleIsFromTheFirstPointToTheCentroid() {
        #expect(UnistrokeGeometry.indicativeAngle(Self.line) == 0)
        let down = [Point(x: 0, y: 0), Point(x: 0, y: 10)]
        #expect(abs(UnistrokeGeometry.indicativeAngle(down) - Double.pi / 2) < 1e-12)
        let diagonal = [Point(x: 10, y: 10), Point(x: 0, y: 0)]
        #expect(abs(UnistrokeGeometry.indicativeAngle(diagonal) + 3 * Double.pi / 4) < 1e-12)
    }

    @Test func rotatesAboutTheCentroid() {
        let rotated = UnistrokeGeometry.rotate([Point(x: 0, y: 0), Point(x: 2, y: 0)], by: Double.pi / 2)
        #expect(abs(rotated[0].x - 1) < 1e-12 && abs(rotated[0].y + 1) < 1e-12)
        #expect(abs(rotated[1].x - 1) < 1e-12 && abs(rotated[1].y - 1) < 1e-12)
    }

    @Test func scalesEachAxisToTheSquare() {
        let scaled = UnistrokeGeometry.scale([Point(x: 0, y: 0), Point(x: 10, y: 5)])
        #expect(scaled == [Point(x: 0, y: 0), Point(x: 250, y: 250)])
    }

    @Test func scalesAStraightLineUniformlyInsteadOfDividingByZero() {
        let scaled = UnistrokeGeometry.scale([Point(x: 0, y: 7), Point(x: 10, y: 7)])
        #expect(scaled == [Point(x: 0, y: 175), Point(x: 250, y: 175)])
        let point = [Point(x: 1, y: 1), Point(x: 1, y: 1)]
        #expect(UnistrokeGeometry.scale(point) == point)
    }

    @Test func translatesTheCentroidToTheOrigin() {
        let moved = UnistrokeGeometry.translate([Point(x: 2, y: 4), Point(x: 4, y: 8)])
        #expect(moved == [Point(x: -1, y: -2), Point(x: 1, y: 2)])
    }

    @Test func pathDistanceIsTheMeanDistance() {
        let a = [Point(x: 0, y: 0), Point(x: 0, y: 0)]
        let b = [Point(x: 3, y: 4), Point(x: 0, y: 1)]
        #expect(UnistrokeGeometry.pathDistance(a, b) == 3)
        #expect(UnistrokeGeometry.pathDistance([], []) == .infinity)
    }

    @Test func goldenSectionSearchFindsATurnWithinTheRange() throws {
        let template = try NormalizedGesture(
            GestureTemplate.dollarOneTemplates[0].points, turningToIndicativeAngle: false, scalingLinesUniformly: false)
        let turned = UnistrokeGeometry.rotate(template.points, by: 20 * Double.pi / 180)
        let unturned = UnistrokeGeometry.pathDistance(turned, template.points)
        let best = UnistrokeGeometry.distanceAtBestAngle(turned, template.points)
        #expect(unturned > 10)
        #expect(best < 1)  // within 2° of the turn: at most about 2° · 125 · π / 180 ≈ 4
        let outside = UnistrokeGeometry.rotate(template.points, by: 90 * Double.pi / 180)
        #expect(UnistrokeGeometry.distanceAtBestAngle(outside, template.points) > 10)
    }

    @Test func protractorFindsTheBestTurnInClosedForm() throws {
        let template = try NormalizedGesture(
            GestureTemplate.dollarOneTemplates[3].points, turningToIndicativeAngle: false, scalingLinesUniformly: false)
        let vector = UnistrokeGeometry.vectorize(template.points)
        let length = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
        #expect(abs(length - 1) < 1e-12)
        let turned = UnistrokeGeometry.vectorize(UnistrokeGeometry.rotate(template.points, by: 0.5))
        #expect(UnistrokeGeometry.optimalCosineDistance(vector, turned) < 1e-6)
        #expect(abs(UnistrokeGeometry.optimalCosineDistance(vector, turned, in: -0.2...0.2) - 0.3) < 1e-6)
        #expect(UnistrokeGeometry.optimalCosineDistance(vector, vector) == 0)
        #expect(UnistrokeGeometry.vectorize([.zero, .zero]) == [0, 0, 0, 0])
    }
}
