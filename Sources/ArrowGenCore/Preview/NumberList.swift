/// Parses the numbers of a command argument: `10 20`, `10,20` and `10, 20` alike.
///
/// Shared by the REPL (`start 10 20`) and `arrowgen preview --start 10,20`, which word their
/// messages differently but must accept the same numbers.
package enum NumberList {
    /// What was wrong with the words.
    package enum Problem: Error, Hashable, Sendable {
        /// A word is not a number.
        case notANumber(String)
        /// A number is NaN or infinite.
        case notFinite(String)
        /// A number's magnitude is beyond the limit.
        case outOfRange(String)
        /// There were this many numbers instead of the count expected.
        case count(Int)
    }

    /// The numbers in some words, split at blanks and commas.
    ///
    /// - Parameters:
    ///   - words: the arguments as typed.
    ///   - count: how many numbers are expected.
    ///   - limit: the largest magnitude accepted.
    /// - Returns: exactly `count` finite numbers.
    /// - Throws: the first ``Problem`` found.
    package static func parse(_ words: [String], count: Int, limit: Double = .greatestFiniteMagnitude) throws(Problem) -> [Double] {
        let pieces = words.flatMap { $0.split(separator: ",").map(String.init) }
        var values: [Double] = []
        for word in pieces {
            guard let value = Double(word) else { throw .notANumber(word) }
            guard value.isFinite else { throw .notFinite(word) }
            guard abs(value) <= limit else { throw .outOfRange(word) }
            values.append(value)
        }
        guard values.count == count else { throw .count(values.count) }
        return values
    }
}
