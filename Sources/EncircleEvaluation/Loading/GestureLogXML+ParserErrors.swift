/// The words for the error codes of Foundation's `XMLParser`, which on Linux gives only a number
/// (`XMLParser.ErrorCode`, the codes of libxml2's `xmlParserErrors`): "error 68" says nothing,
/// "a name is required here" says what to look for at the line and column given.
extension GestureLogXML {
    /// What error `code` means, or "XML error CODE" for a code not listed.
    ///
    /// - Complexity: O(1).
    static func words(forParserError code: Int) -> String {
        parserErrorWords[code] ?? "XML error \(code)"
    }

    /// Words by code, in the order of `XMLParser.ErrorCode` (libxml2's `XML_ERR_…` names in
    /// comments where the words stray from them).
    private static let parserErrorWords: [Int: String] = [
        1: "the parser failed internally",
        2: "out of memory",
        3: "the document does not start with XML",  // XML_ERR_DOCUMENT_START
        4: "no element where the document should begin: it is not XML",  // XML_ERR_DOCUMENT_EMPTY
        5: "the document ends too early",  // XML_ERR_DOCUMENT_END
        6: "an invalid hexadecimal character reference (&#x…;)",
        7: "an invalid decimal character reference (&#…;)",
        8: "an invalid character reference",
        9: "a character that XML does not allow",
        10: "a character reference cut off by the end of the document",
        11: "a character reference before the root element",
        12: "a character reference after the root element",
        13: "a character reference in the document type definition",
        14: "an entity reference cut off by the end of the document",
        15: "an entity reference before the root element",
        16: "an entity reference after the root element",
        17: "an entity reference in the document type definition",
        18: "a parameter entity reference cut off by the end of the document",
        19: "a parameter entity reference before the root element",
        20: "a parameter entity reference after the root element",
        21: "a parameter entity reference inside a declaration",
        22: "'&' without an entity name (write &amp; for an ampersand)",  // XML_ERR_ENTITYREF_NO_NAME
        23: "an entity reference without its closing ';'",
        24: "'%' without a parameter entity name",
        25: "a parameter entity reference without its closing ';'",
        26: "an undeclared entity (XML knows only &lt; &gt; &amp; &quot; &apos;)",  // XML_ERR_UNDECLARED_ENTITY
        27: "an undeclared entity",
        28: "a reference to an unparsed entity",
        29: "a reference to an external entity in an attribute",
        30: "a parameter entity used as a general entity",
        31: "an unknown encoding",
        32: "an encoding that is not supported",
        33: "a quoted string expected",  // XML_ERR_STRING_NOT_STARTED
        34: "a quoted string that is never closed",
        35: "an invalid namespace declaration",
        36: "an entity value expected",
        37: "an entity value that is never closed",
        38: "'<' inside an attribute value (write &lt;)",  // XML_ERR_LT_IN_ATTRIBUTE
        39: "an attribute value expected, in quotes (X=\"1\")",  // XML_ERR_ATTRIBUTE_NOT_STARTED
        40: "an attribute value that is never closed",  // XML_ERR_ATTRIBUTE_NOT_FINISHED
        41: "an attribute without a value",  // XML_ERR_ATTRIBUTE_WITHOUT_VALUE
        42: "an attribute given twice in one element",  // XML_ERR_ATTRIBUTE_REDEFINED
        43: "a quoted literal expected",
        44: "a quoted literal that is never closed",
        45: "a comment that is never closed (-->)",  // XML_ERR_COMMENT_NOT_FINISHED
        46: "a processing instruction without a name",
        47: "a processing instruction that is never closed (?>)",
        48: "a notation declaration expected",
        49: "a notation declaration that is never closed",
        50: "an attribute list declaration expected",
        51: "an attribute list declaration that is never closed",
        52: "a mixed content declaration expected",
        53: "a mixed content declaration that is never closed",
        54: "an element content declaration expected",
        55: "an element content declaration that is never closed",
        56: "an XML declaration expected (<?xml …?>)",
        57: "an XML declaration that is never closed (?>)",
        58: "a conditional section expected",
        59: "a conditional section that is never closed",
        60: "an external subset that is never closed",
        61: "a document type declaration that is never closed",
        62: "']]>' outside a CDATA section",
        63: "a CDATA section that is never closed (]]>)",
        64: "an XML declaration that is not at the start of the document",  // XML_ERR_RESERVED_XML_NAME
        65: "a space is required here",  // XML_ERR_SPACE_REQUIRED
        66: "a separator is required here",
        67: "a name token is required here",
        68: "a name is required here (after '<', '</' or in an attribute)",  // XML_ERR_NAME_REQUIRED
        69: "text content is required here",
        70: "a URI is required here",
        71: "a public identifier is required here",
        72: "'<' is required here",
        73: "'>' is required here (an element's start tag is not closed)",  // XML_ERR_GT_REQUIRED
        74: "'</' is required here",
        75: "'=' is required after an attribute name",  // XML_ERR_EQUAL_REQUIRED
        76: "an end tag that does not match the element it closes",  // XML_ERR_TAG_NAME_MISMATCH
        77: "an element that is never closed",  // XML_ERR_TAG_NOT_FINISHED
        78: "an invalid standalone value (yes or no)",
        79: "an invalid encoding name",
        80: "'--' inside a comment",  // XML_ERR_HYPHEN_IN_COMMENT
        81: "bytes that are not valid in the document's encoding",
        82: "an external entity in a standalone document",
        83: "an invalid conditional section",
        84: "a value is required here",
        85: "elements not properly nested",  // XML_ERR_NOT_WELL_BALANCED
        86: "content after the root element (a document has one root element)",  // XML_ERR_EXTRA_CONTENT
        87: "an invalid character in an entity",
        88: "a parameter entity reference inside an internal subset declaration",
        89: "an entity that refers to itself",  // XML_ERR_ENTITY_LOOP
        90: "an entity that crosses a markup boundary",
        91: "an invalid URI",
        92: "a URI with a fragment",
        93: "a catalog processing instruction in the wrong place",
        94: "no document type definition",
        95: "an invalid conditional section keyword",
        96: "an XML declaration without its version",
        97: "an unknown XML version",
        98: "an invalid xml:lang value",
        99: "an invalid namespace URI",
        100: "a relative namespace URI",
        101: "an encoding declaration is required here",
        102: "an invalid xml:space value",
        103: "a document that is not standalone",
        104: "an entity could not be processed",
        105: "a notation could not be processed",
        106: "a name with more than one ':'",
        107: "an entity declared twice",
        108: "an unknown XML version",
        109: "an XML version that does not match",
        110: "a name that is too long",
        111: "parsing stopped",
        201: "a namespace prefix that is not declared",
        202: "an invalid qualified name",
        203: "an attribute given twice in one element (with namespaces)",
        204: "an empty namespace name",
        205: "a name with a misplaced ':'",
    ]
}
