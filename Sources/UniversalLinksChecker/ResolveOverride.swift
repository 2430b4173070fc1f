import UniversalLinks

/// A `--resolve HOST=ADDRESS:PORT` mapping: connect to ADDRESS:PORT for HOST, while still sending HOST in
/// SNI and the Host header and verifying the certificate for HOST (like curl's `--resolve`).
public struct ResolveOverride: Sendable, Hashable, CustomStringConvertible {
    /// Lower-cased host name.
    public var host: String
    /// An IP address (IPv6 without brackets) or a host name.
    public var address: String
    public var port: Int

    public init(host: String, address: String, port: Int) {
        self.host = host.lowercased()
        self.address = address
        self.port = port
    }

    /// Parses `HOST=ADDRESS:PORT` (also `HOST:PORT:ADDRESS`, curl's order, and `HOST=[::1]:PORT`).
    /// Throws with the reason when the text is not one of these forms.
    public init(parsing text: String) throws(ResolveOverrideError) {
        if let equals = text.firstIndex(of: "=") {
            let host = String(text[..<equals])
            let target = String(text[text.index(after: equals)...])
            guard !host.isEmpty else { throw ResolveOverrideError(text, "the host before '=' is empty") }
            let (address, port) = try Self.splitAddressPort(target, whole: text)
            self.init(host: host, address: address, port: port)
            return
        }
        // curl's form: HOST:PORT:ADDRESS.
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let port = HTTPURL.port(parts[1]), !parts[0].isEmpty, !parts[2].isEmpty
        else {
            throw ResolveOverrideError(text, "expected HOST=ADDRESS:PORT (for example example.com=127.0.0.1:8443)")
        }
        var address = String(parts[2])
        if address.hasPrefix("["), address.hasSuffix("]") { address = String(address.dropFirst().dropLast()) }
        self.init(host: String(parts[0]), address: address, port: port)
    }

    private static func splitAddressPort(_ target: String, whole: String) throws(ResolveOverrideError) -> (String, Int)
    {
        var address: Substring
        var portText: Substring
        if target.hasPrefix("["), let close = target.firstIndex(of: "]") {
            address = target[target.index(after: target.startIndex)..<close]
            let rest = target[target.index(after: close)...]
            guard rest.hasPrefix(":") else { throw ResolveOverrideError(whole, "missing :PORT after the IPv6 address") }
            portText = rest.dropFirst()
        } else {
            guard let colon = target.lastIndex(of: ":") else {
                throw ResolveOverrideError(whole, "missing :PORT (for example 127.0.0.1:8443)")
            }
            address = target[..<colon]
            portText = target[target.index(after: colon)...]
        }
        guard !address.isEmpty else { throw ResolveOverrideError(whole, "the address is empty") }
        guard let port = HTTPURL.port(portText) else {
            throw ResolveOverrideError(whole, "'\(portText)' is not a port number (1-65535)")
        }
        return (String(address), port)
    }

    public var description: String {
        address.contains(":") ? "\(host)=[\(address)]:\(port)" : "\(host)=\(address):\(port)"
    }
}

/// Why a `--resolve` value could not be read.
public struct ResolveOverrideError: Error, Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var reason: Message

    init(_ text: String, _ reason: Message) {
        self.text = text
        self.reason = reason
    }

    /// The whole sentence, to render in the language of the run.
    public var message: Message { "invalid resolve mapping '\(text)': \(reason)" }

    public var description: String { message.english }
}
