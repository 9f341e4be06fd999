// Decoding helpers for configurations that are read from files: a misspelt key is an error
// rather than a silently kept default. Every error a configuration's decoding throws is a
// `ConfigurationError`, whose `localizedDescription` says what is wrong.

/// A coding key for any string: lists the keys a JSON object actually has.
private struct AnyConfigurationKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { nil }
}

extension Decoder {
    /// Throws a ``ConfigurationError`` when the object being decoded has a key that is not
    /// one of `Keys` (the first such key alphabetically); see ``rejectUnknownConfigurationKeys(_:in:)``.
    ///
    /// - Complexity: O(*k* log *k*) for *k* keys in the object.
    package func rejectUnknownConfigurationKeys<Keys: CodingKey & CaseIterable>(
        _: Keys.Type, in typeName: String
    ) throws {
        try rejectUnknownConfigurationKeys(Keys.allCases.map(\.stringValue), in: typeName)
    }

    /// Throws a ``ConfigurationError`` when the object being decoded has a key that is not
    /// in `known` (the first such key alphabetically), suggesting the known key it starts like:
    /// `unknown key "minimumSweep" in CircleDetector.Configuration; did you mean "minimumSweepDegrees"?`,
    /// or listing them: `unknown key "viewWidht" in SadunCircleTest.Configuration; the keys are …`.
    ///
    /// - Parameter typeName: The type's name as the message shows it.
    /// - Complexity: O(*k* log *k* + *k*·*m*) for *k* keys in the object and *m* known keys.
    package func rejectUnknownConfigurationKeys(_ known: [String], in typeName: String) throws {
        let container = try container(keyedBy: AnyConfigurationKey.self)
        let unknown = container.allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
        guard let first = unknown.first else { return }
        let guess = known.first { $0.lowercased().hasPrefix(first.lowercased()) }
        let hint = guess.map { "did you mean \"\($0)\"?" } ?? "the keys are \(known.joined(separator: ", "))"
        throw ConfigurationError(
            key: first, value: "an unknown key", allowed: "a key of \(typeName)",
            sentence: "unknown key \"\(first)\" in \(typeName); \(hint)")
    }
}
