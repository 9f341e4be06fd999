public import Encircle

extension DetectorEntry {
    /// Encircle's own detector, in batch and streaming form.
    ///
    /// - Complexity: O(1).
    public static func encircle(
        _ detector: CircleDetector = CircleDetector(), id: String = "encircle",
        summary: String = "Encircle's detector"
    ) -> DetectorEntry {
        encircle(id: id, summary: summary) { _ in detector }
    }

    /// Encircle's detector with a configuration chosen per stroke (leave-one-subject-out uses
    /// it to judge each stroke with limits learned without its writer).
    static func encircle(
        id: String, summary: String, detectorFor: @escaping @Sendable (Stroke) -> CircleDetector
    ) -> DetectorEntry {
        DetectorEntry(
            id: id, summary: summary,
            detect: { stroke in detectorFor(stroke).detect(in: stroke).map(AnyMatch.init) },
            streamingDetect: { stroke in
                let (state, consumed) = CircleRecognizer.replay(stroke, detector: detectorFor(stroke))
                let detection: Detection<AnyMatch> =
                    switch state {
                    case .recognized(let circle): .circle(AnyMatch(circle))
                    case .failed(let rejection): .rejected(rejection)
                    case .possible, .cancelled:
                        .rejected(CircleRejection(reason: "undecided", message: "undecided: the stroke did not end"))
                    }
                return StreamingOutcome(
                    detection: detection, consumedFraction: Double(consumed) / Double(max(stroke.count, 1)))
            })
    }
}
