// libFuzzer entry point for the ACME response parsing (Sources/UniversalLinksACME/Protocol, which
// depends on Foundation only). Built by Fuzz/run-acme.sh together with those sources.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzACME(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    // Every parser on the same bytes: each returns a value or throws ACMEError, nothing else.
    for parse in [
        { _ = try ACMEResponseParser.directory($0) }, { _ = try ACMEResponseParser.order($0) },
        { _ = try ACMEResponseParser.authorization($0) }, { _ = try ACMEResponseParser.challenge($0) },
        { _ = try ACMEResponseParser.account($0) }, { _ = try ACMEResponseParser.certificateChain($0) },
    ] as [([UInt8]) throws -> Void] {
        do {
            try parse(bytes)
        } catch is ACMEError {
        } catch {
            fatalError("a parser threw something other than ACMEError: \(error)")
        }
    }
    _ = ACMEResponseParser.problem(bytes).map(\.summary)
    let text = String(decoding: bytes.prefix(600), as: UTF8.self)
    _ = ACMEResponseParser.nonce(text)
    _ = ACMEResponseParser.retryAfter(text)
    return 0
}
