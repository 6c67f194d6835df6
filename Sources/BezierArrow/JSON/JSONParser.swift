/// Reads JSON text into a ``JSONValue`` tree whose values and keys know their line and column:
/// how the generator reads a template, and the command line a request.
///
/// The text is read by ``JSONReader`` with its lenient rules: a repeated key is kept, a number
/// out of range reads as infinity (the caller rejects both by name), and a string's bytes that
/// are not UTF-8 read as U+FFFD. It never traps, whatever the bytes.
package enum JSONParser {
    /// How deeply arrays and objects may nest: an array or object inside this many others is an
    /// error at its opening bracket. A template nests three levels.
    package static let nestingLimit = JSONReader.Rules.lenient.nestingLimit

    /// Parses one JSON document (surrounding white space allowed).
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses one JSON document from UTF-8 bytes.
    package static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        do {
            return try JSONReader.read(bytes, rules: .lenient).locatedValue()
        } catch {
            throw JSONSyntaxError(error, in: bytes)
        }
    }
}
