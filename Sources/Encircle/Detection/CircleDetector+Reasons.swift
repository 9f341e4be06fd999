// The reasons of ``CircleDetector``'s checks (see ``CircleDetector/Check`` for the order).
// `tooFewPoints`, `invalidSample`, `timeNotIncreasing` and `notClosed` are shared by every detector.
extension CircleRejection.Reason {
    /// A coordinate is beyond ±10⁹ points: no screen is that large, and the arithmetic would lose
    /// its precision.
    public static let outOfRange: Self = "outOfRange"
    /// The stroke took longer than the configured maximum duration (Encircle's optional limit;
    /// the classic recipes' 2 s).
    public static let tooLong: Self = "tooLong"
    /// The stroke paused longer than the configured maximum pause.
    public static let idle: Self = "idle"
    /// The stroke turned sharply within a short stretch: a corner no circle has.
    public static let sharpCorner: Self = "sharpCorner"
    /// The stroke turned sharply at more distinct places than a circle does: the corners of a
    /// square, a rectangle or a polygon, judged while it is drawn.
    public static let cornerCount: Self = "cornerCount"
    /// The stroke turned back against its own direction (a question mark, a brace, an S).
    public static let reverses: Self = "reverses"
    /// The stroke goes less far round its centre than an arc: it is no round shape at all (a
    /// line, a check mark, a brace).
    public static let noRoundShape: Self = "noRoundShape"
    /// The stroke is smaller than the minimum size: tap jitter.
    public static let tooSmall: Self = "tooSmall"
    /// The stroke's turning is concentrated in corners (rectangles, triangles, rounded squares).
    public static let corners: Self = "corners"
    /// The stroke is a closed ellipse flatter than a circle may be, and ellipses are not accepted.
    public static let ellipse: Self = "ellipse"
    /// The stroke strays too far from its fitted circle (a scribble, a lumpy loop).
    public static let notRound: Self = "notRound"
    /// An end of the stroke lies far off its circle: a loop entered or left by a tail ("6", "e",
    /// a pigtail).
    public static let tail: Self = "tail"
    /// The stroke's direction turns further than it goes round its centre: a cusp where its ends
    /// meet (a heart begun at its dent) or a loop.
    public static let cusp: Self = "cusp"
    /// The stroke goes round more than once with a steadily growing or shrinking radius.
    public static let spiral: Self = "spiral"
    /// The stroke is a round shape that ``CircleDetector/Configuration/acceptedShapes`` leaves out.
    public static let shapeNotAccepted: Self = "shapeNotAccepted"
}
