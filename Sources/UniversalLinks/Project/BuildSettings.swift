#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
/// `.xcconfig`; then a few built-in settings. `$(NAME)` and `${NAME}` references are expanded as Xcode
/// does (Xcode Help, "Build settings reference" and "Adding a build configuration file to your project",
/// https://developer.apple.com/documentation/xcode/adding-a-build-configuration-file-to-your-project):
///
/// - `$(inherited)`, and a setting that refers to itself (`DEVELOPMENT_TEAM = $(DEVELOPMENT_TEAM)`),
///   take the value of the layers below;
/// - a conditional setting (`KEY[sdk=iphoneos*]`, `[config=Release]`, `[arch=arm64]`) whose conditions
///   hold for the build (``Conditions``: a device build) wins over the unconditional one of its layer;
/// - a reference nothing defines expands to the empty string (and is named in the result);
/// - `:lower`, `:upper`, `:rfc1034identifier` and `:c99extidentifier` apply.
///
/// Expansion is bounded (``Limits``): a value that would take more steps or bytes stops there, and
/// ``Value/stopped`` says why.
public struct BuildSettings: Sendable {
    public struct Value: Sendable, Hashable {
        public var value: String
        /// Where the setting is written (nil for a built-in).
        public var origin: SettingOrigin?
        /// References that nothing defines (expanded to the empty string, as Xcode does).
        public var unresolved: [String]
        /// Why expansion stopped before the end (a bound was reached); the value is then incomplete.
        public var stopped: String?
    }

    /// The build the conditions are evaluated for: links depend on the device build.
    public struct Conditions: Sendable, Hashable {
        /// The SDK's name without version (`iphoneos`, `macosx`, `watchos`, `appletvos`, `xros`).
        public var sdk: String
        public var arch: String
        public var configuration: String

        public init(sdk: String = "iphoneos", arch: String = "arm64", configuration: String = "") {
            self.sdk = sdk
            self.arch = arch
            self.configuration = configuration
        }

        /// Whether every condition of `[sdk=iphoneos*][config=Release]` (or `[sdk=a,arch=b]`) holds.
        public func hold(_ conditions: Substring) -> Bool {
            for part in conditions.split(whereSeparator: { $0 == "]" || $0 == "[" || $0 == "," }) {
                let pair = part.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { return false }
                let pattern = pair[1].trimming { $0 == " " }
                switch pair[0].trimming { $0 == " " } {
                case "sdk":
                    // `iphoneos17.0` and `iphoneos*` name the device SDK of any version.
                    let base = String(pattern.reversed().drop { $0 == "*" || $0 == "." || $0.isNumber }.reversed())
                    guard Self.glob(base.isEmpty ? pattern : base, sdk) else { return false }
                case "arch": guard Self.glob(pattern, arch) else { return false }
                case "config": guard Self.glob(pattern, configuration) else { return false }
                case "variant": guard Self.glob(pattern, "normal") else { return false }
                default: return false
                }
            }
            return true
        }

        static func glob(_ pattern: String, _ text: String) -> Bool { fnmatch(pattern, text, 0) == 0 }
    }

    /// Bounds on one value's expansion: references followed and bytes produced.
    public struct Limits: Sendable, Hashable {
        public var steps: Int
        public var bytes: Int
        public var depth: Int

        public init(steps: Int = 10_000, bytes: Int = 64 << 10, depth: Int = 32) {
            self.steps = steps
            self.bytes = bytes
            self.depth = depth
        }
    }

    /// One layer: key (conditions such as `[sdk=iphoneos*]` included) to value and origin.
    public typealias Layer = [String: (value: String, origin: SettingOrigin)]

    var layers: [Layer]
    var builtins: [String: String]
    public var conditions: Conditions
    public var limits: Limits

    public init(
        layers: [Layer], builtins: [String: String], conditions: Conditions = Conditions(), limits: Limits = Limits()
    ) {
        self.layers = layers
        self.builtins = builtins
        self.conditions = conditions
        self.limits = limits
    }

    /// The expanded value of `key`; nil when no layer and no built-in defines it.
    public func value(_ key: String) -> Value? {
        var budget = Budget()
        guard var value = resolve(key, from: 0, depth: 0, budget: &budget) else { return nil }
        value.stopped = budget.stopped
        return value
    }

    /// `text` (a value written elsewhere, such as an entitlement) expanded with these settings.
    public func expand(_ text: String, key: String) -> Value {
        var budget = Budget()
        var unresolved: [String] = []
        let value = expand(text, key: key, position: 0, depth: 0, budget: &budget, unresolved: &unresolved)
        return Value(value: value, origin: nil, unresolved: unresolved, stopped: budget.stopped)
    }

    /// What one expansion has spent.
    struct Budget {
        var steps = 0
        var stopped: String?
    }

    /// Positions interleave each layer's conditional settings (even) and unconditional ones (odd), so
    /// that a matching conditional wins and its `$(inherited)` reaches the same layer's plain value.
    private func lookup(_ key: String, from start: Int) -> (value: String, origin: SettingOrigin, position: Int)? {
        var position = start
        while position < layers.count * 2 {
            let layer = layers[position / 2]
            if position % 2 == 1 {
                if let found = layer[key] { return (found.value, found.origin, position) }
            } else {
                let prefix = key + "["
                // The most specific matching condition wins; ties in a stable order.
                let matching = layer.keys.filter {
                    $0.hasPrefix(prefix) && conditions.hold($0.dropFirst(key.count))
                }
                .sorted {
                    ($0.filter { $0 == "=" }.count, $1) > ($1.filter { $0 == "=" }.count, $0)
                }
                if let best = matching.first, let found = layer[best] { return (found.value, found.origin, position) }
            }
            position += 1
        }
        return nil
    }

    private func resolve(_ key: String, from start: Int, depth: Int, budget: inout Budget) -> Value? {
        guard let found = lookup(key, from: start) else {
            return start == 0 ? builtins[key].map { Value(value: $0, origin: nil, unresolved: []) } : nil
        }
        var unresolved: [String] = []
        let expanded = expand(
            found.value, key: key, position: found.position, depth: depth, budget: &budget, unresolved: &unresolved)
        return Value(value: expanded, origin: found.origin, unresolved: unresolved)
    }

    /// Expands every `$(...)` and `${...}` of `text`, found at `position`.
    func expand(
        _ text: String, key: String, position: Int, depth: Int, budget: inout Budget, unresolved: inout [String]
    ) -> String {
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
            rest = rest[rest.index(after: end)...]
            guard budget.stopped == nil else { break }
            budget.steps += 1
            if budget.steps > limits.steps {
                budget.stopped = "after \(limits.steps) references"
                break
            }
            let inner = rest.base[rest.base.index(after: afterDollar)..<end]
            let parts = inner.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(parts.first ?? "")
            var value: String
            if depth >= limits.depth {
                budget.stopped = "at references nested \(limits.depth) deep (a cycle?)"
                break
            } else if name == "inherited" || name == key {
                // A setting that names itself means the value below, as $(inherited) does.
                value = resolve(key, from: position + 1, depth: depth + 1, budget: &budget)?.value ?? ""
            } else if let found = resolve(name, from: 0, depth: depth + 1, budget: &budget) {
                value = found.value
                unresolved += found.unresolved
            } else {
                // Xcode expands a setting nothing defines to the empty string.
                unresolved.append(name)
                value = ""
            }
            for modifier in parts.dropFirst() { value = Self.apply(String(modifier), to: value) }
            out += value
            if out.utf8.count > limits.bytes {
                budget.stopped = "past \(limits.bytes) bytes"
                break
            }
        }
        if budget.stopped != nil { return out }
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
