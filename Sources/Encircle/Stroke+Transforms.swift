#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Non-mutating transforms, used to check that verdicts do not depend on orientation, mirroring,
/// size or sampling rate.
extension Stroke {
    /// The stroke with every sample's position mapped by `transform`; times are kept.
    ///
    /// - Complexity: O(*n*).
    public func mapPoints(_ transform: (Point) -> Point) -> Stroke {
        Stroke(samples.map { Sample(transform($0.point), time: $0.time) })
    }

    /// The stroke mirrored left–right about the vertical line through `axisX` (by default the
    /// centre of its bounding box), which reverses its turning direction.
    ///
    /// - Complexity: O(*n*).
    public func mirrored(aboutX axisX: Double? = nil) -> Stroke {
        let axis = axisX ?? boundingBox?.midX ?? 0
        return mapPoints { Point(x: 2 * axis - $0.x, y: $0.y) }
    }

    /// The stroke rotated by `angle` (positive turns clockwise on screen) about `pivot`, by
    /// default the centre of its bounding box.
    ///
    /// - Complexity: O(*n*).
    public func rotated(by angle: PlaneAngle, around pivot: Point? = nil) -> Stroke {
        let center = pivot ?? boundingBox?.center ?? .zero
        let c = cos(angle.radians), s = sin(angle.radians)
        return mapPoints { p in
            let dx = p.x - center.x, dy = p.y - center.y
            return Point(x: center.x + dx * c - dy * s, y: center.y + dx * s + dy * c)
        }
    }

    /// The stroke scaled by `factor` about `pivot`, by default the centre of its bounding box.
    ///
    /// - Complexity: O(*n*).
    public func scaled(by factor: Double, around pivot: Point? = nil) -> Stroke {
        let center = pivot ?? boundingBox?.center ?? .zero
        return mapPoints { Point(x: center.x + ($0.x - center.x) * factor, y: center.y + ($0.y - center.y) * factor) }
    }

    /// The stroke moved by `dx`, `dy`.
    ///
    /// - Complexity: O(*n*).
    public func translated(dx: Double, dy: Double) -> Stroke {
        mapPoints { $0.translated(dx: dx, dy: dy) }
    }

    /// Every `step`-th sample, always keeping the last one, as a sparser recorder would deliver.
    ///
    /// A `step` of 1 or less (0 and negative steps included) keeps every sample: the stroke is
    /// returned unchanged. A step larger than the stroke keeps the first and last samples.
    ///
    /// - Complexity: O(*n*).
    package func thinned(keepingEvery step: Int) -> Stroke {
        guard step > 1, !samples.isEmpty else { return self }
        var kept = stride(from: 0, to: samples.count, by: step).map { samples[$0] }
        if (samples.count - 1) % step != 0 { kept.append(samples[samples.count - 1]) }
        return Stroke(kept)
    }

    /// The stroke with `factor − 1` samples inserted evenly between each pair of neighbours
    /// (times too), as a recorder sampling `factor` times as often would deliver.
    ///
    /// A `factor` of 1 or less (0 and negative factors included) inserts nothing: the stroke is
    /// returned unchanged. The result has (*n* − 1) · `factor` + 1 samples, so a huge factor
    /// needs memory to match.
    ///
    /// - Complexity: O(*n* · `factor`).
    package func densified(by factor: Int) -> Stroke {
        guard factor > 1, samples.count > 1 else { return self }
        var dense: [Sample] = []
        let (product, overflow) = (samples.count - 1).multipliedReportingOverflow(by: factor)
        if !overflow, product < Int.max { dense.reserveCapacity(product + 1) }
        for (a, b) in zip(samples, samples.dropFirst()) {
            for step in 0..<factor {
                let f = Double(step) / Double(factor)
                let time = a.time.flatMap { start in b.time.map { start + ($0 - start) * f } }
                dense.append(Sample(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, time: time))
            }
        }
        dense.append(samples[samples.count - 1])
        return Stroke(dense)
    }

    /// The stroke drawn the other way round: samples in reverse order, times re-based so they
    /// still increase.
    ///
    /// - Complexity: O(*n*).
    public func reversedDirection() -> Stroke {
        guard let end = samples.last?.time, let start = samples.first?.time else {
            return Stroke(samples.reversed().map { Sample($0.point) })
        }
        return Stroke(samples.reversed().map { Sample($0.point, time: $0.time.map { start + end - $0 }) })
    }
}
