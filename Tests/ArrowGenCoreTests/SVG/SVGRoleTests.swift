import Testing
@testable import ArrowGenCore

@Suite("SVG template id matching")
struct SVGRoleTests {
    static let matches: [(String, SVGRole)] = [
        ("outline", .outline), ("Outline", .outline), ("OUTLINE", .outline),
        ("spine", .spine),
        ("start-frame", .startFrame), ("end-frame", .endFrame), ("start-tip", .startTip), ("end-tip", .endTip),
        // Illustrator: `_N_` suffixes for repeated names, `_xHH_` escapes.
        ("start-frame_1_", .startFrame), ("outline_12_", .outline), ("start_x2D_frame", .startFrame),
        // Figma, Sketch: numeric suffixes.
        ("start-frame-2", .startFrame), ("start-frame 2", .startFrame), ("startFrame2", .startFrame),
        // Other spellings of the words.
        ("startFrame", .startFrame), ("StartFrame", .startFrame), ("start_frame", .startFrame),
        ("start frame", .startFrame), ("start.frame", .startFrame), ("STARTFRAME", .startFrame),
        ("endTip", .endTip), ("end_tip", .endTip),
        // Prefixes from layers and exporters.
        ("layer1-start-frame", .startFrame), ("svg_start-frame", .startFrame), ("Arrow:outline", .outline),
        ("arrow/end-tip", .endTip), ("Layer_1_end-frame_3_", .endFrame), ("frames.start-frame", .startFrame),
    ]

    @Test("decorated names match their role", arguments: matches)
    func matchesRole(_ name: String, _ role: SVGRole) {
        #expect(SVGRole.role(named: name) == role)
    }

    static let nonMatches = [
        "path1234", "rect5", "Layer_1", "frame", "tip", "start", "outline-start", "start-frame-extra",
        "starttip2frame", "outlines", "g12", "",
    ]

    @Test("other names match nothing", arguments: nonMatches)
    func matchesNothing(_ name: String) {
        #expect(SVGRole.role(named: name) == nil)
    }

    @Test("a head's roles match among the head roles only")
    func headRoles() {
        let heads = SVGRole.headRoles
        #expect(SVGRole.role(named: "tip", among: heads) == .tip)
        #expect(SVGRole.role(named: "layer1-attachment_1_", among: heads) == .attachment)
        #expect(SVGRole.role(named: "headFrame", among: heads) == .frame)
        #expect(SVGRole.role(named: "outline", among: heads) == .outline)
        // An arrow's names stay the arrow's when both lists are searched, arrow roles first.
        #expect(SVGRole.role(named: "start-tip", among: SVGRole.arrowRoles + [.tip, .attachment, .frame]) == .startTip)
        #expect(SVGRole.role(named: "attachment") == nil)
    }

    @Test("names are cut into lower-case words, trailing numbers dropped")
    func words() {
        #expect(SVGRole.words(of: "Layer_1_start-frame_1_") == ["layer", "1", "start", "frame"])
        #expect(SVGRole.words(of: "startFrame12") == ["start", "frame"])
        #expect(SVGRole.words(of: "_x31__start") == ["1", "start"])
        #expect(SVGRole.words(of: "42") == [])
    }
}
