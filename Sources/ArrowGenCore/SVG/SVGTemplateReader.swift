import BezierArrow

/// Reads an SVG drawing into a validated `ArrowTemplate`, so a designer can draw an arrow in
/// any vector editor (Inkscape, Figma, Sketch, Illustrator) and hand over the exported file.
///
/// The conventions (the DocC article "SVG Templates" of the BezierArrow catalog):
///
/// - **Outline**: the `path`, `polygon`, `polyline`, `rect`, `circle` or `ellipse` named
///   `outline`, or a `g` named `outline` whose shapes together are the outline; without one, the
///   only filled shape that plays no other role (a shape whose fill is `none` or whose fill or
///   group opacity is 0 is not filled).
/// - **Spine** (optional): a `path`, `polyline`, `line` or `polygon` named `spine`, stroked at
///   the line width. When nothing is named and nothing is filled (an arrow drawn with strokes,
///   as icon sets do), every stroked shape together is the spine.
/// - **Frames**: `rect`s named `start-frame` and `end-frame`. They must stay axis-aligned:
///   only translations and scales (a quarter turn too) may apply to them.
/// - **Tips** (optional): `circle`s (or `ellipse`s) named `start-tip` and `end-tip`; the tip is
///   the center. Without one, a tip is the midpoint of its frame's outer edge: the edge facing
///   away from the other frame (left or right when the frames' centers are further apart
///   horizontally than vertically, top or bottom otherwise).
/// - **Options** on the root `<svg>`: `data-name` (the Swift type name; default from the file
///   name), `data-orientation` (`fixed` or `follow`), `data-handles` (`rigid` or `scaled`),
///   `data-hit-width` (default 35), `data-line-width` (default: the spine's `stroke-width` when
///   there is a spine, else 0), `data-fill-rule` (`nonzero` or `evenodd`; default: the outline's
///   `fill-rule`), and the heads and body (`data-start-head`, `data-end-head`, `data-body`,
///   `data-bend`, `data-corner-radius`; see `SVGTemplateParser+Style.swift`).
/// - **Names** match by ``SVGRole``'s rule: an element's `id`, its `inkscape:label` or its
///   `data-name`, cut into words, trailing numbers dropped, matched by the last words
///   (`layer1-start-frame`, `start-frame_1_`, `startFrame` all name the start frame). Two
///   elements matching one role are an error naming both.
/// - **Coordinates** are the root's user units (the `viewBox` space); `width` and `height` only
///   scale the picture on a page, whatever their unit. Every `transform` of the element and its
///   groups applies (`translate`, `scale`, `rotate`, `skewX`, `skewY`, `matrix`). Transformed
///   coordinates obey ``TemplateReader/coordinateLimit`` as `.arrow` numbers do.
/// - **Heads**: a drawing with `circle`s named `tip` and `attachment` (and optionally a `rect`
///   named `frame`) and no frames named `start-frame` or `end-frame` is a head template
///   (``readHead(_:diagnostics:)``).
/// - Styles, metadata, `defs`, unknown elements and other namespaces (`inkscape:`,
///   `sodipodi:`, `sketch:`) are ignored; a hidden element still counts.
///
/// Mistakes are diagnostics `file:line:column: error: message`: at the position `XMLParser`
/// reports for malformed XML, at the element's `<` for a missing or unsuitable element or one
/// nested deeper than ``nestingLimit``, and at the offending character inside an attribute value
/// (`d`, `transform`, `points`, lengths, options).
package enum SVGTemplateReader {
    /// How deeply elements may nest: the root is level 1, and an element at a deeper level than
    /// this is an error at its `<`.
    ///
    /// Drawings from vector editors nest a few dozen levels at most (layers, groups, clip
    /// groups). The reader walks the element tree recursively, through groups' transforms and
    /// nested `<svg>` viewports, so an unbounded depth would let a file of some 15,000 nested
    /// `<g>` overflow the stack; the file is refused while it is parsed, before any walk.
    package static let nestingLimit = 256

    /// Reads one SVG template.
    ///
    /// - Parameters:
    ///   - source: the file's path and text; without `data-name`, the type name derives from the
    ///     file name as for `.arrow` files (``TemplateName/derived(fromPath:)``).
    ///   - diagnostics: receives the error (with its notes), or the warnings.
    /// - Returns: the template, or `nil` when there was an error.
    /// Reads one SVG head template: the outline and spine found as for an arrow, the centers
    /// of the circles named `tip` and `attachment`, the `rect` named `frame` (optional), and
    /// the root's `data-name` and `data-line-width`.
    ///
    /// - Parameters:
    ///   - source: the file's path and text.
    ///   - diagnostics: receives the error (with its notes), or the warnings.
    /// - Returns: the head, or `nil` when there was an error.
    package static func readHead(_ source: TemplateSource, diagnostics: inout [Diagnostic]) -> ParsedHead? {
        do {
            let (output, warnings) = try SVGTemplateParser.parseHead(source.text, path: source.path)
            diagnostics += warnings.map { Diagnostic(.warning, $0.message, file: source.path, at: $0.location) }
            return ParsedHead(head: output.head, path: source.path, nameLocation: output.nameLocation,
                              isNameDerived: output.isNameDerived)
        } catch {
            diagnostics += error.diagnostics(file: source.path)
            return nil
        }
    }

    /// Whether an SVG file is a head template: a drawn element is named `tip` or `attachment`
    /// and none `start-frame` or `end-frame`.
    package static func isHead(_ source: TemplateSource) -> Bool { SVGTemplateParser.isHead(source.text) }

    package static func read(_ source: TemplateSource, diagnostics: inout [Diagnostic]) -> ParsedTemplate? {
        do {
            let (output, warnings) = try SVGTemplateParser.parse(source.text, path: source.path)
            diagnostics += warnings.map { Diagnostic(.warning, $0.message, file: source.path, at: $0.location) }
            return ParsedTemplate(template: output.template, path: source.path, nameLocation: output.nameLocation,
                                  isNameDerived: output.isNameDerived, style: output.style)
        } catch {
            diagnostics += error.diagnostics(file: source.path)
            return nil
        }
    }
}
