import Encircle

/// Writes strokes as `$1` gesture logs (Wobbrock, Wilson & Li, UIST 2007): the playground's
/// export, one file per recording.
package enum GestureLogWriter {
    /// The `$1` gesture-log XML of `stroke`, which `EncircleEvaluation`'s `StrokeLoader` reads
    /// back with the same points, times (re-based to 0 s) and label.
    ///
    /// ```swift
    /// let xml = GestureLogWriter.document(of: stroke, name: "circle01", label: "circle")
    /// // <Gesture Name="circle01" Label="circle" NumPts="54" Millseconds="572">
    /// //   <Point X="130" Y="159" T="0" /> …
    /// ```
    ///
    /// `T` is in milliseconds from the first timed sample, and `Millseconds` declares the span,
    /// so the reader's unit inference reads milliseconds. Samples without a
    /// time have no `T`. Numbers are written in the shortest form that reads back exactly (a
    /// non-finite coordinate would be written as `nan` or `inf`, which the reader refuses).
    ///
    /// - Parameters:
    ///   - stroke: The samples.
    ///   - name: The `Name` attribute, by convention the file name without `.xml`.
    ///   - label: The `Label` attribute: the gesture name, even when it ends in digits.
    /// - Complexity: O(*n*) in the number of samples.
    package static func document(of stroke: Stroke, name: String, label: String) -> String {
        let origin = stroke.samples.lazy.compactMap(\.time).first
        let times = stroke.samples.compactMap(\.time)
        let span = ((times.max() ?? 0) - (times.min() ?? 0)) * 1000
        var attributes =
            "Name=\"\(MarkupEscaping.escaped(name))\" Label=\"\(MarkupEscaping.escaped(label))\" NumPts=\"\(stroke.samples.count)\""
        if span > 0, span.isFinite { attributes += " Millseconds=\"\(span)\"" }
        var lines = ["<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>", "<Gesture \(attributes)>"]
        lines.reserveCapacity(stroke.samples.count + 3)
        for sample in stroke.samples {
            var point = "  <Point X=\"\(sample.x)\" Y=\"\(sample.y)\""
            if let time = sample.time, let origin { point += " T=\"\((time - origin) * 1000)\"" }
            lines.append(point + " />")
        }
        lines.append("</Gesture>")
        return lines.joined(separator: "\n") + "\n"
    }
}
