import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `arrowgen repl` on a terminal, keys typed as a person types them: the line editor's echo is
/// read back, and the terminal's settings are compared before and after.
@Suite struct ReplTerminalTests {
    static let prompt = "arrowgen> "
    static let left = "\u{1B}[D", up = "\u{1B}[A", backspace = "\u{7F}"
    static let eraseToEnd = "\u{1B}[K"

    /// The line as the editor draws it: carriage return, prompt, text, erase, cursor moved back.
    static func drawn(_ text: String, back: Int = 0) -> String {
        "\r" + prompt + text + eraseToEnd + (back > 0 ? "\u{1B}[\(back)D" : "")
    }

    /// Starts the REPL and waits for its first prompt, drawn once the terminal is in raw mode.
    static func start() throws -> TerminalRun {
        let run = try TerminalRun(["repl"])
        try #require(run.waitFor(drawn("")), "no prompt: \(run.screen.debugDescription)")
        return run
    }

    /// Types keys and waits for something to be drawn after what is on the screen now.
    ///
    /// Keys typed while a command runs reach a terminal in its own mode, which takes Control-D
    /// as end of file and echoes: a test waits for the next prompt before typing on.
    static func type(_ keys: String, into run: TerminalRun, thenSee text: String) {
        let position = run.received.count
        run.type(keys)
        #expect(run.waitFor(text, after: position), "typed \(keys.debugDescription), screen \(run.screen.debugDescription)")
    }

    @Test func aTypoFixedWithLeftArrowAndBackspaceRunsTheRightCommand() throws {
        let run = try Self.start()
        Self.type("bounxs", into: run, thenSee: Self.drawn("bounxs"))
        Self.type(Self.left, into: run, thenSee: Self.drawn("bounxs", back: 1))
        Self.type(Self.backspace, into: run, thenSee: Self.drawn("bouns", back: 1))
        Self.type("d", into: run, thenSee: Self.drawn("bounds", back: 1))
        Self.type("\r", into: run, thenSee: Self.drawn("bounds") + "\r\nbounds x 0 y 0 width 200 height 38\r\n" + Self.drawn(""))
        #expect(!run.screen.contains("error"))
        run.type("\u{04}")
        #expect(run.waitForExit()?.status == 0)
    }

    @Test func upArrowRecallsThePreviousCommands() throws {
        let run = try Self.start()
        Self.type("end 200 139\r", into: run, thenSee: "end tip (200, 139)\r\n" + Self.drawn(""))
        Self.type("bounds\r", into: run, thenSee: "height 158\r\n" + Self.drawn(""))
        Self.type(Self.up, into: run, thenSee: Self.drawn("bounds"))
        Self.type(Self.up, into: run, thenSee: Self.drawn("end 200 139"))
        // The recalled line is edited like any other before it runs.
        Self.type(String(repeating: Self.backspace, count: 3) + "19\r", into: run, thenSee: "end tip (200, 19)\r\n" + Self.drawn(""))
        run.type("\u{04}")
        #expect(run.waitForExit()?.status == 0)
    }

    @Test func tabCompletesCommandNames() throws {
        let run = try Self.start()
        // `dr` begins both drag and draw: Tab adds what they share, a second Tab lists them.
        Self.type("dr\t", into: run, thenSee: Self.drawn("dra"))
        Self.type("\t", into: run, thenSee: "\r\ndrag  draw\r\n" + Self.drawn("dra"))
        Self.type("g\t", into: run, thenSee: Self.drawn("drag "))
        Self.type("end 0 120\r", into: run, thenSee: "end tip (200, 139)\r\n")
        Self.type("load sw\t", into: run, thenSee: Self.drawn("load SwingArrow "))
        Self.type("\r", into: run, thenSee: "\r\nloaded SwingArrow: start (0, 15), end (160, 15), "
            + "orientation follow, handles scaled\r\n" + Self.drawn(""))
        #expect(!run.screen.contains("error"))
        run.type("\u{04}")
        #expect(run.waitForExit()?.status == 0)
    }

    @Test func controlCClearsTheLineAndTheSessionGoesOn() throws {
        let run = try Self.start()
        Self.type("drag end", into: run, thenSee: Self.drawn("drag end"))
        Self.type(Self.left + "\u{03}", into: run, thenSee: Self.drawn("drag end") + "^C\r\n" + Self.drawn(""))
        Self.type("bounds\r", into: run, thenSee: "bounds x 0 y 0 width 200 height 38\r\n" + Self.drawn(""))
        #expect(!run.screen.contains("error"))
        run.type("\u{04}")
        #expect(run.waitForExit()?.status == 0)
    }

    @Test func controlDQuitsWithStatusZeroAndTheTerminalAsItWas() throws {
        let run = try Self.start()
        #expect(run.settingsBefore.isCooked)
        #expect(!run.settings.isCooked, "raw mode while a line is typed")
        // Control-D on a line deletes the character under the cursor; on an empty line it quits.
        Self.type("ab\u{01}\u{04}", into: run, thenSee: Self.drawn("b", back: 1))
        Self.type("\u{04}", into: run, thenSee: Self.drawn(""))
        run.type("\u{04}")
        let exit = try #require(run.waitForExit())
        #expect(exit.reason == .exit && exit.status == 0)
        #expect(run.settings.isSame(as: run.settingsBefore))
    }

    /// A signal ends the REPL as it would any program, with the terminal's settings put back
    /// first.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
    func aSignalWhileALineIsTypedRestoresTheTerminal(signal: Int32) throws {
        let run = try Self.start()
        Self.type("bou", into: run, thenSee: Self.drawn("bou"))
        #expect(!run.settings.isCooked)
        kill(run.process.processIdentifier, signal)
        let exit = try #require(run.waitForExit())
        #expect(exit.reason == .uncaughtSignal && exit.status == signal)
        #expect(run.settings.isSame(as: run.settingsBefore))
    }

    /// The line cannot be drawn (the output terminal is gone): exit 74, the input terminal as
    /// it was.
    @Test func aFailedWriteExits74WithTheTerminalRestored() throws {
        let run = try TerminalRun(["repl"], separateOutput: true)
        try #require(run.waitFor(Self.drawn("")), "no prompt: \(run.screen.debugDescription)")
        #expect(!run.settings.isCooked)
        run.closeOutput()
        run.type("b")
        let exit = try #require(run.waitForExit())
        #expect(exit.reason == .exit && exit.status == 74)
        #expect(run.settings.isSame(as: run.settingsBefore))
    }
}
