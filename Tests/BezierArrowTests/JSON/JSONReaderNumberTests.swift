import TestSupport
import Testing
@testable import BezierArrow

/// The reader's numbers: read by exact integer arithmetic where the digits allow, they must be the
/// very `Double` (and `Int`) the standard library reads from the same text; and the writer's,
/// which read back to the bit.
@Suite struct JSONReaderNumberTests {
    /// The number a document's text reads as, or `nil` for an error.
    static func read(_ text: String) -> (value: Double, integer: Int?)? {
        guard let json = try? JSONReader.read(Array(text.utf8), rules: .document),
              case .number(let value, _) = json.value(at: JSONText.root).kind else { return nil }
        return (value, json.number(JSONText.root)?.integer)
    }

    /// Records a mismatch with the standard library's reading of the same text.
    static func expectStandardReading(_ text: String) {
        guard let got = read(text) else {
            Issue.record("\(text) was refused")
            return
        }
        let expected = Double(text)!
        #expect(got.value.bitPattern == expected.bitPattern, "\(text): \(got.value) against \(expected)")
        let isInteger = !text.contains(where: { ".eE".contains($0) })
        #expect(got.integer == (isInteger ? Int(text) : nil), "\(text): integer")
    }

    @Test(arguments: [
        "0", "-0", "-0.0", "0.0", "1", "-1", "0.1", "0.3", "200", "1e-07", "1e20", "1e19", "1E+19", "5e-324",
        "1.7976931348623157e308", "2.2250738585072014e-308", "4.9406564584124654e-324",
        "9007199254740993", "9007199254740995", "9007199254740992.5", "900719925474099.25",  // ties, both ways
        "9999999999999999999", "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
        "0.000000000000000000001", "1234.5678901234567", "-1234.5678901234567e-5", "0e999999999",
        "1.00000000000000011102230246251565404236316680908203125",  // exactly halfway between 1 and its successor
        "1.00000000000000011102230246251565404236316680908203126", "7.2057594037927933e16", "3.0e-19", "1e-19",
        "12345678901234567e-19", "9999999999999999999e19", "1.8446744073709551615e19",
    ])
    func edgeCasesReadAsTheStandardLibraryReadsThem(text: String) {
        Self.expectStandardReading(text)
    }

    /// Every finite `Double` reads back to the bit from the text the writer gives it, whatever its
    /// size: random bit patterns, subnormals included.
    @Test func writtenNumbersReadBackToTheBit() {
        var rng = SplitMix64(seed: 0xD0C_4E5)
        var tested = 0
        while tested < 20_000 {
            let v = Double(bitPattern: rng.next())
            guard v.isFinite else { continue }
            var bytes: [UInt8] = []
            JSONNumberText.appendShortest(v, to: &bytes)
            let text = String(decoding: bytes, as: UTF8.self)
            guard let got = Self.read(text) else {
                Issue.record("\(text) was refused")
                return
            }
            #expect(got.value.bitPattern == v.bitPattern, "\(text)")
            tested += 1
        }
    }

    /// Decimal texts of every length and exponent near the limits of the exact reading (19
    /// digits, powers of ten to ±19), as a person or another program might write them.
    @Test func randomDecimalsReadAsTheStandardLibraryReadsThem() {
        var rng = SplitMix64(seed: 0x1D1_6175)
        for _ in 0..<20_000 {
            let digitCount = Int(rng.next() % 22) + 1
            var digits = String(rng.next() % 9 + 1)
            for _ in 1..<digitCount { digits += String(rng.next() % 10) }
            var text = rng.next() % 2 == 0 ? "-" : ""
            // Split into an integer part and a fraction, sometimes behind zeros, sometimes with an exponent.
            let point = Int(rng.next() % UInt64(digitCount + 1))
            if point == 0 {
                text += "0." + String(repeating: "0", count: Int(rng.next() % 4)) + digits
            } else if point < digitCount {
                text += digits.prefix(point) + "." + digits.dropFirst(point)
            } else {
                text += digits
            }
            if rng.next() % 2 == 0 { text += "e" + String(Int(rng.next() % 50) - 25) }
            Self.expectStandardReading(text)
        }
    }

    @Test(arguments: [
        (200.0, nil, "200"), (0.1, nil, "0.1"), (-0.0, nil, "-0"), (-0.0, 0, "-0"), (0.0, 0, "0"), (1e-7, nil, "1e-07"),
        (1e20, nil, "1e20"), (1.5e300, nil, "1.5e300"), (-2.5, nil, "-2.5"), (3.0, 3, "3"), (3.7, 3, "3.7"),
        (9_007_199_254_740_992.0, 9_007_199_254_740_993, "9007199254740993"), (Double.leastNonzeroMagnitude, nil, "5e-324"),
    ] as [(Double, Int?, String)])
    func documentsSpellNumbersShortestWithoutPlusOrPointZero(value: Double, integer: Int?, expected: String) {
        #expect(JSONNumberText.document(value, integer: integer) == expected)
        if integer == nil { #expect(JSONNumberText.shortest(value) == expected) }
    }

    /// Integers written digit by digit (an arrow's id) spell as `String(_:)` does, appended
    /// after what the bytes hold.
    @Test func integersAreWrittenAsTheirDigits() {
        var rng = SplitMix64(seed: 0x1D5)
        var values = [0, 1, -1, 9, 10, -10, 99, 100, 1_000_000, Int.max, Int.min, Int.max - 1, Int.min + 1]
        for _ in 0..<2000 { values.append(Int(truncatingIfNeeded: rng.next()) >> Int(rng.next() % 64)) }
        for value in values {
            var bytes = Array("x".utf8)
            JSONNumberText.appendInteger(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
        }
    }

    /// A document's numbers are refused beyond `Double`'s range; lenient reading gives infinity,
    /// for the caller to name.
    @Test func numbersBeyondTheRangeAreInfiniteOrRefusedByTheRules() throws {
        #expect(throws: JSONReadError(.notFinite(text: "-1e400"), at: 1, path: [.index(0)])) {
            try JSONReader.read(Array("[-1e400]".utf8), rules: .document)
        }
        let lenient = try JSONReader.read(Array("[-1e400]".utf8), rules: .lenient)
        let first = try #require(lenient.value(at: JSONText.root).arrayValue?.first)
        #expect(first.doubleValue == -.infinity)
        guard case .number(_, let text) = first.kind else { return }
        #expect(text == "-1e400")
    }
}
