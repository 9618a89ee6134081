/// RFC 4648 base64 with padding, the encoding kitty's graphics protocol expects for its payloads.
enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The base64 text of `bytes`, as ASCII bytes: 4 for every 3 input bytes, the last group padded with `=`.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(alphabet[Int(group >> 6 & 63)])
            out.append(alphabet[Int(group & 63)])
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let second = rest == 2 ? UInt32(bytes[index + 1]) : 0
            let group = UInt32(bytes[index]) << 16 | second << 8
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(rest == 2 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            out.append(UInt8(ascii: "="))
        }
        return out
    }
}
