/// The files a scan passed over because they are not photos Tessera shows: counted, with their
/// extensions, so the app can say so once (`4 files not shown: .xyz, .abc`) instead of leaving them
/// silently absent.
///
/// Only visible regular files count: hidden files (`.DS_Store`), folders, links and devices do not.
public struct NotShownFiles: Hashable, Sendable {
    /// How many files were not shown.
    public private(set) var count = 0
    /// How many of them have each extension (lower-case, without the dot); files without one are only
    /// in ``count``.
    public private(set) var countsByExtension: [String: Int] = [:]

    /// No files.
    public init() {}

    /// The most extensions ``note`` lists before `…`.
    public static let listedExtensions = 4

    /// Counts one more file, whose extension (lower-case, without the dot) is `fileExtension`.
    public mutating func add(extension fileExtension: String?) {
        count += 1
        if let fileExtension { countsByExtension[fileExtension, default: 0] += 1 }
    }

    /// Counts the files of `other` too.
    public mutating func add(_ other: NotShownFiles) {
        count += other.count
        countsByExtension.merge(other.countsByExtension, uniquingKeysWith: +)
    }

    /// The extensions, the most common first (ties in alphabetical order).
    public var extensions: [String] {
        countsByExtension.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }

    /// The line to tell the person, such as `4 files not shown: .xyz, .abc`; `nil` when no file was
    /// passed over.
    public var note: String? {
        guard count > 0 else { return nil }
        let files = count == 1 ? "1 file not shown" : "\(count) files not shown"
        let listed = extensions.prefix(Self.listedExtensions).map { ".\($0)" }
        guard !listed.isEmpty else { return files }
        let more = extensions.count > Self.listedExtensions ? ", …" : ""
        return "\(files): \(listed.joined(separator: ", "))\(more)"
    }
}
