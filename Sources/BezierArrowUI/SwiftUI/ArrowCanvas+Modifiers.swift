// ArrowCanvas's modifiers: how it draws, what it reports, how its tips connect.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI

extension ArrowCanvas {
    /// The font the arrows' labels are shown in; `Font.footnote` by default. Give each
    /// ``ArrowCanvasItem/label`` the size of its text in this font (`ArrowLabel(_:font:fraction:)`
    /// measures it with the matching `UIFont` or `NSFont`).
    ///
    /// - Parameter font: the font.
    public func arrowLabelFont(_ font: Font) -> ArrowCanvas {
        var view = self
        view.labelFont = font
        return view
    }

    /// Replaces the appearance all arrows are painted with: fill, stroke, selection and focus.
    ///
    /// - Parameter appearance: the appearance.
    public func arrowAppearance(_ appearance: ArrowAppearance) -> ArrowCanvas {
        var view = self
        view.appearance = appearance
        return view
    }

    /// Tells the canvas how magnified it is shown, so tap targets, key steps and outlines keep
    /// their size on screen.
    ///
    /// - Parameter scale: view points on screen per point of the canvas.
    public func arrowZoomScale(_ scale: CGFloat) -> ArrowCanvas {
        var view = self
        if scale.isFinite && scale > 0 { view.zoomScale = scale }
        return view
    }

    /// Lets a drag that starts on a body move the nearer tip.
    ///
    /// - Parameter allows: whether bodies grab.
    public func allowsBodyGrab(_ allows: Bool = true) -> ArrowCanvas {
        var view = self
        view.allowsBodyGrab = allows
        return view
    }

    /// Calls an action when a drag finishes, and after each keyboard or VoiceOver move.
    ///
    /// - Parameter action: called with the arrow's id, the end and its final tip.
    public func onRelease(_ action: @escaping (ID, ArrowTip, CGPoint) -> Void) -> ArrowCanvas {
        var view = self
        view.releaseAction = action
        return view
    }

    /// Calls an action as the mouse or trackpad pointer hovers (iOS 16, macOS 13 and later), with
    /// the arrow and part under it, or `nil`. Each hover event first brings the canvas's scene up
    /// to date with the arrows, which costs O(arrows).
    ///
    /// - Parameter action: called with the hit under the pointer.
    public func onHover(_ action: @escaping (ArrowSceneHit<ID>?) -> Void) -> ArrowCanvas {
        var view = self
        view.hoverAction = action
        return view
    }

    /// Calls an action when the canvas changes a tip's binding: a drag released on a shape or an
    /// arrow, or away from its target, a connect or disconnect action, a key move of a bound tip,
    /// and a shape the app removed, or a binding the canvas's scene refused, leaving the tip free.
    /// The item's binding is already written.
    ///
    /// - Parameter action: called with the arrow's id, the tip and what it is bound to now
    ///   (`nil`: free).
    public func onBindingChange(_ action: @escaping (ID, ArrowTip, ArrowSceneBinding<ID>?) -> Void) -> ArrowCanvas {
        var view = self
        view.bindingChangeAction = action
        return view
    }

    /// Chooses how dragged tips connect to the canvas's shapes and arrows. By default they bind
    /// and snap; holding Option (macOS) leaves a tip free, Command stops snapping; a pointer
    /// resting a second on a target pins the tip on the point under it rather than at the edge.
    ///
    /// - Parameters:
    ///   - binds: whether a tip released on a shape or an arrow binds to it (and the connect
    ///     actions are offered).
    ///   - snaps: whether a dragged tip snaps to 15-degree steps around the other tip, to
    ///     shapes' centres and edge midpoints, and to other arrows' tips.
    ///   - edgeGap: the gap an edge binding leaves between its tip and the target's outline, in
    ///     the canvas's coordinates (one that is not a finite number of 0 or more counts as 0).
    public func arrowConnecting(binds: Bool = true, snaps: Bool = true, edgeGap: CGFloat = 0) -> ArrowCanvas {
        var view = self
        view.connectionSettings.isBindingEnabled = binds
        view.connectionSettings.isSnappingEnabled = snaps
        view.connectionSettings.edgeGap = Double(edgeGap)
        return view
    }
}
#endif
