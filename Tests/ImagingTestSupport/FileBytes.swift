import SystemPackage

/// Reads a test file back whole.
public enum FileBytes {
    /// Every byte of `file`.
    public static func read(_ file: FilePath) throws -> [UInt8] {
        let descriptor = try FileDescriptor.open(file, .readOnly)
        defer { try? descriptor.close() }
        let size = Int(try descriptor.seek(offset: 0, from: .end))
        _ = try descriptor.seek(offset: 0, from: .start)
        return try [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = try descriptor.read(into: UnsafeMutableRawBufferPointer(buffer))
        }
    }
}
