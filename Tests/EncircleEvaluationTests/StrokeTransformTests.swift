import Encircle
import EncircleEvaluation
import Testing

@Suite struct StrokeTransformTests {
    @Test(arguments: [
        ("mirror", StrokeTransform.mirror),
        ("rotate:30", .rotate(.degrees(30))),
        ("rotate:-12.5", .rotate(.degrees(-12.5))),
        ("scale:2.5", .scale(2.5)),
        ("thin:3", .thin(3)),
        ("ROTATE:90", .rotate(.degrees(90))),
    ])
    func parsesSpecs(spec: String, transform: StrokeTransform) throws {
        #expect(try StrokeTransform(parsing: spec) == transform)
    }

    @Test(arguments: [
        ("flip", #"invalid transform "flip": expected mirror, rotate:DEG, scale:F or thin:K"#),
        ("", #"invalid transform "": expected mirror, rotate:DEG, scale:F or thin:K"#),
        ("mirror:2", #"invalid transform "mirror:2": mirror takes no argument"#),
        ("rotate", #"invalid transform "rotate": DEG must be a finite number of degrees, as in rotate:30"#),
        ("rotate:nan", #"invalid transform "rotate:nan": DEG must be a finite number of degrees, as in rotate:30"#),
        ("scale:0", #"invalid transform "scale:0": F must be a finite number above 0, as in scale:2.5"#),
        ("scale:-1", #"invalid transform "scale:-1": F must be a finite number above 0, as in scale:2.5"#),
        ("thin:0", #"invalid transform "thin:0": K must be a whole number of at least 1, as in thin:2"#),
        ("thin:1.5", #"invalid transform "thin:1.5": K must be a whole number of at least 1, as in thin:2"#),
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
        for transform in [StrokeTransform.mirror, .rotate(.degrees(45)), .rotate(.degrees(0.5)), .scale(3), .thin(2)] {
            #expect(try StrokeTransform(parsing: transform.description) == transform)
        }
    }

    @Test func appliesInOrder() {
        let stroke = Stroke(points: (0..<9).map { Point(x: Double($0), y: 0) })
        let transforms: [StrokeTransform] = [.thin(2), .scale(2)]
        #expect(transforms.apply(to: stroke) == stroke.thinned(keepingEvery: 2).scaled(by: 2))
        #expect(StrokeTransform.mirror.apply(to: stroke) == stroke.mirrored())
    }
}
