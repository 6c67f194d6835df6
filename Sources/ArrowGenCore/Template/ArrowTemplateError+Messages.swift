import BezierArrow

extension ArrowTemplateError {
    /// The message a template reader prints for this broken rule, naming the frames and tips
    /// concerned with their numbers and saying what to do: one wording for `.arrow` and `.svg`
    /// templates, which differ only in where they point.
    ///
    /// ``negativeWidth(_:)`` and ``nonFiniteValue(_:)`` name a key of the format; readers that
    /// spell it otherwise word those themselves.
    ///
    /// - Parameters:
    ///   - start: the start end as read.
    ///   - end: the end end as read.
    /// - Returns: the message, without location.
    func message(start: ArrowHeadFrame, end: ArrowHeadFrame) -> String {
        func ends(_ tip: ArrowTip) -> ArrowHeadFrame { tip == .start ? start : end }
        func frameText(_ r: Rect) -> String {
            "[" + [r.minX, r.minY, r.width, r.height].map(SwiftLiteral.double).joined(separator: ", ") + "]"
        }
        switch self {
        case .noShape:
            return "the template draws nothing: its outline and spine are empty"
        case .nonFiniteValue, .negativeWidth, .emptyFrame, .miterLimitOutOfRange:
            return "\(self)"
        case .overlappingFrames:
            return "the end frame \(frameText(end.frame)) overlaps the start frame \(frameText(start.frame)): "
                + "a point would belong to both heads; move the frames apart (touching edges are fine)"
        case .tipOutsideFrame(let n):
            let e = ends(n)
            return "the \(n) tip \(SwiftLiteral.pair(e.tip)) lies outside the \(n) frame \(frameText(e.frame)): "
                + "a tip must lie in its frame (edges included)"
        case .emptyHead(let n):
            return "the \(n) frame \(frameText(ends(n).frame)) holds no point of the outline or spine: enclose the "
                + "\(n) head (or, for a plain tail, the end of the shaft) so it has something to move"
        case .coincidentTips:
            return "the end tip \(SwiftLiteral.pair(end.tip)) is the start tip: the arrow has no direction"
        }
    }
}
