import Encircle
import EncircleEvaluation
import EncircleHardening
import EncircleShapes
import Foundation
import Testing

/// The seeds the fuzz targets start from: those made from recorded strokes are checked to be
/// what the encoders write today (`ENCIRCLE_WRITE_SEEDS=1` rewrites them), and every seed keeps
/// every promise.
@Suite struct SeedCorpusTests {
    /// A seed made by code, and the file it lives in.
    struct MadeSeed: CustomTestStringConvertible, Sendable {
        var target: String
        var file: String
        var make: @Sendable () throws -> Data
        var testDescription: String { "\(target)/\(file)" }
    }

    static func fixture(_ path: String) throws -> Stroke {
        let url = Repository.dollar1Fixture(path)
        let loaded = StrokeLoader.load(data: try Data(contentsOf: url), name: path)
        guard let first = loaded.strokes.first, loaded.errors.isEmpty else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return first.stroke
    }

    static func detectorSeed(
        _ file: String, configuration: Int = 0, extremeShapes: Bool = false, script: [TouchStep] = [],
        stroke: @escaping @Sendable () throws -> Stroke
    ) -> MadeSeed {
        MadeSeed(target: "FuzzDetectors", file: file) {
            Data(
                FuzzedStroke.bytes(
                    encoding: try stroke(), configuration: configuration, extremeShapes: extremeShapes, script: script))
        }
    }

    /// The shape probe `index` of `Invariants.shapeConfigurationProbes`, untimed, its coordinates
    /// rounded to 1/8 pt so that each sample takes 5 bytes: a seed of under 1,024 bytes, the most
    /// `Scripts/fuzz.sh` lets `FuzzDetectors` read.
    static func shapeProbe(_ index: Int) -> Stroke {
        Stroke(
            points: Invariants.shapeConfigurationProbes[index].samples.map {
                Point(x: ($0.x * 8).rounded() / 8, y: ($0.y * 8).rounded() / 8)
            })
    }

    /// The seeds made from the shape probes, and the kind each draws.
    static let shapeSeeds: [(file: String, kind: DrawnShape.Kind)] = [
        ("spiral.bin", .spiral), ("helix.bin", .helix), ("s-curve.bin", .curve), ("arc-120.bin", .arc),
    ]

    /// Began, a few moves, an idle check, a second finger, a reset, a cancel, and a whole stroke.
    static let touchScript: [TouchStep] =
        [.began] + Array(repeating: .moved, count: 12) + [.movedInPlace, .checkIdle(after: 3), .secondTouch, .reset]
        + [.began, .moved, .moved, .cancelled, .reset, .began] + Array(repeating: .moved, count: 40)
        + [.checkIdle(after: 31), .ended, .moved, .reset]

    static let madeSeeds: [MadeSeed] = [
        detectorSeed("circle01.bin") { try fixture("s02/fast/circle01.xml") },
        detectorSeed("rectangle03.bin") { try fixture("s04/medium/rectangle03.xml") },
        detectorSeed("question-mark10.bin") { try fixture("s06/slow/question_mark10.xml") },
        detectorSeed("circle07-touches.bin", configuration: 2, script: touchScript) {
            try fixture("s04/medium/circle07.xml")
        },
        detectorSeed("spiral-arcs.bin", configuration: 1) {
            Stroke(
                points: (0..<96).map { index in
                    let angle = Double(index) / 32 * 2 * .pi, radius = 40 + Double(index) / 2
                    return Point(x: (radius * cos(angle) * 8).rounded() / 8, y: (radius * sin(angle) * 8).rounded() / 8)
                }, interval: 0.01)
        },
        detectorSeed("edges.bin") {
            Stroke(points: [
                Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 1e308, y: -1e308), Point(x: 5, y: 5),
                Point(x: 5, y: 5), Point(x: .leastNonzeroMagnitude, y: -.infinity),
            ])
        },
        detectorSeed("spiral.bin") { shapeProbe(3) },
        detectorSeed("helix.bin") { shapeProbe(4) },
        detectorSeed("s-curve.bin", extremeShapes: true) { shapeProbe(5) },
        detectorSeed("arc-120.bin", configuration: 1) { shapeProbe(6) },
        MadeSeed(target: "FuzzStrokeJSON", file: "circle01.json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(try fixture("s02/fast/circle01.xml"))
        },
        MadeSeed(target: "FuzzConfigurationJSON", file: "default.json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(CircleDetector.Configuration.default)
        },
        MadeSeed(target: "FuzzConfigurationJSON", file: "shapes-default.json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(ShapeRecognizer.Configuration.default)
        },
    ]

    @Test(arguments: madeSeeds)
    func madeSeedIsCurrent(seed: MadeSeed) throws {
        let url = Repository.corpus(seed.target).appendingPathComponent(seed.file)
        let made = try seed.make()
        if ProcessInfo.processInfo.environment["ENCIRCLE_WRITE_SEEDS"] == "1" {
            try made.write(to: url)
        }
        let committed = try Data(contentsOf: url)
        #expect(committed == made, "\(seed.file) is stale: run the tests with ENCIRCLE_WRITE_SEEDS=1")
    }

    /// The seeds made from the shape probes draw the kinds they are named after, so that the
    /// fuzzer starts from each of the shape recognizer's smooth open kinds.
    @Test(arguments: zip(shapeSeeds.map(\.file), shapeSeeds.map(\.kind)))
    func shapeSeedDrawsItsKind(file: String, kind: DrawnShape.Kind) throws {
        let data = try Data(contentsOf: Repository.corpus("FuzzDetectors").appendingPathComponent(file))
        #expect(data.count <= 1024)
        let stroke = FuzzedStroke(bytes: data).stroke
        #expect(ShapeRecognizer().recognize(stroke).shape?.kind == kind)
    }

    static let targets = [
        "FuzzGestureLogXML", "FuzzStrokeJSON", "FuzzStrokeJSONLines", "FuzzStrokeBundle", "FuzzConfigurationJSON",
        "FuzzDetectors",
    ]

    /// The check each fuzz target runs on its input.
    static func problems(target: String, input: Data) async -> [String] {
        switch target {
        case "FuzzGestureLogXML": Invariants.problems(loadingGestureLog: input)
        case "FuzzStrokeJSON": Invariants.problems(decodingStrokeJSON: input)
        case "FuzzStrokeJSONLines": await Invariants.problems(readingJSONLines: input)
        case "FuzzStrokeBundle":
            Invariants.problems(decodingStrokeJSON: input)
                + (await Invariants.problems(streaming: input, name: "bundle.json"))
        case "FuzzConfigurationJSON": Invariants.problems(decodingConfiguration: input)
        default: Invariants.problems(fuzzing: input)
        }
    }

    @Test(arguments: targets)
    func everySeedKeepsEveryPromise(target: String) async throws {
        let seeds = try Repository.files(in: Repository.corpus(target))
        #expect(seeds.count >= 3, "a few seeds per target")
        for seed in seeds {
            let data = try Data(contentsOf: seed)
            #expect(data.count <= 8192, "\(seed.lastPathComponent): seeds stay small")
            #expect(await Self.problems(target: target, input: data) == [], "\(seed.lastPathComponent)")
        }
    }
}
