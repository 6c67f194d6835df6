import BezierArrow

extension SVGTemplateParser {
    /// Where the parts a template rule concerns were written.
    struct Places {
        var root: TextLocation
        var outline: TextLocation?
        var spine: TextLocation?
        /// Start, end.
        var frames: [TextLocation]
        /// Start, end: the tip circles, when drawn.
        var tips: [TextLocation?]
        var lineWidth: TextLocation?
        var hitWidth: TextLocation?
        /// The stroked element, whose style gives the stroke's options.
        var stroke: TextLocation?
    }

    /// The rule `ArrowTemplate` found broken, at the element it concerns.
    static func describe(_ problem: ArrowTemplateError, start: ArrowHeadFrame, end: ArrowHeadFrame, places: Places) -> SVGReadError {
        func index(_ tip: ArrowTip) -> Int { tip == .start ? 0 : 1 }
        func tipPlace(_ tip: ArrowTip) -> TextLocation { places.tips[index(tip)] ?? places.frames[index(tip)] }
        let message = problem.message(start: start, end: end)
        switch problem {
        case .noShape:
            return SVGReadError(message: message, location: places.outline ?? places.spine ?? places.root)
        case .nonFiniteValue:
            // Numbers and transformed coordinates are checked first; kept so every rule maps somewhere.
            return SVGReadError(message: message, location: places.root)
        case .negativeWidth(let what):
            let isLine = what == "lineWidth"
            return SVGReadError(message: "\(isLine ? "the line width" : "data-hit-width") must not be negative",
                                location: (isLine ? places.lineWidth : places.hitWidth) ?? places.root)
        case .miterLimitOutOfRange:
            // The reader checks the limit first; kept so every rule maps somewhere.
            return SVGReadError(message: message, location: places.stroke ?? places.root)
        case .emptyFrame(let n), .emptyHead(let n):
            return SVGReadError(message: message, location: places.frames[index(n)])
        case .overlappingFrames:
            return SVGReadError(message: message, location: places.frames[1],
                                notes: [("the start frame is here", places.frames[0])])
        case .tipOutsideFrame(let n):
            return SVGReadError(message: message, location: tipPlace(n))
        case .coincidentTips:
            return SVGReadError(message: message, location: tipPlace(.end))
        }
    }
}
