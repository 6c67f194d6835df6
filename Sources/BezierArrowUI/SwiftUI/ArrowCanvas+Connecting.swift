// ArrowCanvas connecting tips without a pointer, and the keys a drag reads.

#if canImport(SwiftUI)
import BezierArrow
import SwiftUI
#if os(macOS)
import AppKit
#endif

extension ArrowCanvas {
    /// The connect and disconnect actions of every tip ("Connect end to Box B"), for their
    /// accessibility elements; none while a pointer is down.
    ///
    /// - Complexity: O(arrows x (shapes + arrows)); allocates. Only while an assistive
    ///   technology that reads them runs.
    func connectActions() -> [ArrowSceneTip<ID>: [ArrowConnectAction<ID>]] {
        // In a view's body: the scene is brought up to date, nothing is written back.
        let c = takeController(sync: !tracker.isTracking)
        defer { tracker.put(c) }
        guard !c.isTracking else { return [:] }
        var actions: [ArrowSceneTip<ID>: [ArrowConnectAction<ID>]] = [:]
        for id in c.scene.ids {
            for tip in ArrowTip.allCases {
                let sceneTip = ArrowSceneTip(id: id, tip: tip)
                actions[sceneTip] = c.connectActions(for: sceneTip)
            }
        }
        return actions
    }

    /// Performs a connect or disconnect action, writes the binding back (reported to
    /// `onBindingChange`) and announces what the arrow connects now ("arrow from Box A to Box B").
    func perform(_ action: ArrowConnectAction<ID>) {
        var c = takeController(sync: true)
        focus = action.tip
        c.focus = action.tip
        let change = c.perform(action)
        put(c)
        if change != nil { Announcer.announce(c.connectionDescription(of: action.tip.id)) }
    }

    /// The modifier keys held now, which SwiftUI's drag gesture does not report: read from
    /// AppKit's current event on macOS; none elsewhere.
    static var modifierKeys: ArrowModifierKeys {
        #if os(macOS)
        let flags = NSEvent.modifierFlags
        var keys: ArrowModifierKeys = []
        if flags.contains(.shift) { keys.insert(.shift) }
        if flags.contains(.control) { keys.insert(.control) }
        if flags.contains(.option) { keys.insert(.option) }
        if flags.contains(.command) { keys.insert(.command) }
        return keys
        #else
        return []
        #endif
    }
}
#endif
