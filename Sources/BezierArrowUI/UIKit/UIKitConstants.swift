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

    /// Asks VoiceOver to read a text.
    static func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// Whether the system asks for increased contrast, from a trait collection.
    static func increasedContrast(_ traits: UITraitCollection) -> Bool {
        traits.accessibilityContrast == .high
    }

    /// Tells assistive technologies that the arrow's elements moved.
    static func postLayoutChanged() {
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
}
#endif
