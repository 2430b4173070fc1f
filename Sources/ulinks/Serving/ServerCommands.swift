#if ULINKS_SERVER
    import ArgumentParser
    import UniversalLinks
    import Foundation
    import Logging
    import UniversalLinksServer

    enum ServerCommands {
        static let all: [any ParsableCommand.Type] = [ServeCommand.self, ExportCommand.self]
    }

    /// `--store PATH` / `--database URL`, shared by `serve` and `export`.
    struct StoreOptions: ParsableArguments {
        @Option(
            name: .customLong("store"),
            help: ArgumentHelp("SQLite database file (default: ./ulinks.sqlite).", valueName: "PATH"))
        var storePath: String?

        @Option(
            name: .customLong("database"),
            help: ArgumentHelp(
                "PostgreSQL URL (postgres://user:password@host:port/db), shared by replicas.", valueName: "URL"))
        var databaseURL: String?

        @Option(
            name: .customLong("database-schema"),
            help: ArgumentHelp("PostgreSQL schema for the tables.", valueName: "NAME"))
        var databaseSchema: String = "public"

        func validate() throws {
            if storePath != nil && databaseURL != nil {
                throw CLI.usageError(Message("error.serve.store-or-database"))
            }
        }

        func open(logger: Logger) async throws -> any AssociationStore {
            if let databaseURL {
                return try await PostgresStore.connect(url: databaseURL, schema: databaseSchema, logger: logger)
            }
            return try await SQLiteStore.open(path: storePath ?? "ulinks.sqlite")
        }
    }

    enum LogFormat: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
    }
#endif
