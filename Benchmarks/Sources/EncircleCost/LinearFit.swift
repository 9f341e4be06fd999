/// time(n) ≈ a + b·n, fitted so that the largest relative error is small at every length
/// (least squares on relative errors: weights 1/t²), as the linear-cost target is stated.
struct LinearFit {
    var a: Double
    var b: Double

    init(lengths: [Double], times: [Double]) {
        var sw = 0.0
        var swn = 0.0
        var swnn = 0.0
        var swt = 0.0
        var swnt = 0.0
        for (n, t) in zip(lengths, times) {
            let w = 1 / (t * t)
            sw += w
            swn += w * n
            swnn += w * n * n
            swt += w * t
            swnt += w * n * t
        }
        let determinant = sw * swnn - swn * swn
        a = (swt * swnn - swn * swnt) / determinant
        b = (sw * swnt - swn * swt) / determinant
    }

    /// (a + b·n) / t − 1: how far the fit is from the measured time.
    func deviation(length: Double, time: Double) -> Double {
        (a + b * length) / time - 1
    }
}
