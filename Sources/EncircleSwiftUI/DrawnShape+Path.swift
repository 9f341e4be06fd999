// On every platform with SwiftUI (tvOS too: this needs no gesture), where CoreGraphics is as well.
#if canImport(SwiftUI) && canImport(CoreGraphics)
    import EncircleShapes
    import SwiftUI

    extension DrawnShape {
        /// The clean shape as a SwiftUI path, in the shape's coordinates: to draw in place of
        /// the stroke that was drawn.
        ///
        /// ```swift
        /// Canvas { context, _ in
        ///     for shape in shapes { context.stroke(shape.path, with: .color(.blue), lineWidth: 3) }
        /// }
        /// ```
        ///
        /// The same path as `cgPath`: closed shapes closed, an arc turning the way it was
        /// drawn, an ellipse rotated. SwiftUI's coordinates are the shape's (y down, angles
        /// positive clockwise on screen), so the path lies where the stroke was drawn in the
        /// view that recorded it.
        public var path: Path { Path(cgPath) }
    }
#endif
