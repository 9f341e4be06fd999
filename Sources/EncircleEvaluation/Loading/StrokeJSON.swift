import Encircle
import Foundation

/// Reads the JSON forms of strokes: the project's bundle, template sets and single strokes.
///
/// - **Bundle** (`Scripts/pack-dataset.py`):
///   `{"format":"encircle-strokes","source":..,"strokes":[{"file":..,"label":..,"subject":..,
///   "speed":..,"points":[[x,y,t],...]}]}`, `t` in seconds, optional (`[x,y]` or `null`).
///   Each entry is decoded on its own, as a line of JSON Lines is (``StrokeJSONLines``, whose
///   keys and point forms it accepts): a broken entry (one without points, or that is not valid
///   JSON) is an error named `bundle.json:FILE`, by its `file` or else by its position
///   (`bundle.json:#7`), and the others still load. A break in the structure around the entries
///   (brackets that do not match, a missing comma, a file cut short) is an error of the file,
///   `bundle.json: not valid JSON: … at line L, column C`; the entries before it load, none
///   after it. The same reader serves ``StrokeReader``, which streams a bundle in batches.
/// - **Template set** (`Data/dollar1-templates.json`):
///   `{"source":..,"templates":[{"name":"triangle","points":[[x,y],...]},...]}`. Each template
///   becomes a stroke labelled with its `name` and named `file.json:name`; its points are read as
///   a bundle entry's. Broken templates are errors of their own, as in a bundle.
/// - **Single stroke**: `{"points":[{"x":1,"y":2,"t":0.016},...]}`, `t` in seconds, optional;
///   optional `label`, `subject` and `speed` keys override what the file name and folders say.
///   A stroke without points is an error, as in ``GestureLogXML``.
///
/// All three decode through `Codable` (``Entry`` is a stroke's shape); a syntax error is "not
/// valid JSON", placed where the reader knows where (a bundle entry's line and column).
///
/// ```swift
/// let read = try StrokeJSON.strokes(from: data, file: "Data/dollar1-templates.json")
/// read.strokes.map(\.label)   // ["triangle", "x", "rectangle", "circle", ...]
/// read.strokes[0].file        // "Data/dollar1-templates.json:triangle"
/// ```
public enum StrokeJSON {
    /// The value of `format` that marks a bundle.
    public static let bundleFormat = "encircle-strokes"

    /// Parses `data`, the content of the file called `file` (a path, or any name for data that
    /// never was a file: it names the strokes and the errors, and gives single strokes their
    /// label, subject and speed as a file name would).
    ///
    /// - Returns: The strokes read and one error per broken bundle entry or template.
    /// - Throws: ``LoadError`` when the file as a whole is not one of the three forms.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func strokes(
        from data: Data, file: String
    ) throws(LoadError) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw LoadError(file: file, problem: "empty file")
        }
        if let bundle = data.withUnsafeBytes({ bundleStrokes(in: $0.bindMemory(to: UInt8.self), file: file) }) {
            return bundle
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let problem as EntryProblem {
            throw LoadError(file: file, problem: problem.problem)
        } catch {
            throw LoadError(file: file, problem: syntaxProblem(error))
        }
        switch document {
        case .single(let entry):
            do throws(EntryProblem) {
                return ([try stroke(entry, name: file, path: file)], [])
            } catch {
                throw LoadError(file: file, problem: error.problem)
            }
        case .templates(let templates):
            var read: (strokes: [LabeledStroke], errors: [LoadError]) = ([], [])
            for (index, template) in templates.enumerated() {
                let name = template.name.flatMap { $0.isEmpty ? nil : $0 } ?? "#\(index + 1)"
                switch template.entry {
                case .success(let entry):
                    read.strokes.append(
                        LabeledStroke(file: "\(file):\(name)", label: name, stroke: Stroke(entry.samples)))
                case .failure(let problem):
                    read.errors.append(LoadError(file: "\(file):\(name)", problem: problem.problem))
                }
            }
            return read
        }
    }

    /// `entry` as a stroke called `name`; the label, subject and speed it leaves out come from
    /// `path` as from a file path (``GestureLabel``).
    ///
    /// - Throws: ``EntryProblem`` when there is neither a label nor a path to take one from.
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

    /// A readable one-line account of a JSON parsing or decoding error, naming the key path
    /// where there is one: `points[3].y: Expected to decode Double but found a string instead`.
    ///
    /// - Complexity: O(*d*) in the depth of the coding path.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else {
            let nsError = error as NSError
            return nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
        }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.hasPrefix(".") ? String(keys.dropFirst()) : keys
        }
        func located(_ context: DecodingError.Context, _ message: String) -> String {
            let trimmed = message.hasSuffix(".") ? String(message.dropLast()) : message
            return path(context).isEmpty ? trimmed : "\(path(context)): \(trimmed)"
        }
        switch error {
        case .dataCorrupted(let context):
            return located(context, context.debugDescription)
        case .keyNotFound(let key, let context):
            return located(context, "missing key \"\(key.stringValue)\"")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return located(context, context.debugDescription)
        @unknown default:
            return "\(error)"
        }
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
            if format == nil, container.contains(.templates) {
                guard let templates = try? container.decode([Template].self, forKey: .templates) else {
                    throw EntryProblem(problem: "not a template set: \"templates\" is not an array")
                }
                self = .templates(templates)
                return
            }
            if let format { throw EntryProblem(problem: unknownFormat(format)) }
            do {
                self = .single(try Entry(from: decoder))
            } catch let problem as EntryProblem where problem.problem != EntryProblem.emptyPoints.problem {
                throw EntryProblem(
                    problem: "not a stroke {\"points\":[{\"x\":..,\"y\":..,\"t\":..}]}: \(problem.problem)")
            }
        }
    }

    /// One template of a set: its name, and its stroke or what is wrong with it.
    private struct Template: Decodable {
        var name: String?
        var entry: Result<Entry, EntryProblem>

        private enum Key: String, CodingKey { case name }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: Key.self)
            name = try? container?.decode(String.self, forKey: .name)
            if container == nil {
                entry = .failure(EntryProblem(problem: "template is not an object"))
            } else if name?.isEmpty ?? true {
                entry = .failure(EntryProblem(problem: "missing \"name\""))
            } else {
                do {
                    entry = .success(try Entry(from: decoder))
                } catch {
                    entry = .failure(error as? EntryProblem ?? EntryProblem(problem: describe(error)))
                }
            }
        }
    }
}
