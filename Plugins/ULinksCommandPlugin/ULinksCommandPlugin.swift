import Foundation
import PackagePlugin

/// `swift package ulinks SUBCOMMAND ARGUMENTS...`: runs the `ulinks` this package builds, in the package's
/// folder, with the arguments as given. `validate` with no file validates every association file and
/// `ulinks.json` of the package (outside hidden folders such as `.build`); `doctor` with no path checks the
/// package's folder. On macOS the plugin sandbox lets the tool read the package only: `generate` (which
/// writes) and `doctor`, `check` (which fetch) need `swift package --disable-sandbox ulinks ...`.
/// Docs/Distribution.md, "SwiftPM plugins".
@main
struct ULinksCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "ulinks").url
        let folder = context.package.directoryURL
        var arguments = arguments
        // SwiftPM passes `--target NAME` through when the user names targets; the CLI has no such flag.
        var targetFolders: [URL] = []
        while let index = arguments.firstIndex(of: "--target"), index + 1 < arguments.count {
            let name = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
            let targets = try context.package.targets(named: [name])
            targetFolders += targets.map(\.directoryURL)
        }
        if arguments.first == "validate" && !arguments.dropFirst().contains(where: { !$0.hasPrefix("-") }) {
            let roots = targetFolders.isEmpty ? [folder] : targetFolders
            let files = roots.flatMap { AssociationFiles.find(under: $0) }
            guard !files.isEmpty else {
                Diagnostics.error(
                    "ulinks: no apple-app-site-association, assetlinks.json or ulinks.json file under \(roots.map(\.path))"
                )
                return
            }
            arguments += files.map(\.path)
        }
        if arguments.first == "doctor" && !arguments.dropFirst().contains(where: { !$0.hasPrefix("-") }) {
            arguments.append(folder.path)
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("ulinks \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
    }
}
