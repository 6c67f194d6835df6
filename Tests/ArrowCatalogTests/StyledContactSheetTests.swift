import ArrowCatalog
import BezierArrow
import Foundation
import Testing

/// Every catalog head on every body kind, drawn on a stroked and on a filled template: each arrow
/// of the sheet draws, stays finite and inside a cell, and the sheet can be written to look at.
@Suite struct StyledContactSheetTests {
    static let templates = [ThinArrow.template, DoubleArrow.template]

    /// Each cell's arrow is finite, a tap on its end tip grabs the end head (whatever the head),
    /// and it fits its 210 × 100 cell (so no drawing runs into its neighbour on the sheet); a
    /// styled arrow always has a bend handle.
    @Test func everyHeadOnEveryBodyDrawsInsideItsCell() {
        for head in ArrowCatalog.heads {
            for arrow in StyledContactSheet.arrows(head: head, templates: Self.templates) {
                let what = "\(head.name) on \(arrow.template.name), \(arrow.body.name)"
                #expect(arrow.outline.isFinite && arrow.spine.isFinite, "\(what)")
                let box = arrow.bounds
                #expect(box.minX >= -30 && box.maxX <= 180 && box.minY >= -25 && box.maxY <= 75, "\(what): \(box)")
                let parts = Set(arrow.hitTest(StyledContactSheet.endTip).map { [$0.part] } ?? [])
                #expect(parts == [.endHead] || head.isEmpty, "\(what): the end tip hits \(parts)")
                #expect(arrow.handles.map(\.name) == arrow.body.handleNames, "\(what)")
            }
        }
    }

    /// Writes the sheet to the path in `ARROWGEN_STYLED_SHEET`, when it is set, to be converted
    /// to PNG and looked at (`rsvg-convert -z 2 sheet.svg -o sheet.png`).
    @Test func contactSheetNamesEveryHeadAndBody() throws {
        let svg = StyledContactSheet.svg(ArrowCatalog.heads, templates: Self.templates)
        for head in ArrowCatalog.heads { #expect(svg.contains(">\(head.name)</text>")) }
        for body in StyledContactSheet.bodies { #expect(svg.contains(">\(body.name)</text>")) }
        if let path = ProcessInfo.processInfo.environment["ARROWGEN_STYLED_SHEET"] {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
