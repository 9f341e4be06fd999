import Foundation

/// A value an app, a file or a request passed that a detector, recognizer or tracker cannot use:
/// the key it was given for, the value, and the range that is allowed.
///
/// Every configurable type in Encircle validates through one check per limit, so that each limit
/// has one range and one message, whether it arrives through an initializer, a property or JSON;
/// settings that contradict each other name both keys.
///
/// ```swift
/// var configuration = CircleDetector.Configuration()
/// configuration.maximumTailDeviation = 0
/// try CircleDetector(configuration: configuration)
/// // ConfigurationError: "maximumTailDeviation is 0; it must be greater than 0"
/// ```
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name of the setting, as in Swift and JSON (`"maximumTailDeviation"`), or the path of
    /// the JSON value that could not be decoded (`"acceptedShapes[1]"`).
    public var key: String
    /// The value that was passed, as text (`"0"`, `"NaN"`, `"-1"`), or what the JSON held
    /// instead of a value of the right kind (`"a string"`, `"an unknown key"`).
    public var value: String
    /// What is allowed, as a phrase that completes "it must be …" (`"greater than 0"`).
    public var allowed: String
    /// The decoder's own sentence, when the JSON could not be read as a configuration at all.
    private var sentence: String?

    /// Creates an error.
    ///
    /// - Complexity: O(1).
    public init(key: String, value: String, allowed: String) {
        self.key = key
        self.value = value
        self.allowed = allowed
    }

    /// An error worded by the decoder: an unknown key, a value of the wrong kind.
    ///
    /// - Complexity: O(1).
    package init(key: String, value: String, allowed: String, sentence: String) {
        self.init(key: key, value: value, allowed: allowed)
        self.sentence = sentence
    }

    /// "maximumTailDeviation is 0; it must be greater than 0", or the decoder's sentence:
    /// `unknown key "minimumSweep" in CircleDetector.Configuration; did you mean "minimumSweepDegrees"?`,
    /// `minimumScore: Expected to decode Double but found a string instead`.
    public var description: String { sentence ?? "\(key) is \(value); it must be \(allowed)" }
}

extension ConfigurationError {
    /// Throws unless `value` lies in `range`.
    ///
    /// - Complexity: O(1).
    package static func check(_ value: Double, _ key: String, in range: AllowedRange) throws(ConfigurationError) {
        guard range.contains(value) else {
            throw ConfigurationError(key: key, value: NumberText.exact(value), allowed: range.description)
        }
    }

    /// Throws unless `value` lies in `range`.
    ///
    /// - Complexity: O(1).
    package static func check(_ value: Int, _ key: String, in range: AllowedRange) throws(ConfigurationError) {
        try check(Double(value), key, in: range)
    }

    /// A count set as a number (in JSON, by the tuner), once held to its range: a fraction
    /// counts as the whole number below it. Every configuration's counts read so.
    ///
    /// - Complexity: O(1).
    package static func count(_ value: Double) -> Int { Int(value.rounded(.down)) }
}

extension ConfigurationError {
    /// The error for what went wrong while decoding a configuration: `error` itself when it is a
    /// `ConfigurationError`; for a `DecodingError`, its own words with the path where it happened
    /// (``Swift/DecodingError/sentence``); for anything else the decoder throws (Foundation's
    /// number that does not fit its type), its description.
    ///
    /// - Complexity: O(*d*) in the depth of the coding path.
    package init(decoding error: any Error) {
        if let error = error as? ConfigurationError {
            self = error
            return
        }
        guard let error = error as? DecodingError else {
            self.init(
                key: "", value: "not readable", allowed: "readable JSON", sentence: "a value cannot be read: \(error)")
            return
        }
        if case .dataCorrupted(let context) = error, let underlying = context.underlyingError as? ConfigurationError {
            self = underlying
            return
        }
        let context: DecodingError.Context? =
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
                .valueNotFound(_, let context):
                context
            @unknown default: nil
            }
        let value =
            switch error {
            case .typeMismatch: "of another type"
            case .valueNotFound: "null"
            case .keyNotFound: "missing"
            default: "not readable"
            }
        let path = context.map { DecodingError.path(of: $0) } ?? ""
        let sentence = if case .typeMismatch = error, path.isEmpty { "not a JSON object" } else { error.sentence }
        self.init(key: path, value: value, allowed: "as the configuration's type says", sentence: sentence)
    }
}

extension ConfigurationError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
