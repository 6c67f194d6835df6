/// The id of an arrow or shape in a document `open` reads: whatever integer or string an app
/// wrote (the REPL writes its names; a lone arrow, the number 1, as documents of one arrow
/// always were).
enum SavedItemID: Codable, Hashable, Sendable {
    case number(Int)
    case text(String)

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let n = try? value.decode(Int.self) { self = .number(n) } else { self = .text(try value.decode(String.self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .number(let n): try value.encode(n)
        case .text(let s): try value.encode(s)
        }
    }
}
