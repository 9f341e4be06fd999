import Encircle
import EncircleEvaluation

/// An inline SVG picture of one stroke: the trace, a dot on its first sample, and the circle
/// a detector fitted, when it has one, drawn over it.
///
/// ```swift
/// StrokeSVG(stroke: stroke, circle: match?.circle).markup
/// // <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" ...><polyline .../>...</svg>
/// ```
package struct StrokeSVG: Sendable {
    /// The stroke pictured.
    package var stroke: Stroke
    /// The circle drawn over it, if any.
    package var circle: PlaneCircle?
    /// The side of the square picture, in CSS pixels.
    package var size: Double

    /// Creates a picture.
    ///
    /// - Complexity: O(1).
    package init(stroke: Stroke, circle: PlaneCircle? = nil, size: Double = 160) {
        self.stroke = stroke
        self.circle = circle
        self.size = size
    }

    /// The `<svg>` element.
    ///
    /// The view fits the trace (and the circle, unless it is more than three times the trace's
    /// size) with a margin; y grows downward, as in the logs. Non-finite samples are skipped.
    ///
    /// - Complexity: O(*n*).
    package var markup: String {
        let points = stroke.samples.map(\.point).filter(\.isFinite)
        let side = ReportText.number(size, fractionDigits: 0)
        let open =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\" "
            + "viewBox=\"0 0 \(side) \(side)\" role=\"img\">"
        guard let first = points.first else {
            return open + "<text x=\"8\" y=\"20\" font-size=\"12\">no finite samples</text></svg>"
        }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        let traceSide = max(maxX - minX, maxY - minY, 1)
        let drawnCircle = circle.flatMap { circle -> PlaneCircle? in
            guard circle.center.isFinite, circle.radius.isFinite, circle.radius >= 0 else { return nil }
            return circle
        }
        if let circle = drawnCircle, 2 * circle.radius <= 3 * traceSide {
            minX = min(minX, circle.center.x - circle.radius)
            maxX = max(maxX, circle.center.x + circle.radius)
            minY = min(minY, circle.center.y - circle.radius)
            maxY = max(maxY, circle.center.y + circle.radius)
        }
        let span = max(maxX - minX, maxY - minY, 1)
        let margin = size * 0.08
        let scale = (size - 2 * margin) / span
        let offsetX = margin + ((size - 2 * margin) - (maxX - minX) * scale) / 2
        let offsetY = margin + ((size - 2 * margin) - (maxY - minY) * scale) / 2
        func x(_ value: Double) -> String { ReportText.number(offsetX + (value - minX) * scale, fractionDigits: 1) }
        func y(_ value: Double) -> String { ReportText.number(offsetY + (value - minY) * scale, fractionDigits: 1) }

        var parts = [open, "<rect width=\"100%\" height=\"100%\" fill=\"#fff\" stroke=\"#ddd\"/>"]
        if let circle = drawnCircle {
            parts.append(
                "<circle class=\"fit\" cx=\"\(x(circle.center.x))\" cy=\"\(y(circle.center.y))\" "
                    + "r=\"\(ReportText.number(circle.radius * scale, fractionDigits: 1))\" fill=\"none\" stroke=\"#d33\" "
                    + "stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>")
            parts.append(
                "<circle cx=\"\(x(circle.center.x))\" cy=\"\(y(circle.center.y))\" r=\"2\" fill=\"#d33\"/>")
        }
        let coordinates = points.map { "\(x($0.x)),\(y($0.y))" }.joined(separator: " ")
        parts.append(
            "<polyline class=\"trace\" points=\"\(coordinates)\" fill=\"none\" stroke=\"#236\" "
                + "stroke-width=\"2\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>")
        parts.append(
            "<circle class=\"start\" cx=\"\(x(first.x))\" cy=\"\(y(first.y))\" r=\"4\" fill=\"#2a2\">"
                + "<title>start</title></circle>")
        parts.append("</svg>")
        return parts.joined()
    }
}
