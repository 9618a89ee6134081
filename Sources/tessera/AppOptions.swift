import ArgumentParser
import Gallery

/// The options every way of running the app shares.
struct AppOptions: ParsableArguments {
    /// The most friends a run accepts: ten million ids and their layout take about half a gigabyte.
    static let maximumCount = 10_000_000

    @Option(parsing: .unconditional, help: "Fix every random choice (people, pictures, updates).")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "The number of friends (0 shows the empty state).")
    var count: Int = People.defaultCount

    @Flag(
        name: .customLong("no-animation"), help: "Apply updates in one frame (also TESSERA_ANIMATIONS=none).")
    var noAnimation = false

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must not be negative (got \(count))") }
        guard count <= Self.maximumCount else {
            throw ValidationError("--count must be at most \(Self.maximumCount) (got \(count))")
        }
    }

    /// The app's options, with the environment's animation switch applied.
    var galleryOptions: GalleryOptions {
        let environmentOff = environmentValue("TESSERA_ANIMATIONS") == "none"
        return GalleryOptions(seed: seed, friendCount: count, animates: !(noAnimation || environmentOff))
    }
}
