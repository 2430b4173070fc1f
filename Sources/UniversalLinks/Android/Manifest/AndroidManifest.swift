/// What App Links need from a compiled `AndroidManifest.xml`: the package, and every intent filter of an
/// activity (or alias) with its `autoVerify`, actions, categories and `<data>` (schemes, hosts, paths).
///
/// The model lives in the core (the project doctor builds it from a source `AndroidManifest.xml`); reading a
/// compiled manifest from an APK (`init(binaryXML:)`) is `UniversalLinksApp`'s.
public struct AndroidManifest: Sendable, Hashable {
    public var package: String
    public var filters: [IntentFilter]

    /// One `<intent-filter>`. Its `<data>` elements combine: every scheme with every host and every path.
    public struct IntentFilter: Sendable, Hashable, Codable {
        /// The `android:name` of the activity or activity-alias.
        public var activity: String
        public var autoVerify: Bool
        public var actions: [String]
        public var categories: [String]
        public var schemes: [String]
        /// Host names; `*.example.com` covers subdomains.
        public var hosts: [String]
        public var ports: [String]
        /// Path attributes as written: `path`, `pathPrefix`, `pathPattern`, `pathAdvancedPattern`, `pathSuffix`.
        public var paths: [PathRule]

        /// What Android verifies: autoVerify, ACTION_VIEW, BROWSABLE and DEFAULT, an http or https scheme.
        public var isAppLinkFilter: Bool {
            autoVerify && actions.contains("android.intent.action.VIEW")
                && categories.contains("android.intent.category.BROWSABLE")
                && categories.contains("android.intent.category.DEFAULT")
                && schemes.contains { $0 == "http" || $0 == "https" }
        }

        /// ``hosts`` without repeats (host names compare case-insensitively), in order: a filter often names
        /// its host once per `<data>` element.
        public var distinctHosts: [String] { Self.distinct(hosts) }

        static func distinct(_ hosts: [String]) -> [String] {
            var seen: Set<String> = []
            return hosts.filter { seen.insert($0.lowercased()).inserted }
        }
    }

    public struct PathRule: Sendable, Hashable, Codable {
        /// `path`, `pathPrefix`, `pathPattern`, `pathAdvancedPattern` or `pathSuffix`.
        public var kind: String
        public var value: String
    }

    static let pathKinds = ["path", "pathPrefix", "pathPattern", "pathAdvancedPattern", "pathSuffix"]

    /// The manifest of an element tree (a compiled manifest read by `BinaryXMLReader`, or a source one).
    public init(root: BinaryXMLElement) {
        package = root.attribute("package")?.text ?? ""
        filters = []
        for application in root.children(named: "application") {
            for activity in application.children where activity.name == "activity" || activity.name == "activity-alias"
            {
                let name = activity.attribute("name")?.text ?? ""
                for filter in activity.children(named: "intent-filter") {
                    filters.append(Self.filter(filter, activity: name))
                }
            }
        }
    }

    static func filter(_ element: BinaryXMLElement, activity: String) -> IntentFilter {
        var filter = IntentFilter(
            activity: activity,
            autoVerify: element.attribute("autoVerify") == .boolean(true)
                || element.attribute("autoVerify") == .string("true"),
            actions: [], categories: [], schemes: [], hosts: [], ports: [], paths: [])
        for child in element.children {
            let name = child.attribute("name")?.text
            switch child.name {
            case "action": if let name { filter.actions.append(name) }
            case "category": if let name { filter.categories.append(name) }
            case "data":
                if let scheme = child.attribute("scheme")?.text { filter.schemes.append(scheme) }
                if let host = child.attribute("host")?.text { filter.hosts.append(host) }
                if let port = child.attribute("port")?.text { filter.ports.append(port) }
                for kind in pathKinds {
                    if let value = child.attribute(kind)?.text {
                        filter.paths.append(PathRule(kind: kind, value: value))
                    }
                }
            default: break
            }
        }
        return filter
    }

    /// The hosts Android verifies: those of autoVerify App Link filters, without duplicates, in order.
    /// (Android 12+ verifies each host on its own; a `*.` host is verified at its parent.)
    public var verifiedHosts: [String] {
        IntentFilter.distinct(filters.filter(\.isAppLinkFilter).flatMap(\.hosts))
    }
}
