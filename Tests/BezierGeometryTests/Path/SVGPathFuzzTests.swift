import TestSupport
import Testing
@testable import BezierGeometry

/// Robustness: whatever the text, parsing either gives a path of finite coordinates that prints
/// and parses back to itself, or throws an error that points inside the text. Never a crash.
@Suite struct SVGPathFuzzTests {
    /// Checks the contract on one input and returns whether it parsed.
    @discardableResult
    private func check(_ text: String) -> Bool {
        do {
            let path = try BezierPath(svgPathData: text)
            #expect(path.isFinite, "\(text.debugDescription)")
            if let first = path.elements.first, case .move = first {} else {
                #expect(path.isEmpty, "\(text.debugDescription) does not start with a move")
            }
            let again = try? BezierPath(svgPathData: path.svgPathData)
            #expect(again == path, "\(text.debugDescription) does not print and parse back")
            return true
        } catch {
            #expect(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "\(text.debugDescription): \(error)")
            #expect(!error.message.isEmpty)
            #expect(error.description.hasPrefix("column \(error.offset + 1): "))
            return false
        }
    }

    /// Bytes that path data is made of, weighted towards the grammar so that random strings get
    /// past the first few characters.
    private static let grammarBytes = Array("MmLlHhVvCcSsQqTtAaZz0123456789011.-+eE ,,\t\n\r".utf8)

    private func randomBytes(_ rng: inout SplitMix64, count: Int) -> [UInt8] {
        (0..<count).map { _ in
            rng.next() % 4 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : Self.grammarBytes.randomElement(using: &rng)!
        }
    }

    @Test func randomByteStrings() {
        var rng = SplitMix64(seed: 0xF0_22)
        var parsed = 0
        for _ in 0..<4_000 {
            var bytes = randomBytes(&rng, count: Int.random(in: 0...48, using: &rng))
            // Half of them start like path data, so the scanner gets deep into them.
            if rng.next() % 2 == 0 { bytes.insert(UInt8(ascii: "M"), at: 0) }
            if check(String(decoding: bytes, as: UTF8.self)) { parsed += 1 }
        }
        // Some of the inputs must have parsed, or the test only exercises the first character.
        #expect(parsed > 20)
    }

    static let validPaths = [
        "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z",
        "m10,20l5-5h3v-2c1,1,2,2,3,3s4,4,5,5q1,1,2,2t3,3a5,5,0,0,1,10,0z",
        "M.5.5L-1-2 1e-3 1E+3H.1V-.1A1 1 0 00 1 1a1,1,0,1,1,2,2Z m1 1 Q 1 2 3 4 T 5 6 S 7 8 9 10 z",
        "M 100 100 A 50 25 30 1 0 200 150 a 10 10 0 1 1 -5 -5 C 1.5e2 2.25e1 .3 .4 -5-6",
    ]

    @Test func mutationsOfValidPaths() {
        var rng = SplitMix64(seed: 0xF0_23)
        for text in Self.validPaths { #expect(check(text)) }
        for _ in 0..<4_000 {
            var bytes = Array(Self.validPaths.randomElement(using: &rng)!.utf8)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let i = Int.random(in: 0...bytes.count, using: &rng)
                switch rng.next() % 5 {
                case 0 where i < bytes.count: // delete a run
                    bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...4, using: &rng)))
                case 1: // insert grammar or arbitrary bytes
                    bytes.insert(contentsOf: randomBytes(&rng, count: Int.random(in: 1...3, using: &rng)), at: i)
                case 2 where i < bytes.count: // replace a byte
                    bytes[i] = randomBytes(&rng, count: 1)[0]
                case 3: // duplicate a chunk somewhere else
                    let j = Int.random(in: 0...bytes.count, using: &rng)
                    let chunk = bytes[min(i, j)..<max(i, j)].prefix(12)
                    bytes.insert(contentsOf: chunk, at: Int.random(in: 0...bytes.count, using: &rng))
                default: // insert a multi-byte character
                    bytes.insert(contentsOf: Array(["é", "😀", "\u{301}", "\u{A0}", "\u{0}"].randomElement(using: &rng)!.utf8), at: i)
                }
            }
            check(String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func everySingleByteAfterAMove() {
        for b in 0...255 as ClosedRange<UInt8> {
            check(String(decoding: [b], as: UTF8.self))
            check(String(decoding: Array("M 1 2 ".utf8) + [b], as: UTF8.self))
            check(String(decoding: Array("M 1 2 L".utf8) + [b] + Array("3 4".utf8), as: UTF8.self))
        }
    }

    @Test func extremeNumbersAndLengths() throws {
        // Long numbers take the slow, correctly rounded conversion.
        let zeros = String(repeating: "0", count: 20_000)
        #expect(try BezierPath(svgPathData: "M 0.\(zeros)1 1\(zeros)e-20000").elements == [.move(to: Point(0, 1))])
        #expect(try BezierPath(svgPathData: "M 1e-9\(zeros) 0e99999999999999999999").elements == [.move(to: Point(0, 0))])
        #expect(throws: SVGPathError.self) { try BezierPath(svgPathData: "M 1\(zeros) 0") }
        #expect(throws: SVGPathError.self) { try BezierPath(svgPathData: "M 1e99999999999999999999 0") }
        // Many elements.
        let many = "M 0 0" + String(repeating: " l 1 1", count: 20_000)
        let path = try BezierPath(svgPathData: many)
        #expect(path.elements.count == 20_001)
        #expect(path.currentPoint == Point(20_000, 20_000))
        // Text that is all whitespace but long, or all one letter.
        #expect(try BezierPath(svgPathData: String(repeating: " \n", count: 10_000)).isEmpty)
        check(String(repeating: "M", count: 10_000))
        check("M 1 1" + String(repeating: "Z", count: 10_000))
    }
}
