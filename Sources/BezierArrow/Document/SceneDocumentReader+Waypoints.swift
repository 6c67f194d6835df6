/// The body state's waypoints and an elbow's kept segments in a style (version 3; see
/// ``ArrowBodyState/read(_:with:)``), and the bound its numbers share with the bend.
extension SceneDocumentReader {
    /// A number of the body state: finite, within ``ArrowDeformation/coordinateLimit``.
    ///
    /// - Parameter what: its name, for the error (`bend`, `waypoint x`).
    func limitedNumber(_ value: Value, _ what: String) throws(Failure) -> Double {
        let b = try number(value), limit = ArrowDeformation.coordinateLimit
        guard abs(b) <= limit else {
            throw error("\(what) \(AcceptedRangeError.text(b)) is outside the accepted range "
                + "-\(AcceptedRangeError.text(limit))...\(AcceptedRangeError.text(limit))")
        }
        return b
    }

    /// A style's `waypoints`: `[[x, y], ...]`, at most ``ArrowBodyState/maxWaypointCount``,
    /// each coordinate within ``ArrowDeformation/coordinateLimit``.
    mutating func waypoints(_ value: Value) throws(Failure) -> [Point] {
        guard let elements = input.elements(value) else {
            throw error("expected the waypoints (an array of [x, y]), found \(input.kind(of: value))")
        }
        let limit = ArrowBodyState.maxWaypointCount
        guard elements.count <= limit else {
            throw error("\(elements.count) waypoints are more than a body keeps (\(limit))")
        }
        var points: [Point] = []
        points.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            points.append(try at(i) { (r: inout Self) throws(Failure) -> Point in
                let xy = try r.elements(element, "[x, y]", count: 2)
                let x = try r.at(0) { (r: inout Self) throws(Failure) in try r.limitedNumber(xy[0], "waypoint x") }
                let y = try r.at(1) { (r: inout Self) throws(Failure) in try r.limitedNumber(xy[1], "waypoint y") }
                return Point(x, y)
            })
        }
        return points
    }

    /// A style's `keptSegments`: one entry a leg (`waypointCount + 1`), each a coordinate within
    /// ``ArrowDeformation/coordinateLimit`` or `null`.
    mutating func keptSegments(_ value: Value, waypointCount: Int) throws(Failure) -> [Double?] {
        guard let elements = input.elements(value) else {
            throw error("expected the kept segments (an array of numbers or null, one a leg), found \(input.kind(of: value))")
        }
        guard waypointCount > 0 else {
            throw error("kept segments without waypoints: an elbow keeps segments only between waypoints (add \"waypoints\" or remove \"keptSegments\")")
        }
        guard elements.count == waypointCount + 1 else {
            throw error("expected \(waypointCount + 1) kept segments (one a leg: \(waypointCount) waypoint\(waypointCount == 1 ? "" : "s") + 1), found \(elements.count)")
        }
        var kept: [Double?] = []
        kept.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            kept.append(try at(i) { (r: inout Self) throws(Failure) -> Double? in
                if r.input.isNull(element) { return nil }
                guard r.input.number(element) != nil else { throw r.error("expected a number or null, found \(r.input.kind(of: element))") }
                return try r.limitedNumber(element, "kept segment")
            })
        }
        return kept
    }
}
