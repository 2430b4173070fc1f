/// What each state means and what to do, from Apple's TN3155 and AOSP's DomainVerificationState
/// (Docs/Trace.md lists them with their sources).
extension DeviceStateReader {
    func explainIOS(_ entry: inout DeviceStateEntry) {
        let service = entry.service ?? "applinks"
        let host = Self.hostOf(entry.domain)
        var parts: [String] = []
        var steps: [String] = []
        switch entry.state {
        case "approved":
            parts.append(
                "site approval approved: the device got a file from \(host) that lists \(entry.app) for \(service)")
        case "denied":
            parts.append(
                "site approval denied: the device got an answer for \(host) that does not approve \(entry.app) for \(service) (the file does not list the app, or Apple's CDN had no usable file)"
            )
        case "unspecified":
            parts.append(
                "site approval unspecified: no usable answer for \(host) yet (not fetched, the fetch failed, or Apple's CDN cannot reach the site)"
            )
        default:
            parts.append("site approval \(entry.state): a value this tool does not know")
        }
        if let error = entry.error { parts.append("the last fetch failed: \(error)") }
        let flags = entry.flags ?? []
        if flags.contains("developer") {
            parts.append(
                "developer mode entry (?mode=developer): fetched from \(host) directly, not through Apple's CDN, only while Associated Domains Development is on"
            )
        }
        if flags.contains("managed") {
            parts.append("managed entry (?mode=managed): fetched as the device's MDM allows")
        }
        if flags.contains("updating") { parts.append("a fetch was in progress when this was written") }
        let approved = entry.state == "approved"
        if approved {
            steps = []
        } else {
            steps.append(
                "serve a file on \(host) that lists \(entry.app) (ulinks check \(host) --app \(entry.app) --cdn shows what Apple's CDN serves)"
            )
            let waits = entry.nextCheck?.seconds.map { $0 > now } ?? false
            if waits, let next = entry.nextCheck {
                parts.append(
                    "the device will not fetch again before \(next.iso ?? next.text) (\(Self.span(next.seconds.map { $0 - now } ?? 0)) from now)"
                )
            }
            steps.append(
                "then delete and reinstall the app to make the device fetch now"
                    + (flags.contains("developer")
                        ? ""
                        : ", or add ?mode=developer to the entitlement and turn on Settings > Developer > Associated Domains Development")
            )
        }
        switch entry.userApproval {
        case "denied":
            parts.append(
                "user approval denied: the user chose to open \(host)'s links in the browser (for example Open in Safari, or the domain in Safari's banner)"
            )
            steps.append(
                "long-press a link to \(host) and choose Open in the app (or tap OPEN in Safari's banner); the choice is kept per domain"
            )
        case "approved":
            parts.append("user approval approved: the user chose to open \(host)'s links in the app")
        default: break
        }
        entry.opens = service == "applinks" && approved && entry.userApproval != "denied"
        if service != "applinks" {
            parts.append("\(service) is not a universal link service: it never opens links")
        }
        entry.explanation = parts.joined(separator: "; ")
        entry.next = steps.isEmpty ? nil : steps.joined(separator: "; ")
    }

    func explainAndroid(_ entry: inout DeviceStateEntry) {
        let package = entry.app
        let reverify = "adb shell pm verify-app-links --re-verify \(package)"
        let reset = "adb shell pm set-app-links --package \(package) 0 \(entry.domain)"
        let checkFile =
            "check https://\(entry.domain)/.well-known/assetlinks.json (ulinks check \(entry.domain) --android --package \(package) --fingerprint SHA256)"
        var verified = false
        var meaning: String
        var step: String?
        switch entry.state {
        case "verified":
            verified = true
            meaning = "verified: the verification agent fetched the site's assetlinks.json and it lists the app"
        case "approved":
            verified = true
            meaning =
                "approved: force-approved, usually through the shell (pm set-app-links); treated as verified, though the site may not list the app"
            step = "to test the real verification: \(reset), then \(reverify)"
        case "denied":
            meaning = "denied: force-denied, usually through the shell; links open the browser"
            step = "\(reset), then \(reverify)"
        case "migrated":
            verified = true
            meaning =
                "migrated: kept from the legacy (Android 11 and older) verification; treated as verified until the agent verifies again"
            step = reverify
        case "restored":
            verified = true
            meaning =
                "restored: kept from a backup or by the system; treated as verified, and the agent may verify again"
        case "legacy_failure":
            meaning = "legacy_failure: rejected by a legacy verifier, reason unknown; links open the browser"
            step = "\(checkFile), then \(reverify)"
        case "system_configured":
            verified = true
            meaning = "system_configured: approved by the device's configuration (the system image); nothing to do"
        case "pre_verified":
            verified = true
            meaning = "pre_verified: verified before the app was installed; treated as verified"
        case "none":
            meaning =
                "none: nothing recorded yet: the verification agent has not answered (no network, still pending, or the request failed); links open the browser"
            step =
                "wait about 20 seconds after install with a network, or run \(reverify); if it stays none, \(checkFile)"
        case "invalid":
            meaning =
                "listed under Invalid autoVerify domains: the manifest's host cannot be verified (not a valid host name)"
            step = "fix the host in the intent filter with android:autoVerify=\"true\""
        default:
            if let code = Int(entry.state), code >= 1024 {
                meaning =
                    "\(code): an error code of the device's verification agent (codes from 1024 up are the agent's own): verification failed; links open the browser"
                step = "\(checkFile), then \(reverify)"
            } else {
                meaning = "\(entry.state): a state this tool does not know"
                step = reverify
            }
        }
        var parts = [meaning]
        var steps = step.map { [$0] } ?? []
        if entry.linkHandlingAllowed == false {
            parts.append("the user turned off Open supported links for this app: no link opens it")
            steps.append("Settings > Apps > the app > Open by default > turn on Open supported links")
        }
        if !verified, entry.userSelected == true {
            parts.append("the user selected this domain for the app, so its links still open the app on this device")
        }
        entry.opens = (verified || entry.userSelected == true) && entry.linkHandlingAllowed != false
        entry.explanation = parts.joined(separator: "; ")
        entry.next = steps.isEmpty ? nil : steps.joined(separator: "; ")
    }

    /// `example.com` for `example.com?mode=developer` and `*.example.com`.
    static func hostOf(_ domain: String) -> String {
        String(domain.split(separator: "?", maxSplits: 1).first ?? Substring(domain))
    }

    /// "3 days", "5 hours", "12 minutes".
    static func span(_ seconds: Int64) -> String {
        let (value, unit): (Int64, String) =
            seconds >= 172_800
            ? (seconds / 86_400, "day") : seconds >= 7200 ? (seconds / 3600, "hour") : (max(1, seconds / 60), "minute")
        return "\(value) \(unit)\(value == 1 ? "" : "s")"
    }
}
