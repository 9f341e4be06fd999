import Foundation
import Testing

@testable import EncircleEvaluation

@Suite struct PlainJSONReaderTests {
    /// Runs `read` on a reader of `bytes`.
    private func reading<Result>(_ bytes: [UInt8], _ read: (inout PlainJSONReader) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = PlainJSONReader(buffer)
            return read(&reader)
        }
    }

    /// The string `json` holds, when it is plain.
    private func plainString(_ json: [UInt8]) -> String? {
        reading(json) { reader in
            guard let text = reader.plainString(), reader.isAtEnd() else { return nil }
            return String(decoding: text.bytes, as: UTF8.self)
        }
    }

    /// Whether the whole of `json` is one value the reader passes over.
    private func skips(_ json: String) -> Bool {
        reading(Array(json.utf8)) { $0.skipValue() && $0.isAtEnd() }
    }

    @Test func readsPlainStrings() {
        #expect(plainString(Array(#""circle""#.utf8)) == "circle")
        #expect(plainString(Array(#" "a [b] {c}, d:e" "#.utf8)) == "a [b] {c}, d:e")
        #expect(plainString(Array(#""café 😀""#.utf8)) == "café 😀")
        #expect(plainString(Array(#""""#.utf8)) == "")
        let isASCII = reading(Array(#""café""#.utf8)) { $0.plainString()?.isASCII }
        #expect(isASCII == false)
    }

    /// Escapes, raw control characters and invalid UTF-8 (a stray byte, a surrogate, an
    /// overlong form) are the decoder's to read or refuse.
    @Test func leavesOtherStringsToTheDecoder() {
        for json in [#""a\"b""#, #""\u0061""#, #""a\\""#, "\"a\tb\"", "\"a\nb\"", #""open"#] {
            #expect(plainString(Array(json.utf8)) == nil, "\(json)")
        }
        for bytes: [UInt8] in [[0xFF], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xE2, 0x82]] {
            #expect(plainString([UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]) == nil, "\(bytes)")
        }
    }

    @Test func readsWholeNumbersThatFitAnInt() {
        #expect(reading(Array("42".utf8)) { $0.wholeNumber() } == 42)
        #expect(reading(Array("-7".utf8)) { $0.wholeNumber() } == -7)
        #expect(reading(Array("-0".utf8)) { $0.wholeNumber() } == 0)
        #expect(reading(Array("999999999999999999".utf8)) { $0.wholeNumber() } == 999_999_999_999_999_999)
        for json in ["1.0", "1e2", "1000000000000000000", "01", "-", "x"] {
            #expect(reading(Array(json.utf8)) { $0.wholeNumber() } == nil, "\(json)")
        }
    }

    @Test func passesOverValuesInJSONsGrammar() {
        for json in [
            "null", "true", "false", "0", "-1.5e-3", "1e999", "0e5", #""s""#, "[]", "{}", " [ 1 , [ ] , { } ] ",
            #"{"a":[1,{"b":null}],"c":"x"}"#, #"[["]"]]"#, #"{"}":"{"}"#,
            String(repeating: "[", count: PlainJSONReader.maximumDepth)
                + String(repeating: "]", count: PlainJSONReader.maximumDepth),
        ] {
            #expect(skips(json), "\(json)")
        }
    }

    /// What is not JSON, and what the decoder forgives that is not (a trailing comma, a string
    /// with an escape, a number with a leading zero), is not passed over.
    @Test func stopsAtAnythingElse() {
        for json in [
            "", "nul", "tru", "True", "[1,]", "[1 2]", "{\"a\":1,}", "{\"a\" 1}", "{\"a\":}", "{1:2}", "[", "]", "01",
            "1.", ".5", "+1", "-", "1e", "1e+", "NaN", "Infinity", #""\q""#, #"{"a\u0062":1}"#, "[1]]",
            String(repeating: "[", count: PlainJSONReader.maximumDepth + 1)
                + String(repeating: "]", count: PlainJSONReader.maximumDepth + 1),
        ] {
            #expect(!skips(json), "\(json)")
        }
    }

    @Test func takesPunctuationAndNullAfterWhiteSpace() {
        let read = reading(Array(" \t\r\n[ null ,1]".utf8)) { reader in
            [
                reader.take(UInt8(ascii: "[")), reader.takeNull(), reader.take(UInt8(ascii: "]")),
                reader.take(UInt8(ascii: ",")), reader.nextIsNumber(), reader.number() == 1,
                reader.take(UInt8(ascii: "]")), reader.isAtEnd(),
            ]
        }
        #expect(read == [true, true, false, true, true, true, true, true])
    }
}
