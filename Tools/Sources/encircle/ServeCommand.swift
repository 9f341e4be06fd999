import ArgumentParser
import EncirclePlayground
import Foundation
import Logging
import NIOCore

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves the playground: a page to draw strokes on, with live verdicts and recording.",
        discussion: """
            Prints "Encircle playground: http://HOST:PORT/" once it listens, then one log line per \
            request on standard error. Stop it with Ctrl-C. Recordings go to the --database file \
            (default: $XDG_DATA_HOME/encircle/recordings.sqlite, else \
            ~/.local/share/encircle/recordings.sqlite). Exit code 1 when the address cannot be \
            used (a port in use) or the database cannot be opened, 2 on usage errors.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks any free port (the one chosen is printed).")
    var port = 8080

    @Option(help: ArgumentHelp("The recordings database.", valueName: "FILE.sqlite"))
    var database: String?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port) is not a port number (0 to 65535)")
        }
        guard !host.isEmpty else { throw ValidationError("--host is empty") }
    }

    func run() async throws {
        let path = database ?? RecordingStore.defaultPath()
        let store: RecordingStore
        do {
            store = try RecordingStore(path: path)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: 1)
        }
        var logger = Logger(
            label: "encircle.playground", factory: { label in StreamLogHandler.standardError(label: label) })
        logger.logLevel = .info
        let host = host
        let application = Playground(store: store).application(host: host, port: port, logger: logger) { port in
            // Unbuffered, so that a script reading the pipe sees it at once.
            FileHandle.standardOutput.write(Data("Encircle playground: http://\(host):\(port)/\n".utf8))
        }
        do {
            try await application.runService()
        } catch let error as IOError {
            // "address already in use", not the name of the system call.
            let reason = String(cString: strerror(error.errnoCode)).lowercased()
            throw CommandFailure(message: "cannot listen on \(host):\(port): \(reason)", exitCode: 1)
        } catch {
            throw CommandFailure(message: "cannot serve on \(host):\(port): \(error)", exitCode: 1)
        }
    }
}
