import SystemPackage

/// Which folder each watch descriptor stands for, and the watched subfolders of each watched folder, so
/// that a folder's watches can be dropped with everything below it.
struct WatchedFolders {
    /// A watched folder's descriptor and the paths of its watched subfolders.
    private struct Node {
        let watch: Int32
        var children: Set<FilePath> = []
    }

    private var paths: [Int32: FilePath] = [:]
    private var nodes: [FilePath: Node] = [:]

    /// How many folders are watched.
    var count: Int {
        nodes.count
    }

    /// The folder `watch` stands for, or `nil` for a watch dropped already.
    func folder(of watch: Int32) -> FilePath? {
        paths[watch]
    }

    /// The watch standing for `folder`, or `nil` when it is not watched.
    func watch(of folder: FilePath) -> Int32? {
        nodes[folder]?.watch
    }

    /// Records that `watch` watches `folder`, a folder recorded already keeping its subfolders; when
    /// another watch was recorded for `folder`, forgets it with everything below it and returns those
    /// descriptors, which the caller removes.
    mutating func insert(_ watch: Int32, for folder: FilePath) -> [Int32] {
        guard nodes[folder]?.watch != watch else { return [] }
        let stale = removeSubtree(at: folder)
        paths[watch] = folder
        nodes[folder] = Node(watch: watch)
        nodes[folder.removingLastComponent()]?.children.insert(folder)
        return stale
    }

    /// Forgets `folder` and every watched folder below it; their descriptors, which the caller removes.
    mutating func removeSubtree(at folder: FilePath) -> [Int32] {
        nodes[folder.removingLastComponent()]?.children.remove(folder)
        var removed: [Int32] = []
        var pending = [folder]
        while let next = pending.popLast() {
            guard let node = nodes.removeValue(forKey: next) else { continue }
            paths[node.watch] = nil
            removed.append(node.watch)
            pending += node.children
        }
        return removed
    }

    /// Forgets every folder; their descriptors, which the caller removes.
    mutating func removeAll() -> [Int32] {
        defer {
            paths = [:]
            nodes = [:]
        }
        return Array(paths.keys)
    }
}
