import Encircle
import EncircleEvaluation
import EncircleToolSupport

/// Which items a verdict selects: the rule of "circle to select", taken from the library rather
/// than written again for the page.
///
/// A rejected stroke selects nothing. A circle selects what lies inside the shape the detector
/// found: for Encircle's detector ``Encircle/DetectedCircle/contains(_:)`` (the fitted ellipse,
/// so a tilted oval selects what it surrounds; the circle for an arc); for a detector whose
/// match is only a centre and a radius (Sadun's, LaMarche's), ``Encircle/PlaneCircle/contains(_:)``;
/// for one whose match has no circle at all ($1's template match),
/// ``Encircle/Stroke/encloses(_:)``, the loop as drawn.
///
/// ```swift
/// ItemSelection.selected(items, by: entry.detect(stroke), in: stroke)   // [3, 4, 11]
/// ```
enum ItemSelection {
    /// The indexes of the `items` that `detection` of `stroke` selects, in increasing order.
    ///
    /// - Throws: ``PlaygroundError`` 413 when the loop rule would weigh more than
    ///   ``PlaygroundLimits/maximumLoopSelectionWork`` items × samples.
    /// - Complexity: O(*k*) for *k* items, or O(*k* · *n*) for *n* samples when the match has no circle.
    static func selected(
        _ items: [Point], by detection: Detection<AnyMatch>, in stroke: Stroke
    ) throws(PlaygroundError) -> [Int] {
        guard case .recognized(let match) = detection else { return [] }
        let contains: (Point) -> Bool
        if let detected = match.details as? DetectedCircle {
            contains = detected.contains
        } else if let circle = match.circle {
            contains = circle.contains
        } else {
            let work = items.count * stroke.count
            guard work <= PlaygroundLimits.maximumLoopSelectionWork else {
                throw PlaygroundError(
                    .contentTooLarge,
                    "\(items.count) items inside a loop of \(stroke.count) points is \(work) tests; the limit is "
                        + "\(PlaygroundLimits.maximumLoopSelectionWork): send fewer items or points")
            }
            contains = stroke.encloses
        }
        return items.indices.filter { contains(items[$0]) }
    }
}

/// The answer of `POST /api/detect`: the ``EncircleToolSupport/DetectionRecord``'s keys, and
/// `"selected"` when the request posted `"items"`.
struct DetectAnswer: Encodable {
    var record: DetectionRecord
    var selected: [Int]?

    private enum CodingKeys: String, CodingKey { case selected }

    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        guard let selected else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selected, forKey: .selected)
    }
}
