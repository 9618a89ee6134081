import SystemPackage
import TesseraActions
import TesseraPhotoLibrary

/// Moving photos to the trash and putting the last batch back (`d`, `U`): this session only.
struct PhotoTrashing {
    /// The trash, or `nil` when the environment names none (no `HOME` nor `XDG_DATA_HOME`).
    let trash: Trash?
    /// The last batch moved, to put back with `U`.
    private(set) var lastBatch: [TrashReceipt] = []

    init(trash: Trash?) {
        self.trash = trash
    }

    /// Moves `paths` to the trash; returns the paths now gone and the message for the status line.
    mutating func moveToTrash(_ paths: [FilePath]) -> (gone: Set<FilePath>, message: String) {
        guard let trash else { return ([], "no trash: neither XDG_DATA_HOME nor HOME is set") }
        let outcome = trash.moveToTrash(paths)
        if !outcome.receipts.isEmpty { lastBatch = outcome.receipts }
        let failed = Set(outcome.failures.map(\.path))
        let gone = Set(paths.filter { !failed.contains($0) })
        if let failure = outcome.failures.first {
            let moved = outcome.receipts.isEmpty ? "" : "moved \(outcome.receipts.count), "
            return (gone, moved + failure.error.description)
        }
        let count = outcome.receipts.count
        return (
            gone,
            count == 1
                ? "Moved 1 photo to the trash · U undoes" : "Moved \(count) photos to the trash · U undoes"
        )
    }

    /// Puts the last batch back; returns the message for the status line.
    mutating func undo() -> String {
        guard let trash, !lastBatch.isEmpty else { return "Nothing to undo" }
        var failures: [TrashError] = []
        var restored = 0
        for receipt in lastBatch {
            do {
                try trash.putBack(receipt)
                restored += 1
            } catch {
                failures.append(error)
            }
        }
        lastBatch = []
        if let failure = failures.first { return "put back \(restored), " + failure.description }
        return restored == 1 ? "Put 1 photo back" : "Put \(restored) photos back"
    }
}
