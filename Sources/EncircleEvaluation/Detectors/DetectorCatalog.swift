import Encircle

/// The detectors that tools know by identifier.
///
/// ``standard`` lists the project's detectors; the first one registered is the default of
/// every tool. Register a detector by adding an entry to ``standard``:
///
/// ```swift
/// DetectorEntry(id: "encircle", summary: "Encircle's detector", detector: CircleDetector())
/// ```
///
/// ```swift
/// let entry = try DetectorCatalog.standard.entry(id: "sadun")
/// DetectorCatalog.standard.defaultID   // the first registered id
/// ```
public struct DetectorCatalog: Sendable {
    /// The entries in registration order.
    public let entries: [DetectorEntry]

    /// Creates a catalog.
    ///
    /// - Precondition: The ids are unique.
    /// - Complexity: O(*n*²) in the number of entries (a handful).
    public init(_ entries: [DetectorEntry]) {
        for (index, entry) in entries.enumerated() {
            precondition(
                !entries[..<index].contains { $0.id == entry.id }, "detector id \"\(entry.id)\" registered twice")
        }
        self.entries = entries
    }

    /// The detectors of the project, default first.
    public static let standard = standard(encircle: CircleDetector())

    /// The project's detectors, with Encircle's being `detector` (configured, say, by
    /// `encircle tune`).
    ///
    /// - Complexity: O(1).
    public static func standard(encircle detector: CircleDetector) -> DetectorCatalog {
        DetectorCatalog([
            .encircle(detector),
            DetectorEntry(
                id: "sadun",
                summary: "Sadun's multistep test (iOS Developer's Cookbook, \"Detecting Circles\")",
                detector: SadunCircleTest()),
            DetectorEntry(
                id: "lamarche",
                summary: "LaMarche's 2009 test: closure, duration, point count, radius band, angle order",
                detector: LaMarcheCircleTest()),
        ])
    }

    /// The identifiers in registration order.
    public var ids: [String] { entries.map(\.id) }

    /// The identifier tools use when none is given: the first registered one.
    public var defaultID: String? { entries.first?.id }

    /// The entry registered as `id`.
    ///
    /// - Throws: ``UnknownDetectorError`` listing the known identifiers.
    /// - Complexity: O(*n*) in the number of entries.
    public func entry(id: String) throws(UnknownDetectorError) -> DetectorEntry {
        guard let entry = entries.first(where: { $0.id == id }) else {
            throw UnknownDetectorError(id: id, knownIDs: ids)
        }
        return entry
    }
}

/// A detector identifier that the catalog does not know.
///
/// ```swift
/// error.description   // "unknown detector \"hough\"; known detectors: sadun, lamarche"
/// ```
public struct UnknownDetectorError: Error, Hashable, Sendable, CustomStringConvertible {
    public var id: String
    public var knownIDs: [String]

    /// Creates the error.
    public init(id: String, knownIDs: [String]) {
        self.id = id
        self.knownIDs = knownIDs
    }

    public var description: String {
        let known = knownIDs.isEmpty ? "(none registered)" : knownIDs.joined(separator: ", ")
        return "unknown detector \"\(id)\"; known detectors: \(known)"
    }
}
