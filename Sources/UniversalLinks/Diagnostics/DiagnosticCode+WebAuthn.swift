extension DiagnosticCode {
    /// A file whose `origins` are `list` (a JSON array's content).
    private static func origins(_ list: String) -> String { "{\"origins\": [\(list)]}" }

    /// The `/.well-known/webauthn` file (WebAuthn Level 3, §5.11.1 "Validating Related Origins"),
    /// checked by ``WebAuthnValidator``. What browsers do is Chrome's `ValidateWellKnownJSON`
    /// (content/browser/webauth/webauth_request_security_checker.cc and its unit test) and Firefox's
    /// `validateRelatedOrigins` (dom/webauthn/WebAuthnRelatedOriginFetcher.sys.mjs).
    static let webAuthnCodes: [DiagnosticCodeInfo] = [
        .init(
            "webauthn-not-object", .error,
            "The file is not a JSON object; browsers reject it (Chrome: BAD_RELYING_PARTY_ID_JSON_PARSE_ERROR).",
            example: "[\"https://example.co.uk\"]",
            fix: "Publish a JSON object with an \"origins\" array of https:// origins.",
            domain: .webauthn),
        .init(
            "webauthn-origins", .error,
            "\"origins\" is missing or is not an array; browsers reject the file.",
            example: "{\"origin\": [\"https://example.co.uk\"]}",
            fix: "List the origins in an \"origins\" array of strings.", domain: .webauthn),
        .init(
            "webauthn-origin-type", .error,
            "An \"origins\" entry is not a string; Chrome rejects the whole file.",
            example: origins("{\"origin\": \"https://example.co.uk\"}"),
            fix: "Write each origin as a string: \"https://host\".", domain: .webauthn),
        .init(
            "webauthn-empty", .warning, "The \"origins\" list is empty: it allows no other origin.",
            example: origins(""), fix: "List the origins that may use this RP ID, or remove the file.",
            domain: .webauthn),
        .init(
            "webauthn-origin-invalid", .error,
            "An origin is not a URL browsers can parse (no scheme://, a bad host or port); browsers skip it.",
            example: origins("\"example.co.uk\""), fix: "Write the origin as https://host (and :port when not 443).",
            domain: .webauthn),
        .init(
            "webauthn-origin-scheme", .error,
            "An origin is not https://: web pages can use WebAuthn only in a secure context, so no request comes from it (an android:apk-key-hash: origin belongs in assetlinks.json, not here).",
            example: origins("\"http://example.co.uk\""), fix: "Write https://.", domain: .webauthn),
        .init(
            "webauthn-origin-no-domain", .error,
            "An origin's host has no registrable domain (an IP address, localhost, or a public suffix such as github.io); browsers skip it.",
            example: origins("\"https://192.0.2.1\""), fix: "List origins on a registered domain name.",
            domain: .webauthn),
        .init(
            "webauthn-origin-path", .warning,
            "An origin has a path (even a trailing /), a query, a fragment or login information; browsers keep only scheme, host and port.",
            example: origins("\"https://example.co.uk/\""), fix: "Write only https://host[:port].",
            domain: .webauthn),
        .init(
            "webauthn-origin-form", .warning,
            "An origin is not written as browsers serialise it (upper-case or Unicode host, the default port :443); browsers normalise it, other tools may compare the text.",
            example: origins("\"https://Example.co.uk\""),
            fix: "Write the host in lower case (Punycode for an internationalised name), without :443.",
            domain: .webauthn),
        .init(
            "webauthn-duplicate-origin", .warning, "An origin repeats an earlier one (the same once serialised).",
            example: origins("\"https://example.co.uk\", \"https://example.co.uk\""),
            fix: "Remove the repetition.", domain: .webauthn),
        .init(
            "webauthn-label-limit", .error,
            "An origin adds a sixth distinct registrable-domain label (the name in front of the public suffix); Chrome and Firefox read the first five labels only and ignore it.",
            example: origins(
                "\"https://a.com\", \"https://b.com\", \"https://c.com\", \"https://d.com\", \"https://e.com\", \"https://f.com\""
            ),
            fix:
                "Use at most five distinct labels (example.com, example.co.uk and example.de share one), or move origins to another RP ID.",
            domain: .webauthn),
        .init(
            "webauthn-unknown-key", .warning,
            "A key other than \"origins\" at the top level; browsers ignore it (often a typo).",
            example: "{\"origins\": [\"https://example.co.uk\"], \"origns\": []}", fix: "Remove it or rename it.",
            domain: .webauthn),
    ]
}
