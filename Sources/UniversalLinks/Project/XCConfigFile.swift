/// An `.xcconfig` build-settings file: `KEY = value` lines (with optional `[sdk=...][config=...]`
/// conditions), `#include "other.xcconfig"` (`#include?` when optional) and `//` comments.
///
/// Read line by line, with the position of every setting; a line that is none of these is reported
/// (Xcode ignores it with a warning) and skipped. Never traps.
public struct XCConfigFile: Sendable, Hashable {
    public struct Setting: Sendable, Hashable {
        public var key: String
        /// The conditions as written (`[sdk=iphoneos*][config=Release]`), empty when none.
        public var conditions: String
        public var value: String
        /// Offset of the key.
        public var offset: Int
        /// Offset of the value's first character.
        public var valueOffset: Int
    }

    public struct Include: Sendable, Hashable {
        public var path: String
        public var isOptional: Bool
        public var offset: Int
    }

    /// A line that is not a setting, an include or a comment.
    public struct Unreadable: Sendable, Hashable {
        public var offset: Int
        public var line: String
    }

    public var settings: [Setting] = []
    public var includes: [Include] = []
    public var unreadable: [Unreadable] = []

    public init(bytes: [UInt8]) {
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            read(line: bytes[start..<end], at: start)
            start = end + 1
        }
    }

    private mutating func read(line raw: ArraySlice<UInt8>, at start: Int) {
        var line = raw
        // A `//` outside quotes ends the line.
        var inQuotes = false
        for i in line.indices {
            if line[i] == 0x22 { inQuotes.toggle() }
            if !inQuotes, line[i] == 0x2F, i + 1 < line.endIndex, line[i + 1] == 0x2F {
                line = line[..<i]
                break
            }
        }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D }
        while let first = line.first, isSpace(first) { line = line.dropFirst() }
        while let last = line.last, isSpace(last) { line = line.dropLast() }
        guard let first = line.first else { return }
        let text = String(decoding: line, as: UTF8.self)
        if first == 0x23 {  // #include
            for (directive, optional) in [("#include?", true), ("#include", false)] where text.hasPrefix(directive) {
                let rest = text.dropFirst(directive.count).trimming { $0 == " " || $0 == "\t" }
                guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") else { break }
                includes.append(
                    Include(path: String(rest.dropFirst().dropLast()), isOptional: optional, offset: line.startIndex))
                return
            }
            unreadable.append(Unreadable(offset: line.startIndex, line: text))
            return
        }
        // The `=` after the key and its `[condition=value]` brackets.
        var depth = 0
        var found: Int?
        for i in line.indices {
            if line[i] == 0x5B {
                depth += 1
            } else if line[i] == 0x5D {
                depth -= 1
            } else if line[i] == 0x3D, depth <= 0 {
                found = i
                break
            }
        }
        guard let equals = found else {
            unreadable.append(Unreadable(offset: line.startIndex, line: text))
            return
        }
        var keyPart = line[..<equals]
        while let last = keyPart.last, isSpace(last) { keyPart = keyPart.dropLast() }
        let keyText = String(decoding: keyPart, as: UTF8.self)
        let bracket = keyText.firstIndex(of: "[") ?? keyText.endIndex
        let key = String(keyText[..<bracket])
        guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            unreadable.append(Unreadable(offset: line.startIndex, line: text))
            return
        }
        var value = line[(equals + 1)...]
        while let first = value.first, isSpace(first) { value = value.dropFirst() }
        if value.last == 0x3B { value = value.dropLast() }  // a trailing `;` is allowed
        settings.append(
            Setting(
                key: key, conditions: String(keyText[bracket...]), value: String(decoding: value, as: UTF8.self),
                offset: line.startIndex, valueOffset: value.startIndex))
    }
}
