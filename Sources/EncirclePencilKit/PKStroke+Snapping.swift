// Apple platforms with PencilKit: iOS, iPadOS, Mac Catalyst, macOS and visionOS.
#if canImport(PencilKit)
    import CoreGraphics
    import Encircle
    import EncircleShapes
    import PencilKit

    extension PKStroke {
        /// This stroke redrawn as the clean `shape`: the same ink, the same width and pressure,
        /// along the shape's outline.
        ///
        /// ```swift
        /// if let shape = ShapeRecognizer().recognize(Stroke(stroke)).shape {
        ///     drawing.strokes[index] = stroke.snapped(to: shape)   // a wobbly square, now square
        /// }
        /// ```
        ///
        /// The new path's control points lie along the shape every `spacing` points
        /// (`DrawnShape.outline(spacing:)`), so the spline PencilKit draws through them stays
        /// on the shape and rounds each corner by a fraction of a step. Each point takes the
        /// size, opacity, force, azimuth and altitude of this stroke's middle control point,
        /// where the pen was down firmly (the ends taper), or those of a finger on glass for a
        /// stroke without points; the time offsets spread this stroke's duration evenly. The
        /// stroke keeps its `transform` and its path its creation date.
        ///
        /// - Parameters:
        ///   - shape: The shape, in the drawing's coordinates, as `Stroke(_:)` reads this
        ///     stroke and `ShapeRecognizer` names it.
        ///   - spacing: The longest step between control points, in the drawing's points.
        /// - Returns: A stroke to put in this stroke's place in the drawing.
        /// - Complexity: O(*n* + *m*), where *n* is the number of this stroke's control points
        ///   and *m* the number of the new stroke's, about the shape's outline over `spacing`.
        public func snapped(to shape: DrawnShape, spacing: CGFloat = 2) -> PKStroke {
            let outline = shape.outline(spacing: Double(spacing))
            let pen = path.isEmpty ? nil : path[path.startIndex + path.count / 2]
            let duration = path.last?.timeOffset ?? 0
            let intoStroke = transform.inverted()
            let points = outline.enumerated().map { index, point in
                PKStrokePoint(
                    location: CGPoint(point).applying(intoStroke),
                    timeOffset: outline.count > 1 ? duration * Double(index) / Double(outline.count - 1) : 0,
                    size: pen?.size ?? CGSize(width: 4, height: 4), opacity: pen?.opacity ?? 1, force: pen?.force ?? 1,
                    azimuth: pen?.azimuth ?? 0, altitude: pen?.altitude ?? .pi / 2)
            }
            return PKStroke(
                ink: ink, path: PKStrokePath(controlPoints: points, creationDate: path.creationDate),
                transform: transform)
        }
    }
#endif
