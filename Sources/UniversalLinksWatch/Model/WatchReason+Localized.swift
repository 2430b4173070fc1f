import UniversalLinks

extension WatchReason {
    /// The message in `localizer`'s language, for display (stores keep the value; JSON and webhooks its
    /// English).
    public func message(_ localizer: Localizer) -> String {
        MessageTables.register(.checker, .watch)
        return localizer.render(message)
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
