/// The modifier keys held during a drag, as a view reads them from its platform's events
/// (`UIKeyModifierFlags`, `NSEvent.ModifierFlags`, SwiftUI's `EventModifiers`) and tells
/// ``ArrowSceneInteraction/modifierKeys``; what each does is the app's choice, in
/// ``ArrowConnectionSettings``.
package struct ArrowModifierKeys: OptionSet, Hashable, Sendable {
    package let rawValue: Int

    /// Creates a set from its raw value.
    ///
    /// - Parameter rawValue: the bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift (⇧).
    package static let shift = ArrowModifierKeys(rawValue: 1 << 0)
    /// Control (⌃).
    package static let control = ArrowModifierKeys(rawValue: 1 << 1)
    /// Option, or Alt (⌥).
    package static let option = ArrowModifierKeys(rawValue: 1 << 2)
    /// Command (⌘).
    package static let command = ArrowModifierKeys(rawValue: 1 << 3)

    /// Whether these keys hold every key of a chord; an empty chord is never held (a setting
    /// of no keys turns its modifier off).
    ///
    /// - Parameter chord: the keys a setting names.
    func hold(_ chord: ArrowModifierKeys) -> Bool {
        !chord.isEmpty && isSuperset(of: chord)
    }
}
