// Apple platforms only: Linux has no CoreGraphics (Foundation's CGPoint and CGRect, but no CGPath).
#if canImport(CoreGraphics)
    import CoreGraphics
    import Encircle

    extension DrawnShape {
        /// The clean shape as a Core Graphics path, in the shape's coordinates, to stroke or fill
        /// in place of the stroke that was drawn.
        ///
        /// ```swift
        /// if let shape = ShapeRecognizer().recognize(stroke).shape {
        ///     shapeLayer.path = shape.cgPath   // a CAShapeLayer over the view the stroke was drawn on
        /// }
        /// ```
        ///
        /// Lines and polylines are open subpaths; the closed shapes (triangle, rectangle, diamond,
        /// polygon, and a star's 2 × `points` corners, tips and inner corners alternately) are
        /// closed. A curve is its Bézier segments, closed when it is; a spiral and a helix, which
        /// Core Graphics has no element for, are their outline every 2 points
        /// (``outline(spacing:)``). An arc is a true arc from `startAngle` through `sweep`, turning the way it was
        /// drawn; a circle and an ellipse are ellipses, the ellipse rotated by its `rotation`.
        /// The shape's angles (positive clockwise on screen, y down) are Core Graphics' angles in
        /// a flipped context such as a UIView's, so the arc is added with `sweep` as its `delta`:
        /// what Core Graphics calls counterclockwise in its own y-up space appears clockwise on
        /// a flipped screen.
        public var cgPath: CGPath {
            let path = CGMutablePath()
            switch self {
            case .line(let from, let to):
                path.addLines(between: [CGPoint(from), CGPoint(to)])
            case .polyline(let vertices):
                path.addLines(between: vertices.map(CGPoint.init))
            case .arc(let center, let radius, let startAngle, let sweep):
                path.addRelativeArc(
                    center: CGPoint(center), radius: CGFloat(radius), startAngle: CGFloat(startAngle.radians),
                    delta: CGFloat(sweep.radians))
            case .circle(let center, let radius):
                path.addEllipse(
                    in: CGRect(
                        x: CGFloat(center.x - radius), y: CGFloat(center.y - radius), width: CGFloat(2 * radius),
                        height: CGFloat(2 * radius)))
            case .ellipse(let ellipse):
                // Drawn round the origin along the x axis, then turned and moved into place.
                let major = ellipse.semiMajorAxis, minor = ellipse.semiMinorAxis
                let placement = CGAffineTransform(rotationAngle: CGFloat(ellipse.rotation.radians))
                    .concatenating(
                        CGAffineTransform(translationX: CGFloat(ellipse.center.x), y: CGFloat(ellipse.center.y)))
                path.addEllipse(
                    in: CGRect(
                        x: CGFloat(-major), y: CGFloat(-minor), width: CGFloat(2 * major), height: CGFloat(2 * minor)),
                    transform: placement)
            case .curve(let segments, let isClosed):
                guard let first = segments.first else { break }
                path.move(to: CGPoint(first.from))
                for segment in segments {
                    path.addCurve(
                        to: CGPoint(segment.to), control1: CGPoint(segment.control1),
                        control2: CGPoint(segment.control2))
                }
                if isClosed { path.closeSubpath() }
            case .spiral, .helix:
                // No Core Graphics primitive draws them: their outline, a point every 2 pt.
                path.addLines(between: outline(spacing: 2).map(CGPoint.init))
            case .triangle(let vertices), .rectangle(let vertices, _), .diamond(let vertices), .polygon(let vertices):
                path.addLines(between: vertices.map(CGPoint.init))
                path.closeSubpath()
            case .star(let center, let outerRadius, let innerRadius, let points, let rotation):
                let corners = Self.starCorners(
                    center: center, outerRadius: outerRadius, innerRadius: innerRadius, points: points,
                    rotation: rotation)
                path.addLines(between: corners.map(CGPoint.init))
                path.closeSubpath()
            }
            return path
        }
    }
#endif
