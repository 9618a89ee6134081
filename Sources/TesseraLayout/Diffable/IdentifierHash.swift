/// The per-process seed of ``identifierHash(_:seed:)``, so that no list of identifiers can be chosen in
/// advance to make them all collide.
@usableFromInline let identifierHashSeed = UInt64.random(in: .min ... .max)

/// The 32-bit hash the keyed diff files an item identifier under: its high bits choose a bucket
/// (``BucketedItems``), its low bits a slot in the bucket's table.
///
/// `Int` identifiers — the usual ids — are mixed with the seeded multiply–xorshift finaliser of
/// SplitMix64, about a nanosecond each; other types use their own `hashValue` (the standard library's
/// SipHash, seeded per process, about ten). For a million `Int`s that is the difference between 1 and
/// 10 ms per snapshot. Inlinable, so that the test of the identifier type is decided at compile time.
@inlinable
func identifierHash<Key: Hashable>(_ key: Key, seed: UInt64) -> UInt32 {
    guard Key.self == Int.self else { return UInt32(truncatingIfNeeded: key.hashValue) }
    var bits = UInt64(UInt(bitPattern: unsafeBitCast(key, to: Int.self))) ^ seed
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return UInt32(truncatingIfNeeded: bits ^ (bits >> 31))
}
