import ArgumentParser
import EncircleEvaluation
import EncircleToolSupport

/// `--transform`: the changes every command that reads strokes can make to them first, in order
/// (``StrokeTransform``: a fault, another sampling, the other direction), declared and read once
/// so that each command accepts and refuses the same specs in the same words.
struct TransformOptions: ParsableArguments {
    @Option(
        name: .customLong("transform"),
        help: ArgumentHelp(
            "Transform every stroke, in order: \(StrokeTransform.syntax) (SD and Q in points).", valueName: "spec"))
    var specs: [String] = []

    /// The transforms, in the order given.
    ///
    /// - Throws: A usage error (exit code 2) naming the first spec that is no transform.
    func parsed() throws -> [StrokeTransform] {
        try Console.usage { () throws(InvalidTransformError) in
            try specs.map { spec throws(InvalidTransformError) in try StrokeTransform(parsing: spec) }
        }
    }

    func validate() throws {
        _ = try parsed()
    }
}
