/// A label's box grown or shrunk with its text, for Dynamic Type.
extension ArrowLabel {
    /// The label with its box scaled by a factor, text, position and offset kept: what a view
    /// shows when the system's text size makes its font that much larger or smaller than the
    /// size the box was measured at.
    ///
    /// - Parameter factor: the text's scale; a factor that is not positive and finite, or one
    ///   that would make the box larger than accepted, leaves the label unchanged.
    /// - Returns: the scaled label.
    @usableFromInline package func scaled(by factor: Double) -> ArrowLabel {
        guard factor.isFinite, factor > 0, factor != 1,
              let label = try? ArrowLabel(text, width: width * factor, height: height * factor, fraction: fraction,
                                          offset: offset)
        else { return self }
        return label
    }
}
