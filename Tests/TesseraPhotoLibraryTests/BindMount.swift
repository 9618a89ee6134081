import Foundation
import SystemPackage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bind-mounts the folder `source` onto the folder `target` (in a private mount namespace only).
func bindMount(_ source: FilePath, onto target: FilePath) throws {
    let result = source.withPlatformString { source in
        target.withPlatformString { mount(source, $0, nil, UInt(MS_BIND), nil) }
    }
    try check(result)
}
