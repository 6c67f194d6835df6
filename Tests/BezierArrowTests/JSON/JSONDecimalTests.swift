import TestSupport
import Testing
@testable import BezierArrow

/// The reader's exact decimal arithmetic: the very `Double` the standard library reads from the
/// same digits, or `nil` where it cannot be exact.
@Suite struct JSONDecimalTests {
    /// The decimal of a number's text, gathered as the reader gathers it.
    static func decimal(_ text: String) -> JSONDecimal {
        var decimal = JSONDecimal()
        var part = JSONDecimal.Part.integer
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "."): part = .fraction
            case UInt8(ascii: "e"): part = .exponent
            case UInt8(ascii: "-"): decimal.isExponentNegative = true
            default: decimal.append(c - UInt8(ascii: "0"), to: part)
            }
        }
        return decimal
    }

    @Test(arguments: ["0", "0.0", "1", "1234.5678", "0.000123", "9999999999999999999", "1e19", "1e-19", "12.5e-3",
                      "1234567890123456789e-19", "0.30000000000000004", "9007199254740993", "7.2057594037927933e16"])
    func digitsReadAsTheStandardLibraryReadsThem(text: String) throws {
        let magnitude = try #require(Self.decimal(text).magnitude)
        #expect(magnitude.bitPattern == Double(text)!.bitPattern, "\(text)")
    }

    /// More than 19 significant digits, or a power of ten beyond ±19, are left to the text.
    @Test(arguments: ["12345678901234567890", "1e20", "1e-20", "0.00000000000000000001", "1e1234567"])
    func digitsBeyondExactArithmeticGiveNil(text: String) {
        #expect(Self.decimal(text).magnitude == nil, "\(text)")
    }

    /// The decimal of a number's text gathered a run of digits at a time, as the reader gathers it.
    static func decimalByRuns(_ text: String) -> JSONDecimal {
        var decimal = JSONDecimal()
        var part = JSONDecimal.Part.integer
        var run: UInt64 = 0, count = 0, leadingZeros = 0
        func endRun() {
            decimal.append(run: run, count: count, leadingZeros: leadingZeros, to: part)
            (run, count, leadingZeros) = (0, 0, 0)
        }
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "."): endRun(); part = .fraction
            case UInt8(ascii: "e"): endRun(); part = .exponent
            case UInt8(ascii: "-"): decimal.isExponentNegative = true
            default:
                if run == 0 && c == UInt8(ascii: "0") { leadingZeros += 1 }
                run = run &* 10 &+ UInt64(c - UInt8(ascii: "0"))
                count += 1
            }
        }
        endRun()
        return decimal
    }

    /// Runs of digits give the number digit by digit gives: random digits with zeros often,
    /// around the 19 digits the arithmetic keeps and the 6 of the exponent.
    @Test func runsOfDigitsReadAsDigitByDigit() {
        var rng = SplitMix64(seed: 0xD161_75)
        func digits(_ n: Int) -> String {
            String((0..<n).map { _ in Character(String(rng.next() % 3 == 0 ? 0 : rng.next() % 10)) })
        }
        for _ in 0..<3000 {
            var text = digits(Int(rng.next() % 22) + 1)
            if rng.next() % 2 == 0 { text += "." + digits(Int(rng.next() % 22) + 1) }
            if rng.next() % 3 == 0 { text += "e" + (rng.next() % 2 == 0 ? "-" : "") + digits(Int(rng.next() % 8) + 1) }
            let byDigits = Self.decimal(text), byRuns = Self.decimalByRuns(text)
            #expect(byRuns.magnitude?.bitPattern == byDigits.magnitude?.bitPattern, "\(text)")
            if byDigits.magnitude != nil { #expect(byRuns.significand == byDigits.significand, "\(text)") }
        }
    }

    @Test func nearestDoubleRoundsLikeTheStandardLibrary() {
        // Significands around 2^53, 2^63 and 2^64 over and under every power of ten the table holds.
        var rng = SplitMix64(seed: 0xE4AC7)
        for exponent in -19...19 {
            for base in [UInt64(1) << 53, UInt64(1) << 63, UInt64.max, 99_999_999_999_999_999] {
                for _ in 0..<200 {
                    let significand = base &- rng.next() % 4096
                    let text = "\(significand)e\(exponent)"
                    #expect(JSONDecimal.nearestDouble(significand, timesTenToThe: exponent) == Double(text), "\(text)")
                }
            }
        }
        #expect(JSONDecimal.nearestDouble(1, timesTenToThe: 20) == nil)
        #expect(JSONDecimal.nearestDouble(0, timesTenToThe: 400) == 0)
    }
}
