/// "Did you mean ...?" hints for misspelt keys and values, by edit distance.
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely misspelling.
    ///
    /// Distances are Levenshtein distances (insertions, deletions, substitutions) computed
    /// without regard to case, so `linewidth` suggests `lineWidth`. A candidate is close enough
    /// when the distance is at most a third of the longer word's length, and at least 1 (or 2
    /// for words of 6 letters or more): wide enough for `orientaton` or `hitwdith`, narrow
    /// enough that `end` does not suggest `name`. Ties go to the candidate listed first.
    ///
    /// - Parameters:
    ///   - word: what the user wrote.
    ///   - candidates: the words that would have been understood.
    /// - Returns: the best candidate, or `nil` when none is close.
    /// - Complexity: O(n·m) per candidate.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        let w = Array(word.lowercased().unicodeScalars)
        for c in candidates {
            let d = distance(w, Array(c.lowercased().unicodeScalars))
            let longest = max(w.count, c.unicodeScalars.count)
            let allowed = max(longest >= 6 ? 2 : 1, longest / 3)
            if d <= allowed && d < (best?.distance ?? .max) { best = (c, d) }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"`, or the empty string when nothing is close.
    package static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The Levenshtein distance between two scalar sequences (Wagner-Fischer, two rows).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                row[j] = min(previous[j] + 1, row[j - 1] + 1, substitution)
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
