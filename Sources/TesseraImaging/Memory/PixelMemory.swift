import CImagingShims

/// Where the allocator puts pictures' pixels, for a process that makes and frees many of them.
public enum PixelMemory {
    /// The size from which a block of memory gets a mapping of its own: 128 KiB (a 256-pixel thumbnail's
    /// pixels are 147 KiB).
    public static let ownMappingThreshold = 128 << 10

    /// Keeps blocks of ``ownMappingThreshold`` and more in mappings of their own, returned to the system
    /// when freed; returns whether the C library took the setting (glibc does).
    ///
    /// glibc starts at that threshold but raises it to the size of every mapped block freed; from then on
    /// such blocks come from the heap of the thread that made them (a picture worker) and, freed on
    /// another (the main thread), leave gaps there that the heap keeps. Scrolling through 10,000 photos
    /// held about 14 MiB above the pictures' budget that way. Call once, first thing in `main`.
    @discardableResult
    public static func returnLargeBlocksWhenFreed() -> Bool {
        tessera_memory_map_blocks_from(ownMappingThreshold) == 1
    }
}
