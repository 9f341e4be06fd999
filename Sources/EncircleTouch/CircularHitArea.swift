import Encircle

/// A round touch target: answers whether a point falls inside a circle rather than a box.
///
/// Sadun's *iOS Developer's Cookbook* (Recipe 1-5, "Testing Touches") overrides
/// `point(inside:with:)` so a round view only takes touches inside the circle inscribed in its
/// square bounds. This type is that test without UIKit:
///
/// ```swift
/// // in a UIView subclass
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     CircularHitArea(inscribedIn: Rect(bounds)).contains(Point(point))
/// }
/// ```
///
/// Decisions, where the recipe leaves room:
/// - **The edge is inside**: a point exactly on the circle hits, as with ``PlaneCircle/contains(_:)``
///   (the recipe compared with `<`, so its edge was outside).
/// - **Non-square rectangles** get the largest circle that fits: centred in the rectangle, with
///   half the *shorter* side as radius, so the hit area never leaves the view.
/// - **Degenerate input never hits, and nothing traps**: the circle is geometry, not a setting,
///   so every circle and rectangle is accepted (a view's bounds may be empty or not yet laid
///   out), and ``contains(_:)`` is `false` for a NaN or infinite point, a circle whose centre is
///   NaN or infinite, and a NaN or negative radius. A zero-size rectangle (radius 0) contains
///   only its centre; an infinite radius contains every finite point.
public struct CircularHitArea: Hashable, Sendable {
    /// The circle that counts as inside.
    public var circle: PlaneCircle

    /// Creates a hit area shaped as `circle`; any circle is accepted (see the degenerate cases
    /// above).
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(circle: PlaneCircle) {
        self.circle = circle
    }

    /// Creates the hit area of the circle inscribed in `bounds`: centred in it, with radius half
    /// the shorter side. Negative sizes are taken by magnitude, as `CGRect.standardized` does.
    ///
    /// Pass the view's `bounds` (not its `frame`) so the circle is in the coordinate space of
    /// the points UIKit hands to `point(inside:with:)`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(inscribedIn bounds: Rect) {
        let radius = Swift.min(Swift.abs(bounds.width), Swift.abs(bounds.height)) / 2
        self.init(circle: PlaneCircle(center: bounds.center, radius: radius))
    }

    /// Whether `point` lies inside the circle or on its edge.
    ///
    /// - Returns: `false` for a non-finite point and for a circle with a non-finite centre or a
    ///   NaN or negative radius.
    /// - Complexity: O(1).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        guard point.isFinite, circle.center.isFinite, circle.radius >= 0 else { return false }
        return circle.center.distance(to: point) <= circle.radius
    }
}
