// Where PencilKit has its canvas view: iOS, iPadOS, Mac Catalyst and visionOS (not macOS).
#if canImport(PencilKit) && canImport(UIKit)
    import Encircle
    import EncircleShapes
    import Foundation
    import PencilKit

    /// A canvas delegate that snaps live: a stroke that draws a shape is replaced with the clean
    /// shape, in the same ink, as soon as the pen lifts.
    ///
    /// ```swift
    /// let snapping = ShapeSnappingCanvasDelegate()
    /// canvasView.delegate = snapping   // keep `snapping`: the canvas holds its delegate weakly
    /// ```
    ///
    /// A small example as much as a tool, all in ``canvasViewDrawingDidChange(_:)``: when the
    /// drawing's last stroke is new, `ShapeRecognizer` reads it (`Stroke(_:)`), and a
    /// shape of ``snappedKinds`` takes its place (`PKStroke.snapped(to:spacing:)`). A stroke
    /// that draws none (handwriting, a scribble) stays as drawn. The last stroke is new when it
    /// is the one stroke the change added and was begun after this delegate was created and
    /// after every last stroke it has seen. So undo, redo, erasing (the pixel eraser splits a
    /// stroke in two of the same date) and a drawing loaded in snap nothing, and the snapped
    /// stroke, which keeps its stroke's creation date, is not read again. To snap within a
    /// delegate of your own, do the same in its `canvasViewDrawingDidChange(_:)`.
    @MainActor
    public final class ShapeSnappingCanvasDelegate: NSObject, PKCanvasViewDelegate {
        /// Names the shapes; its `snaps` setting makes them clean.
        public var recognizer: ShapeRecognizer
        /// The shapes that replace their strokes. Default: all of them.
        public var snappedKinds: Set<DrawnShape.Kind>
        /// The creation date of the newest last stroke seen: strokes begun no later are not new.
        private var newestStroke = Date()
        /// How many strokes the drawing had at the last change; `nil` before the first.
        private var strokeCount: Int?

        /// Creates a delegate that snaps each new stroke that draws a shape of `snappedKinds`.
        ///
        /// - Complexity: O(1).
        public init(
            recognizer: ShapeRecognizer = ShapeRecognizer(),
            snappedKinds: Set<DrawnShape.Kind> = Set(DrawnShape.Kind.allCases)
        ) {
            self.recognizer = recognizer
            self.snappedKinds = snappedKinds
            super.init()
        }

        /// Replaces the drawing's last stroke with its shape when the stroke is new and draws
        /// one of ``snappedKinds``.
        ///
        /// - Complexity: O(*n* log *n*) for the *n* control points of the last stroke, plus a
        ///   copy of the drawing's list of strokes when it snaps.
        public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
            let strokes = canvasView.drawing.strokes
            let addedOne = strokeCount.map { strokes.count == $0 + 1 } ?? true
            strokeCount = strokes.count
            guard let last = strokes.last, last.path.creationDate > newestStroke else { return }
            newestStroke = last.path.creationDate
            guard addedOne else { return }
            guard let shape = recognizer.recognize(Stroke(last)).shape, snappedKinds.contains(shape.kind) else {
                return
            }
            var drawing = canvasView.drawing
            drawing.strokes[strokes.count - 1] = last.snapped(to: shape)
            // Calls this method again, which finds no new stroke.
            canvasView.drawing = drawing
        }
    }
#endif
