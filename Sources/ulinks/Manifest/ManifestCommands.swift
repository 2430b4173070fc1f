import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The commands around the `ulinks.json` link manifest (Docs/Manifest.md).
enum ManifestCommands {
    static let all: [any ParsableCommand.Type] = [InitCommand.self, GenerateCommand.self, RoutesCommand.self]

    /// Reads and checks a manifest; prints its findings to standard error; exits 1 on an error.
    static func load(_ path: String, _ localizer: Localizer = .english) throws -> (
        manifest: LinkManifest, source: SourceText
    ) {
        let bytes: [UInt8]
        do { bytes = try CLI.readInput(path) } catch { throw MatchingCLI.exitFailure(CLI.errorText(error, localizer)) }
        let read = ManifestReader().read(bytes)
        if !read.report.diagnostics.isEmpty {
            CLI.writeError(
                DiagnosticRenderer(localizer: localizer).render(
                    read.report, fileName: CLI.displayName(path), source: read.source))
        }
        guard let manifest = read.manifest else { throw ExitCode(1) }
        return (manifest, read.source)
    }

    /// Writes `text` to `path` atomically, creating the folders on the way.
    static func write(_ text: String, to path: String, _ localizer: Localizer = .english) throws {
        do { try CLI.writeFile(text.utf8, to: path, createFolders: true) } catch {
            throw MatchingCLI.exitFailure(CLI.errorText(error, localizer))
        }
    }
}
