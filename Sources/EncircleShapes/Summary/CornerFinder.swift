import Encircle

/// A place where a stroke turns sharply: the index of the resampled point, the turn over the
/// corner's window (degrees, signed, clockwise positive), and how much the turn grows over twice
/// the window (1 between straight sides, 2 along a circle; under 1 at a cusp, whose sides bend
/// back).
struct Corner: Hashable, Sendable {
    var index: Int
    var turn: Double
    var flank: Double
}

/// Finds a stroke's corners: where it turns much within a short stretch and hardly more
/// around it.
///
/// At each point the turning is measured over a window of `window` points each way and over
/// twice that. Along a smooth curve the turning grows with the window (a circle turns twice as
/// much over twice the stretch); at a corner it does not (the sides on either side are
/// straight), so a corner is a point where the wider window turns at most ``alikeRatio`` times
/// as much as the narrow one, by at least the minimum turn. That is scale-free: a spiral's tight
/// centre turns fast but evenly and has no corner; a heart's cusp, a triangle's corner and a
/// rectangle's corner rounded within the window have one. (ShortStraw, Wolin, Eoff and Hammond,
/// SBIM 2008, looks for the same thing with straws shorter than the median: that also cuts a
/// smooth arc into chords.)
enum CornerFinder {
    /// A corner turns over twice its window at most this much more than over its window: a
    /// drawn corner's sides are straight to within a tenth of its turn; a smooth curve turns
    /// twice as much.
    static let alikeRatio = 1.3

    /// The corners of a stroke whose headings are `turning` (steady headings, over chords a
    /// window long, so that a sample's noise is not a corner), in order: local maxima of the
    /// turn over `window` points each way, at least `minimumTurn` degrees, with turns alike
    /// over twice the window. `atEnds`, windows are cut short at the stroke's ends, so a hook
    /// there is a corner; otherwise corners lie a window or more from the ends. Each corner sits
    /// where the turn over one point each way is sharpest. With `nearCorners`, the turns are
    /// alike over half a window more each way rather than a whole one: the next corner may lie
    /// within two windows (a sparse stroke's, whose window spans sample steps), while a smooth
    /// curve still turns half as much again, more than ``alikeRatio``.
    ///
    /// - Complexity: O(*n* · `window` + *k* log *k*) for *n* points and *k* points that turn enough.
    static func corners(
        _ turning: Turning, sharpenedBy fine: Turning, window: Int, minimumTurn: Double, atEnds: Bool,
        nearCorners: Bool = false
    ) -> [Corner] {
        let flankReach = nearCorners ? window + (window + 1) / 2 : 2 * window
        let count = turning.headings.count
        let reach = atEnds ? 1 : window
        guard count >= 3, window >= 1, reach < count - reach else { return [] }
        var candidates: [Corner] = []
        for index in reach..<(count - reach) {
            let turn = turning.degrees(from: index - window, to: index + window)
            guard abs(turn) >= minimumTurn else { continue }
            let flank = abs(turning.degrees(from: index - flankReach, to: index + flankReach)) / abs(turn)
            guard flank <= alikeRatio else { continue }
            candidates.append(Corner(index: index, turn: turn, flank: flank))
        }
        // Strongest first; each corner claims its window.
        candidates.sort { abs($0.turn) > abs($1.turn) || (abs($0.turn) == abs($1.turn) && $0.index < $1.index) }
        var corners: [Corner] = []
        var claimed = [Bool](repeating: false, count: count)
        for candidate in candidates where !claimed[candidate.index] {
            corners.append(candidate)
            for index in max(candidate.index - window, 0)...min(candidate.index + window, count - 1) {
                claimed[index] = true
            }
        }
        corners.sort { $0.index < $1.index }
        // Sharpened, two corners may meet: the stronger stays.
        var sharpened: [Corner] = []
        for corner in corners.map({ Self.sharpened($0, fine, window: window, within: reach..<(count - reach)) }) {
            if let last = sharpened.last, corner.index - last.index < window {
                if abs(corner.turn) > abs(last.turn) { sharpened[sharpened.count - 1] = corner }
            } else {
                sharpened.append(corner)
            }
        }
        return sharpened
    }

    /// `corner` moved, within its window and `bounds`, to the point that turns most over one
    /// point each way in the corner's direction.
    private static func sharpened(_ corner: Corner, _ turning: Turning, window: Int, within bounds: Range<Int>)
        -> Corner
    {
        let range = max(corner.index - window, bounds.lowerBound)...min(corner.index + window, bounds.upperBound - 1)
        let sign: Double = corner.turn >= 0 ? 1 : -1
        let best = range.max {
            sign * turning.degrees(from: $0 - 1, to: $0 + 1) < sign * turning.degrees(from: $1 - 1, to: $1 + 1)
        }
        return Corner(index: best ?? corner.index, turn: corner.turn, flank: corner.flank)
    }
}
