/// The key of an array element: `Index 3`, as Foundation's decoders name it.
package struct JSONIndexKey: CodingKey {
    package let intValue: Int?
    package let stringValue: String
    package init(intValue: Int) {
        self.intValue = intValue
        stringValue = "Index \(intValue)"
    }
    package init?(stringValue: String) { nil }
}
