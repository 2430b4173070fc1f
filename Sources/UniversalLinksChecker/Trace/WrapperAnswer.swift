import UniversalLinks

/// The wrapper around a tapped link (`LinkWrapper` (UniversalLinks)) and how its inner URL fares when traced on its
/// own: `{"code", "vendor", "category", "inner": URL|null, "innerDomain": TEXT|null, "branded",
/// "ios": PlatformVerdict|null, "android": PlatformVerdict|null}`. `ios` and `android` are the inner
/// URL's verdicts (null when the wrapper does not carry the URL).
public struct WrapperAnswer: Sendable, Hashable, Codable {
    public var code: String
    public var vendor: String
    public var category: String
    public var inner: String?
    public var innerDomain: String?
    public var branded: Bool
    public var ios: PlatformVerdict?
    public var android: PlatformVerdict?

    public init(_ wrapper: LinkWrapper) {
        code = wrapper.code
        vendor = wrapper.vendor
        category = wrapper.category.rawValue
        inner = wrapper.inner
        innerDomain = wrapper.innerDomain
        branded = wrapper.branded
    }

    enum CodingKeys: String, CodingKey { case code, vendor, category, inner, innerDomain, branded, ios, android }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(vendor, forKey: .vendor)
        try c.encode(category, forKey: .category)
        try c.encode(inner, forKey: .inner)
        try c.encode(innerDomain, forKey: .innerDomain)
        try c.encode(branded, forKey: .branded)
        try c.encode(ios, forKey: .ios)
        try c.encode(android, forKey: .android)
    }
}

/// One row of "where it is tapped": `{"place", "fares": "opens"|"browser"|"unknown", "note", "source": URL|null}`.
public struct TapPlace: Sendable, Hashable, Codable {
    /// A stable code: `safari`, `messages`, `mail`, `gmail`, `slack`, `instagram`, `facebook`,
    /// `linkedin`, `tiktok`, `x`, `whatsapp`.
    public var place: String
    /// `opens` (the app opens, as the verdict says), `browser`, or `unknown` (no public documentation
    /// or reproducible report says).
    public var fares: String
    /// What the source says, in the report's language.
    public var note: Message
    /// The documentation or report it comes from; nil with `unknown`.
    public var source: String?

    public init(place: String, fares: String, note: Message, source: String?) {
        self.place = place
        self.fares = fares
        self.note = note
        self.source = source
    }

    enum CodingKeys: String, CodingKey { case place, fares, note, source }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(place, forKey: .place)
        try c.encode(fares, forKey: .fares)
        try c.encode(note, forKey: .note)
        try c.encode(source, forKey: .source)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        place = try c.decode(String.self, forKey: .place)
        fares = try c.decode(String.self, forKey: .fares)
        note = try c.decode(Message.self, forKey: .note)
        source = try c.decodeIfPresent(String.self, forKey: .source)
    }
}
