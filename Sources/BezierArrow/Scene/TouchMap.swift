/// A coarse map of an arrow's touch box (``ArrowTouchBox``): ``columns`` cells along the box's
/// axis by ``rows`` across it, each marked or not, where a marked cell may hold a point of the
/// arrow's tap target and an unmarked one holds none.
///
/// The one bit-level type of the scene: the cells are the bits of eight 32-bit lanes (row `r`
/// is lane `r`, column `c` its bit `c`), half a cache line, so a scene keeps one per arrow in a
/// dense table and a query tests a cell with a shift. Everything that reads or writes the bits
/// is here; `TouchMapTests` checks its invariants cell by cell.
struct TouchMap: Equatable, Sendable {
    /// The cells along the box's axis, and across it: arrows are long and thin, and finer cells
    /// along the axis follow a bend better.
    static let columns = 32, rows = 8

    /// Row `r`'s cells in lane `r`'s bits.
    private var lanes: SIMD8<UInt32>

    private init(lanes: SIMD8<UInt32>) { self.lanes = lanes }

    /// The map with no cell marked.
    static let none = TouchMap(lanes: SIMD8(repeating: 0))
    /// The map with every cell marked.
    static let all = TouchMap(lanes: SIMD8(repeating: .max))

    /// A map with exactly the given cells marked; cells outside the map are ignored.
    init(cells: some Sequence<(column: Int, row: Int)>) {
        lanes = SIMD8(repeating: 0)
        for (column, row) in cells where (0..<Self.columns).contains(column) && (0..<Self.rows).contains(row) {
            lanes[row] |= 1 << UInt32(column)
        }
    }

    /// Whether a cell is marked. The cell must lie in the map (as ``ArrowTouchBox/cell(_:_:)``
    /// gives it, clamped).
    @inline(__always)
    func isMarked(_ cell: (column: Int, row: Int)) -> Bool {
        lanes[cell.row] >> UInt32(cell.column) & 1 != 0
    }

    /// The number of marked cells.
    var markedCount: Int { (0..<Self.rows).reduce(0) { $0 + lanes[$1].nonzeroBitCount } }

    /// The map with the cells enclosed by marked ones marked too: every unmarked cell that no
    /// chain of unmarked cells joined by sides links to the map's border.
    func fillingEnclosed() -> TouchMap {
        let free = ~lanes
        // The free cells on the border, then those joined to reached ones, until none is added.
        let edges = SIMD8<UInt32>(.max, 1 | 1 << 31, 1 | 1 << 31, 1 | 1 << 31, 1 | 1 << 31, 1 | 1 << 31, 1 | 1 << 31, .max)
        var reached = free & edges
        while true {
            let r = reached
            let up = SIMD8<UInt32>(r[1], r[2], r[3], r[4], r[5], r[6], r[7], 0)
            let down = SIMD8<UInt32>(0, r[0], r[1], r[2], r[3], r[4], r[5], r[6])
            let next = (r | r &<< 1 | r &>> 1 | up | down) & free
            if next == r { return TouchMap(lanes: ~r) }
            reached = next
        }
    }

    /// Marks rectangles of cells one after another, then gives the map.
    ///
    /// The rows are kept in pairs, one 64-bit word each, and a rectangle is marked without a
    /// loop or an index: a lane of a vector picked by a varying index sends the whole vector
    /// through memory, a stall at every rectangle, and a map is made at every move of an arrow.
    struct Marker {
        private var pairs: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// A marker with no cell marked.
        init() {}

        /// Marks the cells from `first` to `last`, both included; each must lie in the map, with
        /// `first`'s column and row at most `last`'s.
        @inline(__always)
        mutating func mark(from first: (column: Int, row: Int), to last: (column: Int, row: Int)) {
            let columns = UInt64(UInt32.max &>> UInt32(31 - last.column) & UInt32.max &<< UInt32(first.column))
            @inline(__always) func pair(_ row: Int) -> UInt64 {
                (row >= first.row && row <= last.row ? columns : 0)
                    | (row + 1 >= first.row && row + 1 <= last.row ? columns << 32 : 0)
            }
            pairs.0 |= pair(0); pairs.1 |= pair(2); pairs.2 |= pair(4); pairs.3 |= pair(6)
        }

        /// The cells marked so far.
        var map: TouchMap {
            @inline(__always) func low(_ w: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: w) }
            @inline(__always) func high(_ w: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: w >> 32) }
            return TouchMap(lanes: SIMD8(low(pairs.0), high(pairs.0), low(pairs.1), high(pairs.1),
                                         low(pairs.2), high(pairs.2), low(pairs.3), high(pairs.3)))
        }
    }
}
