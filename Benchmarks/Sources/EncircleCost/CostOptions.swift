/// The command line of `EncircleCost`.
struct CostOptions {
    /// Passes over the corpus (and timings per length) whose median is reported.
    var repetitions = 7
    /// The longest generated stroke measured.
    var maximumLength = 10_000_000
    /// Each timing by length covers at least this many points (several strokes when short).
    var pointsPerTiming = 1_000_000
    /// Whether to run a warm-up pass before timing.
    var warmUp = true
    /// Only this contender, once over the corpus, and no lengths: for `valgrind --tool=callgrind`.
    var only: String?
    /// Only a stroke of this many points, batch and streaming once each, no corpus.
    var lengthsOnly: Int?
    /// With ``lengthsOnly``: the shape recognizer on a random-walk scribble instead of the circle.
    var scribble = false

    static let usage = """
        usage: EncircleCost [--quick] [--repetitions N] [--max-length N] [--only NAME] [--length N [--scribble]]

          --quick          one pass, lengths up to 10⁴ (a few seconds: a build check)
          --repetitions N  passes whose median is reported (default 7)
          --max-length N   longest generated stroke (default 10000000)
          --only NAME      one pass of one detector over the corpus, nothing else (for callgrind):
                           "sadun recipe", "lamarche recipe", kodeco, encircle, "encircle streaming",
                           dollar.js, "read every point", the ports sadun, lamarche, dollar1,
                           and the shape recognizer, shapes
          --length N       batch, streaming and the shape recognizer on one generated three-lap
                           circle of N points, once each, after a warm-up outside them (for callgrind)
          --scribble       with --length: the shape recognizer alone, on a random-walk scribble
        """

    /// Parses `arguments` (without the program's name); throws the usage text on a mistake.
    static func parse(_ arguments: [String]) throws(UsageError) -> CostOptions {
        var options = CostOptions()
        var remaining = arguments[...]
        func number(after flag: String) throws(UsageError) -> Int {
            guard let text = remaining.popFirst(), let value = Int(text), value > 0 else {
                throw UsageError(message: "\(flag) needs a positive whole number")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                options.repetitions = 1
                options.maximumLength = 10_000
                options.pointsPerTiming = 10_000
                options.warmUp = false
            case "--repetitions": options.repetitions = try number(after: argument)
            case "--max-length": options.maximumLength = try number(after: argument)
            case "--length":
                options.lengthsOnly = try number(after: argument)
                options.pointsPerTiming = 1
                options.warmUp = false
            case "--scribble": options.scribble = true
            case "--only":
                guard let name = remaining.popFirst() else { throw UsageError(message: "--only needs a name") }
                options.only = name
            case "-h", "--help": throw UsageError(message: nil)
            default: throw UsageError(message: "unknown argument \(argument)")
            }
        }
        if options.scribble, options.lengthsOnly == nil {
            throw UsageError(message: "--scribble goes with --length N")
        }
        return options
    }
}

/// A mistake on the command line (or a request for help), with the message to print.
struct UsageError: Error {
    var message: String?
}
