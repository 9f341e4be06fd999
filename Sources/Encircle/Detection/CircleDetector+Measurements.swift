extension CircleDetector {
    /// The quantities ``CircleDetector`` measures on a stroke: its checks compare them with
    /// ``Configuration``; `encircle tune` learns limits from them.
    ///
    /// Angles are ``PlaneAngle``s (in JSON `{"radians":..}`, as every angle of the package),
    /// lengths in points, and the rest are ratios.
    public struct Measurements: Hashable, Sendable, Codable {
        /// Samples in the stroke.
        public var sampleCount: Int
        /// The larger side of the bounding box, points.
        public var size: Double
        /// Signed angle swept round the fitted centre (positive = clockwise on screen).
        public var sweep: PlaneAngle
        /// Largest turn back against the stroke's direction.
        public var reversal: PlaneAngle
        /// Sharpest turn within 1/16 of a lap (or of the length, for less than a lap).
        public var cornerTurn: PlaneAngle
        /// Distinct corners turning 65° or more over chords of 1/16 and 1/8 of a lap (of the
        /// length, under one lap): 0 for a circle, 3 for a square before its last side.
        public var cornerCount: Int
        /// Share of the turning (in the stroke's own direction, over chords of 1/16 of a lap) done in
        /// the sharpest half of the stroke: 0.5 for a circle, which turns evenly; near 1 for a
        /// shape with straight sides.
        public var cornerConcentration: Double
        /// Long over short axis of the fitted ellipse (1 for a circle).
        public var aspectRatio: Double
        /// RMS distance from the fitted circle over its radius.
        public var radialDeviation: Double
        /// Steady change of radius per turn over the radius (0 when the stroke turns less than
        /// 1¼ times).
        public var spiralGrowth: Double
        /// How far the farther end of the stroke lies off the fitted circle, over the radius.
        public var tailDeviation: Double
        /// RMS distance from the fitted ellipse over its mean semi-axis: the roundness of a
        /// stroke judged as an ellipse.
        public var ellipseDeviation: Double
        /// How far the farther end lies off the fitted ellipse, over its mean semi-axis.
        public var ellipseTailDeviation: Double
        /// Seconds from the first to the last sample, `nil` without timestamps.
        public var duration: Double?
        /// The longest time between two consecutive samples, seconds; `nil` without timestamps.
        public var longestPause: Double?
        /// How much further the direction of chords of 3/16 of a lap turns than their midpoints go
        /// round the fitted centre (0 when it turns less): 0 for a circle, nearly so for an oval, the
        /// turn of the dent for a heart begun there, a lap for each loop longer than the chords.
        public var extraTurning: PlaneAngle

        /// Creates measurements, e.g. to test a configuration or a tuner. The ellipse's values
        /// default to the circle's.
        ///
        /// - Complexity: O(1).
        package init(
            sampleCount: Int, size: Double, sweep: PlaneAngle, reversal: PlaneAngle, cornerTurn: PlaneAngle,
            cornerConcentration: Double, aspectRatio: Double, radialDeviation: Double, spiralGrowth: Double,
            tailDeviation: Double, ellipseDeviation: Double? = nil, ellipseTailDeviation: Double? = nil,
            duration: Double? = nil, longestPause: Double? = nil, cornerCount: Int = 0,
            extraTurning: PlaneAngle = .zero
        ) {
            self.sampleCount = sampleCount
            self.size = size
            self.sweep = sweep
            self.reversal = reversal
            self.cornerTurn = cornerTurn
            self.cornerConcentration = cornerConcentration
            self.cornerCount = cornerCount
            self.aspectRatio = aspectRatio
            self.radialDeviation = radialDeviation
            self.spiralGrowth = spiralGrowth
            self.tailDeviation = tailDeviation
            self.ellipseDeviation = ellipseDeviation ?? radialDeviation
            self.ellipseTailDeviation = ellipseTailDeviation ?? tailDeviation
            self.duration = duration
            self.longestPause = longestPause
            self.extraTurning = extraTurning
        }

        /// The sweep as the checks compare it: unsigned, to 0.1° as messages print it, so that an
        /// exact semicircle measured 179.99° meets a 180° limit.
        package var checkedSweep: Double {
            let steps = CircleDefinition.sweepStepsPerDegree
            return (Swift.abs(sweep.degrees) * steps).rounded() / steps
        }

        /// ``cornerConcentration`` as it reads against an ideal ellipse of the same aspect ratio:
        /// an ellipse turns most at the ends of its long axis, so its concentration is judged by
        /// how far it exceeds a perfect ellipse's, mapped so that a perfect ellipse reads 0.5
        /// (as a perfect circle does) and full concentration 1. Below an aspect ratio of 1.2 it
        /// is ``cornerConcentration``.
        ///
        /// - Complexity: O(1): a perfect ellipse of 512 points is measured, for flat strokes only.
        package var ellipseCornerConcentration: Double {
            guard aspectRatio > CircleDefinition.ellipseConcentrationAspect else { return cornerConcentration }
            // Map the ideal ellipse's concentration to a circle's 0.5 and 1 to 1, linearly: what
            // a stroke puts into corners beyond a perfect ellipse reads as it would for a circle.
            let ideal = StrokeShape.idealCornerConcentration(aspectRatio: aspectRatio, laps: Swift.max(laps, 1))
            guard ideal < 1 else { return cornerConcentration }
            return Swift.max(0.5 + 0.5 * (cornerConcentration - ideal) / (1 - ideal), 0)
        }

        /// Turns round the centre: 1 for a circle drawn once, 3 for one traced three times.
        package var laps: Double { Swift.abs(sweep.degrees) / 360 }
    }
}
