/// The one place an arrow's parts meet the geometry's labels: an arrow's prepared path, its
/// dashing and its label cut carry a ``PathLabel`` per element, the body being
/// ``PathLabel/unlabelled`` (between two heads a segment is body inside, and a head wins a tie).
extension ArrowPart {
    /// The label of an element whose end point lies in this part: the body unlabelled, then the
    /// start head, the end head, the label and the handles in order, so that every part has a
    /// label of its own and back.
    @inline(__always)
    var pathLabel: PathLabel {
        PathLabel(code == 2 ? 0 : code < 2 ? code + 1 : code)
    }

    /// The part a label stands for.
    @inline(__always)
    init(_ label: PathLabel) {
        let raw = label.rawValue
        self.init(code: raw == 0 ? 2 : raw <= 2 ? raw - 1 : raw)
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
