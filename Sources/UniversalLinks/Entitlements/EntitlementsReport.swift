/// The JSON document of `ulinks entitlements --format json` and of the `entitlements` tool of `ulinks mcp`
/// (see Docs/Entitlements.md): each file's entries, the hosts asked about and the diagnostics.
public struct EntitlementsReport: Sendable, Encodable {
    public struct Entry: Sendable, Encodable {
        public var index: Int
        public var entry: String
        public var valid: Bool
        public var service: String?
        public var host: String?
        public var wildcard: Bool
        public var port: Int?
        public var modes: [String]
        public var fetchHost: String?
        public var fileURL: String?
        public var covers: String?
    }

    public struct Host: Sendable, Encodable {
        public var host: String
        public var service: String
        public var winner: String?
        public var fetchHost: String?
    }

    public struct File: Sendable, Encodable {
        public var file: String
        public var format: String?
        public var applicationIdentifier: String?
        public var teamIdentifier: String?
        public var signingIdentifier: String?
        public var valid: Bool
        public var errors: Int
        public var warnings: Int
        public var entries: [Entry]
        public var hosts: [Host]
        public var diagnostics: [Diagnostic]

        public static func unreadable(_ name: String, _ message: Message) -> File {
            File(
                file: name, valid: false, errors: 1, warnings: 0, entries: [], hosts: [],
                diagnostics: [Diagnostic("not-property-list", message)])
        }

        public init(
            file: String, format: String? = nil, applicationIdentifier: String? = nil, teamIdentifier: String? = nil,
            signingIdentifier: String? = nil, valid: Bool, errors: Int, warnings: Int, entries: [Entry], hosts: [Host],
            diagnostics: [Diagnostic]
        ) {
            self.file = file
            self.format = format
            self.applicationIdentifier = applicationIdentifier
            self.teamIdentifier = teamIdentifier
            self.signingIdentifier = signingIdentifier
            self.valid = valid
            self.errors = errors
            self.warnings = warnings
            self.entries = entries
            self.hosts = hosts
            self.diagnostics = diagnostics
        }

        public init(
            _ name: String, _ validation: EntitlementsValidation, hosts: [String], service: AssociatedDomain.Service,
            valid: Bool
        ) {
            let document = validation.document
            let entries = document.items.map { item in
                let d = item.entry.domain
                return Entry(
                    index: item.index, entry: item.entry.raw, valid: item.entry.isValid,
                    service: d?.service.rawValue ?? item.entry.unknownService,
                    host: d?.host, wildcard: d?.isWildcard ?? false, port: d?.port,
                    modes: d?.modes.sorted().map(\.rawValue) ?? [],
                    fetchHost: d?.fetchHost, fileURL: d?.fileURL, covers: d?.coverage)
            }
            let domains = validation.domains
            let hostRows = hosts.map { host in
                let winner = domains.winner(for: host, service: service)
                return Host(
                    host: host, service: service.rawValue, winner: winner?.description, fetchHost: winner?.fetchHost)
            }
            self.init(
                file: name, format: document.format?.rawValue, applicationIdentifier: document.applicationIdentifier,
                teamIdentifier: document.teamIdentifier, signingIdentifier: document.signingIdentifier, valid: valid,
                errors: validation.report.errors.count, warnings: validation.report.warnings.count, entries: entries,
                hosts: hostRows,
                diagnostics: validation.report.diagnostics)
        }
    }

    public var files: [File]
    public var valid: Bool

    public init(files: [File], valid: Bool) {
        self.files = files
        self.valid = valid
    }
}
