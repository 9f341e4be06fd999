// libFuzzer target: bundles (StrokeJSON and its StrokeJSONScanner), read whole and streamed
// from a file by StrokeReader a few bytes at a time, then every detector on what they load.
// Built and run by Scripts/fuzz.sh; a crash leaves the input that caused it as an artifact.
import EncircleHardening
import Foundation

/// Checks one input and traps, naming every broken promise, so that libFuzzer keeps it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    let problems =
        Invariants.problems(decodingStrokeJSON: input)
        + Invariants.waiting { await Invariants.problems(streaming: input, name: "bundle.json") }
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
