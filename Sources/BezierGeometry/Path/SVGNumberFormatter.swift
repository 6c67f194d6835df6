/// Writes a `Double` as an SVG number: the shortest decimal that reads back as the same value,
/// or that decimal rounded to a number of fraction digits.
///
/// The digits come from Swift's `Double.description`, which since Swift 5 prints the shortest
/// digit string that reads back as the same value (the standard library's `SwiftDtoa`). They
/// are then laid out as JavaScript's `Number.prototype.toString` does
/// (ECMA-262, Number::toString): plain notation for magnitudes in `[1e-7, 1e21)`, exponent
/// notation (`1.5e300`, `1e-8`) outside it. Integers print without `.0`, `-0` prints as `0`.
/// Non-finite values print as `nan`, `inf` or `-inf`, which path data cannot hold; a
/// ``BezierPath`` built from parsed data never contains them.
///
/// With a number of fraction digits it is the way numbers are shown to people (previews,
/// pictures), with no float noise: `200.10000000000002` is `200.1` with 4 digits.
package struct SVGNumberFormatter: Hashable, Sendable {
    /// The largest number of digits after the decimal point, or `nil` for all the digits needed
    /// to read the value back exactly.
    package var maximumFractionDigits: Int?

    /// Creates a formatter.
    ///
    /// - Parameter maximumFractionDigits: The largest number of digits after the decimal point
    ///   (values below 0 count as 0), or `nil` (the default) for the shortest text that reads
    ///   back as the same value.
    package init(maximumFractionDigits: Int? = nil) {
        self.maximumFractionDigits = maximumFractionDigits
    }

    /// A number's text: `12.5`, `3` (not `3.0`), `0` for `-0`, `1e-8`.
    ///
    /// - Parameter value: The number.
    /// - Returns: The text.
    package func string(_ value: Double) -> String {
        var text = ""
        append(value, to: &text)
        return text
    }

    /// Appends a number's text to a string.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - output: The text to append to.
    package func append(_ value: Double, to output: inout String) {
        guard value.isFinite else {
            output += value.description
            return
        }
        var decimal = Decimal(value)
        if let digits = maximumFractionDigits { decimal.round(fractionDigits: max(0, digits)) }
        decimal.append(to: &output)
    }

    /// A finite decimal `±0.d1d2...dn × 10^pointPosition` with `d1 != 0` and `dn != 0`, or zero
    /// when it has no digits.
    private struct Decimal {
        var isNegative: Bool
        /// ASCII digits, no leading or trailing zeros.
        var digits: [UInt8]
        /// How many places the decimal point sits after the first digit's left side.
        var pointPosition: Int

        /// The shortest round-trip decimal of a finite value, parsed from its `description`
        /// (`123.45`, `1e-05`, `1.2345e+17`, `-0.0`).
        init(_ value: Double) {
            isNegative = value < 0
            digits = []
            digits.reserveCapacity(17)
            var integerDigits = 0
            var seenPoint = false
            var exponent = 0
            var exponentSign = 1
            var inExponent = false
            for b in value.description.utf8 {
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if inExponent {
                        exponent = exponent * 10 + Int(b - UInt8(ascii: "0"))
                    } else {
                        digits.append(b)
                        if !seenPoint { integerDigits += 1 }
                    }
                case UInt8(ascii: "."): seenPoint = true
                case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
                case UInt8(ascii: "-"): if inExponent { exponentSign = -1 }
                default: break
                }
            }
            pointPosition = integerDigits + exponentSign * exponent
            normalize()
        }

        /// Removes leading zeros (moving the point) and trailing zeros.
        private mutating func normalize() {
            let leading = digits.prefix(while: { $0 == UInt8(ascii: "0") }).count
            if leading == digits.count {
                digits.removeAll()
                pointPosition = 0
                return
            }
            digits.removeFirst(leading)
            pointPosition -= leading
            while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        }

        /// Rounds to a number of digits after the point, halves away from zero.
        ///
        /// This rounds the shortest decimal, not the binary value: 1.005 (stored as
        /// 1.00499999999999989...) becomes 1.01 with two digits, as a reader of `1.005` expects.
        mutating func round(fractionDigits: Int) {
            let (keep, overflow) = pointPosition.addingReportingOverflow(fractionDigits)
            if overflow || keep >= digits.count { return }
            if keep < 0 {
                digits.removeAll()
                pointPosition = 0
                return
            }
            let roundsUp = digits[keep] >= UInt8(ascii: "5")
            digits.removeLast(digits.count - keep)
            if roundsUp {
                var i = digits.count - 1
                while i >= 0 && digits[i] == UInt8(ascii: "9") {
                    digits[i] = UInt8(ascii: "0")
                    i -= 1
                }
                if i >= 0 {
                    digits[i] += 1
                } else {
                    // All nines (or no digit kept): 0.99 -> 1.0, one place further left.
                    digits.insert(UInt8(ascii: "1"), at: 0)
                    pointPosition += 1
                }
            }
            normalize()
        }

        /// Appends the decimal in plain notation for magnitudes in [1e-7, 1e21), else with an exponent.
        func append(to output: inout String) {
            guard !digits.isEmpty else {
                output += "0"
                return
            }
            if isNegative { output += "-" }
            let count = digits.count
            if pointPosition >= -6 && pointPosition <= 21 {
                if pointPosition <= 0 {
                    output += "0."
                    output += String(repeating: "0", count: -pointPosition)
                    output += String(decoding: digits, as: UTF8.self)
                } else if pointPosition >= count {
                    output += String(decoding: digits, as: UTF8.self)
                    output += String(repeating: "0", count: pointPosition - count)
                } else {
                    output += String(decoding: digits[..<pointPosition], as: UTF8.self)
                    output += "."
                    output += String(decoding: digits[pointPosition...], as: UTF8.self)
                }
            } else {
                output += String(decoding: digits[..<1], as: UTF8.self)
                if count > 1 {
                    output += "."
                    output += String(decoding: digits[1...], as: UTF8.self)
                }
                output += "e"
                output += String(pointPosition - 1)
            }
        }
    }
}
