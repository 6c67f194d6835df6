extension Arrow {
    /// The text label carried along the body, or `nil` (the default) for none.
    ///
    /// The label's box (``labelFrame``) is centred on the body's centre line at the label's
    /// ``ArrowLabel/fraction`` of its length (``slots``), moved by its ``ArrowLabel/offset``
    /// along the normal, axis-aligned. The drawn body is cut around it, as tldraw cuts its
    /// arrows around their labels: no point of the body's drawn paths lies within
    /// ``ArrowLabel/bodyGap`` (plus half the template's line width, for the stroke's ink) of the
    /// box. The heads are never cut. What is cut:
    /// - a styled arrow's body: its band (two closed pieces, each ended by a straight line across
    ///   the band) or its stroked centre line (two pieces);
    /// - a template's own drawing: the body between the heads, where the template's centre line
    ///   comes from (<doc:ArrowModel>): the spine's side, or the outline's two sides in one
    ///   subpath (each kept piece closed across the body). An outline whose body is one side, or
    ///   whose sides lie in different subpaths, is left whole.
    ///
    /// A dashed body (``drawDashedOutline(into:tolerance:)``) keeps its dashes where they were,
    /// measured from the start head, with the cut stretch left out; the straight ends of a cut
    /// band are not part of its dashed edge.
    ///
    /// A point in the box hits ``ArrowPart/label`` (see ``hitTest(_:insetBy:)``).
    ///
    /// - Complexity: Setting it redraws the arrow. While an arrow has a label, every tip change
    ///   measures the body (``slots``) and cuts it: a few microseconds, and it allocates.
    public var label: ArrowLabel? {
        get { storedLabel }
        set {
            storedLabel = newValue
            // The cut changes the drawing's elements: the table is sized again.
            preparedPath.pairCapacity = 0
            rebuild()
        }
    }

    /// The label's box for the current tips, or `nil` without a label: centred on the body's
    /// centre line at the label's fraction of its length (moved by its offset along the
    /// normal), axis-aligned, as big as the label says. For `DoubleArrow` at rest with a label
    /// 40 wide and 14 high at the default fraction 0.5: `Rect(x: 80, y: 12, width: 40, height: 14)`,
    /// around the body's middle (100, 19).
    public var labelFrame: Rect? { labelBox }

    /// Places the label's box and cuts the body drawn in ``outline`` or ``spine`` around it.
    ///
    /// - Parameters:
    ///   - label: The label; nothing is done without one.
    ///   - outlineLabels: The parts of the drawn outline's elements.
    ///   - spineLabels: The parts of the drawn spine's elements.
    ///   - sides: Where the body is in the drawn path, or `nil` for a body that is not cut.
    ///   - onSpine: Whether the body is in the spine rather than the outline.
    mutating func cutBody(around label: ArrowLabel?, outlineLabels: [PathLabel], spineLabels: [PathLabel],
                          sides: BodySides?, onSpine: Bool) {
        guard let label else { return }
        // Measured before the cut, and kept: the slots run along the whole body.
        let slots = measuredSlots
        let box = label.frame(at: slots.slot(atFraction: label.fraction))
        setExtras(label: label, labelBox: box, labelCut: nil, slots: slots)
        let path = onSpine ? spine : outline, parts = onSpine ? spineLabels : outlineLabels
        guard let sides, !sides.pieces.isEmpty,
              let gap = sides.gap(in: path.elements, box: box, padding: ArrowLabel.bodyGap + template.lineWidth / 2)
        else { return }
        let first = sides.drawnGap(gap, onSecond: false)
        let result = sides.isFilled
            ? path.cutRegion(parts: parts, sideElements: sides.elements, sideA: first,
                             sideB: sides.drawnGap(gap, onSecond: true))
            : path.cutStroke(parts: parts, from: first.from, to: first.to)
        guard let result else { return }
        var cut = LabelCut(outline: outline, spine: spine, outlineUncutLabels: outlineLabels, spineUncutLabels: spineLabels,
                           outlineLabels: outlineLabels, spineLabels: spineLabels)
        if onSpine {
            spine = result.path
            cut.spineLabels = result.parts
            cut.spineHidden = result.hidden
        } else {
            outline = result.path
            cut.outlineLabels = result.parts
            cut.outlineHidden = result.hidden
        }
        setExtras(label: label, labelBox: box, labelCut: cut, slots: slots)
    }
}
