// Apple platforms with PencilKit: iOS, iPadOS, Mac Catalyst, macOS and visionOS.
#if canImport(PencilKit)
    import CoreGraphics
    import Encircle
    import PencilKit

    extension Stroke {
        /// Creates a stroke from a PencilKit stroke, to recognize what it draws.
        ///
        /// ```swift
        /// let stroke = Stroke(canvasView.drawing.strokes.last!)
        /// let recognition = ShapeRecognizer().recognize(stroke)   // .rectangle(…), say
        /// ```
        ///
        /// The samples are the control points of the stroke's path, in the drawing's coordinates
        /// (the stroke's `transform` applied), each timed by its `timeOffset` from the start of
        /// the stroke. PencilKit keeps about one control point per touch the pen reported, so
        /// this is the stroke as drawn.
        ///
        /// - Parameter stroke: A stroke of a `PKDrawing`.
        /// - Complexity: O(*n*), where *n* is the number of control points.
        public init(_ stroke: PKStroke) {
            let transform = stroke.transform
            self.init(stroke.path.map { Sample(Point($0.location.applying(transform)), time: $0.timeOffset) })
        }
    }
#endif
