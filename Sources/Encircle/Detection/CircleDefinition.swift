/// The fixed part of Encircle's definition of a circle: every constant that changes a verdict
/// and that no ``CircleDetector/Configuration`` sets, each with its reason. The limits a
/// configuration sets are ``CircleDetector/Check``'s; their defaults and reasons are on
/// ``CircleDetector/Configuration``.
///
/// Angles are in degrees, as everywhere inside the detector: as people read them and as
/// rejections print them.
package enum CircleDefinition {
    // MARK: Input

    /// The fewest samples a circle can be judged from.
    static let minimumSampleCount = 3
    /// Coordinates beyond this magnitude are out of range: no screen is that large, and the
    /// arithmetic would lose its precision.
    static let coordinateLimit = 1e9

    /// The larger of a sample's coordinates in magnitude: out of range beyond ``coordinateLimit``.
    static func magnitude(x: Double, y: Double) -> Double { max(abs(x), abs(y)) }

    /// A stroke's size, what ``CircleDetector/Configuration/minimumSize`` (and the shape
    /// recognizer's) compares: the larger side of its bounding box, a circle's diameter.
    package static func size(of box: Rect) -> Double { max(box.width, box.height) }

    // MARK: Round shapes

    /// Beyond this ratio of its axes a stroke is flat enough that its sweep is taken round its
    /// fitted ellipse (in the ellipse's own angle) rather than round its fitted circle, whose
    /// centre then lies far off: a 2.5:1 arc a person drew 228° round reads 167.6° round its
    /// circle. 1.9, the default ``CircleDetector/Configuration/maximumAspectRatio``: no drawn
    /// circle is that flat, so no circle's sweep is measured differently.
    static let flatEllipseRatio = CircleDetector.Configuration.default.maximumAspectRatio
    /// …when its ellipse fits it this closely (RMS distance over the mean semi-axis): a drawn
    /// flat arc lies on its ellipse within a few percent; the ellipse through a V or a brace is a
    /// loose fit whose angle is not stable.
    static let flatEllipseFit = 0.05
    /// …and when it is no flatter than this: past it the "ellipse" is a sliver fitted to a
    /// nearly straight stroke.
    static let flattestEllipseRatio = 6.0

    // MARK: The summary (ArcLengthResampler)

    /// The most summary points kept per lap; a power of two. 128 points a lap (a chord of 2.8°
    /// on a circle) measure every accuracy figure as well as 256 did, and noisy strokes better.
    static let pointsPerLap = 128
    /// Strokes that wind round more often keep ``pointsPerLap`` points per lap up to this many
    /// laps (at most 1,024 points), so an overtraced circle is summarised as finely per lap as
    /// a single one.
    static let maximumLapsResolved = 8
    /// The finest spacing of the summary, in points.
    static let finestSpacing = 1.0 / 64
    /// The summary starts at the spacing at which its ``pointsPerLap`` points span this many
    /// times ``CircleDetector/Configuration/minimumSize`` (80 pt, a 1 pt spacing, by default):
    /// finer points would be dropped again before the stroke is that long, and the turns
    /// measured early in a stroke (``turnActivationSizes``) need no finer ones.
    static let initialSpanSizes = 8.0

    // MARK: Turns measured while drawing (TurnMonitor)

    /// Turns are measured once the stroke is this many times
    /// ``CircleDetector/Configuration/minimumSize`` long (40 pt by default) and its extent half
    /// that: before, a window of 1/16 of the length is too short to tell a turn from tremor.
    /// Earlier is better for a recognizer, which fails a stroke at its first sharp corner; on
    /// the development strokes under every noise and sampling transform, 4 keeps every circle
    /// that 8 keeps.
    static let turnActivationSizes = 4.0
    /// Turns are measured over chords spanning this share of a lap: 1/16, where a circle turns
    /// 22.5°…
    static let turnWindowShare = 1.0 / 16
    /// …or this share of the diagonal of the extent drawn so far, whichever is longer, so that
    /// early in a stroke the chords stay long compared with hand tremor.
    static let turnWindowExtentShare = 1.0 / 8
    /// A chord whose ends are closer than this share of its length along the path is wiggling
    /// with sample noise, not going anywhere: its window is doubled.
    static let minimumChordStraightness = 0.75
    /// A window doubled for wiggling stops at this many points (1/8 of a lap, twice a window),
    /// so that a stroke's own turns are never averaged over more than an eighth of it.
    static let widestTurnWindow = pointsPerLap / 8
    /// A stretch turning at least this much over a window (degrees) may be a hook where the pen
    /// landed or lifted (PaleoSketch's tails): a flick turns sharply off the path, while a
    /// circle turns 22.5° over a window and people's ovals about 80° at their ends (at 60°, the
    /// tight end of a 298° oval read as a hook and was cut off).
    static let hookTurn = 90.0
    /// Such a stretch is a hook, neither a corner nor part of the shape, when its tip lies
    /// within this share of the stroke's length and of its diagonal from an end: a flick of a
    /// few percent of the size, far shorter than a side of a polygon.
    package static let hookReach = 0.15
    /// A hook turning at least this much (degrees) doubles back along the path…
    package static let hairpinTurn = 150.0
    /// …and may reach this far.
    package static let hairpinReach = 0.25
    /// Turns are measured this many times over the span of a window, not at every point: the
    /// turn between chords of a window changes little from one point to the next. Three keep
    /// every count of `Guides/Accuracy.md`, as four did; two lose a circle of SIGN's at ¼ scale.
    static let turnMeasuresPerWindow = 3
    /// A corner counts where the path turns at least this much over chords of one window and of
    /// two alike: a circle turns 22.5° over 1/16 of a lap and drawn circles stay under it; the
    /// corners of squares, rectangles and polygons turn 90° or more. On the development set
    /// with every sampling and noise transform, 60° and 70° count no more corners on a circle.
    static let cornerTurn = 65.0
    /// Corners are not counted over chords shorter than this many mean sample steps: within one
    /// step a chord sees the kink at a single noisy sample as a corner.
    static let cornerSampleSteps = 1.5
    /// Winding round the running centroid is not counted within this share of the extent's
    /// diagonal of it, where the angle is mostly noise.
    static let windingDeadZone = 1.0 / 8

    // MARK: Measured at the end (Measurements)

    /// The whole-stroke measurements are taken on this many points, evenly spaced along the
    /// stroke, so that their cost does not depend on its length.
    static let resampledCount = 64
    /// The circle is Kåsa's fit refined by this many of Newton's steps on the geometric
    /// distances: on drawn strokes two end within 0.01 pt of the converged fit (`CircleFitTests`),
    /// and the development strokes' verdicts are the same as with ten, at a fifth of the cost.
    static let circleRefinementSteps = 2
    /// The corner concentration compares turns over chords of this many resampled points: 1/16
    /// of a lap, where a circle turns 22.5°…
    static let cornerWindow = 4
    /// …or longer on a sparsely sampled stroke, so that each chord spans
    /// ``cornerSampleSteps`` sample steps (between two samples the path is only interpolated,
    /// straight, which is no evidence of a straight side), but never longer than this: 1/12 of a
    /// lap, so that the chords between a square's corners, a quarter of a lap apart, still lie
    /// on its side.
    static let sparseCornerWindow = 5
    /// Reversals are measured over chords of this many resampled points, about 1/10 of a lap:
    /// longer than the wobble of a drawn circle and a sample that jumps a step or two, shorter
    /// than the hook of a question mark.
    static let reversalWindow = 6
    /// The extra turning compares the directions of chords of this many resampled points, 3/16
    /// of a lap, with how far their midpoints go round the centre: over shorter chords a curl
    /// where the pen lands turns the direction as far as a heart's dent does, over a quarter lap
    /// the dent too is smoothed away.
    static let extraTurningWindow = 12
    /// Strokes that go round at least this many times are judged for spiral growth: below it
    /// a radius trend cannot be told from an oval.
    static let spiralLaps = 1.25
    /// Below this aspect ratio an ellipse's corner concentration is a circle's (0.5 within
    /// 0.01), and is not corrected for.
    static let ellipseConcentrationAspect = 1.2
    /// Total turning, in degrees, below which a stroke counts as not turning at all: far above
    /// the rounding of a straight line's chords, far below any drawn bend.
    static let noTurning = 1e-4
    /// Sweeps are compared as messages print them, to a tenth of a degree, so that an exact
    /// semicircle measured 179.99° meets a 180° limit.
    static let sweepStepsPerDegree = 10.0

    // MARK: While drawing (CircleRecognizer)

    /// The winding round the running centroid runs behind the sweep round the fitted centre by
    /// about a quarter lap (early in a stroke the centroid lies on the path, where winding is not
    /// counted), and a few degrees more on a sparsely sampled stroke (the circle of 48 samples
    /// of `LiveRecognitionArticleTests` winds 204° by 307.5° round, where it closes): closure is
    /// judged once the winding is this close to the required sweep.
    static let closureWindingLag = 120.0
    /// Closure is judged again each time the stroke's length grows by this share.
    static let closureRejudgeGrowth = 1.0 / 16
}
