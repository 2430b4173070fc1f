extension AssetLinksReader {
    static let appTargetKeys = ["namespace", "package_name", "sha256_cert_fingerprints"]
    static let webTargetKeys = ["namespace", "site"]

    mutating func readTarget(_ node: JSONNode, pointer: String) -> AssetLinksStatement.Target {
        guard let members = node.members else {
            add(
                "assetlinks-statement",
                "\"target\" is an object, found \(node.typeDescription); Android skips this statement",
                at: node.offset, pointer: pointer)
            return .unusable
        }
        let namespace = node["namespace"]
        switch namespace?.string {
        case "android_app":
            for member in members where !Self.appTargetKeys.contains(member.key) {
                unknownKey(member, known: Self.appTargetKeys, place: "in an android_app target", pointer: pointer)
            }
            let name = readPackageName(node, pointer: pointer)
            let prints = readFingerprints(node, pointer: pointer)
            guard let name, !prints.isEmpty else { return .unusable }
            return .androidApp(packageName: name, fingerprints: prints)
        case "web":
            for member in members where !Self.webTargetKeys.contains(member.key) {
                unknownKey(member, known: Self.webTargetKeys, place: "in a web target", pointer: pointer)
            }
            guard let site = node["site"] else {
                add("assetlinks-statement", "a web target needs \"site\"", at: node.offset, pointer: pointer + "/site")
                return .unusable
            }
            guard let text = site.string else {
                add(
                    "assetlinks-site", "\"site\" is a URL string, found \(site.typeDescription)", at: site.offset,
                    pointer: pointer + "/site")
                return .unusable
            }
            if let problem = Self.siteProblem(text) {
                add("assetlinks-site", "site \"\(text)\" \(problem)", at: site.offset, pointer: pointer + "/site")
                return .unusable
            }
            return .web(site: text)
        default:
            let suggestion = namespace?.string.flatMap { Linter.suggestion(for: $0, among: ["android_app", "web"]) }
            add(
                "assetlinks-namespace",
                (namespace.map {
                    "namespace \($0.string.map { "\"\($0)\"" } ?? $0.typeDescription) is not \"android_app\" or \"web\""
                }
                    ?? "the target has no \"namespace\"") + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
                    + "; Android skips this statement",
                at: namespace?.offset ?? node.offset, pointer: pointer + "/namespace")
            return .unusable
        }
    }

    private mutating func readPackageName(_ target: JSONNode, pointer: String) -> String? {
        let p = pointer + "/package_name"
        guard let node = target["package_name"] else {
            add("assetlinks-statement", "an android_app target needs \"package_name\"", at: target.offset, pointer: p)
            return nil
        }
        guard let name = node.string else {
            add(
                "assetlinks-package-name", "\"package_name\" is a string, found \(node.typeDescription)",
                at: node.offset, pointer: p)
            return nil
        }
        if let problem = Self.packageNameProblem(name) {
            add("assetlinks-package-name", "package name \"\(name)\" \(problem)", at: node.offset, pointer: p)
            return nil
        }
        return name
    }

    /// A package name is a Java package name with at least two segments (Android's application ID):
    /// segments of `[A-Za-z_][A-Za-z0-9_]*` joined by dots.
    static func packageNameProblem(_ name: String) -> Message? {
        if name.isEmpty { return "is empty" }
        if name.contains(where: \.isWhitespace) { return "contains white space" }
        if name.contains("-") { return "contains '-' (use '_' in Java package names)" }
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        if segments.contains(where: \.isEmpty) { return "has an empty segment (a leading, trailing or double '.')" }
        for segment in segments {
            guard let first = segment.utf8.first else { continue }
            if first >= 0x30 && first <= 0x39 { return "has a segment starting with a digit (\"\(segment)\")" }
            let ok = segment.utf8.allSatisfy {
                ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F
            }
            if !ok { return "has a character outside A-Z a-z 0-9 _ in \"\(segment)\"" }
        }
        if segments.count < 2 { return "has one segment; an Android application ID has at least two (com.example)" }
        return nil
    }

    private mutating func readFingerprints(_ target: JSONNode, pointer: String) -> [String] {
        let p = pointer + "/sha256_cert_fingerprints"
        guard let node = target["sha256_cert_fingerprints"] else {
            add(
                "assetlinks-statement", "an android_app target needs \"sha256_cert_fingerprints\"", at: target.offset,
                pointer: p)
            return []
        }
        guard let list = node.array, !list.isEmpty else {
            add(
                "assetlinks-statement",
                "\"sha256_cert_fingerprints\" is a non-empty array of fingerprints, found \(node.array != nil ? "an empty array" : node.typeDescription)",
                at: node.offset, pointer: p)
            return []
        }
        var prints: [String] = []
        var invalid = false
        for (i, item) in list.enumerated() {
            let ip = JSONPointer.appending(p, i)
            guard let text = item.string else {
                add(
                    "assetlinks-fingerprint", "a fingerprint is a string, found \(item.typeDescription)",
                    at: item.offset, pointer: ip)
                invalid = true
                continue
            }
            if let (code, message) = Self.fingerprintProblem(text) {
                add(code, message + "; the whole statement is skipped", at: item.offset, pointer: ip)
                invalid = true
                continue
            }
            prints.append(text)
        }
        // Google's parser rejects the whole statement when one fingerprint is malformed ("malformed cert").
        return invalid ? [] : prints
    }
}
