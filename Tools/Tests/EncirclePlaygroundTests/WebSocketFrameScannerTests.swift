import Testing
import ToolsTestSupport

@testable import EncirclePlayground

@Suite struct WebSocketFrameScannerTests {
    static let text = RawConnection.frame(opcode: 1, Array("hello".utf8))
    static let ping = RawConnection.frame(opcode: 9, [])

    @Test func findsTheEndOfEachFrameAndWhetherItCarriedData() {
        var scanner = WebSocketFrameScanner()
        let findings = scanner.scan(Self.ping)
        #expect(!findings.endedDataFrame && !findings.unmaskedFrame)
        #expect(scanner.scan(Self.text).endedDataFrame)
        #expect(scanner.bytesIntoFrame == 0)
    }

    @Test func followsFramesSplitAnywhereAcrossReads() {
        for length in [0, 5, 125, 126, 65_535, 65_536, 200_000] {
            let frame = RawConnection.frame(opcode: 2, Array(repeating: 7, count: length))
            for cut in Set([1, 2, 3, 5, 9, 13, frame.count / 2, frame.count - 1]) where cut < frame.count {
                var scanner = WebSocketFrameScanner()
                let first = scanner.scan(frame[..<cut])
                #expect(!first.endedDataFrame, "length \(length), cut at \(cut)")
                #expect(scanner.bytesIntoFrame == cut)
                let second = scanner.scan(frame[cut...] + Self.ping)
                #expect(second.endedDataFrame, "length \(length), cut at \(cut)")
                #expect(scanner.bytesIntoFrame == 0)
            }
        }
    }

    @Test func stopsAtAnUnmaskedFrame() {
        var scanner = WebSocketFrameScanner()
        let unmasked = RawConnection.frame(opcode: 1, Array("hi".utf8), masked: false)
        #expect(scanner.scan(Self.text + unmasked).unmaskedFrame)
    }

    @Test func countsTheBytesOfAFrameInProgress() {
        var scanner = WebSocketFrameScanner()
        let frame = RawConnection.frame(opcode: 1, Array(repeating: 32, count: 1000))
        _ = scanner.scan(Self.text + frame.prefix(300))
        #expect(scanner.bytesIntoFrame == 300)
    }
}
