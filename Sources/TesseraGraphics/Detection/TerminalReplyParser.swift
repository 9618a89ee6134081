import TesseraImaging

/// Reads the bytes a terminal sent after the start-up queries into `TerminalReply` values.
///
/// Anything else in the stream — keys typed meanwhile, answers to other questions, bytes of a sequence cut
/// short — is skipped: a sequence interrupted by another `ESC` is dropped and reading resumes at that `ESC`,
/// and an unfinished sequence at the end is left out.
public enum TerminalReplyParser {
    private static let escape: UInt8 = 0x1B

    /// The replies in `bytes`, in the order they came.
    public static func parse(_ bytes: [UInt8]) -> [TerminalReply] {
        split(bytes).replies
    }

    /// The replies in `bytes`, and every other byte in order: what was typed meanwhile (and the bytes of
    /// anything that was not a reply), to be read as input after all.
    public static func split(_ bytes: [UInt8]) -> (replies: [TerminalReply], others: [UInt8]) {
        var replies: [TerminalReply] = []
        var others: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == escape, index + 1 < bytes.count else {
                others.append(bytes[index])
                index += 1
                continue
            }
            let start = index + 2
            let parsed: (reply: TerminalReply?, next: Int)?
            switch bytes[index + 1] {
            case UInt8(ascii: "["): parsed = controlSequence(bytes, from: start)
            case UInt8(ascii: "_"):
                parsed = stringSequence(bytes, from: start).map { (apc($0.body), $0.next) }
            case UInt8(ascii: "P"):
                parsed = stringSequence(bytes, from: start).map { (dcs($0.body), $0.next) }
            default: parsed = (nil, index + 1)
            }
            guard let parsed else {
                others += bytes[index...]
                break
            }
            if let reply = parsed.reply {
                replies.append(reply)
            } else {
                others += bytes[index..<parsed.next]
            }
            index = parsed.next
        }
        return (replies, others)
    }

    /// A CSI's reply and the index after it; `nil` when the sequence is unfinished at the end, no reply (and
    /// the index of the interrupting byte) when it is malformed.
    private static func controlSequence(_ bytes: [UInt8], from start: Int) -> (TerminalReply?, Int)? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if (0x40...0x7E).contains(byte) {
                return (csiReply(Array(bytes[start..<index]), final: byte), index + 1)
            }
            guard (0x20...0x3F).contains(byte) else { return (nil, index) }
            index += 1
        }
        return nil
    }

    /// The reply a complete CSI stands for, if it is one of ours.
    private static func csiReply(_ parameters: [UInt8], final: UInt8) -> TerminalReply? {
        let isPrivate = parameters.first == UInt8(ascii: "?")
        let numbers = (isPrivate ? parameters.dropFirst() : parameters[...])
            .split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0, as: UTF8.self)) }
        switch (final, isPrivate) {
        case (UInt8(ascii: "c"), true):
            return .deviceAttributes(numbers.compactMap { $0 })
        case (UInt8(ascii: "t"), false) where numbers.count == 3:
            guard let kind = numbers[0], let height = numbers[1], let width = numbers[2] else { return nil }
            let size = PixelSize(width: width, height: height)
            return kind == 4 ? .textAreaPixels(size) : kind == 6 ? .cellPixels(size) : nil
        case (UInt8(ascii: "n"), false) where numbers == [0]:
            return .statusOK
        default:
            return nil
        }
    }

    /// The body of an APC or DCS (up to `ESC \`) and the index after it; `nil` when unfinished at the end,
    /// an empty body at the interrupting `ESC` when another sequence starts inside.
    private static func stringSequence(_ bytes: [UInt8], from start: Int) -> (body: [UInt8], next: Int)? {
        var index = start
        while index < bytes.count {
            if bytes[index] == escape {
                guard index + 1 < bytes.count else { return nil }
                if bytes[index + 1] == UInt8(ascii: "\\") { return (Array(bytes[start..<index]), index + 2) }
                return ([], index)
            }
            index += 1
        }
        return nil
    }

    /// kitty's graphics answer, `G<keys>;<message>`.
    private static func apc(_ body: [UInt8]) -> TerminalReply? {
        guard body.first == UInt8(ascii: "G") else { return nil }
        let text = String(decoding: body.dropFirst(), as: UTF8.self)
        let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let id = parts[0].split(separator: ",").first { $0.hasPrefix("i=") }.flatMap { Int($0.dropFirst(2)) }
        return .kittyGraphics(id: id, message: String(parts[1]))
    }

    /// XTVERSION's answer, `>|<name and version>`.
    private static func dcs(_ body: [UInt8]) -> TerminalReply? {
        guard body.starts(with: Array(">|".utf8)) else { return nil }
        return .version(String(decoding: body.dropFirst(2), as: UTF8.self))
    }
}
