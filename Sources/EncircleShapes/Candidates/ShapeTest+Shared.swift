import Encircle

/// The tests several candidates share, each defined once.
extension ShapeTest {
    /// A stroke that turns one way turns back at most this much (degrees), over chords a corner
    /// window long: the wobble of a drawn arc or loop stays under it; an S-curve's second bend,
    /// a wave's and a brace's are far past it.
    static let maximumReversal = 30.0

    /// No corner sharper than ``ShapeRecognizer/Configuration/maximumSmoothTurn``, or than
    /// `limit` when that is more (the ends of a flat ellipse): a smooth shape turns evenly.
    static func smooth(
        _ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration, sharpest: Double? = nil,
        limit: Double = 0
    ) -> ShapeTest {
        let limit = max(configuration.maximumSmoothTurn.degrees, limit)
        return .atMost(limit, sharpest ?? summary.sharpestCorner, .cornered) {
            "it turns \(Words.degrees($0)) at a corner (a smooth shape at most \(Words.degrees($1)))"
        }
    }

    /// The ends of a closed smooth shape meet without a corner: its turning is whole laps,
    /// within ``ShapeRecognizer/Configuration/maximumSmoothTurn``.
    /// (Or `limit`, when that is more, as ``smooth(_:_:sharpest:limit:)``.) Ideally `ideal`:
    /// what the shape drawn clean would measure, under half the limit.
    static func closesSmoothly(
        _ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration, limit: Double = 0,
        ideal: Double = 0
    ) -> ShapeTest {
        let limit = max(configuration.maximumSmoothTurn.degrees, limit)
        return .atMost(limit, summary.closingTurn, ideal: min(ideal, limit / 2), .cornered) {
            "its ends meet at a corner of \(Words.degrees($0)) (a smooth shape's at most \(Words.degrees($1)))"
        }
    }

    /// The ends at least ``ShapeRecognizer/Configuration/closureGap`` of the diagonal apart.
    static func open(_ summary: ShapeSummary, _ configuration: ShapeRecognizer.Configuration) -> ShapeTest {
        .atLeast(
            configuration.closureGap, summary.closureGap, ideal: clearIdeal(past: configuration.closureGap), .closure
        ) {
            "its ends meet, \(Words.percent($0)) of its size apart (an open shape's at least \(Words.percent($1)))"
        }
    }

    /// A shape turns back at a corner, against its way round (`direction`, +1 clockwise),
    /// at most ``maximumBackCorners`` times besides its `reflexCorners` (where a polygon's sides
    /// turn back too): a cloud's bumps meet at cusps that turn back, whether read as a round
    /// shape or as a polygon of their chords; a noisy circle, a sample that jumped or a hook
    /// turns back once or twice.
    static func fewBackCorners(_ summary: ShapeSummary, direction: Double, reflexCorners: Int = 0) -> ShapeTest {
        let back = summary.corners.count { $0.turn * direction <= -backCornerTurn }
        let besides = reflexCorners > 0 ? " besides its reflex corners" : ""
        return .count(back - reflexCorners, .countAtMost, maximumBackCorners, .reverses) {
            "it turns back at \(Words.count($0, "corner")) of \(Words.degrees(backCornerTurn)) or more\(besides) (at most \(Words.count($1)))"
        }
    }

    /// The most corners at which a round shape turns against its way round…
    static let maximumBackCorners = 2
    /// …by this much or more, degrees: a cloud's cusps turn back 45° and more; a digitizer's
    /// noise on a small circle turns it back by less.
    static let backCornerTurn = 45.0

    /// Turning one way only, in `direction` (+1 clockwise, −1 counterclockwise).
    static func oneWay(_ summary: ShapeSummary, direction: Double) -> ShapeTest {
        .atMost(maximumReversal, summary.oneWayTurning.largestReversal(against: direction), .reverses) {
            "it turns back \(Words.degrees($0)) against its own way (at most \(Words.degrees($1)))"
        }
    }

    /// The ends at most ``ShapeRecognizer/Configuration/closureGap`` of the diagonal apart.
    static func closed(_ gap: Double, _ configuration: ShapeRecognizer.Configuration) -> ShapeTest {
        .atMost(configuration.closureGap, gap, .closure) {
            "its ends lie \(Words.percent($0)) of its size apart (a closed shape's at most \(Words.percent($1)))"
        }
    }
}
