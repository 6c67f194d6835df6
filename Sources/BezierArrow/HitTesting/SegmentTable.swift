/// The segments of a ``PreparedPath`` and their control points: two arrays that a preparation
/// rewrites in place, the one place the runtime writes memory through pointers.
///
/// A drag re-prepares an arrow's path on every move. Appending to an array checks its
/// uniqueness and capacity each time (a call into the runtime per element, around which the
/// caller keeps its values in memory), which made re-preparing an arrow about three times as
/// costly as writing the records in place (see INTERNALS.md, "Unsafe memory"). So a rewrite
/// makes the storage unique and large enough once, then hands a ``Writer`` over it to the
/// preparation.
///
/// Invariants, each tested directly (`SegmentTableTests`):
/// - **bounds**: a writer writes only below the capacity it was given, and a read only below
///   ``count`` (both trap otherwise);
/// - **lifetime**: the writer exists only inside ``rewrite(capacity:_:)``'s closure: it is
///   non-copyable, passed `inout`, and has no public initialiser, so it cannot be kept;
/// - **copy-on-write**: a copy of the table keeps its records when the original is rewritten
///   (the rewrite makes the storage unique first);
/// - **alignment**: records are read and written as typed elements of Swift arrays, so each
///   sits at its type's alignment.
struct SegmentTable: Sendable {
    /// The records; those from ``count`` on are room left from earlier rewrites.
    private var segmentStorage: [HitSegment] = []
    private var controlStorage: [HitControls] = []
    /// The live records.
    private(set) var count = 0

    init() {}

    /// Segment `i`.
    @inline(__always)
    subscript(i: Int) -> HitSegment {
        precondition(i >= 0 && i < count, "segment index out of range")
        return segmentStorage[i]
    }

    /// The inner control points of segment `i`.
    @inline(__always)
    func controls(_ i: Int) -> HitControls {
        precondition(i >= 0 && i < count, "segment index out of range")
        return controlStorage[i]
    }

    /// The live segments, in order.
    var segments: ArraySlice<HitSegment> { segmentStorage[..<count] }

    /// How many records the storage holds room for.
    var capacity: Int { min(segmentStorage.count, controlStorage.count) }

    /// Replaces the records with what `body` writes, at most `capacity` of them.
    ///
    /// - Parameters:
    ///   - capacity: The most records `body` may write (a write beyond it traps).
    ///   - body: Writes the records in order.
    /// - Complexity: O(capacity) when the storage must grow or is shared with a copy, else
    ///   O(records written); allocates nothing then.
    mutating func rewrite(capacity: Int, _ body: (inout Writer) -> Void) {
        if segmentStorage.count < capacity {
            let grow = capacity - segmentStorage.count
            segmentStorage.append(contentsOf: repeatElement(HitSegment(), count: grow))
        }
        if controlStorage.count < capacity {
            let grow = capacity - controlStorage.count
            controlStorage.append(contentsOf: repeatElement(HitControls(p1: .zero, p2: .zero), count: grow))
        }
        // Unique storage (copied here if a copy of the table shares it), then written in place.
        count = segmentStorage.withUnsafeMutableBufferPointer { segments in
            controlStorage.withUnsafeMutableBufferPointer { controls in
                var writer = Writer(segments: segments.baseAddress!, controls: controls.baseAddress!,
                                    capacity: Swift.min(capacity, segments.count, controls.count))
                body(&writer)
                return writer.count
            }
        }
    }

    /// Writes records over a table's storage during ``SegmentTable/rewrite(capacity:_:)``.
    struct Writer: ~Copyable {
        private let segments: UnsafeMutablePointer<HitSegment>
        private let controls: UnsafeMutablePointer<HitControls>
        private let capacity: Int
        /// The records written so far.
        private(set) var count = 0

        fileprivate init(segments: UnsafeMutablePointer<HitSegment>, controls: UnsafeMutablePointer<HitControls>,
                         capacity: Int) {
            self.segments = segments
            self.controls = controls
            self.capacity = capacity
        }

        /// Writes the next record.
        @inline(__always)
        mutating func append(_ segment: HitSegment, _ c: HitControls) {
            precondition(count < capacity, "more segments than the table was sized for")
            segments[count] = segment
            controls[count] = c
            count += 1
        }

        /// Record `i` of those written.
        @inline(__always)
        subscript(i: Int) -> HitSegment {
            precondition(i >= 0 && i < count, "segment index out of range")
            return segments[i]
        }
    }
}
