import Encircle
import Foundation

extension DollarOneTranscription {
    /// The templates file, relative to the repository's root: the 16 canonical templates of
    /// `dollar.js`, `{"templates":[{"name":"triangle","points":[[137,139],…]},…]}`.
    public static let templatesPath = "Data/dollar1-templates.json"
    /// How many templates the file holds.
    static let canonicalTemplateCount = 16

    /// The recognizer with the 16 canonical templates of ``templatesPath``, read and normalized once
    /// per process (before anything is measured, as an app makes its recognizer once), or why
    /// they could not be read.
    public static let canonical: Result<DollarOneTranscription, BenchmarkSetupError> = {
        do throws(BenchmarkSetupError) {
            return .success(try DollarOneTranscription(templatesAt: RepositoryFile.locate(templatesPath)))
        } catch {
            return .failure(error)
        }
    }()

    /// Reads the templates at `path` and normalizes them.
    ///
    /// - Throws: ``BenchmarkSetupError`` naming the file when it is missing, is not the templates'
    ///   JSON, or does not hold 16 templates of at least two points each.
    /// - Complexity: O(*t* · *n*) for *t* templates of *n* points.
    init(templatesAt path: String?) throws(BenchmarkSetupError) {
        guard let path else {
            throw BenchmarkSetupError("cannot find \(Self.templatesPath): run from the repository or from Benchmarks/")
        }
        struct File: Decodable {
            struct Template: Decodable {
                var name: String
                var points: [[Double]]
            }
            var templates: [Template]
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw BenchmarkSetupError("cannot read the $1 templates in \(path): \(error)")
        }
        var templates: [(name: String, points: [Point])] = []
        for template in file.templates {
            guard template.points.count >= 2, template.points.allSatisfy({ $0.count == 2 }) else {
                throw BenchmarkSetupError(
                    "\(path): template \"\(template.name)\" needs at least two [x, y] points")
            }
            templates.append((template.name, template.points.map { Point(x: $0[0], y: $0[1]) }))
        }
        guard templates.count == Self.canonicalTemplateCount else {
            throw BenchmarkSetupError(
                "\(path) holds \(templates.count) templates; \(Self.canonicalTemplateCount) expected")
        }
        self.init(templates: templates)
    }
}
