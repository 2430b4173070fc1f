// The assetlinks.json half of the fuzz target: called by fuzzAASA (Fuzz/FuzzAASA.swift) with the
// same bytes, read as an assetlinks.json file and as a URL.

private let probeAssetLinks = #"""
    [{"relation": ["delegate_permission/common.handle_all_urls"],
      "target": {"namespace": "android_app", "package_name": "com.example.app",
        "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]},
      "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [
        {"?": {"dl": "*"}}, {"#": "no_app", "exclude": true}, {"/": "/help/*", "exclude": true},
        {"/": "/shop/?*", "?": {"id": "???"}}, {"/": "*.pdf"}, {"/": "/$(lang)/*"}]}}},
     {"relation": ["delegate_permission/common.handle_all_urls"],
      "target": {"namespace": "android_app", "package_name": "com.example.other",
        "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}}]
    """#

private let androidProbeURLs = [
    "https://example.com/", "https://example.com/shop/1?id=abc#top", "https://EXAMPLE.com/caf%C3%A9/%2F?dl&dl=2",
    "/help/x", "https://other.org/a.pdf",
]

func fuzzAssetLinks(_ bytes: [UInt8], url: String) {
    // The bytes as a URL, decided by a fixed file: one decision per package, both versions.
    let probe = AndroidAppLinksMatcher(document: AssetLinksDocument(string: probeAssetLinks))
    for android in [AndroidVersion.android14, .android15] {
        for domain in ["example.com", nil] as [String?] {
            let result = probe.decide(url, domain: domain, android: android)
            if result.apps.count != probe.packages.count { fatalError("one decision per package") }
            let explained = probe.explain(url, domain: domain, android: android)
            if explained.result != result { fatalError("explain disagrees with decide") }
        }
    }
    // The bytes as a URL read before a fetch: a port in 1-65535 when accepted, and stable when read again.
    if let parsed = try? HTTPURL(url) {
        if let port = parsed.port, !(1...65535).contains(port) { fatalError("port out of range: \(url)") }
        if (try? HTTPURL(parsed.description)) != parsed { fatalError("HTTPURL does not read its own form: \(url)") }
    }
    // The bytes as a statement list: every include kept is a URL that reader accepts.
    for include in StatementListParser(maximumSize: 131_072).parse(bytes, source: "fuzz").includes {
        if (try? HTTPURL(include.url)) == nil { fatalError("include kept that is not a valid URL: \(include.url)") }
    }
    // The bytes as an assetlinks.json file: findings inside the document, matcher without traps.
    let document = AssetLinksDocument(bytes: bytes)
    for d in document.diagnostics {
        if let location = d.location, location.offset > bytes.count { fatalError("offset past the end: \(d)") }
    }
    let matcher = AndroidAppLinksMatcher(
        document: document,
        fingerprint: "14:6d:e9:83:c5:73:06:50:d8:ee:b9:95:2f:34:fc:64:16:a0:83:42:e6:1d:be:a8:8a:04:96:b2:3f:cf:44:e5")
    for probeURL in androidProbeURLs {
        _ = matcher.decide(probeURL, domain: "example.com")
        _ = matcher.explain(probeURL, android: .android14)
    }
    // The bytes as an AASA file, converted for Android: the statement written must read back clean
    // of errors (warnings allowed).
    let aasa = AssociationDocument(bytes: bytes)
    if let conversion = try? AssetLinksConverter(packageName: "com.example.app", fingerprints: []).convert(aasa) {
        let written = AssetLinksDocument(string: conversion.text)
        if written.file == nil { fatalError("converter wrote an unreadable file") }
    }
}
