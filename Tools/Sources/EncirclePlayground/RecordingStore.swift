public import Encircle
import EncircleEvaluation
public import Foundation
import GRDB

/// The playground's recordings: labelled strokes in an SQLite database.
///
/// The database runs in WAL mode with `synchronous = FULL`, so a stroke whose save returned is
/// on disk and survives the process being killed. The schema is created and upgraded by
/// migrations; folders on the way to the file are created.
///
/// ```swift
/// let store = try RecordingStore(path: RecordingStore.defaultPath())
/// let id = try await store.save(stroke, label: "circle", verdict: "circle")
/// try await store.summaries()   // newest first
/// ```
public final class RecordingStore: Sendable {
    private let pool: DatabasePool
    /// The database file.
    public let path: String

    /// Opens (creating it and its folders when needed) the database at `path`.
    ///
    /// - Throws: An error naming the path when the folder or the database cannot be created or
    ///   opened.
    /// - Complexity: O(*m*) in the number of migrations to apply.
    public init(path: String) throws {
        self.path = path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError(
                message: "cannot open the recordings database \(path): cannot create the folder \(folder.path)")
        }
        do {
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                try db.execute(sql: "PRAGMA synchronous = FULL")
            }
            pool = try DatabasePool(path: path, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch {
            throw StoreError(message: "cannot open the recordings database \(path): \(error)")
        }
    }

    /// The database file used when none is named: `$XDG_DATA_HOME/encircle/recordings.sqlite`,
    /// else `~/.local/share/encircle/recordings.sqlite`.
    ///
    /// - Complexity: O(1).
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let data: String
        if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
            data = home
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            data = URL(fileURLWithPath: home).appendingPathComponent(".local/share").path
        }
        return URL(fileURLWithPath: data).appendingPathComponent("encircle/recordings.sqlite").path
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("create strokes") { db in
            try db.execute(
                sql: """
                    CREATE TABLE stroke (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        label TEXT NOT NULL,
                        createdAt TEXT NOT NULL,
                        verdict TEXT,
                        pointCount INTEGER NOT NULL,
                        points BLOB NOT NULL
                    )
                    """)
        }
        return migrator
    }

    /// Saves a stroke and returns its identifier once the transaction is committed.
    ///
    /// - Complexity: O(*n*) in the number of points.
    public func save(_ stroke: Stroke, label: String, verdict: String?, at date: Date = Date()) async throws -> Int64 {
        let points = try JSONEncoder().encode(stroke.samples)
        let createdAt = Self.timestamp(date)
        let count = stroke.samples.count
        return try await pool.write { db in
            try db.execute(
                sql: "INSERT INTO stroke (label, createdAt, verdict, pointCount, points) VALUES (?, ?, ?, ?, ?)",
                arguments: [label, createdAt, verdict, count, points])
            return db.lastInsertedRowID
        }
    }

    /// Every stroke without its points, newest first.
    ///
    /// - Complexity: O(*s*) in the number of strokes stored.
    public func summaries() async throws -> [RecordedStroke.Summary] {
        try await pool.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, label, createdAt, verdict, pointCount FROM stroke ORDER BY id DESC"
            ).map { row in
                RecordedStroke.Summary(
                    id: row["id"], label: row["label"], points: row["pointCount"],
                    createdAt: Self.date(row["createdAt"]), verdict: row["verdict"])
            }
        }
    }

    /// The stroke saved as `id`, or `nil` when there is none.
    ///
    /// - Complexity: O(*n*) in the number of its points.
    public func stroke(id: Int64) async throws -> RecordedStroke? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM stroke WHERE id = ?", arguments: [id]).map(Self.recorded)
        }
    }

    /// The strokes with their points saved after `id` (from the first when `nil`), oldest first:
    /// at most `limit` of them, and no more once they hold `maximumPoints` points.
    ///
    /// Pass the last identifier of a batch to read the next: each stroke comes once, in order,
    /// and the store is never read whole (keyset pagination). A batch holds at least one stroke
    /// when there is one after `id` and `limit` is positive, however many points it has.
    ///
    /// ```swift
    /// var batch = try await store.strokes(after: nil, limit: 256)
    /// while let last = batch.last { …; batch = try await store.strokes(after: last.id, limit: 256) }
    /// ```
    ///
    /// - Complexity: O(log *s* + *n*) in the number of strokes stored and of points returned.
    public func strokes(after id: Int64?, limit: Int, maximumPoints: Int = .max) async throws -> [RecordedStroke] {
        // SQLite reads a negative LIMIT as "no limit".
        guard limit > 0 else { return [] }
        let (condition, arguments): (String, StatementArguments) =
            if let id { ("WHERE id > ?", [id, limit]) } else { ("", [limit]) }
        return try await pool.read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT * FROM stroke \(condition) ORDER BY id LIMIT ?", arguments: arguments)
            var strokes: [RecordedStroke] = []
            var points = 0
            while let row = try rows.next() {
                let stroke = try Self.recorded(row)
                strokes.append(stroke)
                points += stroke.stroke.samples.count
                if points >= maximumPoints { break }
            }
            return strokes
        }
    }

    /// Deletes the stroke saved as `id`; `false` when there was none.
    ///
    /// - Complexity: O(log *s*) in the number of strokes stored.
    public func delete(id: Int64) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM stroke WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    /// The value of `PRAGMA name` on a reading connection (for tests of the settings).
    func pragma(_ name: String) async throws -> String? {
        try await pool.read { db in try String.fetchOne(db, sql: "PRAGMA \(name)") }
    }

    private static func recorded(_ row: Row) throws -> RecordedStroke {
        let points: Data = row["points"]
        return RecordedStroke(
            id: row["id"], label: row["label"], createdAt: date(row["createdAt"]), verdict: row["verdict"],
            stroke: Stroke(try JSONDecoder().decode([Stroke.Sample].self, from: points)))
    }

    /// The ISO 8601 text of `date`, with milliseconds, in UTC.
    static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    private static func date(_ text: String) -> Date {
        (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))) ?? .distantPast
    }

    /// A database that cannot be opened.
    public struct StoreError: LocalizedError, CustomStringConvertible {
        /// The message, naming the file.
        public var message: String
        /// The message.
        public var description: String { message }
        /// The message, so that `localizedDescription` reads the same.
        public var errorDescription: String? { message }
    }
}
