import Encircle
import Foundation

/// Which way an evenly resampled stroke heads at each point, unwrapped, so that the turning
/// between any two points is a difference: a spiral's three turns read 1,080°, not 0°.
///
/// The heading at a point is the direction of the chord from `span` points before it to `span`
/// points after (fewer at the ends), so a sample's noise moves it less the wider the span.
/// Consecutive headings differ by under 180° (a hairpin within two steps reads as turning the
/// shorter way), and are added up from there.
struct Turning {
    /// The heading at each point, radians, unwrapped: positive turning is clockwise on screen.
    let headings: [Double]

    private init(headings: [Double]) {
        self.headings = headings
    }

    /// The headings of `points`, which are evenly spaced, over chords `span` points each way.
    ///
    /// - Complexity: O(*n*).
    init(_ points: [Point], span: Int = 1) {
        let count = points.count
        guard count >= 2 else {
            headings = Array(repeating: 0, count: count)
            return
        }
        var headings = [Double]()
        headings.reserveCapacity(count)
        var previous = 0.0
        for index in 0..<count {
            let a = points[max(index - span, 0)], b = points[min(index + span, count - 1)]
            let raw = atan2(b.y - a.y, b.x - a.x)
            if index == 0 {
                previous = raw
            } else {
                previous += remainder(raw - previous, 2 * .pi)
            }
            headings.append(previous)
        }
        self.headings = headings
    }

    /// The turning from point `start` to point `end`, degrees, signed (clockwise positive);
    /// indices are clamped to the stroke.
    ///
    /// - Complexity: O(1).
    func degrees(from start: Int, to end: Int) -> Double {
        guard !headings.isEmpty else { return 0 }
        let last = headings.count - 1
        return (headings[min(max(end, 0), last)] - headings[min(max(start, 0), last)]) * 180 / .pi
    }

    /// The turning over the whole stroke, degrees, signed.
    var total: Double { degrees(from: 0, to: headings.count - 1) }

    /// These headings, each the median of those within `spans[i]` points of it each way (fewer
    /// near the ends, so that the window stays centred; none where `spans` has no entry): a run
    /// of headings that turns one way only is unchanged, as the median of such a run is its
    /// middle, while a swing back and forth that lasts less than the span is gone.
    ///
    /// - Complexity: O(*n* · *k* log *k*) for spans of at most *k* points.
    func medians(within spans: [Int]) -> Turning {
        // How many times the headings rise, and fall, before each point: a window where either
        // count stays the same turns one way only, as most of a stroke does, and its median is
        // its middle heading.
        var rises = [0], falls = [0]
        rises.reserveCapacity(headings.count)
        falls.reserveCapacity(headings.count)
        for (a, b) in zip(headings, headings.dropFirst()) {
            rises.append(rises[rises.count - 1] + (b > a ? 1 : 0))
            falls.append(falls[falls.count - 1] + (b < a ? 1 : 0))
        }
        var medians = headings
        var window = [Double]()
        for index in headings.indices {
            let span = min(index < spans.count ? spans[index] : 0, index, headings.count - 1 - index)
            let (first, last) = (index - span, index + span)
            guard rises[last] != rises[first], falls[last] != falls[first] else { continue }
            window.removeAll(keepingCapacity: true)
            window.append(contentsOf: headings[first...last])
            window.sort()
            medians[index] = window[span]
        }
        return Turning(headings: medians)
    }

    /// How far the stroke turns back against `direction` (+1 clockwise, −1 counterclockwise)
    /// at most, degrees: the largest fall of the heading, counted in `direction`, from any point
    /// to a later one. 0 for a stroke that only ever turns one way; an S-curve's second bend.
    ///
    /// - Complexity: O(*n*).
    func largestReversal(against direction: Double) -> Double {
        var highest = -Double.infinity, fall = 0.0
        for heading in headings {
            let signed = heading * direction
            highest = max(highest, signed)
            fall = max(fall, highest - signed)
        }
        return fall * 180 / .pi
    }
}
