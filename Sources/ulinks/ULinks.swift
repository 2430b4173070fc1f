import ArgumentParser
import UniversalLinks

@main
struct ULinks: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ulinks",
        abstract: "Validate, match, check, sign and serve Apple Universal Links association files.",
        version: BuildInfo.versionLine,
        subcommands: allCommands
    )

    /// Each area lists its commands in its own file; modules left out of the build leave their commands out.
    static var allCommands: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = ValidationCommands.all + MatchingCommands.all
        commands += EntitlementCommands.all
        commands += AndroidCommands.all
        commands += ManifestCommands.all
        commands += TraceCommands.all
        #if ULINKS_SIGNING
            commands += SigningCommands.all
        #endif
        #if ULINKS_CHECKER
            commands += CheckerCommands.all
        #endif
        #if ULINKS_SERVER
            commands += ServerCommands.all
        #endif
        #if ULINKS_MCP
            commands += MCPCommands.all
        #endif
        return commands
    }

    /// argument-parser's `main`, with failures printed in the chosen language (`CLI.exit(withError:)`).
    static func main() async {
        do {
            var command = try await asyncParseAsRoot(nil)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            CLI.exit(withError: error)
        }
    }
}
