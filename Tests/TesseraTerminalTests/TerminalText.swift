/// Reading what a terminal would print from the bytes sent to it.
enum TerminalText {
    /// The printable text in `bytes` (UTF-8), with escape sequences left out: CSI sequences
    /// (`ESC [ … final`), character-set designations (`ESC ( B`) and two-byte escapes (`ESC 7`), and
    /// control characters (carriage returns, backspaces).
    static func printable(in bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "[") {
                    index += 2
                    while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                    index += 1
                } else if next == UInt8(ascii: "(") || next == UInt8(ascii: ")") {
                    index += 3
                } else {
                    index += 2
                }
                continue
            }
            if byte >= 0x20 && byte != 0x7F { text.append(byte) }
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }
}
