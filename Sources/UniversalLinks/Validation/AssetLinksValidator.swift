/// Checks the shape of an `assetlinks.json` file (SPEC §5): a JSON array of statements, each with a
/// `relation` list and a `target` (`android_app` with `package_name` and `sha256_cert_fingerprints`,
/// or `web` with `site`), or an `include` URL.
///
/// It checks what makes Android ignore a statement; it does not fetch `include`d files.
public struct AssetLinksValidator: Sendable {
    public init() {}

    public func validate(_ bytes: [UInt8]) -> DiagnosticReport {
        let read = JSONReader().read(bytes)
        var diagnostics = read.diagnostics
        guard bytes.count <= JSONReader.maximumFileSize else {
            diagnostics.append(
                Diagnostic(
                    "assetlinks-too-large", severity: .error,
                    "the file is \(bytes.count) bytes; keep it under \(JSONReader.maximumFileSize)"))
            return DiagnosticReport(diagnostics)
        }
        guard let root = read.root, read.isValidJSON else {
            if diagnostics.isEmpty {
                diagnostics.append(error("assetlinks-not-array", "the file is not JSON", at: 0, read))
            }
            return DiagnosticReport(diagnostics)
        }
        guard let statements = root.array else {
            diagnostics.append(
                error(
                    "assetlinks-not-array",
                    "an assetlinks.json file is a JSON array of statements, found \(root.typeDescription)",
                    at: root.offset, read, pointer: ""))
            return DiagnosticReport(diagnostics)
        }
        for (index, statement) in statements.enumerated() {
            diagnostics += check(statement, pointer: "/\(index)", read)
        }
        return DiagnosticReport(diagnostics).sorted()
    }

    private func check(_ statement: JSONNode, pointer: String, _ read: JSONReader.Result) -> [Diagnostic] {
        guard statement.members != nil else {
            return [
                error(
                    "assetlinks-statement", "a statement is an object, found \(statement.typeDescription)",
                    at: statement.offset, read, pointer: pointer)
            ]
        }
        if let include = statement["include"] {
            guard let url = include.string, url.hasPrefix("https://") else {
                return [
                    error(
                        "assetlinks-statement", "\"include\" is an https:// URL string", at: include.offset, read,
                        pointer: pointer + "/include")
                ]
            }
            return []
        }
        var found: [Diagnostic] = []
        if let relation = statement["relation"], let list = relation.array, !list.isEmpty,
            list.allSatisfy({ $0.string != nil })
        {
        } else {
            found.append(
                error(
                    "assetlinks-statement",
                    "\"relation\" is a non-empty array of strings such as \"delegate_permission/common.handle_all_urls\"",
                    at: statement["relation"]?.offset ?? statement.offset, read, pointer: pointer + "/relation"))
        }
        guard let target = statement["target"], target.members != nil else {
            found.append(
                error(
                    "assetlinks-statement", "a statement needs a \"target\" object", at: statement.offset, read,
                    pointer: pointer + "/target"))
            return found
        }
        switch target["namespace"]?.string {
        case "android_app":
            if target["package_name"]?.string?.isEmpty ?? true {
                found.append(
                    error(
                        "assetlinks-statement", "an android_app target needs \"package_name\"", at: target.offset, read,
                        pointer: pointer + "/target/package_name"))
            }
            if let prints = target["sha256_cert_fingerprints"]?.array, !prints.isEmpty {
                for (i, print) in prints.enumerated() where !Self.isFingerprint(print.string ?? "") {
                    found.append(
                        error(
                            "assetlinks-fingerprint",
                            "a SHA-256 fingerprint is 32 colon-separated upper-case hex bytes (AB:CD:...)",
                            at: print.offset, read, pointer: pointer + "/target/sha256_cert_fingerprints/\(i)"))
                }
            } else {
                found.append(
                    error(
                        "assetlinks-statement",
                        "an android_app target needs a non-empty \"sha256_cert_fingerprints\" array", at: target.offset,
                        read, pointer: pointer + "/target/sha256_cert_fingerprints"))
            }
        case "web":
            if target["site"]?.string == nil {
                found.append(
                    error(
                        "assetlinks-statement", "a web target needs \"site\"", at: target.offset, read,
                        pointer: pointer + "/target/site"))
            }
        default:
            found.append(
                error(
                    "assetlinks-statement", "\"target\".\"namespace\" is \"android_app\" or \"web\"",
                    at: target["namespace"]?.offset ?? target.offset, read, pointer: pointer + "/target/namespace"))
        }
        return found
    }

    static func isFingerprint(_ text: String) -> Bool {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 32
            && parts.allSatisfy {
                $0.utf8.count == 2 && $0.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) }
            }
    }

    private func error(
        _ code: DiagnosticCode, _ message: String, at offset: Int, _ read: JSONReader.Result, pointer: String? = nil
    ) -> Diagnostic {
        Diagnostic(code, severity: .error, message, at: read.source.location(of: offset), pointer: pointer)
    }
}
