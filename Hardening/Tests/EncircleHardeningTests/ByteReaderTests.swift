import EncircleHardening
import Testing

@Suite struct ByteReaderTests {
    @Test func readsBigEndianAndZerosPastTheEnd() {
        var reader = ByteReader([0x01, 0x02, 0xFF])
        #expect(reader.uint16() == 258)
        #expect(reader.remainingCount == 1)
        #expect(reader.int8() == -1)
        #expect(reader.isAtEnd)
        #expect(reader.byte() == 0)
        #expect(reader.int16() == 0)
        #expect(reader.offset == 3)
    }

    @Test(arguments: [0.0, -0.0, 1.5, -1e300, .leastNonzeroMagnitude, .infinity, -.infinity])
    func doublesRoundTrip(value: Double) {
        var reader = ByteReader(ByteReader.bytes(float64: value))
        let read = reader.float64()
        #expect(read.bitPattern == value.bitPattern)
        #expect(reader.isAtEnd)
    }

    @Test func nanAndFloatBitsReadAsNaN() {
        var reader = ByteReader(ByteReader.bytes(float64: .nan) + [0x7F, 0xC0, 0x00, 0x00, 0x7F, 0x80, 0x00, 0x00])
        #expect(reader.float64().isNaN)
        #expect(reader.float32().isNaN)
        #expect(reader.float32() == .infinity)
    }

    @Test(arguments: [Int16.min, -1, 0, 1, 1234, .max])
    func int16RoundTrips(value: Int16) {
        var reader = ByteReader(ByteReader.bytes(int16: value))
        #expect(reader.int16() == value)
    }

    @Test func specialValuesCoverTheEdges() {
        let values = ByteReader.specialValues
        #expect(values.contains { $0.isNaN })
        #expect(values.contains(.infinity) && values.contains(-.infinity))
        #expect(values.contains(.greatestFiniteMagnitude) && values.contains(.leastNonzeroMagnitude))
        var reader = ByteReader([1, UInt8(values.count + 1)])
        #expect(reader.specialValue() == .infinity)
        #expect(reader.specialValue() == .infinity)
    }
}
