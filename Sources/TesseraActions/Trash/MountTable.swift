import SystemPackage

/// The mounts of this thread's mount namespace (`/proc/thread-self/mountinfo`), and GLib's rules for which
/// of them hold no trash.
struct MountTable {
    /// One mounted file system.
    struct Mount: Equatable {
        /// Where it is mounted, bytes as in the file system.
        var point: [UInt8]
        /// Its type (`ext4`, `tmpfs`, …).
        var type: String
        /// What is mounted (`/dev/sda1`, `tmpfs`, `none`, …).
        var source: String
        /// The mount's and the file system's options together.
        var options: [String]
    }

    /// The mounts in the order they were made (a later one at the same point hides an earlier one).
    var mounts: [Mount]

    /// The mounts this thread sees, or an empty table when the kernel does not say.
    static func current() -> MountTable {
        for file in ["/proc/thread-self/mountinfo", "/proc/self/mountinfo"] {
            if let text = try? FileCalls.readAll(FilePath(file)) { return MountTable(mountInfo: text) }
        }
        return MountTable(mounts: [])
    }

    /// The table described by the text of a `mountinfo` file: per line, the mount point is the fifth
    /// field and the per-mount options the sixth; after the ` - ` separator come the type, the source and
    /// the file system's options. Octal escapes (`\040` for a space) are decoded.
    init(mountInfo text: [UInt8]) {
        mounts = text.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard let separator = fields.firstIndex(where: { $0.elementsEqual("-".utf8) }),
                separator >= 6, fields.count >= separator + 4
            else { return nil }
            let options = Self.text(fields[5]) + "," + Self.text(fields[separator + 3])
            return Mount(
                point: Self.unescaped(fields[4]), type: Self.text(fields[separator + 1]),
                source: Self.text(fields[separator + 2]),
                options: options.split(separator: ",").map(String.init))
        }
    }

    init(mounts: [Mount]) {
        self.mounts = mounts
    }

    /// The mount whose point is `path` (the topmost, if several), or `nil`.
    func mount(at path: FilePath) -> Mount? {
        let bytes = path.bytes
        return mounts.last { $0.point == bytes }
    }

    /// Why GLib (2.74) keeps no trash on `mount`, or `nil` when it does: a system file system type
    /// (`tmpfs`, `proc`, `overlay`, …), a system device (`none`, …), a system folder (`/`, `/tmp`, `/usr`,
    /// …, anything under `/dev`, `/proc` or `/sys`), or the `x-gvfs-notrash` option.
    static func reasonForNoTrash(on mount: Mount) -> String? {
        let point = String(decoding: mount.point, as: UTF8.self)
        if systemTypes.contains(mount.type) { return "a \(mount.type) file system" }
        if systemDevices.contains(mount.source) { return "a system mount (\(mount.source))" }
        if systemFolders.contains(point) || ["/dev/", "/proc/", "/sys/"].contains(where: point.hasPrefix)
            || point.hasSuffix("/.gvfs")
        {
            return "a system folder"
        }
        if mount.options.contains("x-gvfs-notrash") { return "mounted with x-gvfs-notrash" }
        return nil
    }

    /// GLib's `g_unix_is_system_fs_type` list.
    static let systemTypes: Set<String> = [
        "adfs", "afs", "auto", "autofs", "autofs4", "cgroup", "configfs", "cxfs", "debugfs", "devfs",
        "devpts",
        "devtmpfs", "ecryptfs", "fdescfs", "fusectl", "gfs", "gfs2", "gpfs", "hugetlbfs", "kernfs",
        "linprocfs",
        "linsysfs", "lustre", "lustre_lite", "mfs", "mqueue", "ncpfs", "nfsd", "nullfs", "ocfs2", "overlay",
        "proc", "procfs", "pstore", "ptyfs", "rootfs", "rpc_pipefs", "securityfs", "selinuxfs", "sysfs",
        "tmpfs", "usbfs",
    ]

    /// GLib's `g_unix_is_system_device_path` list.
    static let systemDevices: Set<String> = ["none", "sunrpc", "devpts", "nfsd", "/dev/loop", "/dev/vn"]

    /// GLib's `g_unix_is_mount_path_system_internal` list.
    static let systemFolders: Set<String> = [
        "/", "/bin", "/boot", "/compat/linux/proc", "/compat/linux/sys", "/dev", "/etc", "/home", "/lib",
        "/lib64", "/libexec", "/live/cow", "/live/image", "/media", "/mnt", "/opt", "/rescue", "/root",
        "/sbin", "/srv", "/tmp", "/usr", "/usr/X11R6", "/usr/local", "/usr/obj", "/usr/ports", "/usr/src",
        "/usr/xobj", "/var", "/var/crash", "/var/local", "/var/log", "/var/log/audit", "/var/mail",
        "/var/run",
        "/var/tmp", "/proc", "/net", "/sys",
    ]

    private static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: unescaped(bytes), as: UTF8.self)
    }

    /// The bytes of a field with its `\ooo` octal escapes decoded.
    private static func unescaped(_ field: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(field)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 3 < bytes.count,
                let value = octal(bytes[(index + 1)...(index + 3)])
            {
                decoded.append(value)
                index += 4
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return decoded
    }

    private static func octal(_ digits: ArraySlice<UInt8>) -> UInt8? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { return nil }
            value = value * 8 + Int(digit - UInt8(ascii: "0"))
        }
        return value <= 255 ? UInt8(value) : nil
    }
}
