import Encircle
import EncircleEvaluation

/// Checks the anchors stroke by stroke against the repository's classic detectors, over the 2,400
/// development strokes: a transcription that answers differently on one stroke is caught there,
/// not hidden in a count.
///
/// - `SadunRecipe` against `SadunCircleTest()`;
/// - `LaMarcheRecipe` against `LaMarcheCircleTest()`;
/// - `DollarOneTranscription.canonical` against the catalog's `dollar1` entry;
/// - `KodecoCircleRecognizer`, which has no counterpart, against its pinned answer: how many of
///   the 150 circles and of the 2,250 other strokes it accepts.
///
/// Where an anchor and its classic must differ, the strokes are listed by file with the reason
/// (``SadunRecipe`` accepts where a NaN reaches its transit; the port guards it): any other
/// difference, or a listed stroke that agrees, is a problem.
public struct AnchorAgreement {
    /// One anchor compared with its classic detector.
    public struct Comparison {
        /// The anchor, as the tables name it.
        public var anchor: String
        /// What it was compared with.
        public var reference: String
        /// The strokes the anchor accepts.
        public var anchorCircles: Int
        /// The strokes the reference accepts (or the pinned count).
        public var referenceCircles: Int
        /// The files of the strokes where the two answer differently.
        public var differences: [String]
        /// The circles among the strokes the anchor accepts (the study's label `circle`).
        public var truePositives = 0
        /// The other gestures the anchor accepts, most often first: `("rectangle", 40)`, …
        public var otherGesturesAccepted: [(label: String, count: Int)] = []
        /// Why the comparison failed, if it did.
        public var problem: BenchmarkSetupError?
    }

    /// One comparison per anchor, in table order.
    public private(set) var comparisons: [Comparison] = []
    /// The circles among the strokes (the study's label `circle`): 150.
    public let circleCount: Int

    /// Every problem found, in table order: empty when every anchor answered as expected.
    ///
    /// - Complexity: O(*a*) for *a* anchors.
    public var problems: [BenchmarkSetupError] { comparisons.compactMap(\.problem) }

    /// Runs every anchor and its classic detector over `corpus`.
    ///
    /// - Complexity: O(*n*) detector calls for *n* strokes (about half a second in a release build:
    ///   both $1 recognizers dominate).
    public init(corpus: DevelopmentCorpus) {
        let strokes = corpus.strokes
        circleCount = corpus.labels.count { $0 == GestureLabel.positive }
        let sadun = SadunCircleTest()
        comparisons.append(
            Self.compare(
                "Sadun's recipe", strokes.map { SadunRecipe.isCircle($0.samples) },
                with: "SadunCircleTest()", strokes.map { sadun.detect(in: $0).isRecognized },
                expectedDifferences: Set(Self.sadunRecipeAcceptsNaN.keys), corpus: corpus))
        let laMarche = LaMarcheCircleTest()
        comparisons.append(
            Self.compare(
                "LaMarche's test", strokes.map { LaMarcheRecipe.isCircle($0.samples) },
                with: "LaMarcheCircleTest()", strokes.map { laMarche.detect(in: $0).isRecognized },
                expectedDifferences: [], corpus: corpus))
        comparisons.append(Self.pinnedKodeco(corpus))
        switch DollarOneTranscription.canonical {
        case .success(let dollarJS):
            let port = Contender.dollarOneEntry
            comparisons.append(
                Self.compare(
                    "$1 (dollar.js)", strokes.map { dollarJS.isCircle($0.samples) },
                    with: "the catalog's dollar1", strokes.map { port.detect($0).isRecognized },
                    expectedDifferences: [], corpus: corpus))
        case .failure(let error):
            comparisons.append(
                Comparison(
                    anchor: "$1 (dollar.js)", reference: "the catalog's dollar1", anchorCircles: 0,
                    referenceCircles: 0, differences: [], problem: error))
        }
    }

    /// The strokes on which ``SadunRecipe`` accepts and `SadunCircleTest()` rejects, with why:
    /// the recipe's transit around the bounding box's centre is NaN, and every comparison with a
    /// NaN is false, so the stroke passes. `dotproduct` divides 0 by 0 for a point on the centre,
    /// and for two points on one ray from it rounding gives a cosine of 1.0000000000000002, whose
    /// `acos` is NaN. The port skips a pair with a zero-length vector and clamps the cosine to
    /// [−1, 1] (both documented in `SadunCircleTest`), and rejects all three on their transit.
    public static let sadunRecipeAcceptsNaN: [String: String] = [
        "s05/fast/question_mark07.xml":
            "sample 40 is the bounding box's centre: 0/0 (the port: transit 158°, under 315°)",
        "s05/fast/star10.xml":
            "samples 53 and 54 lie on one ray, (12, −3) and (28, −7) from the centre: cos 1 + 2⁻⁵² "
            + "(the port: transit 729°, over 540°)",
        "s06/fast/check04.xml":
            "samples 28 and 29 lie on one ray, (15, −30) and (17, −34) from the centre: cos 1 + 2⁻⁵² "
            + "(the port: transit 249°, under 315°)",
    ]

    /// ``KodecoCircleRecognizer``'s answer on the development strokes: it accepts 145 of the 150
    /// circles and 70 of the 2,250 other strokes.
    public static let kodecoPinned = (circles: 145, others: 70)

    /// Compares two lists of answers stroke by stroke; a problem unless they differ exactly on
    /// `expectedDifferences` (files).
    static func compare(
        _ anchor: String, _ anchorAnswers: [Bool], with reference: String, _ referenceAnswers: [Bool],
        expectedDifferences: Set<String>, corpus: DevelopmentCorpus
    ) -> Comparison {
        let differences = corpus.files.indices.filter { anchorAnswers[$0] != referenceAnswers[$0] }.map {
            corpus.files[$0]
        }
        var comparison = Comparison(
            anchor: anchor, reference: reference, anchorCircles: anchorAnswers.count { $0 },
            referenceCircles: referenceAnswers.count { $0 }, differences: differences, problem: nil)
        comparison.describeAccepted(anchorAnswers, labels: corpus.labels)
        let unexpected = differences.filter { !expectedDifferences.contains($0) }
        let missing = expectedDifferences.subtracting(differences).sorted()
        if !unexpected.isEmpty || !missing.isEmpty {
            var parts: [String] = []
            if !unexpected.isEmpty {
                parts.append(
                    "differs on \(unexpected.count) stroke(s) not expected to: \(unexpected.joined(separator: ", "))")
            }
            if !missing.isEmpty {
                parts.append(
                    "agrees on \(missing.count) stroke(s) expected to differ: \(missing.joined(separator: ", "))")
            }
            comparison.problem = BenchmarkSetupError(
                "\(anchor) against \(reference): " + parts.joined(separator: "; "))
        }
        return comparison
    }

    /// Counts what ``KodecoCircleRecognizer`` accepts, circles and other gestures apart; a
    /// problem unless both counts are ``kodecoPinned``.
    static func pinnedKodeco(_ corpus: DevelopmentCorpus) -> Comparison {
        let answers = corpus.strokes.map { KodecoCircleRecognizer.isCircle($0.samples) }
        let circles = zip(answers, corpus.labels).count { $0 && $1 == GestureLabel.positive }
        let others = answers.count { $0 } - circles
        var comparison = Comparison(
            anchor: "Kodeco's Taubin fit",
            reference: "its pinned answer: \(kodecoPinned.circles) circles + \(kodecoPinned.others) other strokes",
            anchorCircles: circles + others,
            referenceCircles: kodecoPinned.circles + kodecoPinned.others, differences: [], problem: nil)
        comparison.describeAccepted(answers, labels: corpus.labels)
        if circles != kodecoPinned.circles || others != kodecoPinned.others {
            comparison.problem = BenchmarkSetupError(
                "Kodeco's Taubin fit accepts \(circles) circles and \(others) other strokes; "
                    + "\(kodecoPinned.circles) and \(kodecoPinned.others) pinned")
        }
        return comparison
    }
}

extension AnchorAgreement.Comparison {
    /// Counts what `answers` accepts by the study's label: the circles, and each other gesture.
    mutating func describeAccepted(_ answers: [Bool], labels: [String]) {
        var counts: [String: Int] = [:]
        for (accepted, label) in zip(answers, labels) where accepted { counts[label, default: 0] += 1 }
        truePositives = counts.removeValue(forKey: GestureLabel.positive) ?? 0
        otherGesturesAccepted = counts.map { (label: $0.key, count: $0.value) }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.label < $1.label
        }
    }
}
