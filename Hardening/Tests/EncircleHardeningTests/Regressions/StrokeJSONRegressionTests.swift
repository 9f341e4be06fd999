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

    @Test func bundleEntryWithoutPointsIsAnError() {
        let loaded = StrokeLoader.load(data: Data(Self.bundle.utf8), name: "bundle.json")
        #expect(loaded.strokes.map(\.file) == ["bundle.json:s04/slow/circle02.xml"])
        #expect(loaded.errors.map(\.description) == [#"bundle.json:broken.xml: "points" is empty"#])
        #expect(Invariants.problems(decodingStrokeJSON: Data(Self.bundle.utf8)) == [])
    }

    @Test func singleStrokeWithoutPointsIsAnError() {
        let data = Data(#"{"label":"circle","points":[]}"#.utf8)
        let loaded = StrokeLoader.load(data: data, name: "circle01.json")
        #expect(loaded.strokes.isEmpty)
        #expect(loaded.errors.map(\.description) == [#"circle01.json: "points" is empty"#])
        #expect(Invariants.problems(decodingStrokeJSON: data) == [])
    }
}
