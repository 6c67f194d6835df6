import BezierArrow
import Testing

/// One lookup for the catalog and an app's own templates: what is added is found first, the
/// rest from the lookup it was added to.
@Suite struct ArrowTemplateLookupTests {
    @Test func addedTemplatesAndHeadsJoinTheLookup() throws {
        let double = ArrowTestTemplates.doubleArrow(), tail = ArrowTestTemplates.tailArrow()
        let mine = ArrowTestTemplates.doubleArrow(.follow)
        let dot = ArrowStyleTests.dot, bar = ArrowStyleTests.bar
        let base = ArrowTemplateLookup([double], heads: [dot])
        let combined = base.adding([tail, mine], heads: [bar])
        #expect(combined.template(named: tail.name) == tail)
        // The added template of the same name wins; the lookup it was added to is unchanged.
        #expect(combined.template(named: double.name) == mine)
        #expect(base.template(named: double.name) == double)
        #expect(combined.head(named: "dot") == dot && combined.head(named: "bar") == bar)
        #expect(combined.head(named: "none") == ArrowHead.none)
        #expect(combined.template(named: "Missing") == nil && combined.head(named: "missing") == nil)
    }
}
