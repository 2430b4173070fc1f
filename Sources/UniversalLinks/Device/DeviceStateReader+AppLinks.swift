#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    func readAppLinks(_ lines: [DeviceStateLine], into state: inout DeviceState) {
        var package: String?
        var section = Section.none
        var allowed: [String: Bool] = [:]
        // Per "package domain": the user's selection, read after the entries.
        var selected: [String: Bool] = [:]
        // Per package: the signing certificates' SHA-256 fingerprints of its `Signatures:` line.
        var signatures: [String: [String]] = [:]
        for line in lines where !line.isEmpty {
            if line.equals("Domain verification status:") {
                section = .none
                continue
            }
            if line.equals("Domain verification state:") {
                section = package == nil ? .none : .states
                continue
            }
            if line.bytes.count <= 40, let heading = Self.headings[line.text] {
                section = heading
                continue
            }
            if line.starts(with: "Signatures: ") {
                if let package { signatures[package] = Self.fingerprints(line.text) }
                continue
            }
            if line.starts(with: "ID: ") { continue }
            if line.starts(with: "User "), line.ends(with: ":") {
                section = .user
                continue
            }
            if line.starts(with: "Verification link handling allowed:"), let package {
                allowed[package] = line.ends(with: "true")
                continue
            }
            if let name = Self.packageHeading(line) {
                package = name
                section = .none
                continue
            }
            guard let package else {
                unknown(line, into: &state)
                continue
            }
            let bare = !line.contains(byte: 0x20)
            switch section {
            case .states:
                guard let (domain, value) = line.keyValue(lastColon: true), !domain.isEmpty, !value.isEmpty,
                    !domain.contains(" ")
                else {
                    unknown(line, into: &state)
                    continue
                }
                add(
                    DeviceStateEntry(service: nil, app: package, domain: domain, state: value, line: line.number),
                    to: &state)
            case .invalid where bare:
                add(
                    DeviceStateEntry(
                        service: nil, app: package, domain: line.text, state: "invalid", line: line.number), to: &state)
            case .enabled where bare, .disabled where bare:
                // `none` under a heading means an empty list.
                if !line.equals("none") { selected[package + " " + line.text] = section == .enabled }
            default:
                unknown(line, into: &state)
            }
        }
        for k in state.entries.indices {
            let key = state.entries[k].app + " " + state.entries[k].domain
            state.entries[k].linkHandlingAllowed = allowed[state.entries[k].app]
            if let choice = selected[key] { state.entries[k].userSelected = choice }
            explainAndroid(&state.entries[k], signatures: signatures[state.entries[k].app] ?? [])
        }
    }

    /// `Signatures: [14:6D:..., AB:CD:...]`: the fingerprints that are SHA-256 ones (normalized), at most 4.
    static func fingerprints(_ text: String) -> [String] {
        let inside = text.dropFirst("Signatures: ".count).trimming { $0 == "[" || $0 == "]" || $0 == " " }
        return inside.split(separator: ",").prefix(4).compactMap {
            Fingerprint.normalize($0.trimmingWhitespace())
        }
    }

    /// The headings that open a list.
    private static let headings: [String: Section] = [
        "Invalid autoVerify domains:": .invalid, "Selection state:": .user, "Enabled:": .enabled,
        "Disabled:": .disabled,
    ]

    /// `com.example.app:` or `com.example.app 01234567-...:` (the user block's own heading); nil for
    /// any other line.
    static func packageHeading(_ line: DeviceStateLine) -> String? {
        guard line.ends(with: ":"), line.bytes.count <= 300, !line.contains(": ") else { return nil }
        let body = line.text.dropLast()
        let name = String(body.split(separator: " ", maxSplits: 1).first ?? "")
        return StatementListParser.isPackageName(name) && name.contains(".") ? name : nil
    }
}
