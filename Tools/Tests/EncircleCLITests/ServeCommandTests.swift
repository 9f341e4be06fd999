import Foundation
import Testing
import ToolsTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `encircle serve` as a user runs it: the real binary, a real socket and a database on disk.
@Suite(.serialized) struct ServeCommandTests {
    /// A running `encircle serve`, started on a free port, with what it printed.
    final class Server {
        let process = Process()
        let port: Int
        private let output = Pipe()

        init(database: String, extra: [String] = []) throws {
            process.executableURL = URL(fileURLWithPath: CLI.binary)
            process.arguments = ["serve", "--port", "0", "--database", database] + extra
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first line names the URL, with the port chosen.
            var printed = ""
            let deadline = Date().addingTimeInterval(60)
            while !printed.contains("\n"), Date() < deadline, process.isRunning {
                printed += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            }
            let line = printed.split(separator: "\n").first.map(String.init) ?? ""
            guard line.hasPrefix("Encircle playground: http://127.0.0.1:"), line.hasSuffix("/"),
                let port = Int(line.dropFirst("Encircle playground: http://127.0.0.1:".count).dropLast())
            else {
                process.terminate()
                throw ServeError(description: "unexpected first line: \"\(line)\"")
            }
            self.port = port
        }

        var url: String { "http://127.0.0.1:\(port)" }

        func kill() {
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    struct ServeError: Error, CustomStringConvertible { var description: String }

    static func request(
        _ method: String, _ url: String, body: Data? = nil
    ) async throws -> (status: Int, body: Data) {
        var request = URLRequest(url: try #require(URL(string: url)))
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }

    static func strokeBody(label: String) throws -> Data {
        let points = (0..<40).map { index -> [String: Double] in
            let angle = Double(index) / 39 * 2 * Double.pi
            return ["x": 100 + 50 * cos(angle), "y": 100 + 50 * sin(angle), "t": Double(index) / 60]
        }
        return try JSONSerialization.data(withJSONObject: ["points": points, "label": label])
    }

    /// A stroke acknowledged with 201 is on disk: it survives SIGKILL and a restart, and the
    /// export of it is what `encircle evaluate` reads.
    @Test func savedStrokeSurvivesSigkill() async throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/db/recordings.sqlite"

        let first = try Server(database: database)
        let saved = try await Self.request("POST", first.url + "/api/strokes", body: Self.strokeBody(label: "circle"))
        #expect(saved.status == 201)
        let id = try #require((try JSONSerialization.jsonObject(with: saved.body) as? [String: Any])?["id"] as? Int)
        _ = try await Self.request("POST", first.url + "/api/strokes", body: Self.strokeBody(label: "loop2"))
        first.kill()

        let second = try Server(database: database)
        defer { second.stop() }
        let read = try await Self.request("GET", second.url + "/api/strokes/\(id)")
        #expect(read.status == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: read.body) as? [String: Any])
        #expect(object["label"] as? String == "circle")
        #expect((object["points"] as? [Any])?.count == 40)

        let export = try await Self.request("GET", second.url + "/api/strokes/export")
        #expect(export.status == 200)
        try export.body.write(to: URL(fileURLWithPath: folder + "/recordings.zip"))
        let unzip = Process()
        unzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        unzip.arguments = ["python3", "-m", "zipfile", "-e", folder + "/recordings.zip", folder + "/out"]
        try unzip.run()
        unzip.waitUntilExit()
        #expect(unzip.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/out/circle/circle01.xml"))
        #expect(FileManager.default.fileExists(atPath: folder + "/out/loop2/loop201.xml"))

        let evaluation = try CLI.run("evaluate", folder + "/out", "--format", "json")
        #expect(evaluation.status == 0, "\(evaluation.standardError)")
        let report = try #require(try evaluation.json() as? [String: Any])
        let encircle = try #require((report["detectors"] as? [[String: Any]])?.first)
        #expect(encircle["strokes"] as? Int == 2)
        #expect(encircle["positives"] as? Int == 1, "the circle")
        #expect(encircle["negatives"] as? Int == 1)
        #expect((encircle["falsePositivesByLabel"] as? [String: Any])?.keys.sorted() == ["loop2"])
    }

    @Test func portInUseIsExitCode1WithAMessage() async throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try Server(database: folder + "/a.sqlite")
        defer { server.stop() }
        let run = try CLI.run("serve", "--port", String(server.port), "--database", folder + "/b.sqlite")
        #expect(run.status == 1)
        #expect(
            run.standardError == "error: cannot listen on 127.0.0.1:\(server.port): address already in use\n",
            "\(run.standardError)")
        // The first server still answers.
        #expect(try await Self.request("GET", server.url + "/api/strokes").status == 200)
    }

    @Test func unopenableDatabaseIsExitCode1NamingIt() throws {
        let run = try CLI.run("serve", "--port", "0", "--database", "/proc/encircle/recordings.sqlite")
        #expect(run.status == 1)
        #expect(
            run.standardError.hasPrefix("error: cannot open the recordings database /proc/encircle/recordings.sqlite"))
    }

    @Test(arguments: [
        (["--port", "70000"], "--port 70000"), (["--port", "http"], "--port"), (["--bogus"], "--bogus"),
        (["--host", ""], "--host"), (["--head-timeout", "0"], "--head-timeout 0.0"),
        (["--body-timeout", "nan"], "--body-timeout nan"), (["--idle-timeout", "100000"], "--idle-timeout 100000.0"),
        (["--max-connections", "0"], "--max-connections 0"), (["--max-buffered-mib", "0"], "--max-buffered-mib 0"),
    ])
    func badFlagsAreExitCode2NamingTheFlag(flags: [String], named: String) throws {
        let run = try CLI.run(["serve"] + flags)
        #expect(run.status == 2)
        #expect(run.standardError.contains(named), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func theConnectionFlagsApply() async throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try Server(
            database: folder + "/a.sqlite", extra: ["--head-timeout", "0.5", "--allow-host", "drawing.lan"])
        defer { server.stop() }
        var request = URLRequest(url: try #require(URL(string: server.url + "/api/strokes")))
        request.setValue("drawing.lan:\(server.port)", forHTTPHeaderField: "Host")
        let (_, allowed) = try await URLSession.shared.data(for: request)
        #expect((allowed as? HTTPURLResponse)?.statusCode == 200)
        request.setValue("evil.example:\(server.port)", forHTTPHeaderField: "Host")
        let (_, refused) = try await URLSession.shared.data(for: request)
        #expect((refused as? HTTPURLResponse)?.statusCode == 421)
        // A connection that sends nothing is closed after the head timeout.
        let started = Date()
        let silent = try RawConnection(port: server.port)
        #expect(await silent.readUntilClosed(timeout: 10).closed)
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds > 0.3 && seconds < 5, "closed after \(seconds) s")
    }
}

extension ServeCommandTests {
    /// Over `--max-connections` a client waits to be accepted, and is served once the idle
    /// connections are closed. (Tried on the real binary: HummingbirdTesting's live server
    /// drops the limit from the configuration.)
    @Test func overTheConnectionLimitAClientWaitsAndIsThenServed() async throws {
        let folder = try CLI.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try Server(
            database: folder + "/a.sqlite", extra: ["--max-connections", "2", "--head-timeout", "1"])
        defer { server.stop() }
        let idle = try (0..<2).map { _ in try RawConnection(port: server.port) }
        // Connections that arrive together may be accepted in one batch, past the limit.
        try await Task.sleep(for: .milliseconds(300))
        let started = Date()
        let answer = try await Self.request("GET", server.url + "/api/strokes")
        let seconds = Date().timeIntervalSince(started)
        #expect(answer.status == 200)
        #expect(seconds > 0.4, "served after \(seconds) s, before the idle connections were closed")
        for connection in idle { #expect(await connection.readUntilClosed(timeout: 5).closed) }
    }
}
