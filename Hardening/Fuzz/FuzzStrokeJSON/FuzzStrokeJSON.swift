// libFuzzer target: the stroke JSON loader (StrokeJSON) and Stroke's Codable form, then every detector on what they load.
// Built and run by Scripts/fuzz.sh; a crash leaves the input that caused it as an artifact.
import EncircleHardening
import Foundation

/// Checks one input and traps, naming every broken promise, so that libFuzzer keeps it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let problems = Invariants.problems(decodingStrokeJSON: Data(bytes: data, count: size))
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
