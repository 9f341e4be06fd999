// Where PencilKit has its canvas view: iOS, iPadOS, Mac Catalyst and visionOS (not macOS).
#if canImport(PencilKit) && canImport(UIKit)
    import Encircle
    import EncircleShapes
    import Foundation
    import PencilKit

    /// A canvas delegate that snaps as Notes and Freeform do: a stroke whose pen was held still at
    /// its end becomes its clean shape, in the same ink, when the pen lifts; Undo brings the ink
    /// back. Handwriting, which lifts as it stops, stays as written.
    ///
    /// ```swift
    /// let snapping = ShapeSnappingCanvasDelegate()
    /// canvasView.delegate = snapping   // keep `snapping`: the canvas holds its delegate weakly
    /// ```
    ///
    /// A small example as much as a tool, all in ``canvasViewDrawingDidChange(_:)``: when the
    /// drawing's last stroke is new, it snaps when all of these hold:
    /// - the pen rested ``holdDuration`` (0.5 s) within ``holdTolerance`` (4 pt) before it lifted
    ///   (`Stroke.restingTime(within:)` on the stroke's control points and their times);
    /// - the stroke is at least ``minimumSize`` across (the larger side of its bounding box);
    /// - ``recognizer`` names a shape of ``snappedKinds`` (by default the closed shapes, lines and
    ///   arcs: not the polylines, curves, spirals and helices handwriting is made of) with at least
    ///   ``minimumConfidence``.
    ///
    /// The shape takes the stroke's place (`PKStroke.snapped(to:spacing:)`), and an undo action
    /// on the canvas's undo manager puts the ink back (and Redo the shape). The last stroke is new
    /// when it is the one stroke the change added and was begun after this delegate was created
    /// and after every last stroke it has seen, so undo, redo, erasing (the pixel eraser splits a
    /// stroke in two of the same date) and a drawing loaded in snap nothing, and the snapped
    /// stroke, which keeps its stroke's creation date, is not read again. To snap within a
    /// delegate of your own, do the same in its `canvasViewDrawingDidChange(_:)`.
    @MainActor
    public final class ShapeSnappingCanvasDelegate: NSObject, PKCanvasViewDelegate {
        /// Names the shapes; its configuration's `snaps` makes them clean.
        public var recognizer: ShapeRecognizer
        /// The shapes that replace their strokes. Default ``defaultSnappedKinds``.
        public var snappedKinds: Set<DrawnShape.Kind>
        /// How long the pen must rest before it lifts, seconds. Default 0.5, as Notes waits.
        public var holdDuration: TimeInterval = 0.5
        /// How far a resting pen may tremble, points. Default 4.
        public var holdTolerance: CGFloat = 4
        /// The smallest stroke that snaps, points across (the larger side of its bounding box, as
        /// the recognizers size a stroke). Default 24: a letter's dot or a tick stays ink.
        public var minimumSize: CGFloat = 24
        /// The least confidence a shape needs to snap. Default 0.3.
        public var minimumConfidence = 0.3

        /// The closed shapes, lines and arcs: what a person who holds the pen still at the end of
        /// a stroke means to make clean.
        public static let defaultSnappedKinds: Set<DrawnShape.Kind> = Set(
            DrawnShape.Kind.allCases.filter { $0.isClosed || $0 == .line || $0 == .arc })

        /// The creation date of the newest last stroke seen: strokes begun no later are not new.
        private var newestStroke = Date()
        /// How many strokes the drawing had at the last change; `nil` before the first.
        private var strokeCount: Int?

        /// Creates a delegate that snaps each new, held stroke that draws a shape of
        /// `snappedKinds`.
        ///
        /// - Complexity: O(1).
        public init(
            recognizer: ShapeRecognizer = ShapeRecognizer(),
            snappedKinds: Set<DrawnShape.Kind> = ShapeSnappingCanvasDelegate.defaultSnappedKinds
        ) {
            self.recognizer = recognizer
            self.snappedKinds = snappedKinds
            super.init()
        }

        /// Replaces the drawing's last stroke with its shape when the stroke is new, was held
        /// still at its end, is large enough, and draws one of ``snappedKinds`` clearly enough.
        ///
        /// - Complexity: O(*n*) for the *n* control points of the last stroke, plus a copy of the
        ///   drawing's list of strokes when it snaps.
        public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
            let strokes = canvasView.drawing.strokes
            let addedOne = strokeCount.map { strokes.count == $0 + 1 } ?? true
            strokeCount = strokes.count
            guard let last = strokes.last, last.path.creationDate > newestStroke else { return }
            newestStroke = last.path.creationDate
            guard addedOne, let shape = shape(of: Stroke(last)) else { return }
            replace(last, with: last.snapped(to: shape), in: canvasView)
        }

        /// The shape `stroke` snaps to, or `nil` when it stays ink.
        private func shape(of stroke: Stroke) -> DrawnShape? {
            guard stroke.restingTime(within: Double(holdTolerance)) >= holdDuration,
                let box = stroke.boundingBox, CircleDefinition.size(of: box) >= Double(minimumSize),
                let recognized = recognizer.recognize(stroke).recognized,
                recognized.confidence >= minimumConfidence, snappedKinds.contains(recognized.shape.kind)
            else { return nil }
            return recognized.shape
        }

        /// Puts `replacement` in the place of `stroke` (found by its creation date, which the two
        /// share), and registers the swap back with the canvas's undo manager.
        private func replace(_ stroke: PKStroke, with replacement: PKStroke, in canvasView: PKCanvasView) {
            var drawing = canvasView.drawing
            guard let index = drawing.strokes.lastIndex(where: { $0.path.creationDate == stroke.path.creationDate })
            else { return }
            drawing.strokes[index] = replacement
            // Calls canvasViewDrawingDidChange(_:) again, which finds no new stroke.
            canvasView.drawing = drawing
            canvasView.undoManager?.registerUndo(withTarget: self) { [weak canvasView] delegate in
                guard let canvasView else { return }
                delegate.replace(replacement, with: stroke, in: canvasView)
            }
        }
    }
#endif
