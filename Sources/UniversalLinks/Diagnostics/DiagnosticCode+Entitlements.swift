extension DiagnosticCode {
    /// Associated Domains entitlement findings (`ulinks entitlements`). Each example is a complete
    /// `.entitlements` property list that ``EntitlementsValidator`` reads.
    static let entitlementCodes: [DiagnosticCodeInfo] = [
        entitlement(
            "not-property-list", .error,
            "The file is not a property list (XML or binary) nor a Mach-O binary with a code signature.",
            example: "applinks:example.com\n",
            fix: "Pass the .entitlements file, the app's Info.plist-style plist or its binary."),
        entitlement(
            "entitlement-wrong-type", .error, "com.apple.developer.associated-domains is not an array of strings.",
            example: plist(raw: "<string>applinks:example.com</string>"), fix: "Make it an array of strings."),
        entitlement(
            "no-associated-domains", .warning,
            "The entitlements have no (or an empty) com.apple.developer.associated-domains array.",
            example: plist(), fix: "Add the Associated Domains capability with applinks:<your host>."),
        entitlement(
            "missing-service", .error, "An entry has no service prefix.", example: plist("example.com"),
            fix: "Write service:host, e.g. applinks:example.com."),
        entitlement(
            "unknown-service", .error,
            "The service before ':' is not applinks, webcredentials, appclips or activitycontinuation.",
            example: plist("applink:example.com"), fix: "Use one of the four services, spelled in lower case."),
        entitlement(
            "entitlement-scheme", .error, "The entry contains a URL scheme such as https://.",
            example: plist("applinks:https://example.com"), fix: "Write the host alone: applinks:example.com."),
        entitlement(
            "entitlement-path", .error, "The entry contains a path; entitlements name hosts only.",
            example: plist("applinks:example.com/products"),
            fix: "Remove the path; choose paths in the apple-app-site-association file."),
        entitlement(
            "entitlement-trailing-slash", .error, "The entry ends with '/'.", example: plist("applinks:example.com/"),
            fix: "Remove the trailing slash."),
        entitlement(
            "entitlement-whitespace", .error, "The entry contains white space (often a leading or trailing space).",
            example: plist("applinks: example.com"), fix: "Remove the spaces."),
        entitlement(
            "entitlement-query", .error, "The entry has a query other than ?mode=.",
            example: plist("applinks:example.com?lang=en"),
            fix: "Remove the query; only ?mode=developer|managed|developer+managed is allowed."),
        entitlement(
            "unknown-mode", .error, "?mode= names something other than developer, managed or developer+managed.",
            example: plist("applinks:example.com?mode=debug"),
            fix: "Use mode=developer, mode=managed or mode=developer+managed."),
        entitlement(
            "applinks-port", .error,
            "An applinks entry names a port; iOS fetches the file from port 443 only (TN3155).",
            example: plist("applinks:example.com:8443"), fix: "Remove the port and serve the file on 443."),
        entitlement(
            "invalid-port", .error, "The text after the host's ':' is not a port number.",
            example: plist("webcredentials:example.com:http"),
            fix: "Remove it."),
        entitlement(
            "appclips-wildcard", .error, "An appclips entry uses a wildcard, which App Clips do not support.",
            example: plist("appclips:*.example.com"), fix: "List each App Clip host explicitly."),
        entitlement(
            "wildcard-without-dot", .error,
            "The wildcard is not followed by a dot (*example.com); iOS understands only '*.'.",
            example: plist("applinks:*example.com"), fix: "Write *.example.com (and list example.com itself if needed)."
        ),
        entitlement(
            "misplaced-wildcard", .error, "'*' appears elsewhere than at the start of the host.",
            example: plist("applinks:www.*.example.com"), fix: "Use '*.' at the start of the host, or list each host."),
        entitlement(
            "non-ascii-host", .error,
            "The host has non-ASCII characters; the entitlement needs its Punycode (IDNA) form.",
            example: plist("applinks:bücher.example"),
            fix: "Write the xn-- form given in the message (here xn--bcher-kva.example)."),
        entitlement(
            "invalid-host", .error,
            "The host is empty or not a valid DNS name (bad characters, empty label, bad Punycode).",
            example: plist("applinks:exa_mple.com"), fix: "Write a host name of letters, digits, '-' and '.'."),
        entitlement(
            "ip-address-host", .error, "The host is an IP address, which only developer mode accepts.",
            example: plist("applinks:192.168.1.20"),
            fix: "Use a domain name, or add ?mode=developer for a development server."),
        entitlement(
            "localhost-host", .error, "The host is localhost, which only developer mode accepts.",
            example: plist("applinks:localhost"), fix: "Use the server's domain name, or add ?mode=developer."),
        entitlement(
            "duplicate-entry", .warning, "The same service and host are listed twice.",
            example: plist("applinks:example.com", "applinks:EXAMPLE.com"), fix: "Remove the duplicate."),
        entitlement(
            "too-many-domains", .warning,
            "More than 30 distinct domains are listed; Apple advises no more than about 20-30.",
            example: plist((1...31).map { "applinks:host\($0).example.com" }),
            fix: "Use wildcard entries (*.example.com) or fewer domains."),
        entitlement(
            "wildcard-misses-apex", .warning,
            "A wildcard entry *.example.com is listed without example.com; the wildcard does not cover the apex (our reading of Apple's guide).",
            example: plist("applinks:*.example.com"),
            fix: "Also list applinks:example.com if links on example.com should open the app."),
        entitlement(
            "application-identifier-repeated-prefix", .warning,
            "The application-identifier repeats its App ID prefix (TEAMID.TEAMID.bundle.id): the bundle ID was given as a full app ID.",
            example: plist(raw: nil).replacingOccurrences(
                of: "<dict>\n",
                with:
                    "<dict>\n    <key>application-identifier</key>\n    <string>ABCDE12345.ABCDE12345.com.example.app</string>\n    <key>com.apple.developer.associated-domains</key>\n    <array><string>applinks:example.com</string></array>\n"
            ),
            fix: "Set the bundle identifier without the prefix (com.example.app); Xcode adds the prefix."),
    ]

    private static func entitlement(
        _ code: DiagnosticCode, _ severity: Severity, _ summary: Message, example: String?, fix: Message?
    ) -> DiagnosticCodeInfo {
        DiagnosticCodeInfo(code, severity, summary, example: example, fix: fix, domain: .entitlements)
    }

    private static func plist(_ entries: String...) -> String { plist(entries) }

    private static func plist(_ entries: [String]) -> String {
        plist(raw: "<array>\n" + entries.map { "        <string>\($0)</string>\n" }.joined() + "    </array>")
    }

    /// An XML `.entitlements` file whose associated-domains value is `value` (nil: no such key).
    private static func plist(raw value: String?) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        if let value { text += "    <key>com.apple.developer.associated-domains</key>\n    \(value)\n" }
        return text + "</dict>\n</plist>\n"
    }
}
