import Encircle
import EncircleEvaluation

extension Contender {
    /// Every contender measured over the development corpus, in table order: the anchors as
    /// people paste them (Sadun's recipe, the reference of every ratio, first), Encircle, the
    /// floor, the repository's own ports of the classics, then Encircle's shape recognizer.
    public static let all: [Contender] = [
        sadunRecipe, laMarcheRecipe, kodeco, encircleBatch, encircleStreaming, dollarJS, readEveryPoint,
        sadun, lamarche, dollarOne, shapes,
    ]

    /// The reference of every ratio: Sadun's recipe as pasted.
    public static let reference = sadunRecipe

    /// How many of `strokes` `isCircle` says are circles: every contender's answer.
    ///
    /// - Complexity: O(*n*) calls of `isCircle`.
    @inline(__always)
    static func circles(in strokes: [Stroke], where isCircle: (Stroke) -> Bool) -> Int {
        var found = 0
        for stroke in strokes where isCircle(stroke) { found += 1 }
        return found
    }

    /// The contender named `name`, if any.
    ///
    /// - Complexity: O(*n*) in the number of contenders.
    public static func named(_ name: String) -> Contender? {
        all.first { $0.name == name }
    }

    /// The circles Encircle's default detector finds among the development strokes, batch and
    /// streaming alike: the one number to change when the detector's answer changes.
    public static let encircleCircleCount = 150
    /// The circles Sadun's recipe finds among the development strokes (19 circles and 48 other
    /// gestures, as `encircle evaluate` reports).
    public static let sadunCircleCount = 67
    /// The circles LaMarche's test finds among the development strokes (all 67 are circles).
    public static let lamarcheCircleCount = 67

    /// The circles the $1 recognizer with its 16 canonical templates finds (its best template is
    /// the circle), as `encircle evaluate --detector dollar1` reports: 145 circles, no other gesture.
    public static let dollarOneCircleCount = 145

    /// The $1 recognizer as `--detector dollar1` runs it: the standard catalog's entry.
    static var dollarOneEntry: DetectorEntry {
        do {
            return try DetectorCatalog.standard.entry(id: "dollar1")
        } catch {
            preconditionFailure("the standard catalog registers dollar1: \(error)")
        }
    }

    /// The $1 recognizer with its 16 canonical templates, as `--detector dollar1` runs it. The
    /// target: Encircle at least 20× faster.
    public static let dollarOne = Contender(
        name: "dollar1",
        title: "$1 port: the catalog's dollar1",
        summary: "the $1 recognizer, 16 canonical templates (DetectorCatalog.standard's \"dollar1\")",
        // Its templates are learnt once, outside the measured pass, as an app would.
        run: { [entry = dollarOneEntry] strokes in
            circles(in: strokes) { entry.detect($0).isRecognized }
        },
        expectedOnCorpus: { _ in dollarOneCircleCount }
    )

    /// Encircle's batch detector, `CircleDetector().detect(in:)`.
    public static let encircleBatch = Contender(
        name: "encircle",
        title: "encircle batch",
        summary: "CircleDetector().detect(in:), the whole stroke at once",
        run: { strokes in
            let detector = CircleDetector()
            return circles(in: strokes) { detector.detect(in: $0).isRecognized }
        },
        expectedOnCorpus: { _ in encircleCircleCount }
    )

    /// Encircle's streaming recognizer, fed each stroke as touch events
    /// (`CircleRecognizer.replay`, which stops at the first certain failure, as an app would).
    public static let encircleStreaming = Contender(
        name: "encircle streaming",
        summary: "CircleRecognizer fed began/moved/ended events (CircleRecognizer.replay)",
        run: { strokes in
            circles(in: strokes) {
                if case .recognized = CircleRecognizer.replay($0).state { return true }
                return false
            }
        },
        expectedOnCorpus: { _ in encircleCircleCount }
    )

    /// The repository's port of Erica Sadun's recipe, `SadunCircleTest()`: faithful, but it checks
    /// its input, guards its arithmetic and writes a message for every rejection.
    public static let sadun = Contender(
        name: "sadun",
        title: "SadunCircleTest (port, with messages)",
        summary: "SadunCircleTest(), the repository's port of Erica Sadun's recipe, with messages",
        run: { strokes in
            let detector = SadunCircleTest()
            return circles(in: strokes) { detector.detect(in: $0).isRecognized }
        },
        expectedOnCorpus: { _ in sadunCircleCount }
    )

    /// The repository's port of Jeff LaMarche's test, `LaMarcheCircleTest()`, with messages.
    public static let lamarche = Contender(
        name: "lamarche",
        title: "LaMarcheCircleTest (port, with messages)",
        summary: "LaMarcheCircleTest(), the repository's port of Jeff LaMarche's test, with messages",
        run: { strokes in
            let detector = LaMarcheCircleTest()
            return circles(in: strokes) { detector.detect(in: $0).isRecognized }
        },
        expectedOnCorpus: { _ in lamarcheCircleCount }
    )

    /// The floor: reads every point once and sums its coordinates; no detector can be faster.
    public static let readEveryPoint = Contender(
        name: "read every point",
        title: "read every point once",
        summary: "the floor: sums x + y of every sample once",
        run: { strokes in coordinateSum(of: strokes) },
        expectedOnCorpus: { corpus in corpus.coordinateChecksum }
    )
}
