/// The one place an arrow's parts meet the geometry's labels: an arrow's prepared path, its
/// dashing and its label cut carry a ``PathLabel`` per element, the body being
/// ``PathLabel/unlabelled`` (between two heads a segment is body inside, and a head wins a tie).
extension ArrowPart {
    /// The label of an element whose end point lies in this part.
    @inline(__always)
    var pathLabel: PathLabel {
        switch self {
        case .body: .body
        case .startHead: .startHead
        case .endHead: .endHead
        case .bendHandle: PathLabel(3)
        case .label: PathLabel(4)
        }
    }

    /// The part a label stands for (the body for a label no part gives).
    @inline(__always)
    init(_ label: PathLabel) {
        switch label.rawValue {
        case 1: self = .startHead
        case 2: self = .endHead
        case 3: self = .bendHandle
        case 4: self = .label
        default: self = .body
        }
    }
}

extension PathLabel {
    /// An arrow's body: the unlabelled elements.
    @inline(__always)
    static var body: PathLabel { .unlabelled }
    /// The elements whose end point lies in the start tip's head frame.
    @inline(__always)
    static var startHead: PathLabel { PathLabel(1) }
    /// The elements whose end point lies in the end tip's head frame.
    @inline(__always)
    static var endHead: PathLabel { PathLabel(2) }
}
