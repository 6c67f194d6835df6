/// The words for connecting tips, read by assistive technologies: the connect and disconnect
/// actions a focused tip offers, what an arrow connects, and the names of targets the app left
/// unnamed. Spelled here once, as the other accessibility strings are, for every platform.
extension ArrowAccessibility {
    /// A tip's name in an action: "start" or "end".
    ///
    /// - Parameter tip: which tip.
    package static func name(of tip: ArrowTip) -> String {
        tip == .start ? "start" : "end"
    }

    /// The name of the action connecting a tip to a target: "Connect end to Box B".
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - target: the target's label.
    package static func connectActionName(for tip: ArrowTip, to target: String) -> String {
        "Connect \(name(of: tip)) to \(target)"
    }

    /// The name of the action disconnecting a tip from its target: "Disconnect end from Box B".
    ///
    /// - Parameters:
    ///   - tip: which tip.
    ///   - target: the label of the target it is bound to.
    package static func disconnectActionName(for tip: ArrowTip, from target: String) -> String {
        "Disconnect \(name(of: tip)) from \(target)"
    }

    /// What an arrow connects, as read for it and announced after a connect or disconnect:
    /// "arrow from Box A to Box B", "arrow from Box A to a free point".
    ///
    /// - Parameters:
    ///   - start: the label of the start tip's target, or `nil` when it is free.
    ///   - end: the label of the end tip's target, or `nil` when it is free.
    package static func connection(from start: String?, to end: String?) -> String {
        "arrow from \(start ?? freePoint) to \(end ?? freePoint)"
    }

    /// What a free tip is, in ``connection(from:to:)``: "a free point".
    package static let freePoint = "a free point"

    /// The label of a shape the app gave none: "Shape 2", by its place in the shapes' drawing
    /// order, from 1.
    ///
    /// - Parameter number: its place.
    package static func shapeLabel(number: Int) -> String {
        "Shape \(number)"
    }

    /// The label of an arrow as a target, when the app gave none: its label's text, else its
    /// template's name and its place in the drawing order, from 1 ("Double arrow 3").
    ///
    /// - Parameters:
    ///   - arrow: the arrow.
    ///   - number: its place.
    package static func targetLabel(for arrow: Arrow, number: Int) -> String {
        if let text = arrow.label?.text, !text.isEmpty { return text }
        return "\(label(for: arrow.template)) \(number)"
    }
}
