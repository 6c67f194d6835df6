import BezierArrow
import Testing

/// The one reader's mistakes as each caller words them, pinned: a scene document's error (its
/// message, byte offset and JSON path) and a template's (its line, column and message), for
/// every kind of mistake, at the start, in the middle and at the end of the text.
@Suite struct JSONReadErrorWordingTests {
    /// Texts with one mistake each (or none: then the document says what it lacks).
    static let inputs: [[UInt8]] = [
        "{\"a\": 1} x", "", "   ", "[1,]", "tru", "[nul]", "{1: 2}", "{\"a\" 1}", "{\"a\": 1 \"b\": 2}", "{\"a\": 1",
        "{\"a\": 1,}", "[1 2]", "[1", "[1,", "{\"a\": 1, \"a\": 2}", "[-x]", "[-]", "[012]", "[-012]", "[1.]", "[1.x]", "[1e]", "[1e+]",
        "[1e400]", "[-1e400]", "[\"abc", "[\"abc\\", "[\"a\tb\"]", "[\"\\x\"]", "[\"\\é\"]", "[\"\\u12\"]", "[\"\\u1",
        "[\"\\uZZZZ\"]", "[\"\\uD83D\"]", "[\"\\uD83D\\u0041\"]", "[\"\\uDC00\"]", "[\"\\uD83D\\uDE00\"]",
        "\u{FEFF}{\n  \"a\": x}", "{\"é🏹\": 1,\n \"b\": [1, 2, é]}", "{\"a\": [1, {\"b\": ]}}", "{\"k\\n\": {\"x\": [0, 1, 2, .5]}}",
        "[\"ok\", 1.5, -0, 1e2, true, false, null, {}]", "{\"a\": {\"a\": 1}, \"b\": 1, \"b\": 2}",
        "[1234567890123456789012345678901234567890123456789e400]", "[\"\u{7F}\"]", "[\"a\"] ]",
    ].map { Array($0.utf8) } + [[0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC3, 0x22, 0x5D], [0x5B, 0xFF, 0x5D],
                                [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0x7B, 0x22, 0x61, 0x22, 0x3A, 0x01, 0x7D]]

    /// What a document and a template say of each of ``inputs``: `ok` when it reads.
    static let expected: [(document: String, template: String)] = [
        ("invalid JSON at byte 9: expected the end of the document, found 'x' @9 path []",
         "1:10: expected end of input after the JSON value, found 'x' offset 9"),
        ("invalid JSON at byte 0: expected a value, found the end of the data @0 path []",
         "1:1: expected a JSON value, found end of input offset 0"),
        ("invalid JSON at byte 3: expected a value, found the end of the data @3 path []",
         "1:4: expected a JSON value, found end of input offset 3"),
        ("[1]: invalid JSON at byte 3: expected a value, found ']' @3 path [[1]]",
         "1:4: expected a JSON value, found ']' offset 3"),
        ("invalid JSON at byte 0: expected a value, found 't' @0 path []",
         "1:1: expected a JSON value, found 't' offset 0"),
        ("[0]: invalid JSON at byte 1: expected a value, found 'n' @1 path [[0]]",
         "1:2: expected a JSON value, found 'n' offset 1"),
        ("invalid JSON at byte 1: expected a key in double quotes, found '1' @1 path []",
         "1:2: expected a key in double quotes, found '1' offset 1"),
        ("a: invalid JSON at byte 5: expected ':' after the key, found '1' @5 path [.a]",
         "1:6: expected ':' after key \"a\", found '1' offset 5"),
        ("invalid JSON at byte 8: expected ',' or '}' after an object member, found '\"' @8 path []",
         "1:9: expected ',' or '}' to continue the object, found '\"' offset 8"),
        ("invalid JSON at byte 7: expected ',' or '}', found the end of the data @7 path []",
         "1:8: expected ',' or '}' to continue the object, found end of input offset 7"),
        ("invalid JSON at byte 8: expected a key in double quotes, found '}' @8 path []",
         "1:9: expected a key in double quotes, found '}' offset 8"),
        ("invalid JSON at byte 3: expected ',' or ']' after an array element, found '2' @3 path []",
         "1:4: expected ',' or ']' to continue the array, found '2' offset 3"),
        ("invalid JSON at byte 2: expected ',' or ']', found the end of the data @2 path []",
         "1:3: expected ',' or ']' to continue the array, found end of input offset 2"),
        ("[1]: invalid JSON at byte 3: expected a value, found the end of the data @3 path [[1]]",
         "1:4: expected a JSON value, found end of input offset 3"),
        ("a: the key 'a' is given twice @9 path [.a]",
         "ok"),
        ("[0]: invalid JSON at byte 2: expected a digit, found 'x' @2 path [[0]]",
         "1:3: expected a digit in a number, found 'x' offset 2"),
        ("[0]: invalid JSON at byte 2: expected a digit, found ']' @2 path [[0]]",
         "1:3: expected a digit in a number, found ']' offset 2"),
        ("[0]: invalid JSON at byte 1: a number must not start with 0 @1 path [[0]]",
         "1:3: a number must not start with a leading zero offset 2"),
        ("[0]: invalid JSON at byte 2: a number must not start with 0 @2 path [[0]]",
         "1:4: a number must not start with a leading zero offset 3"),
        ("[0]: invalid JSON at byte 3: expected a digit after '.', found ']' @3 path [[0]]",
         "1:4: expected a digit after '.', found ']' offset 3"),
        ("[0]: invalid JSON at byte 3: expected a digit after '.', found 'x' @3 path [[0]]",
         "1:4: expected a digit after '.', found 'x' offset 3"),
        ("[0]: invalid JSON at byte 3: expected a digit in the exponent, found ']' @3 path [[0]]",
         "1:4: expected a digit in the exponent, found ']' offset 3"),
        ("[0]: invalid JSON at byte 4: expected a digit in the exponent, found ']' @4 path [[0]]",
         "1:5: expected a digit in the exponent, found ']' offset 4"),
        ("[0]: 1e400 is not a finite number @1 path [[0]]",
         "ok"),
        ("[0]: -1e400 is not a finite number @1 path [[0]]",
         "ok"),
        ("[0]: invalid JSON at byte 5: the string is not closed @5 path [[0]]",
         "1:6: unterminated string: expected '\"' offset 5"),
        ("[0]: invalid JSON at byte 6: the string is not closed @6 path [[0]]",
         "1:7: unterminated escape in a string offset 6"),
        ("[0]: invalid JSON at byte 3: a control character must be escaped in a string @3 path [[0]]",
         "1:4: control character in a string: write it escaped (\\n, \\t, \\u00XX) offset 3"),
        ("[0]: invalid JSON at byte 3: unknown escape '\\x' @3 path [[0]]",
         "1:4: unknown escape '\\x' in a string offset 3"),
        ("[0]: invalid JSON at byte 3: unknown escape '\\yte 0xC' @3 path [[0]]",
         "1:4: unknown escape '\\Ã' in a string offset 3"),
        ("[0]: invalid JSON at byte 6: expected four hex digits after \\u @6 path [[0]]",
         "1:7: expected a hex digit after \\u, found '\"' offset 6"),
        ("[0]: invalid JSON at byte 5: expected four hex digits after \\u @5 path [[0]]",
         "1:5: expected four hex digits after \\u offset 4"),
        ("[0]: invalid JSON at byte 4: expected four hex digits after \\u @4 path [[0]]",
         "1:5: expected a hex digit after \\u, found 'Z' offset 4"),
        ("[0]: invalid JSON at byte 8: a high surrogate escape must be followed by a low one @8 path [[0]]",
         "1:9: lone high surrogate \\uD83D in a string offset 8"),
        ("[0]: invalid JSON at byte 14: a high surrogate escape must be followed by a low one @14 path [[0]]",
         "1:15: invalid low surrogate in a string offset 14"),
        ("[0]: invalid JSON at byte 8: a lone low surrogate escape @8 path [[0]]",
         "1:9: lone low surrogate in a string offset 8"),
        ("expected a BezierArrow scene document (an object with \"format\": \"bezierarrow-scene\"), found an array @nil path []",
         "ok"),
        ("a: invalid JSON at byte 12: expected a value, found 'x' @12 path [.a]",
         "2:8: expected a JSON value, found 'x' offset 12"),
        ("b[2]: invalid JSON at byte 27: expected a value, found byte 0xC3 @27 path [.b, [2]]",
         "2:14: expected a JSON value, found byte 0xc3 offset 27"),
        ("a[1].b: invalid JSON at byte 16: expected a value, found ']' @16 path [.a, [1], .b]",
         "1:17: expected a JSON value, found ']' offset 16"),
        ("[\"k\\u{A}\"].x[3]: invalid JSON at byte 24: expected a value, found '.' @24 path [[\"k\n\"], .x, [3]]",
         "1:25: expected a JSON value, found '.' offset 24"),
        ("expected a BezierArrow scene document (an object with \"format\": \"bezierarrow-scene\"), found an array @nil path []",
         "ok"),
        ("b: the key 'b' is given twice @24 path [.b]",
         "ok"),
        ("[0]: 1234567890123456789012345678901234567... is not a finite number @1 path [[0]]",
         "ok"),
        ("expected a BezierArrow scene document (an object with \"format\": \"bezierarrow-scene\"), found an array @nil path []",
         "ok"),
        ("invalid JSON at byte 6: expected the end of the document, found ']' @6 path []",
         "1:7: expected end of input after the JSON value, found ']' offset 6"),
        ("[0]: invalid JSON at byte 2: the text is not valid UTF-8 @2 path [[0]]",
         "ok"),
        ("[0]: invalid JSON at byte 2: the text is not valid UTF-8 @2 path [[0]]",
         "ok"),
        ("[0]: invalid JSON at byte 1: expected a value, found byte 0xFF @1 path [[0]]",
         "1:2: expected a JSON value, found byte 0xff offset 1"),
        ("[0]: invalid JSON at byte 2: the text is not valid UTF-8 @2 path [[0]]",
         "ok"),
        ("a: invalid JSON at byte 5: expected a value, found byte 0x1 @5 path [.a]",
         "1:6: expected a JSON value, found byte 0x1 offset 5"),
    ]

    @Test(arguments: 0..<inputs.count)
    func mistakesAreWordedForDocumentsAndTemplates(index: Int) {
        let bytes = Self.inputs[index]
        var document = "ok", template = "ok"
        do {
            _ = try ArrowSceneDocument<Int>(jsonData: bytes)
        } catch {
            document = "\(error.description) @\(error.offset.map(String.init) ?? "nil") path \(error.components)"
        }
        do {
            _ = try JSONParser.parse(bytes: bytes)
        } catch {
            template = "\(error.description) offset \(error.position.offset)"
        }
        #expect(document == Self.expected[index].document)
        #expect(template == Self.expected[index].template)
    }
}
