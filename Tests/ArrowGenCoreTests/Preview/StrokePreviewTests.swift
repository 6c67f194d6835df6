import BezierArrow
import Testing
@testable import ArrowGenCore

/// The REPL's state and picture with a template's stroke: caps, joins, miter limit and dash.
@Suite struct StrokePreviewTests {
    static func dashedSession() throws -> ReplSession {
        let source = try #require(try TemplateFixtures.snippetSources.first { $0.fileName == "dashed-arrow.arrow" })
        var session = try Fixtures.session(files: ["dashed-arrow.arrow": source.text])
        let reply = session.execute("load dashed-arrow.arrow")
        #expect(reply.errors.isEmpty, "\(reply.errors)")
        return session
    }

    @Test func jsonStateCarriesTheStroke() throws {
        var session = try Self.dashedSession()
        let json = session.execute("json").output
        #expect(json.contains(#""cap":"round","join":"bevel","miterLimit":4,"dash":[6,4,2,6,4,2],"dashOffset":1.5,"#))
        #expect(json.contains(#""hit":null,"arrow":"main","#))
        // A template without a stroke of its own gives the defaults, and no dash.
        var plain = try Fixtures.session()
        #expect(plain.execute("json").output.contains(#""cap":"butt","join":"miter","miterLimit":10,"dash":null,"dashOffset":0,"#))
    }

    /// The picture draws the spine as the model cuts it, heads solid, with the template's caps and
    /// joins; no stroke-dasharray, which would dash the heads too.
    @Test func thePictureDrawsTheBodyDashedAndTheHeadsSolid() throws {
        var session = try Self.dashedSession()
        _ = session.execute("end 230 60")
        let picture = SVGPicture(session.preview).text
        let spineLine = try #require(picture.split(separator: "\n").first { $0.contains("id=\"spine\"") })
        #expect(spineLine.contains("d=\"\(PreviewFormat.pathData(session.preview.arrow.dashedSpine))\""))
        #expect(spineLine.contains("stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-miterlimit=\"4\""))
        #expect(!spineLine.contains("stroke-dasharray"))
    }

    /// An outline edged by its line width and dashed gets its fill whole and its edge dashed.
    @Test func aDashedEdgeIsDrawnApartFromTheFill() throws {
        var session = try Fixtures.session(files: ["edge.arrow": """
            {"outline": "M 0 19 L 30 0 L 30 12 C 80 12 120 12 170 12 L 170 0 L 200 19 L 170 38 L 170 26 C 120 26 80 26 30 26 L 30 38 Z",
             "start": {"frame": [0, 0, 30, 38], "tip": [0, 19]}, "end": {"frame": [170, 0, 30, 38], "tip": [200, 19]},
             "lineWidth": 1, "dash": [4, 2]}
            """])
        #expect(session.execute("load edge.arrow").errors.isEmpty)
        let picture = SVGPicture(session.preview).text
        let fill = try #require(picture.split(separator: "\n").first { $0.contains("id=\"arrow\"") })
        #expect(fill.contains("stroke=\"none\""))
        let edge = try #require(picture.split(separator: "\n").first { $0.contains("id=\"arrow-edge\"") })
        #expect(edge.contains("d=\"\(PreviewFormat.pathData(session.preview.arrow.dashedOutline))\""))
    }
}
