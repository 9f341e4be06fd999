import Foundation
import Testing

@testable import Encircle
@testable import EncircleTemplates

@Suite struct TemplateRecognizerCodingTests {
    /// `Data/dollar1-templates.json`, located from this file.
    static let referenceFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // EncircleTemplatesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Data/dollar1-templates.json")

    @Test func roundTripsThroughJSON() throws {
        var configuration = TemplateRecognizer.Configuration()
        configuration.matcher = .protractor
        configuration.minimumScore = 0.8
        configuration.isRotationInvariant = true
        var recognizer = try TemplateRecognizer(
            templates: GestureTemplate.dollarOneTemplates, configuration: configuration)
        try recognizer.add(GestureTemplate(name: "dash", points: [Point(x: 0.5, y: 1.25), Point(x: 100.125, y: 1.25)]))
        let data = try JSONEncoder().encode(recognizer)
        let decoded = try JSONDecoder().decode(TemplateRecognizer.self, from: data)
        #expect(decoded == recognizer)
        #expect(decoded.configuration == configuration)
        let stroke = GestureTemplate.dollarOneTemplates[4].stroke.rotated(by: .degrees(12))
        #expect(decoded.recognize(stroke) == recognizer.recognize(stroke))
    }

    @Test func writesTemplatesInTheReferenceForm() throws {
        let template = GestureTemplate(name: "dash", points: [Point(x: 0, y: 1), Point(x: 2.5, y: 1)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(template), as: UTF8.self)
                == #"{"name":"dash","points":[[0,1],[2.5,1]]}"#)
        let objects = #"{"name":"dash","points":[{"x":0,"y":1},[2.5,1,0.5]]}"#
        #expect(try JSONDecoder().decode(GestureTemplate.self, from: Data(objects.utf8)) == template)
    }

    @Test func readsTheReferenceTemplateFile() throws {
        let decoded = try JSONDecoder().decode(TemplateRecognizer.self, from: Data(contentsOf: Self.referenceFile))
        #expect(decoded.templates == GestureTemplate.dollarOneTemplates)
        #expect(decoded.configuration == TemplateRecognizer.Configuration())
    }

    @Test func rejectsUnknownKeysAndValuesOutOfRange() {
        func problem(_ json: String) -> String? {
            do {
                _ = try JSONDecoder().decode(TemplateRecognizer.self, from: Data(json.utf8))
                return nil
            } catch let error as any LocalizedError {
                #expect(error.localizedDescription == "\(error)")
                return "\(error)"
            } catch {
                Issue.record("not a LocalizedError: \(error)")
                return "\(error)"
            }
        }
        #expect(
            problem(#"{"configuration":{"minimumScore":2},"templates":[]}"#)
                == "minimumScore is 2; it must be from 0 to 1")
        #expect(
            problem(#"{"configuration":{"minScore":0.5},"templates":[]}"#)?.hasPrefix(
                #"unknown key "minScore" in TemplateRecognizer.Configuration"#) == true)
        #expect(
            problem(#"{"templates":[{"name":"dot","points":[[1,1]]}]}"#)
                == "template \"dot\" cannot be used: no length: the stroke does not move")
        #expect(problem(#"{"configuration":{"matcher":"protractor"},"templates":[]}"#) == nil)
    }
}
