// libFuzzer entry point for the core reader, validator, formatter and matcher.
// Built by Fuzz/run.sh together with the core's sources (a SwiftPM executable does not link with
// -sanitize=fuzzer, because SwiftPM renames `main`).

private let probeURLs = [
    "https://example.com/", "https://example.com/buy/1?x=1#top", "https://EXAMPLE.com/caf%C3%A9/%2F?a&a=2&b",
    "/help/website/x", "https://other.org/a",
]

/// A fixed file using every kind of rule, to decide the fuzzer's bytes as a URL. (Compiled per
/// input: LeakSanitizer does not follow Swift's tagged enum payloads from a global, and reports
/// what a global matcher holds as leaked.)
private let probeFile = #"""
    {"applinks": {"apps": [], "substitutionVariables": {"food": ["pizza", "sushi*"]},
      "details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.two"],
        "components": [
          {"#": "no_universal_links", "exclude": true},
          {"/": "/buy/*"}, {"/": "/help/website/*", "exclude": true},
          {"/": "/help/*", "?": {"articleNumber": "????"}},
          {"/": "/$(lang)_$(region)/$(food)/*", "caseSensitive": false},
          {"/": "/café/*", "percentEncoded": false}, {"/": "*.pdf", "?": "a=*&b"}],
        "paths": ["NOT /help/website/*", "/buy/*", "*"]},
        {"appID": "ABCDE12345.com.example.three", "paths": ["/three/*"]}]}}
    """#

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAASA(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    // The bytes as a URL: every way of deciding it agrees, and nothing traps.
    let probeMatcher = AASAMatcher(document: AssociationDocument(string: probeFile))
    let url = String(decoding: bytes.prefix(512), as: UTF8.self)
    for domain in ["example.com", nil] as [String?] {
        for ios in [IOSVersion.ios12, .ios13] {
            let result = probeMatcher.decide(url, domain: domain, ios: ios)
            if probeMatcher.opens(url, domain: domain, ios: ios) != result.opens { fatalError("opens disagrees") }
            for app in result.apps
            where probeMatcher.decision(for: app.appID, url: url, domain: domain, ios: ios) != app.decision {
                fatalError("decision(for:) disagrees")
            }
        }
    }
    _ = probeMatcher.explain(url, domain: "example.com")
    _ = URLParts(parsing: url)
    fuzzAssetLinks(bytes, url: url)
    fuzzEnvelope(bytes)
    let validation = AASAValidator().validate(bytes)
    // Every finding must point inside the document.
    for d in validation.report.diagnostics {
        if let location = d.location, location.offset > bytes.count { fatalError("offset past the end: \(d)") }
    }
    // The lints' work stays within its bound: linear in the input (issue 11).
    if validation.work > WorkBudget(forFileOfSize: bytes.count).limit + Linter.Candidates.workLimit + 100 * bytes.count
        + 100_000
    {
        fatalError("validation work \(validation.work) for \(bytes.count) bytes")
    }
    // Located findings render from a window of their line, however long the line.
    _ = DiagnosticRenderer().render(validation.report, fileName: "fuzz", source: validation.document.source)
    fuzzLocalization(bytes, report: validation.report)
    // A file without applinks decides every URL: no app opens.
    if validation.file != nil, validation.file?.applinks == nil {
        let matcher = AASAMatcher(document: validation.document)
        if matcher.hasApplinks || matcher.decide("https://example.com/a", domain: "example.com").opens != nil {
            fatalError("a file without applinks opened an app")
        }
    }
    // Formatting a valid document and reading it again must give the same text again.
    if validation.document.isValidJSON, let root = validation.document.root {
        let formatted = CanonicalFormatter().format(root)
        let again = JSONReader().read(formatted)
        guard again.isValidJSON, let reread = again.root else { fatalError("formatter produced invalid JSON") }
        if CanonicalFormatter().format(reread) != formatted { fatalError("formatter is not idempotent") }
    }
    // Whatever the file, the matcher compiles and decides without trapping.
    if let file = validation.file {
        let matcher = AASAMatcher(document: validation.document)
        for url in probeURLs {
            for ios in [IOSVersion.ios12, .ios13] {
                let result = matcher.decide(url, domain: "example.com", ios: ios)
                if result.apps.count != matcher.appIDs.count { fatalError("one decision per app") }
            }
        }
        _ = AASAMatcher.unreachableRules(in: file)
    }
    fuzzManifest(bytes)
    return 0
}

/// The same bytes as a `ulinks.json` manifest: findings point inside it, and a manifest that reads
/// generates files that validate with no error, and writes text that reads back to itself.
private func fuzzManifest(_ bytes: [UInt8]) {
    let read = ManifestReader().read(bytes)
    for d in read.report.diagnostics {
        if let location = d.location, location.offset > bytes.count { fatalError("manifest offset past the end: \(d)") }
    }
    guard let manifest = read.manifest else { return }
    let text = manifest.jsonText()
    if ManifestReader().read(text).manifest?.jsonText() != text { fatalError("manifest text does not read back") }
    guard let output = try? ManifestGenerator(options: .init(proofURLs: 50)).generate(manifest) else { return }
    if let aasa = output.file(ManifestGenerator.associationPath),
        AASAValidator().validate(Array(aasa.text.utf8)).report.hasErrors
    {
        fatalError("generated an invalid file")
    }
}

/// The CMS envelope reader (swift-asn1's BER parser under the core's CMS walk), on the bytes as a signed file
/// whatever their first bytes: it never traps, and what it unwraps lies inside the input.
private func fuzzEnvelope(_ bytes: [UInt8]) {
    let signed = bytes.first == 0x30 ? bytes : [0x30, 0x80] + bytes
    if case .success(let unwrapped) = SignedEnvelope.unwrapIfSigned(signed),
        unwrapped.envelopeLength > signed.count || unwrapped.payload.count > signed.count
    {
        fatalError(
            "envelope of \(unwrapped.envelopeLength) bytes, payload of \(unwrapped.payload.count), in \(signed.count)")
    }
    _ = SignedEnvelope.oneLineName(derEncoded: bytes)
}
