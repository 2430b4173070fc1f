import Foundation
import PackagePlugin

/// Validates a target's `ulinks.json` and association files (`apple-app-site-association`,
/// `assetlinks.json`, anywhere in the target's folder, declared as resources or excluded) on every build
/// where one of them changed. A finding is printed compiler-style (`FILE:LINE:COL: error: [code] message`,
/// the form Xcode and SwiftPM show at the line); an error fails the build.
///
/// The command writes a Swift file holding only a comment when the files pass: a build command runs only
/// for the outputs the build consumes, and a Swift source is one every Swift target compiles. A failed run
/// writes nothing, so the next build runs it again. Docs/Distribution.md, "SwiftPM plugins".
@main
struct ULinksBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let files = AssociationFiles.find(under: target.directoryURL)
        guard !files.isEmpty else { return [] }
        let tool = try context.tool(named: "ulinks").url
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("ULinksValidated.swift")
        // ulinks writes `error[code]:`; compilers and Xcode read `error: ` at the start of the message.
        let script = """
            ulinks="$1"; stamp="$2"; shift 2
            out="$("$ulinks" validate "$@" 2>&1)"; status=$?
            printf '%s\\n' "$out" | sed -e 's/: error\\[\\([^]]*\\)\\]: /: error: [\\1] /' \
                -e 's/: warning\\[\\([^]]*\\)\\]: /: warning: [\\1] /' -e 's/: note\\[\\([^]]*\\)\\]: /: note: [\\1] /'
            [ "$status" -eq 0 ] || exit "$status"
            printf '// ulinks validate passed: %s\\n' "$*" > "$stamp"
            """
        return [
            .buildCommand(
                displayName: "ulinks validate \(files.count) file(s) of \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", tool.path, stamp.path] + files.map(\.path),
                inputFiles: [tool] + files,
                outputFiles: [stamp])
        ]
    }
}
