extension DiagnosticCode {
    private static let fingerprint = (0..<32).map { _ in "AB" }.joined(separator: ":")

    /// A manifest around `body` (the members after `"version": 1`).
    private static func manifest(_ body: String) -> String { "{\n  \"version\": 1,\n" + body + "\n}" }

    private static let routes = "  \"routes\": [{\"name\": \"product\", \"/\": \"/product/*\"}]"
    private static let domains = "  \"domains\": [\"example.com\"],\n"
    private static let apps = "  \"apps\": [\"ABCDE12345.com.example.app\"],\n"

    /// `ulinks.json` link manifest findings (``ManifestReader``). Each example is a complete manifest.
    static let manifestCodes: [DiagnosticCodeInfo] = [
        .init(
            "manifest-not-object", .error, "The manifest is not a JSON object.", example: "[]",
            fix: "Start from `ulinks init`, or write { \"version\": 1, ... }.", domain: .manifest),
        .init(
            "manifest-version", .error, "\"version\" is missing or not a version this tool reads (1).",
            example: "{\n  \"version\": 2,\n" + apps + domains + routes + "\n}", fix: "Write \"version\": 1.",
            domain: .manifest),
        .init(
            "manifest-missing-key", .error, "\"domains\" or \"routes\" is missing.",
            example: manifest(apps + routes), fix: "Add the key (see Docs/Manifest.md).", domain: .manifest),
        .init(
            "manifest-no-apps", .error, "The manifest names no iOS app (\"apps\") and no Android app (\"android\").",
            example: manifest(domains + routes), fix: "Add \"apps\": [\"TEAMID.bundle.id\"] or an \"android\" entry.",
            domain: .manifest),
        .init(
            "manifest-wrong-type", .error, "A value has the wrong JSON type.",
            example: manifest("  \"apps\": \"ABCDE12345.com.example.app\",\n" + domains + routes),
            fix: "Use the type given in the message (see Docs/Manifest.md).", domain: .manifest),
        .init(
            "manifest-unknown-key", .warning, "A key the manifest format does not define; it is ignored.",
            example: manifest(apps + domains + "  \"route\": [],\n" + routes),
            fix: "Check the spelling against Docs/Manifest.md.", domain: .manifest),
        .init(
            "manifest-app-id", .error, "An iOS app ID is not TEAMID.bundle.id with a 10-character team ID.",
            example: manifest("  \"apps\": [\"com.example.app\"],\n" + domains + routes),
            fix: "Prefix the bundle ID with your team ID: ABCDE12345.com.example.app.", domain: .manifest),
        .init(
            "manifest-app-id-repeated-prefix", .warning,
            "An iOS app ID repeats its team ID (TEAMID.TEAMID.bundle.id): the full app ID was pasted where the bundle ID belongs.",
            example: manifest("  \"apps\": [\"ABCDE12345.ABCDE12345.com.example.app\"],\n" + domains + routes),
            fix: "Write the team ID once: ABCDE12345.com.example.app.", domain: .manifest),
        .init(
            "manifest-domain", .error, "A domain is not a host name (a scheme, a path, a port or bad characters).",
            example: manifest(apps + "  \"domains\": [\"https://example.com/\"],\n" + routes),
            fix: "Write the host alone: example.com.", domain: .manifest),
        .init(
            "manifest-android-package", .error, "An Android package name is not dot-separated identifiers.",
            example: manifest(
                "  \"android\": [{\"package\": \"example\", \"fingerprints\": [\"\(fingerprint)\"]}],\n" + domains
                    + routes), fix: "Use the applicationId, e.g. com.example.app.", domain: .manifest),
        .init(
            "manifest-fingerprint", .error,
            "An Android signing fingerprint is missing or not 32 upper-case hex bytes separated by ':'.",
            example: manifest(
                "  \"android\": [{\"package\": \"com.example.app\", \"fingerprints\": [\"ab:cd\"]}],\n" + domains
                    + routes),
            fix: "Copy the SHA-256 fingerprint from keytool -list -v or the Play Console.", domain: .manifest),
        .init(
            "manifest-route-name", .error, "A route that opens the app has no name, or two routes share a name.",
            example: manifest(apps + domains + "  \"routes\": [{\"/\": \"/product/*\"}]"),
            fix: "Give every route that is not an exclusion a unique \"name\".", domain: .manifest),
        .init(
            "manifest-legacy-route", .error,
            "With \"legacy\": true, a route cannot be written as an iOS 12 path (query, fragment, variables, case folding or decoding).",
            example: manifest(
                apps + domains
                    + "  \"legacy\": true,\n  \"routes\": [{\"name\": \"search\", \"/\": \"/search\", \"?\": {\"q\": \"?*\"}}]"
            ),
            fix: "Remove the key iOS 12 cannot see, or set \"legacy\": false.", domain: .manifest),
        .init(
            "manifest-passkeys", .error,
            "\"passkeys\" names no RP ID, an RP ID that is not a host name (a scheme, a path, a wildcard), or a related origin that is not https://host.",
            example: manifest(
                apps + domains + "  \"passkeys\": {\"rpIDs\": [\"https://example.com/\"]},\n  \"routes\": []"),
            fix: "Write RP IDs as hosts (example.com) and related origins as https://host, without a path.",
            domain: .manifest),
    ]
}
