import EncircleTestSupport
import Foundation
import Testing

@testable import Encircle
@testable import EncircleTouch

@Suite struct RotationTrackerTests {
    private let center = Point(x: 160, y: 240)

    /// The point at `degrees` (screen convention: clockwise from +x) and `radius` from `center`.
    private func point(at degrees: Double, radius: Double = 60) -> Point {
        let radians = PlaneAngle.degrees(degrees).radians
        return Point(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
    }

    @Test func wrapsAcrossTheHalfTurnWithoutJumping() throws {
        var tracker = RotationTracker(center: center)
        _ = tracker.track(point(at: 150))
        var updates: [RotationTracker.Update] = []
        for degrees in [170.0, 180, 190, 200] {
            let update = tracker.track(point(at: degrees))
            updates.append(try #require(update))
        }
        // 150° → 170° is the first step beyond the slop; every later step is +10°.
        #expect(updates[0].delta.isApproximatelyEqual(to: .degrees(20)))
        #expect(updates.dropFirst().allSatisfy { $0.delta.isApproximatelyEqual(to: .degrees(10)) })
        #expect(updates[2].angle.isApproximatelyEqual(to: .degrees(-170)))
        #expect(updates[3].angle.isApproximatelyEqual(to: .degrees(-160)))
        #expect(updates[3].rotation.isApproximatelyEqual(to: .degrees(50)))
        #expect(updates.allSatisfy { $0.direction == .clockwise })

        // And back the other way across ±180°: -160° → 170° is -30°, not +330°.
        let backUpdate = tracker.track(point(at: 170))
        let back = try #require(backUpdate)
        #expect(back.delta.isApproximatelyEqual(to: .degrees(-30)))
        #expect(back.rotation.isApproximatelyEqual(to: .degrees(20)))
        #expect(back.direction == .counterclockwise)
    }

    @Test func theDocumentationExampleHolds() throws {
        var wheel = RotationTracker(center: Point(x: 160, y: 240))
        #expect(wheel.track(Point(x: 220, y: 240), time: 0) == nil)
        let update = wheel.track(Point(x: 160, y: 300), time: 0.1)
        let quarter = try #require(update)
        #expect(quarter.rotation.isApproximatelyEqual(to: .degrees(90)))
        #expect(quarter.direction == .clockwise)
        #expect(quarter.angularVelocity?.isApproximatelyEqual(to: .degrees(900)) == true)
    }

    @Test(arguments: RotationDirection.allCases)
    func threeFullTurnsAre1080Degrees(direction: RotationDirection) throws {
        let stroke = Stroke.circle(center: center, radius: 60, count: 3 * 72 + 1, turns: 3, direction: direction)
        var tracker = RotationTracker(center: center)
        var last: RotationTracker.Update?
        for sample in stroke { last = tracker.track(sample.point, time: sample.time) ?? last }
        let update = try #require(last)
        let expected = direction == .clockwise ? 1080.0 : -1080.0
        #expect(update.rotation.degrees.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6))
        #expect(tracker.rotation.degrees.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-6))
        #expect(update.direction == direction)
        #expect(tracker.direction == direction)
        #expect(update.angle.isApproximatelyEqual(to: .zero, absoluteToleranceInDegrees: 1e-6))
        #expect(update.distance.isApproximatelyEqual(to: 60))
        // 3 turns in 0.8 s: 1350°/s, signed by direction.
        let velocity = try #require(update.angularVelocity)
        #expect(velocity.degrees.isApproximatelyEqual(to: expected / 0.8, absoluteTolerance: 1e-6))
    }

    @Test func reversalMidwayUnwindsTheRotation() throws {
        var tracker = RotationTracker(center: center)
        for degrees in stride(from: 0.0, through: 270, by: 15) { _ = tracker.track(point(at: degrees)) }
        #expect(tracker.rotation.isApproximatelyEqual(to: .degrees(270)))
        #expect(tracker.direction == .clockwise)
        var last: RotationTracker.Update?
        for degrees in stride(from: 255.0, through: -90, by: -15) { last = tracker.track(point(at: degrees)) }
        let update = try #require(last)
        #expect(update.rotation.isApproximatelyEqual(to: .degrees(-90)))
        #expect(update.delta.isApproximatelyEqual(to: .degrees(-15)))
        #expect(update.direction == .counterclockwise)
        #expect(update.angle.isApproximatelyEqual(to: .degrees(-90)))
    }

    @Test func aTapWithinTheSlopClaimsNothing() {
        var tracker = RotationTracker(center: center)
        let down = Point(x: 200, y: 240)
        // Jitter around the touch-down point, up to exactly the 10-point slop, turning the
        // angle around the centre back and forth.
        for offset in [Point(x: 0, y: 0), Point(x: 3, y: 4), Point(x: 0, y: -10), Point(x: -6, y: 8), .zero] {
            #expect(tracker.track(down.translated(dx: offset.x, dy: offset.y), time: 0) == nil)
        }
        #expect(!tracker.isTracking)
        #expect(tracker.rotation == .zero)
        #expect(tracker.direction == nil)
    }

    @Test func tracksOnlyBeyondTheSlopAndKeepsTheRotationMadeInsideIt() throws {
        var tracker = RotationTracker(center: .zero)
        #expect(tracker.track(Point(x: 100, y: 0)) == nil)
        #expect(tracker.track(Point(x: 100, y: 10)) == nil)  // exactly 10 pt: still a tap
        let beyondSlop = tracker.track(Point(x: 100, y: 10.001))
        let update = try #require(beyondSlop)
        #expect(tracker.isTracking)
        #expect(update.rotation.radians.isApproximatelyEqual(to: atan2(10.001, 100)))
        #expect(update.delta.radians.isApproximatelyEqual(to: atan2(10.001, 100) - atan2(10, 100)))

        var custom = try RotationTracker(center: .zero, configuration: .init(slop: 2))
        _ = custom.track(Point(x: 100, y: 0))
        #expect(custom.track(Point(x: 100, y: 2.5)) != nil)
    }

    @Test func ignoresSamplesOutsideTheRadiusBand() throws {
        var tracker = try RotationTracker(
            center: center, configuration: .init(slop: 0, innerRadius: 20, outerRadius: 100))
        #expect(tracker.track(point(at: 0, radius: 10)) == nil)  // lands inside the hole: not anchored
        #expect(tracker.track(point(at: 0, radius: 50)) == nil)  // anchors here
        let firstUpdate = tracker.track(point(at: 30, radius: 50))
        let first = try #require(firstUpdate)
        #expect(first.rotation.isApproximatelyEqual(to: .degrees(30)))
        #expect(tracker.track(point(at: 60, radius: 19.9)) == nil)
        #expect(tracker.track(point(at: 90, radius: 100.1)) == nil)
        #expect(tracker.rotation.isApproximatelyEqual(to: .degrees(30)))
        // Back in the band (edges inclusive; axis-aligned so the distances are exact): the
        // change is measured from the last accepted sample.
        let innerUpdate = tracker.track(point(at: 90, radius: 20))
        let inner = try #require(innerUpdate)
        #expect(inner.delta.isApproximatelyEqual(to: .degrees(60)))
        let outerUpdate = tracker.track(point(at: 180, radius: 100))
        let outer = try #require(outerUpdate)
        #expect(outer.rotation.isApproximatelyEqual(to: .degrees(180)))
        #expect(outer.distance.isApproximatelyEqual(to: 100))
    }

    @Test func aCircleMakesAWheelThatIgnoresTouchesOutsideIt() throws {
        var tracker = RotationTracker(circle: PlaneCircle(center: center, radius: 80))
        #expect(tracker.configuration.outerRadius == 80)
        #expect(tracker.center == center)
        #expect(tracker.track(point(at: 0, radius: 81)) == nil)
        #expect(tracker.track(point(at: 0, radius: 70)) == nil)
        #expect(tracker.track(point(at: 45, radius: 70)) != nil)
    }

    @Test func aPointAtTheCenterIsNeverNaN() throws {
        var tracker = try RotationTracker(center: center, configuration: .init(slop: 0))
        #expect(tracker.track(center) == nil)  // lands on the centre: anchored, no angle yet
        let firstUpdate = tracker.track(point(at: 90))
        let first = try #require(firstUpdate)
        #expect(first.delta == .zero)
        #expect(first.angle.isApproximatelyEqual(to: .degrees(90)))
        let atCenterUpdate = tracker.track(center, time: 1)
        let atCenter = try #require(atCenterUpdate)
        #expect(atCenter.angle.isApproximatelyEqual(to: .degrees(90)))
        #expect(atCenter.delta == .zero)
        #expect(atCenter.distance == 0)
        #expect(!atCenter.rotation.radians.isNaN)
        let afterUpdate = tracker.track(point(at: 120), time: 2)
        let after = try #require(afterUpdate)
        #expect(after.delta.isApproximatelyEqual(to: .degrees(30)))
        #expect(after.angularVelocity?.isApproximatelyEqual(to: .degrees(30)) == true)
        #expect(tracker.rotation.isApproximatelyEqual(to: .degrees(30)))
    }

    @Test func ignoresNonFiniteSamples() throws {
        var tracker = try RotationTracker(center: center, configuration: .init(slop: 0))
        _ = tracker.track(point(at: 0))
        #expect(tracker.track(Point(x: .nan, y: 0)) == nil)
        #expect(tracker.track(Point(x: .infinity, y: 0)) == nil)
        #expect(tracker.track(point(at: 10), time: .nan) == nil)
        let beyondSlop = tracker.track(point(at: 10))
        let update = try #require(beyondSlop)
        #expect(update.rotation.isApproximatelyEqual(to: .degrees(10)))
    }

    @Test func resetForgetsTheTouch() throws {
        var tracker = RotationTracker(center: center)
        for degrees in stride(from: 0.0, through: 90, by: 10) { _ = tracker.track(point(at: degrees)) }
        #expect(tracker.isTracking)
        tracker.reset()
        #expect(!tracker.isTracking)
        #expect(tracker.rotation == .zero)
        #expect(tracker == RotationTracker(center: center))
        #expect(tracker.track(point(at: 180)) == nil)
    }

    // MARK: Invalid settings and degenerate geometry

    @Test(arguments: [
        (RotationTracker.Configuration(slop: -1), "slop is -1; it must be at least 0"),
        (.init(slop: .nan), "slop is NaN; it must be at least 0"),
        (.init(slop: .infinity), "slop is ∞; it must be at least 0"),
        (.init(innerRadius: -0.5), "innerRadius is -0.5; it must be at least 0"),
        (.init(innerRadius: .nan), "innerRadius is NaN; it must be at least 0"),
        (.init(innerRadius: .infinity), "innerRadius is ∞; it must be at least 0"),
        (.init(innerRadius: 20, outerRadius: 5), "outerRadius is 5; it must be at least 20, or infinity"),
        (.init(outerRadius: .nan), "outerRadius is NaN; it must be at least 0, or infinity"),
        (.init(outerRadius: -.infinity), "outerRadius is -∞; it must be at least 0, or infinity"),
        (.init(outerRadius: -1), "outerRadius is -1; it must be at least 0, or infinity"),
    ])
    func invalidConfigurationsThrowNamingTheValue(configuration: RotationTracker.Configuration, message: String) {
        let direct = #expect(throws: ConfigurationError.self) { try configuration.validate() }
        #expect(direct?.description == message)
        let viaCenter = #expect(throws: ConfigurationError.self) {
            try RotationTracker(center: center, configuration: configuration)
        }
        #expect(viaCenter == direct)
        // The circle's initializer checks the configuration as given, before its outer radius
        // is replaced by the circle's.
        let viaCircle = #expect(throws: ConfigurationError.self) {
            try RotationTracker(circle: PlaneCircle(center: center, radius: 50), configuration: configuration)
        }
        #expect(viaCircle == direct)
    }

    @Test func validConfigurationsAtTheEdgesAreAccepted() throws {
        let band = try RotationTracker(center: center, configuration: .init(slop: 0, innerRadius: 30, outerRadius: 30))
        #expect(band.configuration == .init(slop: 0, innerRadius: 30, outerRadius: 30))
        let wheel = try RotationTracker(
            circle: PlaneCircle(center: center, radius: 80), configuration: .init(slop: 4, innerRadius: 20))
        #expect(wheel.configuration == .init(slop: 4, innerRadius: 20, outerRadius: 80))
        #expect(RotationTracker(circle: PlaneCircle(center: center, radius: 80)).configuration.outerRadius == 80)
    }

    @Test(arguments: [
        Point(x: .nan, y: 240), Point(x: 160, y: .nan), Point(x: .infinity, y: 240), Point(x: 0, y: -.infinity),
    ])
    func aCenterThatIsNotFiniteIgnoresEverySample(badCenter: Point) {
        var tracker = RotationTracker(center: badCenter)
        var updates: [RotationTracker.Update?] = []
        for degrees in stride(from: 0.0, through: 360, by: 30) {
            updates.append(tracker.track(point(at: degrees), time: degrees / 360))
        }
        updates.append(tracker.handle(TouchEvent(.moved, touch: 1, location: point(at: 90), time: 2)))
        #expect(updates.count == 14 && updates.allSatisfy { $0 == nil })
        #expect(!tracker.isTracking)
        #expect(tracker.rotation == .zero)
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func aCircleWithAnInvalidRadiusIgnoresEverySample(radius: Double) {
        var tracker = RotationTracker(circle: PlaneCircle(center: center, radius: radius))
        var accepted = 0
        for degrees in stride(from: 0.0, through: 360, by: 15) where tracker.track(point(at: degrees, radius: 0)) != nil
        {
            accepted += 1
        }
        for degrees in stride(from: 0.0, through: 360, by: 15) where tracker.track(point(at: degrees)) != nil {
            accepted += 1
        }
        #expect(accepted == 0)
        #expect(!tracker.isTracking)
    }

    @Test func aCircleSmallerThanTheInnerRadiusIgnoresEverySample() throws {
        var tracker = try RotationTracker(
            circle: PlaneCircle(center: center, radius: 10), configuration: .init(slop: 0, innerRadius: 20))
        #expect(tracker.configuration.outerRadius == 10)
        for radius in [5.0, 10, 15, 20, 25] {
            for degrees in [0.0, 90, 180] { #expect(tracker.track(point(at: degrees, radius: radius)) == nil) }
        }
        #expect(!tracker.isTracking)
    }

    // MARK: Touch events

    @Test func handleFollowsOneTouchAndKeepsTheRotationAfterItEnds() throws {
        var wheel = try RotationTracker(center: center, configuration: .init(slop: 0))
        #expect(wheel.handle(TouchEvent(.began, touch: 1, location: point(at: 0), time: 0)) == nil)
        #expect(wheel.touch == 1)
        // A second finger is ignored, whatever its phase.
        #expect(wheel.handle(TouchEvent(.began, touch: 2, location: point(at: 180), time: 0.05)) == nil)
        #expect(wheel.handle(TouchEvent(.moved, touch: 2, location: point(at: 200), time: 0.06)) == nil)
        #expect(wheel.handle(TouchEvent(.cancelled, touch: 2, location: .zero, time: 0.07)) == nil)
        let quarterUpdate = wheel.handle(TouchEvent(.moved, touch: 1, location: point(at: 90), time: 0.1))
        let quarter = try #require(quarterUpdate)
        #expect(quarter.rotation.isApproximatelyEqual(to: .degrees(90)))
        #expect(quarter.time == 0.1)
        #expect(quarter.angularVelocity?.isApproximatelyEqual(to: .degrees(900)) == true)
        let lastUpdate = wheel.handle(TouchEvent(.ended, touch: 1, location: point(at: 120), time: 0.2))
        let last = try #require(lastUpdate)
        #expect(last.delta.isApproximatelyEqual(to: .degrees(30)))
        // After the end: no touch followed, the rotation kept for the app to commit.
        #expect(wheel.touch == nil)
        #expect(wheel.isTracking)
        #expect(wheel.rotation.isApproximatelyEqual(to: .degrees(120)))
        #expect(wheel.handle(TouchEvent(.moved, touch: 2, location: point(at: 300), time: 0.3)) == nil)
        #expect(wheel.handle(TouchEvent(.ended, touch: 1, location: point(at: 300), time: 0.3)) == nil)
        #expect(wheel.rotation.isApproximatelyEqual(to: .degrees(120)))
        // The next touch-down starts over.
        #expect(wheel.handle(TouchEvent(.began, touch: 3, location: point(at: 45), time: 1)) == nil)
        #expect(wheel.touch == 3)
        #expect(!wheel.isTracking)
        #expect(wheel.rotation == .zero)
        let nextUpdate = wheel.handle(TouchEvent(.moved, touch: 3, location: point(at: 15), time: 1.1))
        #expect(try #require(nextUpdate).rotation.isApproximatelyEqual(to: .degrees(-30)))
    }

    @Test func handlePicksUpATouchMidwayAndKeepsTheRotationOnCancel() throws {
        var wheel = RotationTracker(center: center)
        // Attached mid-touch: the first move anchors the touch.
        #expect(wheel.handle(TouchEvent(.moved, touch: 9, location: point(at: 0), time: 0)) == nil)
        #expect(wheel.touch == 9)
        let update = wheel.handle(TouchEvent(.moved, touch: 9, location: point(at: -60), time: 0.1))
        #expect(try #require(update).rotation.isApproximatelyEqual(to: .degrees(-60)))
        #expect(wheel.handle(TouchEvent(.cancelled, touch: 9, location: .zero, time: 0.2)) == nil)
        #expect(wheel.touch == nil)
        #expect(wheel.rotation.isApproximatelyEqual(to: .degrees(-60)))  // for the app to undo
        #expect(wheel.direction == .counterclockwise)
        // Having followed a touch, a stray move of another touch does not start one.
        #expect(wheel.handle(TouchEvent(.moved, touch: 10, location: point(at: 30), time: 0.3)) == nil)
        #expect(wheel.touch == nil)
        wheel.reset()
        #expect(wheel == RotationTracker(center: center))
        #expect(wheel.handle(TouchEvent(.moved, touch: 10, location: point(at: 30), time: 0.3)) == nil)
        #expect(wheel.touch == 10)
    }

    @Test func handleIgnoresSamplesThatAreNotFinite() throws {
        var wheel = try RotationTracker(center: center, configuration: .init(slop: 0))
        wheel.handle(TouchEvent(.began, touch: 1, location: point(at: 0), time: 0))
        #expect(wheel.handle(TouchEvent(.moved, touch: 1, location: Point(x: .nan, y: 0), time: 0.1)) == nil)
        #expect(wheel.handle(TouchEvent(.moved, touch: 1, location: point(at: 10), time: .infinity)) == nil)
        let update = wheel.handle(TouchEvent(.moved, touch: 1, location: point(at: 10), time: 0.2))
        #expect(try #require(update).rotation.isApproximatelyEqual(to: .degrees(10)))
    }
}
