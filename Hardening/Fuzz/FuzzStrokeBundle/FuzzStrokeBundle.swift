// libFuzzer target: bundles (StrokeJSON and its StrokeJSONScanner), read whole and streamed
// from a file by StrokeLoader a few bytes at a time, then every detector on what they load.
// Built and run by Scripts/fuzz.sh; a crash leaves the input that caused it as an artifact.
import EncircleHardening

/// Checks one input, to its end, and traps naming every broken promise, so that libFuzzer keeps it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.check(data, size) { input in
        Invariants.problems(decodingStrokeJSON: input)
            + (await Invariants.problems(streaming: input, name: "bundle.json"))
    }
}
