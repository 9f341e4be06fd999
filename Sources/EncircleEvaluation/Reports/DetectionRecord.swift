import Encircle

/// One detector's verdict on one file, as `encircle detect` prints it.
///
/// JSON: `{"file":..,"detector":..,"isCircle":..,"circle":{"center":{"x":..,"y":..},"radius":..}|null,
/// "rejection":{"reason":..,"message":..,"measured":..,"limit":..}|null,"details":{...}}` where
/// `details` is the detector's own match (`{}` when rejected).
///
/// Text: `circle01.xml: circle (sadun): centre (160.0, 240.0), radius 48.7` or
/// `arrow01.xml: rejected (sadun): not closed: ...`.
public struct DetectionRecord: Sendable, Encodable {
    public var file: String
    public var detector: String
    public var detection: Detection<AnyMatch>

    /// Creates a record.
    public init(file: String, detector: String, detection: Detection<AnyMatch>) {
        self.file = file
        self.detector = detector
        self.detection = detection
    }

    private enum CodingKeys: String, CodingKey { case file, detector, isCircle, circle, rejection, details }
    private struct RejectionRow: Encodable {
        var reason: String
        var message: String
        var measured: Double?
        var limit: Double?
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(reason, forKey: .reason)
            try container.encode(message, forKey: .message)
            try container.encode(measured.flatMap(JSONSafe.number), forKey: .measured)
            try container.encode(limit.flatMap(JSONSafe.number), forKey: .limit)
        }
        private enum CodingKeys: String, CodingKey { case reason, message, measured, limit }
    }
    private struct Empty: Encodable {}

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(detector, forKey: .detector)
        try container.encode(detection.isCircle, forKey: .isCircle)
        switch detection {
        case .circle(let match):
            try container.encode(JSONSafe.circle(match.circle), forKey: .circle)
            try container.encodeNil(forKey: .rejection)
            try container.encode(match, forKey: .details)
        case .rejected(let rejection):
            try container.encodeNil(forKey: .circle)
            try container.encode(
                RejectionRow(
                    reason: rejection.reason.rawValue, message: rejection.message, measured: rejection.measured,
                    limit: rejection.limit),
                forKey: .rejection)
            try container.encode(Empty(), forKey: .details)
        }
    }

    /// One line for people.
    public var text: String {
        switch detection {
        case .circle(let match):
            let circle = match.circle
            return "\(file): circle (\(detector)): centre (\(Format.decimal(circle.center.x, 1)), "
                + "\(Format.decimal(circle.center.y, 1))), radius \(Format.decimal(circle.radius, 1))"
        case .rejected(let rejection):
            return "\(file): rejected (\(detector)): \(rejection.message) [\(rejection.reason)]"
        }
    }
}

/// Numbers that JSON can carry: non-finite values become `null`.
enum JSONSafe {
    static func number(_ value: Double) -> Double? { value.isFinite ? value : nil }

    struct CircleRow: Encodable {
        struct Center: Encodable { var x: Double?, y: Double? }
        var center: Center
        var radius: Double?
    }

    static func circle(_ circle: PlaneCircle) -> CircleRow {
        CircleRow(
            center: .init(x: number(circle.center.x), y: number(circle.center.y)), radius: number(circle.radius))
    }
}
