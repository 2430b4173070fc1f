extension DiagnosticCode {
    private static let fingerprint = (0..<32).map { _ in "AB" }.joined(separator: ":")
    private static let relation = "\"relation\": [\"delegate_permission/common.handle_all_urls\"]"

    /// A one-statement file for `com.example` with `target` members and extra statement members.
    private static func app(_ target: String = "", prints: String? = nil, extra: String = "") -> String {
        "[{\(relation), \"target\": {\"namespace\": \"android_app\", \"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [\(prints ?? "\"\(fingerprint)\"")]\(target)}\(extra)}]"
    }

    private static func rules(_ list: String) -> String {
        app(
            extra:
                ", \"relation_extensions\": {\"delegate_permission/common.handle_all_urls\": {\"dynamic_app_link_components\": [\(list)]}}"
        )
    }

    /// Digital Asset Links (`assetlinks.json`, SPEC §5), checked by ``AssetLinksValidator``.
    static let assetLinksCodes: [DiagnosticCodeInfo] = [
        .init(
            "assetlinks-not-array", .error, "assetlinks.json must be a JSON array of statements.",
            example: "{\"relation\": [\"delegate_permission/common.handle_all_urls\"]}",
            fix: "Wrap the statements in [ ].", domain: .assetlinks),
        .init(
            "assetlinks-empty", .warning,
            "The statement list is empty: the file links nothing (Google's API reports it as an error).",
            example: "[]", fix: "Add a statement for your app, or remove the file.", domain: .assetlinks),
        .init(
            "assetlinks-statement", .error,
            "A statement Android ignores: not an object, no relation list, no target, or a target without package_name, sha256_cert_fingerprints or site.",
            example: "[{\(relation), \"target\": {\"namespace\": \"android_app\"}}]",
            fix: "Give every statement a relation list and a complete target.", domain: .assetlinks),
        .init(
            "assetlinks-relation", .error,
            "A relation string is not kind/detail with each part of [a-z0-9_.]+; Android ignores it.",
            example:
                "[{\"relation\": [\"delegate_permission/common.handle_all_URLs\"], \"target\": {\"namespace\": \"web\", \"site\": \"https://example.com\"}}]",
            fix: "Write delegate_permission/common.handle_all_urls (all lower case, one '/').", domain: .assetlinks),
        .init(
            "assetlinks-unknown-relation", .warning,
            "A well-formed relation that Android and Chrome do not act on (often a typo of handle_all_urls).",
            example:
                "[{\"relation\": [\"delegate_permission/common.handle_all_url\"], \"target\": {\"namespace\": \"web\", \"site\": \"https://example.com\"}}]",
            fix:
                "Use delegate_permission/common.handle_all_urls for App Links, common.get_login_creds for shared sign-in.",
            domain: .assetlinks),
        .init(
            "assetlinks-namespace", .error,
            "A target's namespace is missing or is not android_app or web; Android skips the statement.",
            example: "[{\(relation), \"target\": {\"namespace\": \"android\", \"package_name\": \"com.example\"}}]",
            fix: "Write \"namespace\": \"android_app\" (or \"web\").", domain: .assetlinks),
        .init(
            "assetlinks-package-name", .error,
            "package_name is not an Android application ID: Java package segments ([A-Za-z_][A-Za-z0-9_]*) joined by dots, at least two.",
            example:
                "[{\(relation), \"target\": {\"namespace\": \"android_app\", \"package_name\": \"com.example-app\", \"sha256_cert_fingerprints\": [\"\(fingerprint)\"]}}]",
            fix: "Copy the applicationId from the app's build.gradle.", domain: .assetlinks),
        .init(
            "assetlinks-fingerprint", .error,
            "A sha256_cert_fingerprints entry is not 32 colon-separated upper-case hex bytes.",
            example: app(prints: "\"ab:cd\""),
            fix: "Copy the SHA-256 fingerprint from keytool or the Play Console: \(fingerprint).", domain: .assetlinks),
        .init(
            "assetlinks-fingerprint-lowercase", .error,
            "A fingerprint has lower-case hex digits; Android compares upper case and rejects it.",
            example: app(prints: "\"\(fingerprint.lowercased())\""),
            fix: "Write the hex digits in upper case.", domain: .assetlinks),
        .init(
            "assetlinks-fingerprint-sha1", .error,
            "A fingerprint is 20 bytes: the certificate's SHA-1, not its SHA-256.",
            example: app(prints: "\"\((0..<20).map { _ in "AB" }.joined(separator: ":"))\""),
            fix: "Use the SHA-256 line of keytool -list -v (32 bytes).", domain: .assetlinks),
        .init(
            "assetlinks-fingerprint-no-colons", .error,
            "A fingerprint is 64 hex digits without the colons between bytes.",
            example: app(prints: "\"\(String(repeating: "AB", count: 32))\""),
            fix: "Separate the bytes with colons: AB:CD:...", domain: .assetlinks),
        .init(
            "assetlinks-fingerprint-spaces", .error, "A fingerprint contains spaces (around it, or instead of colons).",
            example: app(prints: "\" \(fingerprint)\""),
            fix: "Remove the spaces.", domain: .assetlinks),
        .init(
            "assetlinks-site", .error,
            "A web target's site is not scheme://host[:port]: no http(s) scheme, a path (even '/'), a query, a fragment, login information or a bad port.",
            example:
                "[{\"relation\": [\"delegate_permission/common.get_login_creds\"], \"target\": {\"namespace\": \"web\", \"site\": \"https://example.com/\"}}]",
            fix: "Write only https://host (and :port when not the default).", domain: .assetlinks),
        .init(
            "assetlinks-duplicate-statement", .warning,
            "A statement repeats an earlier one (same relations and target).",
            example:
                "[{\"relation\": [\"delegate_permission/common.get_login_creds\"], \"target\": {\"namespace\": \"web\", \"site\": \"https://example.com\"}}, {\"relation\": [\"delegate_permission/common.get_login_creds\"], \"target\": {\"namespace\": \"web\", \"site\": \"https://example.com\"}}]",
            fix: "Remove the repetition.", domain: .assetlinks),
        .init(
            "assetlinks-include", .error,
            "An include statement Android ignores: not an https:// URL string, or combined with relation or target.",
            example: "[{\"include\": \"http://example.com/more-assetlinks.json\"}]",
            fix: "Point include at an https:// URL, in a statement of its own.", domain: .assetlinks),
        .init(
            "assetlinks-unknown-key", .warning,
            "A key Android does not know in a statement or target (often a typo, such as sha256_cert_fingerprint); it is ignored.",
            example:
                "[{\(relation), \"target\": {\"namespace\": \"android_app\", \"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [\"\(fingerprint)\"], \"sha256_cert_fingerprint\": [\"\(fingerprint)\"]}}]",
            fix: "Use the key the message suggests, or remove it.", domain: .assetlinks),
        .init(
            "assetlinks-relation-extensions", .warning,
            "relation_extensions is not an object keyed by one of the statement's relations, or holds dynamic rules for a web target; Android ignores it.",
            example: app(extra: ", \"relation_extensions\": {\"delegate_permission/common.get_login_creds\": {}}"),
            fix: "Key the extension by a relation the statement lists (delegate_permission/common.handle_all_urls).",
            domain: .assetlinks),
        .init(
            "assetlinks-dynamic-rules", .error,
            "dynamic_app_link_components is malformed (not an array, a rule that is not an object, an unknown key such as caseSensitive, a value of the wrong type): Android 15+ then ignores every dynamic rule of the statement.",
            example: rules("{\"/\": \"/shop/*\", \"caseSensitive\": false}"),
            fix: "Use only \"/\", \"?\" (a dictionary), \"#\" and \"exclude\" in each rule.", domain: .assetlinks),
        .init(
            "assetlinks-dynamic-query-string", .error,
            "A dynamic rule's \"?\" is a string; on Android it must be a dictionary of query parameters, and a string makes Android ignore every dynamic rule of the statement.",
            example: rules("{\"/\": \"/search\", \"?\": \"q=*\"}"),
            fix: "Write \"?\": {\"q\": \"*\"}.", domain: .assetlinks),
        .init(
            "assetlinks-dynamic-pattern", .warning,
            "A dynamic rule pattern Android reads literally where something else was likely meant: $(variables), a full URL, a leading '#', non-ASCII characters.",
            example: rules("{\"/\": \"/$(lang)/shop/*\"}"),
            fix: "Write the pattern as Android matches it: path only, percent-encoded, no variables.",
            domain: .assetlinks),
        .init(
            "assetlinks-too-large", .error, "The file is larger than 131,072 bytes.", example: nil,
            fix: "Shorten the file.", domain: .assetlinks),
    ]
}
