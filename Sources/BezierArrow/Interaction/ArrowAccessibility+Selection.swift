/// The words for a scene's selection of many arrows, announced by the canvases when a user
/// changes it (a selection rectangle, Select All, a Shift- or Command-click, Delete).
extension ArrowAccessibility {
    /// What a view announces when the selection changed to this many arrows: "3 arrows
    /// selected", "1 arrow selected", "Nothing selected".
    ///
    /// - Parameter count: how many arrows are selected now.
    package static func selectionAnnouncement(count: Int) -> String {
        count > 0 ? "\(arrows(count)) selected" : "Nothing selected"
    }

    /// What a view announces after the selected arrows were deleted: "3 arrows deleted".
    ///
    /// - Parameter count: how many arrows were deleted.
    package static func deletionAnnouncement(count: Int) -> String {
        "\(arrows(count)) deleted"
    }

    /// Whether a change of the selection is announced: when it holds or held more than one
    /// arrow, or ended; a single arrow selected by a touch is read by its element instead.
    ///
    /// - Parameters:
    ///   - old: how many arrows were selected before.
    ///   - new: how many are selected now.
    package static func announcesSelectionChange(from old: Int, to new: Int) -> Bool {
        old != new && (old > 1 || new > 1)
    }

    /// "1 arrow", "3 arrows".
    static func arrows(_ count: Int) -> String {
        count == 1 ? "1 arrow" : "\(count) arrows"
    }
}
