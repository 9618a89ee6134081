import SystemTestSupport
import Testing

/// Album folders created, filled, removed, renamed and moved: new folders are watched at once (what was put
/// in them first is not missed), vanished ones are dropped with everything below them, and each batch
/// applied gives what a fresh scan gives.
@Suite struct FolderWatcherFolderTests {
    /// A watched library with the album `Trips/Rome` (two photos) and the album `Home`.
    private func session() throws -> WatchSession {
        let tree = try TemporaryTree()
        try tree.file("photos/Trips/Rome/forum.jpg")
        try tree.file("photos/Trips/Rome/pantheon.jpg")
        try tree.file("photos/Home/cat.jpg")
        return try WatchSession(tree)
    }

    @Test func aFolderFilledBeforeItsWatchExistedIsAnAlbumAndIsWatched() throws {
        let session = try session()
        try session.tree.file("photos/Trips/Paris/eiffel.jpg")
        try session.tree.file("photos/Trips/Paris/louvre.jpg")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/Trips/Paris"])
        #expect(session.library.album(named: "Trips/Paris")?.photoNames == ["eiffel.jpg", "louvre.jpg"])
        try session.tree.file("photos/Trips/Paris/orsay.jpg")
        let later = try #require(try session.settle())
        #expect(session.relative(later.changed) == ["photos/Trips/Paris"])
        #expect(session.library.album(named: "Trips/Paris")?.photos.count == 3)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func nestedFoldersMadeAtOnceAreAllWatched() throws {
        let session = try session()
        try session.tree.file("photos/New/a.jpg")
        try session.tree.file("photos/New/Deeper/b.jpg")
        try session.tree.file("photos/New/Deeper/Deepest/c.jpg")
        try session.tree.folder("photos/New/Empty")
        let changes = try #require(try session.settle())
        #expect(
            session.relative(changes.changed) == [
                "photos/New", "photos/New/Deeper", "photos/New/Deeper/Deepest", "photos/New/Empty",
            ])
        #expect(try session.differenceFromFreshScan() == nil)
        try session.tree.file("photos/New/Deeper/Deepest/d.jpg")
        try session.tree.file("photos/New/Empty/e.jpg")
        let later = try #require(try session.settle())
        #expect(session.relative(later.changed) == ["photos/New/Deeper/Deepest", "photos/New/Empty"])
        #expect(
            session.library.albumNames == [
                "Home", "New", "New/Deeper", "New/Deeper/Deepest", "New/Empty", "Trips/Rome",
            ])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aRemovedAlbumGoesAndIsNoLongerWatched() throws {
        let session = try session()
        session.tree.remove("photos/Trips")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.vanished) == ["photos/Trips", "photos/Trips/Rome"])
        #expect(session.library.albumNames == ["Home"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aRenamedAlbumMovesWithItsPhotosAndIsStillWatched() throws {
        let session = try session()
        try session.tree.rename("photos/Trips/Rome", to: "photos/Trips/Roma")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.vanished) == ["photos/Trips/Rome"])
        #expect(session.relative(changes.changed) == ["photos/Trips/Roma"])
        #expect(session.library.albumNames == ["Home", "Trips/Roma"])
        try session.tree.file("photos/Trips/Roma/colosseum.jpg")
        let later = try #require(try session.settle())
        #expect(session.relative(later.changed) == ["photos/Trips/Roma"])
        #expect(session.library.album(named: "Trips/Roma")?.photos.count == 3)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aFolderMovedOutIsForgottenAndOneMovedInIsWatched() throws {
        let session = try session()
        try session.tree.file("elsewhere/Party/cake.jpg")
        try session.tree.rename("photos/Trips", to: "gone")
        try session.tree.rename("elsewhere/Party", to: "photos/Party")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.vanished) == ["photos/Trips"])
        #expect(session.relative(changes.changed) == ["photos/Party"])
        #expect(session.library.albumNames == ["Home", "Party"])
        try session.tree.file("gone/Rome/more.jpg")
        #expect(try session.settle() == nil)
        try session.tree.file("photos/Party/balloons.jpg")
        #expect(session.relative(try #require(try session.settle()).changed) == ["photos/Party"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    /// A folder arriving by rename, then filled further — photos, and a new folder with a photo — before
    /// the watcher reads the move: the watch on it is added only then, after everything was made, so none
    /// of that has an event of its own. The walk that watches the new folders marks each of them changed,
    /// and the rescan reads them, so nothing made before the watches existed is missed. (The test is the
    /// seam: events are read only when it calls ``WatchSession/settle()``.)
    @Test func aFolderMovedInAndFilledBeforeItsMoveIsReadIsWholeAndWatched() throws {
        let session = try session()
        try session.tree.file("elsewhere/Trip/beach.jpg")
        try session.tree.file("elsewhere/Trip/Day 1/dunes.jpg")
        try session.tree.rename("elsewhere/Trip", to: "photos/Trip")
        try session.tree.file("photos/Trip/boat.jpg")
        try session.tree.file("photos/Trip/Day 1/camels.jpg")
        try session.tree.file("photos/Trip/Day 2/oasis.jpg")
        let changes = try #require(try session.settle())
        #expect(
            session.relative(changes.changed) == ["photos/Trip", "photos/Trip/Day 1", "photos/Trip/Day 2"])
        #expect(session.library.album(named: "Trip")?.photoNames == ["beach.jpg", "boat.jpg"])
        #expect(session.library.album(named: "Trip/Day 1")?.photoNames == ["camels.jpg", "dunes.jpg"])
        #expect(try session.differenceFromFreshScan() == nil)
        try session.tree.file("photos/Trip/Day 2/palms.jpg")
        try session.tree.file("photos/Trip/Day 1/tent.jpg")
        let later = try #require(try session.settle())
        #expect(session.relative(later.changed) == ["photos/Trip/Day 1", "photos/Trip/Day 2"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aFolderMovedIntoAFolderMadeJustBeforeIsWatchedThere() throws {
        let session = try session()
        try session.tree.folder("photos/2024")
        try session.tree.rename("photos/Home", to: "photos/2024/Home")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.vanished) == ["photos/Home"])
        #expect(session.relative(changes.changed) == ["photos/2024", "photos/2024/Home"])
        #expect(session.library.albumNames == ["2024/Home", "Trips/Rome"])
        try session.tree.file("photos/2024/Home/dog.jpg")
        #expect(session.relative(try #require(try session.settle()).changed) == ["photos/2024/Home"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aFolderRenamedHiddenVanishesAndIsNotWatched() throws {
        let session = try session()
        try session.tree.rename("photos/Home", to: "photos/.Home")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.vanished) == ["photos/Home"])
        #expect(session.library.albumNames == ["Trips/Rome"])
        try session.tree.file("photos/.Home/dog.jpg")
        #expect(try session.settle() == nil)
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aFolderReplacedByALinkIsNotReadThroughIt() throws {
        let session = try session()
        try session.tree.file("photos/Trips/Rome/Day 2/trevi.jpg")
        try session.settle()
        try session.tree.file("photos/Trips/Rome/Day 2/fountain.jpg")
        try session.tree.rename("photos/Trips", to: "old trips")
        try session.tree.link("photos/Trips", to: "../old trips")
        let changes = try #require(try session.settle())
        #expect(session.relative(changes.changed) == ["photos/Trips/Rome/Day 2"])
        #expect(session.relative(changes.vanished) == ["photos/Trips"])
        #expect(session.library.albumNames == ["Home"])
        #expect(try session.differenceFromFreshScan() == nil)
    }

    @Test func aFolderMadeUnreadableIsSkippedAndComesBackWhenReadable() throws {
        let session = try session()
        try session.tree.file("photos/Trips/Rome/Day 2/trevi.jpg")
        try session.settle()
        try session.tree.lock("photos/Trips/Rome")
        try asUnprivilegedUser {
            let changes = try #require(try session.settle())
            #expect(session.relative(changes.vanished) == ["photos/Trips/Rome"])
            #expect(session.library.skipped == [session.tree.path("photos/Trips/Rome")])
            #expect(session.library.albumNames == ["Home"])
            #expect(try session.differenceFromFreshScan() == nil)
        }
        try session.tree.unlock("photos/Trips/Rome")
        try asUnprivilegedUser {
            try session.settle()
            #expect(session.library.skipped.isEmpty)
            #expect(session.library.albumNames == ["Home", "Trips/Rome", "Trips/Rome/Day 2"])
            #expect(try session.differenceFromFreshScan() == nil)
        }
        try session.tree.file("photos/Trips/Rome/Day 2/spanish steps.jpg")
        #expect(session.relative(try #require(try session.settle()).changed) == ["photos/Trips/Rome/Day 2"])
    }

    @Test func aFolderMadeAndRemovedWithinOneBatchLeavesNoTrace() throws {
        let session = try session()
        try session.tree.file("photos/Brief/a.jpg")
        try session.settle()
        try session.tree.file("photos/Brief/Inner/b.jpg")
        session.tree.remove("photos/Brief")
        try session.tree.file("photos/Brief/c.jpg")
        #expect(try session.settle() != nil)
        #expect(session.library.album(named: "Brief")?.photoNames == ["c.jpg"])
        #expect(try session.differenceFromFreshScan() == nil)
    }
}
