// CoreGraphics as the Encircle adapters use it, written from Apple's documentation
// (developer.apple.com/documentation/coregraphics), for type-checking only: see README.md here.
//
// On Linux, swift-corelibs-foundation defines CGFloat, CGPoint, CGSize and CGRect, and Encircle's
// Point+CoreGraphics.swift is compiled against Foundation's. This module re-exports those same
// types instead of declaring its own: a second `CGPoint` would be another type, and `Point(_:)`
// would not accept it. What Foundation lacks (paths and affine transforms) is declared here, with
// Apple's names and signatures.

import Foundation

@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize

/// developer.apple.com/documentation/coregraphics/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates an affine transformation matrix from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// Creates an affine transformation matrix constructed from a rotation value you provide.
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// Creates an affine transformation matrix constructed from translation values you provide.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Returns an affine transformation matrix constructed by combining two existing affine
    /// transforms: this one, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns an affine transformation matrix constructed by inverting an existing affine
    /// transform (itself when it cannot be inverted).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// Returns the point resulting from an affine transformation of an existing point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// developer.apple.com/documentation/coregraphics/cgpath: an immutable graphics path. It has no
/// public initializer; paths are built with `CGMutablePath`.
public class CGPath {
    fileprivate init(placeholder: Void) {}
}

/// developer.apple.com/documentation/coregraphics/cgmutablepath
public class CGMutablePath: CGPath {
    /// Creates a mutable graphics path.
    public init() {
        super.init(placeholder: ())
    }

    /// Adds a sequence of connected straight-line segments to the path, starting a new subpath
    /// at the first point.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {}

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle
    /// (a positive `delta` is counterclockwise in user space).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {}

    /// Adds an ellipse that fits inside the specified rectangle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}

    /// Begins a new subpath at the specified point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}

    /// Adds a cubic Bézier curve to the path, with the specified end point and control points.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {}

    /// Closes and completes a subpath in a mutable graphics path.
    public func closeSubpath() {}
}
