/// An Android app module as its `build.gradle(.kts)` declares it: one variant per product flavor and build
/// type, each with its `applicationId` (base id, then the `applicationIdSuffix` of `defaultConfig`, the
/// flavor and the build type, as the Android Gradle plugin appends them), SDK levels and
/// `manifestPlaceholders` (the build type's over the flavor's over `defaultConfig`'s).
///
/// Flavors of several dimensions are read one by one (not combined).
public struct AndroidGradleModule: Sendable {
    public struct Variant: Sendable, Hashable, Codable {
        public var name: String
        public var flavor: String?
        public var buildType: String
        /// nil when computed (not a literal) or missing.
        public var applicationId: String?
        public var minSdk: Int?
        public var targetSdk: Int?
        public var placeholders: [String: String]
        /// `manifestPlaceholders` this variant sets with a value computed in Gradle (not a literal).
        public var computedPlaceholders: Set<String> = []
        /// The `signingConfig` the build type names, as written (`signingConfigs.debug`).
        public var signingConfig: String?
    }

    public var namespace: String?
    public var variants: [Variant] = []
    /// Settings the doctor needs that are not literals: setting and why.
    public var computed: [GradleBuildScript.Setting] = []

    static let android = "android"
    static let applicationIdKeys = ["applicationId"]
    static let minSdkKeys = ["minSdk", "minSdkVersion"]
    static let targetSdkKeys = ["targetSdk", "targetSdkVersion"]

    public init(script: GradleBuildScript) {
        func first(_ keys: [String], in path: [String]) -> GradleBuildScript.Setting? {
            script.settings.last { keys.contains($0.key) && $0.path == path }
        }
        let defaultPath = [Self.android, "defaultConfig"]
        namespace = first(["namespace"], in: [Self.android])?.value
        let flavors = script.blocks.filter {
            $0.path.count == 3 && Array($0.path.prefix(2)) == [Self.android, "productFlavors"]
        }
        .map { $0.path[2] }
        var buildTypes = ["debug", "release"]
        for block in script.blocks
        where block.path.count == 3 && Array(block.path.prefix(2)) == [Self.android, "buildTypes"] {
            if !buildTypes.contains(block.path[2]) { buildTypes.append(block.path[2]) }
        }
        var computed: [GradleBuildScript.Setting] = []
        func literal(_ setting: GradleBuildScript.Setting?) -> String? {
            guard let setting else { return nil }
            if setting.value == nil, !computed.contains(setting) { computed.append(setting) }
            return setting.value
        }
        func placeholders(_ path: [String]) -> [String: String?] {
            var map: [String: String?] = [:]
            for p in script.placeholders where p.path == path { map[p.name] = p.value }
            return map
        }
        for flavor in flavors.isEmpty ? [nil] : flavors.map(Optional.some) {
            let flavorPath = flavor.map { [Self.android, "productFlavors", $0] }
            for buildType in buildTypes {
                let typePath = [Self.android, "buildTypes", buildType]
                let idSetting =
                    flavorPath.flatMap { first(Self.applicationIdKeys, in: $0) }
                    ?? first(Self.applicationIdKeys, in: defaultPath)
                var applicationId = idSetting.map { literal($0) } ?? namespace
                let suffixes = [defaultPath, flavorPath, typePath].compactMap { $0 }
                    .compactMap { first(["applicationIdSuffix"], in: $0) }
                for suffix in suffixes {
                    let value = literal(suffix)
                    applicationId = value.flatMap { v in applicationId.map { $0 + v } }
                }
                func sdk(_ keys: [String]) -> Int? {
                    let setting = flavorPath.flatMap { first(keys, in: $0) } ?? first(keys, in: defaultPath)
                    return literal(setting).flatMap { Int($0) }
                }
                var merged = placeholders(defaultPath)
                if let flavorPath { merged.merge(placeholders(flavorPath)) { $1 } }
                merged.merge(placeholders(typePath)) { $1 }
                if let applicationId { merged["applicationId"] = applicationId }
                let literals = merged.compactMapValues { $0 }
                var computedNames = Set(merged.filter { $0.value == nil }.keys)
                if applicationId == nil, idSetting != nil { computedNames.insert("applicationId") }
                let name =
                    (flavor ?? "")
                    + (flavor == nil ? buildType : buildType.prefix(1).uppercased() + buildType.dropFirst())
                variants.append(
                    Variant(
                        name: name, flavor: flavor, buildType: buildType, applicationId: applicationId,
                        minSdk: sdk(Self.minSdkKeys), targetSdk: sdk(Self.targetSdkKeys), placeholders: literals,
                        computedPlaceholders: computedNames,
                        signingConfig: first(["signingConfig"], in: typePath)?.raw))
            }
        }
        self.computed = computed
    }
}
