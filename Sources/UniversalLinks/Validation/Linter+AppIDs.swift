extension Linter {
    /// Markers of a template value that was never filled in.
    static let placeholderMarkers = [
        "TEAM_ID", "TEAMID", "TEAM-ID", "TEAM_DEVELOPER", "YOUR_", "YOUR-", "YOURTEAM", "$(", "${", "{{", "<", ">",
        "APP_ID", "APPID_PREFIX", "BUNDLE_ID", "BUNDLE_IDENTIFIER", "XXXXX", "%TEAM", "__",
    ]
    /// The markers that a syntactically valid app ID can contain.
    static let placeholderWords = placeholderMarkers.filter { $0.utf8.allSatisfy(isASCIIAlphanumeric) }
    /// App IDs and prefixes from Apple's documentation and common tutorials.
    static let examplePrefixes: Set<String> = ["ABCDE12345", "D3KQX62K1A", "9JA89QQLNQ", "A1B2C3D4E5", "1234567890"]
    static let commonTLDs: Set<String> = [
        "com", "org", "net", "io", "app", "dev", "co", "de", "fr", "uk", "jp", "cn", "kr", "br", "ru", "in", "us",
        "me", "tv", "ai", "edu", "gov", "nl", "se", "ch", "it", "es", "ca", "au", "eu",
    ]

    mutating func lintAppIDs() {
        for (service, section) in file.appListServices {
            for id in section.apps { lintAppID(id, where: service.rawValue + ".apps") }
        }
        guard let applinks = file.applinks else { return }
        var firstDetail: [String: Int] = [:]
        for (index, detail) in applinks.details.enumerated() {
            if detail.hasAppIDKey && detail.hasAppIDsKey && applinks.detailsForm == .array {
                add(
                    "app-id-and-app-ids", "this detail has both \"appID\" and \"appIDs\"; iOS uses the union of both",
                    at: detail.offset, pointer: detail.pointer)
            }
            if detail.appIDs.isEmpty {
                add(
                    "detail-without-app",
                    detail.hasAppIDsKey ? "\"appIDs\" is empty: this detail names no app" : "this detail names no app (no \"appID\" or \"appIDs\")",
                    at: detail.offset, pointer: detail.pointer)
            }
            for id in detail.appIDs {
                lintAppID(id, where: "applinks")
                if let earlier = firstDetail[id.value] {
                    add(
                        "duplicate-app",
                        "\(id.value) is already listed in detail \(earlier); iOS uses only the first detail for an app, so these rules are ignored (our reading of Apple's documentation)",
                        at: id.offset, pointer: id.pointer)
                } else {
                    firstDetail[id.value] = index
                }
            }
        }
    }

    mutating func lintAppID(_ id: Located<String>, where place: String) {
        let value = id.value
        if value.isEmpty {
            add("empty-app-id", "app ID is empty in \(place)", at: id.offset, pointer: id.pointer)
            return
        }
        // A well-formed ID cannot hold the punctuation of most placeholders: check only the words.
        let wellFormed = AppID(value)
        let upper = value.uppercased()
        let markers = wellFormed == nil ? Self.placeholderMarkers : Self.placeholderWords
        if let marker = markers.first(where: { upper.includes($0) }) {
            add(
                "app-id-placeholder", "app ID \"\(value)\" is a placeholder (contains \(marker)) that was never filled in",
                at: id.offset, pointer: id.pointer)
            return
        }
        if value.contains(where: { $0 == "*" }) {
            add(
                "invalid-app-id", "app ID \"\(value)\" contains '*'; wildcards are never valid in an association file",
                at: id.offset, pointer: id.pointer, hint: "list each app ID in full")
            return
        }
        if let first = value.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false).first,
            first.count < value.utf8.count, first.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }),
            Self.commonTLDs.contains(String(decoding: first, as: UTF8.self))
        {
            add(
                "app-id-missing-prefix",
                "\"\(value)\" is a bundle ID without the App ID prefix (Team ID)", at: id.offset, pointer: id.pointer,
                hint: "write <Team ID>.\(value), e.g. ABCDE12345.\(value)")
            return
        }
        guard let appID = wellFormed else {
            let reason: String
            if !value.contains(where: { $0 == "." }) {
                reason = "it has no '.' between the App ID prefix and the bundle ID"
            } else if let bad = value.unicodeScalars.first(where: {
                !($0.isASCIIAlphanumeric || $0 == "." || $0 == "-")
            }) {
                reason = "'\(bad)' is not allowed (letters, digits, '.' and '-' only)"
            } else {
                reason = "it is not <prefix>.<bundle ID>"
            }
            add("invalid-app-id", "app ID \"\(value)\" is invalid: \(reason)", at: id.offset, pointer: id.pointer)
            return
        }
        if !appID.hasTeamIDShapedPrefix {
            add(
                "unusual-app-id-prefix",
                "App ID prefix \"\(appID.prefix)\" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs",
                at: id.offset, pointer: id.pointer)
        }
        if Self.examplePrefixes.contains(appID.prefix) || appID.bundleID.hasPrefix("com.example.") {
            add(
                "example-app-id", "\"\(value)\" looks like an example app ID from documentation", at: id.offset,
                pointer: id.pointer)
        }
    }
}
