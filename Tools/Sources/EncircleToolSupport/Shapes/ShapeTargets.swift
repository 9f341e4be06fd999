import EncircleEvaluation
import EncircleShapes
import Foundation

/// Which shapes count as right for which labels, in groups with an optional target share, and
/// how a report's strokes meet them, per subject: the tables of `Guides/Shapes.md`,
/// `encircle shapes PATH --targets FILE`.
///
/// JSON: `{"groups":[{"name":"circles","labels":["circle"],"kinds":["circle"],"target":0.98},…]}`;
/// a kind is a shape's name, `none` (no shape) or ``rectangleOnItsCorner``; `target` may be left
/// out.
///
/// ```swift
/// let targets = try ShapeTargets(contentsOf: URL(fileURLWithPath: "Guides/shape-targets.json"))
/// let tally = targets.tally(report)
/// tally[0].count.right   // 1138
/// ```
package struct ShapeTargets: Sendable, Codable {
    /// A group of labels and the kinds that count as right for them.
    package struct Group: Sendable, Codable, Hashable {
        /// The group's name, as the table shows it.
        package var name: String
        /// The labels of its strokes.
        package var labels: [String]
        /// The shapes' names (or `none`) that count as right.
        package var kinds: [String]
        /// The least share that must be right, if any.
        package var target: Double?

        /// Whether `shape` (`nil` for none) counts as right.
        ///
        /// - Complexity: O(*k*) for the group's *k* kinds.
        package func accepts(_ shape: DrawnShape?) -> Bool {
            kinds.contains(ShapeRecord.name(of: shape))
                || (shape?.kind == .rectangle && shape?.standsOnCorner == true
                    && kinds.contains(ShapeTargets.rectangleOnItsCorner))
        }

        /// Creates a group.
        ///
        /// - Complexity: O(1).
        package init(name: String, labels: [String], kinds: [String], target: Double? = nil) {
            self.name = name
            self.labels = labels
            self.kinds = kinds
            self.target = target
        }
    }

    /// How many strokes were named right, of how many.
    package struct Count: Sendable, Hashable {
        /// Strokes named one of the group's kinds.
        package var right = 0
        /// Strokes of the group.
        package var total = 0

        /// The share right, or `nil` for none.
        package var share: Double? { total > 0 ? Double(right) / Double(total) : nil }
    }

    /// How a group's strokes fared, overall and per subject.
    package struct Tally: Sendable, Hashable {
        /// The group.
        package var group: Group
        /// All its strokes.
        package var count = Count()
        /// Its strokes per subject (`""` for strokes without one).
        package var bySubject: [String: Count] = [:]

        /// Whether the share right reaches the group's target (`true` without a target or strokes).
        package var meetsTarget: Bool {
            guard let target = group.target, let share = count.share else { return true }
            return share >= target
        }
    }

    /// The groups, in the order the table shows them.
    package var groups: [Group]

    /// The kind a group names for a rectangle standing on a corner (``DrawnShape/standsOnCorner``):
    /// a square drawn as ◇ is a diamond as people draw one.
    package static let rectangleOnItsCorner = "rectangle on its corner"

    /// Creates targets.
    ///
    /// - Complexity: O(1).
    package init(groups: [Group]) { self.groups = groups }

    /// Reads targets from a JSON file, no longer than the limit per stroke of `limits` (a file
    /// read whole).
    ///
    /// - Throws: ``FileError`` naming the file when it cannot be read, is too long, cannot be
    ///   decoded, or has a ``problem``.
    /// - Complexity: O(*n*) in the file's size.
    package init(contentsOf url: URL, limits: ReadLimits = ReadLimits()) throws(FileError) {
        let data: Data
        do {
            data = try limits.contentsOfFile(url.path)
        } catch {
            throw FileError(error)
        }
        do {
            self = try JSONDecoder().decode(ShapeTargets.self, from: data)
        } catch {
            throw FileError(file: url.path, problem: JSONProblem.describe(error))
        }
        if let problem { throw FileError(file: url.path, problem: problem) }
    }

    /// The kinds a group may name: a shape's name, `none` or ``rectangleOnItsCorner``.
    package static let kinds = ShapeRecord.names + [rectangleOnItsCorner]

    /// What makes the targets unusable, in words, or `nil`: a group without kinds or with one
    /// no shape has (either would count nothing right), or a target that is no share.
    ///
    /// - Complexity: O(*g* · *k*) for *g* groups of *k* kinds.
    package var problem: String? {
        let known = "the kinds are \(Self.kinds.joined(separator: ", "))"
        for (index, group) in groups.enumerated() {
            let name = "groups[\(index)] (\"\(group.name)\")"
            if group.kinds.isEmpty { return "\(name) has no kinds; \(known)" }
            if let kind = group.kinds.first(where: { !Self.kinds.contains($0) }) {
                return "\(name): unknown kind \"\(kind)\"; \(known)"
            }
            if let target = group.target, !(0...1).contains(target) {
                return "\(name): target \(target); it must be a share from 0 to 1"
            }
        }
        return nil
    }

    /// How the records of `report` meet each group, in the order of ``groups``.
    ///
    /// - Complexity: O(*s* · *g*) for *s* strokes and *g* groups.
    package func tally(_ report: ShapeReport) -> [Tally] {
        groups.map { group in
            var tally = Tally(group: group)
            for record in report.strokes where group.labels.contains(record.label ?? "") {
                let right = group.accepts(record.recognition.shape) ? 1 : 0
                tally.count.right += right
                tally.count.total += 1
                tally.bySubject[record.subject ?? "", default: Count()].right += right
                tally.bySubject[record.subject ?? "", default: Count()].total += 1
            }
            return tally
        }
    }

    /// The tallies of the groups with strokes as a table: group, target, right of all, then a
    /// column per subject.
    ///
    /// - Complexity: O(*g* · *p*) for *g* groups and *p* subjects.
    package static func table(_ tallies: [Tally]) -> String {
        let shown = tallies.filter { $0.count.total > 0 }
        let subjects = Set(shown.flatMap { $0.bySubject.keys }).sorted {
            ($0.count, $0) < ($1.count, $1)
        }
        var rows = [["group", "target", "right"] + subjects.map { $0.isEmpty ? "-" : $0 }]
        for tally in shown {
            let target = tally.group.target.map { "≥ " + Format.percent($0) } ?? ""
            let right = "\(tally.count.right)/\(tally.count.total) (\(Format.percent(tally.count.share)))"
            rows.append(
                [tally.group.name, target, right]
                    + subjects.map { subject in tally.bySubject[subject].map { "\($0.right)/\($0.total)" } ?? "" })
        }
        return Format.table(rows)
    }
}
