import Foundation

/// Detectors asked for that cannot be used as asked: an identifier the catalog does not know, a
/// catalog without detectors, or, in streaming mode, a detector without a streaming form.
///
/// ```swift
/// try DetectorCatalog.standard.entry(id: "hough")
/// // "unknown detector "hough"; known detectors: encircle, sadun, lamarche, dollar1"
/// try Evaluator(detectors: [DetectorCatalog.standard.entry(id: "sadun")], mode: .streaming)
/// // "detector "sadun" has no streaming form; none of the selected detectors has one"
/// ```
public struct DetectorSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was asked for, and what there is instead.
    package enum Problem: Hashable, Sendable {
        /// `id` is not registered (`nil`: the default was asked for, and none is registered).
        case unknown(id: String?, knownIDs: [String])
        /// Detector `id` has no streaming form; `streamingIDs` of those selected have one.
        case noStreamingForm(id: String, streamingIDs: [String])
    }

    /// What was asked for, and what there is instead.
    package var problem: Problem

    /// An identifier the catalog does not know among `knownIDs`; with `id` `nil`, a catalog
    /// without detectors.
    package static func unknown(id: String?, knownIDs: [String]) -> DetectorSelectionError {
        DetectorSelectionError(problem: .unknown(id: id, knownIDs: knownIDs))
    }

    /// Detector `id` without a streaming form, in streaming mode.
    package static func noStreamingForm(id: String, streamingIDs: [String]) -> DetectorSelectionError {
        DetectorSelectionError(problem: .noStreamingForm(id: id, streamingIDs: streamingIDs))
    }

    /// "unknown detector "ID"; known detectors: A, B", "no detectors are registered", or
    /// "detector "ID" has no streaming form; streaming detectors: A, B".
    public var description: String {
        switch problem {
        case .unknown(nil, _):
            return "no detectors are registered"
        case .unknown(let id?, let knownIDs):
            let known = knownIDs.isEmpty ? "(none registered)" : knownIDs.joined(separator: ", ")
            return "unknown detector \"\(id)\"; known detectors: \(known)"
        case .noStreamingForm(let id, let streamingIDs):
            let known =
                streamingIDs.isEmpty
                ? "none of the selected detectors has one"
                : "streaming detectors: " + streamingIDs.joined(separator: ", ")
            return "detector \"\(id)\" has no streaming form; \(known)"
        }
    }
}

extension DetectorSelectionError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
