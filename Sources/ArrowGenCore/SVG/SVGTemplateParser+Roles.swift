import BezierArrow

extension SVGTemplateParser {
    /// The names an element goes by: its `id`, the label an editor shows (`inkscape:label`), and
    /// Illustrator's `data-name` (the layer name when it is not a valid id).
    func names(of index: Int) -> [(attribute: String, value: String)] {
        let e = document.elements[index]
        var out: [(String, String)] = []
        if let id = e.attributes["id"] { out.append(("id", id)) }
        for (key, value) in e.attributes.sorted(by: { $0.key < $1.key }) where key.hasSuffix(":label") {
            out.append((key, value))
        }
        if let name = e.attributes["data-name"] { out.append(("data-name", name)) }
        return out
    }

    /// The element playing each role, checked: of a suitable kind, and only one per role.
    func findRoles(_ roles: [SVGRole] = SVGRole.arrowRoles) throws(SVGReadError) -> [SVGRole: Int] {
        var candidates: [SVGRole: [Int]] = [:]
        for i in drawn {
            for (_, value) in names(of: i) {
                if let role = SVGRole.role(named: value, among: roles) {
                    candidates[role, default: []].append(i)
                    break
                }
            }
        }
        var found: [SVGRole: Int] = [:]
        for role in roles {
            let all = candidates[role] ?? []
            let suitable = all.filter { Self.allowedElements(role).contains(document.elements[$0].localName) }
            if suitable.isEmpty, let first = all.first {
                let e = document.elements[first]
                throw SVGReadError(message: "\(e.displayName) is named like \(Self.describe(role)) but is a <\(e.localName)>: \(Self.describe(role)) must be \(Self.kinds(role))",
                                   location: e.location)
            }
            // A group named `outline` holding a path named `outline_1_` is one outline. Each
            // element's ancestors are looked up in a set (at most the nesting limit of them), so
            // thousands of elements named alike cost linear time, not quadratic.
            let suitableSet = Set(suitable)
            let outermost = suitable.filter { !hasAncestor(of: $0, in: suitableSet) }
            if outermost.count > 1 {
                let a = document.elements[outermost[0]], b = document.elements[outermost[1]]
                throw SVGReadError(message: "two elements match '\(role.rawValue)': \(a.displayName) and \(b.displayName); rename or delete one",
                                   location: b.location,
                                   notes: [("the other match, \(a.displayName), is here", a.location)])
            }
            if let i = outermost.first { found[role] = i }
        }
        return found
    }

    static func allowedElements(_ role: SVGRole) -> Set<String> {
        switch role {
        case .outline: ["path", "polygon", "polyline", "rect", "circle", "ellipse", "g"]
        case .spine: ["path", "polyline", "line", "polygon"]
        case .startFrame, .endFrame: ["rect"]
        case .startTip, .endTip, .tip, .attachment, .waypoint: ["circle", "ellipse"]
        case .frame: ["rect"]
        }
    }

    static func describe(_ role: SVGRole) -> String {
        switch role {
        case .outline: "the outline"
        case .spine: "the spine"
        case .startFrame: "the start frame"
        case .endFrame: "the end frame"
        case .startTip: "the start tip"
        case .endTip: "the end tip"
        case .tip: "the head's tip"
        case .attachment: "the head's attachment"
        case .frame: "the head's frame"
        case .waypoint: "a waypoint"
        }
    }

    static func kinds(_ role: SVGRole) -> String {
        switch role {
        case .outline: "a <path>, <polygon>, <polyline>, <rect>, <circle>, <ellipse> or a <g> of them"
        case .spine: "a <path>, <polyline>, <line> or <polygon>"
        case .startFrame, .endFrame: "a <rect> (its x, y, width and height are the frame)"
        case .startTip, .endTip, .tip: "a <circle> or <ellipse> (its center is the tip)"
        case .attachment: "a <circle> or <ellipse> (its center is where the body stops)"
        case .frame: "a <rect> (its x, y, width and height are the frame)"
        case .waypoint: "a <circle> or <ellipse> (its center is the point the body passes through)"
        }
    }

    /// The outline when none is named: the only filled shape that plays no other role.
    func onlyFilledShape(excluding roleElements: Set<Int>) throws(SVGReadError) -> Int? {
        let filled = drawn.filter { i in
            document.elements[i].localName != "line" && isUnnamedShape(i, excluding: roleElements) && paints("fill", i)
        }
        guard filled.count <= 1 else {
            let a = document.elements[filled[0]], b = document.elements[filled[1]]
            throw SVGReadError(message: "no element has the id 'outline' and \(filled.count) filled shapes could be it, such as \(a.displayName) and this \(b.displayName): give the arrow's outline the id 'outline' (or group its pieces in <g id=\"outline\">)",
                               location: b.location,
                               notes: [("the first filled shape, \(a.displayName), is here", a.location)])
        }
        return filled.first
    }

    /// The outline when none is named and nothing is filled: every stroked shape that plays no
    /// other role, in document order (they become the spine).
    func strokedShapes(excluding roleElements: Set<Int>) -> [Int] {
        drawn.filter { isUnnamedShape($0, excluding: roleElements) && paints("stroke", $0) }
    }

    /// Whether an element is a shape outside every role element.
    private func isUnnamedShape(_ i: Int, excluding roleElements: Set<Int>) -> Bool {
        SVGShapes.names.contains(document.elements[i].localName) && !roleElements.contains(i)
            && !roleElements.contains { isAncestor($0, of: i) }
    }

    /// Whether a shape visibly paints its `fill` or `stroke`: the paint is not `none` (the initial
    /// fill is black, the initial stroke none), its opacity is not 0, and neither the shape nor a
    /// group around it has `opacity` 0 (editors keep invisible bounding boxes that way).
    private func paints(_ property: String, _ i: Int) -> Bool {
        func isZero(_ v: String?) -> Bool {
            guard let v = v?.trimmingSpaces else { return false }
            return Double(v) == 0 || v == "0%"
        }
        let paint = styles.computed(property, of: i, in: document)?.value.lowercased()
        guard property == "fill" ? paint != "none" : (paint != nil && paint != "none") else { return false }
        guard !isZero(styles.computed("\(property)-opacity", of: i, in: document)?.value) else { return false }
        var j: Int? = i
        while let k = j {
            if isZero(styles.specified("opacity", of: document.elements[k])) { return false }
            j = document.elements[k].parent
        }
        return true
    }
}
