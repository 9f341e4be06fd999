import Encircle
import EncircleEvaluation
import EncircleHardening
import Foundation
import Testing

/// Inputs on which `FuzzStrokeJSON` found the stroke JSON forms breaking a promise.
@Suite struct StrokeJSONRegressionTests {
    /// A bundle entry with `"points":[]` loaded as a stroke without samples, which every
    /// detector then judged "too few points" — while `GestureLogXML` rejects a gesture without
    /// points as broken. The fuzzer's input, reduced to what matters.
    static let bundle = """
        {"format":"encircle-strokes","strokes":[
        {"file":"s04/slow/circle02.xml","points":[[0,0,0],[10,0,0.01],[10,10,0.02]]},
        {"file":"broken.xml","points":[]}]}
        """

    @Test func bundleEntryWithoutPointsIsAnError() throws {
        let loaded = try StrokeJSON.strokes(from: Data(Self.bundle.utf8), file: "bundle.json")
        #expect(loaded.strokes.map(\.file) == ["bundle.json:s04/slow/circle02.xml"])
        #expect(loaded.errors == [LoadError(file: "bundle.json:broken.xml", problem: "\"points\" is empty")])
        #expect(Invariants.problems(decodingStrokeJSON: Data(Self.bundle.utf8)) == [])
    }

    @Test func singleStrokeWithoutPointsIsAnError() {
        let data = Data(#"{"label":"circle","points":[]}"#.utf8)
        #expect(throws: LoadError(file: "circle01.json", problem: "\"points\" is empty")) {
            try StrokeJSON.strokes(from: data, file: "circle01.json")
        }
        #expect(Invariants.problems(decodingStrokeJSON: data) == [])
    }
}
