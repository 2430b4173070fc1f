import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        let localizer = language.localizer
        let bytes = try CLI.readInput(file, limit: input.maxBytes)
        let state: DeviceState
        do {
            state = try DeviceStateReader(localizer: localizer).read(bytes, kind: kind)
        } catch {
            throw CLIError("\(name): \(CLI.message(of: error))")
        }
        switch format {
        case .json: CLI.write(try CLI.json(state) + "\n")
        case .text: CLI.write(Self.text(state, name: name, localizer))
        }
        if state.entries.isEmpty {
            let line = localizer.text(
                "device.no-entry", count: state.unknownLines, ["name": name, "tool": Self.tool(state)])
            CLI.writeError("ulinks: \(line)\n")
            throw ExitCode(1)
        }
    }

    static func tool(_ state: DeviceState) -> String { state.kind == .swcutil ? "swcutil show" : "pm get-app-links" }

    static func text(_ state: DeviceState, name: String, _ localizer: Localizer) -> String {
        let opening = state.entries.filter(\.opens).count
        let count = state.entries.count + state.omittedEntries
        var lines = [
            localizer.text(
                "device.header", count: count,
                ["name": name, "platform": state.platform.rawValue, "tool": tool(state), "opening": "\(opening)"])
        ]
        for entry in state.entries {
            lines.append("")
            let service = entry.service.map { $0 + "  " } ?? ""
            lines.append("\(name):\(entry.line): \(service)\(entry.app)  \(entry.domain)  \(entry.state)")
            lines.append("  " + localizer.text("device.means", ["explanation": entry.explanation]))
            if let next = entry.next { lines.append("  " + localizer.text("device.next", ["next": next])) }
            var dates: [String] = []
            if let last = entry.lastChecked {
                dates.append(localizer.text("device.last-checked", ["date": last.iso ?? last.text]))
            }
            if let next = entry.nextCheck {
                dates.append(localizer.text("device.next-check", ["date": next.iso ?? next.text]))
            }
            if let approval = entry.userApproval {
                dates.insert(localizer.text("device.user-approval", ["value": approval]), at: 0)
            }
            if let flags = entry.flags, !flags.isEmpty {
                dates.append(localizer.text("device.flags", ["flags": flags.joined(separator: ", ")]))
            }
            if !dates.isEmpty { lines.append("  " + dates.joined(separator: "; ")) }
        }
        if state.omittedEntries > 0 {
            lines.append("")
            lines.append(
                localizer.text(
                    "device.omitted",
                    ["count": "\(state.omittedEntries)", "limit": "\(DeviceStateReader.maximumEntries)"]))
        }
        if state.unknownLines > 0 {
            lines.append("")
            lines.append(localizer.text("device.unknown", count: state.unknownLines))
            lines += state.unknown.map { "  \(name):\($0.line): \($0.text)" }
            if state.unknownLines > state.unknown.count {
                let more = state.unknownLines - state.unknown.count
                lines.append("  " + localizer.text("device.unknown.more", ["count": "\(more)"]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
