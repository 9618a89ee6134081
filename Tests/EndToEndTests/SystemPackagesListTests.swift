import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The table in `.ci/run` is the one list of Debian packages that `.ci/run`, `make run` and `make test`
/// install on a fresh machine. These tests check it against what really needs packages: the system-library
/// targets of `Package.swift`, and every program the tests start.
@Suite struct SystemPackagesListTests {
    /// One line of the table.
    struct Entry {
        let package: String
        let probe: String
        let purpose: String
    }

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of `.ci/run`'s table: between `cat <<'TABLE'` and `TABLE`.
    static func tableLines() throws -> [Substring] {
        let script = try String(contentsOf: repository.appendingPathComponent(".ci/run"), encoding: .utf8)
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasSuffix("<<'TABLE'") })
        let end = try #require(lines[(start + 1)...].firstIndex { $0 == "TABLE" })
        return Array(lines[(start + 1)..<end])
    }

    static func entries() throws -> [Entry] {
        try tableLines().compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            return fields.count == 3 ? Entry(package: fields[0], probe: fields[1], purpose: fields[2]) : nil
        }
    }

    @Test func everyLineHasAPackageAProbeAndAKnownPurpose() throws {
        let lines = try Self.tableLines()
        let entries = try Self.entries()
        #expect(entries.count >= 20, "the table was not found")
        #expect(entries.count == lines.count, "a line without three fields")
        for entry in entries {
            #expect(["build", "run", "test", "bench"].contains(entry.purpose), "\(entry.package)")
        }
    }

    @Test func everySystemLibraryTargetsAptProviderIsListedForTheBuild() throws {
        let manifest = try String(
            contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let providers = try Regex(#"\.apt\(\[([^\]]*)\]\)"#)
        let named = manifest.matches(of: providers).flatMap { match in
            String(match.output[1].substring ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n"))
            }
        }
        #expect(named.count >= 5, "the manifest's system libraries were not found")
        let build = Set(try Self.entries().filter { $0.purpose == "build" }.map(\.package))
        for package in named {
            #expect(
                build.contains(package), "Package.swift needs \(package), which the list does not install")
        }
    }

    /// The README's paste-able `apt-get install` line names exactly the packages the script installs.
    @Test func theReadmesInstallLineMatchesTheList() throws {
        let readme = try String(
            contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "sudo apt-get install "))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let named = readme[start.upperBound..<end.lowerBound].split(whereSeparator: { " \\\n".contains($0) })
        let listed = try Self.entries().filter { $0.purpose != "bench" }.map(\.package)
        #expect(named.map(String.init).sorted() == listed.sorted())
    }

    /// After `make test` ran the install script, every probe of a build, run or test line exists: a wrong
    /// probe would make the script install its package on every run, or never.
    @Test func everyProbeIsPresentAfterTheScriptRan() throws {
        for entry in try Self.entries() where entry.purpose != "bench" {
            let present =
                entry.probe.hasPrefix("/")
                ? !(try Self.glob(entry.probe)).isEmpty
                : Subprocess.find(entry.probe, environment: ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin"]) != nil
            #expect(present, "\(entry.package): \(entry.probe) is missing")
        }
    }

    /// Every program a test starts by name belongs to a package on the list, or to Debian's essential set.
    /// Found by reading the tests' sources: each string literal that names a program on this machine.
    @Test func everyProgramTheTestsStartComesFromAListedPackage() throws {
        let listed = Set(try Self.entries().map(\.package))
        let owners = try Self.owningPackages(of: Self.programsNamedInTests())
        let unlisted = owners.filter { !listed.contains($0.value) && !Self.isEssential($0.value) }
        #expect(unlisted.isEmpty, "programs the tests run whose packages are not listed: \(unlisted)")
    }

    /// String literals in the test sources, outside comments, that are a program's name (or its absolute
    /// path) on this machine.
    static func programsNamedInTests() throws -> Set<String> {
        let tests = repository.appendingPathComponent("Tests")
        let literal = try Regex(#""(/usr/bin/[a-z0-9._+-]+|[a-z][a-z0-9._+-]*)""#)
        var programs = Set<String>()
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let source = try String(contentsOf: file, encoding: .utf8)
            for line in source.split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                for match in code.matches(of: literal) {
                    let word = String(match.output[1].substring ?? "")
                    let path = word.hasPrefix("/") ? word : "/usr/bin/\(word)"
                    if !programsThatAreAlsoWords.contains(word),
                        FileManager.default.isExecutableFile(atPath: path)
                    {
                        programs.insert(path)
                    }
                }
            }
        }
        return programs
    }

    /// Literals in the tests that happen to be a program's name but are data there: a layout's name, a file
    /// name, an `fopen` mode, a terminal type, an event's name, an ISO BMFF box's type, a word.
    static let programsThatAreAlsoWords: Set<String> = [
        "column", "file", "free", "resize", "top", "w", "xterm",
    ]

    /// The Debian package that installed each program (looked up under its own path and, for links, the
    /// path it resolves to), in one `dpkg-query` run; programs no package owns are left out.
    static func owningPackages(of programs: Set<String>) throws -> [String: String] {
        var candidates: [String: String] = [:]
        for program in programs {
            candidates[program] = program
            candidates[URL(fileURLWithPath: program).resolvingSymlinksInPath().path] = program
        }
        var owners: [String: String] = [:]
        for line in try dpkgQuery(["-S"] + candidates.keys.sorted()).split(separator: "\n") {
            guard let separator = line.range(of: ": ") else { continue }
            let path = String(line[separator.upperBound...])
            let package = line[..<separator.lowerBound].split(separator: ",").first?
                .split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
            if let program = candidates[path], let package { owners[program] = package }
        }
        return owners
    }

    static func isEssential(_ package: String) -> Bool {
        let fields = (try? dpkgQuery(["-W", "-f=${Essential} ${Priority}", package])) ?? ""
        return fields.hasPrefix("yes") || fields.hasSuffix("required")
    }

    static func dpkgQuery(_ arguments: [String]) throws -> String {
        // `dpkg-query -S` ends with status 1 when one of several paths has no package, yet prints the rest.
        try Subprocess.run(
            "/usr/bin/dpkg-query", arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        ).output
    }

    static func glob(_ pattern: String) throws -> [String] {
        var found = glob_t()
        defer { globfree(&found) }
        guard Glibc.glob(pattern, 0, nil, &found) == 0 else { return [] }
        return (0..<Int(found.gl_pathc)).compactMap { found.gl_pathv[$0].map { String(cString: $0) } }
    }
}
