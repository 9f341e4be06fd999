import Encircle

/// A stroke or template brought into the $1 frame: 64 points, scaled to the 250 square, centred
/// on the origin, turned to its indicative angle when rotation does not matter; plus its
/// Protractor vector (of the points centred but not stretched: Protractor's own pipeline).
struct NormalizedGesture: Hashable, Sendable {
    /// The normalized points.
    var points: [Point]
    /// The points as a unit vector, for Protractor.
    var vector: [Double]
    /// Whether the gesture is a straight line by $N's one-dimensional test
    /// (``UnistrokeGeometry/isOneDimensional(_:)``).
    var isStraight: Bool

    /// Runs the $1 pipeline on `points` (not changed): resample, rotate by the indicative angle
    /// (when `turningToIndicativeAngle`), scale, translate; and resample, rotate, translate,
    /// vectorize for Protractor. With `scalingLinesUniformly`, a straight line is scaled
    /// uniformly, as $N does, so that the jitter across it is not stretched into a shape.
    ///
    /// - Throws: ``TemplateRejection`` for no points, a non-finite point, one beyond 10⁹, a path
    ///   of zero length, or an extent whose measures overflow.
    init(_ points: [Point], turningToIndicativeAngle: Bool, scalingLinesUniformly: Bool) throws(TemplateRejection) {
        guard !points.isEmpty else { throw TemplateRejection(.empty) }
        for (index, point) in points.enumerated() {
            if let problem = SampleProblem.of(Stroke.Sample(point), at: index, after: nil) {
                throw TemplateRejection(problem)
            }
        }
        let length = UnistrokeGeometry.pathLength(points)
        guard length > 0 else { throw .noLength }
        var steps = UnistrokeGeometry.resample(points)
        let turned = UnistrokeGeometry.rotate(steps, by: -UnistrokeGeometry.indicativeAngle(steps))
        if turningToIndicativeAngle { steps = turned }
        isStraight = UnistrokeGeometry.isOneDimensional(turned)
        // Protractor compares shapes as unit vectors, which makes scaling uniform; $1 stretches
        // both axes to the square.
        let centred = UnistrokeGeometry.translate(steps)
        let uniformly = scalingLinesUniformly && isStraight
        steps = UnistrokeGeometry.translate(UnistrokeGeometry.scale(steps, uniformly: uniformly))
        guard steps.allSatisfy(\.isFinite), centred.allSatisfy(\.isFinite) else { throw .measuresOverflow }
        self.points = steps
        self.vector = UnistrokeGeometry.vectorize(centred)
    }
}
