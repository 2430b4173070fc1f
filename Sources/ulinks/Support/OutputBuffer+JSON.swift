import UniversalLinks

extension OutputBuffer {
    /// Appends `text` as a JSON string, escaped as ``MatchResult/jsonLine`` escapes: the core's
    /// escaper writes straight into the buffer.
    func appendJSONString(_ text: UnsafeBufferPointer<UInt8>) {
        append(atMost: JSONText.capacity(text.count)) { JSONText.write(text, to: $0) }
    }

    func appendJSONString(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ appendJSONString($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendJSONString($0) }
        }
    }
}
