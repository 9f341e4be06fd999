import Encircle
import EncircleEvaluation
import EncircleTemplates
import Foundation
import Testing

@Suite struct DetectorCatalogTests {
    let catalog: DetectorCatalog

    init() throws {
        catalog = try DetectorCatalog([.closed, .closedStreaming])
    }

    @Test func duplicateIDsThrow() {
        #expect(throws: DuplicateDetectorError(id: "closed")) {
            try DetectorCatalog([.closed, .closedStreaming, .closed])
        }
        #expect(DuplicateDetectorError(id: "closed").description == #"detector id "closed" registered twice"#)
    }

    @Test func defaultIsTheFirstRegistered() throws {
        #expect(catalog.defaultID == "closed")
        #expect(catalog.ids == ["closed", "closed-streaming"])
        #expect(try catalog.entry(id: nil).id == "closed")
        #expect(try DetectorCatalog([]).defaultID == nil)
        #expect(throws: DetectorSelectionError.unknown(id: nil, knownIDs: [])) {
            try DetectorCatalog([]).entry(id: nil)
        }
        #expect(DetectorSelectionError.unknown(id: nil, knownIDs: []).description == "no detectors are registered")
    }

    @Test func unknownIDListsTheKnownOnes() {
        #expect(throws: DetectorSelectionError.unknown(id: "hough", knownIDs: ["closed", "closed-streaming"])) {
            try catalog.entry(id: "hough")
        }
        #expect(
            DetectorSelectionError.unknown(id: "hough", knownIDs: ["sadun", "lamarche"]).description
                == #"unknown detector "hough"; known detectors: sadun, lamarche"#)
        #expect(
            DetectorSelectionError.unknown(id: "hough", knownIDs: []).description
                == #"unknown detector "hough"; known detectors: (none registered)"#)
    }

    @Test func selectsEntriesByIDOrEveryOneThatCanRun() throws {
        #expect(try catalog.entries(ids: ["closed-streaming", "closed"]).map(\.id) == ["closed-streaming", "closed"])
        #expect(try catalog.entries(ids: []).map(\.id) == ["closed", "closed-streaming"])
        #expect(try catalog.entries(ids: [], mode: .streaming).map(\.id) == ["closed-streaming"])
        // Nothing streams: every entry, so that the evaluator can say which has no streaming form.
        #expect(try DetectorCatalog([.closed]).entries(ids: [], mode: .streaming).map(\.id) == ["closed"])
        #expect(throws: DetectorSelectionError.unknown(id: "x", knownIDs: ["closed", "closed-streaming"])) {
            try catalog.entries(ids: ["closed", "x"])
        }
        #expect(throws: DetectorSelectionError.unknown(id: nil, knownIDs: [])) {
            try DetectorCatalog([]).entries(ids: [])
        }
    }

    @Test func entryErasesTheMatch() throws {
        let entry = try catalog.entry(id: "closed")
        let stroke = LabeledStroke.sample(label: "circle", closed: true).stroke
        let match = try #require(entry.detect(stroke).recognized)
        #expect(match == AnyMatch(try #require(ClosedStrokeDetector().detect(in: stroke).recognized)))
        #expect(try abs(#require(match.circle).radius - 50) < 0.5)
        #expect(!entry.supportsStreaming)
        #expect(try catalog.entry(id: "closed-streaming").supportsStreaming)
    }

    @Test func standardCatalogHasTheClassicDetectors() throws {
        #expect(DetectorCatalog.standard.ids == ["encircle", "sadun", "lamarche", "dollar1"])
        #expect(DetectorCatalog.standard.defaultID == "encircle")
        #expect(try DetectorCatalog.standard.entry(id: "encircle").supportsStreaming)
    }

    @Test func standardCatalogUsesTheGivenEncircleDetector() throws {
        var limits = CircleDetector.Configuration.default
        limits.minimumSweep = .degrees(170)
        limits.minimumArcSweep = .degrees(170)
        let detector = try CircleDetector(configuration: limits)
        let arc = LabeledStroke.sample(label: "circle", closed: false).stroke
        let entry = try DetectorCatalog.standard(encircle: detector).entry(id: "encircle")
        #expect(entry.detect(arc) == detector.detect(in: arc).map(AnyMatch.init))
        #expect(entry.detect(arc).isRecognized)
        #expect(!(try DetectorCatalog.standard.entry(id: "encircle").detect(arc).isRecognized))
    }

    /// The registration the catalog's documentation shows, for Encircle's own detector.
    @Test func anyCircleDetectingRegisters() throws {
        let entry = DetectorEntry(id: "encircle", summary: "Encircle's detector", detector: CircleDetector())
        let circle = LabeledStroke.sample(label: "circle", closed: true).stroke
        let found = try #require(CircleDetector().detect(in: circle).recognized)
        let match = try #require(entry.detect(circle).recognized)
        #expect(match.circle == found.circle)
        #expect(match.shape == found.shape)
        #expect(match.confidence == found.confidence)
    }

    /// A detector whose match has no circle (a template recognizer) registers and is evaluated.
    @Test func detectorWithoutACircleRunsThroughCatalogAndEvaluator() async throws {
        let catalog = try DetectorCatalog([.templates, .closed])
        let entry = try catalog.entry(id: "templates")
        let strokes = [
            LabeledStroke.sample(label: "circle", closed: true, file: "circle01.xml"),
            LabeledStroke.sample(label: "circle", closed: false, file: "circle02.xml"),
            LabeledStroke.sample(label: "pigtail", closed: true, file: "pigtail01.xml"),
            LabeledStroke.sample(label: "v", closed: false, file: "v01.xml"),
        ]
        let match = try #require(entry.detect(strokes[0].stroke).recognized)
        #expect(match.circle == nil)
        #expect(match.shape == nil)
        #expect(match.confidence == 0.9)
        #expect(match.details as? TemplateMatch == TemplateMatch(name: "circle", score: 0.9))

        let report = try await Evaluator(detectors: catalog.entries(ids: ["templates"])).run(strokes)
        let metrics = report.detectors[0].metrics
        #expect(metrics.detector == "templates")
        #expect((metrics.truePositives, metrics.falsePositives) == (1, 1))
        #expect(metrics.rejections == ["otherTemplate": 2])
        #expect(report.detectors[0].misses == [1])
        #expect(report.detectors[0].falsePositives == [2])
        // Reports draw no circle for it: `EncircleToolSupportTests`' `HTMLReportTests`.
    }

    @Test func streamingOutcomeClampsTheFraction() {
        let detection = Detection<AnyMatch>.rejected(CircleRejection(reason: "x", message: "x"))
        #expect(StreamingOutcome(detection: detection, consumedFraction: 2).consumedFraction == 1)
        #expect(StreamingOutcome(detection: detection, consumedFraction: -1).consumedFraction == 0)
        #expect(StreamingOutcome(detection: detection, consumedFraction: .nan).consumedFraction == 1)
    }
}
