/// Where a ``JustifiedLayout`` learns the shape of each item: its aspect ratio, upright width over height.
///
/// The delegate is asked once per item each time the layout is prepared, so it should answer from memory
/// (an array of the pictures' pixel sizes, say), never by reading a file.
public protocol JustifiedLayoutDelegate: Sendable {
    /// The aspect ratio of the item at `indexPath`: its upright pixel width divided by its height (after
    /// EXIF orientation), or `nil` when it is not known yet. The layout clamps the answer to
    /// ``JustifiedLayout/aspectRatioRange`` and treats `nil`, zero, negative and NaN answers as
    /// ``JustifiedLayout/unknownAspectRatio``.
    func aspectRatio(forItemAt indexPath: IndexPath, in context: LayoutContext) -> Double?
}
