import Encircle
import Foundation

/// Reads the JSON forms of strokes, each stroke in them a bundle entry (``Entry``):
///
/// - **Bundle** (`Scripts/pack-dataset.py`): `{"format":"encircle-strokes","strokes":[ENTRY,...]}`.
///   A broken entry is an error named by its `file` (`bundle.json:s02/fast/v01.xml`) or its
///   position (`bundle.json:#7`); the others still load. A break around the entries is an error
///   of the file, after the entries before it (``StrokeJSONScanner``).
/// - **Template set** (`Data/dollar1-templates.json`): `{"templates":[{"name":"triangle",
///   "points":[[x,y],...]},...]}`, each template a stroke named and labelled by its `name`.
/// - **Single stroke**: `{"points":[{"x":1,"y":2,"t":0.016},...]}`.
///
/// ```swift
/// let read = try StrokeJSON.strokes(from: data, file: "Data/dollar1-templates.json")
/// read.strokes[0].file    // "Data/dollar1-templates.json:triangle"
/// ```
package enum StrokeJSON {
    /// The value of `format` that marks a bundle.
    package static let bundleFormat = "encircle-strokes"

    /// Parses `data`, the content of the file called `file`, which names the strokes and errors.
    ///
    /// - Returns: The strokes read and one error per broken bundle entry or template.
    /// - Throws: ``LoadError`` when the file as a whole is not one of the three forms.
    /// - Complexity: O(*n*) in the size of `data`.
    package static func strokes(
        from data: Data, file: String
    ) throws(LoadError) -> StrokeLoader.Result {
        try LoadError.checkNotEmpty(data, file: file)
        let bundle = data.withUnsafeBytes { (raw) -> StrokeLoader.Result? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scanner = StrokeJSONScanner(form: .bundle)
            let spans = scanner.spans(in: bytes, base: 0, isEnd: true)
            guard scanner.isOfForm == true else { return nil }
            var read = strokes(of: spans, in: bytes, file: file, form: .bundle)
            if let failure = scanner.failure { read.errors.append(LoadError(file: file, problem: failure)) }
            return read
        }
        if let bundle { return bundle }
        do {
            switch try JSONDecoder().decode(Document.self, from: data) {
            case .single(let entry): return StrokeLoader.Result(strokes: [try stroke(entry, name: file, path: file)])
            case .templates(let templates):
                var read = StrokeLoader.Result()
                for (index, template) in templates.enumerated() {
                    let name = "\(file):\(template.name ?? "#\(index + 1)")"
                    switch template.entry {
                    case .success(let entry): read.strokes.append(try stroke(entry, name: name, path: nil))
                    case .failure(let problem): read.errors.append(LoadError(file: name, problem: problem.problem))
                    }
                }
                return read
            }
        } catch let problem as EntryProblem {
            throw LoadError(file: file, problem: problem.problem)
        } catch {
            throw LoadError(file: file, problem: JSONProblem.syntax(error))
        }
    }

    /// Decodes the strokes at `spans` in `bytes`, the file called `file` from offset `base` on:
    /// the one place that names the strokes of JSON Lines and bundles and their errors (by
    /// ``StrokeJSONScanner/Form``); a bundle entry's syntax error says where the entry begins.
    /// An entry written plainly is read by ``PlainEntryReader``, any other by `JSONDecoder`,
    /// which reads the same entries from the plain ones and words every error.
    ///
    /// - Complexity: O(*n*) in the bytes of the spans.
    static func strokes(
        of spans: [StrokeJSONScanner.Span], in bytes: UnsafeBufferPointer<UInt8>, base: Int = 0, file: String,
        form: StrokeJSONScanner.Form
    ) -> StrokeLoader.Result {
        var read = StrokeLoader.Result()
        read.strokes.reserveCapacity(spans.count)
        let decoder = JSONDecoder()
        var plain = PlainEntryReader()
        for span in spans {
            let position = form == .jsonLines ? String(span.line) : "#\(span.index + 1)"
            let entryBytes = UnsafeBufferPointer(
                rebasing: bytes[(span.range.lowerBound - base)..<(span.range.upperBound - base)])
            do throws(EntryProblem) {
                let entry: Entry
                if let plainEntry = plain.entry(in: entryBytes) {
                    entry = plainEntry
                } else {
                    do {
                        entry = try decoder.decode(Entry.self, from: Data(buffer: entryBytes))
                    } catch let problem as EntryProblem {
                        throw problem
                    } catch {
                        let place =
                            form == .bundle ? " (the entry begun at line \(span.line), column \(span.column))" : ""
                        throw EntryProblem(problem: JSONProblem.syntax(error) + place)
                    }
                }
                read.strokes.append(try stroke(entry, name: "\(file):\(entry.file ?? position)", path: entry.file))
            } catch {
                let name = form == .bundle ? error.name ?? position : position
                read.errors.append(LoadError(file: "\(file):\(name)", problem: error.problem))
            }
        }
        return read
    }

    /// `entry` as a stroke called `name`; the label, subject and speed it leaves out come from
    /// `path` as from a file path (``GestureLabel``), and without a label or a path it is broken.
    static func stroke(_ entry: Entry, name: String, path: String?) throws(EntryProblem) -> LabeledStroke {
        guard let label = entry.label ?? path.map(GestureLabel.label(forFile:)) else {
            throw EntryProblem(problem: "missing \"label\" (or a \"file\" to take it from)")
        }
        let folders = GestureLabel.subjectAndSpeed(forFile: path ?? "")
        return LabeledStroke(
            file: name, label: label, subject: entry.subject ?? folders.subject, speed: entry.speed ?? folders.speed,
            stroke: Stroke(entry.samples))
    }

    /// What a file whose `format` is not ``bundleFormat`` is told.
    static func unknownFormat(_ format: String) -> String {
        "unknown format \"\(format)\" (expected \"\(bundleFormat)\")"
    }

    /// A JSON document that is not a bundle: a template set or a single stroke.
    private enum Document: Decodable {
        case templates([Template])
        case single(Entry)

        private enum Key: String, CodingKey { case format, strokes, templates }

        init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: Key.self) else {
                throw EntryProblem(problem: "not a JSON object with \"points\", \"strokes\" or \"templates\"")
            }
            let format = try? container.decode(String.self, forKey: .format)
            if format == bundleFormat || (format == nil && container.contains(.strokes)) {
                // A bundle's "strokes" array was read as a bundle before this.
                throw EntryProblem(problem: "not an encircle-strokes bundle: \"strokes\" is not an array")
            }
            if let format { throw EntryProblem(problem: unknownFormat(format)) }
            if container.contains(.templates) {
                guard let templates = try? container.decode([Template].self, forKey: .templates) else {
                    throw EntryProblem(problem: "not a template set: \"templates\" is not an array")
                }
                self = .templates(templates)
                return
            }
            do {
                self = .single(try Entry(from: decoder))
            } catch let problem as EntryProblem where problem.problem != EntryProblem.emptyPoints.problem {
                throw EntryProblem(
                    problem: "not a stroke {\"points\":[{\"x\":..,\"y\":..,\"t\":..}]}: \(problem.problem)")
            }
        }
    }

    /// One template of a set: its name, and its stroke labelled by it or what is wrong with it.
    private struct Template: Decodable {
        var name: String?
        var entry: Result<Entry, EntryProblem>

        private enum Key: String, CodingKey { case name }

        init(from decoder: any Decoder) {
            name = (try? decoder.container(keyedBy: Key.self).decode(String.self, forKey: .name)).flatMap {
                $0.isEmpty ? nil : $0
            }
            do {
                var entry = try Entry(from: decoder)
                guard let name else { throw EntryProblem(problem: "missing \"name\"") }
                entry.label = name
                self.entry = .success(entry)
            } catch {
                self.entry = .failure(error as? EntryProblem ?? EntryProblem(problem: JSONProblem.describe(error)))
            }
        }
    }
}
