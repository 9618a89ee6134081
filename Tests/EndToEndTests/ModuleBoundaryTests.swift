import Foundation
import Testing

/// The module picture of docs/architecture.md, checked against the sources: the shell knows neither the
/// demo nor the photo browser, the two do not know each other, and the cell buffer imports none of the
/// modules above it. SwiftPM alone does not enforce this: a target may import a sibling it does not
/// declare whenever that sibling happens to be built first.
@Suite struct ModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Each module, and the modules none of its files may import.
    static let forbidden: [(module: String, imports: Set<String>)] = [
        ("TesseraShell", ["TesseraDemo", "TesseraPhotos", "TesseraGallery"]),
        ("TesseraDemo", ["TesseraPhotos", "TesseraGallery"]),
        ("TesseraPhotos", ["TesseraDemo", "TesseraGallery"]),
        (
            "TesseraInput",
            ["TesseraCanvas", "TesseraPictures", "TesseraLayout", "TesseraView", "TesseraTerminal"]
        ),
        (
            "TesseraCanvas",
            ["TesseraPictures", "TesseraLayout", "TesseraView", "TesseraTerminal", "TesseraKit"]
        ),
        ("TesseraPictures", ["TesseraLayout", "TesseraView", "TesseraTerminal", "TesseraKit"]),
    ]

    /// The modules the Swift files under `Sources/module` import, with the file that imports each.
    static func imports(of module: String) throws -> [(file: String, module: String)] {
        let root = sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap {
            $0 as? String
        }
        #expect(files.contains { $0.hasSuffix(".swift") }, "no Swift files under Sources/\(module)")
        return try files.filter { $0.hasSuffix(".swift") }.flatMap { file in
            try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n")
                .compactMap { line -> (String, String)? in
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                        words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" })
                    else { return nil }
                    return ("\(module)/\(file)", String(words[index + 1]))
                }
        }
    }

    @Test(arguments: forbidden.map(\.module))
    func aModuleImportsNothingAboveOrBesideIt(module: String) throws {
        let forbidden = try #require(Self.forbidden.first { $0.module == module }).imports
        let crossings = try Self.imports(of: module).filter { forbidden.contains($0.module) }
        #expect(crossings.isEmpty, "\(crossings.map { "\($0.file) imports \($0.module)" })")
    }

    /// The check reads real import lines: the umbrella's re-exports are found.
    @Test func theUmbrellaReExportsTheThreeAppModules() throws {
        let imported = Set(try Self.imports(of: "TesseraGallery").map(\.module))
        #expect(imported.isSuperset(of: ["TesseraShell", "TesseraDemo", "TesseraPhotos"]))
    }
}
