/// What a document that is not JSON at all looks like, so the message can say so.
enum NonJSONKind: Sendable, Equatable {
    case html
    case xml
    case rtf
    case gzip
    case zip
    case cms
    case javascript
    case frontMatter
    case template
    case pdf
    case binary

    var description: Message {
        switch self {
        case .html: "an HTML page (often an error or login page served instead of the file)"
        case .xml: "an XML document (perhaps a property list)"
        case .rtf: "an RTF document (saved by TextEdit in rich-text mode)"
        case .gzip: "gzip-compressed bytes"
        case .zip: "a ZIP archive"
        case .cms: "a CMS/PKCS#7 signed file (DER) that could not be unpacked"
        case .javascript: "a JavaScript module"
        case .frontMatter: "a Jekyll page with YAML front matter"
        case .template: "an unrendered template with {{...}} or ${...} placeholders"
        case .pdf: "a PDF document"
        case .binary: "binary data"
        }
    }

    var hint: Message {
        switch self {
        case .html: "serve the JSON file itself at this path with status 200 and Content-Type application/json"
        case .xml: "the file must be JSON"
        case .rtf: "save as plain text (TextEdit: Format > Make Plain Text) with straight quotes"
        case .gzip: "decompress the file; servers may compress only with a Content-Encoding header"
        case .zip, .pdf, .binary: "the file must be UTF-8 JSON"
        case .cms: "sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON"
        case .javascript: "publish the JSON object itself, not code that exports it"
        case .frontMatter: "remove the front matter, or put the file under a folder Jekyll copies verbatim"
        case .template: "render the template before publishing"
        }
    }
}

extension Parser {
    /// Recognises documents that are not JSON at all. `pos` is on the first non-whitespace byte.
    func sniffNonJSON() -> NonJSONKind? {
        let start = pos
        // Byte comparisons against static strings: this runs on every document, so no arrays.
        func has(_ s: StaticString) -> Bool {
            s.withUTF8Buffer { p in
                guard start + p.count <= bytes.count else { return false }
                for k in 0..<p.count where bytes[start + k] != p[k] { return false }
                return true
            }
        }
        func hasCaseInsensitive(_ s: StaticString) -> Bool {
            s.withUTF8Buffer { p in
                guard start + p.count <= bytes.count else { return false }
                for k in 0..<p.count where ASCII.lower(bytes[start + k]) != p[k] { return false }
                return true
            }
        }
        func startsWith(_ b0: UInt8, _ b1: UInt8) -> Bool { bytes.count >= 2 && bytes[0] == b0 && bytes[1] == b1 }
        if startsWith(0x1F, 0x8B) { return .gzip }
        if startsWith(0x50, 0x4B), bytes.count >= 4, bytes[2] == 0x03, bytes[3] == 0x04 { return .zip }
        if startsWith(0x30, 0x80) || startsWith(0x30, 0x82) || startsWith(0x30, 0x83) {
            return .cms
        }
        if has("%PDF") { return .pdf }
        if has("{\\rtf") { return .rtf }
        if hasCaseInsensitive("<!doctype html") || hasCaseInsensitive("<html") || hasCaseInsensitive("<head")
            || hasCaseInsensitive("<body") || hasCaseInsensitive("<!--")
        {
            return .html
        }
        if has("<?xml") || has("<plist") { return .xml }
        if has("<") { return .html }
        if has("---") { return .frontMatter }
        if has("{{") || has("${") || has("{%") || has("<%") { return .template }
        if has("export ") || has("module.exports") || has("const ") || has("let ") || has("var ") || has("import ")
            || has("function") || has("\"use strict\"")
        {
            return .javascript
        }
        // Mostly non-text bytes in the first 64.
        var binary = 0
        for i in start..<min(bytes.count, start + 64) where bytes[i] < 0x09 || (bytes[i] > 0x0D && bytes[i] < 0x20) {
            binary += 1
        }
        if binary > 4 { return .binary }
        return nil
    }
}
