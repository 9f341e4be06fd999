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

    @Option(parsing: .unconditional, help: "The port to listen on; 0 picks any free port (the one chosen is printed).")
    var port = 8080

    @Option(help: ArgumentHelp("The recordings database.", valueName: "FILE.sqlite"))
    var database: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds a client may take to send a request head.", valueName: "seconds"))
    var headTimeout = ConnectionLimits().requestHeadTimeout.inSeconds

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds a client may take to send a request body.", valueName: "seconds"))
    var bodyTimeout = ConnectionLimits().requestBodyTimeout.inSeconds

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds a kept-alive connection may wait for its next request.", valueName: "seconds"))
    var idleTimeout = ConnectionLimits().idleTimeout.inSeconds

    @Option(parsing: .unconditional, help: "The most connections served at once; more wait to be accepted.")
    var maxConnections = ConnectionLimits().maximumConnections

    @Option(
        name: .customLong("max-buffered-mib"), parsing: .unconditional,
        help: "The most MiB of unfinished requests held for all clients; over it, 503.")
    var maxBufferedMiB = ConnectionLimits().maximumBufferedBytes >> 20

    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "A host name requests may name besides addresses and localhost (repeatable).", valueName: "name"))
    var allowedHosts: [String] = []

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port \(port) is not a port number (0 to 65535)")
        }
        guard !host.isEmpty else { throw ValidationError("--host is empty") }
        for (flag, seconds) in [
            ("--head-timeout", headTimeout), ("--body-timeout", bodyTimeout), ("--idle-timeout", idleTimeout),
        ] {
            guard seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                throw ValidationError("\(flag) \(seconds) is not a number of seconds between 0 and 86400")
            }
        }
        guard (1...1_000_000).contains(maxConnections) else {
            throw ValidationError("--max-connections \(maxConnections) is not between 1 and 1000000")
        }
        guard (1...65_536).contains(maxBufferedMiB) else {
            throw ValidationError("--max-buffered-mib \(maxBufferedMiB) is not between 1 and 65536")
        }
    }

    /// The limits the flags give, with the connections lowered to what the open-file limit
    /// allows once raised as far as it goes.
    func limits() -> ConnectionLimits {
        var limits = ConnectionLimits()
        limits.requestHeadTimeout = .seconds(headTimeout)
        limits.requestBodyTimeout = .seconds(bodyTimeout)
        limits.idleTimeout = .seconds(idleTimeout)
        limits.maximumBufferedBytes = maxBufferedMiB << 20
        limits.allowedHosts = allowedHosts
        limits.maximumConnections = OpenFileLimit.connections(fitting: maxConnections)
        return limits
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
        let limits = limits()
        if limits.maximumConnections < maxConnections {
            logger.notice(
                "serving at most \(limits.maximumConnections) connections at once: the open-file limit allows no more")
        }
        let playground = Playground(store: store, limits: limits)
        let application = playground.application(host: host, port: port, logger: logger) { port in
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
