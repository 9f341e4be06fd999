public import Encircle
public import Foundation

/// The detectors that tools know by identifier.
///
/// ``standard`` lists the project's detectors; the first one registered is the default of
/// every tool. A catalog of your own takes any entries with distinct ids — a detector whose
/// match has no circle too:
///
/// ```swift
/// let catalog = try DetectorCatalog([
///     .encircle(try CircleDetector(configuration: limits)),
///     DetectorEntry(id: "sadun", summary: "Sadun's cookbook test", detector: SadunCircleTest()),
/// ])
/// ```
///
/// ```swift
/// let entry = try DetectorCatalog.standard.entry(id: "sadun")
/// let fallback = try DetectorCatalog.standard.entry(id: nil)   // the default
/// DetectorCatalog.standard.defaultID                           // the first registered id
/// ```
public struct DetectorCatalog: Sendable {
    /// The entries in registration order.
    public let entries: [DetectorEntry]

    /// Creates a catalog.
    ///
    /// - Throws: ``DuplicateDetectorError`` when two entries share an id: a tool could not tell
    ///   which one `--detector` means.
    /// - Complexity: O(*n*²) in the number of entries (a handful).
    public init(_ entries: [DetectorEntry]) throws(DuplicateDetectorError) {
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
    public static let standard = standard(encircle: CircleDetector())

    /// The project's detectors, with `encircle` as Encircle's (e.g. with the limits of
    /// `encircle tune`, loaded by ``Encircle/CircleDetector/Configuration/init(contentsOf:limits:)``).
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
    public var ids: [String] { entries.map(\.id) }

    /// The identifier tools use when none is given: the first registered one.
    public var defaultID: String? { entries.first?.id }

    /// The entry registered as `id`, or the default one (the first registered) when `id` is
    /// `nil`.
    ///
    /// - Throws: ``UnknownDetectorError`` listing the known identifiers, or saying that none
    ///   is registered.
    /// - Complexity: O(*n*) in the number of entries.
    public func entry(id: String?) throws(UnknownDetectorError) -> DetectorEntry {
        let found: DetectorEntry? =
            if let id { entries.first { $0.id == id } } else { entries.first }
        guard let found else { throw UnknownDetectorError(id: id, knownIDs: ids) }
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
    /// - Throws: ``UnknownDetectorError`` for the first unknown id, or when no entry is registered.
    /// - Complexity: O(*k* · *n*) for *k* ids and *n* entries.
    public func entries(ids: [String], mode: EvaluationMode = .batch) throws(UnknownDetectorError) -> [DetectorEntry] {
        guard !ids.isEmpty else {
            guard !entries.isEmpty else { throw UnknownDetectorError(id: nil, knownIDs: []) }
            let streaming = entries.filter(\.supportsStreaming)
            return mode == .streaming && !streaming.isEmpty ? streaming : entries
        }
        var selected: [DetectorEntry] = []
        for id in ids { selected.append(try entry(id: id)) }
        return selected
    }
}

/// A detector identifier that the catalog does not know, or a catalog without detectors.
///
/// ```swift
/// error.description   // "unknown detector \"hough\"; known detectors: sadun, lamarche"
/// error.description   // "no detectors are registered" (no id asked for, none registered)
/// ```
public struct UnknownDetectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier asked for; `nil` when the default was asked for.
    public var id: String?
    /// The identifiers the catalog knows, in registration order.
    public var knownIDs: [String]

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    public init(id: String?, knownIDs: [String]) {
        self.id = id
        self.knownIDs = knownIDs
    }

    /// "unknown detector "ID"; known detectors: A, B", or "no detectors are registered".
    public var description: String {
        guard let id else { return "no detectors are registered" }
        let known = knownIDs.isEmpty ? "(none registered)" : knownIDs.joined(separator: ", ")
        return "unknown detector \"\(id)\"; known detectors: \(known)"
    }
}

/// Two detectors registered under one identifier.
///
/// ```swift
/// error.description   // "detector id \"encircle\" registered twice"
/// ```
public struct DuplicateDetectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The identifier registered twice.
    public var id: String

    /// Creates the error.
    ///
    /// - Complexity: O(1).
    public init(id: String) {
        self.id = id
    }

    /// "detector id \"encircle\" registered twice".
    public var description: String { "detector id \"\(id)\" registered twice" }
}

extension UnknownDetectorError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}

extension DuplicateDetectorError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
