import EncircleToolSupport
import Testing

@Suite struct ByteCountTextTests {
    @Test func wordsASizeInTheLargestUnitThatDividesIt() {
        #expect(ByteCountText.text(16 << 20) == "16 MiB")
        #expect(ByteCountText.text(16 << 30) == "16 GiB")
        #expect(ByteCountText.text(3 << 40) == "3 TiB")
        #expect(ByteCountText.text(1536) == "1536 bytes")
        #expect(ByteCountText.text(1000) == "1000 bytes")
        #expect(ByteCountText.text(1) == "1 byte")
        #expect(ByteCountText.text(0) == "0 bytes")
    }

    @Test(arguments: [
        ("16777216", 16 << 20), ("16MiB", 16 << 20), ("16M", 16 << 20), ("16 mib", 16 << 20), ("1GiB", 1 << 30),
        ("1g", 1 << 30), ("64KiB", 64 << 10), ("2T", 2 << 40), ("100B", 100), ("0", 0),
    ])
    func readsASize(text: String, bytes: Int) {
        #expect(ByteCountText.bytes(parsing: text) == bytes)
    }

    @Test(arguments: ["", "MiB", "16MB", "16 kB", "-1", "1.5GiB", "16MiBs", "99999999999999999999", "9000000T"])
    func refusesWhatIsNotASize(text: String) {
        #expect(ByteCountText.bytes(parsing: text) == nil)
    }
}
