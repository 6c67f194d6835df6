import BezierArrow

/// Dashes: cutting an arrow's body into its template's dashes (``Arrow/drawDashedSpine(into:tolerance:)``,
/// heads solid) and the outline of the dashed stroke (``BezierPath/stroked(_:dash:tolerance:)``,
/// for renderers without dashes), next to the plain stroke outline of the same spine, whose
/// median is each figure's ratio's denominator.
///
/// The arrow is a line arrow drawn with strokes (a curved shaft and a chevron head in the spine),
/// 2 wide with round caps and joins, dashed 6 on 4 off, its end tip dragged from (200, 10) to
/// (200, 130): about 26 dashes along an S-shaped body. Everything is built into reused paths
/// with a reused ``StrokeOutliner``, so a round allocates nothing once the storage has grown.
/// No goals yet: the figures say what a dash costs beside the stroke it cuts.
struct DashedStrokeBench: BenchSection {
    var title: String { "dashed strokes" }

    /// The arrow, dragged.
    static var arrow: Arrow {
        // Constant data: an error here would be a bug.
        let template = try! ArrowTemplate(
            name: "DashedLine", spine: try! BezierPath(svgPathData: "M 0 10 C 60 10 140 10 200 10 M 185 0 L 200 10 L 185 20"),
            start: ArrowHeadFrame(frame: Rect(x: 0, y: 0, width: 10, height: 20), tip: Point(0, 10)),
            end: ArrowHeadFrame(frame: Rect(x: 180, y: 0, width: 20, height: 20), tip: Point(200, 10)),
            orientation: .follow, handles: .scaled, lineWidth: 2, cap: .round, join: .round,
            dash: try! BezierPath.DashPattern([6, 4]))
        var arrow = Arrow(template: template)
        arrow.end = Point(200, 130)
        return arrow
    }

    func run(_ runner: inout BenchRunner) {
        let arrow = Self.arrow
        let style = arrow.template.strokeStyle
        // One build per 100 query points, as the stroke outlines section.
        let builds = max(1, runner.points / 100)
        let plain = "spine outline, dashed arrow dragged, width 2 round, undashed"
        runner.measure(plain, queries: builds) {
            var outliner = StrokeOutliner()
            var outline = BezierPath()
            var checksum = 0
            for _ in 0..<builds {
                outline.removeAll()
                outliner.outline(of: arrow.spine, style: style, into: &outline)
                checksum &+= outline.elements.count
            }
            return checksum
        }
        runner.measure("dashes of the body, dashed arrow dragged, [6, 4]", reference: plain, queries: builds) {
            var dashes = BezierPath()
            var checksum = 0
            for _ in 0..<builds {
                dashes.removeAll()
                arrow.drawDashedSpine(into: &dashes)
                checksum &+= dashes.elements.count
            }
            return checksum
        }
        runner.measure("dashed outline, dashed arrow dragged, width 2 round, [6, 4], tolerance 0.01",
                       reference: plain, queries: builds) {
            var outliner = StrokeOutliner()
            var dashes = BezierPath(), outline = BezierPath()
            var checksum = 0
            for _ in 0..<builds {
                dashes.removeAll()
                outline.removeAll()
                arrow.drawDashedSpine(into: &dashes)
                outliner.outline(of: dashes, style: style, into: &outline)
                checksum &+= outline.elements.count
            }
            return checksum
        }
    }
}
