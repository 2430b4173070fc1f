/// Turns one app's AASA rules into an `assetlinks.json` statement: `handle_all_urls` for a package
/// and its certificates, with the rules as Android 15+ `dynamic_app_link_components`.
///
/// iOS reads the rules of the first detail that lists the app (its `components`, or its legacy
/// `paths` read as components), each with the detail's and the file's `defaults` applied; each rule
/// becomes a dynamic rule with the same `/`, `#`, `exclude` and a dictionary `?`. What Android cannot
/// express is listed in ``Conversion/warnings`` with the rule's location, never dropped silently:
/// a string `?`, `caseSensitive: false`, `percentEncoded: false`, a query parameter iOS accepts when
/// absent, a dictionary `?` (a repeated parameter is decided differently), legacy paths with a `?`
/// wildcard. Substitution variables with a finite list of values are expanded into one rule per
/// value (Android has no variables). ``mismatches(original:appID:converted:urls:)`` checks the result
/// by deciding URLs with both matchers.
public struct AssetLinksConverter: Sendable {
    public var packageName: String
    public var fingerprints: [String]
    /// The most rules one AASA rule may expand to (variables); beyond, the rule is left out and warned.
    public var maximumExpansion = 256

    public init(packageName: String, fingerprints: [String]) {
        self.packageName = packageName
        self.fingerprints = fingerprints
    }

    /// Something of the AASA rules that Android decides differently, and where it is.
    public struct Warning: Sendable, Hashable, Codable {
        public var pointer: String
        public var line: Int?
        public var column: Int?
        public var message: Message
    }

    public struct Conversion: Sendable {
        /// The app whose rules were converted.
        public var appID: String
        /// The `assetlinks.json` text (one statement; nil rules: none, every URL opens).
        public var text: String
        /// The dynamic rules written, in order.
        public var rules: [Component]
        /// Rules or keys Android cannot express as iOS decides them.
        public var warnings: [Warning]
        /// Faithful rewrites worth knowing (expanded variables, keys that mean "any").
        public var notes: [Warning]
    }

    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
    }

    /// Converts the rules of `appID` (default: the first app of `applinks`).
    public func convert(_ document: AssociationDocument, appID: String? = nil) throws(Failure) -> Conversion {
        guard document.isValidJSON, let file = document.file, let links = file.applinks else {
            throw Failure(description: "the file is not a valid association file with an \"applinks\" service")
        }
        let apps = links.details.flatMap(\.appIDs).map(\.value)
        guard let app = appID ?? apps.first else { throw Failure(description: "\"applinks\" lists no app") }
        guard let detail = links.details.first(where: { $0.appIDs.contains { $0.value == app } }) else {
            throw Failure(description: "\(app) is not listed in the file (apps: \(apps.joined(separator: ", ")))")
        }
        var state = RuleTranslation(
            source: document.source, variables: SubstitutionTable(links.substitutionVariables).user,
            maximumExpansion: maximumExpansion)
        if let components = detail.components {
            for c in components {
                state.translate(RuleCompiler.resolve(c, detailDefaults: detail.defaults, appDefaults: links.defaults))
            }
        } else {
            for path in detail.paths ?? [] {
                state.translateLegacy(path, detail: detail, appDefaults: links.defaults)
            }
        }
        return Conversion(
            appID: app, text: Self.text(package: packageName, fingerprints: fingerprints, rules: state.rules),
            rules: state.rules, warnings: state.warnings, notes: state.notes)
    }

    /// The statement as pretty JSON text, one rule per line.
    static func text(package: String, fingerprints: [String], rules: [Component]) -> String {
        func quoted(_ s: String) -> String { JSONText.quoted(s) }
        var out = "[\n  {\n    \"relation\": [\(quoted(AssetLinksFile.handleAllURLs))],\n"
        out += "    \"target\": {\n      \"namespace\": \"android_app\",\n      \"package_name\": \(quoted(package)),\n"
        out += "      \"sha256_cert_fingerprints\": [\(fingerprints.map(quoted).joined(separator: ", "))]\n    },\n"
        out += "    \"relation_extensions\": {\n      \(quoted(AssetLinksFile.handleAllURLs)): {\n"
        out += "        \"dynamic_app_link_components\": ["
        for (i, rule) in rules.enumerated() {
            var keys: [String] = []
            if let p = rule.path { keys.append("\"/\": \(quoted(p.value))") }
            if case .items(let items)? = rule.query?.value {
                keys.append(
                    "\"?\": {" + items.map { "\(quoted($0.name)): \(quoted($0.pattern))" }.joined(separator: ", ") + "}"
                )
            }
            if let f = rule.fragment { keys.append("\"#\": \(quoted(f.value))") }
            if rule.exclude?.value == true { keys.append("\"exclude\": true") }
            out += (i == 0 ? "\n" : ",\n") + "          {" + keys.joined(separator: ", ") + "}"
        }
        out += rules.isEmpty ? "]\n" : "\n        ]\n"
        out += "      }\n    }\n  }\n]\n"
        return out
    }
}
