import Encircle

/// A stroke or template brought into the $1 frame: 64 points, scaled to the 250 square, centred
/// on the origin, turned to its indicative angle when rotation does not matter; plus its
/// Protractor vector (of the points centred but not stretched: Protractor's own pipeline).
struct NormalizedGesture: Hashable, Sendable {
    /// The normalized points.
    var points: [Point]
    /// The points as a unit vector, for Protractor.
    var vector: [Double]

    /// Runs the $1 pipeline on `points` (not changed): resample, rotate by the indicative angle
    /// (when `turningToIndicativeAngle`), scale, translate; and resample, rotate, translate,
    /// vectorize for Protractor.
    ///
    /// - Throws: ``TemplateRejection`` for no points, a non-finite point, a path of zero length,
    ///   or coordinates whose measures overflow.
    init(_ points: [Point], turningToIndicativeAngle: Bool) throws(TemplateRejection) {
        guard !points.isEmpty else { throw .emptyStroke }
        if let index = points.firstIndex(where: { !$0.isFinite }) { throw .invalidSample(at: index) }
        let length = UnistrokeGeometry.pathLength(points)
        guard length.isFinite else { throw .outOfRange }
        guard length > 0 else { throw .noLength }
        var steps = UnistrokeGeometry.resample(points)
        if turningToIndicativeAngle {
            steps = UnistrokeGeometry.rotate(steps, by: -UnistrokeGeometry.indicativeAngle(steps))
        }
        // Protractor compares shapes as unit vectors, which makes scaling uniform; $1 stretches
        // both axes to the square.
        let centred = UnistrokeGeometry.translate(steps)
        steps = UnistrokeGeometry.translate(UnistrokeGeometry.scale(steps))
        guard steps.allSatisfy(\.isFinite), centred.allSatisfy(\.isFinite) else { throw .outOfRange }
        self.points = steps
        self.vector = UnistrokeGeometry.vectorize(centred)
    }
}
