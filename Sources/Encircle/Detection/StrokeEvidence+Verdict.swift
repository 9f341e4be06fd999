/// The verdict once the stroke has ended.
extension StrokeEvidence {
    /// The fewest samples a circle can be judged from.
    static let minimumSampleCount = 3

    /// Decides the stroke: the failure found while folding, or the first whole-stroke check that
    /// fails, or the detected circle.
    ///
    /// - Complexity: O(1): the work is bounded by the summary's capacity.
    func conclude() -> Detection<DetectedCircle> {
        if let failure { return .rejected(failure) }
        if let rejection = Self.tooFewPoints(sampleCount) { return .rejected(rejection) }
        let shape = measureShape()
        if let rejection = Self.firstFailedCheck(shape.measurements, configuration) { return .rejected(rejection) }
        return .circle(describe(shape))
    }

    static func tooFewPoints(_ count: Int) -> CircleRejection? {
        guard count < minimumSampleCount else { return nil }
        return CircleRejection(
            reason: .tooFewPoints, measured: Double(count), limit: Double(minimumSampleCount),
            message: "too few points: \(count) (need \(minimumSampleCount))")
    }

    /// The whole-stroke checks in order, then the turn checks a streaming fold applies early
    /// (so that a verdict from measurements alone matches the fold's).
    static func firstFailedCheck(
        _ m: CircleDetector.Measurements, _ c: CircleDetector.Configuration
    ) -> CircleRejection? {
        if m.size < c.minimumSize {
            return CircleRejection(
                reason: .tooSmall, measured: m.size, limit: c.minimumSize,
                message:
                    "too small: \(NumberText.plain(m.size)) pt across (minimum \(NumberText.plain(c.minimumSize)) pt)")
        }
        // Compared as displayed, to 0.1°: an exact semicircle measured 179.99° meets 180°.
        let sweep = PlaneAngle.degrees((abs(m.sweepDegrees) * 10).rounded() / 10)
        if sweep.degrees < c.minimumSweep.degrees - 1e-9 {
            return CircleRejection(
                reason: .notClosed, measured: sweep.degrees, limit: c.minimumSweep.degrees,
                message: "not closed: swept \(sweep) of the required \(c.minimumSweep)")
        }
        if m.cornerTurnDegrees > c.maximumCornerTurn.degrees {
            return CircleRejection(
                reason: .sharpCorner, measured: m.cornerTurnDegrees, limit: c.maximumCornerTurn.degrees,
                message:
                    "sharp corner: turns \(PlaneAngle.degrees(m.cornerTurnDegrees)) within 1/16 of its length (limit \(c.maximumCornerTurn))"
            )
        }
        if m.reversalDegrees > c.maximumReversal.degrees {
            return reversalRejection(.degrees(m.reversalDegrees), limit: c.maximumReversal)
        }
        if sweep.degrees >= 300, m.aspectRatio > c.maximumAspectRatio {
            return CircleRejection(
                reason: .tooFlat, measured: m.aspectRatio, limit: c.maximumAspectRatio,
                message:
                    "too flat: an ellipse with aspect \(NumberText.plain(m.aspectRatio)):1 (limit \(NumberText.plain(c.maximumAspectRatio)):1)"
            )
        }
        if m.cornerConcentration > c.maximumCornerConcentration {
            return CircleRejection(
                reason: .corners, measured: m.cornerConcentration, limit: c.maximumCornerConcentration,
                message:
                    "corners: \(NumberText.percent(m.cornerConcentration)) of its turning is in a quarter of its length (limit \(NumberText.percent(c.maximumCornerConcentration)))"
            )
        }
        if m.radialDeviation > c.maximumRadialDeviation {
            return CircleRejection(
                reason: .notRound, measured: m.radialDeviation, limit: c.maximumRadialDeviation,
                message:
                    "not round: radius varies \(NumberText.percent(m.radialDeviation)) (limit \(NumberText.percent(c.maximumRadialDeviation)))"
            )
        }
        if m.tailDeviation > c.maximumTailDeviation {
            return CircleRejection(
                reason: .notRound, measured: m.tailDeviation, limit: c.maximumTailDeviation,
                message:
                    "not round: an end lies \(NumberText.percent(m.tailDeviation)) of the radius off the circle (limit \(NumberText.percent(c.maximumTailDeviation)))"
            )
        }
        if m.spiralGrowth > c.maximumSpiralGrowth {
            return CircleRejection(
                reason: .spiral, measured: m.spiralGrowth, limit: c.maximumSpiralGrowth,
                message:
                    "spiral: radius changes \(NumberText.percent(m.spiralGrowth)) per turn (limit \(NumberText.percent(c.maximumSpiralGrowth)))"
            )
        }
        return nil
    }

    /// How far each measurement is from its limit, scaled so an ideal circle scores 1 and a
    /// stroke at the limit 0; the confidence is the smallest of these.
    static func confidence(_ m: CircleDetector.Measurements, _ c: CircleDetector.Configuration) -> Double {
        func margin(_ value: Double, ideal: Double, limit: Double) -> Double {
            guard limit != ideal else { return 1 }
            let share = (limit - value) / (limit - ideal)
            return share.isFinite ? min(max(share, 0), 1) : 0
        }
        let margins = [
            margin(abs(m.sweepDegrees), ideal: max(360, c.minimumSweep.degrees + 1), limit: c.minimumSweep.degrees),
            margin(m.reversalDegrees, ideal: 0, limit: c.maximumReversal.degrees),
            margin(m.cornerTurnDegrees, ideal: 0, limit: c.maximumCornerTurn.degrees),
            margin(m.cornerConcentration, ideal: 0.25, limit: c.maximumCornerConcentration),
            // Flatness is only judged for closed strokes; an arc's moment ellipse is elongated.
            abs(m.sweepDegrees) >= 300 ? margin(m.aspectRatio, ideal: 1, limit: c.maximumAspectRatio) : 1,
            margin(m.tailDeviation, ideal: 0, limit: c.maximumTailDeviation),
            margin(m.radialDeviation, ideal: 0, limit: c.maximumRadialDeviation),
            margin(m.spiralGrowth, ideal: 0, limit: c.maximumSpiralGrowth),
        ]
        return margins.min() ?? 0
    }

    private func describe(_ shape: Shape) -> DetectedCircle {
        let relative = shape.circle ?? PlaneCircle(center: .zero, radius: 0)
        let center = Point(x: firstPoint.x + relative.center.x, y: firstPoint.y + relative.center.y)
        let bounds = boundingRect
        let mean = centroid
        var ellipse = shape.ellipse
        ellipse.center = ellipse.center.translated(dx: firstPoint.x, dy: firstPoint.y)
        let m = shape.measurements
        return DetectedCircle(
            circle: PlaneCircle(center: center, radius: relative.radius),
            kind: abs(m.sweepDegrees) >= 300 ? .circle : .arc,
            boundingRect: bounds,
            meanCenteredRect: Rect(center: mean, width: bounds.width, height: bounds.height),
            direction: RotationDirection(screenAngle: .degrees(m.sweepDegrees)),
            sweep: .degrees(abs(m.sweepDegrees)),
            startAngle: .radians(shape.startAngle),
            endAngle: .radians(shape.endAngle),
            ellipse: ellipse,
            fitError: m.radialDeviation,
            confidence: Self.confidence(m, configuration),
            duration: firstTime.flatMap { first in lastTime.map { $0 - first } },
            measurements: m)
    }
}
