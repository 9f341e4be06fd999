// PencilKit as the Encircle adapters use it, written from Apple's documentation
// (developer.apple.com/documentation/pencilkit), for type-checking only: see README.md here.
// Exactly the declarations Sources/EncirclePencilKit uses, with Apple's names, types, isolation
// and inheritance (the iOS 14 forms, which the package's iOS 16 minimum has); the bodies are
// placeholders, since nothing here ever runs.

@_exported import CoreGraphics
@_exported import Foundation
@_exported import UIKit

/// developer.apple.com/documentation/pencilkit/pkink: the ink a stroke is drawn with (its type
/// and colour, neither of which the adapter reads).
public struct PKInk {}

/// developer.apple.com/documentation/pencilkit/pkstrokepoint
public struct PKStrokePoint {
    /// Creates a new stroke point with the specified values.
    public init(
        location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
        azimuth: CGFloat, altitude: CGFloat
    ) {}

    /// The location of the point, in the stroke's coordinates.
    public var location: CGPoint { placeholder() }
    /// The time offset since the start of the stroke path, in seconds.
    public var timeOffset: TimeInterval { placeholder() }
    /// The size of the point.
    public var size: CGSize { placeholder() }
    /// The opacity of the point, from 0 to 2.
    public var opacity: CGFloat { placeholder() }
    /// The force with which the point was drawn.
    public var force: CGFloat { placeholder() }
    /// The azimuth angle of the point, in radians.
    public var azimuth: CGFloat { placeholder() }
    /// The altitude angle of the point, in radians.
    public var altitude: CGFloat { placeholder() }
}

/// developer.apple.com/documentation/pencilkit/pkstrokepath: the uniform cubic B-spline of a
/// stroke, a collection of its control points.
public struct PKStrokePath: RandomAccessCollection {
    public typealias Element = PKStrokePoint
    public typealias Index = Int

    /// Creates a stroke path from the specified control points and creation date.
    public init<T>(controlPoints: T, creationDate: Date) where T: Sequence, T.Element == PKStrokePoint {}

    /// The time at which the stroke path was created.
    public var creationDate: Date { placeholder() }

    /// The index of the first control point.
    public var startIndex: Int { 0 }
    /// The index past the last control point.
    public var endIndex: Int { 0 }
    /// The control point at `index`.
    public subscript(index: Int) -> PKStrokePoint { placeholder() }
}

/// developer.apple.com/documentation/pencilkit/pkstroke
public struct PKStroke {
    /// Creates a new stroke with the specified ink, path, transform and mask.
    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {}

    /// The ink used to render the stroke.
    public var ink: PKInk {
        get { placeholder() }
        set {}
    }
    /// The B-spline path of the stroke.
    public var path: PKStrokePath {
        get { placeholder() }
        set {}
    }
    /// The transform applied to the stroke's path: from its coordinates to the drawing's.
    public var transform: CGAffineTransform {
        get { placeholder() }
        set {}
    }
}

/// developer.apple.com/documentation/pencilkit/pkdrawing
public struct PKDrawing {
    /// The strokes the drawing contains.
    public var strokes: [PKStroke] {
        get { placeholder() }
        set {}
    }
}

/// developer.apple.com/documentation/pencilkit/pkcanvasview
@MainActor open class PKCanvasView: UIScrollView {
    /// The drawing the canvas view displays.
    open var drawing: PKDrawing {
        get { placeholder() }
        set {}
    }
}

/// developer.apple.com/documentation/pencilkit/pkcanvasviewdelegate: an Objective-C protocol
/// whose methods are all optional; Linux has no `@objc optional`, so the extension below gives
/// the method a default instead.
@MainActor public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    /// Tells the delegate that the contents of the current drawing changed.
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    /// Optional in Apple's protocol.
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
}

private func placeholder() -> Never {
    fatalError("an interface stub for type-checking; it never runs")
}
