/// What the doctor needs from a `project.pbxproj`: the targets, each with its build configurations, their
/// build settings (with positions) and the `.xcconfig` file each configuration is based on; and the
/// project-level configurations the targets inherit from.
public struct XcodeProject: Sendable {
    /// One build setting as written in the project file.
    public struct Setting: Sendable, Hashable {
        public var value: String
        /// Offset of the value in the project file.
        public var offset: Int
    }

    public struct Configuration: Sendable {
        public var name: String
        /// `buildSettings`, keys as written (conditions such as `[sdk=iphoneos*]` included).
        public var settings: [String: Setting]
        /// The `.xcconfig` it is based on, relative to the project's folder (SRCROOT); nil when none or
        /// not resolvable.
        public var baseConfiguration: String?
        /// Offset of the configuration's object in the project file.
        public var offset: Int
    }

    public struct Target: Sendable {
        public var name: String
        /// `com.apple.product-type.application`, `...app-extension`, ...
        public var productType: String
        public var configurations: [Configuration]
        public var offset: Int

        /// Apps, App Clips and extensions carry entitlements of their own; frameworks and tests do not.
        public var isApp: Bool {
            productType.hasPrefix("com.apple.product-type.application")
                || productType == "com.apple.product-type.app-extension"
                || productType.hasPrefix("com.apple.product-type.application.")
        }
    }

    public var targets: [Target] = []
    public var projectConfigurations: [Configuration] = []
    /// `projectDirPath` of the project object (usually empty).
    public var projectDirPath: String = ""
    /// References the file makes to objects it does not define: offset and message.
    public var problems: [(offset: Int, message: Message)] = []

    /// Reads the model from a parsed `project.pbxproj`.
    public init(_ root: OpenStepPlist) {
        guard let objects = root["objects"]?.members else {
            problems.append((root.offset, "the project file has no \"objects\" dictionary"))
            return
        }
        var table: [String: OpenStepPlist] = [:]
        for member in objects { table[member.key] = member.value }
        var model = PBXObjects(table: table)
        guard let rootID = root["rootObject"]?.string, let project = table[rootID] else {
            problems.append((root.offset, "the project file's rootObject names no object"))
            return
        }
        projectDirPath = project["projectDirPath"]?.string ?? ""
        projectConfigurations = model.configurations(
            listID: project["buildConfigurationList"]?.string, at: project.offset)
        for idNode in project["targets"]?.array ?? [] {
            guard let id = idNode.string, let object = table[id] else {
                model.problems.append((idNode.offset, "the target \(idNode.string ?? "?") is not defined in the file"))
                continue
            }
            guard object["isa"]?.string == "PBXNativeTarget" else { continue }
            targets.append(
                Target(
                    name: object["name"]?.string ?? id, productType: object["productType"]?.string ?? "",
                    configurations: model.configurations(
                        listID: object["buildConfigurationList"]?.string, at: object.offset),
                    offset: object.offset))
        }
        problems += model.problems
    }
}

/// The `objects` table of a project file, and the lookups across it.
struct PBXObjects {
    let table: [String: OpenStepPlist]
    var problems: [(offset: Int, message: Message)] = []
    /// Each file or group's enclosing group.
    let parents: [String: String]

    init(table: [String: OpenStepPlist]) {
        self.table = table
        var parents: [String: String] = [:]
        for (id, object) in table where (object["isa"]?.string ?? "").hasSuffix("Group") {
            for child in object["children"]?.array ?? [] {
                if let childID = child.string { parents[childID] = id }
            }
        }
        self.parents = parents
    }

    mutating func configurations(listID: String?, at offset: Int) -> [XcodeProject.Configuration] {
        guard let listID, let list = table[listID] else {
            problems.append((offset, "the configuration list \(listID ?? "(none)") is not defined in the file"))
            return []
        }
        var result: [XcodeProject.Configuration] = []
        for idNode in list["buildConfigurations"]?.array ?? [] {
            guard let id = idNode.string, let object = table[id] else {
                problems.append(
                    (idNode.offset, "the build configuration \(idNode.string ?? "?") is not defined in the file"))
                continue
            }
            var settings: [String: XcodeProject.Setting] = [:]
            for member in object["buildSettings"]?.members ?? [] {
                let value: String
                switch member.value.kind {
                case .string(let s): value = s
                case .array(let items): value = items.compactMap(\.string).joined(separator: " ")
                default: continue
                }
                settings[member.key] = XcodeProject.Setting(value: value, offset: member.value.offset)
            }
            var base: String?
            if let reference = object["baseConfigurationReference"]?.string {
                base = path(of: reference)
            } else if let anchor = object["baseConfigurationReferenceAnchor"]?.string,
                let relative = object["baseConfigurationReferenceRelativePath"]?.string
            {
                // Xcode 16's folder-synchronized groups name the file by a path inside the group.
                base = path(of: anchor).map { $0.isEmpty ? relative : $0 + "/" + relative }
            }
            result.append(
                XcodeProject.Configuration(
                    name: object["name"]?.string ?? id, settings: settings, baseConfiguration: base,
                    offset: object.offset))
        }
        return result
    }

    /// The path of a file or group relative to the project's folder, following `<group>` paths up to the
    /// main group; nil for paths relative to SDKs and build folders.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = table[id] else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "SOURCE_ROOT": return own
        case "<absolute>": return own
        case "<group>":
            guard let parent = parents[id] else { return own }
            guard let base = path(of: parent, depth: depth + 1) else { return nil }
            return base.isEmpty ? own : (own.isEmpty ? base : base + "/" + own)
        default: return nil
        }
    }
}
