/// A dense table of small trivial records, each on a boundary of its own size (a power of two
/// up to a cache line), so that none straddles two cache lines.
///
/// A scene keeps its per-arrow records in these and reads them at random: a record that
/// straddled lines would cost a second read of memory. A Swift array puts its elements 32 bytes
/// past a 16-byte-aligned allocation (a large one on a page boundary plus 16), so the records
/// sit in raw storage at an offset found anew whenever the storage may have moved: every
/// mutation goes through ``mutate(_:)`` (a copy of the table shares the storage, and its
/// offset, until it mutates).
struct AlignedTable<Element: BitwiseCopyable>: Sendable {
    /// The bytes between records: the element's size rounded up to a power of two, at least 16.
    static var stride: Int {
        var s = 16
        while s < MemoryLayout<Element>.size { s *= 2 }
        return s
    }

    /// The records, from ``offset`` bytes past the start, and up to `stride - 16` bytes of room
    /// to align them.
    private var words: [SIMD2<Double>] = Array(repeating: SIMD2(), count: (stride - 16) / 16)
    /// Where the records start in ``words``, in bytes.
    private var offset = 0
    /// The records.
    private(set) var count = 0

    init() {}

    /// Calls `body` with the records in place: record `k` starts `k * stride` bytes past the
    /// pointer, a multiple of ``stride``.
    @inline(__always)
    func withRecords<R>(_ body: (UnsafeRawPointer) -> R) -> R {
        words.withUnsafeBytes { body($0.baseAddress! + offset) }
    }

    /// Calls `body` with the records in place for writing, after moving them to the alignment
    /// of the storage as it now is (unique to this table).
    private mutating func mutate<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        let count = count, stride = Self.stride
        return words.withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!
            let aligned = (stride - Int(bitPattern: base) & (stride - 1)) & (stride - 1)
            if aligned != offset {
                // The ranges may overlap: copyMemory moves as memmove does.
                (base + aligned).copyMemory(from: base + offset, byteCount: count * stride)
                offset = aligned
            }
            return body(base + aligned)
        }
    }

    /// Adds a record at the end.
    mutating func append(_ element: Element) {
        words.append(contentsOf: repeatElement(SIMD2(), count: Self.stride / 16))
        count += 1
        self[count - 1] = element
    }

    /// Removes the last record.
    mutating func removeLast() {
        precondition(count > 0, "removeLast on an empty table")
        count -= 1
        words.removeLast(Self.stride / 16)
    }

    /// Swaps two records.
    mutating func swapAt(_ i: Int, _ j: Int) {
        let a = self[i]
        self[i] = self[j]
        self[j] = a
    }

    /// Record `k`.
    subscript(k: Int) -> Element {
        get {
            precondition(k >= 0 && k < count, "index out of range")
            return withRecords { $0.load(fromByteOffset: k * Self.stride, as: Element.self) }
        }
        set {
            precondition(k >= 0 && k < count, "index out of range")
            mutate { $0.storeBytes(of: newValue, toByteOffset: k * Self.stride, as: Element.self) }
        }
    }
}
