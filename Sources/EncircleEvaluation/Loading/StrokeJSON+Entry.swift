import Encircle
import Foundation

extension StrokeJSON {
    /// One stroke as JSON writes it: a line of JSON Lines, an entry of a bundle, a template or a
    /// single-stroke file. The one place that reads a stroke's keys and points, through `Codable`.
    ///
    /// `{"file":..,"label":..,"subject":..,"speed":..,"points":[[x,y,t],...]}`: every key but
    /// `points` optional; `subject` a string or a whole number; each point `[x, y]`, `[x, y, t]`
    /// or `{"x":..,"y":..,"t":..}`, `t` in seconds, optional or `null`. Other keys are ignored.
    /// Whatever is wrong is thrown as an ``EntryProblem`` in words, named by `file` when that
    /// could be read.
    struct Entry: Decodable {
        var file: String?
        var label: String?
        var subject: String?
        var speed: String?
        var samples: [Stroke.Sample]

        private enum Key: String, CodingKey { case file, label, subject, speed, points }
        private enum PointKey: String, CodingKey { case x, y, t }

        init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: Key.self) else { throw EntryProblem.notAnObject }
            do {
                file = try Self.text(.file, in: container)
                label = try Self.text(.label, in: container)
                subject = try Self.subject(in: container)
                speed = try Self.text(.speed, in: container)
                guard var points = try? container.nestedUnkeyedContainer(forKey: .points) else {
                    throw EntryProblem.missingPoints
                }
                samples = []
                samples.reserveCapacity(points.count ?? 0)
                while !points.isAtEnd { samples.append(try Self.sample(in: &points, index: samples.count)) }
                guard !samples.isEmpty else { throw EntryProblem.emptyPoints }
            } catch var problem as EntryProblem {
                problem.name = file
                throw problem
            }
        }

        /// A string or `null`.
        private static func text(_ key: Key, in container: KeyedDecodingContainer<Key>) throws(EntryProblem)
            -> String?
        {
            do {
                return try container.decodeIfPresent(String.self, forKey: key)
            } catch {
                throw EntryProblem(problem: "\"\(key.stringValue)\" is not a string")
            }
        }

        /// A string, a whole number (as in the $1 logs' bundles) or `null`.
        private static func subject(in container: KeyedDecodingContainer<Key>) throws(EntryProblem) -> String? {
            if let text = try? container.decodeIfPresent(String.self, forKey: .subject) { return text }
            if let number = try? container.decodeIfPresent(Int.self, forKey: .subject) { return String(number) }
            guard container.contains(.subject), (try? container.decodeNil(forKey: .subject)) != true else {
                return nil
            }
            throw EntryProblem(problem: "\"subject\" is not a string or a whole number")
        }

        /// The point at the front of `points`, `[x, y]`, `[x, y, t]` or `{"x":..,"y":..,"t":..}`.
        private static func sample(in points: inout any UnkeyedDecodingContainer, index: Int) throws(EntryProblem)
            -> Stroke.Sample
        {
            func finite(_ value: Double?) throws(EntryProblem) -> Double {
                guard let value, value.isFinite else { throw EntryProblem.point(index) }
                return value
            }
            func time(_ read: () throws -> Double?) throws(EntryProblem) -> Double? {
                do { return try read() } catch { throw EntryProblem.time(index) }
            }
            if var values = try? points.nestedUnkeyedContainer() {
                guard let count = values.count, count == 2 || count == 3 else { throw EntryProblem.point(index) }
                let x = try finite(try? values.decode(Double.self))
                let y = try finite(try? values.decode(Double.self))
                let t = count < 3 ? nil : try time { try values.decodeNil() ? nil : try values.decode(Double.self) }
                return Stroke.Sample(x: x, y: y, time: t)
            }
            guard let object = try? points.nestedContainer(keyedBy: PointKey.self) else {
                throw EntryProblem.point(index)
            }
            let x = try finite(try? object.decode(Double.self, forKey: .x))
            let y = try finite(try? object.decode(Double.self, forKey: .y))
            let t = try time { try object.decodeIfPresent(Double.self, forKey: .t) }
            return Stroke.Sample(x: x, y: y, time: t)
        }
    }

    /// What is wrong with one stroke of a bundle, a template set or a JSON Lines file, and the
    /// `file` that names it when that could be read; the messages shared by their readers are
    /// defined here once.
    struct EntryProblem: Error {
        var problem: String
        var name: String?

        static let notAnObject = EntryProblem(problem: "entry is not an object")
        static let missingPoints = EntryProblem(problem: "missing \"points\" array")
        static let emptyPoints = EntryProblem(problem: "\"points\" is empty")

        /// Point `index` (from 0) is not `[x, y]`, `[x, y, t]` or an object with `x` and `y`,
        /// with finite numbers.
        static func point(_ index: Int) -> EntryProblem {
            EntryProblem(problem: "point \(index + 1) is not [x, y] or [x, y, t] with numbers")
        }

        /// The time of point `index` (from 0) is neither a number nor `null`.
        static func time(_ index: Int) -> EntryProblem {
            EntryProblem(problem: "point \(index + 1): t is not a number")
        }
    }

    /// `bytes` decoded as one ``Entry``: a syntax error is ``EntryProblem`` "not valid JSON",
    /// followed by `place` (where the entry begins, for a bundle's).
    static func entry(in bytes: some Collection<UInt8>, place: String = "") throws(EntryProblem) -> Entry {
        do {
            return try JSONDecoder().decode(Entry.self, from: Data(bytes))
        } catch let problem as EntryProblem {
            throw problem
        } catch {
            throw EntryProblem(problem: syntaxProblem(error) + place)
        }
    }

    /// "not valid JSON", with the decoder's account of where when it gives one (Foundation on
    /// Apple platforms does, with line and column; on Linux it says nothing more).
    static func syntaxProblem(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error, let underlying = context.underlyingError else {
            return "not valid JSON"
        }
        return "not valid JSON: " + describe(underlying)
    }
}
