// How much larger the system's text size makes a label than the size it was measured at.

#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit
#endif

/// The factor by which Dynamic Type scales text at a content size category, against the default
/// (`.large`), which is the size `ArrowLabel(_:font:fraction:)` measures at with a text style's
/// font. A SwiftUI `Text` in a text style's `Font` grows by itself; the label's box, measured
/// once, is grown with it (`ArrowLabel.scaled(by:)`) so the body stays cut around the text.
enum LabelScale {
    @MainActor
    static func factor(for category: ContentSizeCategory) -> Double {
        #if canImport(UIKit) && (os(iOS) || os(visionOS))
        let metrics = UIFontMetrics(forTextStyle: .footnote)
        let base = metrics.scaledValue(for: 100, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let scaled = metrics.scaledValue(
            for: 100, compatibleWith: UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(category)))
        return base > 0 ? Double(scaled / base) : 1
        #else
        // macOS has no Dynamic Type: text keeps its size.
        return 1
        #endif
    }
}
#endif
