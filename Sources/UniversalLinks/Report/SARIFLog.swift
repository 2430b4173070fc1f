/// The subset of SARIF 2.1.0 that ``SARIFRenderer`` writes (OASIS standard, errata 01). Property names
/// are SARIF's; optional values that are nil are left out, as the schema wants.
struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        /// Our columns count Unicode scalars (SARIF's default is UTF-16 code units).
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String?
        var informationUri: String?
        var rules: [Rule]
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message?
        var help: Message?
        var helpUri: String?
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]?
        /// Only in a translated log: `englishMessage`.
        var properties: [String: String]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
