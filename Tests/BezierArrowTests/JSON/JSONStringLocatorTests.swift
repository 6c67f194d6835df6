import BezierArrow
import Testing

@Suite struct JSONStringLocatorTests {
    /// Locates decoded offsets in `{"p": <string>}` on line 1, where the opening quote is column 7.
    func column(of scalarOffset: Int, in string: String) throws -> Int {
        let text = "{\"p\": \(string)}"
        let value = try #require(try JSONParser.parse(text)["p"])
        let location = JSONStringLocator(text: text).position(ofScalarOffset: scalarOffset, inStringAt: value.position)
        #expect(location.line == 1)
        #expect(Array(text.utf8).count >= location.offset)
        return location.column
    }

    @Test func plainCharactersAdvanceOneColumnEach() throws {
        #expect(try column(of: 0, in: #""M 0 0""#) == 8)
        #expect(try column(of: 2, in: #""M 0 0""#) == 10)
    }

    @Test func escapesCountTheirRawLength() throws {
        // \n is two columns, \u00e9 six, a surrogate pair twelve: each decodes to one scalar.
        #expect(try column(of: 2, in: #""\nXY""#) == 8 + 2 + 1)
        #expect(try column(of: 1, in: #""\u00e9X""#) == 8 + 6)
        #expect(try column(of: 1, in: #""\ud83d\ude00X""#) == 8 + 12)
    }

    @Test func multiByteCharactersAreOneColumn() throws {
        // é is two UTF-8 bytes, 😀 four, each one scalar and one column.
        #expect(try column(of: 1, in: "\"éX\"") == 9)
        #expect(try column(of: 1, in: "\"😀X\"") == 9)
    }

    @Test func offsetsPastTheEndStopAtTheClosingQuote() throws {
        #expect(try column(of: 99, in: #""ab""#) == 10)
    }
}
