import SystemPackage
import TesseraPhotoLibrary

extension Library {
    /// The albums' names, in order.
    var albumNames: [String] {
        albums.map(\.name)
    }

    /// The album called `name`, if there is one.
    func album(named name: String) -> Album? {
        albums.first { $0.name == name }
    }
}

extension Album {
    /// The photos' names, in order.
    var photoNames: [String] {
        photos.map(\.name)
    }
}

extension LibraryLocation {
    /// The library, whichever the case.
    var library: Library {
        switch self {
        case .folder(let library), .photo(let library, _, _): library
        }
    }
}
