// A waypoint of an arrow for assistive technologies in UIKit and AppKit, as a tip is one:
// ArrowControl's, ArrowNSView's and the canvases' waypoints.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// What an assistive technology asks of a waypoint's element.
enum WaypointElementAction: Sendable {
    /// Move it one key step in a direction (the custom actions).
    case move(ArrowMoveDirection)
    /// Remove it ("Remove waypoint").
    case remove
}

extension WaypointAccessibilityElement {
    /// An arrow's waypoints' elements, one a waypoint in order: those it had are kept (so
    /// VoiceOver's cursor stays on them), one is made for each new index.
    ///
    /// - Parameters:
    ///   - kept: the elements the arrow had.
    ///   - count: how many waypoints it has now.
    ///   - owner: the view.
    ///   - perform: what an element's action does, given the waypoint's index.
    @MainActor
    static func elements(keeping kept: [WaypointAccessibilityElement], count: Int, owner: PlatformView,
                         perform: @escaping @MainActor (WaypointElementAction, Int) -> Bool) -> [WaypointAccessibilityElement] {
        guard kept.count != count else { return kept }
        return (0..<count).map { index in
            index < kept.count ? kept[index] : WaypointAccessibilityElement(owner: owner, index: index) { perform($0, index) }
        }
    }

    /// Its custom actions' names and actions: a move a direction, then "Remove waypoint".
    static var actionList: [(name: String, action: WaypointElementAction)] {
        ArrowMoveDirection.allCases.map { (ArrowAccessibility.actionName(for: $0), .move($0)) }
            + [(ArrowAccessibility.removeWaypointActionName, .remove)]
    }
}

#if canImport(UIKit)
/// One waypoint ("waypoint 2"): its position as value, an action a direction moving it a key
/// step, and one removing it. Nonisolated overrides reach the view through
/// `MainActor.assumeIsolated`, as ``ArrowAccessibilityElement``'s do.
final class WaypointAccessibilityElement: UIAccessibilityElement {
    let index: Int
    private let perform: @MainActor (WaypointElementAction) -> Bool

    init(owner: UIView, index: Int, perform: @escaping @MainActor (WaypointElementAction) -> Bool) {
        self.index = index
        self.perform = perform
        super.init(accessibilityContainer: owner)
        accessibilityLabel = ArrowAccessibility.label(forWaypoint: index)
        accessibilityCustomActions = Self.actionList.map { name, action in
            UIAccessibilityCustomAction(name: name) { [weak self] _ in self?.run(action) ?? false }
        }
    }

    /// Sets the frame (in the container's coordinates) and value for the arrow as shown.
    @MainActor
    func update(arrow: Arrow, zoomScale: Double) {
        guard index < arrow.waypoints.count,
              let frame = ArrowAccessibility.frame(ofWaypoint: index, on: arrow, zoomScale: zoomScale) else { return }
        accessibilityFrameInContainerSpace = CGRect(frame)
        accessibilityValue = ArrowAccessibility.value(of: arrow.waypoints[index])
    }

    private nonisolated func run(_ action: WaypointElementAction) -> Bool {
        // The closure alone crosses to the main actor, not the element.
        let perform = perform
        return MainActor.assumeIsolated { perform(action) }
    }
}
#else
/// One waypoint ("waypoint 2", a handle): its position as value, an action a direction moving
/// it a key step, and one removing it. Nonisolated overrides reach the view through
/// `MainActor.assumeIsolated`, as ``ArrowAccessibilityElement``'s do.
final class WaypointAccessibilityElement: NSAccessibilityElement {
    let index: Int
    private let perform: @MainActor (WaypointElementAction) -> Bool

    init(owner: NSView, index: Int, perform: @escaping @MainActor (WaypointElementAction) -> Bool) {
        self.index = index
        self.perform = perform
        super.init()
        setAccessibilityParent(owner)
        setAccessibilityRole(.handle)
        setAccessibilityLabel(ArrowAccessibility.label(forWaypoint: index))
        setAccessibilityCustomActions(Self.actionList.map { name, action in
            NSAccessibilityCustomAction(name: name) { [weak self] in self?.run(action) ?? false }
        })
    }

    /// Sets the frame (in the parent's coordinates) and value for the arrow as shown.
    @MainActor
    func update(arrow: Arrow, zoomScale: Double) {
        guard index < arrow.waypoints.count,
              let frame = ArrowAccessibility.frame(ofWaypoint: index, on: arrow, zoomScale: zoomScale) else { return }
        setAccessibilityFrameInParentSpace(CGRect(frame))
        setAccessibilityValue(ArrowAccessibility.value(of: arrow.waypoints[index]))
    }

    private nonisolated func run(_ action: WaypointElementAction) -> Bool {
        // The closure alone crosses to the main actor, not the element.
        let perform = perform
        return MainActor.assumeIsolated { perform(action) }
    }
}
#endif
#endif
