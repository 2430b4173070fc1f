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

    var description: String {
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

    var hint: String {
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
        func has(_ s: String) -> Bool { hasPrefix(Array(s.utf8), at: start) }
        func hasCaseInsensitive(_ s: String) -> Bool {
            let p = Array(s.utf8)
            guard start + p.count <= bytes.count else { return false }
            for (k, b) in p.enumerated() where asciiLower(bytes[start + k]) != b { return false }
            return true
        }
        if hasPrefix([0x1F, 0x8B], at: 0) { return .gzip }
        if hasPrefix([0x50, 0x4B, 0x03, 0x04], at: 0) { return .zip }
        if hasPrefix([0x30, 0x80], at: 0) || hasPrefix([0x30, 0x82], at: 0) || hasPrefix([0x30, 0x83], at: 0) {
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
        for keyword in ["export ", "module.exports", "const ", "let ", "var ", "import ", "function", "\"use strict\""]
        where has(keyword) {
            return .javascript
        }
        // Mostly non-text bytes in the first 64.
        let head = bytes[start..<min(bytes.count, start + 64)]
        let binary = head.filter { $0 < 0x09 || ($0 > 0x0D && $0 < 0x20) }.count
        if binary > 4 { return .binary }
        return nil
    }
}

func asciiLower(_ b: UInt8) -> UInt8 { (b >= 0x41 && b <= 0x5A) ? b + 0x20 : b }
