import ArgumentParser
import Foundation
import UniversalLinks

extension DeviceState.Kind: ExpressibleByArgument {}

/// `ulinks device FILE|-`: what a device says about its associations, each entry explained.
struct DeviceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Explain what a device says about its associations (swcutil show, pm get-app-links).",
        discussion: """
            Reads the output of `sudo swcutil show` (macOS), the swcutil_show.txt of an iOS sysdiagnose \
            (both date formats, including iOS 18.2's), `adb shell pm get-app-links [PACKAGE]` or \
            `adb shell dumpsys package d` (Android 12+), and explains each entry: the state the device \
            wrote, what it means and what to do. The kind of output is detected (or --kind). Lines that \
            are not understood are kept and reported.
            Exit status: 0 at least one entry read, 1 the input cannot be read, is not text, is not such \
            output, or holds no entry, 64 usage error.
            """)

    @Argument(help: "The saved output (\"-\" for standard input).")
    var file: String

    @Option(help: "The tool whose output FILE is: swcutil or pm (default: detected).")
    var kind: DeviceState.Kind?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var input: InputOptions

    @OptionGroup var language: LanguageOptions

    func run() throws {
        let name = CLI.displayName(file)
        let bytes = try CLI.readInput(file, limit: input.maxBytes)
        let state: DeviceState
        do {
            state = try DeviceStateReader().read(bytes, kind: kind)
        } catch {
            throw CLIError("\(name): \(error)")
        }
        switch format {
        case .json: CLI.write(try CLI.json(state) + "\n")
        case .text: CLI.write(Self.text(state, name: name))
        }
        if state.entries.isEmpty {
            CLI.writeError(
                "ulinks: \(name): no entry found in this \(state.kind == .swcutil ? "swcutil show" : "pm get-app-links") output (\(state.unknownLines) line\(state.unknownLines == 1 ? "" : "s") not understood)\n"
            )
            throw ExitCode(1)
        }
    }

    static func text(_ state: DeviceState, name: String) -> String {
        let tool = state.kind == .swcutil ? "swcutil show" : "pm get-app-links"
        let opening = state.entries.filter(\.opens).count
        let count = state.entries.count + state.omittedEntries
        var lines = [
            "\(name): \(state.platform.rawValue) (\(tool)): \(count) entr\(count == 1 ? "y" : "ies") (\(opening) opening links in the app)"
        ]
        for entry in state.entries {
            lines.append("")
            let service = entry.service.map { $0 + "  " } ?? ""
            lines.append("\(name):\(entry.line): \(service)\(entry.app)  \(entry.domain)  \(entry.state)")
            lines.append("  means: \(entry.explanation)")
            if let next = entry.next { lines.append("  next:  \(next)") }
            var dates: [String] = []
            if let last = entry.lastChecked { dates.append("last checked \(last.iso ?? last.text)") }
            if let next = entry.nextCheck { dates.append("next check \(next.iso ?? next.text)") }
            if let approval = entry.userApproval { dates.insert("user approval \(approval)", at: 0) }
            if let flags = entry.flags, !flags.isEmpty { dates.append("flags \(flags.joined(separator: ", "))") }
            if !dates.isEmpty { lines.append("  " + dates.joined(separator: "; ")) }
        }
        if state.omittedEntries > 0 {
            lines.append("")
            lines.append("\(state.omittedEntries) more entries not shown (over \(DeviceStateReader.maximumEntries))")
        }
        if state.unknownLines > 0 {
            lines.append("")
            lines.append("\(state.unknownLines) line\(state.unknownLines == 1 ? "" : "s") not understood:")
            lines += state.unknown.map { "  \(name):\($0.line): \($0.text)" }
            if state.unknownLines > state.unknown.count {
                lines.append("  ... and \(state.unknownLines - state.unknown.count) more")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
