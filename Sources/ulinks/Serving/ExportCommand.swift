#if ULINKS_SERVER
    import ArgumentParser
    import UniversalLinks
    import Foundation
    import Logging
    import UniversalLinksServer

    struct ExportCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write the live files as a static tree plus nginx and Caddy snippets.",
            discussion:
                "Writes FOLDER/<host>/.well-known/<file>, FOLDER/nginx.conf and FOLDER/Caddyfile. See Docs/Server.md."
        )

        @OptionGroup var store: StoreOptions

        @Option(help: ArgumentHelp("Folder to write (created if needed).", valueName: "FOLDER"))
        var to: String

        @Option(name: .customLong("cache-control"), help: "Cache-Control the snippets send.")
        var cacheControl: String = ServerConfiguration().cacheControl

        @Option(help: "text or json (the list of files written).")
        var format: OutputFormat = .text

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            if store.databaseURL == nil, !FileManager.default.fileExists(atPath: store.storePath ?? "ulinks.sqlite") {
                throw CLIError(Message("error.export.no-store", texts: ["store": store.storePath ?? "ulinks.sqlite"]))
            }
            let backend = try await store.open(
                logger: Logger(label: "ulinks.export", factory: { _ in SwiftLogNoOpLogHandler() }))
            let files: [StoredFile]
            do {
                files = try await backend.liveFiles()
                try await backend.close()
            } catch {
                try? await backend.close()
                throw error
            }
            let written = try StaticExport(cacheControl: cacheControl).write(files, to: URL(fileURLWithPath: to))
            switch format {
            case .json: CLI.write(try CLI.json(["written": written]) + "\n")
            case .text: CLI.write(written.map { $0 + "\n" }.joined())
            }
        }
    }
#endif
