import Encircle
import Foundation
import Testing

@testable import EncirclePlayground

@Suite struct QuickSamplesTests {
    /// What `JSONDecoder` makes of the `"points"` of `json`, the rule ``QuickSamples`` follows.
    static func decoded(_ json: String) throws -> [Stroke.Sample] {
        struct Body: Decodable { var points: [Stroke.Sample] }
        return try JSONDecoder().decode(Body.self, from: Data(json.utf8)).points
    }

    static func quick(_ json: String) -> [Stroke.Sample]? {
        QuickSamples.read(in: Array(json.utf8))?.samples
    }

    @Test(arguments: [
        #"{"points":[[1,2],[3.5,-4e2,0.016],[5,6,null]]}"#,
        #"{"points":[{"x":1,"y":2},{"y":-0.5,"x":3E-3,"t":1.25},{"x":0,"y":0,"t":null}]}"#,
        #" { "detector" : "sadun" , "points" : [ [ 1 , 2 ] , { "x" : 3 , "y" : 4 } ] , "label":"a\"b" } "#,
        #"{"items":[{"x":1,"y":[2]}],"points":[],"verdict":null}"#,
        #"{"points":[[-0,0.0],[1.7976931348623157e308,-2.2250738585072014e-308]]}"#,
    ])
    func readsWhatTheDecoderReads(_ json: String) throws {
        let quick = try #require(Self.quick(json))
        #expect(quick == (try Self.decoded(json)))
    }

    @Test func readsRandomStrokesAsTheDecoderDoes() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let count = Int.random(in: 1...50, using: &generator)
            let points = (0..<count).map { _ -> String in
                let x = Double.random(in: -1e4...1e4, using: &generator)
                let y = Double.random(in: -1e4...1e4, using: &generator)
                let t = Double.random(in: 0...100, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: return "[\(x),\(y)]"
                case 1: return "[\(x), \(y), \(t)]"
                case 2: return #"{"x":\#(x),"y":\#(y)}"#
                default: return #"{ "t": \#(t), "y": \#(y), "x": \#(x) }"#
                }
            }
            let json = #"{"points":[\#(points.joined(separator: ","))],"detector":"encircle"}"#
            #expect(Self.quick(json) == (try Self.decoded(json)), "\(json)")
        }
    }

    /// Left to `JSONDecoder`, which either reads them the same or words the error.
    @Test(arguments: [
        #"{"points":[[1,2,3,4]]}"#, #"{"points":[[1]]}"#, #"{"points":[["1",2]]}"#, #"{"points":[[01,2]]}"#,
        #"{"points":[[+1,2]]}"#, #"{"points":[[1e999,2]]}"#, #"{"points":[[0x10,2]]}"#, #"{"points":[[1,2],]}"#,
        #"{"points":[{"x":1,"y":2,"z":3}]}"#, #"{"points":[{"x":1}]}"#, #"{"points":[[1,2]]"#,
        #"{"points":[[1,2]],"points":[[3,4]]}"#, #"{"p\u006fints":[[1,2]]}"#, #"[[1,2]]"#, #"{"points":[[1,2]]} x"#,
        #"{"points":[[NaN,2]]}"#, #"{"points":[[-,2]]}"#, #"{"points":[[1.,2]]}"#,
    ])
    func givesUpOnAnythingElse(_ json: String) {
        #expect(Self.quick(json) == nil, "\(json)")
    }

    @Test func aStrokeBodyReadsTheSameEitherWay() throws {
        let json = #"{"points":[[1,2,0],{"x":3,"y":4,"t":0.5}],"detector":"sadun","label":"circle","verdict":"x"}"#
        let body = try StrokeBody.decode(Array(json.utf8))
        #expect(body.points == (try Self.decoded(json)))
        #expect(body.detector == "sadun" && body.label == "circle" && body.verdict == "x")
        #expect(throws: PlaygroundError.self) { try StrokeBody.decode(Array(#"{"points":[[1,2]],"label":7}"#.utf8)) }
    }
}
