// UIKit accessibility constants read from main-actor code, on every SDK.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
// SDKs before iOS 17 import UIKit's accessibility traits and notifications as mutable C globals,
// which Swift 6 refuses to read; later SDKs declare them constant. Imported with
// @preconcurrency in this file only, and read here only.
@preconcurrency import UIKit

/// The UIKit accessibility constants the arrow control uses.
@MainActor
enum UIKitConstants {
    static var adjustable: UIAccessibilityTraits { .adjustable }
    static var selected: UIAccessibilityTraits { .selected }

    /// Tells assistive technologies that the arrow's elements moved.
    static func postLayoutChanged() {
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
}
#endif
