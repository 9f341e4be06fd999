import Encircle
import Foundation
import Testing

/// The project's generated shapes, `Data/shapes/NAME.json` (a square, a triangle, circles of
/// several laps…), located from this file so tests need no resources.
public enum ShapeStrokes {
    /// Where the shapes live: `Data/shapes/` at the package root, two levels above this file's folder.
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EncircleTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Data/shapes")

    /// The stroke of `Data/shapes/NAME.json`, `{"points":[{"x":..,"y":..,"t":..},...]}`, read with
    /// the core's `Codable` ``Encircle/Stroke``.
    ///
    /// - Throws: ``TestDataError`` naming the file and what went wrong.
    public static func load(_ name: String) throws -> Stroke {
        let file = folder.appendingPathComponent(name + ".json")
        let stroke: Stroke
        do {
            stroke = try JSONDecoder().decode(Stroke.self, from: Data(contentsOf: file))
        } catch {
            throw TestDataError(file: file.path, error: error)
        }
        if stroke.isEmpty { throw TestDataError(file: file.path, error: CocoaError(.fileReadCorruptFile)) }
        return stroke
    }

    /// Every shape, in the order of their names: when the folder or a shape cannot be read, the
    /// test that asks records a failure naming it (and gets no shapes).
    public static func allOrIssue(sourceLocation: SourceLocation = #_sourceLocation) -> [Stroke] {
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix(".json")
            }
            if names.isEmpty { throw TestDataError(file: folder.path, error: CocoaError(.fileNoSuchFile)) }
            return try names.sorted().map { try load(String($0.dropLast(".json".count))) }
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return []
        }
    }
}
