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

    /// The markers as bytes, in list order, with whether each is a word and the set of its bytes.
    static let placeholderMarkerBytes: [(bytes: [UInt8], isWord: Bool, mask: ByteMask)] = placeholderMarkers.map {
        (Array($0.utf8), $0.utf8.allSatisfy(isASCIIAlphanumeric), ByteMask($0.utf8))
    }

    /// `placeholderMarkerBytes` without the bytes.
    static let placeholderMarkerMasks: [(isWord: Bool, mask: ByteMask)] = placeholderMarkerBytes.map {
        ($0.isWord, $0.mask)
    }

    /// A set of ASCII bytes.
    struct ByteMask {
        var low: UInt64 = 0
        var high: UInt64 = 0

        init(_ bytes: some Sequence<UInt8>) { for b in bytes { insert(b) } }

        @inline(__always)
        mutating func insert(_ b: UInt8) {
            if b < 64 { low |= 1 << UInt64(b) } else if b < 128 { high |= 1 << UInt64(b - 64) }
        }

        func isSubset(of other: ByteMask) -> Bool { low & ~other.low == 0 && high & ~other.high == 0 }
    }

    mutating func lintAppIDs() {
        file.forEachAppListService { service, section in
            for id in section.apps { lintAppID(id, in: service) }
        }
        guard let applinks = file.applinks else { return }
        // The first detail of each app ID: a list while short, a dictionary beyond.
        var firstDetail: [String: Int] = [:]
        var firstDetailList: [(id: String, detail: Int)] = []
        let linear = applinks.details.count <= 8
        if linear { firstDetailList.reserveCapacity(2 * applinks.details.count) }
        for index in applinks.details.indices {
            lintAppIDs(
                of: applinks.details[index], index, applinks.detailsForm, linear, &firstDetail, &firstDetailList)
        }
    }

    private mutating func lintAppIDs(
        of detail: Detail, _ index: Int, _ detailsForm: AppLinks.DetailsForm, _ linear: Bool,
        _ firstDetail: inout [String: Int], _ firstDetailList: inout [(id: String, detail: Int)]
    ) {
        if detail.hasAppIDKey && detail.hasAppIDsKey && detailsForm == .array {
            add(
                "app-id-and-app-ids", "this detail has both \"appID\" and \"appIDs\"; iOS uses the union of both",
                at: detail.offset, pointer: detail.pointer)
        }
        if detail.appIDs.isEmpty {
            add(
                "detail-without-app",
                detail.hasAppIDsKey
                    ? "\"appIDs\" is empty: this detail names no app"
                    : "this detail names no app (no \"appID\" or \"appIDs\")",
                at: detail.offset, pointer: detail.pointer)
        }
        for id in detail.appIDs {
            lintAppID(id, in: .applinks)
            let earlier =
                linear ? firstDetailList.first(where: { $0.id == id.value })?.detail : firstDetail[id.value]
            if let earlier {
                add(
                    "duplicate-app",
                    "\(id.value) is already listed in detail \(earlier); iOS uses only the first detail for an app, so these rules are ignored (our reading of Apple's documentation)",
                    at: id.offset, pointer: id.pointer)
            } else if linear {
                firstDetailList.append((id.value, index))
            } else {
                firstDetail[id.value] = index
            }
        }
    }

    mutating func lintAppID(_ id: Located<String>, in service: Service) {
        let value = id.value
        if value.isEmpty {
            let place = service == .applinks ? "applinks" : service.rawValue + ".apps"
            add("empty-app-id", "app ID is empty in \(place)", at: id.offset, pointer: id.pointer)
            return
        }
        let done = value.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains(where: { $0 >= 0x80 }) && lintASCIIAppID(id, bytes)
        }
        if done != true { lintAnyAppID(id) }
    }

    /// An ASCII app ID, byte by byte: the same findings as ``lintAnyAppID(_:)`` (for ASCII text,
    /// `uppercased()` is ASCII upper case and every Character is one byte, or CR LF).
    private mutating func lintASCIIAppID(_ id: Located<String>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let dot = Self.wellFormedAppIDDot(bytes)
        var present = ByteMask([])
        for b in bytes { present.insert(Self.upper(b)) }
        // A well-formed ID cannot hold the punctuation of most placeholders: check only the words.
        // The masks (plain values) rule out most markers before their bytes (arrays) are read.
        let masks = Self.placeholderMarkerMasks
        for k in masks.indices where (dot == nil || masks[k].isWord) && masks[k].mask.isSubset(of: present) {
            let marker = Self.placeholderMarkerBytes[k].bytes
            guard Self.includesUpper(bytes, marker) else { continue }
            add(
                "app-id-placeholder",
                "app ID \"\(id.value)\" is a placeholder (contains \(String(decoding: marker, as: UTF8.self))) that was never filled in",
                at: id.offset, pointer: id.pointer)
            return true
        }
        if let dot {
            // Well-formed: no '*', and the prefix (not lower-case letters only) is no TLD.
            let prefix = UnsafeBufferPointer(rebasing: bytes[..<dot])
            let bundle = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            if prefix.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
                // Could be a TLD: the general path decides.
                lintAnyAppID(id)
                return true
            }
            let teamShaped =
                prefix.count == 10
                && prefix.allSatisfy {
                    ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                        || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                }
            if !teamShaped {
                add(
                    "unusual-app-id-prefix",
                    "App ID prefix \"\(String(decoding: prefix, as: UTF8.self))\" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs",
                    at: id.offset, pointer: id.pointer)
            } else if bundle.count > prefix.count, bundle.starts(with: prefix),
                bundle[prefix.count] == UInt8(ascii: ".")
            {
                lintRepeatedPrefix(id)
            }
            if Self.examplePrefixBytes.contains(where: { $0.elementsEqual(prefix) })
                || bundle.starts(with: "com.example.".utf8)
            {
                add(
                    "example-app-id",
                    "\"\(id.value)\" looks like an example app ID from documentation",
                    at: id.offset, pointer: id.pointer)
            }
            return true
        }
        lintAnyAppID(id)
        return true
    }

    /// `TEAMID.TEAMID.bundle`: the full app ID pasted where the bundle ID was asked for.
    private mutating func lintRepeatedPrefix(_ id: Located<String>) {
        guard let finding = AppID(id.value)?.repeatedPrefixFinding else { return }
        add("app-id-repeated-prefix", finding.message, at: id.offset, pointer: id.pointer, hint: finding.hint)
    }

    static let examplePrefixBytes: [[UInt8]] = examplePrefixes.map { Array($0.utf8) }

    /// True when `hay`, ASCII upper-cased, contains `needle`.
    static func includesUpper(_ hay: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard hay.count >= needle.count else { return false }
        var i = 0
        let last = hay.count - needle.count
        while i <= last {
            if upper(hay[i]) == first {
                var k = 1
                while k < needle.count && upper(hay[i + k]) == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }

    @inline(__always)
    static func upper(_ b: UInt8) -> UInt8 { b >= 0x61 && b <= 0x7A ? b - 0x20 : b }

    /// The index of the first `.` when `bytes` is a well-formed app ID (the grammar of
    /// ``AppID/init(_:)``), nil otherwise.
    static func wellFormedAppIDDot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot > 0, dot + 1 < bytes.count else { return nil }
        for b in bytes[..<dot] where !isASCIIAlphanumeric(b) { return nil }
        guard bytes[dot + 1] != UInt8(ascii: "."), bytes[bytes.count - 1] != UInt8(ascii: ".") else { return nil }
        var previousDot = false
        for b in bytes[(dot + 1)...] {
            let isDot = b == UInt8(ascii: ".")
            guard isDot || b == UInt8(ascii: "-") || isASCIIAlphanumeric(b), !(isDot && previousDot) else { return nil }
            previousDot = isDot
        }
        return dot
    }

    /// Any app ID, as Characters and Unicode upper case (non-ASCII IDs; never well-formed).
    mutating func lintAnyAppID(_ id: Located<String>) {
        let value = id.value
        // A well-formed ID cannot hold the punctuation of most placeholders: check only the words.
        let wellFormed = AppID(value)
        let upper = value.uppercased()
        let markers = wellFormed == nil ? Self.placeholderMarkers : Self.placeholderWords
        if let marker = markers.first(where: { upper.includes($0) }) {
            add(
                "app-id-placeholder",
                "app ID \"\(value)\" is a placeholder (contains \(marker)) that was never filled in",
                at: id.offset, pointer: id.pointer)
            return
        }
        if value.contains(where: { $0 == "*" }) {
            add(
                "invalid-app-id", "app ID \"\(value)\" contains '*'; wildcards are never valid in an association file",
                at: id.offset, pointer: id.pointer, hint: "list each app ID in full")
            return
        }
        if AppID.isBareBundleID(value) {
            add(
                "app-id-missing-prefix",
                "\"\(value)\" is a bundle ID without the App ID prefix (Team ID)", at: id.offset, pointer: id.pointer,
                hint: "write <Team ID>.\(value), e.g. ABCDE12345.\(value)")
            return
        }
        guard let appID = wellFormed else {
            let reason: Message
            if !value.contains(where: { $0 == "." }) {
                reason = "it has no '.' between the App ID prefix and the bundle ID"
            } else if let bad = value.unicodeScalars.first(where: {
                !($0.isASCIIAlphanumeric || $0 == "." || $0 == "-")
            }) {
                reason = "'\(String(bad))' is not allowed (letters, digits, '.' and '-' only)"
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
        lintRepeatedPrefix(id)
        if Self.examplePrefixes.contains(appID.prefix) || appID.bundleID.hasPrefix("com.example.") {
            add(
                "example-app-id", "\"\(value)\" looks like an example app ID from documentation", at: id.offset,
                pointer: id.pointer)
        }
    }
}
