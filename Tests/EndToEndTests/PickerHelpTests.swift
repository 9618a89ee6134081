import Testing

/// `tessera --help` lists the picker's options and every key of marks, trash, copy and open.
@Suite struct PickerHelpTests {
    @Test func theHelpListsThePickerAndEveryNewKey() throws {
        let run = try BuiltBinary.run(["--help"])
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines.contains { $0.hasPrefix("  --pick") })
        #expect(lines.contains { $0.hasPrefix("  -0, --print0") })
        let keys = lines.drop { $0 != "  An album's photos:" }.prefix { !$0.isEmpty }
        for label in ["Space", "a", "v", "d Delete", "U", "y", "o"] {
            #expect(keys.contains { $0.hasPrefix("    \(label) ") }, "the Feed's \(label)")
        }
        let picker = lines.drop { $0 != "  The picker (tessera --pick PATH):" }.prefix { !$0.isEmpty }
        for label in ["Enter", "p", "q", "Esc ⌫"] {
            #expect(picker.contains { $0.hasPrefix("    \(label) ") }, "the picker's \(label)")
        }
        #expect(lines.allSatisfy { $0.count <= 80 }, "fits an 80-column terminal")
    }
}
