extension DecodingError {
    /// A readable one-line account, naming the key path where there is one:
    /// `points[3].y: Expected to decode Double but found a string instead`. The one account of
    /// decoding errors for strokes, configurations, template files and the playground's messages.
    ///
    /// - Complexity: O(*d*) in the depth of the coding path.
    package var sentence: String {
        func located(_ context: Context, _ message: String) -> String {
            let path = Self.path(of: context)
            let trimmed = message.hasSuffix(".") ? String(message.dropLast()) : message
            return path.isEmpty ? trimmed : "\(path): \(trimmed)"
        }
        switch self {
        case .keyNotFound(let key, let context):
            return located(context, "missing key \"\(key.stringValue)\"")
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return located(context, context.debugDescription)
        @unknown default:
            return "\(self)"
        }
    }

    /// The coding path as JSON reads it: `points[3].y`.
    ///
    /// - Complexity: O(*d*) in the depth of the path.
    package static func path(of context: Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.hasPrefix(".") ? String(keys.dropFirst()) : keys
    }
}
