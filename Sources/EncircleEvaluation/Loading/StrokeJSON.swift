import Encircle
import Foundation

/// Reads the JSON forms of strokes: the project's bundle and single strokes.
///
/// - **Bundle** (`Scripts/pack-dataset.py`):
///   `{"format":"encircle-strokes","source":..,"strokes":[{"file":..,"label":..,"subject":..,
///   "speed":..,"points":[[x,y,t],...]}]}`, `t` in seconds, optional (`[x,y]` or `null`).
///   Each entry is loaded on its own: a broken entry is an error named `bundle.json:entry`,
///   the others still load.
/// - **Single stroke** (DESIGN.md): `{"points":[{"x":1,"y":2,"t":0.016},...]}`, `t` in
///   seconds, optional; optional `label`, `subject` and `speed` keys override what the file
///   name and folders say.
public enum StrokeJSON {
    /// The value of `format` that marks a bundle.
    public static let bundleFormat = "encircle-strokes"

    /// Parses `data`, the content of the file called `file`.
    ///
    /// - Returns: The strokes read and one error per broken bundle entry.
    /// - Throws: ``LoadError`` when the file as a whole is not one of the two forms.
    /// - Complexity: O(*n*) in the size of `data`.
    public static func strokes(
        from data: Data, file: String
    ) throws(LoadError) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw LoadError(file: file, problem: "empty file")
        }
        let decoder = JSONDecoder()
        let probe: Probe
        do {
            probe = try decoder.decode(Probe.self, from: data)
        } catch {
            throw LoadError(file: file, problem: "not a JSON object with \"points\" or \"strokes\": \(describe(error))")
        }
        if probe.format == bundleFormat || (probe.format == nil && probe.hasStrokes) {
            do {
                let bundle = try decoder.decode(BundleFile.self, from: data)
                return collect(bundle, file: file)
            } catch {
                throw LoadError(file: file, problem: "not an encircle-strokes bundle: \(describe(error))")
            }
        }
        if let format = probe.format {
            throw LoadError(file: file, problem: "unknown format \"\(format)\" (expected \"\(bundleFormat)\")")
        }
        do {
            let single = try decoder.decode(Single.self, from: data)
            let folders = GestureLabel.subjectAndSpeed(forFile: file)
            let stroke = LabeledStroke(
                file: file,
                label: single.label ?? GestureLabel.label(forFile: file),
                subject: single.subject ?? folders.subject,
                speed: single.speed ?? folders.speed,
                stroke: Stroke(single.points)
            )
            return ([stroke], [])
        } catch {
            throw LoadError(
                file: file, problem: "not a stroke {\"points\":[{\"x\":..,\"y\":..,\"t\":..}]}: \(describe(error))")
        }
    }

    private static func collect(_ bundle: BundleFile, file: String) -> (strokes: [LabeledStroke], errors: [LoadError]) {
        var strokes: [LabeledStroke] = []
        var errors: [LoadError] = []
        strokes.reserveCapacity(bundle.strokes.count)
        for (index, entry) in bundle.strokes.enumerated() {
            switch entry.result {
            case .success(let entry):
                let name = "\(file):\(entry.file ?? "#\(index + 1)")"
                let folders = GestureLabel.subjectAndSpeed(forFile: entry.file ?? "")
                strokes.append(
                    LabeledStroke(
                        file: name,
                        label: entry.label ?? GestureLabel.label(forFile: entry.file ?? ""),
                        subject: entry.subject ?? folders.subject,
                        speed: entry.speed ?? folders.speed,
                        stroke: Stroke(entry.samples)
                    ))
            case .failure(let problem):
                errors.append(LoadError(file: "\(file):#\(index + 1)", problem: problem.problem))
            }
        }
        return (strokes, errors)
    }

    /// A readable one-line account of a decoding error.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "invalid JSON\(path(context))" + (underlying.map { ": \($0)" } ?? "")
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\"\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription)\(path(context))"
        @unknown default:
            return "\(error)"
        }
    }

    private struct Probe: Decodable {
        var format: String?
        var hasStrokes: Bool
        private enum CodingKeys: String, CodingKey { case format, strokes }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try? container.decodeIfPresent(String.self, forKey: .format)
            hasStrokes = container.contains(.strokes)
        }
    }

    private struct Single: Decodable {
        var points: [Stroke.Sample]
        var label: String?
        var subject: String?
        var speed: String?
    }

    private struct BundleFile: Decodable {
        var strokes: [Lenient<Entry>]
    }

    struct EntryProblem: Error { var problem: String }

    /// Decodes an element without failing the array it is in.
    private struct Lenient<Element: Decodable>: Decodable {
        var result: Result<Element, EntryProblem>
        init(from decoder: any Decoder) throws {
            do {
                result = .success(try Element(from: decoder))
            } catch let problem as EntryProblem {
                result = .failure(problem)
            } catch {
                result = .failure(EntryProblem(problem: StrokeJSON.describe(error)))
            }
        }
    }

    private struct Entry: Decodable {
        var file: String?
        var label: String?
        var subject: String?
        var speed: String?
        var samples: [Stroke.Sample]

        private enum CodingKeys: String, CodingKey { case file, label, subject, speed, points }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            file = try container.decodeIfPresent(String.self, forKey: .file)
            label = try container.decodeIfPresent(String.self, forKey: .label)
            subject = try Self.text(container, .subject)
            speed = try container.decodeIfPresent(String.self, forKey: .speed)
            let points = try container.decode([[Double?]].self, forKey: .points)
            let name = file ?? "entry"
            samples = try points.enumerated().map { index, point throws(EntryProblem) in
                guard point.count == 2 || point.count == 3, let x = point[0], let y = point[1] else {
                    throw EntryProblem(problem: "\(name): point \(index + 1) is not [x, y] or [x, y, t]")
                }
                return Stroke.Sample(x: x, y: y, time: point.count == 3 ? point[2] : nil)
            }
        }

        /// Subjects are strings in bundles written by the packer; accept numbers too.
        private static func text(
            _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys
        ) throws -> String? {
            if let number = try? container.decodeIfPresent(Int.self, forKey: key) { return String(number) }
            return try container.decodeIfPresent(String.self, forKey: key)
        }
    }
}
