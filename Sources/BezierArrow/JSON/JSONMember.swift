/// One `"key": value` pair of a JSON object.
package struct JSONMember: Sendable {
    /// The key.
    package var key: String
    /// Where the key's opening quote is.
    package var keyPosition: TextLocation
    /// The value.
    package var value: JSONValue

    /// Creates a member.
    package init(key: String, keyPosition: TextLocation, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
