import Foundation
import Testing

/// The repository's root, four levels above this file (`Examples/Tests/ExamplesTests/…`).
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Every code block of `document` introduced by a `<!-- path -->` line: the path, and the block's text.
private func quotedFiles(in document: String) throws -> [(path: String, code: String)] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    var quoted: [(path: String, code: String)] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- Examples/") && line.hasSuffix(" -->") {
        let path = String(line.dropFirst("<!-- ".count).dropLast(" -->".count))
        guard index + 1 < lines.count, lines[index + 1] == "```swift" else { continue }
        let body = lines[(index + 2)...].prefix { $0 != "```" }
        quoted.append((path, body.map { $0 + "\n" }.joined()))
    }
    return quoted
}

/// The code that README.md and the DocC articles quote from `Examples/` is that code, character for
/// character, so the documentation shows programs that compile and pass these tests.
@Suite struct DocumentedCodeTests {
    @Test(arguments: [
        ("README.md", 1),
        ("Sources/TesseraView/TesseraView.docc/GettingStarted.md", 3),
        ("Sources/TesseraLayout/TesseraLayout.docc/WritingACustomLayout.md", 1),
        ("Sources/TesseraView/TesseraView.docc/SectionsPinnedHeadersAndTransitions.md", 1),
    ])
    func quotesTheExamplesExactly(document: String, blocks: Int) throws {
        let quoted = try quotedFiles(in: document)
        #expect(quoted.count == blocks, "\(document)")
        for (path, code) in quoted {
            let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            #expect(code == file, "\(document) quotes \(path)")
        }
    }
}
