/// `adb shell pm get-app-links [--user N] [PACKAGE]` and `adb shell dumpsys package d` (Android 12+),
/// as AOSP's DomainVerificationDebug prints them:
///
///     com.example.app:
///       ID: 01234567-89ab-cdef-0123-456789abcdef
///       Signatures: [14:6D:...]
///       Domain verification state:
///         example.com: verified
///       User 0:
///         Verification link handling allowed: true
///         Selection state:
///           Disabled:
///             example.com
///
/// Read by its headings, not its indentation (the same block appears indented by `dumpsys` and not by
/// `pm`).
extension DeviceStateReader {
    private enum Section {
        case none, states, invalid, user, enabled, disabled
    }

    func readAppLinks(_ lines: [Substring], into state: inout DeviceState) {
        var package: String?
        var section = Section.none
        var allowed: [String: Bool] = [:]
        // Per "package domain": the user's selection, read after the entries.
        var selected: [String: Bool] = [:]
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            switch text {
            case "Domain verification status:":
                section = .none
                continue
            case "Domain verification state:":
                section = package == nil ? .none : .states
                continue
            case "Invalid autoVerify domains:":
                section = .invalid
                continue
            case "Selection state:":
                section = .user
                continue
            case "Enabled:":
                section = .enabled
                continue
            case "Disabled:":
                section = .disabled
                continue
            default: break
            }
            if text.hasPrefix("ID: ") || text.hasPrefix("Signatures: ") { continue }
            if text.hasPrefix("User "), text.hasSuffix(":") {
                section = .user
                continue
            }
            if text.hasPrefix("Verification link handling allowed:"), let package {
                allowed[package] = text.hasSuffix("true")
                continue
            }
            if let name = Self.packageHeading(text) {
                package = name
                section = .none
                continue
            }
            guard let package else {
                unknown(line, number: number, into: &state)
                continue
            }
            switch section {
            case .states:
                guard let colon = text.lastIndex(of: ":") else {
                    unknown(line, number: number, into: &state)
                    continue
                }
                let domain = text[..<colon].trimmingCharacters(in: .whitespaces)
                let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                guard !domain.isEmpty, !value.isEmpty, !domain.contains(" ") else {
                    unknown(line, number: number, into: &state)
                    continue
                }
                add(DeviceStateEntry(service: nil, app: package, domain: domain, state: value, line: number), to: &state)
            case .invalid where !text.contains(" "):
                add(DeviceStateEntry(service: nil, app: package, domain: text, state: "invalid", line: number), to: &state)
            case .enabled where !text.contains(" "), .disabled where !text.contains(" "):
                // `none` under a heading means an empty list.
                if text != "none" { selected[package + " " + text] = section == .enabled }
            default:
                unknown(line, number: number, into: &state)
            }
        }
        for k in state.entries.indices {
            let key = state.entries[k].app + " " + state.entries[k].domain
            state.entries[k].linkHandlingAllowed = allowed[state.entries[k].app]
            if let choice = selected[key] { state.entries[k].userSelected = choice }
            explainAndroid(&state.entries[k])
        }
    }

    /// `com.example.app:` or `com.example.app 01234567-...:` (the user block's own heading); nil for
    /// any other line.
    static func packageHeading(_ text: String) -> String? {
        guard text.hasSuffix(":"), !text.contains(": ") else { return nil }
        let body = text.dropLast()
        let name = String(body.split(separator: " ", maxSplits: 1).first ?? "")
        return StatementListParser.isPackageName(name) && name.contains(".") ? name : nil
    }
}
