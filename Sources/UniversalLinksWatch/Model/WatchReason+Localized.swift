import UniversalLinks

extension WatchReason {
    /// The message in `localizer`'s language, for display. Reasons are built, stored (SQLite, PostgreSQL),
    /// printed as JSON and POSTed to webhooks in English: that English is matched here against the
    /// `watch.reason.*` templates, and what they hold (a check's finding, "opens in the browser", "3 days")
    /// is translated too. Unchanged for English, and when nothing matches.
    public func message(_ localizer: Localizer) -> String {
        guard localizer.language != .english else { return message }
        let translated = localizer.text(matching: message, prefix: "watch.reason.") { name, value in
            switch name {
            case "seen": localizer.message(value)
            case "url", "opens", "duration", "age": localizer.text(matching: value, prefix: "watch.value.")
            default: value
            }
        }
        guard translated == message else { return translated }
        // A check's finding as it is ("301 to https://www.example.com/..."), or after the check's id or the
        // header it is about ("tls-trust: ...", "Content-Type: ...").
        let whole = localizer.message(message)
        guard whole == message, let colon = message.range(of: ": "), !message[..<colon.lowerBound].contains(" ")
        else { return whole }
        return message[..<colon.upperBound] + localizer.message(String(message[colon.upperBound...]))
    }
}

extension WatchState {
    /// The state word in `localizer`'s language (the JSON value, `rawValue`, never changes).
    public func word(_ localizer: Localizer) -> String {
        localizer.language == .english ? rawValue : localizer.text("watch.state.\(rawValue)")
    }
}

extension WatchReasonID {
    /// ``summary`` in `localizer`'s language.
    public func summary(_ localizer: Localizer) -> String {
        localizer.language == .english ? summary : localizer.text("watch.reason-summary.\(rawValue)")
    }
}
