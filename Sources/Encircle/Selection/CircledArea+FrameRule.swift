extension CircledArea {
    /// How much of an item's frame must lie in the area for the item to be selected.
    ///
    /// The boundary is the circle's shape, or for a lasso every segment of the line drawn,
    /// the chord from the last sample back to the first included. A frame that only touches the
    /// boundary overlaps the area but is not inside it.
    public enum FrameRule: Hashable, Sendable {
        /// The whole frame: its four corners are in the area and the boundary neither crosses
        /// nor touches it. For a lasso that is exact wherever the line drawn bounds the loop;
        /// a stretch of line inside the loop (a tail drawn back inward) also keeps a frame it
        /// crosses from being inside.
        case inside
        /// Any part of the frame: a corner is in the area, the boundary crosses or touches the
        /// frame, or the whole area lies inside the frame.
        case overlapping
    }

    /// Whether `frame` lies in the area as `rule` asks: wholly (``FrameRule/inside``) or in
    /// part (``FrameRule/overlapping``).
    ///
    /// ```swift
    /// area.contains(Rect(x: 40, y: 40, width: 20, height: 20), .inside)
    /// ```
    ///
    /// A frame of zero width or height is a line or a point, and is tested as one. `false` for a
    /// frame that is not finite or has a negative width or height, and for every frame when the
    /// area could not be measured.
    ///
    /// - Complexity: O(1) for a circle; O(*n*) for a lasso of *n* samples, O(1) for a frame
    ///   outside the loop's bounding box.
    public func contains(_ frame: Rect, _ rule: FrameRule) -> Bool {
        guard frame.isMeasurable else { return false }
        switch boundary {
        case .shape(let circle, let outline):
            switch rule {
            // The shape is convex: with its four corners, the whole frame is inside.
            case .inside: return frame.corners.allSatisfy(circle.contains)
            case .overlapping: return frame.corners.contains(where: circle.contains) || outline.meets(frame)
            }
        case .loop(let loop):
            switch rule {
            case .inside: return frame.corners.allSatisfy(loop.winds(around:)) && !loop.lineMeets(frame)
            case .overlapping: return loop.lineMeets(frame) || frame.corners.contains(where: loop.winds(around:))
            }
        case .nothing: return false
        }
    }
}

extension Rect {
    /// Whether the rectangle can be tested against an area: finite, with a width and height
    /// that are not negative.
    var isMeasurable: Bool {
        origin.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
            && maxX.isFinite && maxY.isFinite
    }

    /// The four corners, clockwise on screen from ``origin``.
    var corners: [Point] {
        [origin, Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Whether the rectangle and `other` share a point (edges included).
    func meets(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}
