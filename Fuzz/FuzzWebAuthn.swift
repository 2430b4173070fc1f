// libFuzzer entry point for the `/.well-known/webauthn` reader, the Public Suffix List lookup and the
// Android passkey origin. Built by Fuzz/run.sh with the core's sources, seeded with Fuzz/seeds/webauthn.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebAuthn(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    // The bytes as a webauthn file: findings inside the document; what is kept is what a browser reads.
    let document = WebAuthnDocument(bytes: bytes)
    for d in document.diagnostics {
        if let location = d.location, location.offset > bytes.count { fatalError("offset past the end: \(d)") }
    }
    let usable = document.entries.filter(\.isUsable)
    if usable.map(\.written) != document.origins { fatalError("origins are not the usable entries") }
    var labels: Set<String> = []
    var serialized: Set<String> = []
    for entry in usable {
        guard let origin = entry.serialized, let domain = entry.registrableDomain, let label = entry.label else {
            fatalError("a usable origin without its serialised form or registrable domain: \(entry)")
        }
        if !origin.hasPrefix("https://") { fatalError("a usable origin that is not https: \(origin)") }
        if !serialized.insert(origin).inserted { fatalError("a repeated origin kept: \(origin)") }
        if PublicSuffixList.registrableDomain(of: domain) != domain { fatalError("registrable domain not stable") }
        labels.insert(label)
    }
    if labels.count > 5 { fatalError("more labels than browsers read: \(labels)") }
    if WebAuthnValidator().validate(bytes).diagnostics != document.diagnostics { fatalError("not deterministic") }
    // The bytes as a host name: a registrable domain is a suffix of the host and its own registrable domain.
    let host = String(decoding: bytes.prefix(300), as: UTF8.self)
    if let domain = PublicSuffixList.registrableDomain(of: host) {
        if PublicSuffixList.registrableDomain(of: domain) != domain { fatalError("not stable: \(host)") }
        guard let suffix = PublicSuffixList.publicSuffix(of: host), domain.hasSuffix("." + suffix) else {
            fatalError("registrable domain \(domain) does not end in the public suffix of \(host)")
        }
    }
    // The bytes as a fingerprint: an origin is 43 base64url characters after the prefix.
    if let origin = PasskeyOrigin.androidOrigin(fingerprint: host) {
        if origin.utf8.count != PasskeyOrigin.androidPrefix.utf8.count + 43 { fatalError("bad origin: \(origin)") }
    }
    return 0
}
