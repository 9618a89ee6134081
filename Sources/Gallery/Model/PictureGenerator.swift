/// Makes the Feed's pictures: picture `i` is computed in O(1) from the index and the seed.
///
/// Like the sample, whose Feed of 50,000 cells cycles through the photos in the library, the Feed
/// cycles through the ``PictureKind``s: picture `i` is of kind `i % kindCount`. Unlike photos, each
/// picture also gets its own palette and details from a hash of `(seed, i)`, so neighbouring cycles
/// do not look identical.
public enum PictureGenerator {
    /// How many kinds of picture there are: the period of the Feed's cycle.
    public static let kindCount = PictureKind.allCases.count

    /// How many cells the Feed holds, as in the sample.
    public static let feedCount = 50_000

    /// The picture at `index` for `seed`; a negative index is allowed and cycles the same way.
    public static func picture(at index: Int, seed: UInt64) -> Picture {
        Picture(index: index, seed: seed)
    }

    /// The kind of the picture at `index`: `index` modulo ``kindCount``, never negative.
    public static func kind(at index: Int) -> PictureKind {
        let remainder = index % kindCount
        return PictureKind.allCases[remainder < 0 ? remainder + kindCount : remainder]
    }
}
