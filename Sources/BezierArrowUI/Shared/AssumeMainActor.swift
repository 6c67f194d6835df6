// Main-actor code from UIKit's and AppKit's accessibility callbacks, on every SDK.

#if canImport(UIKit) || canImport(AppKit)
import Foundation

/// Runs main-actor code from a callback the system makes on the main thread but that an SDK
/// does not mark as main-actor isolated.
///
/// UIKit's and AppKit's accessibility methods (`accessibilityIncrement()`, custom action
/// handlers, `NSAccessibilityElement`'s overrides) are always called on the main thread. SDKs
/// before iOS 17 and macOS 14 declare them nonisolated, later ones main-actor isolated; an
/// override cannot be both, so it stays as the SDK declares it and calls the controls through
/// this. The standard library's `MainActor.assumeIsolated` does the same but is missing from
/// those older SDKs' standard library; this is its usual stand-in (a call of the closure as a
/// nonisolated one), checked at run time in debug builds.
func assumeMainActor<T>(_ body: @MainActor () -> T) -> T {
    assert(Thread.isMainThread, "an accessibility callback ran off the main thread")
    typealias Nonisolated = () -> T
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: Nonisolated.self)()
    }
}
#endif
