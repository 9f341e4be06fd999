import Encircle
import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads one stroke from a `$1` gesture-log XML file (Wobbrock, Wilson & Li, UIST 2007).
///
/// ```xml
/// <Gesture Name="circle01" Subject="2" Speed="medium" Number="1" NumPts="54" Millseconds="572">
///   <Point X="130" Y="159" T="10167103" />
/// </Gesture>
/// ```
///
/// Copes with a byte-order mark, CRLF line ends, missing attributes on `<Gesture>`, and `T`
/// in milliseconds or seconds (``TimestampUnit``) or absent; times are re-based to start at 0 s.
/// The text must be UTF-8, as the `$1` logs are, without what Foundation's `XMLParser` crashes
/// on (``unsupportedContent(in:)``); where it is not well-formed, the error says where and what
/// in words (``words(forParserError:)``). The label comes from a `Label` attribute on `<Gesture>`
/// (``document(of:name:label:)`` writes it, so that a label ending in digits survives), else
/// from the file name (``GestureLabel``); subject and speed from the `Subject` and `Speed`
/// attributes, else from `sNN/speed/` folders.
package enum GestureLogXML {
    /// Parses `data`, the content of the file called `file`.
    ///
    /// - Throws: ``LoadError`` naming `file` and the problem: not UTF-8, unsupported XML, not
    ///   XML, truncated (an element never closed), no `<Gesture>`, no points, a point without `X`
    ///   or `Y`, or a number that does not parse or is not finite.
    /// - Complexity: O(*n*) in the size of `data`.
    package static func stroke(from data: Data, file: String) throws(LoadError) -> LabeledStroke {
        try LoadError.checkNotEmpty(data, file: file)
        if let problem = unsupportedContent(in: data) { throw LoadError(file: file, problem: problem) }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        // A truncated file is reported as such even when its last, cut-off element has already
        // been seen without its attributes: XML errors first, then problems with the content.
        if !parser.parse() {
            let detail = parser.parserError.map { describe($0) } ?? "unknown error"
            let place = "line \(parser.lineNumber), column \(parser.columnNumber)"
            throw LoadError(file: file, problem: "not well-formed XML at \(place): \(detail)")
        }
        // Foundation's parser on Linux accepts a document that stops early; the open elements tell.
        if let (element, line) = reader.open.last {
            throw LoadError(file: file, problem: "truncated XML: <\(element)> opened at line \(line) is never closed")
        }
        if let problem = reader.problem { throw LoadError(file: file, problem: problem) }
        guard let attributes = reader.gesture else { throw LoadError(file: file, problem: "no <Gesture> element") }
        guard !reader.points.isEmpty else { throw LoadError(file: file, problem: "<Gesture> has no <Point> elements") }
        return labeled(reader.points, attributes: attributes, hasFraction: reader.timeHasFraction, file: file)
    }

    /// `points` with their times (`T` as written) in seconds from the first.
    private static func labeled(
        _ points: [Stroke.Sample], attributes: [String: String], hasFraction: Bool, file: String
    ) -> LabeledStroke {
        let times = points.compactMap(\.time)
        let declared = attributes["Millseconds"].flatMap { Double($0) }
        let unit = TimestampUnit.infer(timestamps: times, declaredDuration: declared, textHasFraction: hasFraction)
        let origin = times.first ?? 0
        let samples = points.map { point in
            Stroke.Sample(x: point.x, y: point.y, time: point.time.map { ($0 - origin) * unit.seconds })
        }
        let folders = GestureLabel.subjectAndSpeed(forFile: file)
        return LabeledStroke(
            file: file, label: nonEmpty(attributes["Label"]) ?? GestureLabel.label(forFile: file),
            subject: nonEmpty(attributes["Subject"]) ?? folders.subject,
            speed: nonEmpty(attributes["Speed"]) ?? folders.speed, stroke: Stroke(samples))
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return text
    }

    /// The parser's own words where it gives them (Apple platforms), else the words for its code.
    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let reason = nsError.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty {
            return reason.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return words(forParserError: nsError.code)
    }

    /// The SAX delegate: collects `<Gesture>` attributes and `<Point>`s, and keeps the first
    /// problem (parsing goes on, so that a truncated file is reported as truncated).
    private final class Reader: NSObject, XMLParserDelegate {
        var gesture: [String: String]?
        var points: [Stroke.Sample] = []
        var timeHasFraction = false
        var problem: String?
        /// Elements started and not yet ended, with the line each started on.
        var open: [(String, Int)] = []

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            if open.last?.0 == elementName { open.removeLast() }
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            open.append((elementName, parser.lineNumber))
            switch elementName {
            case "Gesture":
                if gesture == nil { gesture = attributeDict }
            case "Point":
                guard problem == nil else { return }
                guard gesture != nil else {
                    problem = "<Point> outside <Gesture>"
                    return
                }
                do throws(Problem) {
                    let (x, y) = (try number("X", of: attributeDict), try number("Y", of: attributeDict))
                    guard let x, let y else {
                        throw Problem(problem: "sample \(points.count) has no \(x == nil ? "X" : "Y") attribute")
                    }
                    points.append(Stroke.Sample(x: x, y: y, time: try number("T", of: attributeDict)))
                    timeHasFraction =
                        timeHasFraction || attributeDict["T"]?.contains { $0 == "." || $0 == "e" || $0 == "E" } == true
                } catch {
                    problem = error.problem
                }
            default:
                break
            }
        }

        private struct Problem: Error { var problem: String }

        /// The number in attribute `name`, `nil` when there is none.
        private func number(_ name: String, of attributes: [String: String]) throws(Problem) -> Double? {
            guard let text = attributes[name] else { return nil }
            let index = points.count  // samples are numbered from 0, as `Stroke.samples` indexes them
            guard let value = Double(text) ?? Double(text.trimmingCharacters(in: .whitespaces)) else {
                throw Problem(problem: "sample \(index): \(name)=\"\(text)\" is not a number")
            }
            guard value.isFinite else {
                throw Problem(problem: "sample \(index): \(name)=\"\(text)\" is not a finite number")
            }
            return value
        }
    }
}
