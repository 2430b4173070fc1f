/// Walks a `/.well-known/webauthn` tree once: reads every `origins` entry as a browser would and records
/// every problem as a finding.
///
/// Browsers (WebAuthn Level 3 §5.11.1, https://w3c.github.io/webauthn/#sctn-validating-relation-origin)
/// read the entries in file order, skip one they cannot parse or whose host has no registrable domain, and
/// count the distinct labels in front of the public suffix: an entry that would add a label past the
/// fifth is skipped. Chrome (`ValidateWellKnownJSON`,
/// https://source.chromium.org/chromium/chromium/src/+/main:content/browser/webauth/webauth_request_security_checker.cc,
/// and its unit test) rejects the whole file when the root is not an object, `origins` is not an array or
/// an entry is not a string; Firefox (`validateRelatedOrigins`,
/// https://searchfox.org/firefox-main/source/dom/webauthn/WebAuthnRelatedOriginFetcher.sys.mjs) has the
/// same limit of five (`kMaxLabels`). No Safari source was found to say what WebKit does.
struct WebAuthnReader {
    /// The labels Chrome and Firefox count (`kMaxLabels`, the spec's recommended and minimum maximum).
    static let maximumLabels = 5

    var findings: [Finding] = []
    var origins: [WebAuthnOrigin] = []

    mutating func add(
        _ code: DiagnosticCode, _ message: Message, at offset: Int, pointer: String, hint: Message? = nil
    ) {
        findings.append(Finding(code: code, message: message, hint: hint, offset: offset, pointer: pointer))
    }

    mutating func read(_ root: JSONNode) {
        guard let members = root.members else {
            add(
                "webauthn-not-object",
                "a webauthn file is a JSON object with an \"origins\" array, found \(root.typeDescription); browsers reject it",
                at: root.offset, pointer: "")
            return
        }
        for member in members where member.key != "origins" {
            var message: Message = "unknown key \"\(member.key)\" is ignored by browsers"
            var hint: Message? = nil
            if let suggestion = Linter.suggestion(for: member.key, among: ["origins"]) {
                message += "; did you mean \"\(suggestion)\"?"
                hint = "rename \"\(member.key)\" to \"\(suggestion)\""
            }
            add(
                "webauthn-unknown-key", message, at: member.keyOffset,
                pointer: JSONPointer.appending("", member.key), hint: hint)
        }
        guard let node = root["origins"] else {
            add(
                "webauthn-origins", "the file has no \"origins\" array; browsers reject it", at: root.offset,
                pointer: "/origins")
            return
        }
        guard let list = node.array else {
            add(
                "webauthn-origins",
                "\"origins\" is an array of strings, found \(node.typeDescription); browsers reject the file",
                at: node.offset, pointer: "/origins")
            return
        }
        if list.isEmpty {
            add(
                "webauthn-empty", "the \"origins\" list is empty: no other origin may use this RP ID", at: node.offset,
                pointer: "/origins")
        }
        var labels: [String] = []
        var seen: [String: Int] = [:]
        for (index, entry) in list.enumerated() {
            let pointer = JSONPointer.appending("/origins", index)
            guard let text = entry.string else {
                add(
                    "webauthn-origin-type",
                    "origin \(index) is \(entry.typeDescription), not a string; Chrome rejects the whole file",
                    at: entry.offset, pointer: pointer)
                continue
            }
            var origin = readOrigin(text, at: entry.offset, pointer: pointer)
            if let label = origin.label {
                if !labels.contains(label) {
                    if labels.count >= Self.maximumLabels {
                        if origin.isUsable {
                            add(
                                "webauthn-label-limit",
                                "origin \"\(text)\" brings label \"\(label)\" after the first \(Self.maximumLabels) distinct labels (\(labels.joined(separator: ", "))); browsers count no more and ignore it",
                                at: entry.offset, pointer: pointer)
                        }
                        origin.isUsable = false
                    } else {
                        labels.append(label)
                    }
                }
            }
            if let serialized = origin.serialized, origin.isUsable {
                if let first = seen[serialized] {
                    add(
                        "webauthn-duplicate-origin", "origin \"\(text)\" repeats origin \(first) (\(serialized))",
                        at: entry.offset, pointer: pointer)
                    continue
                }
                seen[serialized] = index
            }
            origins.append(origin)
        }
    }
}
