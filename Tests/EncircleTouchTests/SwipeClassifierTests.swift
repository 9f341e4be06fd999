import Testing

@testable import Encircle
@testable import EncircleTouch

@Suite struct SwipeClassifierTests {
    private let start = Point(x: 100, y: 100)
    private let classifier = SwipeClassifier()

    private func classify(dx: Double, dy: Double, with classifier: SwipeClassifier = .default) -> SwipeDirection? {
        classifier.classify(from: start, to: start.translated(dx: dx, dy: dy))
    }

    @Test func classifiesAllFourDirections() {
        #expect(classify(dx: 30, dy: 2) == .right)
        #expect(classify(dx: -30, dy: -2) == .left)
        #expect(classify(dx: 2, dy: -30) == .up)  // up is toward negative y on screen
        #expect(classify(dx: -2, dy: 30) == .down)
        #expect(SwipeDirection.right.isHorizontal && !SwipeDirection.up.isHorizontal)
    }

    @Test(arguments: [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)])
    func exactly16PointsAlongIsASwipe(unitX: Double, unitY: Double) {
        let along16 = classify(dx: 16 * unitX, dy: 16 * unitY)
        #expect(along16 != nil)
        #expect(classify(dx: 15.999 * unitX, dy: 15.999 * unitY) == nil)
    }

    @Test(arguments: SwipeDirection.allCases)
    func exactly8PointsAcrossIsNotASwipe(direction: SwipeDirection) {
        let sign: Double = direction == .right || direction == .down ? 1 : -1
        // `deviation` is perpendicular to the swipe.
        func move(_ distance: Double, deviation: Double) -> SwipeDirection? {
            direction.isHorizontal
                ? classify(dx: sign * distance, dy: deviation) : classify(dx: deviation, dy: sign * distance)
        }
        #expect(move(16, deviation: 7.999) == direction)
        #expect(move(16, deviation: -7.999) == direction)
        #expect(move(16, deviation: 8) == nil)
        #expect(move(16, deviation: -8) == nil)
        #expect(move(40, deviation: 8) == nil)
    }

    @Test func diagonalsAndTinyMovesAreNotSwipes() {
        #expect(classify(dx: 20, dy: 20) == nil)
        #expect(classify(dx: -30, dy: 12) == nil)
        #expect(classify(dx: 0, dy: 0) == nil)
        #expect(classify(dx: 5, dy: 1) == nil)
        #expect(classifier.classify(from: start, to: Point(x: .nan, y: 100)) == nil)
        #expect(classifier.classify(dx: .infinity, dy: 0) == nil)
    }

    @Test func thresholdsAreConfigurable() throws {
        let loose = try SwipeClassifier(minimumDistance: 40, maximumDeviation: 20)
        #expect(classify(dx: 30, dy: 0, with: loose) == nil)
        #expect(classify(dx: 40, dy: 19, with: loose) == .right)
        #expect(classify(dx: 40, dy: 20, with: loose) == nil)
        let vertical = SwipeClassifier(directions: [.up, .down])
        #expect(classify(dx: 30, dy: 0, with: vertical) == nil)
        #expect(classify(dx: 0, dy: -30, with: vertical) == .up)
        #expect(!vertical.canStillSwipe(dx: 8, dy: 0))
        #expect(vertical.canStillSwipe(dx: 7, dy: 7))
    }

    @Test func whenBothAxesQualifyTheLongerWins() throws {
        let wide = try SwipeClassifier(minimumDistance: 10, maximumDeviation: 30)
        #expect(classify(dx: 20, dy: 12, with: wide) == .right)
        #expect(classify(dx: 12, dy: -20, with: wide) == .up)
        #expect(classify(dx: -15, dy: 15, with: wide) == .left)  // a tie goes horizontal
        let verticalOnly = try SwipeClassifier(minimumDistance: 10, maximumDeviation: 30, directions: [.down])
        #expect(classify(dx: 20, dy: 12, with: verticalOnly) == .down)
    }

    @Test func theDocumentationExampleHolds() {
        let swipes = SwipeClassifier()
        #expect(swipes.classify(from: Point(x: 100, y: 100), to: Point(x: 116, y: 107)) == .right)
        #expect(swipes.classify(from: Point(x: 100, y: 100), to: Point(x: 116, y: 108)) == nil)
        #expect(swipes.classify(from: Point(x: 100, y: 100), to: Point(x: 100, y: 80)) == .up)
    }

    @Test func theDefaultIsTheRecipesThresholdsInEveryDirection() throws {
        let recipe = SwipeClassifier()
        #expect(recipe.minimumDistance == 16)
        #expect(recipe.maximumDeviation == 8)
        #expect(recipe.directions == Set(SwipeDirection.allCases))
        #expect(recipe == .default)
        #expect(try SwipeClassifier(minimumDistance: 16, maximumDeviation: 8) == recipe)
        let vertical = SwipeClassifier(directions: [.up, .down])
        #expect(vertical.minimumDistance == 16 && vertical.maximumDeviation == 8)
        #expect(vertical.directions == [.up, .down])
    }

    @Test(arguments: [
        (0.0, "0"), (-1, "-1"), (.nan, "NaN"), (.infinity, "∞"), (-.infinity, "-∞"),
    ])
    func invalidThresholdsThrowNamingTheThreshold(value: Double, text: String) {
        let distance = #expect(throws: ConfigurationError.self) {
            try SwipeClassifier(minimumDistance: value, maximumDeviation: 8)
        }
        #expect(distance == ConfigurationError(key: "minimumDistance", value: text, allowed: "greater than 0"))
        #expect(distance?.description == "minimumDistance is \(text); it must be greater than 0")

        let deviation = #expect(throws: ConfigurationError.self) {
            try SwipeClassifier(minimumDistance: 16, maximumDeviation: value, directions: [.left])
        }
        #expect(deviation?.description == "maximumDeviation is \(text); it must be greater than 0")
    }

    @Test func tinyThresholdsAreValid() throws {
        let tiny = try SwipeClassifier(minimumDistance: .leastNonzeroMagnitude, maximumDeviation: 1e-9)
        #expect(tiny.classify(dx: 1, dy: 0) == .right)
        #expect(tiny.classify(dx: 1, dy: 1e-9) == nil)
    }
}
