import Encircle
import EncircleEvaluation
import EncircleToolSupport
import Foundation
import NIOWebSocket

/// One `/api/live` connection: turns each client message into the messages to send back, or
/// into the reason to close the socket. Independent of the network, so it is tested on its own.
///
/// A stroke runs from `begin` to `end`; `begin` again starts over. While the chosen detector is
/// Encircle's, every sample goes through a ``Encircle/CircleRecognizer``, whose progress is sent
/// after each `samples` message until it fails, which is sent once. Samples without a time get
/// a steady 60 Hz clock for the recognizer (as ``Encircle/CircleRecognizer/replay(_:detector:)``
/// does); the verdict at `end` judges the samples as sent.
struct LiveSession {
    /// Why the socket closes: a WebSocket close code and a reason for the client.
    struct Closing: Error, Equatable {
        var code: WebSocketErrorCode
        var reason: String
    }

    private struct LiveStroke {
        var entry: DetectorEntry
        var samples: [Stroke.Sample] = []
        var recognizer: CircleRecognizer?
        var clock = 0.0
        var hasReportedFailure = false
    }

    private let detection: StrokeDetection
    private var current: LiveStroke?

    init(detection: StrokeDetection) {
        self.detection = detection
    }

    /// The replies to the text message `text`.
    ///
    /// - Throws: ``Closing``: 1007 for text that is not a JSON message, 1008 for a protocol
    ///   error (an unknown type or detector, samples outside a stroke, too many points, items
    ///   that ``PostedItems/points()`` refuses).
    mutating func handle(_ text: Data) throws(Closing) -> [LiveServerMessage] {
        let message: LiveClientMessage
        do {
            message = try JSONDecoder().decode(LiveClientMessage.self, from: text)
        } catch {
            throw Closing(
                code: .dataInconsistentWithMessage, reason: "not a JSON message: \(JSONProblem.describe(error))")
        }
        switch message.type {
        case "begin":
            let entry: DetectorEntry
            do {
                entry = try detection.entry(id: message.detector)
            } catch {
                throw Closing(code: .policyViolation, reason: error.message)
            }
            current = LiveStroke(
                entry: entry,
                recognizer: detection.isEncircle(entry) ? CircleRecognizer(detector: detection.encircle) : nil)
            return []
        case "samples":
            // Taken out of `current` so that appending does not copy every sample so far.
            guard var stroke = current.take() else {
                throw Closing(code: .policyViolation, reason: "samples before begin")
            }
            guard let points = message.points else {
                throw Closing(code: .policyViolation, reason: "a samples message needs \"points\"")
            }
            let total = stroke.samples.count + points.count
            guard total <= PlaygroundLimits.maximumPoints else {
                throw Closing(code: .policyViolation, reason: StrokeBody.tooManyPointsMessage(total))
            }
            stroke.samples += points
            let replies = Self.feed(points, to: &stroke)
            current = stroke
            return replies
        case "end":
            guard let stroke = current else {
                throw Closing(code: .policyViolation, reason: "end before begin")
            }
            current = nil
            let whole = Stroke(stroke.samples)
            do {
                let items = try message.items?.points()
                let record = detection.record(of: whole, by: stroke.entry)
                let selected = try items.map { items throws(PlaygroundError) in
                    try ItemSelection.selected(items, by: record.detection, in: whole)
                }
                return [.verdict(record, selected: selected)]
            } catch {
                throw Closing(code: .policyViolation, reason: error.message)
            }
        default:
            throw Closing(
                code: .policyViolation,
                reason: "unknown message type \"\(message.type)\" (expected begin, samples or end)")
        }
    }

    /// Feeds `points` to the stroke's recognizer, if it has one, and says what it made of them.
    private static func feed(_ points: [Stroke.Sample], to stroke: inout LiveStroke) -> [LiveServerMessage] {
        // Taken out of the stroke so that feeding it does not copy its summary.
        guard !stroke.hasReportedFailure, var recognizer = stroke.recognizer.take() else { return [] }
        for sample in points {
            let time = sample.time ?? stroke.clock
            stroke.clock = time + 1.0 / 60
            let phase: TouchEvent.Phase = recognizer.sampleCount == 0 ? .began : .moved
            recognizer.handle(TouchEvent(phase, touch: 0, location: sample.point, time: time))
            if recognizer.isFinished { break }
        }
        stroke.recognizer = recognizer
        if let rejection = recognizer.rejection {
            stroke.hasReportedFailure = true
            return [.failed(rejection, samples: recognizer.sampleCount)]
        }
        return [.progress(recognizer.feedback)]
    }
}
