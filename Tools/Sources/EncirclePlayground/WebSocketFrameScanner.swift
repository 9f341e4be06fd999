/// Follows the frames a WebSocket client sends, from their headers, without holding their
/// payloads: where each frame ends, whether it was masked (RFC 6455 §5.1: a server must close
/// the connection on an unmasked client frame) and whether it carried data or was a control
/// frame (ping, pong, close).
///
/// It sees the bytes before the WebSocket decoder does, so that the server can time frames,
/// count what the decoder holds and refuse unmasked frames, none of which the decoder does.
///
/// ```swift
/// var scanner = WebSocketFrameScanner()
/// let findings = scanner.scan(bytes)   // .unmaskedFrame, .endedDataFrame
/// scanner.bytesIntoFrame               // bytes of a frame not yet complete
/// ```
struct WebSocketFrameScanner {
    /// What one call of ``scan(_:)`` found.
    struct Findings {
        /// A client frame without a mask: the connection must be closed (scanning stopped there).
        var unmaskedFrame = false
        /// A text, binary or continuation frame ended.
        var endedDataFrame = false
    }

    /// The bytes received of the frame in progress, header included; 0 between frames.
    private(set) var bytesIntoFrame = 0
    private var header: [UInt8] = []
    private var payloadLeft: UInt64 = 0

    /// Follows `bytes`, the next bytes the client sent.
    ///
    /// - Complexity: O(*h*) for the *h* header bytes among `bytes`; payloads are skipped.
    mutating func scan(_ bytes: some Collection<UInt8>) -> Findings {
        var findings = Findings()
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if payloadLeft > 0 {
                let skipped = min(UInt64(bytes.distance(from: index, to: bytes.endIndex)), payloadLeft)
                index = bytes.index(index, offsetBy: Int(skipped))
                payloadLeft -= skipped
                bytesIntoFrame += Int(skipped)
                if payloadLeft == 0 { endFrame(&findings) }
                continue
            }
            header.append(bytes[index])
            index = bytes.index(after: index)
            bytesIntoFrame += 1
            guard let length = Self.headerLength(header), header.count == length else { continue }
            guard header[1] & 0x80 != 0 else {
                findings.unmaskedFrame = true
                return findings
            }
            payloadLeft = Self.payloadLength(header)
            if payloadLeft == 0 { endFrame(&findings) }
        }
        return findings
    }

    private mutating func endFrame(_ findings: inout Findings) {
        // Opcodes 0-7 are data (continuation, text, binary, reserved); 8-15 control.
        if header[0] & 0x0F < 0x8 { findings.endedDataFrame = true }
        header.removeAll(keepingCapacity: true)
        bytesIntoFrame = 0
    }

    /// The length of a header that begins with `header`, once its second byte tells.
    private static func headerLength(_ header: [UInt8]) -> Int? {
        guard header.count >= 2 else { return nil }
        let extended =
            switch header[1] & 0x7F {
            case 126: 2
            case 127: 8
            default: 0
            }
        let mask = header[1] & 0x80 != 0 ? 4 : 0
        return 2 + extended + mask
    }

    /// The payload length a complete `header` announces.
    private static func payloadLength(_ header: [UInt8]) -> UInt64 {
        let short = header[1] & 0x7F
        guard short >= 126 else { return UInt64(short) }
        let count = short == 126 ? 2 : 8
        return header[2..<2 + count].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
