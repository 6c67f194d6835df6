import ArrowCatalog
import Foundation
import TestSupport
import Testing
@testable import BezierArrow

/// Each catalog head's part of the tap target, on a filled-band arrow (`DoubleArrow`, whose
/// stroked heads are filled outlines) and a stroked one (`ThinArrow`): `Arrow.hitTest` names the
/// head exactly where the brute-force reference (``BruteForceTapTarget``: the head's own placed
/// outline and spine, sampled into polylines) says the point is inside the head's fill or within
/// the tap reach of its stroke, and the head is nearer than the rest of the arrow (the hit's part
/// is the nearest element's) or the rest's nearest point lies in the head's placed frame (where
/// a body that runs into a head belongs to that head).
@Suite struct StyledHeadHitTests {
    /// Points closer than this to a boundary the answer turns on are skipped: the reference's
    /// chords (512 a segment) cut inside the curves (heads of radius 6, bodies bent to radii of
    /// some 10 and more, chords under 1 long) by under 1e-2.
    static let hair = 0.02

    /// Paths of the elements that are (or are not) one part.
    static func paths(_ a: Arrow, _ part: ArrowPart, matching: Bool) -> (outline: BezierPath, spine: BezierPath) {
        var outline = BezierPath(), spine = BezierPath()
        for (e, p) in zip(a.outline.elements, a.outlineLabels.map(ArrowPart.init)) where (p == part) == matching { outline.append(e) }
        for (e, p) in zip(a.spine.elements, a.spineLabels.map(ArrowPart.init)) where (p == part) == matching { spine.append(e) }
        return (outline, spine)
    }

    /// The reference for paths whose elements all take one part.
    static func reference(_ paths: (outline: BezierPath, spine: BezierPath), _ part: ArrowPart,
                          fillRule: FillRule) -> BruteForceTapTarget {
        BruteForceTapTarget(outline: paths.outline, outlineLabels: paths.outline.elements.map { _ in part },
                            spine: paths.spine, spineLabels: paths.spine.elements.map { _ in part },
                            fillRule: fillRule, samples: 512)
    }

    /// Whether a head's frame, placed at its tip along its direction, holds a point; `nil` when
    /// the point lies within `margin` of the frame's edge.
    static func placedFrame(of a: Arrow, _ part: ArrowPart, holds p: Point, margin: Double) -> Bool? {
        let frames = a.headFrames!
        let (tip, d, frame) = part == .startHead
            ? (frames.startTip, frames.startDirection, frames.startFrame)
            : (frames.endTip, frames.endDirection, frames.endFrame)
        // Into head coordinates: the inverse of the head's turn (by d) and move (to the tip).
        let v = p - tip
        let local = Point(v.x * d.x + v.y * d.y, -v.x * d.y + v.y * d.x)
        let outside = min(local.x - frame.minX, frame.maxX - local.x, local.y - frame.minY, frame.maxY - local.y)
        if abs(outside) <= margin { return nil }
        return outside > 0
    }

    @Test(arguments: [DoubleArrow.template, ThinArrow.template])
    func headHitsAgreeWithTheReference(template: ArrowTemplate) {
        var rng = SplitMix64(seed: 0x4EAD)
        func uniform(_ r: ClosedRange<Double>) -> Double { Double.random(in: r, using: &rng) }
        var failures: [String] = []
        var checked = (head: 0, elsewhere: 0)
        let bodies = ArrowBodyKind.allCases
        for (i, head) in ArrowCatalog.heads.enumerated() where !head.isEmpty {
            let s = Point(uniform(-200...200), uniform(-200...200))
            let angle = uniform(-Double.pi...Double.pi), length = uniform(150...300)
            var a = Arrow(template: template, start: s, end: s + Point(length * Foundation.cos(angle), length * Foundation.sin(angle)))!
            a.style = ArrowStyle(startHead: head, endHead: head, body: bodies[i % bodies.count], bend: uniform(-40...40))
            let r = a.tapRadius
            for part in [ArrowPart.startHead, .endHead] {
                let headPaths = Self.paths(a, part, matching: true)
                let headReference = Self.reference(headPaths, part, fillRule: template.fillRule)
                let rest = Self.reference(Self.paths(a, part, matching: false), .body, fillRule: template.fillRule)
                let box = headPaths.outline.boundingBox.union(headPaths.spine.boundingBox).insetBy(dx: -r - 4, dy: -r - 4)
                for k in 0..<80 {
                    var q = Point(uniform(box.minX...box.maxX), uniform(box.minY...box.maxY))
                    if k % 2 == 0, let near = headReference.labeled.randomElement(using: &rng)?.0 {
                        // Half the points near the head: inside it, on its edges, at the reach.
                        let d = uniform(0...(r + 2)), t = uniform(-Double.pi...Double.pi)
                        q = near + Point(d * Foundation.cos(t), d * Foundation.sin(t))
                    }
                    if let handle = a.handles.first?.position, a.style?.body == .arc || a.style?.body == .elbow,
                       q.distance(to: handle) <= r + Self.hair { continue }
                    let dHead = headReference.distance(to: q), dRest = rest.distance(to: q)
                    guard dHead > Self.hair, dRest > Self.hair, abs(dHead - r) > Self.hair,
                          abs(dRest - r) > Self.hair, abs(dHead - dRest) > Self.hair else { continue }
                    // The rest's nearest point counts as the head when it lies in the head's
                    // frame as placed (a body running into a head up to its tip); points whose
                    // point so decided is within a hair of the frame's edge are skipped.
                    // Inside the fill the hit's point is the touch itself, which the frame then
                    // decides on; outside, the rest's nearest point.
                    let inFill = headReference.fillContains(q) || rest.fillContains(q)
                    var headIsNearest = dHead < dRest
                    if !headIsNearest, let restNearest = rest.labeled.min(by: { $0.0.distance(to: q) < $1.0.distance(to: q) })?.0 {
                        guard let inFrame = Self.placedFrame(of: a, part, holds: inFill ? q : restNearest, margin: Self.hair) else { continue }
                        headIsNearest = inFrame
                    }
                    let inTarget = inFill || min(dHead, dRest) <= r
                    let expected = inTarget && headIsNearest
                    let hit = a.hitTest(q)
                    if (hit?.part == part) != expected {
                        failures.append("\(template.name) \(head.name) \(part) \(a.start) -> \(a.end) at \(q): hit \(String(describing: hit)), reference: head \(dHead) away (inside: \(headReference.fillContains(q))), rest \(dRest)")
                    }
                    if expected { checked.head += 1 } else { checked.elsewhere += 1 }
                }
            }
        }
        #expect(checked.head > 500 && checked.elsewhere > 500, "\(checked)")
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(6).joined(separator: "\n"))")
    }
}
