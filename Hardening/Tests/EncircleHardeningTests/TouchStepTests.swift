import EncircleHardening
import Testing

@Suite struct TouchStepTests {
    @Test func everyByteIsAStepAndStepsKeepTheirByte() {
        for byte in UInt8.min...UInt8.max {
            let step = TouchStep(byte: byte)
            #expect(TouchStep(byte: step.byte) == step)
        }
        #expect(TouchStep(byte: 0x08) == .began)
        #expect(TouchStep(byte: 0x2E) == .checkIdle(after: 5))
        #expect(TouchStep.checkIdle(after: 99).byte == 0xFE)
    }

    @Test func idleTimes() {
        #expect(TouchStep.checkIdle(after: 4).idleTime(after: 1)! == 1.2)
        #expect(TouchStep.checkIdle(after: 30).idleTime(after: 1)!.isNaN)
        #expect(TouchStep.checkIdle(after: 31).idleTime(after: 1) == .infinity)
        #expect(TouchStep.moved.idleTime(after: 1) == nil)
    }
}
