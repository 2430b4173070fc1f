/// What each state means and what to do, from Apple's TN3155 and AOSP's DomainVerificationState
/// (Docs/Trace.md lists them with their sources), in the reader's language (keys `device.*`).
extension DeviceStateReader {
    func explainIOS(_ entry: inout DeviceStateEntry) {
        let service = entry.service ?? "applinks"
        let host = Self.hostOf(entry.domain)
        let values = ["host": host, "app": entry.app, "service": service, "state": entry.state]
        let t = { (key: String) in localizer.text(key, values) }
        var parts: [String] = []
        var steps: [String] = []
        let separator = localizer.text("device.separator")
        switch entry.state {
        case "approved", "denied", "unspecified": parts.append(t("device.ios.\(entry.state)"))
        default: parts.append(t("device.ios.unknown-state"))
        }
        if let error = entry.error { parts.append(localizer.text("device.ios.fetch-failed", ["error": error])) }
        let flags = entry.flags ?? []
        if flags.contains("developer") { parts.append(t("device.ios.developer")) }
        if flags.contains("managed") { parts.append(t("device.ios.managed")) }
        if flags.contains("updating") { parts.append(t("device.ios.updating")) }
        let approved = entry.state == "approved"
        // A developer-mode entry is fetched from the site itself: Apple's CDN is not what it reads.
        let developerEntry = flags.contains("developer") || entry.domain.contains("mode=developer")
        if !approved {
            steps.append(t(developerEntry ? "device.ios.next.serve-developer" : "device.ios.next.serve"))
            let waits = entry.nextCheck?.seconds.map { $0 > now } ?? false
            if waits, let next = entry.nextCheck {
                parts.append(
                    localizer.text(
                        "device.ios.waits",
                        ["date": next.iso ?? next.text, "span": span(next.seconds.map { $0 - now } ?? 0)]))
            }
            let developer = flags.contains("developer")
            steps.append(t(developer ? "device.ios.next.reinstall" : "device.ios.next.reinstall-or-developer"))
        }
        switch entry.userApproval {
        case "denied":
            parts.append(t("device.ios.user-denied"))
            steps.append(t("device.ios.next.user-denied"))
        case "approved":
            parts.append(t("device.ios.user-approved"))
        default: break
        }
        entry.opens = service == "applinks" && approved && entry.userApproval != "denied"
        if service != "applinks" { parts.append(t("device.ios.not-applinks")) }
        entry.explanation = parts.joined(separator: separator)
        entry.next = steps.isEmpty ? nil : steps.joined(separator: separator)
    }

    /// `signatures`: the package's SHA-256 fingerprints from its `Signatures:` line, for the
    /// `ulinks check` command line (a placeholder when the input has none).
    func explainAndroid(_ entry: inout DeviceStateEntry, signatures: [String] = []) {
        let package = entry.app
        var values = [
            "package": package, "domain": entry.domain, "state": entry.state,
            "reverify": "adb shell pm verify-app-links --re-verify \(package)",
            "reset": "adb shell pm set-app-links --package \(package) 0 \(entry.domain)",
        ]
        if signatures.isEmpty {
            values["check"] = localizer.text("device.android.check-file", values)
        } else {
            values["fingerprints"] = signatures.map { "--fingerprint \($0)" }.joined(separator: " ")
            values["check"] = localizer.text("device.android.check-file-signed", values)
        }
        let t = { (key: String) in localizer.text(key, values) }
        let then = { (first: String) in
            localizer.text("device.android.next.then", ["first": first, "reverify": values["reverify"] ?? ""])
        }
        var verified = false
        var meaning: String
        var step: String?
        switch entry.state {
        case "verified", "restored", "system_configured", "pre_verified":
            verified = true
            meaning = t("device.android.\(entry.state)")
        case "approved":
            verified = true
            meaning = t("device.android.approved")
            step = t("device.android.next.approved")
        case "denied":
            meaning = t("device.android.denied")
            step = then(values["reset"] ?? "")
        case "migrated":
            verified = true
            meaning = t("device.android.migrated")
            step = values["reverify"]
        case "legacy_failure":
            meaning = t("device.android.legacy_failure")
            step = then(values["check"] ?? "")
        case "none":
            meaning = t("device.android.none")
            step = t("device.android.next.none")
        case "invalid":
            meaning = t("device.android.invalid")
            step = t("device.android.next.invalid")
        default:
            if let code = Int(entry.state), code >= 1024 {
                meaning = localizer.text("device.android.agent-error", ["code": "\(code)"])
                step = then(values["check"] ?? "")
            } else {
                meaning = t("device.android.unknown-state")
                step = values["reverify"]
            }
        }
        var parts = [meaning]
        var steps = step.map { [$0] } ?? []
        let separator = localizer.text("device.separator")
        if entry.linkHandlingAllowed == false {
            parts.append(t("device.android.links-off"))
            steps.append(t("device.android.next.links-off"))
        }
        // Android's rule (DomainVerificationUserState, developer.android.com/reference/android/content/pm/
        // verify/domain/DomainVerificationUserState): with "Open supported links" off the app opens no
        // link, verified or selected; a selected domain counts only while the toggle is on.
        if !verified, entry.userSelected == true {
            parts.append(
                t(
                    entry.linkHandlingAllowed == false
                        ? "device.android.user-selected-off" : "device.android.user-selected"))
        }
        entry.opens = (verified || entry.userSelected == true) && entry.linkHandlingAllowed != false
        entry.explanation = parts.joined(separator: separator)
        entry.next = steps.isEmpty ? nil : steps.joined(separator: separator)
    }

    /// `example.com` for `example.com?mode=developer` and `*.example.com`.
    static func hostOf(_ domain: String) -> String {
        String(domain.split(separator: "?", maxSplits: 1).first ?? Substring(domain))
    }

    /// "3 days", "5 hours", "12 minutes".
    func span(_ seconds: Int64) -> String {
        let (value, unit): (Int64, String) =
            seconds >= 172_800
            ? (seconds / 86_400, "day") : seconds >= 7200 ? (seconds / 3600, "hour") : (max(1, seconds / 60), "minute")
        return localizer.text("device.span.\(unit)", count: Int(clamping: value))
    }
}
