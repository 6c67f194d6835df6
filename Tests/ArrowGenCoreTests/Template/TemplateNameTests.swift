import ArrowGenCore
import Testing

@Suite struct TemplateNameTests {
    @Test(arguments: [
        ("double-arrow.arrow", "DoubleArrow"), ("Templates/DoubleArrow.arrow", "DoubleArrow"),
        ("a/b/my_arrow.v2.arrow", "MyArrowV2"), ("thin arrow.arrow", "ThinArrow"), ("x.arrow", "X"),
    ])
    func namesDeriveFromFileNames(_ path: String, _ name: String) {
        #expect(TemplateName.derived(fromPath: path) == name)
    }

    @Test(arguments: ["3d.arrow", "point.arrow", "-.arrow", "flèche.arrow", "self.arrow"])
    func someFileNamesGiveNoName(_ path: String) {
        // A digit first, a BezierArrow name, nothing left, a non-ASCII letter, a keyword.
        #expect(TemplateName.derived(fromPath: path) == nil)
    }

    @Test func problemsAreNamed() {
        #expect(TemplateName.problem(with: "DoubleArrow") == nil)
        #expect(TemplateName.problem(with: "_Arrow2") == nil)
        #expect(TemplateName.problem(with: "") == "the name is empty")
        #expect(TemplateName.problem(with: "Arrow-2") == "'Arrow-2' is not a Swift identifier: '-' is not allowed (use ASCII letters, digits and underscores)")
        #expect(TemplateName.problem(with: "Self") == "'Self' is a Swift keyword and cannot name a type")
        #expect(TemplateName.problem(with: "BezierPath") == "'BezierPath' would hide BezierArrow's 'BezierPath', which generated code uses")
    }
}
