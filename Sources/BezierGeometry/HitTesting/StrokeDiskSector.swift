/// A round join, a round cap or a round dot: the part of the disk of half-width radius around
/// `center` where `w . a >= 0` and `w . b <= 0` (`w = p - center`).
///
/// For a join with unit tangents `a` (arriving) and `b` (leaving) that is the pie slice between
/// the two outer normals, the fan cairo and Skia draw (a full disk would also cover points beside
/// very short segments that neither library paints); a cap is the half disk `a = d`, `b = -d`;
/// a dot is the whole disk, `a = b = 0`.
struct StrokeDiskSector: Sendable {
    var center: Point
    var a: Point
    var b: Point

    @inline(__always)
    func contains(_ p: Point, radiusSquared: Double) -> Bool {
        let w = p - center
        return w.lengthSquared <= radiusSquared && w.dot(a) >= 0 && w.dot(b) <= 0
    }
}
