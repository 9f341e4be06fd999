import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to the server on loopback that sends exactly the bytes a test gives,
/// malformed or slow, and reads what comes back until the server closes: what a browser or an
/// HTTP client library would never send. Blocking calls run off Swift's cooperative threads.
public final class RawConnection: @unchecked Sendable {
    private let socket: Int32
    /// When the connection was made, from which ``readUntilClosed(timeout:)`` counts.
    private let opened = Date()

    public struct Failure: Error, CustomStringConvertible { public var description: String }

    /// Connects to 127.0.0.1:`port`.
    public init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            Glibc.close(socket)
            throw Failure(description: "connect to port \(port): errno \(errno)")
        }
    }

    deinit { Glibc.close(socket) }

    /// Sends `bytes`; `false` when the server has closed the connection.
    @discardableResult
    public func send(_ bytes: some Collection<UInt8>) -> Bool {
        let array = Array(bytes)
        return array.withUnsafeBytes { buffer in
            Glibc.send(socket, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL)) == buffer.count
        }
    }

    @discardableResult
    public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Stops sending (the server sees the end of its input).
    public func finishSending() { shutdown(socket, Int32(SHUT_WR)) }

    /// Everything the server sends until it closes the connection, and how long after the
    /// connection was made it closed; `closed` is `false` when `timeout` passed first.
    public func readUntilClosed(timeout: Double) async -> (bytes: [UInt8], closed: Bool, seconds: Double) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let start = self.opened
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let left = timeout - Date().timeIntervalSince(start)
                    guard left > 0 else {
                        continuation.resume(returning: (received, false, Date().timeIntervalSince(start)))
                        return
                    }
                    var poller = pollfd(fd: self.socket, events: Int16(POLLIN), revents: 0)
                    guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
                    let count = recv(self.socket, &buffer, buffer.count, 0)
                    guard count > 0 else {
                        continuation.resume(returning: (received, true, Date().timeIntervalSince(start)))
                        return
                    }
                    received += buffer[..<count]
                }
            }
        }
    }

    /// The text of `bytes`, for messages.
    public static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// A masked WebSocket client frame (`opcode` 1 text, 8 close...).
    public static func frame(opcode: UInt8, _ payload: [UInt8], masked: Bool = true, fin: Bool = true) -> [UInt8] {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        switch payload.count {
        case ..<126: frame.append(maskBit | UInt8(payload.count))
        case ..<65536: frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [maskBit | 127] + (0..<8).reversed().map { UInt8(UInt64(payload.count) >> ($0 * 8) & 0xFF) }
        }
        guard masked else { return frame + payload }
        let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        return frame + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    }

    /// The request that opens a WebSocket on `/api/live`.
    public static func upgrade(origin: String? = nil) -> String {
        "GET /api/live HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "") + "\r\n"
    }
}
