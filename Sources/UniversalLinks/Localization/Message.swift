/// A text a person reads, as a value: a key and typed arguments, rendered in a language only where it
/// is shown (`Localizer.render(_:)`), as Project Fluent, ICU MessageFormat and Apple's
/// `LocalizedStringResource` do it.
///
/// Two kinds of key:
/// - **A message written in the code** (`"found \(kind) where an object is expected"` where a
///   ``Message`` is expected): the key is the English text with each interpolation replaced by its
///   position (`found {0} where an object is expected`), as a String Catalog keys a
///   `String.LocalizationValue`. English is the key itself, filled in; a translation is looked up by it.
/// - **A named key** (``init(_:_:)``, `watch.alert.recovered`): its English and its translations are
///   in the owning module's tables, with named placeholders (`{host}`).
///
/// An argument is a value shown as it is (a host, a path, a code: ``Argument/text(_:)``), a number
/// (``Argument/integer(_:)``, its plural form chosen by the language's CLDR rules), or a message of its
/// own (``Argument/message(_:)``), translated with the rest. Messages are `Codable`, so a stored watch
/// reason or an API answer can be rendered later, in any language.
public struct Message: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The key: the English text with positional placeholders, or a named key of a table.
    public var key: String
    /// The arguments by placeholder name (`0`, `1`, ... for a message written in the code).
    public var arguments: [String: Argument]
    /// A plural message: the key names a family (`KEY.one`, `KEY.other`) and the form is chosen by the
    /// language's plural rule for the argument `count`.
    public var isPlural: Bool

    /// A value a message shows.
    public enum Argument: Sendable, Hashable {
        /// Shown as it is in every language (a host, a path, a code, a value from the input).
        case text(String)
        /// A number, shown in decimal digits; it chooses the form of a plural message.
        case integer(Int)
        /// Prose of its own, rendered in the same language.
        case message(Message)
    }

    /// A message with a named key of a table and its arguments.
    public init(_ key: String, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
        self.isPlural = false
    }

    /// A message with a named key of a table, its arguments given as texts shown as they are.
    public init(_ key: String, texts: [String: String]) {
        self.init(key, texts.mapValues { .text($0) })
    }

    /// The plural message `KEY.one` or `KEY.other` (by the language's rule for `count`; Chinese and
    /// Korean have one form), with `count` among its arguments.
    public static func plural(_ key: String, count: Int, _ arguments: [String: Argument] = [:]) -> Message {
        var message = Message(key, arguments.merging(["count": .integer(count)]) { _, new in new })
        message.isPlural = true
        return message
    }

    /// A text shown as it is in every language: a value, or words the tool did not write (an operating
    /// system's error, a server's reason phrase).
    public static func verbatim(_ text: String) -> Message {
        Message("{0}", ["0": .text(text)])
    }

    /// Messages shown one after another (a message and a note the code adds to it), each translated.
    public static func joined(_ parts: [Message], separator: String = "") -> Message {
        guard parts.count != 1 else { return parts[0] }
        var key = ""
        var arguments: [String: Argument] = [:]
        for (index, part) in parts.enumerated() {
            if index > 0 { key += Self.escaped(separator) }
            key += "{\(index)}"
            arguments[String(index)] = .message(part)
        }
        return Message(key, arguments)
    }

    /// Two messages one after the other, each translated (a message and the note the code adds).
    public static func + (lhs: Message, rhs: Message) -> Message {
        if rhs.isEmpty { return lhs }
        if lhs.isEmpty { return rhs }
        return joined([lhs, rhs])
    }

    /// Appends a message (each translated).
    public static func += (lhs: inout Message, rhs: Message) { lhs = lhs + rhs }

    /// The message with every text argument (at any depth) passed through `transform`: texts from
    /// outside (a watched server's answer) bounded or cleaned before they are stored.
    public func mappingTexts(_ transform: (String) -> String) -> Message {
        var message = self
        message.arguments = arguments.mapValues { argument in
            switch argument {
            case .text(let text): .text(transform(text))
            case .integer: argument
            case .message(let inner): .message(inner.mappingTexts(transform))
            }
        }
        return message
    }

    /// The English text.
    public var english: String { Localizer.english.render(self) }

    /// Two messages are equal when they say the same thing: their English texts are equal. So a reason
    /// stored as text before messages were values (``verbatim(_:)``) equals the same reason made today,
    /// and a watch sees no change where nothing changed.
    public static func == (lhs: Message, rhs: Message) -> Bool {
        (lhs.key == rhs.key && lhs.arguments == rhs.arguments && lhs.isPlural == rhs.isPlural)
            || lhs.english == rhs.english
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(english) }

    public var description: String { english }

    /// Whether the message says nothing (an empty key and no arguments).
    public var isEmpty: Bool { key.isEmpty && arguments.isEmpty }

    /// `{` in literal text of a key is written `{{` only where it could read as a placeholder; none of
    /// the tool's texts has one, so literal text is kept as written.
    static func escaped(_ literal: String) -> String { literal }
}

// MARK: - Messages written in the code

extension Message: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: Interpolation) {
        self.init(stringInterpolation.key, stringInterpolation.arguments)
    }

    /// Builds the key (literal text, `{N}` for the Nth interpolation) and the arguments.
    public struct Interpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [String: Argument] = [:]
        private var count = 0

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { key += Message.escaped(literal) }

        private mutating func append(_ argument: Argument) {
            key += "{\(count)}"
            arguments[String(count)] = argument
            count += 1
        }

        /// A message of its own: translated with this one.
        public mutating func appendInterpolation(_ message: Message) { append(.message(message)) }

        /// An optional message: shown empty when nil.
        public mutating func appendInterpolation(_ message: Message?) {
            append(message.map { .message($0) } ?? .text(""))
        }

        /// A number.
        public mutating func appendInterpolation(_ number: Int) { append(.integer(number)) }

        /// A value shown as it is in every language.
        public mutating func appendInterpolation(_ text: String) { append(.text(text)) }

        /// A value shown as it is in every language.
        public mutating func appendInterpolation(_ text: Substring) { append(.text(String(text))) }

        /// An error from outside the tool (a library's, the system's), shown as it describes itself.
        public mutating func appendInterpolation(_ error: any Error) { append(.text(String(describing: error))) }

        /// Any other value, shown as its description in every language (a number, a path, an address).
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(.text(value.description))
        }
    }
}

// MARK: - Codable

/// A message is written as the public JSON has it, its text (English, or the encoder's
/// `CodingUserInfoKey.messageLanguage`), unless the encoder asks for values
/// (`CodingUserInfoKey.messageValues`: key, arguments and plural, for a store that renders them later in
/// any language). It is read back from either form: a text is kept as it is (``verbatim(_:)``). So a
/// type that holds messages can use the synthesized `Codable` and its JSON carries texts.
extension Message {
    enum CodingKeys: String, CodingKey { case key, arguments, plural }

    public init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self = .verbatim(text)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        arguments = try container.decodeIfPresent([String: Argument].self, forKey: .arguments) ?? [:]
        isPlural = try container.decodeIfPresent(Bool.self, forKey: .plural) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        guard Message.encodesValues(encoder) else {
            var container = encoder.singleValueContainer()
            try container.encode(text(for: encoder))
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
        if isPlural { try container.encode(true, forKey: .plural) }
    }
}

/// In JSON an argument is a string (a text), a number (an integer) or an object (a message).
extension Message.Argument: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else {
            self = .message(try container.decode(Message.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .message(let message): try container.encode(message)
        }
    }
}
