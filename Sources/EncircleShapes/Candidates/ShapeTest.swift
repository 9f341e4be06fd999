import Encircle

/// One test a candidate shape passes or fails: what was measured against which limit, how far
/// inside it, and the words for a rejection, made only when read.
struct ShapeTest {
    /// How a measurement is held against its limit.
    enum Rule {
        /// A measurement judged by how far inside its limit it lies: from 1 at the ideal to 0 at
        /// the limit (at most the limit when the ideal lies below it, at least when above).
        case scale(ideal: Double)
        /// A count that passes or fails: at most, at least, or exactly the limit.
        case countAtMost, countAtLeast, countExactly
    }

    /// The reason a stroke that fails this test is not the shape.
    var reason: ShapeRejection.Reason
    /// What was measured.
    var measured: Double
    /// The limit.
    var limit: Double
    /// How ``measured`` is held against ``limit``.
    var rule: Rule
    /// The sentence for a rejection, from the measured value and the limit.
    var words: (_ measured: Double, _ limit: Double) -> String

    /// 1 at the ideal (or for a count within its limit), 0 at the limit, negative past it: a
    /// count misses by how many it is off.
    var margin: Double {
        let margin: Double
        switch rule {
        case .scale(let ideal):
            let span = limit - ideal
            margin = span != 0 ? (limit - measured) / span : (measured == limit ? 1 : -1)
        case .countAtMost: margin = measured <= limit ? 1 : limit - measured
        case .countAtLeast: margin = measured >= limit ? 1 : measured - limit
        case .countExactly: margin = measured == limit ? 1 : -abs(measured - limit)
        }
        return margin.isNaN ? -1 : margin
    }

    /// Whether the measurement is within the limit.
    var passes: Bool { margin >= 0 }

    /// The rejection this test makes of a stroke that fails it, naming the `kind` tested.
    func rejection(closest kind: DrawnShape.Kind) -> ShapeRejection {
        ShapeRejection(
            reason: reason, measured: measured.isFinite ? measured : nil, limit: limit, closest: kind,
            message: "\(reason.words): as \(Words.article(kind)), \(words(measured, limit))")
    }

    /// A test that `measured` is at most `limit`, ideally `ideal`.
    static func atMost(
        _ limit: Double, _ measured: Double, ideal: Double = 0, _ reason: ShapeRejection.Reason,
        _ words: @escaping (Double, Double) -> String
    ) -> ShapeTest {
        ShapeTest(reason: reason, measured: measured, limit: limit, rule: .scale(ideal: ideal), words: words)
    }

    /// A test that `measured` is at least `limit`, ideally `ideal`.
    static func atLeast(
        _ limit: Double, _ measured: Double, ideal: Double, _ reason: ShapeRejection.Reason,
        _ words: @escaping (Double, Double) -> String
    ) -> ShapeTest {
        ShapeTest(reason: reason, measured: measured, limit: limit, rule: .scale(ideal: ideal), words: words)
    }

    /// The ideal of a least measure: as far past `limit` as `limit` lies past `origin`, twice the
    /// limit from 0. A shape's least measure is where it stops being another (a spiral's turns a
    /// circle's, an open shape's gap a closed one's): a stroke as far again past it is that shape
    /// beyond doubt.
    static func clearIdeal(past limit: Double, from origin: Double = 0) -> Double { 2 * limit - origin }

    /// A test of a count against `limit` by `rule`.
    static func count(
        _ measured: Int, _ rule: Rule, _ limit: Int, _ reason: ShapeRejection.Reason,
        _ words: @escaping (Double, Double) -> String
    ) -> ShapeTest {
        ShapeTest(reason: reason, measured: Double(measured), limit: Double(limit), rule: rule, words: words)
    }
}
