/// A JSON number's digits as one integer and a power of ten (`1234.5678` is 12345678 and -4),
/// gathered digit by digit as ``JSONReader`` checks the syntax, and the `Double` nearest to it.
///
/// A scene document is mostly numbers, and the standard library's reading of their text (a
/// `String` made, then `strtod`) costs several times more: this is the one place of bit-level
/// arithmetic in the JSON code, exact, and tested against the standard library's reading
/// (`JSONDecimalTests`). A number it cannot read exactly (more than 19
/// significant digits, a power of ten beyond ±19) gives `nil`, and the reader reads its text.
struct JSONDecimal {
    /// The part of the number a digit is in.
    enum Part { case integer, fraction, exponent }

    /// The first 19 significant digits (leading zeros left out).
    private(set) var significand: UInt64 = 0
    /// How many significant digits there are.
    private var significantDigits = 0
    /// How many digits follow the point.
    private var fractionDigits = 0
    /// The exponent's digits, and how many there are.
    private var exponentMagnitude = 0, exponentDigits = 0
    /// Whether the exponent is negative.
    var isExponentNegative = false

    /// Adds a digit (0 to 9) at the end of a part.
    mutating func append(_ digit: UInt8, to part: Part) {
        switch part {
        case .integer, .fraction:
            if part == .fraction { fractionDigits += 1 }
            guard significand != 0 || digit != 0 else { return }
            // Past 19 digits the value is read from the text instead; the sum stops growing.
            if significantDigits < 19 { significand = significand &* 10 &+ UInt64(digit) }
            significantDigits += 1
        case .exponent:
            if exponentDigits < 7 { exponentMagnitude = exponentMagnitude * 10 + Int(digit) }
            exponentDigits += 1
        }
    }

    /// Adds a run of digits at the end of a part, as ``append(_:to:)`` adds them one by one (but
    /// for a significand past 19 digits, which neither keeps whole): the reader reads a run of
    /// digits in a loop of its own, a few instructions a digit, where a call a digit cost three
    /// times as much (a document is mostly digits).
    ///
    /// - Parameters:
    ///   - value: the run's digits as one number, wrapping past 19 digits.
    ///   - count: how many digits the run has.
    ///   - leadingZeros: how many of them are zeros before its first other digit.
    ///   - part: the part the run is in.
    mutating func append(run value: UInt64, count: Int, leadingZeros: Int, to part: Part) {
        switch part {
        case .integer, .fraction:
            if part == .fraction { fractionDigits += count }
            // Zeros before the number's first other digit are not significant.
            let digits = significand == 0 ? count - leadingZeros : count
            // Past 19 digits the value is read from the text instead.
            if significantDigits + digits <= 19 { significand = significand * Self.powersOfTen[digits] + value }
            significantDigits += digits
        case .exponent:
            // Read only up to 6 digits (``magnitude``).
            if exponentDigits + count <= 7 { exponentMagnitude = exponentMagnitude * Int(Self.powersOfTen[count]) + Int(value) }
            exponentDigits += count
        }
    }

    /// The magnitude of the number, rounded to the nearest `Double` (ties to even) as the
    /// standard library's reading of its text would give it; `nil` when this arithmetic cannot
    /// give it exactly.
    var magnitude: Double? {
        guard significantDigits <= 19, exponentDigits <= 6 else { return nil }
        let exponent = (isExponentNegative ? -exponentMagnitude : exponentMagnitude) - fractionDigits
        return Self.nearestDouble(significand, timesTenToThe: exponent)
    }

    /// 10^0 to 10^19, the powers of ten a `UInt64` holds.
    private static let powersOfTen: [UInt64] = (0..<20).map { n in (0..<n).reduce(1) { p, _ in p * 10 } }

    /// `significand · 10^exponent` rounded to the nearest `Double` (ties to even), or `nil` when
    /// the power of ten is outside ±19.
    ///
    /// Exact by integer arithmetic: the value is brought to a 63- or 64-bit integer (a product
    /// of two 64-bit integers, or a 128-bit dividend over the power of ten), whose lowest bit is
    /// set when anything was left over (a remainder, or bits shifted out). That bit lies below
    /// the ten the conversion to 53 bits drops, so rounding that integer to a `Double` rounds the
    /// exact value; the power of two that scales it back is exact.
    static func nearestDouble(_ significand: UInt64, timesTenToThe exponent: Int) -> Double? {
        guard significand != 0 else { return 0 }
        guard abs(exponent) < powersOfTen.count else { return nil }
        let power = powersOfTen[abs(exponent)]
        if exponent >= 0 {
            let (high, low) = significand.multipliedFullWidth(by: power)
            guard high != 0 else { return Double(low) }
            let shift = high.leadingZeroBitCount
            // Shifts by 64 give 0 (Swift's shifts do not wrap).
            let top = high << shift | low >> (64 - shift)
            let sticky: UInt64 = low << shift != 0 ? 1 : 0
            return Double(top | sticky) * Double(sign: .plus, exponent: 64 - shift, significand: 1)
        }
        // Quotient in [2^62, 2^64): significand < 2^(64 - a), power >= 2^(63 - b).
        let shift = 63 + significand.leadingZeroBitCount - power.leadingZeroBitCount
        let high = shift >= 64 ? significand << (shift - 64) : significand >> (64 - shift)
        let (quotient, remainder) = power.dividingFullWidth((high, significand << shift))
        let sticky: UInt64 = remainder != 0 ? 1 : 0
        return Double(quotient | sticky) * Double(sign: .plus, exponent: -shift, significand: 1)
    }
}
