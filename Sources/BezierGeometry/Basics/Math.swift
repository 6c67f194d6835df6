// Small numeric helpers shared by the geometry code. The standard library has no `cos`/`sin`
// without Foundation, so they come from the platform C library through these shims.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

@usableFromInline
package func cos(_ x: Double) -> Double {
    #if canImport(Darwin)
    Darwin.cos(x)
    #elseif canImport(Glibc)
    Glibc.cos(x)
    #elseif canImport(Musl)
    Musl.cos(x)
    #else
    ucrt.cos(x)
    #endif
}

@usableFromInline
package func sin(_ x: Double) -> Double {
    #if canImport(Darwin)
    Darwin.sin(x)
    #elseif canImport(Glibc)
    Glibc.sin(x)
    #elseif canImport(Musl)
    Musl.sin(x)
    #else
    ucrt.sin(x)
    #endif
}

@usableFromInline
package func atan2(_ y: Double, _ x: Double) -> Double {
    #if canImport(Darwin)
    Darwin.atan2(y, x)
    #elseif canImport(Glibc)
    Glibc.atan2(y, x)
    #elseif canImport(Musl)
    Musl.atan2(y, x)
    #else
    ucrt.atan2(y, x)
    #endif
}

@usableFromInline
package func acos(_ x: Double) -> Double {
    #if canImport(Darwin)
    Darwin.acos(x)
    #elseif canImport(Glibc)
    Glibc.acos(x)
    #elseif canImport(Musl)
    Musl.acos(x)
    #else
    ucrt.acos(x)
    #endif
}

@usableFromInline
package func tan(_ x: Double) -> Double {
    #if canImport(Darwin)
    Darwin.tan(x)
    #elseif canImport(Glibc)
    Glibc.tan(x)
    #elseif canImport(Musl)
    Musl.tan(x)
    #else
    ucrt.tan(x)
    #endif
}

@usableFromInline
package func cbrt(_ x: Double) -> Double {
    #if canImport(Darwin)
    Darwin.cbrt(x)
    #elseif canImport(Glibc)
    Glibc.cbrt(x)
    #elseif canImport(Musl)
    Musl.cbrt(x)
    #else
    ucrt.cbrt(x)
    #endif
}

/// The power of two that brings a positive finite magnitude into `1..<2`: multiplying by it
/// changes no bit of a number (short of an underflow), so a computation far from 1 can run near
/// 1 and be scaled back exactly.
package func unitScale(of magnitude: Double) -> Double {
    Double(sign: .plus, exponent: -magnitude.exponent, significand: 1)
}

/// Real roots of `a t^2 + b t + c = 0`, degenerating gracefully to the linear case.
///
/// Uses the numerically stable form `q = -(b + sign(b) sqrt(disc)) / 2` (Numerical Recipes 5.6)
/// so that neither root suffers cancellation. Returns the roots in ascending order.
///
/// Coefficients far from 1 (beyond 2^±400, as those of a curve 1e-200 across) are first brought
/// near 1 by a power of two, which changes no root: else `b * b` and `4 a c` underflow to 0 (or
/// overflow), and the discriminant says one root, or none, where there are two.
@usableFromInline
package func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> (count: Int, r0: Double, r1: Double) {
    var (a, b, c) = (a, b, c)
    var scale = max(abs(a), abs(b), abs(c))
    if scale == 0 || !scale.isFinite { return (0, 0, 0) }
    if scale < 0x1p-400 || scale > 0x1p400 {
        // Exact for the largest coefficient; a smaller one that underflows was below its
        // last bit anyway.
        let k = unitScale(of: scale)
        (a, b, c, scale) = (a * k, b * k, c * k, scale * k)
    }
    if abs(a) <= scale * 1e-14 {
        if b == 0 { return (0, 0, 0) }
        return (1, -c / b, 0)
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return (0, 0, 0) }
    if disc == 0 { return (1, -b / (2 * a), 0) }
    let sq = disc.squareRoot()
    let q = -0.5 * (b + (b >= 0 ? sq : -sq))
    var r0 = q / a
    var r1 = q != 0 ? c / q : r0
    if r0 > r1 { swap(&r0, &r1) }
    return (2, r0, r1)
}

// The standard library's `min` and `max` are generic (and variadic beyond two arguments), and
// the optimiser sometimes leaves them as calls; the hit-testing hot paths use these instead. Same
// results as `min`/`max`, NaN included.

/// The larger of two values.
@inlinable @inline(__always)
package func max2(_ a: Double, _ b: Double) -> Double { b > a ? b : a }

/// The smaller of two values.
@inlinable @inline(__always)
package func min2(_ a: Double, _ b: Double) -> Double { b < a ? b : a }

/// The largest of three values.
@inlinable @inline(__always)
package func max3(_ a: Double, _ b: Double, _ c: Double) -> Double { max2(max2(a, b), c) }

/// The smallest of three values.
@inlinable @inline(__always)
package func min3(_ a: Double, _ b: Double, _ c: Double) -> Double { min2(min2(a, b), c) }

/// `floor(x)` as an `Int`, for `|x| < 2^52` (callers clamp): the truncation, less one when it
/// went up. Inline arithmetic: on x86-64 without SSE4.1 (Swift's baseline) `rounded(.down)` is
/// a call into the C library.
@inlinable @inline(__always)
package func floorToInt(_ x: Double) -> Int {
    let t = Int(x)
    return Double(t) > x ? t - 1 : t
}

extension Float {
    /// The greatest `Float` at most `v` (the nearest one may be above it); `-infinity` below
    /// `Float`'s range.
    @inlinable
    package static func roundedDown(_ v: Double) -> Float {
        let f = Float(v)
        return Double(f) > v ? f.nextDown : f
    }

    /// The least `Float` at least `v`; `infinity` above `Float`'s range.
    @inlinable
    package static func roundedUp(_ v: Double) -> Float {
        let f = Float(v)
        return Double(f) < v ? f.nextUp : f
    }
}

extension Array {
    /// Sorts the array in place, stably (equal elements keep their order), as `sort(by:)` does.
    ///
    /// Size: for the short lists a segment's or a curve's parameters make (the crossings of a
    /// segment with a rectangle's edges, a curve's breaks, an arrow's center-line cuts: a few to
    /// some tens), insertion inlined at the call site is a few instructions, where the standard
    /// library's sort is copied for every element type and comparison, some 2 KB each.
    @inlinable @inline(__always)
    package mutating func insertionSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1 else { return }
        for i in 1..<count {
            let x = self[i]
            var j = i
            while j > 0, areInIncreasingOrder(x, self[j - 1]) {
                self[j] = self[j - 1]
                j -= 1
            }
            self[j] = x
        }
    }
}
