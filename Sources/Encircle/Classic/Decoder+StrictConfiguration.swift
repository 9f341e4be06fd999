// Decoding helpers for configurations that are read from files: a misspelt key is an error
// rather than a silently kept default, and a value out of range is a `DecodingError` that
// carries the `ConfigurationError` (key, value, allowed range) and its coding path.

/// A coding key for any string: lists the keys a JSON object actually has.
private struct AnyConfigurationKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Throws `DecodingError.dataCorrupted` when the object being decoded has a key that is not
    /// one of `Keys` (the first such key alphabetically):
    /// `unknown key "viewWidht" in SadunCircleTest.Configuration; the keys are maximumDuration, …`.
    ///
    /// - Parameter typeName: The type's name as the message shows it.
    /// - Complexity: O(*k* log *k*) for *k* keys in the object.
    func rejectUnknownConfigurationKeys<Keys: CodingKey & CaseIterable>(
        _: Keys.Type, in typeName: String
    ) throws {
        let container = try container(keyedBy: AnyConfigurationKey.self)
        let known = Keys.allCases.map(\.stringValue)
        let unknown = container.allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath + [AnyConfigurationKey(stringValue: first)],
                debugDescription:
                    "unknown key \"\(first)\" in \(typeName); the keys are \(known.joined(separator: ", "))"))
    }

    /// `error` as the `DecodingError.dataCorrupted` a decoder throws: its description as the
    /// message, its key appended to the coding path, and `error` as the underlying error.
    ///
    /// - Complexity: O(1).
    func invalidConfiguration(_ error: ConfigurationError) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath + [AnyConfigurationKey(stringValue: error.key)],
                debugDescription: error.description, underlyingError: error))
    }
}
