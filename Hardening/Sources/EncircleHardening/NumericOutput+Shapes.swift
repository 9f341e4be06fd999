import Encircle
import EncircleShapes

/// Reports the numbers of every element of `values` as `prefix[index]` and a dot before each name.
@inline(__always)
func report(
    elements values: [some NumericOutput], as prefix: String,
    to body: (_ value: Double, _ name: () -> String) -> Void
) {
    for (index, value) in values.enumerated() {
        value.forEachNumber { number, name in
            withoutActuallyEscaping(name) { name in body(number, { "\(prefix)[\(index)].\(name())" }) }
        }
    }
}

extension CubicBezier: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(1).
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        report(from, as: "from", to: body)
        report(control1, as: "control1", to: body)
        report(control2, as: "control2", to: body)
        report(to, as: "to", to: body)
    }
}

extension DrawnShape: NumericOutput {
    /// Reports every number of the geometry, named by its property path (`curve.segments[2].control1.x`).
    ///
    /// - Complexity: O(*k*) in the number of vertices or segments.
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        switch self {
        case .line(let from, let to):
            report(from, as: "from", to: body)
            report(to, as: "to", to: body)
        case .polyline(let vertices), .triangle(let vertices), .rectangle(let vertices, _), .diamond(let vertices),
            .polygon(let vertices):
            report(elements: vertices, as: "vertices", to: body)
        case .arc(let center, let radius, let startAngle, let sweep):
            report(center, as: "center", to: body)
            body(radius, { "radius" })
            body(startAngle.radians, { "startAngle" })
            body(sweep.radians, { "sweep" })
        case .circle(let center, let radius):
            report(center, as: "center", to: body)
            body(radius, { "radius" })
        case .ellipse(let ellipse):
            report(ellipse, as: "ellipse", to: body)
        case .curve(let segments, _):
            report(elements: segments, as: "segments", to: body)
        case .spiral(let center, let startRadius, let endRadius, let startAngle, let sweep):
            report(center, as: "center", to: body)
            body(startRadius, { "startRadius" })
            body(endRadius, { "endRadius" })
            body(startAngle.radians, { "startAngle" })
            body(sweep.radians, { "sweep" })
        case .helix(let from, let to, let radius, let turns, let startAngle):
            report(from, as: "from", to: body)
            report(to, as: "to", to: body)
            body(radius, { "radius" })
            body(turns, { "turns" })
            body(startAngle.radians, { "startAngle" })
        case .star(let center, let outerRadius, let innerRadius, _, let rotation):
            report(center, as: "center", to: body)
            body(outerRadius, { "outerRadius" })
            body(innerRadius, { "innerRadius" })
            body(rotation.radians, { "rotation" })
        }
    }
}

extension RecognizedShape: NumericOutput {
    /// Reports every number, named by its property path (the shape's under its kind:
    /// `spiral.startRadius`).
    ///
    /// - Complexity: O(*k*) in the number of vertices or segments.
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        report(shape, as: shape.kind.rawValue, to: body)
        body(confidence, { "confidence" })
    }
}

extension ShapeRejection: NumericOutput {
    /// Reports every number, named by its property path.
    ///
    /// - Complexity: O(*m*) in the length of the message.
    public func forEachNumber(_ body: (_ value: Double, _ name: () -> String) -> Void) {
        if let measured { body(measured, { "measured" }) }
        if let limit { body(limit, { "limit" }) }
        // A formatter that printed NaN is a NaN that escaped into the message.
        if containsNaNWord(message) { body(.nan, { "message \"\(message)\"" }) }
    }
}
