public import Encircle
public import EncircleShapes
public import Foundation

extension CircleDetector.Configuration {
    /// Reads the limits from a configuration JSON file, as `encircle tune` writes it
    /// (`{"minimumSweepDegrees": 300, "maximumAspectRatio": 1.8, ...}`; a missing key keeps its
    /// default).
    ///
    /// ```swift
    /// let limits = try CircleDetector.Configuration(contentsOf: URL(fileURLWithPath: "limits.json"))
    /// // LoadError: "limits.json: maximumTailDeviation is 0; it must be greater than 0"
    /// ```
    ///
    /// - Parameter limits: How much of the file to read at most (the limit per stroke: a file
    ///   read whole).
    /// - Throws: ``LoadError`` naming the file (its path) and the problem: it cannot be read, it
    ///   is too long, it is not JSON, it is not a configuration, or a limit is out of its range
    ///   (the ``ConfigurationError``'s sentence).
    /// - Complexity: O(*n*) in the size of the file.
    public init(contentsOf url: URL, limits: ReadLimits = ReadLimits()) throws(LoadError) {
        self = try ConfigurationJSON.decode(Self.self, contentsOf: url, limits: limits)
    }

    /// Reads the limits from configuration JSON held in memory (a request body, a resource).
    ///
    /// ```swift
    /// let limits = try CircleDetector.Configuration(json: Data(#"{"maximumAspectRatio": 1.5}"#.utf8),
    ///                                               name: "request")
    /// limits.maximumAspectRatio   // 1.5
    /// ```
    ///
    /// - Parameter name: What the JSON is called in errors (a file name, "request").
    /// - Throws: ``LoadError`` naming `name` and the problem, as ``init(contentsOf:limits:)``.
    /// - Complexity: O(*n*) in the size of `json`.
    package init(json: Data, name: String) throws(LoadError) {
        self = try ConfigurationJSON.decode(Self.self, from: json, name: name)
    }
}

extension ShapeRecognizer.Configuration {
    /// Reads the shape recognizer's settings from a JSON file (`{"minimumConfidence": 0.3,
    /// "allowedKinds": ["circle", "line"], ...}`; a missing key keeps its default), as
    /// ``Encircle/CircleDetector/Configuration/init(contentsOf:limits:)`` reads the circle
    /// detector's limits.
    ///
    /// ```swift
    /// let settings = try ShapeRecognizer.Configuration(contentsOf: URL(fileURLWithPath: "shapes.json"))
    /// // LoadError: "shapes.json: minimumConfidence is 2; it must be from 0 to 1"
    /// ```
    ///
    /// - Parameter limits: How much of the file to read at most (the limit per stroke: a file
    ///   read whole).
    /// - Throws: ``LoadError`` naming the file and the problem: it cannot be read, it is too
    ///   long, it is not JSON, a key is unknown, or a setting is out of its range.
    /// - Complexity: O(*n*) in the size of the file.
    public init(contentsOf url: URL, limits: ReadLimits = ReadLimits()) throws(LoadError) {
        self = try ConfigurationJSON.decode(Self.self, contentsOf: url, limits: limits)
    }
}

/// Decoding of configuration JSON with errors in words.
enum ConfigurationJSON {
    /// `T` decoded from the file at `url` (or the resource, for another URL), read within
    /// `limits`; every failure is a ``LoadError`` naming its path.
    static func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL, limits: ReadLimits) throws(LoadError)
        -> T
    {
        let name = url.isFileURL ? url.path : url.absoluteString
        let data: Data
        if url.isFileURL {
            data = try limits.contentsOfFile(url.path)
        } else {
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw LoadError(file: name, cannotRead: error)
            }
        }
        return try decode(type, from: data, name: name)
    }

    /// `T` decoded from `data`, a JSON object; every failure is a ``LoadError`` naming `name`. A
    /// ``ConfigurationError``, which configurations throw for everything wrong with their JSON
    /// (or a `DecodingError` carrying one), reads as its own sentence, "maximumTailDeviation is
    /// 0; it must be greater than 0".
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, name: String) throws(LoadError) -> T {
        try LoadError.checkNotEmpty(data, file: name)
        do {
            _ = try JSONDecoder().decode(AnyJSON.self, from: data)
        } catch {
            throw LoadError(file: name, problem: JSONProblem.syntax(error))
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            // ConfigurationError(decoding:) passes a ConfigurationError on and words a DecodingError.
            let isConfigurationProblem = error is ConfigurationError || error is DecodingError
            throw LoadError(
                file: name,
                problem: isConfigurationProblem
                    ? ConfigurationError(decoding: error).description : JSONProblem.describe(error))
        }
    }

    /// Any JSON value, read for its syntax alone.
    private struct AnyJSON: Decodable {
        init(from decoder: any Decoder) {}
    }
}
