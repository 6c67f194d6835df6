/// A number outside the range BezierArrow answers right for (see `AcceptedRange`), or a
/// stroke outline that would exceed `AcceptedRange.maxOutlineElements`.
public struct AcceptedRangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the number is.
    package enum Quantity: String, Hashable, Sendable, CaseIterable {
        /// A path coordinate (end or control point).
        case coordinate
        /// A query point's coordinate.
        case queryPoint = "query point"
        /// A tip's coordinate.
        case tip
        /// A stroke width.
        case width
        /// A miter limit.
        case miterLimit = "miter limit"
        /// An outline tolerance.
        case tolerance
        /// A scene item's touch inset.
        case touchInset = "touch inset"
        /// The number of elements of a stroke outline.
        case outlineElements = "outline elements"
    }

    /// What the number is.
    package var quantity: Quantity
    /// The number (for too many outline elements, the limit it would exceed).
    public var value: Double
    /// The accepted values.
    public var range: ClosedRange<Double>

    /// Creates an error.
    package init(quantity: Quantity, value: Double, range: ClosedRange<Double>) {
        self.quantity = quantity
        self.value = value
        self.range = range
    }

    /// The error for a stroke outline that would need more than `limit` elements.
    package static func tooManyOutlineElements(limit: Int) -> AcceptedRangeError {
        AcceptedRangeError(quantity: .outlineElements, value: Double(limit), range: 0...Double(limit))
    }

    /// E.g. `width 1e200 is outside the accepted range 0 or 1e-15...1e15`.
    public var description: String {
        if quantity == .outlineElements {
            return "the stroke outline needs more than \(Int(value)) elements (the most one outline may have); "
                + "give a larger tolerance or a shorter path"
        }
        let lower = range.lowerBound == .leastNonzeroMagnitude ? "0 (excluded)" : Self.text(range.lowerBound)
        let bounds = "\(quantity == .width ? "0 or " : "")\(lower)...\(Self.text(range.upperBound))"
        return "\(quantity.rawValue) \(Self.text(value)) is outside the accepted range \(bounds)"
    }

    /// A number as people write the range's bounds: `1e15`, `-2e15`, `1e-15`, `0.5`, `1e200`
    /// (Swift's own description spells 1e15 out in sixteen digits and writes `1e+200`).
    package static func text(_ v: Double) -> String {
        // The only `+` a Double's description holds is the exponent's.
        var s = v.description.split(separator: "+", omittingEmptySubsequences: false).joined()
        guard v.isFinite, abs(v) >= 1e6, s.hasSuffix(".0") else { return s }
        s.removeLast(2)
        let sign = s.hasPrefix("-") ? "-" : ""
        var digits = Substring(s.drop(while: { $0 == "-" }))
        var zeros = 0
        while digits.count > 1 && digits.last == "0" {
            digits.removeLast()
            zeros += 1
        }
        guard zeros >= 6 else { return s }
        let exponent = zeros + digits.count - 1
        let mantissa = digits.count > 1 ? "\(digits.first!).\(digits.dropFirst())" : String(digits)
        return "\(sign)\(mantissa)e\(exponent)"
    }
}
