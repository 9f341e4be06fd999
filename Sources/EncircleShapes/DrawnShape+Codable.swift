import Encircle

/// The JSON form of a shape: its `kind` and its geometry, as `encircle shapes --format json`
/// prints it. Per kind: `from`/`to` (line); `vertices` (polyline, triangle, diamond, polygon;
/// a rectangle adds `isSquare`); `center`/`radius`/`startAngle`/`sweep` (arc); `center`/`radius`
/// (circle); `center`/`semiMajorAxis`/`semiMinorAxis`/`rotation` (ellipse); `segments` (each
/// `from`/`control1`/`control2`/`to`) and `isClosed` (curve); `center`/`startRadius`/`endRadius`/
/// `startAngle`/`sweep` (spiral); `from`/`to`/`radius`/`turns`/`startAngle` (helix);
/// `center`/`outerRadius`/`innerRadius`/`points`/`rotation` (star). Points are `{"x":..,"y":..}`
/// and angles ``Encircle/PlaneAngle``'s form, `{"radians":..}`, so a shape decodes equal to what
/// was encoded.
///
/// ```swift
/// let json = try JSONEncoder().encode(DrawnShape.circle(center: .zero, radius: 5))
/// // {"kind":"circle","center":{"x":0,"y":0},"radius":5}
/// try JSONDecoder().decode(DrawnShape.self, from: json)   // .circle(center: (0, 0), radius: 5)
/// ```
extension DrawnShape: Codable {
    private enum Key: String, CodingKey {
        case kind, from, to, vertices, isSquare, center, radius, startAngle, sweep, semiMajorAxis, semiMinorAxis
        case rotation, segments, isClosed, startRadius, endRadius, turns, outerRadius, innerRadius, points
    }

    /// Decodes a shape written by ``encode(to:)``; a missing key or a value of the wrong type
    /// throws, naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func value<T: Decodable>(_ key: Key) throws -> T { try container.decode(T.self, forKey: key) }
        switch try container.decode(Kind.self, forKey: .kind) {
        case .line: self = .line(from: try value(.from), to: try value(.to))
        case .polyline: self = .polyline(vertices: try value(.vertices))
        case .arc:
            self = .arc(
                center: try value(.center), radius: try value(.radius), startAngle: try value(.startAngle),
                sweep: try value(.sweep))
        case .circle: self = .circle(center: try value(.center), radius: try value(.radius))
        case .ellipse:
            self = .ellipse(
                PlaneEllipse(
                    center: try value(.center), semiMajorAxis: try value(.semiMajorAxis),
                    semiMinorAxis: try value(.semiMinorAxis), rotation: try value(.rotation)))
        case .curve: self = .curve(segments: try value(.segments), isClosed: try value(.isClosed))
        case .spiral:
            self = .spiral(
                center: try value(.center), startRadius: try value(.startRadius), endRadius: try value(.endRadius),
                startAngle: try value(.startAngle), sweep: try value(.sweep))
        case .helix:
            self = .helix(
                from: try value(.from), to: try value(.to), radius: try value(.radius), turns: try value(.turns),
                startAngle: try value(.startAngle))
        case .triangle: self = .triangle(vertices: try value(.vertices))
        case .rectangle: self = .rectangle(vertices: try value(.vertices), isSquare: try value(.isSquare))
        case .diamond: self = .diamond(vertices: try value(.vertices))
        case .polygon: self = .polygon(vertices: try value(.vertices))
        case .star:
            self = .star(
                center: try value(.center), outerRadius: try value(.outerRadius), innerRadius: try value(.innerRadius),
                points: try value(.points), rotation: try value(.rotation))
        }
    }

    /// Encodes the kind and the geometry, as described on the extension.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: .kind)
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
            try container.encode(startAngle, forKey: .startAngle)
            try container.encode(sweep, forKey: .sweep)
        case .circle(let center, let radius):
            try container.encode(center, forKey: .center)
            try container.encode(radius, forKey: .radius)
        case .ellipse(let ellipse):
            try container.encode(ellipse.center, forKey: .center)
            try container.encode(ellipse.semiMajorAxis, forKey: .semiMajorAxis)
            try container.encode(ellipse.semiMinorAxis, forKey: .semiMinorAxis)
            try container.encode(ellipse.rotation, forKey: .rotation)
        case .curve(let segments, let isClosed):
            try container.encode(segments, forKey: .segments)
            try container.encode(isClosed, forKey: .isClosed)
        case .spiral(let center, let startRadius, let endRadius, let startAngle, let sweep):
            try container.encode(center, forKey: .center)
            try container.encode(startRadius, forKey: .startRadius)
            try container.encode(endRadius, forKey: .endRadius)
            try container.encode(startAngle, forKey: .startAngle)
            try container.encode(sweep, forKey: .sweep)
        case .helix(let from, let to, let radius, let turns, let startAngle):
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(radius, forKey: .radius)
            try container.encode(turns, forKey: .turns)
            try container.encode(startAngle, forKey: .startAngle)
        case .star(let center, let outerRadius, let innerRadius, let points, let rotation):
            try container.encode(center, forKey: .center)
            try container.encode(outerRadius, forKey: .outerRadius)
            try container.encode(innerRadius, forKey: .innerRadius)
            try container.encode(points, forKey: .points)
            try container.encode(rotation, forKey: .rotation)
        }
    }
}
