import BezierArrow

extension SVGTemplateParser {
    func optionLocation(_ name: String) -> TextLocation? {
        document.elements[0].attributes[name] == nil ? nil : document.location(ofAttribute: name, in: 0)
    }

    mutating func checkUnknownOptions(_ options: [String] = Self.options) {
        for key in document.elements[0].attributes.keys.sorted() where key.hasPrefix("data-") && !options.contains(key) {
            // Compared without the shared `data-` prefix, which would make every name look close.
            let suggestion = Suggestion.closest(to: String(key.dropFirst(5)), among: options.map { String($0.dropFirst(5)) })
            warnings.append(SVGReadError(message: "unknown option '\(key)' is ignored"
                                         + (suggestion.map { "; did you mean 'data-\($0)'?" }
                                            ?? "; options are \(options.joined(separator: ", "))"),
                                         location: document.location(ofAttribute: key, in: 0)))
        }
    }

    /// Reads a `data-*` option by its name; an error lists the option's names from its table.
    func choice<T: NamedOption>(_ name: String, _: T.Type) throws(SVGReadError) -> T? {
        guard let raw = document.elements[0].attributes[name] else { return nil }
        let value = raw.trimmingSpaces
        if let v = T(name: value) { return v }
        throw SVGReadError(message: "unknown \(name) '\(value)': expected \(T.choices(quotedBy: "'"))"
                           + Suggestion.hint(for: value, among: T.names),
                           location: document.location(ofAttribute: name, in: 0))
    }

    func width(_ name: String) throws(SVGReadError) -> Double? {
        guard let value = document.elements[0].attributes[name] else { return nil }
        let width: Double
        do {
            width = try SVGValueScanner.length(value, "'\(name)'")
        } catch {
            throw document.error(error, attribute: name, in: 0)
        }
        guard Self.isWithinLimit(width) else {
            throw SVGReadError(message: "\(name) \(SwiftLiteral.double(width)) is beyond the coordinate limit: template numbers lie within ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))",
                               location: document.location(ofAttribute: name, in: 0))
        }
        return width
    }

    /// The spine's `stroke-width`, scaled by its transform (by the square root of the area
    /// scale, exact for uniform scales); SVG's initial value is 1.
    func strokeWidth(of index: Int) throws(SVGReadError) -> Double {
        let m = transforms[index] ?? .identity
        let scale = abs(m.determinant).squareRoot()
        guard let (value, owner) = styles.computed("stroke-width", of: index, in: document) else { return scale }
        do throws(SVGValueError) {
            let width = try SVGValueScanner.length(value, "'stroke-width'") * scale
            guard Self.isWithinLimit(width) else {
                throw SVGValueError(offset: 0, message: "the spine's stroke-width \(SwiftLiteral.double(width)) is beyond the coordinate limit")
            }
            return width
        } catch {
            let location = document.elements[owner].attributes["stroke-width"] == value
                ? document.location(ofAttribute: "stroke-width", in: owner, offset: error.offset)
                : document.elements[owner].location
            throw SVGReadError(message: "\(error.message); the spine's stroke-width gives the line width unless the root sets data-line-width",
                               location: location)
        }
    }

    /// The stroke's caps, joins, miter limit and dashes, as a template stores them.
    struct StrokeOptions {
        var cap = LineCap.butt
        var join = LineJoin.miter
        var miterLimit = 10.0
        var dash: BezierPath.DashPattern?
    }

    /// The `stroke-linecap`, `stroke-linejoin`, `stroke-miterlimit`, `stroke-dasharray` and
    /// `stroke-dashoffset` of the stroked element, from its style or its groups'.
    ///
    /// A property no element sets keeps the template's default, which is CoreGraphics' (a miter
    /// limit of 10, where SVG's initial value is 4), so a file that says nothing reads as a
    /// `.arrow` file that says nothing. Dash lengths and the offset are scaled by the element's
    /// transform, as `stroke-width` is.
    func strokeOptions(of index: Int) throws(SVGReadError) -> StrokeOptions {
        var options = StrokeOptions()
        if let (value, owner) = styles.computed("stroke-linecap", of: index, in: document) {
            options.cap = try keyword(value, owner, "stroke-linecap", LineCap.self)
        }
        if let (value, owner) = styles.computed("stroke-linejoin", of: index, in: document) {
            options.join = try keyword(value, owner, "stroke-linejoin", LineJoin.self)
        }
        if let (value, owner) = styles.computed("stroke-miterlimit", of: index, in: document) {
            do throws(SVGValueError) {
                var s = SVGValueScanner(value)
                s.skipSpaces()
                let limit = try s.number("a miter limit")
                try s.expectEnd(after: "the miter limit")
                guard limit >= 1 else {
                    throw SVGValueError(offset: 0, message: "stroke-miterlimit must be at least 1, found \(SwiftLiteral.double(limit)) (SVG's rule; a limit of 1 already bevels every corner)")
                }
                guard Self.isWithinLimit(limit) else {
                    throw SVGValueError(offset: 0, message: "stroke-miterlimit \(SwiftLiteral.double(limit)) is beyond the template number limit ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))")
                }
                options.miterLimit = limit
            } catch {
                throw styleError(error, "stroke-miterlimit", value, owner)
            }
        }
        guard let (value, owner) = styles.computed("stroke-dasharray", of: index, in: document),
              value.lowercased() != "none" else { return options }
        let m = transforms[index] ?? .identity
        let scale = abs(m.determinant).squareRoot()
        var lengths: [Double] = []
        do throws(SVGValueError) {
            var s = SVGValueScanner(value)
            s.skipSpaces()
            while !s.isAtEnd {
                let start = s.index
                let length = try s.length("a dash length") * scale
                guard length >= 0 else {
                    throw SVGValueError(offset: start, message: "a dash length is \(SwiftLiteral.double(length)): give a length of 0 or more, as SVG requires")
                }
                guard Self.isWithinLimit(length) else {
                    throw SVGValueError(offset: start, message: "a dash length is beyond the template number limit ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))")
                }
                lengths.append(length)
                s.skipSeparator()
            }
            guard !lengths.isEmpty else {
                throw SVGValueError(offset: 0, message: "stroke-dasharray is empty: give dash and gap lengths such as '6 4', or 'none' for a solid line")
            }
            guard lengths.contains(where: { $0 > 0 }) else {
                throw SVGValueError(offset: 0, message: "every stroke-dasharray length is 0, which draws no dash: give a positive dash or gap, or 'none' for a solid line")
            }
        } catch {
            throw styleError(error, "stroke-dasharray", value, owner)
        }
        var offset = 0.0
        if let (value, owner) = styles.computed("stroke-dashoffset", of: index, in: document) {
            do throws(SVGValueError) {
                var s = SVGValueScanner(value)
                s.skipSpaces()
                offset = try s.length("the dash offset") * scale
                try s.expectEnd(after: "the dash offset")
                guard Self.isWithinLimit(offset) else {
                    throw SVGValueError(offset: 0, message: "stroke-dashoffset \(SwiftLiteral.double(offset)) is beyond the template number limit ±\(SwiftLiteral.double(TemplateReader.coordinateLimit))")
                }
            } catch {
                throw styleError(error, "stroke-dashoffset", value, owner)
            }
        }
        do throws(DashPatternError) {
            options.dash = try BezierPath.DashPattern(lengths, offset: offset)
        } catch {
            // The checks above leave nothing for the pattern to refuse; kept so nothing is lost.
            throw SVGReadError(message: "invalid stroke-dasharray: \(error)", location: document.elements[owner].location)
        }
        return options
    }

    /// A keyword property (`stroke-linecap`, `stroke-linejoin`) by its option's names; CSS
    /// keywords ignore case.
    private func keyword<T: NamedOption>(_ value: String, _ owner: Int, _ property: String, _: T.Type) throws(SVGReadError) -> T {
        let word = value.trimmingSpaces.lowercased()
        if let option = T(name: word) { return option }
        throw styleError(SVGValueError(offset: 0, message: "unsupported \(property) '\(word)': expected \(T.choices(quotedBy: "'"))"
                                       + Suggestion.hint(for: word, among: T.names)),
                         property, value, owner)
    }

    /// An error in a style property's value: at the character in a presentation attribute, else
    /// at the element whose `style` or style sheet gave it.
    private func styleError(_ error: SVGValueError, _ property: String, _ value: String, _ owner: Int) -> SVGReadError {
        let location = document.elements[owner].attributes[property] == value
            ? document.location(ofAttribute: property, in: owner, offset: error.offset)
            : document.elements[owner].location
        return SVGReadError(message: error.message, location: location)
    }

    /// The outline's `fill-rule` from its style, when it is one SVG knows; CSS keywords ignore
    /// case, and the rule's names are SVG's keywords in lowercase.
    func computedFillRule(of index: Int) -> FillRule? {
        styles.computed("fill-rule", of: index, in: document).flatMap { FillRule(name: $0.value.lowercased()) }
    }

    /// The type name: `data-name`, checked as a `.arrow` file's `name` is, or derived from the
    /// file name (``TemplateName``).
    func templateName(path: String) throws(SVGReadError) -> (String, TextLocation) {
        let root = document.elements[0]
        guard let given = root.attributes["data-name"] else {
            guard let derived = TemplateName.derived(fromPath: path) else {
                throw SVGReadError(message: "cannot derive a Swift type name from the file name '\(TemplateSource.fileName(of: path))': add data-name=\"MyArrow\" to the <svg> element",
                                   location: root.location)
            }
            return (derived, root.location)
        }
        let location = document.location(ofAttribute: "data-name", in: 0)
        if let problem = TemplateName.problem(with: given) {
            throw SVGReadError(message: "invalid data-name: \(problem)", location: location)
        }
        return (given, location)
    }
}
