import SystemPackage
import TesseraCanvas
import TesseraPhotoLibrary
import TesseraShell

extension PhotoViewerViewController {
    /// Space marks or unmarks this photo and steps to the next; `a` marks the whole album, or none.
    func mark(_ command: Command) {
        guard let photo else { return }
        if command == .markAll {
            context.marks.toggleAll(album.photos)
        } else {
            context.marks.toggle(photo)
            index = min(index + 1, album.photos.count - 1)
        }
    }

    /// `d` asks; `y` (through ``KeyBindings/confirmTrash``) moves the photo on screen to the trash and shows
    /// the next, or goes back when it was the last. Any other key cancels
    /// (``PhotoSource/handleTextKey(_:in:)``).
    func trash() -> CommandResult {
        guard let trashed = photo else { return .done }
        guard isAskingToTrash else {
            isAskingToTrash = true
            return .done
        }
        isAskingToTrash = false
        let result = context.trashing.moveToTrash([trashed.path])
        guard result.gone.contains(trashed.path) else { return CommandResult(message: result.message) }
        context.marks.unmark(trashed)
        let remaining = album.photos.filter { $0.path != trashed.path }
        guard !remaining.isEmpty else { return CommandResult(pop: true, message: result.message) }
        album = Album(name: album.name, folder: album.folder, photos: remaining)
        index = min(index, remaining.count - 1)
        return CommandResult(message: result.message)
    }

}
