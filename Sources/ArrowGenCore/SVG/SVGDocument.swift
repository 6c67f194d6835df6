import BezierArrow

#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation

/// An XML file read into a tree of elements that remember where they were written.
///
/// Foundation's `XMLParser` does the XML work (well-formedness, entities, namespaces); an
/// ``XMLSourceMap`` supplies the positions it does not report. Elements are stored in one array
/// in document order, the root at index 0.
struct SVGDocument {
    /// The SVG namespace.
    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// One element.
    struct Element {
        /// The name without prefix (`path`, `namedview`).
        var localName: String
        /// The name as written (`sodipodi:namedview`).
        var qualifiedName: String
        /// Whether the element is in the SVG namespace, or unprefixed in a file that declares
        /// no namespace (hand-written SVG often omits `xmlns`).
        var isSVG: Bool
        /// Attribute values after XML decoding, by qualified name (`id`, `inkscape:label`).
        var attributes: [String: String]
        /// Where the element's `<` is.
        var location: TextLocation
        /// The byte offset of each raw attribute value in the file, when known.
        var valueOffsets: [String: Int]
        /// Indices of the child elements, in order.
        var children: [Int] = []
        /// The index of the parent element; nil for the root.
        var parent: Int?
        /// Character data directly inside the element (CDATA included): a `<style>` sheet.
        var text = ""

        /// `<path id="outline">`: how messages name the element.
        var displayName: String {
            if let id = attributes["id"] { return "<\(qualifiedName) id=\"\(id)\">" }
            return "<\(qualifiedName)>"
        }
    }

    /// Every element in document order; the root is at index 0.
    private(set) var elements: [Element]
    /// Positions in the text.
    let source: XMLSourceMap
    /// Non-fatal problems the XML parser reported (undeclared namespace prefixes).
    private(set) var warnings: [SVGReadError]

    /// The location of an attribute's value, at a UTF-8 offset of its decoded text; the element's
    /// location when the attribute's position is not known.
    func location(ofAttribute name: String, in element: Int, offset: Int = 0) -> TextLocation {
        let e = elements[element]
        guard let raw = e.valueOffsets[name] else { return e.location }
        return source.location(inValueAt: raw, decodedOffset: offset)
    }

    /// An error inside an attribute value, placed at the offending character.
    func error(_ error: SVGValueError, attribute name: String, in element: Int) -> SVGReadError {
        SVGReadError(message: error.message, location: location(ofAttribute: name, in: element, offset: error.offset))
    }

    /// Parses XML text.
    ///
    /// - Throws: ``SVGReadError`` for text that is not well-formed XML, at the position
    ///   `XMLParser` gives for its first error.
    static func parse(_ text: String) throws(SVGReadError) -> SVGDocument {
        let source = XMLSourceMap(text)
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let builder = Builder(source: source)
        parser.delegate = builder
        _ = parser.parse()
        // XMLParser's return value is not reliable across platforms (Linux returns true after
        // recovering from some errors), so the first reported error decides.
        if let error = builder.firstError { throw error }
        guard !builder.elements.isEmpty else {
            throw SVGReadError(message: "the file holds no XML element: expected an <svg> element",
                               location: source.location(ofOffset: 0))
        }
        return SVGDocument(elements: builder.elements, source: source, warnings: builder.warnings)
    }

    private init(elements: [Element], source: XMLSourceMap, warnings: [SVGReadError]) {
        self.elements = elements
        self.source = source
        self.warnings = warnings
    }

    /// The parser's delegate: builds the element array and records the first error.
    private final class Builder: NSObject, XMLParserDelegate {
        let source: XMLSourceMap
        var elements: [Element] = []
        var open: [Int] = []
        var firstError: SVGReadError?
        var warnings: [SVGReadError] = []
        /// Whether the parser's elements still line up with the scanned start tags.
        var isAligned = true

        init(source: XMLSourceMap) { self.source = source }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard firstError == nil else { return }
            let qualified = qualifiedName ?? elementName
            let index = elements.count
            var location: TextLocation
            var offsets: [String: Int] = [:]
            if isAligned, index < source.startTags.count, source.startTags[index].name == qualified {
                let tag = source.startTags[index]
                location = tag.location
                offsets = tag.valueOffsets
            } else {
                // Markup from an entity, or a scan that gave up: fall back to the parser's position.
                isAligned = false
                location = source.location(line: parser.lineNumber, column: parser.columnNumber)
            }
            if open.count >= SVGTemplateReader.nestingLimit {
                firstError = SVGReadError(message: "<\(qualified)> is nested \(open.count + 1) levels deep, deeper than the "
                                          + "\(SVGTemplateReader.nestingLimit) levels a template may nest: flatten the groups around it",
                                          location: location)
                parser.abortParsing()
                return
            }
            let namespace = namespaceURI ?? ""
            let isSVG = namespace == SVGDocument.svgNamespace || (namespace.isEmpty && !qualified.contains(":"))
            var element = Element(localName: elementName, qualifiedName: qualified, isSVG: isSVG,
                                  attributes: attributes, location: location, valueOffsets: offsets)
            element.parent = open.last
            if let parent = open.last { elements[parent].children.append(index) }
            elements.append(element)
            open.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            guard firstError == nil else { return }
            _ = open.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard firstError == nil, let current = open.last else { return }
            elements[current].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            guard firstError == nil, let current = open.last else { return }
            elements[current].text += String(decoding: CDATABlock, as: UTF8.self)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard firstError == nil else { return }
            let code = (parseError as NSError).code
            let reported = source.location(line: parser.lineNumber, column: parser.columnNumber)
            /// The reported position moved back to the start of what it follows.
            func back(to marker: String) -> TextLocation {
                source.offset(ofLast: marker, atOrBefore: reported.offset).map(source.location(ofOffset:)) ?? reported
            }
            // libxml2's namespace errors (200...) leave a well-formed document: the element is
            // simply not in any namespace we know, so it is ignored like other foreign markup.
            if code >= 200, code < 300 {
                let tag = back(to: "<")
                let name = source.tagName(at: tag.offset)
                let prefix = name.split(separator: ":").first.map(String.init) ?? name
                warnings.append(SVGReadError(message: "the namespace prefix of <\(name)> is not declared (xmlns:\(prefix)=\"...\" is missing): the element is ignored",
                                             location: tag))
                return
            }
            var error = SVGReadError(message: "malformed XML: \(Self.describe(code: code))", location: reported)
            switch code {
            case 4 where elements.isEmpty, 5 where elements.isEmpty:
                error.message = "the file holds no XML element: expected an <svg> element"
            case 26, 27:
                error.location = back(to: "&")
            case 76:
                error.location = back(to: "</")
                if let current = open.last {
                    let e = elements[current]
                    error.message = "malformed XML: this end tag does not match the open element <\(e.qualifiedName)>"
                    error.notes.append(("<\(e.qualifiedName)> was opened here", e.location))
                }
            default:
                break
            }
            firstError = error
            parser.abortParsing()
        }

        /// Words for libxml2's error codes (`xmlParserErrors`, mirrored by `XMLParser.ErrorCode`).
        static func describe(code: Int) -> String {
            switch code {
            case 4: "the document is empty"
            case 5: "the document does not end properly: content after the root element, or an element left open"
            case 9: "a character that XML does not allow"
            case 23: "an entity reference lacks its ';'"
            case 26, 27: "an undeclared entity: write '&amp;' for a literal '&'"
            case 38: "'<' inside an attribute value: write '&lt;'"
            case 39: "an attribute value must be in quotes"
            case 40: "an attribute value is not closed: a quote is missing"
            case 41: "an attribute has no value"
            case 42: "an attribute appears twice in one element"
            case 45: "a comment is not closed: '-->' is missing"
            case 63: "a CDATA section is not closed: ']]>' is missing"
            case 65: "white space is required here (between attributes?)"
            case 68: "a name is required here"
            case 73: "'>' expected: a tag is not closed"
            case 76: "an end tag does not match the open element"
            case 77: "a tag is not finished"
            case 89: "an entity refers to itself (directly or through other entities) or expands too far"
            default: "XMLParser error \(code)"
            }
        }
    }
}
