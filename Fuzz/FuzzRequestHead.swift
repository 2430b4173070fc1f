// libFuzzer entry point for the server's connection fast path parser (FastRequestHead), built by
// Fuzz/run.sh from that file and FileKind.swift alone (both depend on the standard library only).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestHead(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let parse = FastRequestHead.parse(bytes)
    guard case .request(let head) = parse else {
        // Waiting is only allowed below the limit; at the limit it must decide.
        if parse == .incomplete { precondition(count < FastRequestHead.maximumLength) }
        return 0
    }
    // The head ends where it says, inside the input, and its ranges are inside the head.
    precondition(head.length >= 4 && head.length <= count && head.length <= FastRequestHead.maximumLength)
    for range in [head.host, head.ifNoneMatch, head.ifModifiedSince].compactMap({ $0 }) {
        precondition(range.lowerBound >= 0 && range.upperBound <= head.length)
    }
    precondition(!head.host.isEmpty)
    // The head alone parses the same (bytes after it do not change it), and one byte less waits.
    let alone = UnsafeRawBufferPointer(rebasing: bytes[..<head.length])
    precondition(FastRequestHead.parse(alone) == parse)
    precondition(FastRequestHead.parse(UnsafeRawBufferPointer(rebasing: bytes[..<(head.length - 1)])) == .incomplete)
    return 0
}
