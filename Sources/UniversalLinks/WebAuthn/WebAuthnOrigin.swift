/// One entry of a `/.well-known/webauthn` file's `origins`, as a browser reads it.
public struct WebAuthnOrigin: Sendable, Hashable {
    /// The entry as written.
    public var written: String
    /// The origin as browsers serialise it (`https://host[:port]`, host in ASCII lower case, no default
    /// port); nil when the entry is not a URL with a host.
    public var serialized: String?
    /// The host's registrable domain (``PublicSuffixList/registrableDomain(of:)``); nil when it has none.
    public var registrableDomain: String?
    /// Whether a browser can match a page against it: https, a registrable domain, within the label limit.
    public var isUsable: Bool
    /// Byte offset of the entry in the file.
    public var offset: Int

    /// The registrable domain's first label, which browsers count against their limit (`example` for
    /// `www.example.co.uk`).
    public var label: String? {
        registrableDomain.map { String($0.prefix { $0 != "." }) }
    }
}

extension WebAuthnOrigin {
    /// What a browser would object to in `text` as one `origins` entry (the webauthn reader's first finding,
    /// error or warning), or nil when it is a clean `https://host[:port]` origin. The manifest's
    /// `relatedOrigins` are checked with it, so `ulinks.json` and `validate --kind webauthn` agree.
    static func problem(_ text: String) -> Message? {
        var reader = WebAuthnReader()
        _ = reader.readOrigin(text, at: 0, pointer: "")
        return reader.findings.first?.message
    }
}
