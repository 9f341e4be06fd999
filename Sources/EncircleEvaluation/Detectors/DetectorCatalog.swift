public import Encircle
import Foundation

/// The project's detectors, known by identifier: what `encircle --detector ID` and the
/// playground's `"detector"` name.
///
/// ``standard`` lists Encircle's detector (the default: the first registered), the two classic
/// recipes it is compared with (``SadunCircleTest``, ``LaMarcheCircleTest``) and the $1
/// recognizer with its 16 canonical templates; ``standard(encircle:)`` the same with Encircle's
/// detector as given (tuned limits). A detector of your own is a ``DetectorEntry`` handed to
/// ``Evaluator`` beside these.
///
/// ```swift
/// DetectorCatalog.standard.ids                                   // ["encircle", "sadun", "lamarche", "dollar1"]
/// let sadun = try DetectorCatalog.standard.entry(id: "sadun")
/// let fallback = try DetectorCatalog.standard.entry(id: nil)    // the default, "encircle"
/// try DetectorCatalog.standard.entry(id: "hough")
/// // DetectorSelectionError: "unknown detector "hough"; known detectors: encircle, sadun, lamarche, dollar1"
/// ```
public struct DetectorCatalog: Sendable {
    /// The entries in registration order.
    package let entries: [DetectorEntry]

    /// Creates a catalog.
    ///
    /// - Throws: ``DuplicateDetectorError`` when two entries share an id: a tool could not tell
    ///   which one `--detector` means.
    /// - Complexity: O(*n*²) in the number of entries (a handful).
    package init(_ entries: [DetectorEntry]) throws(DuplicateDetectorError) {
        for (index, entry) in entries.enumerated() where entries[..<index].contains(where: { $0.id == entry.id }) {
            throw DuplicateDetectorError(id: entry.id)
        }
        self.entries = entries
    }

    /// A catalog of the project's own entries, whose ids are unique by construction.
    private init(known entries: [DetectorEntry]) {
        self.entries = entries
    }

    /// The detectors of the project, default first, Encircle's with its default limits.
    ///
    /// - Complexity: O(1): made once per process.
    public static let standard = standard(encircle: CircleDetector())

    /// The project's detectors, with `encircle` as Encircle's (e.g. with the limits of
    /// `encircle tune`, read by ``Encircle/CircleDetector/Configuration/init(contentsOf:limits:)``).
    ///
    /// - Complexity: O(1).
    public static func standard(encircle: CircleDetector) -> DetectorCatalog {
        DetectorCatalog(known: [
            .encircle(encircle),
            DetectorEntry(
                id: "sadun",
                summary: "Sadun's multistep test (iOS Developer's Cookbook, \"Detecting Circles\")",
                detector: SadunCircleTest()),
            DetectorEntry(
                id: "lamarche",
                summary: "LaMarche's 2009 test: closure, duration, point count, radius band, angle order",
                detector: LaMarcheCircleTest()),
            .dollarOne(),
        ])
    }

    /// The identifiers in registration order.
    ///
    /// - Complexity: O(*n*) in the number of entries.
    package var ids: [String] { entries.map(\.id) }

    /// The identifier tools use when none is given: the first registered one.
    package var defaultID: String? { entries.first?.id }

    /// The entry registered as `id`, or the default one (the first registered) when `id` is
    /// `nil`.
    ///
    /// - Throws: ``DetectorSelectionError`` listing the known identifiers, or saying that none
    ///   is registered.
    /// - Complexity: O(*n*) in the number of entries.
    public func entry(id: String?) throws(DetectorSelectionError) -> DetectorEntry {
        let found: DetectorEntry? =
            if let id { entries.first { $0.id == id } } else { entries.first }
        guard let found else { throw .unknown(id: id, knownIDs: ids) }
        return found
    }

    /// The entries registered as `ids`, in that order; with no ids, every entry that can run in
    /// `mode` (in streaming mode those with a streaming form, or all of them when none has one,
    /// so that ``Evaluator`` can say which lacks it).
    ///
    /// ```swift
    /// try DetectorCatalog.standard.entries(ids: [], mode: .streaming).map(\.id)   // ["encircle"]
    /// ```
    ///
    /// - Throws: ``DetectorSelectionError`` for the first unknown id, or when no entry is
    ///   registered.
    /// - Complexity: O(*k* · *n*) for *k* ids and *n* entries.
    public func entries(
        ids: [String], mode: EvaluationMode = .batch
    ) throws(DetectorSelectionError) -> [DetectorEntry] {
        guard !ids.isEmpty else {
            guard !entries.isEmpty else { throw .unknown(id: nil, knownIDs: []) }
            let streaming = entries.filter(\.supportsStreaming)
            return mode == .streaming && !streaming.isEmpty ? streaming : entries
        }
        var selected: [DetectorEntry] = []
        for id in ids { selected.append(try entry(id: id)) }
        return selected
    }
}

/// Two detectors registered under one identifier.
///
/// ```swift
/// error.description   // "detector id \"encircle\" registered twice"
/// ```
package struct DuplicateDetectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier registered twice.
    package var id: String

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    package init(id: String) {
        self.id = id
    }

    /// "detector id \"encircle\" registered twice".
    package var description: String { "detector id \"\(id)\" registered twice" }
}

extension DuplicateDetectorError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    package var errorDescription: String? { description }
}
