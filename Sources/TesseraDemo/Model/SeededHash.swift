/// Stable, stateless hashing for everything the app derives from a seed.
///
/// Unlike Swift's `hashValue`, which is randomised per process, these functions give the same answer in
/// every run, so a `--seed` reproduces names, colours and pictures exactly. They are pure and allocation
/// free, cheap enough to call once per pixel.
public enum SeededHash {
    /// The FNV-1a offset basis for 64-bit hashes.
    static let fnvOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV-1a prime for 64-bit hashes.
    static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    /// The 64-bit FNV-1a hash of a string's UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash = fnvOffsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* fnvPrime
        }
        return hash
    }

    /// Scrambles 64 bits so that nearby inputs give unrelated outputs (the SplitMix64 finaliser).
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A hash of two values; the order matters.
    public static func mix(_ first: UInt64, _ second: UInt64) -> UInt64 {
        mix(mix(first) ^ (second &* 0xff51_afd7_ed55_8ccd))
    }

    /// A hash of three values; the order matters.
    public static func mix(_ first: UInt64, _ second: UInt64, _ third: UInt64) -> UInt64 {
        mix(mix(first, second) ^ (third &* 0xc4ce_b9fe_1a85_ec53))
    }

    /// A hash of four values; the order matters.
    public static func mix(_ first: UInt64, _ second: UInt64, _ third: UInt64, _ fourth: UInt64) -> UInt64 {
        mix(mix(first, second, third) ^ (fourth &* 0x9e37_79b9_7f4a_7c15))
    }

    /// The bits of an `Int` as a `UInt64`, for feeding indices and coordinates into ``mix(_:)``.
    @inline(__always)
    static func bits(_ value: Int) -> UInt64 {
        UInt64(bitPattern: Int64(value))
    }
}
