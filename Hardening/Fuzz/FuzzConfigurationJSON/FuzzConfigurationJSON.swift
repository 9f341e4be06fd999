// libFuzzer target: the JSON forms of CircleDetector.Configuration, then a detector with it on a circle, a square and a
// dot, and of ShapeRecognizer.Configuration, then a recognizer with it on those and a spiral, a helix, an S and an arc.
// Built and run by Scripts/fuzz.sh; a crash leaves the input that caused it as an artifact.
import EncircleHardening
import Foundation

/// Checks one input and traps, naming every broken promise, so that libFuzzer keeps it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = Invariants.problems(decodingConfiguration: Data(bytes: data, count: size))
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
