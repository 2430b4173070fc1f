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

extension KeyedEncodingContainer {
    /// `message` as ``Message`` writes itself (its text, or its value when the encoder asks for values),
    /// null when nil.
    public mutating func encodeMessage(_ message: Message?, forKey key: Key, _ encoder: any Encoder) throws {
        guard let message else { return try encodeNil(forKey: key) }
        try encode(message, forKey: key)
    }

    /// A list of messages as ``encodeMessage(_:forKey:_:)`` writes each, left out when nil.
    public mutating func encodeMessagesIfPresent(_ messages: [Message]?, forKey key: Key, _ encoder: any Encoder)
        throws
    {
        try encodeIfPresent(messages, forKey: key)
    }

    /// Like ``encodeMessage(_:forKey:_:)``, leaving the key out when `message` is nil.
    public mutating func encodeMessageIfPresent(_ message: Message?, forKey key: Key, _ encoder: any Encoder) throws {
        try encodeIfPresent(message, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// A message written either way: a text (kept as it is, ``Message/verbatim(_:)``) or a value.
    public func decodeMessage(forKey key: Key) throws -> Message {
        try decode(Message.self, forKey: key)
    }

    /// A list of messages written either way, nil when the key is absent or null.
    public func decodeMessagesIfPresent(forKey key: Key) throws -> [Message]? {
        try decodeIfPresent([Message].self, forKey: key)
    }

    /// ``decodeMessage(forKey:)``, nil when the key is absent or null.
    public func decodeMessageIfPresent(forKey key: Key) throws -> Message? {
        try decodeIfPresent(Message.self, forKey: key)
    }
}
