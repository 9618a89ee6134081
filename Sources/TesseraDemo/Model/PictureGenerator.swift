/// Makes the Feed's pictures: picture `i` is computed in O(1) from the index and the seed.
///
/// Like the sample, whose Feed of 50,000 cells cycles through the photos in the library, the Feed
/// cycles through the ``PictureKind``s: picture `i` is of kind `i % kindCount`. The light turns with
/// each cycle (see ``light(at:)``), so every kind is seen at every time of day and neighbours never
/// share their light. Each picture also gets its own shapes and tints from a hash of `(seed, i)`.
public enum PictureGenerator {
    /// How many kinds of picture there are: the period of the Feed's cycle of kinds.
    public static let kindCount = PictureKind.allCases.count

    /// How many cells the Feed holds, as in the sample.
    public static let feedCount = 50_000

    /// The picture at `index` for `seed`; a negative index is allowed and cycles the same way.
    public static func picture(at index: Int, seed: UInt64) -> Picture {
        Picture(index: index, seed: seed)
    }

    /// The kind of the picture at `index`: `index` modulo ``kindCount``, never negative.
    public static func kind(at index: Int) -> PictureKind {
        PictureKind.allCases[modulo(index, kindCount)]
    }

    /// The light of the picture at `index`: `(i + ⌊i / kindCount⌋) mod 3`, so that over
    /// `3 × kindCount` pictures every kind is shown once at every light, and pictures next to each
    /// other are always at different lights.
    public static func light(at index: Int) -> PictureLight {
        let lights = PictureLight.allCases.count
        let cycle = index / kindCount - (index % kindCount < 0 ? 1 : 0)
        return PictureLight.allCases[modulo(modulo(index, lights) + modulo(cycle, lights), lights)]
    }

    /// `value` modulo `divisor`, in `0..<divisor` also for negative values.
    private static func modulo(_ value: Int, _ divisor: Int) -> Int {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
