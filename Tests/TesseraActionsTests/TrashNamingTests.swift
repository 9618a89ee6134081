import SystemPackage
import Testing

@testable import TesseraActions

/// The pure parts: GLib's names for a taken name, the escaping of `Path=`, the mount table's rules.
@Suite struct TrashNamingTests {
    @Test func takenNamesAreNumberedBeforeTheFirstDot() {
        let names = ["IMG_1.jpg", "a.tar.gz", "notes", ".hidden"].map { name in
            (1...3).map {
                String(decoding: TrashName.candidate(for: Array(name.utf8), attempt: $0), as: UTF8.self)
            }
        }
        #expect(names[0] == ["IMG_1.jpg", "IMG_1.2.jpg", "IMG_1.3.jpg"])
        #expect(names[1] == ["a.tar.gz", "a.2.tar.gz", "a.3.tar.gz"])
        #expect(names[2] == ["notes", "notes.2", "notes.3"])
        #expect(names[3] == [".hidden", ".2.hidden", ".3.hidden"])
    }

    @Test func everyByteButTheUnreservedAndSlashIsEscapedInUpperCase() {
        var all = Array(UInt8(1)...UInt8(255))
        all.removeAll { $0 == UInt8(ascii: "%") }
        let escaped = String(decoding: TrashInfo.escaped(all), as: UTF8.self)
        let kept = escaped.replacing(/%[0-9A-F]{2}/, with: "")
        #expect(kept == "-./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~")
        #expect(
            String(decoding: TrashInfo.escaped(Array("/a b%/é".utf8)), as: UTF8.self) == "/a%20b%25/%C3%A9")
    }

    @Test func mountInfoLinesAreReadWithTheirEscapes() {
        let text = """
            27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard
            63 43 7:0 / /media/My\\040Disk rw,relatime shared:1 - ext4 /dev/loop0 rw,x-gvfs-notrash
            64 43 0:39 / /tmp/x rw,relatime - tmpfs none rw

            """
        let table = MountTable(mountInfo: Array(text.utf8))
        #expect(
            table.mounts.map { String(decoding: $0.point, as: UTF8.self) } == [
                "/", "/media/My Disk", "/tmp/x",
            ])
        #expect(table.mounts.map(\.type) == ["ext4", "ext4", "tmpfs"])
        #expect(
            table.mounts.map { MountTable.reasonForNoTrash(on: $0) } == [
                "a system folder", "mounted with x-gvfs-notrash", "a tmpfs file system",
            ])
        #expect(table.mount(at: FilePath("/media/My Disk"))?.source == "/dev/loop0")
        #expect(table.mount(at: FilePath("/media")) == nil)
    }
}
