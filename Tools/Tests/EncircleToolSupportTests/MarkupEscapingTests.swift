import EncircleToolSupport
import Testing

@Suite struct MarkupEscapingTests {
    @Test func replacesEveryMarkupCharacter() {
        #expect(MarkupEscaping.escaped(#"a<b>&"c"'d'"#) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
    }

    @Test func leavesOtherTextAlone() {
        #expect(MarkupEscaping.escaped("circle01 · 300°") == "circle01 · 300°")
        #expect(MarkupEscaping.escaped("") == "")
    }
}
