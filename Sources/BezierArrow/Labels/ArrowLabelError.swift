/// Why a number given to ``ArrowLabel`` was refused.
public enum ArrowLabelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A label's number, by its name in ``ArrowLabel`` (and in a saved document's `label`).
    public enum Field: String, Hashable, Sendable {
        /// The box's width.
        case width
        /// The box's height.
        case height
        /// Where along the body the label sits.
        case fraction
        /// How far the box stands off the body.
        case offset
    }

    /// The number is NaN or infinite.
    case notFinite(Field)
    /// The number is finite but outside its range (`0...1` for the fraction, `0...limit` for the
    /// size, ±limit for the offset).
    case outOfRange(Field, Double)

    /// The field the error is about.
    public var field: Field {
        switch self {
        case .notFinite(let f), .outOfRange(let f, _): f
        }
    }

    /// A message naming the field and its accepted range.
    public var description: String {
        let range: String
        switch field {
        case .fraction: range = "0...1"
        case .width, .height: range = "0...\(AcceptedRangeError.text(ArrowLabel.limit))"
        case .offset: range = "-\(AcceptedRangeError.text(ArrowLabel.limit))...\(AcceptedRangeError.text(ArrowLabel.limit))"
        }
        switch self {
        case .notFinite(let f): return "the label's \(f.rawValue) must be a finite number in \(range)"
        case .outOfRange(let f, let v):
            return "the label's \(f.rawValue) \(AcceptedRangeError.text(v)) is outside \(range)"
        }
    }
}
