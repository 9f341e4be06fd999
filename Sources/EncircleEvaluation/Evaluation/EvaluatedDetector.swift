/// What ``Evaluator`` runs for one row of a report: one entry per subject, so that each
/// person's strokes are judged by the detector meant for them (leave-one-subject-out: limits
/// learned without that person), and an entry for everyone else.
///
/// The entry is chosen by the stroke's ``LabeledStroke/subject``, never by its samples, so
/// transforms, duplicate strokes and equal strokes drawn by different people cannot pick the
/// wrong one.
///
/// ```swift
/// let row = EvaluatedDetector(
///     id: "encircle", summary: "per subject", entriesBySubject: ["2": forSubject2, "3": forSubject3],
///     fallback: try DetectorCatalog.standard.entry(id: "encircle"))
/// let report = try await Evaluator(evaluating: [row]).run(strokes)   // subject 2's strokes by forSubject2
/// ```
public struct EvaluatedDetector: Sendable {
    /// The row's identifier in reports.
    package let id: String
    /// One line describing it.
    package let summary: String
    /// The entries for the strokes of particular subjects; the key `nil` stands for strokes
    /// whose log names no subject.
    package let entriesBySubject: [String?: DetectorEntry]
    /// The entry for strokes of every other subject.
    package let fallback: DetectorEntry

    /// A row judged by `entry` alone.
    ///
    /// - Complexity: O(1).
    package init(_ entry: DetectorEntry) {
        self.init(id: entry.id, summary: entry.summary, entriesBySubject: [:], fallback: entry)
    }

    /// A row whose strokes are judged by their subject's entry.
    ///
    /// - Complexity: O(1).
    public init(id: String, summary: String, entriesBySubject: [String?: DetectorEntry], fallback: DetectorEntry) {
        self.id = id
        self.summary = summary
        self.entriesBySubject = entriesBySubject
        self.fallback = fallback
    }

    /// The entry that judges `stroke`: its subject's, else ``fallback``.
    ///
    /// - Complexity: O(1) on average.
    package func entry(for stroke: LabeledStroke) -> DetectorEntry {
        entriesBySubject[stroke.subject] ?? fallback
    }

    /// Whether every entry has a streaming form, so the row can run with `--mode streaming`.
    ///
    /// - Complexity: O(*s*) in the number of subjects with an entry of their own.
    package var supportsStreaming: Bool {
        fallback.supportsStreaming && entriesBySubject.values.allSatisfy(\.supportsStreaming)
    }
}
