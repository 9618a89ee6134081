import TesseraPhotoLibrary
import Testing

@Suite struct NaturalOrderTests {
    private func sorted(_ names: [String]) -> [String] {
        names.sorted(by: NaturalOrder.areInIncreasingOrder)
    }

    @Test func digitRunsCompareByValue() {
        #expect(
            sorted(["IMG_10", "IMG_2", "IMG_1", "IMG_100", "IMG_9"]) == [
                "IMG_1", "IMG_2", "IMG_9", "IMG_10", "IMG_100",
            ])
        #expect(sorted(["v1.10.2", "v1.2.10", "v1.2.9"]) == ["v1.2.9", "v1.2.10", "v1.10.2"])
        #expect(NaturalOrder.areInIncreasingOrder("x99999999999999999999999", "x100000000000000000000000"))
    }

    @Test func caseIsIgnoredIncludingBeyondASCII() {
        #expect(
            sorted(["banana", "Apple", "cherry", "Banana2"]) == ["Apple", "banana", "Banana2", "cherry"])
        #expect(sorted(["Éz", "éa", "Ébc"]) == ["éa", "Ébc", "Éz"])
    }

    @Test func leadingZerosThenRawBytesBreakTies() {
        #expect(sorted(["IMG_002", "IMG_2", "IMG_02"]) == ["IMG_2", "IMG_02", "IMG_002"])
        #expect(sorted(["a", "A"]) == ["A", "a"])
        #expect(
            sorted(["a01b2", "a1b02"]) == ["a1b02", "a01b2"], "the first run with different zeros decides")
        #expect(!NaturalOrder.areInIncreasingOrder("same", "same"))
    }

    @Test func prefixesComeFirst() {
        #expect(sorted(["IMG_1a", "IMG_1", "IMG"]) == ["IMG", "IMG_1", "IMG_1a"])
    }

    @Test func namesThatAreNotUTF8AreOrderedTotally() {
        let a: [UInt8] = [0xFE, 0x2E, 0x6A]
        let b: [UInt8] = [0xFF, 0x2E, 0x6A]
        #expect(NaturalOrder.areInIncreasingOrder(bytes: a, b))
        #expect(!NaturalOrder.areInIncreasingOrder(bytes: b, a))
        #expect(NaturalOrder.areInIncreasingOrder(bytes: Array("IMG_2".utf8), Array("img_10".utf8)))
    }

    @Test func theOrderIsTotalAndTransitive() {
        let names = [
            "a", "A", "a1", "a01", "A1", "a001", "a2", "a10", "a 1", "a_1", "ab", "aB", "a.jpg", "a0", "a00",
            "",
            "10", "9", "09", "é", "É", "e", "f",
        ]
        for x in names {
            for y in names {
                let forward = NaturalOrder.areInIncreasingOrder(x, y)
                let backward = NaturalOrder.areInIncreasingOrder(y, x)
                #expect(forward != backward || x == y, "\(x) \(y)")
                for z in names where forward && NaturalOrder.areInIncreasingOrder(y, z) {
                    #expect(NaturalOrder.areInIncreasingOrder(x, z), "\(x) < \(y) < \(z)")
                }
            }
        }
    }
}
