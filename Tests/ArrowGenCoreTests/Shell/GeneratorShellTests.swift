import ArrowGenCore
import BezierArrow
import Foundation
import Testing

/// The shell shared by `arrowgen generate` and `arrowgen-build`, on real files in a temporary
/// directory that each test makes and removes.
@Suite final class GeneratorShellTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrowgen-tests-\(UUID().uuidString)").path
        try FileSystem.createDirectory(directory + "/nested/deeper")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func write(_ text: String, to name: String) throws -> String {
        let path = "\(directory)/\(name)"
        try FileSystem.writeIfChanged(Array(text.utf8), to: path)
        return path
    }

    func modificationDate(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func writesOnlyWhenTheContentChanges() throws {
        let path = "\(directory)/nested/deeper/out.swift"
        #expect(try FileSystem.writeIfChanged(Array("one".utf8), to: path))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
        #expect(try !FileSystem.writeIfChanged(Array("one".utf8), to: path))
        #expect(try modificationDate(path) == Date(timeIntervalSince1970: 1_000_000))
        #expect(try FileSystem.writeIfChanged(Array("two".utf8), to: path))
        #expect(try FileSystem.read(path) == Array("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: "\(directory)/nested/deeper") == ["out.swift"])
    }

    @Test func utf8TextAcceptsValidTextAndRefusesEveryKindOfBadSequence() {
        #expect(FileSystem.utf8Text(Array("arrow → ➶ \u{1F3F9}".utf8)) == "arrow → ➶ \u{1F3F9}")
        #expect(FileSystem.utf8Text([]) == "")
        // A lone continuation byte, a truncated sequence, an overlong encoding, a surrogate and
        // a value past U+10FFFF: each would become U+FFFD if decoded leniently.
        for bad: [UInt8] in [[0x80], [0x41, 0xE2, 0x86], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            #expect(FileSystem.utf8Text(bad) == nil, "\(bad)")
        }
        // A real U+FFFD in the file is text, not an error.
        #expect(FileSystem.utf8Text(Array("\u{FFFD}".utf8)) == "\u{FFFD}")
    }

    /// A symbolic link is written through: renaming a new file over it would replace the link.
    @Test func aSymbolicLinkIsWrittenThroughNotReplaced() throws {
        let target = "\(directory)/nested/target.swift", link = "\(directory)/link.swift"
        try FileSystem.writeIfChanged(Array("old".utf8), to: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try FileSystem.writeIfChanged(Array("new".utf8), to: link))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try FileSystem.read(target) == Array("new".utf8))
        #expect(try !FileSystem.writeIfChanged(Array("new".utf8), to: link))
    }

    /// A file that cannot be put in place leaves no temporary file behind, and says which
    /// step failed: creating (73) or writing (74).
    @Test func failuresNameTheStepAndLeaveNothingBehind() throws {
        try FileManager.default.createDirectory(atPath: "\(directory)/taken", withIntermediateDirectories: false)
        #expect(throws: FileSystem.Failure(.create, path: "\(directory)/taken", reason: "Is a directory")) {
            try FileSystem.writeIfChanged(Array("x".utf8), to: "\(directory)/taken")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["nested", "taken"])
        #expect(throws: FileSystem.Failure(.write, path: "/dev/full", reason: "No space left on device")) {
            try FileSystem.writeIfChanged(Array("x".utf8), to: "/dev/full")
        }
        #expect(FileSystem.Failure(.create, path: "a", reason: "b").exitCode == .cannotCreate)
        #expect(FileSystem.Failure(.write, path: "a", reason: "b").description == "cannot write a: b")
        #expect(FileSystem.Failure(.write, path: "a", reason: "b").exitCode == .ioError)
        #expect(FileSystem.Failure(.read, path: "a", reason: "b").exitCode == .noInput)
    }

    @Test func readingAMissingFileSaysWhy() {
        #expect(throws: FileSystem.Failure(.read, path: "\(directory)/missing", reason: "No such file or directory")) {
            try FileSystem.read("\(directory)/missing")
        }
    }

    @Test func generateWritesEachTemplateAndFailsOnErrors() throws {
        let good = try write(GeneratorTests.valid, to: "good.arrow")
        let bad = try write("{\"outline\": 1}", to: "bad.arrow")
        var log: [String] = [], report: [String] = []
        let status = GeneratorShell.generate([good, bad, "\(directory)/missing.arrow"],
                                             destination: { "\(directory)/\($0.fileName)" },
                                             log: { log.append($0) }, report: { report.append($0) })
        // The first step that failed decides: reading (the missing file) before the bad template.
        #expect(status == .noInput)
        #expect(log == ["wrote \(directory)/Good.swift"])
        #expect(report == ["""
            error: cannot read '\(directory)/missing.arrow': No such file or directory
            \(bad):1:13: error: 'outline' must be SVG path data in a string, found a number
            \(bad):1:1: error: missing key 'start': give the start of the arrow as {"frame": [x, y, width, height], "tip": [x, y]}
            \(bad):1:1: error: missing key 'end': give the end of the arrow as {"frame": [x, y, width, height], "tip": [x, y]}
            """])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
                == ["Good.swift", "bad.arrow", "good.arrow", "nested"])

        log = []
        #expect(GeneratorShell.generate([good], destination: { "\(directory)/\($0.fileName)" }, log: { log.append($0) },
                                        report: { Issue.record("unexpected report \($0)") })
                == .success)
        #expect(log == ["unchanged \(directory)/Good.swift"])
    }

    /// The error for a file that is not UTF-8 text, at its first stray byte.
    static func notText(_ path: String, line: Int, column: Int, offset: Int, byte: String) -> Diagnostic {
        Diagnostic(.error, "not UTF-8 text: the byte 0x\(byte) here starts or continues no character; save the file as UTF-8",
                   file: path, at: TextLocation(line: line, column: column, offset: offset))
    }

    @Test func filesThatAreNotUTF8AreRefusedAtTheirFirstStrayByte() throws {
        let path = "\(directory)/latin1.arrow"
        // `{` newline `"né": 1}` in ISO 8859-1: the é (0xE9) starts no UTF-8 character here.
        try FileSystem.writeIfChanged(Array("{\n  \"n".utf8) + [0xE9] + Array("\": 1}".utf8), to: path)
        let (sources, errors, status) = GeneratorShell.load([path])
        #expect(sources.isEmpty)
        #expect(errors == ["\(path):2:5: error: not UTF-8 text: the byte 0xE9 here starts or continues no character; "
                           + "save the file as UTF-8"])
        #expect(status == .dataError)
        // After a character of two bytes, the column counts it once.
        try FileSystem.writeIfChanged(Array("é".utf8) + [0xFF], to: path)
        #expect(GeneratorShell.load([path]).errors.first?.hasPrefix("\(path):1:2: error:") == true)
        // A file that cannot be read is no input.
        #expect(GeneratorShell.load(["\(directory)/missing.arrow"]).status == .noInput)
        // Previews and the REPL get the place too, as a template's error.
        do {
            _ = try LocalFileSystem().readText(atPath: path)
            Issue.record("read a file that is not UTF-8")
        } catch {
            #expect(error.diagnostic?.description == "\(path):1:2: error: not UTF-8 text: the byte 0xFF here starts or "
                    + "continues no character; save the file as UTF-8")
        }
        #expect(throws: TemplateOpenError.invalid([GeneratorShellTests.notText(path, line: 1, column: 2, offset: 2, byte: "FF")])) {
            try TemplateLibrary(catalog: []).open(path, fileSystem: LocalFileSystem())
        }
    }

    @Test func checkNamesWritesItsMarkerOnlyWhenNamesDiffer() throws {
        let one = try write(GeneratorTests.named("Twin"), to: "one.arrow")
        let two = try write(GeneratorTests.named("Twin"), to: "two.arrow")
        let other = try write(GeneratorTests.named("Other"), to: "other.arrow")
        let marker = "\(directory)/names.swift"
        var report: [String] = []
        #expect(GeneratorShell.checkNames([one, two], marker: marker, report: { report.append($0) }) == .dataError)
        #expect(report == ["""
            \(two):1:10: error: duplicate template name 'Twin': each template of a target becomes a type, so names must differ
            \(one):1:10: note: 'Twin' is first named here
            """])
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(GeneratorShell.checkNames([one, other], marker: marker, report: { Issue.record("unexpected report \($0)") })
                == .success)
        #expect(try String(contentsOfFile: marker, encoding: .utf8).hasPrefix("// Generated by arrowgen"))
    }

    @Test func checkNamesFailsOnAnUnknownHead() throws {
        let arrow = try write(GeneratorTests.naming("dot", "notch"), to: "a.arrow")
        let marker = "\(directory)/heads.swift"
        var report: [String] = []
        #expect(GeneratorShell.checkNames([arrow], marker: marker, report: { report.append($0) }) == .dataError)
        #expect(report.count == 1 && report[0].hasPrefix("\(arrow):3:61: error: unknown head 'notch' at the end"))
        #expect(!FileManager.default.fileExists(atPath: marker))
        let head = try write(GeneratorTests.headTemplate, to: "notch.arrow")
        #expect(GeneratorShell.checkNames([arrow, head], marker: marker, report: { Issue.record("unexpected report \($0)") })
                == .success)
        #expect(FileManager.default.fileExists(atPath: marker))
    }

    @Test func generateWritesForTheModuleItIsGiven() throws {
        let arrow = try write(GeneratorTests.naming("dot", "none"), to: "a.arrow")
        for (module, importsCatalog) in [(nil, true), ("App", true), ("ArrowCatalog", false)] as [(String?, Bool)] {
            let output = "\(directory)/A-\(module ?? "none").swift"
            #expect(GeneratorShell.generate([arrow], module: module, destination: { _ in output },
                                            report: { Issue.record("unexpected report \($0)") }) == .success)
            let text = try String(contentsOfFile: output, encoding: .utf8)
            #expect(text.contains("\nimport ArrowCatalog\n") == importsCatalog, "\(module ?? "nil")")
        }
    }
}
