import Encircle
import EncircleEvaluation
import EncircleTestSupport
import Testing

/// Batch and streaming reach the same verdict on every development stroke under every transform
/// the evaluation knows: sampling, noise, the digitizer's faults and the design's invariances.
@Suite struct CircleRecognizerAgreementTests {
    static let transforms: [StrokeTransform] = [
        .mirror, .rotate(.degrees(90)), .scale(0.25), .scale(4), .reverse, .thin(3), .thin(5), .thin(8), .densify(4),
        .jitter(1), .jitter(2), .swapPairs, .spike(share: 0.05, count: 1), .spike(share: 0.1, count: 1),
        .spike(share: 0.05, count: 3),
    ]

    @Test(arguments: transforms)
    func reachesTheBatchVerdictUnder(transform: StrokeTransform) throws {
        let detector = CircleDetector()
        for entry in try DevelopmentStrokes.load() {
            let stroke = transform.apply(to: entry.stroke)
            let batch = detector.detect(in: stroke)
            let (state, _) = CircleRecognizer.replay(stroke, detector: detector)
            switch (state, batch) {
            case (.recognized(let streamed), .recognized(let expected)):
                #expect(streamed == expected, "\(entry.file)")
            case (.failed(let streamed), .rejected(let expected)):
                #expect(streamed == expected, "\(entry.file)")
            default:
                Issue.record("\(entry.file): streaming \(state) but batch \(batch)")
            }
        }
    }
}
