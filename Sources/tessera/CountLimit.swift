import ArgumentParser

/// The most items any command accepts: ten million ids and their column layout take about half a
/// gigabyte, and more would exhaust memory rather than show anything a person could scroll through.
enum CountLimit {
    static let maximum = 10_000_000

    /// Throws a one-line error naming `--count` when `count` is negative or above ``maximum``.
    static func validate(_ count: Int) throws {
        guard count >= 0 else { throw ValidationError("--count must not be negative (got \(count))") }
        guard count <= maximum else {
            throw ValidationError("--count must be at most \(maximum) (got \(count))")
        }
    }
}
