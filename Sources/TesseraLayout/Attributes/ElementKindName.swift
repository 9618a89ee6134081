import Synchronization

/// The name of a supplementary or decoration kind, such as `"header"`, interned: equal names share one
/// small number, so values holding a name stay trivially copyable.
///
/// Write names as string literals (`"badge"`) or with ``init(_:)``; ``name`` gives the text back.
public struct ElementKindName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The interned number of the name.
    private let id: UInt32

    /// The kind named `name`.
    public init(_ name: String) {
        id = Self.registry.withLock { registry in
            if let id = registry.ids[name] { return id }
            let id = UInt32(registry.names.count)
            registry.names.append(name)
            registry.ids[name] = id
            return id
        }
    }

    /// The kind named by a string literal.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The kind's name.
    public var name: String {
        Self.registry.withLock { $0.names[Int(id)] }
    }

    public var description: String { name }

    /// Every name seen so far, both ways. Kinds are few (headers, footers, a badge or two), so the table
    /// stays tiny; the lock makes interning safe from any thread.
    private static let registry = Mutex<(names: [String], ids: [String: UInt32])>(([], [:]))
}
