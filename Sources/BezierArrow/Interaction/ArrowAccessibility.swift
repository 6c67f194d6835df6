/// The words assistive technologies (VoiceOver, Voice Control, Switch Control) read for an arrow
/// and its tips, the same on every platform the views run on.
///
/// The arrow as a whole is named after its template (`DoubleArrow` reads "Double arrow"); each tip
/// is an adjustable element labelled "start tip" or "end tip" whose value is its position in
/// whole units of the arrow's coordinates ("x 120, y 40"), with four actions moving it left,
/// right, up and down.
package enum ArrowAccessibility {
    /// The arrow's label: its template's name as words, the first capitalised
    /// (`DoubleArrow` reads "Double arrow", `my_arrow2` "My arrow 2").
    ///
    /// - Parameter template: the arrow's template.
    /// - Returns: the words, or "Arrow" for a template without a name.
    package static func label(for template: ArrowTemplate) -> String {
        let words = words(of: template.name)
        guard let first = words.first else { return "Arrow" }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    /// A tip's label: "start tip" or "end tip".
    ///
    /// - Parameter tip: which tip.
    package static func label(for tip: ArrowTip) -> String {
        tip == .start ? "start tip" : "end tip"
    }

    /// A tip's value: its position rounded to whole units, "x 120, y 40".
    ///
    /// - Parameter tip: the tip, in the arrow's coordinates.
    package static func value(of tip: Point) -> String {
        "x \(spoken(tip.x)), y \(spoken(tip.y))"
    }

    /// The name of the action that moves a tip in a direction: "Move left", "Move up".
    ///
    /// - Parameter direction: the direction.
    package static func actionName(for direction: ArrowMoveDirection) -> String {
        "Move \(direction.rawValue)"
    }

    /// The arrow element's frame: the drawn arrow as it is shown (bent, cut around its label),
    /// its stroke and its label's box.
    ///
    /// - Parameter arrow: the arrow as the view shows it.
    /// - Returns: a rectangle in the arrow's coordinates.
    package static func frame(of arrow: Arrow) -> Rect {
        let half = arrow.template.strokeStyle.width / 2
        var frame = arrow.bounds.insetBy(dx: -half, dy: -half)
        if let box = arrow.labelFrame { frame = frame.union(box) }
        return frame
    }

    /// The side of a tip element's square, in view points: the smallest target the platforms'
    /// guidelines allow for a finger.
    package static let tipSide = 44.0

    /// A tip element's frame: a square of ``tipSide`` points on screen centred on the tip.
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - arrow: the arrow as the view shows it.
    ///   - zoomScale: view points per arrow unit.
    /// - Returns: a rectangle in the arrow's coordinates.
    package static func frame(of tip: ArrowTip, on arrow: Arrow, zoomScale: Double = 1) -> Rect {
        square(at: arrow.tip(tip), zoomScale: zoomScale)
    }

    /// A square of ``tipSide`` points on screen centred on a point: a tip's or a waypoint's
    /// element.
    static func square(at p: Point, zoomScale: Double) -> Rect {
        let side = tipSide / (zoomScale.isFinite && zoomScale > 0 ? zoomScale : 1)
        return Rect(x: p.x - side / 2, y: p.y - side / 2, width: side, height: side)
    }

    /// What a view announces after a keyboard move, when the focus stays on the arrow and not
    /// on the tip's own element (which reads its new value by itself): "end tip, x 120, y 40".
    ///
    /// - Parameter result: the move.
    package static func announcement(for result: ArrowDragResult) -> String {
        "\(label(for: result.grabbed)), \(value(of: result.tip))"
    }

    /// What a view announces when a key press changes the keyboard focus or ends the selection:
    /// the focused tip ("start tip, x 20, y 60"), "Double arrow, deselected" after Escape or
    /// focus leaving; `nil` for a response that announces nothing by itself (a move, announced
    /// by ``announcement(for:)``, or an ignored key).
    ///
    /// - Parameters:
    ///   - response: what the controller did with the key.
    ///   - arrow: the arrow the key went to, after the key.
    ///   - focusedTip: its focused tip after the key.
    package static func announcement(for response: ArrowKeyResponse, arrow: Arrow, focusedTip: ArrowTip?) -> String? {
        switch response {
        case .ignored: nil
        case .handled: focusedTip.map { "\(label(for: $0)), \(value(of: arrow.tip($0)))" }
        case let .moved(result): announcement(for: result)
        case .focusLeaves, .deselected: "\(label(for: arrow.template)), deselected"
        }
    }

    /// A coordinate rounded to a whole number, as read aloud ("-0" reads "0").
    static func spoken(_ v: Double) -> String {
        guard v.isFinite else { return "unknown" }
        // Tips are clamped far inside Int's range (see Arrow); clamp again for any caller.
        let r = Int(min(max(v.rounded(), -1e15), 1e15))
        return String(r)
    }

    /// A name cut into lower-case words: at every character that is not a letter or digit,
    /// between a lower-case letter and an upper-case one, and between letters and digits; an
    /// acronym stays one word (`SVGArrow` gives "svg arrow").
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var word: [Character] = []
        let characters = Array(name)
        func flush() {
            if !word.isEmpty { words.append(String(word).lowercased()) }
            word.removeAll()
        }
        for (i, c) in characters.enumerated() {
            guard c.isLetter || c.isNumber else { flush(); continue }
            if let previous = word.last {
                let next = i + 1 < characters.count ? characters[i + 1] : nil
                let lowerToUpper = previous.isLowercase && c.isUppercase
                let acronymEnd = previous.isUppercase && c.isUppercase && (next?.isLowercase ?? false)
                let letterDigit = previous.isLetter != c.isLetter
                if lowerToUpper || acronymEnd || letterDigit { flush() }
            }
            word.append(c)
        }
        flush()
        return words
    }
}
