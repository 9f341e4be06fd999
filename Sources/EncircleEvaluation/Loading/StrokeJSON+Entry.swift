import Encircle
import Foundation

extension StrokeJSON {
    /// One stroke in JSON: a line of JSON Lines, a bundle entry, a template or a single-stroke
    /// file. The one place that reads a stroke's keys and points.
    ///
    /// `{"file":..,"label":..,"subject":..,"speed":..,"points":[[x,y,t],...]}`: every key but
    /// `points` optional; `subject` a string or a whole number; each point `[x, y]`, `[x, y, t]`
    /// or `{"x":..,"y":..,"t":..}`, `t` in seconds, optional or `null`. Other keys are ignored.
    /// What is wrong is thrown as an ``EntryProblem``, named by `file` when that could be read.
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
            func text(_ key: Key) throws(EntryProblem) -> String? {
                do { return try container.decodeIfPresent(String.self, forKey: key) } catch {
                    throw EntryProblem(problem: "\"\(key.stringValue)\" is not a string")
                }
            }
            do {
                file = try text(.file)
                label = try text(.label)
                speed = try text(.speed)
                // A string, a whole number (as in the $1 logs' bundles) or `null`.
                if let subject = try? text(.subject) {
                    self.subject = subject
                } else if let number = try? container.decode(Int.self, forKey: .subject) {
                    subject = String(number)
                } else if container.contains(.subject), (try? container.decodeNil(forKey: .subject)) != true {
                    throw EntryProblem(problem: "\"subject\" is not a string or a whole number")
                }
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

        /// The point at the front of `points`.
        private static func sample(in points: inout any UnkeyedDecodingContainer, index: Int) throws(EntryProblem)
            -> Stroke.Sample
        {
            func finite(_ value: Double?) throws(EntryProblem) -> Double {
                guard let value, value.isFinite else { throw EntryProblem.point(index) }
                return value
            }
            func time(_ read: () throws -> Double?) throws(EntryProblem) -> Double? {
                do { return try read() } catch { throw EntryProblem(problem: "sample \(index): t is not a number") }
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
            return Stroke.Sample(x: x, y: y, time: try time { try object.decodeIfPresent(Double.self, forKey: .t) })
        }
    }

    /// What is wrong with one stroke, and the `file` that names it when that could be read.
    struct EntryProblem: Error {
        var problem: String
        var name: String?

        static let notAnObject = EntryProblem(problem: "entry is not an object")
        static let missingPoints = EntryProblem(problem: "missing \"points\" array")
        static let emptyPoints = EntryProblem(problem: "\"points\" is empty")

        /// Sample `index` (from 0) is not `[x, y]`, `[x, y, t]` or an object with finite `x` and `y`.
        static func point(_ index: Int) -> EntryProblem {
            EntryProblem(problem: "sample \(index) is not [x, y] or [x, y, t] with numbers")
        }
    }
}
