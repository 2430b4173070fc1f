/// Where a build setting's value is written: a file under the project root and the value's offset.
public struct SettingOrigin: Sendable, Hashable {
    public var file: String
    public var offset: Int

    public init(file: String, offset: Int) {
        self.file = file
        self.offset = offset
    }
}

/// The build settings of one target and configuration, as Xcode layers them (highest first): the
/// target's configuration, its `.xcconfig`, the project's configuration of the same name, the project's
/// `.xcconfig`; then a few built-in settings. `$(NAME)` and `${NAME}` references are expanded, with
/// `$(inherited)` taken from the layers below and the `:lower`, `:upper` and `:rfc1034identifier`
/// modifiers applied. References nothing defines are kept as written and named in the result.
public struct BuildSettings: Sendable {
    public struct Value: Sendable, Hashable {
        public var value: String
        /// Where the setting is written (nil for a built-in).
        public var origin: SettingOrigin?
        /// References that nothing defines (`$(APP_DOMAIN)` left as written).
        public var unresolved: [String]
    }

    /// One layer: key (conditions such as `[sdk=iphoneos*]` included) to value and origin.
    public typealias Layer = [String: (value: String, origin: SettingOrigin)]

    var layers: [Layer]
    var builtins: [String: String]

    public init(layers: [Layer], builtins: [String: String]) {
        self.layers = layers
        self.builtins = builtins
    }

    /// The expanded value of `key`; nil when no layer and no built-in defines it.
    public func value(_ key: String) -> Value? { resolve(key, from: 0, depth: 0) }

    private func lookup(_ key: String, from start: Int) -> (value: String, origin: SettingOrigin, layer: Int)? {
        guard start < layers.count else { return nil }
        for index in start..<layers.count {
            if let found = layers[index][key] { return (found.value, found.origin, index) }
            // A conditional setting (`KEY[sdk=iphoneos*]`) applies when building for a device.
            if let conditional = layers[index].keys.filter({ $0.hasPrefix(key + "[") }).sorted().first,
                let found = layers[index][conditional]
            {
                return (found.value, found.origin, index)
            }
        }
        return nil
    }

    private func resolve(_ key: String, from start: Int, depth: Int) -> Value? {
        guard let found = lookup(key, from: start) else {
            return start == 0 ? builtins[key].map { Value(value: $0, origin: nil, unresolved: []) } : nil
        }
        var unresolved: [String] = []
        let expanded = expand(found.value, key: key, layer: found.layer, depth: depth, unresolved: &unresolved)
        return Value(value: expanded, origin: found.origin, unresolved: unresolved)
    }

    /// Expands every `$(...)` and `${...}` of `text`.
    func expand(_ text: String, key: String, layer: Int, depth: Int, unresolved: inout [String]) -> String {
        guard text.contains("$") else { return text }
        var out = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                out += "$"
                rest = rest[afterDollar...]
                continue
            }
            let close: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: close) else {
                out += rest
                rest = rest[rest.endIndex...]
                break
            }
            let inner = rest[rest.index(after: afterDollar)..<end]
            let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(parts.first ?? "")
            var value: String?
            if depth < 16 {
                if name == "inherited" {
                    value = resolve(key, from: layer + 1, depth: depth + 1)?.value ?? ""
                } else if let found = resolve(name, from: 0, depth: depth + 1) {
                    value = found.value
                    unresolved += found.unresolved
                }
            }
            if var value {
                for modifier in parts.dropFirst() { value = Self.apply(String(modifier), to: value) }
                out += value
            } else {
                unresolved.append(name)
                out += rest[dollar...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "-" })
        case "c99extidentifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        default: return value
        }
    }
}
