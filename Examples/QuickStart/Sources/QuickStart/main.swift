import Encircle
import Foundation

// A stroke as an app records it: 61 touch samples, 60 per second, round a circle of radius 80
// centred at (200, 300). In an app the points come from touches.
let points = (0...60).map { step in
    let angle = Double(step) / 60 * 2 * Double.pi
    return Point(x: 200 + 80 * cos(angle), y: 300 + 80 * sin(angle))
}
let stroke = Stroke(points: points, interval: 1.0 / 60)

switch CircleDetector().detect(in: stroke) {
case .recognized(let circle):
    let (x, y) = (Int(circle.center.x.rounded()), Int(circle.center.y.rounded()))
    let radius = Int(circle.radius.rounded())
    let confidence = circle.confidence.formatted(.number.precision(.fractionLength(2)))
    print("\(circle.shape): centre (\(x), \(y)), radius \(radius)")  // circle: centre (200, 300), radius 80
    // clockwise, swept 360°, confidence 1.00
    print("\(circle.direction), swept \(circle.sweep), confidence \(confidence)")
case .rejected(let rejection):
    print("rejected: \(rejection)")  // for example "not closed: swept 212° of the required 300°"
}

// Configured: also accept ellipses. The default detector rejects a flat oval; this one accepts
// it as an ellipse. `CircleDetector(configuration:)` throws a `ConfigurationError` for a limit
// out of range, such as a `maximumTailDeviation` of 0.
let oval = Stroke(points: points.map { Point(x: 200 + ($0.x - 200) * 2.5, y: $0.y) }, interval: 1.0 / 60)
var configuration = CircleDetector.Configuration.default
configuration.acceptedShapes = [.circle, .ellipse]
do {
    let detector = try CircleDetector(configuration: configuration)
    for (name, judge) in [("default", CircleDetector()), ("circles and ellipses", detector)] {
        switch judge.detect(in: oval) {
        case .recognized(let match):
            let long = Int(match.ellipse.semiMajorAxis.rounded())
            let short = Int(match.ellipse.semiMinorAxis.rounded())
            print("oval, \(name) detector: \(match.shape), semi-axes \(long) and \(short)")
        case .rejected(let rejection):
            print("oval, \(name) detector: rejected: \(rejection)")
        }
    }
} catch {
    print("invalid configuration: \(error)")  // "maximumTailDeviation is 0; it must be greater than 0"
}

// Circle to select: the items a person circled. `contains` follows the fitted ellipse, so a
// tilted oval (a circle by the default definition, up to 1.9:1) selects what it surrounds;
// `Stroke.encloses` follows the loop exactly as drawn.
let items = (0..<144).map { index in Point(x: Double(index % 12) * 40, y: Double(index / 12) * 40) }
let tilt = 30 * Double.pi / 180
let ovalPoints = (0...72).map { step in
    let angle = Double(step) / 72 * 2 * Double.pi
    let (along, across) = (150 * cos(angle), 90 * sin(angle))  // a 1.67:1 oval, tilted 30°
    return Point(x: 220 + along * cos(tilt) - across * sin(tilt), y: 220 + along * sin(tilt) + across * cos(tilt))
}
let tiltedOval = Stroke(points: ovalPoints, interval: 1.0 / 60)
if case .recognized(let circle) = CircleDetector().detect(in: tiltedOval) {
    let selected = items.filter { circle.contains($0) }
    let enclosed = items.filter { tiltedOval.encloses($0) }
    print("tilted oval: \(circle.shape), selects \(selected.count) of \(items.count) items")
    print("the loop drawn encloses \(enclosed.count)")
}
