import Encircle

/// Decides whether a touch's movement is a swipe along one axis, as in Sadun's *iOS
/// Developer's Cookbook* recipe for dragging items out of a scroll view: a swipe moves at least
/// 16 points along one axis while staying less than 8 points off it.
///
/// ```swift
/// let swipes = SwipeClassifier()
/// swipes.classify(from: Point(x: 100, y: 100), to: Point(x: 116, y: 107))   // .right
/// swipes.classify(from: Point(x: 100, y: 100), to: Point(x: 116, y: 108))   // nil: 8 pt across
/// swipes.classify(from: Point(x: 100, y: 100), to: Point(x: 100, y: 80))    // .up (y grows down)
/// ```
///
/// ## Edges
/// - **Along is inclusive**: a movement of exactly ``minimumDistance`` (16 pt) along an axis
///   is long enough.
/// - **Across is exclusive**: a movement of exactly ``maximumDeviation`` (8 pt) across the axis
///   is too far; it must be strictly less.
///
/// Distances are the coordinate differences as computed in floating point.
///
/// Only ``directions`` are reported, so a horizontal scroll view can leave horizontal movement
/// to scrolling and take only vertical swipes. ``DragOutTracker`` follows a whole touch with
/// this classifier and turns a recognized swipe into a drag.
///
/// ## Invalid thresholds
/// The thresholds are settings: ``init(minimumDistance:maximumDeviation:directions:)`` throws a
/// ``ConfigurationError`` for a threshold that is zero, negative, NaN or infinite, naming it:
///
/// ```swift
/// try SwipeClassifier(minimumDistance: 0, maximumDeviation: 8)
/// // ConfigurationError: "minimumDistance is 0; it must be greater than 0"
/// ```
///
/// The properties are read-only, so a classifier that exists is valid. ``init(directions:)``
/// uses the recipe's thresholds and cannot fail.
public struct SwipeClassifier: Hashable, Sendable {
    /// The distance along the axis a swipe must reach, in points (inclusive). Default 16.
    public let minimumDistance: Double
    /// The distance across the axis a swipe must stay below, in points (exclusive). Default 8.
    public let maximumDeviation: Double
    /// The swipe directions that are reported; the others classify as `nil`.
    public let directions: Set<SwipeDirection>

    /// The range both thresholds must lie in: finite and greater than 0.
    static let allowedThreshold = AllowedRange.positive

    /// Creates a classifier with the recipe's thresholds (16 points along, less than 8 across)
    /// that reports `directions`, by default all four.
    ///
    /// - Complexity: O(1).
    public init(directions: Set<SwipeDirection> = Set(SwipeDirection.allCases)) {
        self.minimumDistance = 16
        self.maximumDeviation = 8
        self.directions = directions
    }

    /// Creates a classifier with its own thresholds.
    ///
    /// - Parameters:
    ///   - minimumDistance: The distance along the axis a swipe must reach, in points.
    ///   - maximumDeviation: The distance across the axis a swipe must stay below, in points.
    ///   - directions: The directions reported, by default all four.
    /// - Throws: ``ConfigurationError`` naming `minimumDistance` or `maximumDeviation` when it is
    ///   not a finite number greater than 0, for example
    ///   "maximumDeviation is NaN; it must be greater than 0".
    /// - Complexity: O(1).
    public init(
        minimumDistance: Double, maximumDeviation: Double,
        directions: Set<SwipeDirection> = Set(SwipeDirection.allCases)
    ) throws(ConfigurationError) {
        try ConfigurationError.check(minimumDistance, "minimumDistance", in: Self.allowedThreshold)
        try ConfigurationError.check(maximumDeviation, "maximumDeviation", in: Self.allowedThreshold)
        self.minimumDistance = minimumDistance
        self.maximumDeviation = maximumDeviation
        self.directions = directions
    }

    /// 16 points along, less than 8 across, all four directions.
    public static let `default` = SwipeClassifier()

    /// The direction of the swipe from `start` to `end`, or `nil` when the movement is not a
    /// swipe in one of ``directions`` (too short, too far across, diagonal, or not finite).
    ///
    /// When thresholds let both axes qualify (a deviation larger than the distance), the axis
    /// with the longer movement wins, and horizontal wins a tie.
    ///
    /// - Complexity: O(1).
    public func classify(from start: Point, to end: Point) -> SwipeDirection? {
        classify(dx: end.x - start.x, dy: end.y - start.y)
    }

    /// The direction of a swipe that moved by `dx`, `dy`, as ``classify(from:to:)``.
    ///
    /// - Complexity: O(1).
    public func classify(dx: Double, dy: Double) -> SwipeDirection? {
        swipes(dx: dx, dy: dy).first { directions.contains($0) }
    }

    /// The swipes a movement by `dx`, `dy` makes before ``directions`` filters them, longer
    /// axis first (horizontal first on a tie); at most one unless the deviation exceeds the
    /// distance.
    ///
    /// - Complexity: O(1).
    func swipes(dx: Double, dy: Double) -> [SwipeDirection] {
        guard dx.isFinite, dy.isFinite else { return [] }
        var result: [SwipeDirection] = []
        if Swift.abs(dx) >= minimumDistance && Swift.abs(dy) < maximumDeviation {
            result.append(dx > 0 ? .right : .left)
        }
        if Swift.abs(dy) >= minimumDistance && Swift.abs(dx) < maximumDeviation {
            result.insert(dy > 0 ? .down : .up, at: Swift.abs(dy) > Swift.abs(dx) ? 0 : result.count)
        }
        return result
    }

    /// Whether a touch that has moved by `dx`, `dy` can still become a swipe in one of
    /// ``directions``: it has not yet gone ``maximumDeviation`` or more across every allowed axis.
    ///
    /// - Complexity: O(1).
    public func canStillSwipe(dx: Double, dy: Double) -> Bool {
        guard dx.isFinite, dy.isFinite else { return false }
        let horizontalAllowed = directions.contains(.left) || directions.contains(.right)
        let verticalAllowed = directions.contains(.up) || directions.contains(.down)
        return (horizontalAllowed && Swift.abs(dy) < maximumDeviation)
            || (verticalAllowed && Swift.abs(dx) < maximumDeviation)
    }
}
