/// Seeded mutations of a line of JSON, for the readers' robustness tests: bytes changed to one of
/// `alphabet`, dropped, added, or the line cut short, the same on every run.
struct SeededLineMutator {
    private var state: UInt64
    private let alphabet: [UInt8]

    init(seed: UInt64, alphabet: [UInt8]) {
        self.state = seed
        self.alphabet = alphabet
    }

    /// A number in 0..<`bound` (a linear congruential generator's high bits).
    mutating func random(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    /// `line` with 1 to `maximumEdits` + 1 edits; never empty.
    mutating func mutated(_ line: String, maximumEdits: Int) -> [UInt8] {
        var bytes = Array(line.utf8)
        for _ in 0...random(maximumEdits) {
            let position = random(bytes.count)
            switch random(4) {
            case 0: bytes[position] = alphabet[random(alphabet.count)]
            case 1: bytes.remove(at: position)
            case 2: bytes.insert(alphabet[random(alphabet.count)], at: position)
            default: bytes.removeSubrange(position...)
            }
            if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
        }
        return bytes
    }
}
