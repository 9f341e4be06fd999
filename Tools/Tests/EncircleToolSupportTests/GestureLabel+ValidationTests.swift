import EncircleEvaluation
import EncircleToolSupport
import Testing

@Suite struct GestureLabelValidationTests {
    @Test(arguments: ["circle", "left_curly_brace", "x", "A-9", String(repeating: "a", count: 64)])
    func acceptsLettersDigitsUnderscoresAndHyphens(label: String) throws {
        #expect(try GestureLabel.validated(label) == label)
    }

    @Test(arguments: ["", " ", "a b", "../x", "a/b", "é", "circle\n", String(repeating: "a", count: 65)])
    func refusesAnythingElse(label: String) {
        #expect(throws: InvalidLabelError(label: label)) { try GestureLabel.validated(label) }
    }

    @Test func errorNamesTheLabelAndTheRule() {
        #expect(
            InvalidLabelError(label: "a b").description
                == "invalid label \"a b\": a label is 1 to 64 letters, digits, _ and -")
    }
}
