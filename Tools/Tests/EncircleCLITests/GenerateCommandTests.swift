import Foundation
import Testing

@Suite struct GenerateCommandTests {
    private func lines(_ path: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    /// Generate, then evaluate what was generated: labels carry over, so the circles are counted.
    @Test func generatesStrokesThatEvaluateReads() throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/generated.jsonl"
        let run = try CLI.run("generate", CLI.bundle, "--count", "2000", "--seed", "4", "--output", output)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "wrote 2000 strokes of 16 gestures, made from 2400, to \(output)\n")
        let generated = try lines(output)
        #expect(generated.count == 2000)
        let circles = generated.filter { $0["label"] as? String == "circle" }.count
        #expect(circles > 0)
        #expect(generated.allSatisfy { $0["subject"] is String && $0["speed"] is String && $0["points"] is [Any] })

        let evaluated = try CLI.run(
            "evaluate", output, "--detector", "encircle", "--detector", "sadun", "--format", "json")
        #expect(evaluated.status == 0, "\(evaluated.standardError)")
        let object = try #require(try evaluated.json() as? [String: Any])
        let rows = try #require(object["detectors"] as? [[String: Any]])
        #expect(rows.map { $0["strokes"] as? Int } == [2000, 2000])
        #expect(rows.map { $0["positives"] as? Int } == [circles, circles])
        #expect(object["strokesPerSecond"] != nil)
        // Rotated, mirrored, scaled and lightly jittered circles are still found.
        #expect((rows[0]["truePositives"] as? Int ?? 0) >= circles * 95 / 100)
        #expect((rows[0]["falsePositives"] as? Int ?? .max) <= 2)
    }

    @Test func theSameSeedWritesTheSameFile() throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func generate(_ name: String, seed: String) throws -> Data {
            let path = folder + "/" + name
            let run = try CLI.run(
                "generate", CLI.templates, "--count", "300", "--seed", seed, "--transform", "thin:2", "--output", path)
            #expect(run.status == 0, "\(run.standardError)")
            return try Data(contentsOf: URL(fileURLWithPath: path))
        }
        let first = try generate("a.jsonl", seed: "9")
        #expect(first == (try generate("b.jsonl", seed: "9")))
        #expect(first != (try generate("c.jsonl", seed: "10")))
        let labels = try lines(folder + "/a.jsonl").map { $0["label"] as? String }
        #expect(labels.prefix(16) == labels.dropFirst(16).prefix(16))
    }

    @Test func errorsExitWithOneOrTwo() throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/out.jsonl"
        #expect(try CLI.run("generate", CLI.bundle, "--count", "0", "--output", output).status == 2)
        #expect(try CLI.run("generate", CLI.bundle, "--count", "5").status == 2)
        #expect(
            try CLI.run("generate", CLI.bundle, "--count", "5", "--transform", "thin:0", "--output", output).status == 2
        )
        let missing = try CLI.run("generate", folder + "/none.json", "--count", "5", "--output", output)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("none.json: no such file or directory"))
        #expect(missing.standardError.contains("error: no strokes to replicate"))
        let unwritable = try CLI.run(
            "generate", CLI.templates, "--count", "5", "--output", folder + "/no/such/out.jsonl")
        #expect(unwritable.status == 1)
        #expect(unwritable.standardError.contains("cannot write"))
    }
}

extension GenerateCommandTests {
    /// A negative number is read as the option's value and refused in words, not as a missing one.
    @Test func aNegativeCountIsNamedNotMissing() throws {
        let run = try CLI.run(
            "generate", "--count", "-3", "--output", "/tmp/never.jsonl", CLI.repository + "/Data/shapes")
        #expect(run.status == 2)
        #expect(run.standardError.contains("invalid count -3: it must be at least 1"), "\(run.standardError)")
    }
}
