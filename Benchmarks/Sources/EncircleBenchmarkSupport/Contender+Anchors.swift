import Encircle
import EncircleEvaluation

extension Contender {
    /// The circles ``SadunRecipe`` finds among the development strokes: `SadunCircleTest()`'s 67,
    /// and the strokes where a NaN transit lets the recipe through
    /// (``AnchorAgreement/sadunRecipeAcceptsNaN``).
    public static let sadunRecipeCircleCount = sadunCircleCount + AnchorAgreement.sadunRecipeAcceptsNaN.count

    /// The strokes ``KodecoCircleRecognizer`` accepts among the development strokes: circles and
    /// other gestures together (``AnchorAgreement/kodecoPinned``).
    public static let kodecoCircleCount = AnchorAgreement.kodecoPinned.circles + AnchorAgreement.kodecoPinned.others

    /// Erica Sadun's `testForCircle` as people paste it (``SadunRecipe``): the reference of every
    /// ratio.
    public static let sadunRecipe = Contender(
        name: "sadun recipe",
        title: "Sadun's C recipe transcribed",
        summary: "SadunRecipe: Erica Sadun's testForCircle transcribed from the book's C, nothing else",
        run: { strokes in circles(in: strokes) { SadunRecipe.isCircle($0.samples) } },
        expectedOnCorpus: { _ in sadunRecipeCircleCount }
    )

    /// Jeff LaMarche's test as his post describes it, without messages (``LaMarcheRecipe``).
    public static let laMarcheRecipe = Contender(
        name: "lamarche recipe",
        title: "LaMarche's test transcribed",
        summary: "LaMarcheRecipe: Jeff LaMarche's test as his post describes it, nothing else",
        run: { strokes in circles(in: strokes) { LaMarcheRecipe.isCircle($0.samples) } },
        expectedOnCorpus: { _ in lamarcheCircleCount }
    )

    /// Kodeco's (raywenderlich.com's) circle gesture recognizer: a Taubin fit with tolerance 0.2,
    /// no point in the middle, and the path's box over the circle's (``KodecoCircleRecognizer``).
    public static let kodeco = Contender(
        name: "kodeco",
        title: "Kodeco's Taubin fit",
        summary: "KodecoCircleRecognizer: the tutorial's fitCircle (Taubin) and its two further checks",
        run: { strokes in circles(in: strokes) { KodecoCircleRecognizer.isCircle($0.samples) } },
        expectedOnCorpus: { _ in kodecoCircleCount }
    )

    /// $1 transcribed from `dollar.js` with the 16 canonical templates of
    /// `Data/dollar1-templates.json`, read and normalized once, outside the measured pass
    /// (``DollarOneTranscription``).
    public static let dollarJS = Contender(
        name: "dollar.js",
        title: "$1 dollar.js transcribed",
        summary: "DollarOneTranscription: $1 as dollar.js computes it, 16 canonical templates",
        run: { [canonical = DollarOneTranscription.canonical] strokes in
            guard case .success(let recognizer) = canonical else { return -1 }
            return circles(in: strokes) { recognizer.isCircle($0.samples) }
        },
        expectedOnCorpus: { _ in dollarOneCircleCount },
        setupError: { if case .failure(let error) = DollarOneTranscription.canonical { error } else { nil } }()
    )
}
