#if canImport(CoreGraphics)
    import CoreGraphics
#else
    import Foundation
#endif

// CGPoint / CGRect interop for Apple developers (Foundation provides them on Linux too, so this
// file builds and is tested there).
extension Point {
    /// Creates a point from a `CGPoint`, converting each coordinate from `CGFloat` to `Double`.
    ///
    /// - Complexity: O(1).
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// Creates a `CGPoint` from an Encircle point.
    ///
    /// - Complexity: O(1).
    public init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension Rect {
    /// Creates a rectangle from a `CGRect` (standardized, so negative sizes are flipped).
    ///
    /// - Complexity: O(1).
    public init(_ rect: CGRect) {
        let r = rect.standardized
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.width), height: Double(r.height))
    }
}

extension CGRect {
    /// Creates a `CGRect` from an Encircle rectangle.
    ///
    /// - Complexity: O(1).
    public init(_ rect: Rect) {
        self.init(
            x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

extension Stroke {
    /// Creates a stroke from `CGPoint`s without timestamps, such as the locations a touch
    /// handler collected.
    ///
    /// - Complexity: O(*n*).
    public init(points: some Sequence<CGPoint>) {
        self.init(points: points.lazy.map(Point.init))
    }

    /// Creates a stroke from `CGPoint`s sampled at a constant `interval` (seconds) starting at
    /// 0: sample *i* has time *i* · `interval`.
    ///
    /// - Complexity: O(*n*).
    public init(points: some Sequence<CGPoint>, interval: Double) {
        self.init(points: points.lazy.map(Point.init), interval: interval)
    }
}
