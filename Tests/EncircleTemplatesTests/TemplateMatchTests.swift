import Testing

@testable import Encircle
@testable import EncircleTemplates

/// `print(match)` gives the template, the score, the direction and the runner-up in one line.
@Suite struct TemplateMatchTests {
    @Test func describesTheTemplateScoreDirectionAndRunnerUp() {
        let reversed = TemplateMatch(
            name: "check", score: 0.9149, runnerUp: TemplateCandidate(name: "v", score: 0.851), isReversed: true)
        #expect(reversed.description == "check, score 0.91, drawn reversed, runner-up v at 0.85")
        #expect("\(TemplateMatch(name: "circle", score: 1))" == "circle, score 1")
    }

    /// A recognized template reads as its name and score, not as a dump of its fields.
    @Test func aRecognizedTemplateDescribesItself() throws {
        let recognizer = try TemplateRecognizer(templates: GestureTemplate.dollarOneTemplates)
        let circle = try #require(GestureTemplate.dollarOneTemplates.first { $0.name == "circle" })
        let match = try recognizer.recognize(circle.stroke.reversedDirection()).get()
        #expect(match.name == "circle")
        #expect(match.isReversed)
        #expect(match.description.hasPrefix("circle, score "), "\(match)")
        #expect(match.description.contains(", drawn reversed"), "\(match)")
        let runnerUp = try #require(match.runnerUp)
        #expect(match.description.hasSuffix(", runner-up \(runnerUp.name) at \(NumberText.plain(runnerUp.score))"))
    }
}
