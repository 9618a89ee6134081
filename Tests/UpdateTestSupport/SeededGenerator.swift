public import PropertyBased

/// A repeatable random source for the seeded random tests: PropertyBased's xoshiro generator.
public func seededGenerator(_ seed: UInt64) -> Xoshiro {
    Xoshiro(seed: (seed, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
}
