import Testing
import BezierArrow

@Suite struct JSONWriterTests {
    @Test func nestedValuesGetTheirCommas() throws {
        var w = JSONWriter()
        w.beginObject()
        w.key("hits"); w.beginArray(); w.bool(true); w.bool(false); w.endArray()
        w.key("empty"); w.beginArray(); w.endArray()
        w.key("nested"); w.beginObject(); w.key("a"); w.null(); w.key("b"); w.integer(-3); w.endObject()
        w.key("list"); w.beginArray(); w.beginObject(); w.endObject(); w.string("x"); w.number(0.5); w.endArray()
        w.endObject()
        #expect(w.text == #"{"hits":[true,false],"empty":[],"nested":{"a":null,"b":-3},"list":[{},"x",0.5]}"#)
        // It reads back as JSON.
        let parsed = try JSONParser.parse(w.text)
        #expect(parsed["nested"]?["b"]?.doubleValue == -3)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and \\ backslash", #""quote \" and \\ backslash""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("\u{01}\u{1F}\u{08}\u{0C}", #""\u0001\u001F\b\f""#),
        ("accents é and 🏹", "\"accents é and 🏹\""),
    ])
    func stringsAreEscaped(_ value: String, _ expected: String) throws {
        #expect(JSONWriter.quoted(value) == expected)
        #expect(try JSONParser.parse(JSONWriter.quoted(value)).stringValue == value)
    }

    @Test(arguments: [
        (35.0, "35"), (-2.0, "-2"), (0.0, "0"), (-0.0, "0"), (0.1, "0.1"), (1e-7, "1e-07"), (1.5e300, "1.5e+300"),
        (9_007_199_254_740_993.0, "9007199254740992"), (1e16, "1e+16"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func numbersAreShortestAndValid(_ value: Double, _ expected: String) throws {
        #expect(JSONWriter.number(value) == expected)
        if value.isFinite { #expect(try JSONParser.parse(JSONWriter.number(value)).doubleValue == value) }
    }
}
