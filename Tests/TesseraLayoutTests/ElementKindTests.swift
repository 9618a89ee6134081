import Testing

@testable import TesseraLayout

@Suite struct ElementKindTests {
    @Test func namesAreInternedAndReadBack() {
        let badge: ElementKindName = "badge"
        #expect(badge == ElementKindName("badge"))
        #expect(badge != ElementKind.sectionHeader)
        #expect(badge.name == "badge")
        #expect(ElementKind.sectionHeader.name == "header")
        #expect(ElementKind.supplementary("badge") == .supplementary(badge))
        #expect(ElementKind.supplementary("badge") != .decoration("badge"))
        #expect(ElementKind.supplementary("badge") != .cell)
    }

    @Test func namesInternTheSameFromManyTasks() async {
        let names = await withTaskGroup(of: ElementKindName.self) { group in
            for _ in 0..<64 { group.addTask { ElementKindName("shared-\(7)") } }
            return await group.reduce(into: [ElementKindName]()) { $0.append($1) }
        }
        #expect(Set(names).count == 1)
        #expect(names.first?.name == "shared-7")
    }

    @Test func layoutAttributesAreTriviallyCopyable() {
        #expect(_isPOD(LayoutAttributes.self))
    }
}
