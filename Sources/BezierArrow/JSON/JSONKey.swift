/// A key given by its text, for objects whose keys are data (the templates of a document).
package struct JSONKey: CodingKey {
    package let stringValue: String
    package var intValue: Int? { nil }
    package init(_ key: String) { stringValue = key }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { stringValue = String(intValue) }
}
