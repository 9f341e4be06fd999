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
case .circle(let circle):
    let x = NumberText.plain(circle.center.x, fractionDigits: 0)
    let y = NumberText.plain(circle.center.y, fractionDigits: 0)
    let radius = NumberText.plain(circle.radius, fractionDigits: 0)
    print("\(circle.shape): centre (\(x), \(y)), radius \(radius)")  // circle: centre (200, 300), radius 80
    print("\(circle.direction), swept \(circle.sweep), confidence \(NumberText.plain(circle.confidence))")
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
        case .circle(let match):
            let long = NumberText.plain(match.ellipse.semiMajorAxis, fractionDigits: 0)
            let short = NumberText.plain(match.ellipse.semiMinorAxis, fractionDigits: 0)
            print("oval, \(name) detector: \(match.shape), semi-axes \(long) and \(short)")
        case .rejected(let rejection):
            print("oval, \(name) detector: rejected: \(rejection)")
        }
    }
} catch {
    print("invalid configuration: \(error)")  // "maximumTailDeviation is 0; it must be greater than 0"
}
