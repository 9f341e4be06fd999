#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The checks that need the whole stroke: run on a 64-point arc-length resampling of the
/// bounded summary, so their cost does not depend on the stroke's length.
extension StrokeEvidence {
    /// Points the whole-stroke measurements are taken on.
    static let resampledCount = 64
    /// The corner concentration compares turns over chords of this many resampled points.
    static let cornerWindow = 4
    /// Reversals are measured on a coarser resampling whose points each average the stretch
    /// they stand for, so that tremor and sample noise do not count as turning back, ignoring
    /// this share of the turns at each end (pen-down and pen-up hooks).
    static let reversalResampledCount = 32
    static let reversalEndTrim = 0.05

    /// The stroke as measured at its end.
    struct Shape {
        var measurements: CircleDetector.Measurements
        /// Fitted circle relative to the first sample, `nil` for collinear strokes.
        var circle: PlaneCircle?
        var startAngle = 0.0, endAngle = 0.0
        /// The signed sweep round the fitted circle, radians (the measurements hold it in degrees).
        var sweep = 0.0
        /// The fitted ellipse relative to the first sample (the second-moment ellipse when no
        /// ellipse fits: collinear points, or a hyperbola fits better).
        var ellipse: PlaneEllipse
    }

    /// Measures the whole-stroke quantities, every stage. Never produces NaN: degenerate strokes
    /// measure as not closed. Collinear strokes have no circle; their deviations read 0 and
    /// their sweep 0.
    func measureShape() -> Shape {
        withMeasuring { measuring in
            measuring.measure(through: .complete)
            return measuring.shape
        }
    }

    /// Whether `detector` would accept the stroke if it ended now — what
    /// ``CircleDetector/verdict(on:)`` answers, without describing the circle — measuring no
    /// more than the answer needs (``CircleDetector/judge(_:firstFailure:)``): a stroke that
    /// has not yet gone round far enough is answered from the circle fit alone.
    ///
    /// - Complexity: O(1): the work is bounded by the summary's capacity.
    func isAccepted(by detector: CircleDetector) -> Bool {
        guard inputProblem == nil, sampleCount >= Self.minimumSampleCount else { return false }
        return withMeasuring { measuring in
            if case .accepted = detector.judge(&measuring, firstFailure: false) { return true }
            return false
        }
    }

    /// Calls `body` with the stroke ready to be measured a stage at a time (nothing beyond the
    /// ``MeasuringStage/drawn`` stage measured yet). The measuring must not escape `body`.
    func withMeasuring<R>(_ body: (inout Measuring) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Point.self, capacity: Self.resampledCount) { buffer in
            buffer.initialize(repeating: .zero)
            path.resample(into: buffer)
            var measuring = Measuring(of: self, on: UnsafeBufferPointer(buffer))
            return body(&measuring)
        }
    }

    /// A stroke being measured a stage at a time on its ``resampledCount`` resampled points;
    /// each stage is measured once, in order, when first asked for.
    struct Measuring: StagedMeasurements {
        private let evidence: StrokeEvidence
        private let points: UnsafeBufferPointer<Point>
        private(set) var stage = MeasuringStage.drawn
        /// The stroke as measured so far: quantities of later stages are placeholders.
        private(set) var shape: Shape

        var measurements: CircleDetector.Measurements { shape.measurements }

        fileprivate init(of evidence: StrokeEvidence, on points: UnsafeBufferPointer<Point>) {
            self.evidence = evidence
            self.points = points
            let size = max(evidence.boundingRect.width, evidence.boundingRect.height)
            let measurements = CircleDetector.Measurements(
                sampleCount: evidence.sampleCount, size: size, sweepDegrees: 0, reversalDegrees: 0,
                cornerTurnDegrees: PlaneAngle.radians(evidence.path.sharpestTurn).degrees, cornerConcentration: 0.25,
                aspectRatio: 1, radialDeviation: 0, spiralGrowth: 0, tailDeviation: 0, duration: evidence.duration,
                longestPause: evidence.longestPause, cornerCount: evidence.path.cornerCount)
            // The ellipse is a placeholder until its stage.
            let noEllipse = PlaneEllipse(center: .zero, semiMajorAxis: 0, semiMinorAxis: 0, rotation: .radians(0))
            self.shape = Shape(measurements: measurements, circle: nil, ellipse: noEllipse)
        }

        mutating func measure(through target: MeasuringStage) {
            for next in MeasuringStage.allCases where next > stage && next <= target {
                switch next {
                case .drawn: break
                case .circle: measureCircle()
                case .reversal: shape.measurements.reversalDegrees = PlaneAngle.radians(evidence.reversal()).degrees
                case .roundness: measureRoundness()
                case .ellipse: measureEllipse()
                case .idealEllipse: measureIdealEllipse()
                }
                stage = next
            }
        }

        /// The fitted circle and the sweep round it. Collinear strokes have no circle: they
        /// sweep 0 (and deviate 0).
        private mutating func measureCircle() {
            guard let circle = CircleFit.fit(points) else { return }
            shape.circle = circle
            var sweep = 0.0, previous = 0.0
            for (index, p) in points.enumerated() {
                let angle = ArcTangent.angle(y: p.y - circle.center.y, x: p.x - circle.center.x)
                if index == 0 {
                    shape.startAngle = angle
                } else {
                    sweep += StrokeEvidence.wrapped(angle - previous)
                }
                previous = angle
            }
            shape.endAngle = previous
            shape.sweep = sweep
            shape.measurements.sweepDegrees = PlaneAngle.radians(sweep).degrees
        }

        /// Deviations and radius trend round the fitted circle: a second pass over the angles,
        /// which most strokes, failing on their sweep, never need.
        private mutating func measureRoundness() {
            guard let circle = shape.circle else { return }
            var sweep = 0.0, previous = 0.0
            var sumDeviation = 0.0
            var sa = 0.0, sd = 0.0, saa = 0.0, sad = 0.0
            for (index, p) in points.enumerated() {
                let angle = ArcTangent.angle(y: p.y - circle.center.y, x: p.x - circle.center.x)
                if index > 0 { sweep += StrokeEvidence.wrapped(angle - previous) }
                previous = angle
                let d = p.squaredDistance(to: circle.center).squareRoot()
                sumDeviation += (d - circle.radius) * (d - circle.radius)
                sa += sweep
                sd += d
                saa += sweep * sweep
                sad += sweep * d
            }
            let n = Double(points.count)
            // A loop entered or left by a straight tail ("6", "e", a pigtail) has an end far off
            // the circle; a circle's ends lie on it.
            let startOffset = abs(points[0].distance(to: circle.center) - circle.radius)
            let endOffset = abs(points[points.count - 1].distance(to: circle.center) - circle.radius)
            shape.measurements.tailDeviation = max(startOffset, endOffset) / circle.radius
            shape.measurements.radialDeviation = (sumDeviation / n).squareRoot() / circle.radius
            if abs(sweep) >= 2.5 * .pi {
                let variance = saa - sa * sa / n
                let slope = variance > 0 ? (sad - sa * sd / n) / variance : 0
                shape.measurements.spiralGrowth = abs(slope) * 2 * .pi / circle.radius
            }
        }

        /// The fitted ellipse and what is judged against it, and the corner concentration.
        private mutating func measureEllipse() {
            let fit = EllipseFit.fit(points)
            let ellipse = fit?.ellipse ?? StrokeEvidence.momentEllipse(of: points)
            shape.ellipse = ellipse
            shape.measurements.aspectRatio = ellipse.aspectRatio
            if let fit {
                // Roundness judged against the ellipse: distances over the mean semi-axis.
                let scale = (ellipse.semiMajorAxis + ellipse.semiMinorAxis) / 2
                var sum = 0.0
                for p in points {
                    let d = fit.distance(to: p)
                    sum += d * d
                }
                let ends = max(fit.distance(to: points[0]), fit.distance(to: points[points.count - 1]))
                shape.measurements.ellipseDeviation = (sum / Double(points.count)).squareRoot() / scale
                shape.measurements.ellipseTailDeviation = ends / scale
            } else {
                shape.measurements.ellipseDeviation = shape.measurements.radialDeviation
                shape.measurements.ellipseTailDeviation = shape.measurements.tailDeviation
            }
            // A stroke that goes round several times has its corners in more places: judge the
            // concentration over one lap's worth of window.
            let turns = abs(shape.sweep) / (2 * .pi)
            let concentration = StrokeEvidence.cornerConcentration(of: points, turns: turns > 1.25 ? turns : 1)
            shape.measurements.cornerConcentration = concentration
            shape.measurements.ellipseCornerConcentration = concentration
        }

        /// The corner concentration of a flat stroke judged against an ideal ellipse (a
        /// collinear stroke, with no circle, keeps its plain concentration).
        private mutating func measureIdealEllipse() {
            let aspectRatio = shape.ellipse.aspectRatio
            guard shape.circle != nil, aspectRatio > StrokeEvidence.ellipseConcentrationAspect else { return }
            // Map the ideal ellipse's concentration to a circle's 0.25 and 1 to 1, linearly: what a
            // stroke puts into corners beyond a perfect ellipse reads as it would for a circle.
            let turns = abs(shape.sweep) / (2 * .pi)
            let ideal = StrokeEvidence.idealCornerConcentration(aspectRatio: aspectRatio, turns: max(turns, 1))
            let measured = shape.measurements.cornerConcentration
            shape.measurements.ellipseCornerConcentration =
                ideal < 1 ? max(0.25 + 0.75 * (measured - ideal) / (1 - ideal), 0) : measured
        }
    }

    /// The reversal, measured on its own averaged resampling.
    private func reversal() -> Double {
        withUnsafeTemporaryAllocation(of: Point.self, capacity: Self.reversalResampledCount) { buffer in
            buffer.initialize(repeating: .zero)
            path.resample(into: buffer, averaged: true)
            return Self.reversal(of: UnsafeBufferPointer(buffer))
        }
    }

    /// Total turning, radians, below which a stroke counts as not turning at all: far above the
    /// rounding of a straight line's chords, far below any drawn bend.
    static let noTurning = 1e-6

    /// Below this aspect ratio an ellipse's corner concentration is a circle's (0.25 within
    /// 0.01), and is not corrected for.
    static let ellipseConcentrationAspect = 1.2

    /// The corner concentration of a perfect ellipse of `aspectRatio` going round `turns` times,
    /// measured as a stroke's is: on ``resampledCount`` points evenly spaced along it.
    ///
    /// - Complexity: O(1): 512 points on the ellipse, resampled to ``resampledCount``.
    static func idealCornerConcentration(aspectRatio: Double, turns: Double) -> Double {
        let fine = 512
        let total = 2 * .pi * turns, step = total / Double(fine)
        // cos and sin of t at the fine points by rotating (cos t, sin t) a step at a time: two
        // library calls instead of a thousand, the same values to about 10⁻¹³.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * (fine + 1)) { buffer in
            let lengths = UnsafeMutableBufferPointer(rebasing: buffer[0...fine])
            let cosines = UnsafeMutableBufferPointer(rebasing: buffer[(fine + 1)...(2 * fine + 1)])
            let sines = UnsafeMutableBufferPointer(rebasing: buffer[(2 * fine + 2)...])
            let stepCosine = cos(step), stepSine = sin(step)
            var c = 1.0, s = 0.0
            cosines.initializeElement(at: 0, to: c)
            sines.initializeElement(at: 0, to: s)
            lengths.initializeElement(at: 0, to: 0)
            // Cumulative length along x = a·cos t, y = sin t over the turns.
            for i in 1...fine {
                (c, s) = (c * stepCosine - s * stepSine, s * stepCosine + c * stepSine)
                cosines.initializeElement(at: i, to: c)
                sines.initializeElement(at: i, to: s)
                let dx = aspectRatio * (c - cosines[i - 1]), dy = s - sines[i - 1]
                lengths.initializeElement(at: i, to: lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
            }
            return withUnsafeTemporaryAllocation(of: Point.self, capacity: resampledCount) { output in
                var segment = 0
                for index in 0..<resampledCount {
                    let target = lengths[fine] * Double(index) / Double(resampledCount - 1)
                    while segment < fine - 1, lengths[segment + 1] < target { segment += 1 }
                    let span = lengths[segment + 1] - lengths[segment]
                    let f = span > 0 ? (target - lengths[segment]) / span : 0
                    // t = t(segment) + f·step: rotate the segment's start by f·step.
                    let (dc, ds) = smallAngleCosineSine(f * step)
                    let pc = cosines[segment] * dc - sines[segment] * ds
                    let ps = sines[segment] * dc + cosines[segment] * ds
                    output.initializeElement(at: index, to: Point(x: aspectRatio * pc, y: ps))
                }
                return cornerConcentration(of: UnsafeBufferPointer(output), turns: turns)
            }
        }
    }

    /// (cos x, sin x) by their Taylor series, for 0 ≤ x < 0.5 (within 10⁻¹⁶ there); the
    /// library's functions beyond.
    private static func smallAngleCosineSine(_ x: Double) -> (Double, Double) {
        guard x < 0.5 else { return (cos(x), sin(x)) }
        let z = x * x
        let sine = x * (1 - z / 6 * (1 - z / 20 * (1 - z / 42 * (1 - z / 72 * (1 - z / 110 * (1 - z / 156))))))
        let cosine =
            1 - z / 2 * (1 - z / 12 * (1 - z / 30 * (1 - z / 56 * (1 - z / 90 * (1 - z / 132 * (1 - z / 182))))))
        return (cosine, sine)
    }

    /// Share of the chord turning that happens in the sharpest quarter of the windows; the
    /// window shrinks with the number of `turns` so that it always spans 1/16 of a lap.
    static func cornerConcentration(of points: UnsafeBufferPointer<Point>, turns: Double) -> Double {
        let k = max(1, Int((Double(cornerWindow) / max(turns, 1)).rounded()))
        let count = points.count - 2 * k
        guard count >= 4 else { return 1 }
        // The sharpest quarter, kept sorted from the sharpest down as the turns go by (summed in
        // that order, as a sort would).
        let kept = count / 4
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: max(kept, 1)) { sharpest in
            var total = 0.0, filled = 0
            for index in 0..<count {
                let a = points[index], b = points[index + k], c = points[index + 2 * k]
                let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
                let turn = abs(ArcTangent.angle(y: ux * vy - uy * vx, x: ux * vx + uy * vy))
                total += turn
                guard kept > 0, filled < kept || turn > sharpest[kept - 1] else { continue }
                var slot = filled < kept ? filled : kept - 1
                if filled < kept { filled += 1 }
                while slot > 0, sharpest[slot - 1] < turn {
                    sharpest[slot] = sharpest[slot - 1]
                    slot -= 1
                }
                sharpest[slot] = turn
            }
            // No turning at all (a straight line: what is left is rounding, which would otherwise
            // concentrate anywhere and change with scale) has no corners: it reads as evenly spread.
            guard total > Self.noTurning else { return 0.25 }
            var top = 0.0
            for index in 0..<kept { top += sharpest[index] }
            return top / total
        }
    }

    /// The largest pull-back of the tangent direction against the stroke's overall turning
    /// direction, with the turns at the ends trimmed.
    static func reversal(of points: UnsafeBufferPointer<Point>) -> Double {
        let count = points.count
        guard count >= 4 else { return 0 }
        func point(_ i: Int) -> Point { points[i] }
        let turnCount = count - 2
        let trim = Int((reversalEndTrim * Double(turnCount)).rounded())
        var total = 0.0, cumulative = 0.0, highest = 0.0, lowest = 0.0
        var pullBackPositive = 0.0, pullBackNegative = 0.0
        var previous = ArcTangent.angle(y: point(1).y - point(0).y, x: point(1).x - point(0).x)
        for index in 0..<turnCount {
            let a = point(index + 1), b = point(index + 2)
            let direction = ArcTangent.angle(y: b.y - a.y, x: b.x - a.x)
            let turn = wrapped(direction - previous)
            previous = direction
            total += turn
            guard index >= trim, index < turnCount - trim else { continue }
            cumulative += turn
            highest = max(highest, cumulative)
            lowest = min(lowest, cumulative)
            pullBackPositive = max(pullBackPositive, highest - cumulative)
            pullBackNegative = max(pullBackNegative, cumulative - lowest)
        }
        return total >= 0 ? pullBackPositive : pullBackNegative
    }

    /// The difference of two angles of (−π, π], brought back into (−π, π] as
    /// ``PlaneAngle/normalized`` does, without its floating-point remainder.
    @inline(__always)
    static func wrapped(_ difference: Double) -> Double {
        difference <= -.pi ? difference + 2 * .pi : (difference > .pi ? difference - 2 * .pi : difference)
    }

    /// The ellipse with the points' second moments: the fallback when no ellipse fits. The
    /// points are spaced evenly by length, so they crowd the flat sides and the estimate reads
    /// rounder than the drawing: a drawn 2.5:1 ellipse measures about 2.1:1.
    static func momentEllipse(of points: UnsafeBufferPointer<Point>) -> PlaneEllipse {
        let n = Double(max(points.count, 1))
        let center = CircleFit.mean(of: points), mx = center.x, my = center.y
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for p in points {
            let x = p.x - mx, y = p.y - my
            sxx += x * x
            sxy += x * y
            syy += y * y
        }
        sxx /= n
        sxy /= n
        syy /= n
        let mean = (sxx + syy) / 2
        let spread = (((sxx - syy) / 2) * ((sxx - syy) / 2) + sxy * sxy).squareRoot()
        let major = max(mean + spread, 0), minor = max(mean - spread, 0)
        let rotation = 0.5 * atan2(2 * sxy, sxx - syy)
        return PlaneEllipse(
            center: center, semiMajorAxis: (2 * major).squareRoot(),
            semiMinorAxis: (2 * minor).squareRoot(), rotation: .radians(rotation))
    }
}
