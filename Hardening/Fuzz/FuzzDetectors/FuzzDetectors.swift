// libFuzzer target: the bytes as a stroke (see FuzzedStroke) for CircleDetector, SadunCircleTest, LaMarcheCircleTest,
// CircleRecognizer and ShapeRecognizer (snapped, raw and, when the flags ask, with extreme limits).
// Built and run by Scripts/fuzz.sh; a crash leaves the input that caused it as an artifact.
import EncircleEvaluation
import EncircleHardening
import Foundation

/// Checks one input and traps, naming every broken promise, so that libFuzzer keeps it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = Invariants.problems(fuzzing: UnsafeBufferPointer(start: data, count: size))
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
