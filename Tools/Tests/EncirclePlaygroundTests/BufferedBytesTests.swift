import Testing

@testable import EncirclePlayground

@Suite struct BufferedBytesTests {
    @Test func refusesWhatWouldPassTheLimitAndTakesBackWhatIsReleased() {
        let buffered = BufferedBytes(limit: 100)
        #expect(buffered.reserve(60))
        #expect(!buffered.reserve(41))
        #expect(buffered.count == 60)
        #expect(buffered.reserve(40))
        buffered.release(60)
        #expect(buffered.count == 40)
        #expect(buffered.reserve(60))
        #expect(!buffered.reserve(1))
    }
}
