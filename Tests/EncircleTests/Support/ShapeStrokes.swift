import EncircleEvaluation
import Foundation

@testable import Encircle

/// The project's generated shapes, `Data/shapes/NAME.json` (a square, a triangle, circles of
/// several laps…), located from this file so tests need no resources.
enum ShapeStrokes {
    /// Where the shapes live: `Data/shapes/` at the package root, three levels above this file.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EncircleTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Data/shapes")

    /// The stroke of `Data/shapes/NAME.json`.
    static func load(_ name: String) throws -> Stroke {
        let file = folder.appendingPathComponent(name + ".json")
        let read = try StrokeJSON.strokes(from: Data(contentsOf: file), file: file.path)
        guard let stroke = read.strokes.first?.stroke else { throw CocoaError(.fileReadCorruptFile) }
        return stroke
    }
}
