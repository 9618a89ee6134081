import TesseraCanvas
import Testing

@testable import TesseraDemo
@testable import TesseraGallery
@testable import TesseraShell

@Suite struct NamesTests {
    @Test func listHasAtLeastTwoHundredDistinctTrimmedNames() {
        #expect(Names.all.count >= 200)
        #expect(Set(Names.all).count == Names.all.count)
        for name in Names.all {
            #expect(!name.isEmpty && name.first != " " && name.last != " ", "\(name)")
            #expect(
                name.contains(" ") || Names.isWide[Names.all.firstIndex(of: name)!],
                "\(name) should have a first and a last name")
            #expect(TextSanitizer.sanitize(name) == name, "\(name)")
        }
    }

    @Test func listIncludesAccentedLatinAndWideNames() {
        for name in ["Zoë Müller", "José Álvarez", "山田太郎", "王芳", "김민준"] {
            #expect(Names.all.contains(name), "\(name)")
        }
        let wide = Names.all.filter { DisplayWidth.of($0) > $0.count }
        #expect(wide.count >= 5)
        #expect(Names.all.filter { $0.unicodeScalars.contains { $0.value > 0x7F } }.count >= 20)
    }

    @Test func wideNamesAreWrittenWithoutASpace() {
        let wide = Names.all.indices.filter { Names.isWide[$0] }
        #expect(!wide.isEmpty)
        for index in wide {
            #expect(!Names.all[index].contains(" "), "\(Names.all[index])")
            #expect(!Names.combined(UInt64(index), 7).contains(" "))
        }
    }

    @Test func combinedNamesStayInOneKindOfScript() {
        for first in 0..<UInt64(Names.all.count) {
            for second in stride(from: UInt64(0), to: 600, by: 37) {
                let name = Names.combined(first, second)
                let head = Names.parts[Int(first)].head
                let wideHead = Names.isWide[Int(first)]
                #expect(name.hasPrefix(wideHead ? head : head + " "), "\(name)")
                let tail = name.dropFirst(head.count + (wideHead ? 0 : 1))
                #expect((DisplayWidth.of(tail) > tail.count) == wideHead, "\(name)")
            }
        }
    }

    @Test func combinedAcceptsAnyNumbers() {
        #expect(!Names.combined(.max, .max).isEmpty)
        #expect(Names.combined(3, 5) == Names.combined(3 + UInt64(Names.all.count), 5))
    }
}
