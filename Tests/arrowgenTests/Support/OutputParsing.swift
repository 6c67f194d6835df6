/// Every free-standing number in a line of output, in order (`control1 (80.00, 12.00)` gives 80
/// and 12: digits glued to a word are part of the word).
func numbers(in text: Substring) -> [Double] {
    var out: [Double] = [], current = "", inWord = false
    for c in text + " " {
        if c.isLetter {
            inWord = true
            current = ""
        } else if !inWord && (c.isNumber || c == "." || (c == "-" && current.isEmpty)) {
            current.append(c)
        } else if !(inWord && c.isNumber) {
            if let v = Double(current) { out.append(v) }
            current = ""
            inWord = false
        }
    }
    return out
}
