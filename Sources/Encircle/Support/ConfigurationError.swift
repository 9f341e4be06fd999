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
    /// The name of the setting, as in Swift and JSON (`"maximumTailDeviation"`).
    public var key: String
    /// The value that was passed, as text (`"0"`, `"NaN"`, `"-1"`).
    public var value: String
    /// What is allowed, as a phrase that completes "it must be …" (`"greater than 0"`).
    public var allowed: String

    /// Creates an error.
    ///
    /// - Complexity: O(1).
    public init(key: String, value: String, allowed: String) {
        self.key = key
        self.value = value
        self.allowed = allowed
    }

    /// "maximumTailDeviation is 0; it must be greater than 0".
    public var description: String { "\(key) is \(value); it must be \(allowed)" }
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
}

extension ConfigurationError: LocalizedError {
    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
}
