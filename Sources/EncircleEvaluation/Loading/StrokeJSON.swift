import Encircle
import Foundation

/// Reads the JSON forms of strokes: the project's bundle, template sets and single strokes.
///
/// - **Bundle** (`Scripts/pack-dataset.py`):
///   `{"format":"encircle-strokes","source":..,"strokes":[{"file":..,"label":..,"subject":..,
///   "speed":..,"points":[[x,y,t],...]}]}`, `t` in seconds, optional (`[x,y]` or `null`).
///   Each entry is loaded on its own, as a line of JSON Lines is (``StrokeJSONLines``, whose
///   keys and point forms it accepts): a broken entry (including one without points, or with a
///   syntax error inside it) is an error named `bundle.json:FILE`, by its `file` or else by its
///   position (`bundle.json:#7`), and the others still load. A break in the structure around the
///   entries (brackets that do not match, a missing comma, a file cut short) is an error of the
///   file, `bundle.json: not valid JSON: … at line L, column C`; the entries before it load, none
///   after it. The same reader serves ``StrokeReader``, which streams a bundle in batches.
/// - **Template set** (`Data/dollar1-templates.json`):
///   `{"source":..,"templates":[{"name":"triangle","points":[[x,y],...]},...]}`. Each template
///   becomes a stroke labelled with its `name` and named `file.json:name`; points may carry a
///   third number, `t` in seconds, like a bundle's. Broken templates are errors of their own,
///   as in a bundle.
/// - **Single stroke**: `{"points":[{"x":1,"y":2,"t":0.016},...]}`, `t` in seconds, optional;
///   optional `label`, `subject` and `speed` keys override what the file name and folders say.
///   A stroke without points is an error, as in ``GestureLogXML``.
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
        // The other forms are small: one untyped parse serves them.
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LoadError(file: file, problem: "not valid JSON: \(describe(error))")
        }
        guard let top = object as? [String: Any] else {
            throw LoadError(file: file, problem: "not a JSON object with \"points\", \"strokes\" or \"templates\"")
        }
        let format = top["format"] as? String
        if format == bundleFormat || (format == nil && top["strokes"] != nil) {
            // A "strokes" array after a fitting "format" was read above as a bundle; one that
            // reaches here had keys before it that the bundle reader rejects.
            throw LoadError(
                file: file,
                problem: top["strokes"] is [Any]
                    ? "not an encircle-strokes bundle: the keys before \"strokes\" cannot be read"
                    : "not an encircle-strokes bundle: \"strokes\" is not an array")
        }
        if format == nil, let templates = top["templates"] {
            guard let entries = templates as? [Any] else {
                throw LoadError(file: file, problem: "not a template set: \"templates\" is not an array")
            }
            return collectTemplates(entries, file: file)
        }
        if let format { throw LoadError(file: file, problem: unknownFormat(format)) }
        let decoder = JSONDecoder()
        let single: Single
        do {
            single = try decoder.decode(Single.self, from: data)
        } catch {
            throw LoadError(
                file: file, problem: "not a stroke {\"points\":[{\"x\":..,\"y\":..,\"t\":..}]}: \(describe(error))")
        }
        guard !single.points.isEmpty else {
            throw LoadError(file: file, problem: "\"points\" is empty")
        }
        let folders = GestureLabel.subjectAndSpeed(forFile: file)
        let stroke = LabeledStroke(
            file: file,
            label: single.label ?? GestureLabel.label(forFile: file),
            subject: single.subject ?? folders.subject,
            speed: single.speed ?? folders.speed,
            stroke: Stroke(single.points)
        )
        return ([stroke], [])
    }

    private static func collectTemplates(
        _ entries: [Any], file: String
    ) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        var strokes: [LabeledStroke] = []
        var errors: [LoadError] = []
        strokes.reserveCapacity(entries.count)
        for (index, value) in entries.enumerated() {
            let object = value as? [String: Any]
            let name = object?["name"] as? String
            do throws(EntryProblem) {
                guard let object else { throw EntryProblem(problem: "template is not an object") }
                guard let name, !name.isEmpty else { throw EntryProblem(problem: "missing \"name\"") }
                let samples = try templateSamples(object["points"])
                strokes.append(LabeledStroke(file: "\(file):\(name)", label: name, stroke: Stroke(samples)))
            } catch {
                errors.append(LoadError(file: "\(file):\(name ?? "#\(index + 1)")", problem: error.problem))
            }
        }
        return (strokes, errors)
    }

    /// What a file whose `format` is not ``bundleFormat`` is told.
    static func unknownFormat(_ format: String) -> String {
        "unknown format \"\(format)\" (expected \"\(bundleFormat)\")"
    }

    /// The samples of a template's `points` array of `[x, y]` or `[x, y, t]` (`t` may be `null`).
    private static func templateSamples(_ value: Any?) throws(EntryProblem) -> [Stroke.Sample] {
        guard let points = value as? [Any] else { throw EntryProblem.missingPoints }
        guard !points.isEmpty else { throw EntryProblem.emptyPoints }
        var samples: [Stroke.Sample] = []
        samples.reserveCapacity(points.count)
        for (index, point) in points.enumerated() {
            guard let values = point as? [Any], values.count == 2 || values.count == 3,
                let x = values[0] as? Double, let y = values[1] as? Double
            else { throw EntryProblem.point(index) }
            var time: Double?
            if values.count == 3, !(values[2] is NSNull) {
                guard let t = values[2] as? Double else { throw EntryProblem.time(index) }
                time = t
            }
            samples.append(Stroke.Sample(x: x, y: y, time: time))
        }
        return samples
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

    private struct Single: Decodable {
        var points: [Stroke.Sample]
        var label: String?
        var subject: String?
        var speed: String?
    }

    /// What is wrong with one stroke of a bundle, a template set or a JSON Lines file; the
    /// messages shared by their readers are defined here once.
    struct EntryProblem: Error {
        var problem: String

        static let notAnObject = EntryProblem(problem: "entry is not an object")
        static let missingPoints = EntryProblem(problem: "missing \"points\" array")
        static let emptyPoints = EntryProblem(problem: "\"points\" is empty")

        /// Point `index` (from 0) is not an array of two or three numbers (or, in JSON Lines and
        /// bundles, an object with `x` and `y`).
        static func point(_ index: Int) -> EntryProblem {
            EntryProblem(problem: "point \(index + 1) is not [x, y] or [x, y, t] with numbers")
        }

        /// The time of point `index` (from 0) is neither a number nor `null`.
        static func time(_ index: Int) -> EntryProblem {
            EntryProblem(problem: "point \(index + 1): t is not a number")
        }
    }
}
