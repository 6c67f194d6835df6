/// A mistake inside one attribute value, at a UTF-8 offset of the (decoded) value; the reader
/// turns it into an ``SVGReadError`` at the right line and column.
struct SVGValueError: Error, Equatable {
    /// The UTF-8 offset in the attribute value.
    var offset: Int
    /// What is wrong.
    var message: String
}
