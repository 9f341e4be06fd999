import Foundation

/// Words for what is wrong with JSON, the one account of decoding errors for strokes, detector
/// configurations, template files and the playground's messages.
///
/// ```swift
/// JSONProblem.describe(error)   // "points[3].y: Expected to decode Double but found a string instead"
/// JSONProblem.syntax(error)     // "not valid JSON"
/// ```
public enum JSONProblem {
    /// A readable one-line account of a JSON parsing or decoding error, naming the key path
    /// where there is one: `points[3].y: Expected to decode Double but found a string instead`.
    ///
    /// - Complexity: O(*d*) in the depth of the coding path.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else {
            let nsError = error as NSError
            return nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? nsError.localizedDescription
        }
        func located(_ context: DecodingError.Context, _ message: String) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            let path = keys.hasPrefix(".") ? String(keys.dropFirst()) : keys
            let trimmed = message.hasSuffix(".") ? String(message.dropLast()) : message
            return path.isEmpty ? trimmed : "\(path): \(trimmed)"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return located(context, "missing key \"\(key.stringValue)\"")
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return located(context, context.debugDescription)
        @unknown default:
            return "\(error)"
        }
    }

    /// "not valid JSON", with the decoder's account of where when it gives one (Foundation on
    /// Apple platforms does, with line and column; on Linux it says nothing more).
    ///
    /// - Complexity: O(1).
    public static func syntax(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error, let underlying = context.underlyingError else {
            return "not valid JSON"
        }
        return "not valid JSON: " + describe(underlying)
    }
}
