/// What a command-line path names: a folder to browse or one photo to open.
public enum LibraryLocation: Sendable {
    /// `tessera PATH` with a folder: the library of every album under it.
    case folder(Library)
    /// `tessera FILE` with a photo: the library of the photo's own folder (one album, not recursive) and
    /// where the photo is in it, `library.albums[album].photos[photo]`.
    case photo(Library, album: Int, photo: Int)
}
