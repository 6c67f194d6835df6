import BezierArrow

// INTERIM until branch `model` lands Arrow, ArrowPart, ArrowHit, viewFrame: delete this file then.

extension ArrowPreview {
    static func interimJSONString(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if u.value < 0x20 { out += "\\u00" + (u.value < 16 ? "0" : "") + String(u.value, radix: 16) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}

