/// Why a list of lengths is not a dash pattern (see ``BezierPath/DashPattern``).
public enum DashPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No lengths were given.
    case empty
    /// A length is negative (SVG makes the whole pattern invalid).
    case negativeLength(index: Int, value: Double)
    /// Every length is 0: there would be no dash to draw.
    case allZero
    /// A length is not finite or beyond `AcceptedRange.maxMagnitude`.
    case lengthOutOfRange(index: Int, value: Double)
    /// The offset is not finite or beyond `AcceptedRange.maxMagnitude`.
    case offsetOutOfRange(Double)

    /// What is wrong and how to fix it, e.g. `dash length 2 is -3: lengths must not be negative`.
    public var description: String {
        switch self {
        case .empty:
            "a dash pattern needs at least one length; for a solid line give no pattern"
        case .negativeLength(let i, let v):
            "dash length \(i + 1) is \(Self.text(v)): lengths must not be negative"
        case .allZero:
            "every dash length is 0, which draws nothing; give a positive dash or gap, or no pattern for a solid line"
        case .lengthOutOfRange(let i, let v):
            "dash length \(i + 1) is \(Self.text(v)): lengths are finite and at most "
                + AcceptedRangeError.text(AcceptedRange.maxMagnitude)
        case .offsetOutOfRange(let v):
            "the dash offset \(Self.text(v)) is not a finite number within ±"
                + AcceptedRangeError.text(AcceptedRange.maxMagnitude)
        }
    }

    /// A number as people write it: `-3`, `0.5`, `2e15`, `nan`.
    static func text(_ v: Double) -> String {
        let s = AcceptedRangeError.text(v)
        return s.hasSuffix(".0") ? String(s.dropLast(2)) : s
    }
}
