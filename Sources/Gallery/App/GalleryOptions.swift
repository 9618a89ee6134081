/// The choices a run of the app is made with, from the command line.
public struct GalleryOptions: Sendable {
    /// Fixes every random choice (people, pictures, updates).
    public var seed: UInt64
    /// The number of friends.
    public var friendCount: Int
    /// Whether batch updates animate (off: they apply in one frame).
    public var animates: Bool

    /// Creates options; the defaults are the sample's: 40 friends, animations on.
    public init(seed: UInt64 = 1, friendCount: Int = People.defaultCount, animates: Bool = true) {
        self.seed = seed
        self.friendCount = friendCount
        self.animates = animates
    }
}
