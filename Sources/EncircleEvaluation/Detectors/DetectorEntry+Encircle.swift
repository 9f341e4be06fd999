import Encircle

extension DetectorEntry {
    /// Encircle's own detector, in batch and streaming form (the streaming form replays the
    /// stroke through a ``CircleRecognizer`` sample by sample).
    ///
    /// ```swift
    /// let tuned = DetectorEntry.encircle(try CircleDetector(configuration: limits))
    /// ```
    ///
    /// - Complexity: O(1).
    package static func encircle(
        _ detector: CircleDetector = CircleDetector(), id: String = "encircle",
        summary: String = "Encircle's detector"
    ) -> DetectorEntry {
        DetectorEntry(
            id: id, summary: summary,
            detect: { stroke in detector.detect(in: stroke).map(AnyMatch.init) },
            streamingDetect: { stroke in
                let (state, consumed) = CircleRecognizer.replay(stroke, detector: detector)
                let detection: Detection<AnyMatch> =
                    switch state {
                    case .recognized(let circle): .recognized(AnyMatch(circle))
                    case .failed(let rejection): .rejected(rejection)
                    case .possible, .cancelled:
                        .rejected(CircleRejection(reason: "undecided", message: "undecided: the stroke did not end"))
                    }
                return StreamingOutcome(
                    detection: detection, consumedFraction: Double(consumed) / Double(max(stroke.count, 1)))
            })
    }
}
