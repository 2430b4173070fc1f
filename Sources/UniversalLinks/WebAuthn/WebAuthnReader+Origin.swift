extension WebAuthnReader {
    /// Reads one `origins` entry the way the WHATWG URL parser and the browsers' checks see it, recording
    /// at most one error (the first problem a browser hits) or the warnings about its form.
    mutating func readOrigin(_ written: String, at offset: Int, pointer: String) -> WebAuthnOrigin {
        var origin = WebAuthnOrigin(
            written: written, serialized: nil, registrableDomain: nil, isUsable: false, offset: offset)
        func fail(_ code: DiagnosticCode, _ message: Message, hint: Message? = nil) -> WebAuthnOrigin {
            add(code, message, at: offset, pointer: pointer, hint: hint)
            return origin
        }
        var warnings: [(DiagnosticCode, Message)] = []
        // The URL parser strips leading and trailing spaces and controls; inside, they make it fail.
        let text = written.trimmingASCIIWhitespace()
        if text != written { warnings.append(("webauthn-origin-form", "origin \"\(written)\" has spaces around it")) }
        guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else {
            return fail("webauthn-origin-invalid", "origin \"\(written)\" contains white space or a control character")
        }
        guard let separator = text.range(of: "://") else {
            if text.lowercased().hasPrefix(PasskeyOrigin.androidPrefix) {
                return fail(
                    "webauthn-origin-scheme",
                    "\"\(written)\" is an Android app's origin: browsers skip it, and Android does not read this file",
                    hint: "authorise the app in assetlinks.json with delegate_permission/common.get_login_creds")
            }
            return fail("webauthn-origin-invalid", "origin \"\(written)\" is not a URL: it has no scheme://")
        }
        let scheme = text[..<separator.lowerBound].lowercased()
        let rest = text[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        let after = rest[authorityEnd...]
        if let at = authority.lastIndex(of: "@") {
            warnings.append(("webauthn-origin-path", "origin \"\(written)\" carries login information (user@)"))
            authority = authority[authority.index(after: at)...]
        }
        guard let (hostText, portText) = Self.splitAuthority(authority) else {
            return fail("webauthn-origin-invalid", "origin \"\(written)\" has no valid host")
        }
        var port: Int?
        if let portText, !portText.isEmpty {
            guard let number = HTTPURL.port(portText) else {
                return fail("webauthn-origin-invalid", "origin \"\(written)\" has the port '\(portText)', not 1-65535")
            }
            port = number
        }
        let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
        if let port, port == defaultPort {
            warnings.append(("webauthn-origin-form", "origin \"\(written)\" names the default port \(port)"))
        }
        if hostText.hasPrefix("[") || HTTPURL.isIPv4(String(hostText)) {
            origin.serialized =
                "\(scheme)://\(hostText.lowercased())" + (port == defaultPort ? "" : port.map { ":\($0)" } ?? "")
            return fail(
                "webauthn-origin-no-domain",
                "origin \"\(written)\" is an IP address, which has no registrable domain; browsers skip it")
        }
        var host = String(hostText)
        if host.hasSuffix(".") { host.removeLast() }
        if !host.utf8.allSatisfy({ $0 < 0x80 }) {
            do { host = try IDNA.toASCII(host) } catch {
                return fail("webauthn-origin-invalid", "origin \"\(written)\" has a host that is not a valid name")
            }
            warnings.append(
                ("webauthn-origin-form", "origin \"\(written)\" has a Unicode host; browsers serialise it as \(host)"))
        } else if host != host.lowercased() {
            host = host.lowercased()
            warnings.append(("webauthn-origin-form", "origin \"\(written)\" has upper-case letters in its host"))
        }
        if let problem = HTTPURL.hostNameProblem(host) {
            return fail("webauthn-origin-invalid", "origin \"\(written)\": the host \(problem)")
        }
        origin.serialized = "\(scheme)://\(host)" + (port == defaultPort ? "" : port.map { ":\($0)" } ?? "")
        origin.registrableDomain = PublicSuffixList.registrableDomain(of: host)
        guard scheme == "https" else {
            return fail(
                "webauthn-origin-scheme",
                scheme == "http"
                    ? "origin \"\(written)\" is http://: pages there cannot use WebAuthn (not a secure context), so it never matches"
                    : "origin \"\(written)\" has the scheme \(scheme):, which no web page using WebAuthn has")
        }
        guard origin.registrableDomain != nil else {
            return fail(
                "webauthn-origin-no-domain",
                host == "localhost" || host.hasSuffix(".localhost")
                    ? "origin \"\(written)\" is on localhost, which has no registrable domain; browsers skip it"
                    : "the host of origin \"\(written)\" is a public suffix (\(host)), not a registrable domain; browsers skip it"
            )
        }
        if after == "/" {
            warnings.append(("webauthn-origin-path", "origin \"\(written)\" ends with a '/'"))
        } else if !after.isEmpty {
            warnings.append(
                (
                    "webauthn-origin-path",
                    "origin \"\(written)\" has a path, query or fragment ('\(after)'), which browsers drop"
                ))
        }
        for (code, message) in warnings { add(code, message, at: offset, pointer: pointer) }
        origin.isUsable = true
        return origin
    }

    /// Host and port text of an authority; nil when there is no host.
    private static func splitAuthority(_ authority: Substring) -> (Substring, Substring?)? {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let host = authority[...close]
            let tail = authority[authority.index(after: close)...]
            if tail.isEmpty { return (host, nil) }
            guard tail.hasPrefix(":") else { return nil }
            return (host, tail.dropFirst())
        }
        let colon = authority.lastIndex(of: ":")
        let host = colon.map { authority[..<$0] } ?? authority
        guard !host.isEmpty else { return nil }
        return (host, colon.map { authority[authority.index(after: $0)...] })
    }
}

extension String {
    /// Without leading and trailing ASCII spaces and C0 controls (what the URL parser strips).
    fileprivate func trimmingASCIIWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
            let last = scalars.lastIndex(where: { $0.value > 0x20 })
        else { return "" }
        return String(scalars[first...last])
    }
}
