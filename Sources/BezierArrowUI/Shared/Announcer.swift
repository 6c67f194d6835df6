// Spoken feedback for keyboard moves and focus changes, on every platform.

#if canImport(UIKit) && (os(iOS) || os(visionOS))
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || canImport(AppKit)
/// Posts what `ArrowAccessibility.announcement` says after a key press, for VoiceOver to read:
/// a key moves a tip whose own element does not have the VoiceOver cursor, so nothing else
/// would say where it went. Does nothing when no assistive technology listens.
@MainActor
enum Announcer {
    static func announce(_ text: String?) {
        guard let text else { return }
        #if canImport(UIKit) && (os(iOS) || os(visionOS))
        UIKitConstants.announce(text)
        #else
        NSAccessibility.post(element: NSApp as Any, notification: .announcementRequested,
                             userInfo: [.announcement: text, .priority: NSAccessibilityPriorityLevel.high.rawValue])
        #endif
    }
}
#endif
