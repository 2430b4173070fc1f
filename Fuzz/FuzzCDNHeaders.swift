// libFuzzer entry point for the reading of Apple's CDN headers (AppleCDNHeaders, AppleFailureCode,
// UntrustedText), built by Fuzz/run.sh from those files and HeaderField.swift alone (Foundation only).
// The input is header lines, `Name: value`, as a hostile CDN or origin might send them.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCDNHeaders(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    var fields: [HeaderField] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        fields.append(HeaderField(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : ""))
    }
    let headers = AppleCDNHeaders(headers: fields)
    let limit = AppleCDNHeaders.maximumValueLength + 1  // the cut is marked with one "…"
    for value in [headers.failureReason, headers.failureDetails, headers.originFormat, headers.cacheControl].compactMap(
        { $0 })
    {
        precondition(value.unicodeScalars.count <= limit)
        precondition(!value.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
    precondition(headers.from.count <= AppleCDNHeaders.maximumChain)
    precondition(headers.from.allSatisfy { !$0.isEmpty && $0.unicodeScalars.count <= limit })
    precondition((headers.age ?? 0) >= 0 && (headers.maxAge ?? 0) >= 0)
    if let failure = headers.failure { precondition(failure.code.hasPrefix("SWCERR")) }
    precondition(headers.followedRedirect == (headers.from.count > 1))
    return 0
}
