import Encircle
import EncircleHardening
import Foundation
import Testing

/// Inputs on which `FuzzConfigurationJSON` found `CircleDetector.Configuration`'s JSON form
/// breaking a promise. Known issues: the fixes belong to the detector's configuration, which is
/// moving to `ConfigurationError`.
@Suite struct ConfigurationRegressionTests {
    static func decode(_ json: String) throws -> CircleDetector.Configuration {
        try JSONDecoder().decode(CircleDetector.Configuration.self, from: Data(json.utf8))
    }

    /// `{"maximumTailDeviation":0}` (found as `{"maximumAsptecRatio":0.8,"maximumTailDeviation":0}`)
    /// decodes — the decoder checks every limit but this one — and then
    /// `CircleDetector(configuration:)` traps on the precondition `maximumTailDeviation > 0`
    /// (`CircleDetector+Configuration.swift`, `validated()`).
    @Test func zeroTailDeviationFromAFileDoesNotTrap() async {
        await withKnownIssue("CircleDetector(configuration:) traps on a decoded maximumTailDeviation of 0") {
            await #expect(processExitsWith: .success) {
                let configuration = try ConfigurationRegressionTests.decode(#"{"maximumTailDeviation":0}"#)
                _ = CircleDetector(configuration: configuration)
            }
        }
    }

    /// `{"minimumSweepDegrees":1e308}` decodes (the decoder only asks for a positive sweep) but
    /// is infinite in radians, and `CircleDetector(configuration:)` traps on the precondition
    /// that the sweep is finite.
    @Test func hugeMinimumSweepFromAFileDoesNotTrap() async {
        await withKnownIssue("CircleDetector(configuration:) traps on a decoded minimumSweepDegrees of 1e308") {
            await #expect(processExitsWith: .success) {
                let configuration = try ConfigurationRegressionTests.decode(#"{"minimumSweepDegrees":1e308}"#)
                _ = CircleDetector(configuration: configuration)
            }
        }
    }

    /// `{"minimumSweepDegrees":11e020}` is a valid configuration that accepts nothing, but the
    /// rejection's message printed the limit with `PlaneAngle.description`, which converted the
    /// degrees to `Int` and trapped beyond `Int.max` (about 9.2 × 10¹⁸).
    @Test func hugeAngleInAMessageDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let configuration = try ConfigurationRegressionTests.decode(#"{"minimumSweepDegrees":11e020}"#)
            for probe in Invariants.configurationProbes {
                _ = CircleDetector(configuration: configuration).detect(in: probe)
            }
        }
    }

    @Test func hugeAngleInAMessageIsWrittenOut() throws {
        let configuration = try Self.decode(#"{"minimumSweepDegrees":11e020}"#)
        let rejection = CircleDetector(configuration: configuration).detect(in: Invariants.configurationProbes[0])
            .rejection
        // Degrees to radians and back leave binary noise, which NumberText keeps at this size.
        #expect(rejection?.message == "not closed: swept 360° of the required 1.0999999999999997e+21°")
        #expect(Invariants.problems(decodingConfiguration: Data(#"{"minimumSweepDegrees":11e020}"#.utf8)) == [])
        #expect(PlaneAngle.degrees(1e300).description == "1e+300°")
        #expect(PlaneAngle.degrees(-.infinity).description == "-∞°")
        #expect(PlaneAngle.radians(.nan).description == "NaN°")
        #expect(PlaneAngle.degrees(175.24).description == "175.2°")
        #expect(PlaneAngle.degrees(-0.01).description == "0°")
    }

    @Test func knownIssuesKeepsTheFuzzTargetsAwayFromBoth() throws {
        #expect(KnownIssues.detector(configuration: try Self.decode(#"{"maximumTailDeviation":0}"#)) == nil)
        #expect(KnownIssues.detector(configuration: try Self.decode(#"{"minimumSweepDegrees":1e308}"#)) == nil)
        #expect(KnownIssues.detector(configuration: try Self.decode(#"{"maximumTailDeviation":1e-9}"#)) != nil)
    }

    /// `{"maximumCornerTurnDegrees":154.9e-324}` decodes (positive), but the encoder rounds
    /// degrees to 10⁻⁹ and writes 0, which decoding then rejects: "angle limits must be positive".
    /// The same happens to a positive `minimumSweepDegrees` under 5 × 10⁻¹⁰.
    @Test(arguments: [#"{"maximumCornerTurnDegrees":154.9e-324}"#, #"{"minimumSweepDegrees":1e-10}"#])
    func tinyPositiveAngleReadsBack(json: String) throws {
        let configuration = try Self.decode(json)
        #expect(KnownIssues.failsToReadBack(configuration))
        withKnownIssue("a positive angle under 5e-10° is written as 0 and cannot be read back") {
            let written = try JSONEncoder().encode(configuration)
            _ = try JSONDecoder().decode(CircleDetector.Configuration.self, from: written)
        }
    }

    /// `{"maximumReversalDegrees":1e300}` decodes, but the encoder's rounding (× 10⁹) overflows
    /// to infinity, which `JSONEncoder` refuses to write.
    @Test func hugeAngleCanBeWritten() throws {
        let configuration = try Self.decode(#"{"maximumReversalDegrees":1e300}"#)
        #expect(KnownIssues.failsToReadBack(configuration))
        withKnownIssue("an angle over about 1.8e299° is written as infinity, which JSONEncoder refuses") {
            _ = try JSONEncoder().encode(configuration)
        }
    }

    @Test func ordinaryConfigurationsReadBack() throws {
        for json in [#"{}"#, #"{"minimumSweepDegrees":180,"maximumPause":0.1}"#, #"{"maximumReversalDegrees":0}"#] {
            let configuration = try Self.decode(json)
            #expect(!KnownIssues.failsToReadBack(configuration))
            #expect(Invariants.problems(decodingConfiguration: Data(json.utf8)) == [])
        }
    }
}
