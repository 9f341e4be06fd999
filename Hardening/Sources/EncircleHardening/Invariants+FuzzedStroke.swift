import Encircle

extension Invariants {
    /// The promises broken by the stroke, configuration and touch script that `bytes` encode
    /// (see ``FuzzedStroke``): those of ``problems(detecting:configuration:)`` and of
    /// ``problems(recognizingShapeOf:with:)`` under its shape recognizers, then those of
    /// ``problems(scripting:over:with:)`` when there is a script.
    ///
    /// - Complexity: O(*n*) in the number of bytes.
    public static func problems(fuzzing bytes: some Sequence<UInt8>) -> [String] {
        let input = FuzzedStroke(bytes: bytes)
        var problems = Self.problems(detecting: input.stroke, configuration: input.configuration)
        problems += Self.problems(recognizingShapeOf: input.stroke, with: input.shapeRecognizers)
        if !input.script.isEmpty, let detector = try? CircleDetector(configuration: input.configuration) {
            problems += Self.problems(scripting: input.script, over: input.stroke, with: detector)
        }
        return problems
    }
}
