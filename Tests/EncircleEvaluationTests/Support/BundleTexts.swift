/// Bundles that a byte scanner can trip on, shared by the tests of the bundle's readers.
enum BundleTexts {
    /// A byte-order mark, white space and line breaks between every token, entries across lines
    /// and sharing lines, strings holding brackets, braces, escaped quotes and backslashes, a
    /// point object, keys after the array, a syntax error inside entry 3 and an entry that is
    /// not an object (entry 5). Entries 1, 2 and 4 load.
    static let tricky =
        "\u{FEFF}"
            + #"""
            {
              "source" : "a [test] {with} \"brackets\"" ,
              "format":"encircle-strokes",
              "strokes"
              :
              [ {"file":"s02/fast/circle01.xml","points":[[1,2,0],[3,4,0.01]],"note":"]}\\"},{"label":"v","points":
                [ [5 , 6] ,
                  [7,8]]} ,
              {"file":"s03/slow/star01.xml","points":[[1,2],,[3,4]]},
              {"label":"x\"]}","points":[{"x":1,"y":2}]}, 7
              ],
              "extra": {"nested": [1, {"a": "]"}]}
            }
            """#
}
