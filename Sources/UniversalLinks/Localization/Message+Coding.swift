extension CodingUserInfoKey {
    /// Set to `true` in an encoder's `userInfo` to write messages as values (key and arguments, to be
    /// rendered later in any language: a stored watch state, the server's store) instead of their text.
    public static let messageValues = CodingUserInfoKey(rawValue: "ulinks.messageValues")!
    /// A ``Language`` in an encoder's `userInfo`: messages are written as their text in that language
    /// (an API answer that follows `Accept-Language`) instead of English.
    public static let messageLanguage = CodingUserInfoKey(rawValue: "ulinks.messageLanguage")!
}

extension Message {
    /// Whether `encoder` writes messages as values (`CodingUserInfoKey.messageValues`).
    public static func encodesValues(_ encoder: any Encoder) -> Bool {
        encoder.userInfo[.messageValues] as? Bool == true
    }

    /// The text `encoder` writes for this message: in its `CodingUserInfoKey.messageLanguage`, else English.
    public func text(for encoder: any Encoder) -> String {
        guard let language = encoder.userInfo[.messageLanguage] as? Language else { return english }
        return Localizer(language).render(self)
    }
}
