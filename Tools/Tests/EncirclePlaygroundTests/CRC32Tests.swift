import Testing

@testable import EncirclePlayground

@Suite struct CRC32Tests {
    /// The check values of the CRC-32 catalogue.
    @Test func matchesTheCheckValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        #expect(CRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
    }
}
