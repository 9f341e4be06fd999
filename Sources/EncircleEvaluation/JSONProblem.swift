import Foundation

/// Words for what is wrong with JSON: the one account of decoding errors for strokes and
/// detector configurations (the problems of ``LoadError``), and for JSON a tool or an app
/// decodes itself (a template file, a request), so that all read alike.
///
/// ```swift
/// JSONProblem.describe(error)   // "points[3].y: Expected to decode Double but found a string instead"
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
        return error.sentence
    }

    /// "not valid JSON", with the decoder's account of where when it gives one (Foundation on
    /// Apple platforms does, with line and column; on Linux it says nothing more).
    ///
    /// - Complexity: O(1).
    package static func syntax(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error, let underlying = context.underlyingError else {
            return "not valid JSON"
        }
        return "not valid JSON: " + describe(underlying)
    }
}
