// An arrow, or one of its tips, for assistive technologies in UIKit and AppKit: one element
// class a platform for the single-arrow views and the canvases.

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import BezierArrow
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// What an assistive technology asks of an arrow's element: select the arrow, or move a tip.
enum ArrowElementAction: Sendable {
    /// Activate (press) the arrow: select it.
    case select
    /// Move the tip along the arrow by signed key steps (increment, decrement).
    case adjust(Int)
    /// Move the tip one key step in a direction (the custom actions).
    case move(ArrowMoveDirection)
}

/// An action an element offers after its move actions (a canvas's connect and disconnect
/// actions): its name, read aloud, and what it does (`false`: nothing could be done).
struct ArrowElementExtraAction {
    var name: String
    var perform: @MainActor () -> Bool
}

extension ArrowAccessibilityElement {
    /// An arrow's elements: the arrow's, then its tips'.
    @MainActor
    static func elements(owner: PlatformView, perform: @escaping @MainActor (ArrowElementAction, ArrowTip?) -> Bool)
        -> [ArrowAccessibilityElement] {
        ([nil, .start, .end] as [ArrowTip?]).map { tip in
            ArrowAccessibilityElement(owner: owner, tip: tip) { perform($0, tip) }
        }
    }
}

extension ArrowElementAction {
    /// Moves a tip as a tip's element asks, through a single arrow's controller.
    ///
    /// - Returns: the finished move, or `nil` (``select`` moves nothing).
    func move(_ tip: ArrowTip, in interaction: inout ArrowInteraction) -> ArrowDragResult? {
        switch self {
        case .select: nil
        case let .adjust(steps): interaction.adjustTip(tip, by: steps)
        case let .move(direction): interaction.moveTip(tip, direction)
        }
    }

    /// Moves a tip as a tip's element asks, through a scene's controller.
    ///
    /// - Returns: the finished move, or `nil` (``select`` moves nothing).
    func move<ID>(_ tip: ArrowSceneTip<ID>, in interaction: inout ArrowSceneInteraction<ID>) -> ArrowDragResult? {
        switch self {
        case .select: nil
        case let .adjust(steps): interaction.adjustTip(tip, by: steps)
        case let .move(direction): interaction.moveTip(tip, direction)
        }
    }
}

#if canImport(UIKit)
/// The arrow as a whole (`tip` nil: named after its template; activating it selects it), or one
/// tip (adjustable along the arrow by swipes up and down, with an action per direction). The
/// owning view gives what the element does as `perform` and its frame and value through
/// ``update(arrow:isSelected:zoomScale:)``.
///
/// Its accessibility overrides keep the isolation the SDK gives them, nonisolated before iOS 17,
/// and reach the view through `MainActor.assumeIsolated`: UIKit calls them on the main thread,
/// which it checks.
final class ArrowAccessibilityElement: UIAccessibilityElement {
    let tip: ArrowTip?
    /// Does an action through the owning view; `false` when it is gone or cannot.
    private let perform: @MainActor (ArrowElementAction) -> Bool

    init(owner: UIView, tip: ArrowTip?, perform: @escaping @MainActor (ArrowElementAction) -> Bool) {
        self.tip = tip
        self.perform = perform
        super.init(accessibilityContainer: owner)
        guard let tip else { return }
        accessibilityLabel = ArrowAccessibility.label(for: tip)
        MainActor.assumeIsolated { accessibilityTraits = UIKitConstants.adjustable }
        accessibilityCustomActions = moveActions
    }

    /// A tip's actions moving it one key step in each direction.
    private var moveActions: [UIAccessibilityCustomAction] {
        ArrowMoveDirection.allCases.map { direction in
            UIAccessibilityCustomAction(name: ArrowAccessibility.actionName(for: direction)) { [weak self] _ in
                self?.run(.move(direction)) ?? false
            }
        }
    }

    /// What the extra actions were made from, to make them again only when it changes.
    private var extraActionsKey: AnyHashable?

    /// Sets a tip's actions after its move actions, unless `key` (what they are made from) is
    /// the same as last time.
    @MainActor
    func setExtraActions(_ actions: [ArrowElementExtraAction], key: AnyHashable) {
        guard tip != nil, key != extraActionsKey else { return }
        extraActionsKey = key
        accessibilityCustomActions = moveActions + actions.map { action in
            let perform = action.perform
            return UIAccessibilityCustomAction(name: action.name) { _ in MainActor.assumeIsolated { perform() } }
        }
    }

    /// Sets the label, frame (in the container's coordinates), traits and value for the arrow
    /// as the view shows it.
    @MainActor
    func update(arrow: Arrow, isSelected: Bool, zoomScale: Double) {
        if let tip {
            accessibilityFrameInContainerSpace = CGRect(ArrowAccessibility.frame(of: tip, on: arrow, zoomScale: zoomScale))
            accessibilityValue = ArrowAccessibility.value(of: arrow.tip(tip))
        } else {
            accessibilityLabel = ArrowAccessibility.label(for: arrow.template)
            accessibilityFrameInContainerSpace = CGRect(ArrowAccessibility.frame(of: arrow))
            accessibilityTraits = isSelected ? UIKitConstants.selected : []
        }
    }

    override func accessibilityActivate() -> Bool {
        tip == nil ? run(.select) : false
    }

    override func accessibilityIncrement() {
        if tip != nil { run(.adjust(1)) }
    }

    override func accessibilityDecrement() {
        if tip != nil { run(.adjust(-1)) }
    }

    @discardableResult
    private nonisolated func run(_ action: ArrowElementAction) -> Bool {
        // The closure alone crosses to the main actor, not the element.
        let perform = perform
        return MainActor.assumeIsolated { perform(action) }
    }
}
#else
/// The arrow as a whole (`tip` nil: an image named after its template; pressing it selects it),
/// or one tip (an incrementor moving along the arrow, with an action per direction). The owning
/// view gives what the element does as `perform` and its frame and value through
/// ``update(arrow:isSelected:zoomScale:)``.
///
/// Its accessibility overrides keep the isolation the SDK gives them, nonisolated before
/// macOS 14, and reach the view through `MainActor.assumeIsolated`: AppKit calls them on the
/// main thread, which it checks.
final class ArrowAccessibilityElement: NSAccessibilityElement {
    let tip: ArrowTip?
    /// Does an action through the owning view; `false` when it is gone or cannot.
    private let perform: @MainActor (ArrowElementAction) -> Bool

    init(owner: NSView, tip: ArrowTip?, perform: @escaping @MainActor (ArrowElementAction) -> Bool) {
        self.tip = tip
        self.perform = perform
        super.init()
        setAccessibilityParent(owner)
        if let tip {
            setAccessibilityRole(.incrementor)
            setAccessibilityLabel(ArrowAccessibility.label(for: tip))
            setAccessibilityCustomActions(moveActions)
        } else {
            setAccessibilityRole(.image)
        }
    }

    /// A tip's actions moving it one key step in each direction.
    private var moveActions: [NSAccessibilityCustomAction] {
        ArrowMoveDirection.allCases.map { direction in
            NSAccessibilityCustomAction(name: ArrowAccessibility.actionName(for: direction)) { [weak self] in
                self?.run(.move(direction)) ?? false
            }
        }
    }

    /// What the extra actions were made from, to make them again only when it changes.
    private var extraActionsKey: AnyHashable?

    /// Sets a tip's actions after its move actions, unless `key` (what they are made from) is
    /// the same as last time.
    @MainActor
    func setExtraActions(_ actions: [ArrowElementExtraAction], key: AnyHashable) {
        guard tip != nil, key != extraActionsKey else { return }
        extraActionsKey = key
        setAccessibilityCustomActions(moveActions + actions.map { action in
            let perform = action.perform
            return NSAccessibilityCustomAction(name: action.name) { MainActor.assumeIsolated { perform() } }
        })
    }

    /// Sets the label, frame (in the parent's coordinates), selection and value for the arrow as
    /// the view shows it.
    @MainActor
    func update(arrow: Arrow, isSelected: Bool, zoomScale: Double) {
        if let tip {
            setAccessibilityFrameInParentSpace(CGRect(ArrowAccessibility.frame(of: tip, on: arrow, zoomScale: zoomScale)))
            setAccessibilityValue(ArrowAccessibility.value(of: arrow.tip(tip)))
        } else {
            setAccessibilityLabel(ArrowAccessibility.label(for: arrow.template))
            setAccessibilityFrameInParentSpace(CGRect(ArrowAccessibility.frame(of: arrow)))
            setAccessibilitySelected(isSelected)
        }
    }

    override func accessibilityPerformIncrement() -> Bool {
        tip == nil ? false : run(.adjust(1))
    }

    override func accessibilityPerformDecrement() -> Bool {
        tip == nil ? false : run(.adjust(-1))
    }

    override func accessibilityPerformPress() -> Bool {
        tip == nil ? run(.select) : false
    }

    private nonisolated func run(_ action: ArrowElementAction) -> Bool {
        // The closure alone crosses to the main actor, not the element.
        let perform = perform
        return MainActor.assumeIsolated { perform(action) }
    }
}
#endif
#endif
