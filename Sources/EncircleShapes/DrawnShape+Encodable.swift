import Encircle

/// The JSON form of a shape's geometry, as `encircle shapes --format json` prints it: per shape,
/// `from`/`to`; `vertices`; `center`/`radius`/`startAngle`/`sweep`; `center`/`radius`;
/// `center`/`semiMajorAxis`/`semiMinorAxis`/`rotation`; `vertices` and `isSquare`;
/// `center`/`outerRadius`/`innerRadius`/`points`/`rotation`. Points are `{"x":..,"y":..}`,
/// angles degrees.
extension DrawnShape: Encodable {
    private enum Key: String, CodingKey {
        case from, to, vertices, center, radius, startAngle, sweep, semiMajorAxis, semiMinorAxis, rotation, isSquare
        case outerRadius, innerRadius, points
    }

    /// Encodes the geometry as described on the extension.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .line(let from, let to):
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        case .polyline(let vertices), .triangle(let vertices), .diamond(let vertices), .polygon(let vertices):
            try container.encode(vertices, forKey: .vertices)
        case .rectangle(let vertices, let isSquare):
            try container.encode(vertices, forKey: .vertices)
            try container.encode(isSquare, forKey: .isSquare)
        case .arc(let center, let radius, let startAngle, let sweep):
            try container.encode(center, forKey: .center)
            try container.encode(radius, forKey: .radius)
            try container.encode(startAngle.degrees, forKey: .startAngle)
            try container.encode(sweep.degrees, forKey: .sweep)
        case .circle(let center, let radius):
            try container.encode(center, forKey: .center)
            try container.encode(radius, forKey: .radius)
        case .ellipse(let ellipse):
            try container.encode(ellipse.center, forKey: .center)
            try container.encode(ellipse.semiMajorAxis, forKey: .semiMajorAxis)
            try container.encode(ellipse.semiMinorAxis, forKey: .semiMinorAxis)
            try container.encode(ellipse.rotation.degrees, forKey: .rotation)
        case .star(let center, let outerRadius, let innerRadius, let points, let rotation):
            try container.encode(center, forKey: .center)
            try container.encode(outerRadius, forKey: .outerRadius)
            try container.encode(innerRadius, forKey: .innerRadius)
            try container.encode(points, forKey: .points)
            try container.encode(rotation.degrees, forKey: .rotation)
        }
    }
}
