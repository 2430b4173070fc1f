extension ManifestGenerator {
    /// The `applinks:` entries for the manifest's domains and the `webcredentials:` entries for its passkey
    /// RP IDs: Punycode for non-ASCII hosts, and a `?mode=developer` variant of each when asked.
    public func associatedDomains(_ manifest: LinkManifest) throws(Failure) -> [String] {
        var entries: [String] = []
        for domain in manifest.domains {
            let wildcard = domain.hasPrefix("*.")
            let host = wildcard ? String(domain.dropFirst(2)) : domain
            let ascii: String
            do { ascii = try IDNA.toASCII(host).lowercased() } catch {
                throw Failure(problems: ["domain \"\(domain)\": \(error)"])
            }
            let entry = "applinks:" + (wildcard ? "*." : "") + ascii
            if !entries.contains(entry) { entries.append(entry) }
        }
        for rpID in manifest.passkeys?.rpIDs ?? [] {
            let ascii: String
            do { ascii = try IDNA.toASCII(rpID).lowercased() } catch {
                throw Failure(problems: ["passkey RP ID \"\(rpID)\": \(error)"])
            }
            let entry = "webcredentials:" + ascii
            if !entries.contains(entry) { entries.append(entry) }
        }
        if options.developerMode { entries += entries.map { $0 + "?mode=developer" } }
        return entries
    }

    /// The `.entitlements` fragment (an XML property list with the Associated Domains key),
    /// checked with the entitlements validator: no error.
    func entitlements(_ manifest: LinkManifest) throws(Failure) -> String {
        let text = Self.entitlementsPlist(try associatedDomains(manifest))
        let report = EntitlementsValidator().validate(Array(text.utf8)).report
        guard !report.hasErrors else {
            throw Failure(problems: report.errors.map { "entitlements: error[\($0.code)]: \($0.message)" })
        }
        return text
    }

    /// An entitlements property list whose Associated Domains array holds `entries` (escaped), unchecked.
    static func entitlementsPlist(_ entries: [String]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>com.apple.developer.associated-domains</key>
            \t<array>

            """
        for entry in entries { text += "\t\t<string>\(Self.xmlEscaped(entry))</string>\n" }
        return text + "\t</array>\n</dict>\n</plist>\n"
    }

    static func xmlEscaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
