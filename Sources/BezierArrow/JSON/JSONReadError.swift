/// What ``JSONReader`` found wrong, where: the mistake as a value, which each reader of JSON
/// words its own way (a template's diagnostic, a document's error with its JSON path).
package struct JSONReadError: Error, Hashable, Sendable {
    /// A mistake in the text.
    package enum Problem: Hashable, Sendable {
        /// Something after the document's value.
        case trailingText
        /// No value where one must be.
        case value
        /// An array or object inside ``JSONReader/Rules/nestingLimit`` others.
        case tooDeep(limit: Int)
        /// An object member without a key in double quotes.
        case key
        /// A key not followed by `:`.
        case colon(key: String)
        /// An object member followed by neither `,` nor `}`.
        case objectContinuation
        /// An array element followed by neither `,` nor `]`.
        case arrayContinuation
        /// A key given twice in one object (when the rules refuse it): at the second.
        case repeatedKey(String)
        /// A `-` without digits.
        case digit
        /// A number starting with `0` and another digit: at the `0`.
        case leadingZero
        /// A `.` without digits.
        case fractionDigit
        /// An `e` without digits.
        case exponentDigit
        /// A number beyond `Double`'s range (when the rules refuse it): at its start.
        case notFinite(text: String)
        /// The text ends inside a string.
        case unclosedString
        /// The text ends right after a backslash in a string.
        case unclosedEscape
        /// A raw control character in a string.
        case controlCharacter
        /// A backslash followed by a character JSON gives no meaning: at that character.
        case unknownEscape
        /// A `\u` escape without four hex digits: at the first that is not one, `digitsStart`
        /// where the four begin.
        case hexDigit(digitsStart: Int)
        /// A high surrogate escape not followed by an escape.
        case loneHighSurrogate(UInt32)
        /// A high surrogate escape followed by an escape that is no low surrogate.
        case invalidLowSurrogate
        /// A low surrogate escape on its own.
        case loneLowSurrogate
        /// Bytes in a string that are not UTF-8 (when the rules refuse them).
        case invalidUTF8
    }

    /// One step of the path to the value being read.
    package enum PathStep: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The mistake.
    package var problem: Problem
    /// The byte offset it was found at.
    package var offset: Int
    /// The path to the value being read when it was found.
    package var path: [PathStep]

    /// Creates an error.
    package init(_ problem: Problem, at offset: Int, path: [PathStep] = []) {
        self.problem = problem
        self.offset = offset
        self.path = path
    }
}
