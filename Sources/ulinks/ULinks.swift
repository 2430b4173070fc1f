import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

#if ULINKS_CHECKER
    import UniversalLinksChecker
#endif
#if ULINKS_WATCH
    import UniversalLinksWatch
#endif
#if ULINKS_SERVER
    import UniversalLinksServer
#endif
#if ULINKS_SIGNING
    import UniversalLinksSigning
#endif
#if ULINKS_APP
    import UniversalLinksApp
#endif

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

    /// Registers the texts of every module this build links (before anything is rendered); with
    /// `ULINKS_DEBUG_MISSING_KEYS` set, the keys a translation lacked are listed on standard error at exit.
    static func registerTables() {
        MessageTables.register(.commands)
        #if ULINKS_CHECKER
            MessageTables.register(.checker)
        #endif
        #if ULINKS_WATCH
            MessageTables.register(.watch)
        #endif
        #if ULINKS_SERVER
            MessageTables.register(.server)
        #endif
        #if ULINKS_SIGNING
            MessageTables.register(.signing)
        #endif
        #if ULINKS_APP
            MessageTables.register(.app)
        #endif
        // getenv: `ProcessInfo.environment` copies every variable into a dictionary.
        if getenv("ULINKS_DEBUG_MISSING_KEYS") != nil {
            atexit { CLI.writeMissingKeys() }
        }
    }

    /// argument-parser's `main`, with failures printed in the chosen language (`CLI.exit(withError:)`).
    static func main() async {
        registerTables()
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
