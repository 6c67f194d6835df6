/// How JSON text spells a `Double`: the shortest digits that read back as the same value, from
/// the standard library's `description` (shortest round-trip digits since Swift 5), laid out as
/// JSON allows.
package enum JSONNumberText {
    /// A finite number as a document writes it: `description` without `.0` on integers or `+` in
    /// exponents (`200`, `0.1`, `-0`, `1e-07`, `1e20`), so that it reads back to the bit.
    package static func shortest(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendShortest(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``shortest(_:)`` appended to UTF-8 bytes.
    package static func appendShortest(_ value: Double, to out: inout [UInt8]) {
        let start = out.count
        // `description`'s digits, printed straight into the bytes: no `String` is made (a
        // document writes two numbers an arrow, and the string cost as much as the rest).
        var stream = ByteStream()
        swap(&stream.bytes, &out)
        value.write(to: &stream)
        swap(&stream.bytes, &out)
        // `200.0` -> `200`
        if out.count - start > 2 && out[out.count - 2] == UInt8(ascii: ".") && out[out.count - 1] == UInt8(ascii: "0") {
            out.removeLast(2)
        }
        // `1e+20` -> `1e20` (a `+` only ever stands in an exponent)
        if let plus = out[start...].firstIndex(of: UInt8(ascii: "+")) { out.remove(at: plus) }
    }

    /// An integer's decimal digits, as `String(value)` spells them, appended to UTF-8 bytes.
    package static func appendInteger(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned (`Int.min` has none as an `Int`), first digit first.
        let magnitude = value.magnitude
        var unit: UInt = 1
        while magnitude / unit >= 10 { unit *= 10 }
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(magnitude / unit % 10))
            unit /= 10
        } while unit > 0
    }

    /// ``shortest(_:)`` appended to a string.
    package static func appendShortest(_ value: Double, to out: inout String) {
        out += shortest(value)
    }

    /// A finite number as a document writes it when it was read, or given, with an exact
    /// integer: the integer's digits when they stand for the value (a decoder may give an
    /// integer that only truncates it, or 0 for -0), else ``shortest(_:)``.
    package static func document(_ value: Double, integer: Int?) -> String {
        if let integer, Double(integer) == value, value != 0 || value.sign == .plus { return String(integer) }
        return shortest(value)
    }

    /// A number as the command line's JSON answers write it: integral values below 1e16 without
    /// a fraction (`35`, `0` for `-0`), others as `description` (`0.1`, `1e-07`, `1e+16`), and
    /// `null` for values JSON cannot hold.
    package static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e16 { return String(Int64(value)) }
        return value.description
    }
}

/// UTF-8 bytes as a text output stream, which `Double.write(to:)` prints into.
private struct ByteStream: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }

    /// The standard library's floating-point types print their ASCII digits through this
    /// requirement; its default makes a `String` of them first, which cost as much as the rest
    /// of writing an arrow to a document.
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }
}
