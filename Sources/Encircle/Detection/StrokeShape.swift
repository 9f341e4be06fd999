#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A stroke measured whole: every quantity the checks compare, and the fitted shapes a detected
/// circle reports. Measured on ``CircleDefinition/resampledCount`` points evenly spaced along the
/// summary, so the cost does not depend on the stroke's length, and in the order of
/// ``CircleDetector/Check/Stage``: a verdict stops measuring at the first check that fails.
///
/// A circle is fitted (``CircleFit``) and the stroke's sweep, roundness, tail and radius trend
/// are measured round it; an ellipse is fitted (``EllipseFit``) for its axes; then, on the points
/// smoothed, the largest reversal and the corner concentration, and between the two the turning
/// beyond the sweep. Never produces NaN: a collinear stroke has no circle, sweeps 0 and deviates 0.
struct StrokeShape {
    /// What the checks compare. What is not measured yet reads as an ideal circle's (no
    /// reversal, a concentration of 0.5), so that no check can fail on it.
    var measurements: CircleDetector.Measurements
    /// The fitted circle, relative to the first sample; `nil` for collinear strokes.
    var circle: PlaneCircle?
    /// Where the stroke starts and ends round the circle's centre, degrees (screen convention).
    var startAngle = 0.0, endAngle = 0.0
    /// The fitted ellipse relative to the first sample (the second-moment ellipse when no ellipse
    /// fits: collinear points, or a hyperbola fits better).
    var ellipse: PlaneEllipse

    /// Measures `summary` as it would be if the stroke ended now, stage by stage from
    /// ``CircleDetector/Check/Stage/summary`` on: after each, `isDone` is called with what is
    /// measured so far and the stage, and the measuring stops when it returns `true` (by
    /// default, never).
    ///
    /// - Complexity: O(*k*) for the *k* points of the summary (bounded).
    init(
        measuring summary: StrokeSummary,
        until isDone: (StrokeShape, CircleDetector.Check.Stage) -> Bool = { _, _ in false }
    ) {
        let count = CircleDefinition.resampledCount
        let reading = summary.turnReading
        // Two buffers of 1 KiB each rather than one of 2: each stays on the stack.
        self = withUnsafeTemporaryAllocation(of: Point.self, capacity: count) { points in
            withUnsafeTemporaryAllocation(of: Point.self, capacity: count) { averaged in
                points.initialize(repeating: .zero)
                averaged.initialize(repeating: .zero)
                summary.path.withPath(through: summary.pendingPoint) { path in
                    path.resample(into: points, from: reading.start, to: reading.end)
                }
                return StrokeShape(
                    on: UnsafeBufferPointer(points), averaged: averaged, of: summary, reading: reading, until: isDone)
            }
        }
    }

    private init(
        on points: UnsafeBufferPointer<Point>, averaged: UnsafeMutableBufferPointer<Point>, of summary: StrokeSummary,
        reading: TurnReading, until isDone: (StrokeShape, CircleDetector.Check.Stage) -> Bool
    ) {
        // What was measured while drawing; the rest below. A stroke with no circle sweeps nothing.
        measurements = summary.endMeasurements(reading)
        ellipse = PlaneEllipse(center: .zero, semiMajorAxis: 0, semiMinorAxis: 0, rotation: .zero)
        if isDone(self, .summary) { return }
        measurements.sweep = .zero
        circle = CircleFit.fit(points)
        if let circle { measureRound(points, round: circle) }
        measureEllipse(points)
        if isDone(self, .fits) { return }
        // A stroke that goes round several times has its corners in more places: judge the
        // turning over one lap's worth of window.
        Self.smooth(points, into: averaged)
        let smoothed = UnsafeBufferPointer(averaged)
        let laps = measurements.laps
        measurements.reversal = .degrees(
            Self.reversal(of: smoothed, window: Self.window(CircleDefinition.reversalWindow, laps: laps)))
        if let circle {
            let window = Self.window(CircleDefinition.extraTurningWindow, laps: laps)
            measurements.extraTurning = .degrees(
                max(Self.extraTurning(of: points, round: circle.center, window: window), 0))
        }
        if isDone(self, .reversal) { return }
        // A window must also hold samples: between two samples the path is only interpolated,
        // straight, which is no evidence of a side.
        let perLap = Self.window(CircleDefinition.cornerWindow, laps: laps)
        let share = summary.length > 0 ? (reading.end - reading.start) / summary.length : 1
        let sampled = Int(
            (CircleDefinition.cornerSampleSteps * Double(points.count - 1)
                / (Double(max(summary.path.stepCount, 1)) * share)).rounded(.up))
        measurements.cornerConcentration = Self.cornerConcentration(
            of: smoothed, window: min(max(perLap, sampled), CircleDefinition.sparseCornerWindow))
        _ = isDone(self, .cornerConcentration)
    }

    /// The sweep round the fitted circle, the deviations from it and the radius trend.
    private mutating func measureRound(_ points: UnsafeBufferPointer<Point>, round circle: PlaneCircle) {
        var sweep = 0.0, previous = 0.0
        var sumDeviation = 0.0
        // Sums for the least-squares line of distance against the angle swept.
        var sa = 0.0, sd = 0.0, saa = 0.0, sad = 0.0
        for (index, p) in points.enumerated() {
            let angle = ArcTangent.degrees(y: p.y - circle.center.y, x: p.x - circle.center.x)
            if index == 0 { startAngle = angle } else { sweep += Self.wrapped(angle - previous) }
            previous = angle
            let d = p.squaredDistance(to: circle.center).squareRoot()
            sumDeviation += (d - circle.radius) * (d - circle.radius)
            sa += sweep
            sd += d
            saa += sweep * sweep
            sad += sweep * d
        }
        endAngle = previous
        let n = Double(points.count)
        measurements.sweep = .degrees(sweep)
        measurements.radialDeviation = (sumDeviation / n).squareRoot() / circle.radius
        // A loop entered or left by a straight tail ("6", "e", a pigtail) has an end far off the
        // circle; a circle's ends lie on it.
        let startOffset = abs(points[0].distance(to: circle.center) - circle.radius)
        let endOffset = abs(points[points.count - 1].distance(to: circle.center) - circle.radius)
        measurements.tailDeviation = max(startOffset, endOffset) / circle.radius
        if abs(sweep) >= CircleDefinition.spiralLaps * 360 {
            let variance = saa - sa * sa / n
            let slope = variance > 0 ? (sad - sa * sd / n) / variance : 0
            measurements.spiralGrowth = abs(slope) * 360 / circle.radius
        }
    }

    /// The fitted ellipse, its aspect ratio and the deviations from it.
    private mutating func measureEllipse(_ points: UnsafeBufferPointer<Point>) {
        let fit = EllipseFit.fit(points)
        ellipse = fit?.ellipse ?? Self.momentEllipse(of: points)
        measurements.aspectRatio = ellipse.aspectRatio
        guard let fit else {
            measurements.ellipseDeviation = measurements.radialDeviation
            measurements.ellipseTailDeviation = measurements.tailDeviation
            return
        }
        // Roundness judged against the ellipse: distances over the mean semi-axis.
        let scale = (ellipse.semiMajorAxis + ellipse.semiMinorAxis) / 2
        var sum = 0.0
        for p in points {
            let d = fit.distance(to: p)
            sum += d * d
        }
        let ends = max(fit.distance(to: points[0]), fit.distance(to: points[points.count - 1]))
        measurements.ellipseDeviation = (sum / Double(points.count)).squareRoot() / scale
        measurements.ellipseTailDeviation = ends / scale
        // Only where the ellipse is one the stroke traces, closely: through a V or a brace it is a
        // loose fit, and through a nearly straight line a sliver far larger than the stroke; the
        // angle round either flips with a sample, and the circle's sweep is the stable measure.
        if ellipse.aspectRatio > CircleDefinition.flatEllipseRatio,
            ellipse.aspectRatio <= CircleDefinition.flattestEllipseRatio,
            ellipse.semiMajorAxis <= measurements.size,
            measurements.ellipseDeviation <= CircleDefinition.flatEllipseFit
        {
            measurements.sweep = .degrees(Self.sweep(of: points, round: ellipse))
        }
    }

    /// The angle `points` go round `ellipse`, degrees, in the ellipse's own (parametric) angle:
    /// the angle round a circle the ellipse is a stretched copy of, so equal steps along a
    /// flat side and round an end count alike. Positive is clockwise on screen.
    static func sweep(of points: UnsafeBufferPointer<Point>, round ellipse: PlaneEllipse) -> Double {
        let cosine = cos(ellipse.rotation.radians), sine = sin(ellipse.rotation.radians)
        var sweep = 0.0, previous = 0.0
        for (index, p) in points.enumerated() {
            let dx = p.x - ellipse.center.x, dy = p.y - ellipse.center.y
            let along = (dx * cosine + dy * sine) / ellipse.semiMajorAxis
            let across = (dy * cosine - dx * sine) / ellipse.semiMinorAxis
            let angle = ArcTangent.degrees(y: across, x: along)
            if index > 0 { sweep += wrapped(angle - previous) }
            previous = angle
        }
        return sweep
    }

    /// The largest pull-back of the stroke's turning against its overall direction, degrees:
    /// the turns between chords of `window` points, each counted for one point's share
    /// (divided by the window), summed along the stroke; the pull-back is the largest fall of
    /// that sum below its highest (for a stroke turning the other way, rise above its lowest).
    static func reversal(of points: UnsafeBufferPointer<Point>, window k: Int) -> Double {
        let count = points.count - 2 * k
        guard count >= 1 else { return 0 }
        var total = 0.0, highest = 0.0, lowest = 0.0
        var pullBackPositive = 0.0, pullBackNegative = 0.0
        let share = 1 / Double(k)
        for index in 0..<count {
            total += turn(in: points, at: index, window: k) * share
            highest = max(highest, total)
            lowest = min(lowest, total)
            pullBackPositive = max(pullBackPositive, highest - total)
            pullBackNegative = max(pullBackNegative, total - lowest)
        }
        return total >= 0 ? pullBackPositive : pullBackNegative
    }

    /// How much further the direction of the chords of `window` points turns than their midpoints
    /// go round `center`, degrees, counted in the direction they go round (negative when it turns
    /// less). Going round a circle the two are alike (a chord's direction is square to its
    /// midpoint's radius); a loop turns the direction a lap further, and so does a cusp where
    /// the ends meet, by its turn: a heart begun at its dent turns on round the dent that the
    /// stroke never draws.
    static func extraTurning(of points: UnsafeBufferPointer<Point>, round center: Point, window k: Int) -> Double {
        let last = points.count - 1 - k
        guard last > 0 else { return 0 }
        var turning = 0.0, sweep = 0.0, direction = 0.0, around = 0.0
        for index in 0...last {
            let a = points[index], b = points[index + k]
            let chord = ArcTangent.degrees(y: b.y - a.y, x: b.x - a.x)
            let midpoint = ArcTangent.degrees(y: 0.5 * (a.y + b.y) - center.y, x: 0.5 * (a.x + b.x) - center.x)
            if index > 0 {
                turning += wrapped(chord - direction)
                sweep += wrapped(midpoint - around)
            }
            (direction, around) = (chord, midpoint)
        }
        return sweep >= 0 ? turning - sweep : sweep - turning
    }

    /// Each point the weighted mean of itself and its neighbours, ¼ ½ ¼ (the ends stay): the
    /// points' noise averages out, while the shape does not shift along the stroke.
    static func smooth(_ points: UnsafeBufferPointer<Point>, into output: UnsafeMutableBufferPointer<Point>) {
        let last = points.count - 1
        output[0] = points[0]
        output[last] = points[last]
        guard last > 1 else { return }
        for index in 1..<last {
            let a = points[index - 1], b = points[index], c = points[index + 1]
            output[index] = Point(x: 0.25 * (a.x + c.x) + 0.5 * b.x, y: 0.25 * (a.y + c.y) + 0.5 * b.y)
        }
    }

    /// A window of `points` resampled points a lap, for a stroke that goes round `laps` times
    /// (once, for anything under ``CircleDefinition/spiralLaps``).
    static func window(_ points: Int, laps: Double) -> Int {
        max(1, Int((Double(points) / (laps > CircleDefinition.spiralLaps ? laps : 1)).rounded()))
    }

    /// The signed turn at `points[index + k]`, degrees: from the chord that ends there to the
    /// chord that starts there, each `k` points long (positive is clockwise on screen).
    @inline(__always)
    static func turn(in points: UnsafeBufferPointer<Point>, at index: Int, window k: Int) -> Double {
        let a = points[index], b = points[index + k], c = points[index + 2 * k]
        let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
        return ArcTangent.degrees(y: ux * vy - uy * vx, x: ux * vx + uy * vy)
    }

    /// The share of the stroke's turning done in its sharpest half: the turns over chords of
    /// `window` points, counted in the stroke's own direction (a turn back counts as none), the
    /// larger half of them summed over all of them. A circle turns evenly (0.5); a shape with
    /// straight sides does all its turning at its corners (1). Counted in the stroke's
    /// direction, a wiggle on a straight side adds half what it would as an absolute turn, which
    /// would read as turning spread along the side.
    static func cornerConcentration(of points: UnsafeBufferPointer<Point>, window k: Int) -> Double {
        let count = points.count - 2 * k
        guard count >= 4 else { return 1 }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { turns in
            var total = 0.0
            for index in 0..<count {
                let turn = Self.turn(in: points, at: index, window: k)
                turns.initializeElement(at: index, to: turn)
                total += turn
            }
            // No turning at all (a straight line: what is left is rounding, which would otherwise
            // concentrate anywhere and change with scale) has no corners: it reads as even.
            guard abs(total) > CircleDefinition.noTurning else { return 0.5 }
            // In the stroke's own direction; a turn back counts as none.
            let sign: Double = total > 0 ? 1 : -1
            var forward = 0.0
            for index in 0..<count {
                turns[index] = max(turns[index] * sign, 0)
                forward += turns[index]
            }
            // The sharpest half to the front (Hoare's selection: no full sort), then summed.
            let half = count / 2
            var low = 0, high = count - 1
            while low < high {
                let pivot = turns[(low + high) / 2]
                var i = low, j = high
                while i <= j {
                    while turns[i] > pivot { i += 1 }
                    while turns[j] < pivot { j -= 1 }
                    if i <= j {
                        turns.swapAt(i, j)
                        i += 1
                        j -= 1
                    }
                }
                if half <= j { high = j } else if half >= i { low = i } else { break }
            }
            var top = 0.0
            for index in 0..<half { top += turns[index] }
            // Summed in another order, the half can round above the whole: a share is at most 1.
            return min(top / forward, 1)
        }
    }

    /// The corner concentration of a perfect ellipse of `aspectRatio` going round `laps` times,
    /// measured as a stroke's is: on ``CircleDefinition/resampledCount`` points evenly spaced
    /// along it.
    ///
    /// - Complexity: O(1): 512 points on the ellipse, resampled.
    static func idealCornerConcentration(aspectRatio: Double, laps: Double) -> Double {
        let fine = 512
        let total = 2 * .pi * laps, step = total / Double(fine)
        let resampledCount = CircleDefinition.resampledCount
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
            // Cumulative length along x = a·cos t, y = sin t over the laps.
            for i in 1...fine {
                (c, s) = (c * stepCosine - s * stepSine, s * stepCosine + c * stepSine)
                cosines.initializeElement(at: i, to: c)
                sines.initializeElement(at: i, to: s)
                let dx = aspectRatio * (c - cosines[i - 1]), dy = s - sines[i - 1]
                lengths.initializeElement(at: i, to: lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
            }
            return withUnsafeTemporaryAllocation(of: Point.self, capacity: 2 * resampledCount) { buffer in
                let output = UnsafeMutableBufferPointer(rebasing: buffer[0..<resampledCount])
                let smoothed = UnsafeMutableBufferPointer(rebasing: buffer[resampledCount...])
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
                // Smoothed as a stroke's points are before their turns are measured.
                smoothed.initialize(repeating: .zero)
                smooth(UnsafeBufferPointer(output), into: smoothed)
                return cornerConcentration(
                    of: UnsafeBufferPointer(smoothed), window: window(CircleDefinition.cornerWindow, laps: laps))
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

    /// The difference of two angles of (−180°, 180°], brought back into (−180°, 180°].
    @inline(__always)
    static func wrapped(_ difference: Double) -> Double {
        difference <= -180 ? difference + 360 : (difference > 180 ? difference - 360 : difference)
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
