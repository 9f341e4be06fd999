/// A stretch of a stroke that turns sharply — at least ``CircleDefinition/hookTurn`` over a
/// window — with the turns and corners measured in it. Where the pen lands or lifts, such a
/// stretch is a hook (PaleoSketch's tail): ``TurnMonitor`` holds the first and the latest apart,
/// and only at the end, knowing the stroke's length and size, says whether they were hooks or
/// corners.
struct SharpStretch: Hashable, Sendable {
    /// Where its first and last sharp turn are centred, arc length.
    private(set) var start: Double, end: Double
    /// Its sharpest turn, degrees, and where that is centred: the hook's tip.
    private(set) var sharpestTurn: Double, tip: Double
    /// Distinct corners counted in it.
    private(set) var cornerCount = 0
    private var lastCornerPosition = -Double.infinity

    /// A stretch beginning with a turn of `turn` degrees centred at `position`.
    init(turn: Double, at position: Double) {
        (start, end, sharpestTurn, tip) = (position, position, turn, position)
    }

    /// Whether a sharp turn centred at `position` continues the stretch: it lies within `chord`
    /// of its last one.
    func continues(at position: Double, chord: Double) -> Bool { position - end <= chord }

    /// Whether a corner centred at `position` lies in the stretch, or within `chord` of it.
    func holds(_ position: Double, chord: Double) -> Bool { position >= start - chord && position <= end + chord }

    /// Adds a sharp turn of `turn` degrees centred at `position`.
    mutating func add(turn: Double, at position: Double) {
        end = Swift.max(end, position)
        if turn > sharpestTurn { (sharpestTurn, tip) = (turn, position) }
    }

    /// Adds a corner centred at `position`, counted when it lies more than `chord` beyond the
    /// last one.
    mutating func addCorner(at position: Double, chord: Double) {
        if position - lastCornerPosition >= chord { cornerCount += 1 }
        lastCornerPosition = position
    }

    /// Whether the stretch is a hook at the start of a stroke `length` long whose extent has
    /// `diagonal`: its tip lies within the hook's reach of the start.
    func isStartHook(length: Double, diagonal: Double) -> Bool {
        isHook(reaching: tip, length: length, diagonal: diagonal)
    }

    /// Whether the stretch is a hook at the end of such a stroke: its tip lies within the hook's
    /// reach of the end.
    func isEndHook(length: Double, diagonal: Double) -> Bool {
        isHook(reaching: length - tip, length: length, diagonal: diagonal)
    }

    /// Whether the stroke, `length` long, has gone on far enough past the stretch that it can
    /// no longer be a hook at the end, however the stroke continues: the distance from the tip
    /// to the end only grows faster than the reach.
    func isBeyondEndHook(length: Double) -> Bool { length - tip > reachShare * length }

    /// A hook's tip lies within this share of the stroke's length and of its extent's diagonal
    /// from the end: a flick of a few percent; a hook that doubles back, retracing the path,
    /// reaches further.
    private var reachShare: Double {
        sharpestTurn >= CircleDefinition.hairpinTurn ? CircleDefinition.hairpinReach : CircleDefinition.hookReach
    }

    private func isHook(reaching distance: Double, length: Double, diagonal: Double) -> Bool {
        distance <= reachShare * length && distance <= reachShare * diagonal
    }
}
