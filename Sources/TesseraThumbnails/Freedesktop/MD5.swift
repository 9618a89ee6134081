/// The MD5 message digest (RFC 1321), which the Thumbnail Managing Standard uses to name thumbnails.
///
/// Not for security: MD5 is broken as a cryptographic hash. Here it only has to give the same names as
/// every other program that shares the thumbnail cache.
public enum MD5 {
    /// The digest of `bytes` as 32 lower-case hexadecimal digits, such as
    /// `d41d8cd98f00b204e9800998ecf8427e` for no bytes.
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let text = digest(bytes).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }
        return String(decoding: text, as: UTF8.self)
    }

    /// The 16-byte digest of `bytes`.
    static func digest(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var message = Array(bytes)
        let bitCount = UInt64(message.count) &* 8
        message.append(0x80)
        message += repeatElement(0, count: (64 + 56 - message.count % 64) % 64)
        message += (0..<8).map { UInt8(truncatingIfNeeded: bitCount >> (8 * $0)) }

        var state: (UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476)
        for blockStart in stride(from: 0, to: message.count, by: 64) {
            let words = (0..<16).map { word in
                (0..<4).reduce(UInt32(0)) { value, byte in
                    value | UInt32(message[blockStart + 4 * word + byte]) << (8 * byte)
                }
            }
            state = compress(state, words)
        }
        return [state.0, state.1, state.2, state.3].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
        }
    }

    /// The state after one 64-byte block, given as 16 little-endian words (RFC 1321, section 3.4).
    private static func compress(_ state: (UInt32, UInt32, UInt32, UInt32), _ words: [UInt32])
        -> (UInt32, UInt32, UInt32, UInt32)
    {
        var (a, b, c, d) = state
        for step in 0..<64 {
            let mixed: UInt32
            let word: Int
            switch step / 16 {
            case 0: (mixed, word) = ((b & c) | (~b & d), step)
            case 1: (mixed, word) = ((d & b) | (~d & c), (5 * step + 1) % 16)
            case 2: (mixed, word) = (b ^ c ^ d, (3 * step + 5) % 16)
            default: (mixed, word) = (c ^ (b | ~d), (7 * step) % 16)
            }
            let sum = mixed &+ a &+ sines[step] &+ words[word]
            let shift = shifts[step / 16][step % 4]
            (a, d, c) = (d, c, b)
            b = b &+ (sum << shift | sum >> (32 - shift))
        }
        return (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d)
    }

    /// The left rotations of each round, four per round, repeated.
    private static let shifts: [[UInt32]] = [
        [7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21],
    ]

    /// `floor(abs(sin(i + 1)) * 2^32)` for each step `i`.
    private static let sines: [UInt32] = [
        0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee,
        0xf57c_0faf, 0x4787_c62a, 0xa830_4613, 0xfd46_9501,
        0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be,
        0x6b90_1122, 0xfd98_7193, 0xa679_438e, 0x49b4_0821,
        0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa,
        0xd62f_105d, 0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8,
        0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed,
        0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a,
        0xfffa_3942, 0x8771_f681, 0x6d9d_6122, 0xfde5_380c,
        0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70,
        0x289b_7ec6, 0xeaa1_27fa, 0xd4ef_3085, 0x0488_1d05,
        0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665,
        0xf429_2244, 0x432a_ff97, 0xab94_23a7, 0xfc93_a039,
        0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
        0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1,
        0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb, 0xeb86_d391,
    ]
}
