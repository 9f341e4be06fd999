import EncircleEvaluation
import EncircleToolSupport
import Foundation
import Testing

/// `--transform SPEC`: the specs `encircle` reads into `EncircleEvaluation`'s transforms.
@Suite struct StrokeTransformParsingTests {
    @Test(arguments: [
        ("mirror", StrokeTransform.mirror),
        ("rotate:30", .rotate(.degrees(30))),
        ("rotate:-12.5", .rotate(.degrees(-12.5))),
        ("scale:2.5", .scale(2.5)),
        ("thin:3", .thin(3)),
        ("ROTATE:90", .rotate(.degrees(90))),
        ("densify:4", .densify(4)),
        ("jitter:1.5", .jitter(1.5)),
        ("jitter:0", .jitter(0)),
        ("reverse", .reverse),
        ("swap-pairs", .swapPairs),
        ("spike:0.05", .spike(share: 0.05, count: 1)),
        ("spike:0.1:3", .spike(share: 0.1, count: 3)),
        ("grid:1", .grid(1)),
        ("grid:0.5", .grid(0.5)),
    ])
    func parsesSpecs(spec: String, transform: StrokeTransform) throws {
        #expect(try StrokeTransform(parsing: spec) == transform)
    }

    @Test(arguments: [
        (
            "flip",
            #"invalid transform "flip": expected mirror, rotate:DEG, scale:F, thin:K, densify:K, jitter:SD, reverse, swap-pairs, spike:F[:N] or grid:Q"#
        ),
        (
            "",
            #"invalid transform "": expected mirror, rotate:DEG, scale:F, thin:K, densify:K, jitter:SD, reverse, swap-pairs, spike:F[:N] or grid:Q"#
        ),
        ("mirror:2", #"invalid transform "mirror:2": mirror takes no argument"#),
        ("reverse:1", #"invalid transform "reverse:1": reverse takes no argument"#),
        ("rotate", #"invalid transform "rotate": DEG must be a finite number of degrees, as in rotate:30"#),
        ("rotate:nan", #"invalid transform "rotate:nan": DEG must be a finite number of degrees, as in rotate:30"#),
        ("scale:0", #"invalid transform "scale:0": F must be a finite number above 0, as in scale:2.5"#),
        ("scale:-1", #"invalid transform "scale:-1": F must be a finite number above 0, as in scale:2.5"#),
        ("thin:0", #"invalid transform "thin:0": K must be a whole number of at least 1, as in thin:2"#),
        ("thin:1.5", #"invalid transform "thin:1.5": K must be a whole number of at least 1, as in thin:2"#),
        ("densify:0", #"invalid transform "densify:0": K must be a whole number from 1 to 1000, as in densify:4"#),
        (
            "densify:5000",
            #"invalid transform "densify:5000": K must be a whole number from 1 to 1000, as in densify:4"#
        ),
        ("jitter", #"invalid transform "jitter": SD must be a finite number of points of at least 0, as in jitter:1"#),
        (
            "jitter:-1",
            #"invalid transform "jitter:-1": SD must be a finite number of points of at least 0, as in jitter:1"#
        ),
        ("swap-pairs:2", #"invalid transform "swap-pairs:2": swap-pairs takes no argument"#),
        ("grid", #"invalid transform "grid": Q must be a finite number of points above 0, as in grid:1"#),
        ("grid:0", #"invalid transform "grid:0": Q must be a finite number of points above 0, as in grid:1"#),
        (
            "spike",
            #"invalid transform "spike": F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"#
        ),
        (
            "spike:0.1:0",
            #"invalid transform "spike:0.1:0": F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"#
        ),
        (
            "spike:-1",
            #"invalid transform "spike:-1": F must be a finite number of at least 0 and N a whole number from 1 to 1000, as in spike:0.05:3"#
        ),
        (
            "jitter:inf",
            #"invalid transform "jitter:inf": SD must be a finite number of points of at least 0, as in jitter:1"#
        ),
    ])
    func rejectsInvalidSpecsWithClearMessage(spec: String, message: String) {
        #expect(throws: InvalidTransformError.self) { try StrokeTransform(parsing: spec) }
        do {
            _ = try StrokeTransform(parsing: spec)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func descriptionParsesBack() throws {
        let transforms: [StrokeTransform] = [
            .mirror, .rotate(.degrees(45)), .rotate(.degrees(0.5)), .scale(3), .thin(2), .densify(3), .jitter(0.25),
            .reverse, .swapPairs, .spike(share: 0.05, count: 1), .spike(share: 0.1, count: 3), .grid(1), .grid(0.1),
        ]
        for transform in transforms {
            #expect(try StrokeTransform(parsing: transform.description) == transform)
        }
    }
}

/// Tools show `localizedDescription`; it must be the message.
@Suite struct ToolErrorDescriptionTests {
    static let errors: [any Error & CustomStringConvertible] = [
        InvalidLabelError(label: "a b"),
        InvalidTransformError(spec: "rotate:x", problem: "not a number"),
        FileError(file: "targets.json", problem: "not JSON"),
    ]

    @Test(arguments: errors.indices)
    func localizedDescriptionIsTheMessage(index: Int) {
        let error = Self.errors[index]
        #expect(!error.description.isEmpty)
        #expect(error.localizedDescription == error.description)
    }
}
