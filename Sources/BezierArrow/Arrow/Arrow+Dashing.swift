/// The arrow's stroke as it is drawn: the template's dash cut from the body, the heads whole.
extension Arrow {
    /// The outline as its stroke draws it: the template's ``ArrowTemplate/dash`` cut from the
    /// body, the heads whole; the ``outline`` itself when the template has no dash.
    ///
    /// Stroke it (without a dash) with the template's ``ArrowTemplate/strokeStyle``; fill the
    /// ``outline`` itself. See ``drawDashedOutline(into:tolerance:)``.
    public var dashedOutline: BezierPath {
        guard template.dash != nil else { return outline }
        var path = BezierPath()
        drawDashedOutline(into: &path)
        return path
    }

    /// The spine as its stroke draws it: the template's ``ArrowTemplate/dash`` cut from the
    /// body, the heads whole; the ``spine`` itself when the template has no dash.
    ///
    /// Stroke it (without a dash) with the template's ``ArrowTemplate/strokeStyle``. See
    /// ``drawDashedSpine(into:tolerance:)``.
    public var dashedSpine: BezierPath {
        guard template.dash != nil else { return spine }
        var path = BezierPath()
        drawDashedSpine(into: &path)
        return path
    }

    /// Draws the outline's dashes into a builder: what a renderer strokes, without a dash of its
    /// own, to draw the outline's edge.
    ///
    /// Heads stay solid: a segment whose two ends lie in the same head frame is drawn whole, and
    /// only the body's runs of segments are dashed (a canvas that dashes the whole path would
    /// break the heads too). Each run is measured by arc length from its end at the start head:
    /// the dashes nearest the start head keep their places as the end tip moves, travel with the
    /// start head when it moves, and the rest follow smoothly as the body stretches, never
    /// jumping. A dash reaching a head joins it. The tap target (``hitTest(_:insetBy:)``) ignores
    /// the gaps: a touch on a gap still hits the arrow.
    ///
    /// - Parameters:
    ///   - builder: Where to draw (a `CGMutablePath`, SwiftUI `Path`, a ``BezierPath``).
    ///   - tolerance: How far along the path, times 1,000, a dash end may lie from its place
    ///     (see ``BezierPath/dashed(_:tolerance:)``).
    /// - Complexity: O(elements + dashes); allocates nothing itself. When the dashes would need
    ///   more than `AcceptedRange.maxOutlineElements` elements, the outline is drawn undashed.
    public func drawDashedOutline<B: PathBuilder>(into builder: inout B, tolerance: Double = 0.01) {
        drawDashed(spine: false, tolerance: tolerance, into: &builder)
    }

    /// Draws the spine's dashes into a builder, as ``drawDashedOutline(into:tolerance:)`` does
    /// the outline's.
    ///
    /// - Parameters:
    ///   - builder: Where to draw.
    ///   - tolerance: How far along the path, times 1,000, a dash end may lie from its place.
    public func drawDashedSpine<B: PathBuilder>(into builder: inout B, tolerance: Double = 0.01) {
        drawDashed(spine: true, tolerance: tolerance, into: &builder)
    }

    /// Draws the spine's or the outline's dashes. A body cut around a label is dashed uncut, its
    /// cut stretch walked over but not drawn, so that the dashes keep their places.
    // Size: compiled once, generic (its public generic callers need that copy), not again for
    // `BezierPath`: a builder call per element costs little through the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    private func drawDashed<B: PathBuilder>(spine isSpine: Bool, tolerance: Double, into builder: inout B) {
        if let cut = labelCut, template.dash != nil {
            Arrow.drawDashed(isSpine ? cut.spine : cut.outline, parts: isSpine ? cut.spineUncutLabels : cut.outlineUncutLabels,
                             hidden: isSpine ? cut.spineHidden : cut.outlineHidden, dash: template.dash,
                             tolerance: tolerance, into: &builder)
        } else {
            Arrow.drawDashed(isSpine ? spine : outline, parts: isSpine ? spineLabels : outlineLabels, hidden: [],
                             dash: template.dash, tolerance: tolerance, into: &builder)
        }
    }

    /// The outline of the arrow's visible stroke, dashes and all, to fill with the non-zero rule:
    /// for renderers that cannot dash or stroke. Empty for a line width of 0.
    ///
    /// - Parameter tolerance: The largest distance between the path and the dashed stroke's
    ///   boundary.
    /// - Returns: The stroke outline of ``dashedOutline`` and ``dashedSpine`` at the template's
    ///   ``ArrowTemplate/strokeStyle``.
    /// - Complexity: O(elements + dashes); allocates.
    @usableFromInline package func visibleStroke(tolerance: Double = 0.01) -> BezierPath {
        var result = BezierPath()
        guard template.lineWidth > 0 else { return result }
        var outliner = StrokeOutliner()
        for path in [dashedOutline, dashedSpine] where !path.isEmpty {
            outliner.outline(of: path, style: template.strokeStyle, tolerance: tolerance, into: &result)
        }
        return result
    }

    static func drawDashed<B: PathBuilder>(_ path: BezierPath, parts: [PathLabel], hidden: [HiddenStretch],
                                           dash: BezierPath.DashPattern?, tolerance: Double, into builder: inout B) {
        guard let dash else { return path.draw(into: &builder) }
        var dasher = PathDasher<B>(path: path, labels: parts, startLabel: .startHead, pattern: dash,
                                   precision: BezierPath.dashPrecision(tolerance, of: path), hidden: hidden)
        _ = dasher.draw(into: &builder)
    }
}
