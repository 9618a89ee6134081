import SystemPackage
import TesseraActions
import TesseraPhotoLibrary
import TesseraShell

/// Moving photos to the trash and putting the last batch back (`d`, `U`): this session only.
struct PhotoTrashing {
    /// The trash, or `nil` when the environment names none (no `HOME` nor `XDG_DATA_HOME`).
    let trash: Trash?
    /// The last batch moved, to put back with `U`.
    private(set) var lastBatch: [TrashReceipt] = []

    init(trash: Trash?) {
        self.trash = trash
    }

    /// Moves `paths` to the trash at once and remembers the batch for ``undo()``; returns the paths now
    /// gone and the message for the status line.
    mutating func moveToTrash(_ paths: [FilePath]) -> TrashResult {
        let result = Self.move(paths, to: trash)
        remember(result)
        return result
    }

    /// Remembers a batch moved (by a ``BackgroundTrash``) for ``undo()``.
    mutating func remember(_ result: TrashResult) {
        if !result.receipts.isEmpty { lastBatch = result.receipts }
    }

    /// Moves `paths` to `trash`, from any thread, calling `progress` after each file.
    static func move(
        _ paths: [FilePath], to trash: Trash?, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) -> TrashResult {
        guard let trash else {
            return TrashResult(
                gone: [], message: "no trash: neither XDG_DATA_HOME nor HOME is set", receipts: [])
        }
        let outcome = trash.moveToTrash(paths, progress: progress)
        let failed = Set(outcome.failures.map(\.path))
        let gone = Set(paths.filter { !failed.contains($0) })
        let count = outcome.receipts.count
        let message =
            if let failure = outcome.failures.first {
                (count == 0 ? "" : "moved \(count), ") + failure.error.description
            } else {
                count == 1
                    ? "Moved 1 photo to the trash · U undoes"
                    : "Moved \(CountFormat.grouped(count)) photos to the trash · U undoes"
            }
        return TrashResult(gone: gone, message: message, receipts: outcome.receipts)
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
        return restored == 1 ? "Put 1 photo back" : "Put \(CountFormat.grouped(restored)) photos back"
    }
}

/// What moving a batch to the trash did: the paths (as given) now gone, the status line's message, and
/// the receipts to undo it.
struct TrashResult: Sendable {
    let gone: Set<FilePath>
    let message: String
    let receipts: [TrashReceipt]
}
