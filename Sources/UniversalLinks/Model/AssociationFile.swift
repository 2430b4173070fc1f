/// A value read from a document, with where it was found.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public var value: Value
    /// Byte offset of the value in the document.
    public var offset: Int
    /// RFC 6901 pointer to the value.
    public var pointer: String

    public init(_ value: Value, offset: Int = 0, pointer: String = "") {
        self.value = value
        self.offset = offset
        self.pointer = pointer
    }
}

/// A key the model does not know, kept so it can be reported.
public struct UnknownKey: Sendable, Hashable {
    public var key: String
    public var offset: Int
    public var pointer: String
}

/// The typed content of an `apple-app-site-association` file.
public struct AssociationFile: Sendable, Hashable {
    public var applinks: AppLinks?
    public var webcredentials: ServiceApps?
    public var appclips: ServiceApps?
    public var activitycontinuation: ServiceApps?
    /// Top-level keys that are not services.
    public var unknownKeys: [UnknownKey] = []

    public init(
        applinks: AppLinks? = nil, webcredentials: ServiceApps? = nil, appclips: ServiceApps? = nil,
        activitycontinuation: ServiceApps? = nil
    ) {
        self.applinks = applinks
        self.webcredentials = webcredentials
        self.appclips = appclips
        self.activitycontinuation = activitycontinuation
    }

    /// The non-applinks services that list apps, with their JSON key.
    public var appListServices: [(service: Service, apps: ServiceApps)] {
        var result: [(Service, ServiceApps)] = []
        if let webcredentials { result.append((.webcredentials, webcredentials)) }
        if let appclips { result.append((.appclips, appclips)) }
        if let activitycontinuation { result.append((.activitycontinuation, activitycontinuation)) }
        return result
    }

    /// The non-applinks services that list apps, in ``appListServices`` order, without building
    /// that array (the linter walks them several times per file).
    func forEachAppListService(_ body: (Service, ServiceApps) -> Void) {
        if let webcredentials { body(.webcredentials, webcredentials) }
        if let appclips { body(.appclips, appclips) }
        if let activitycontinuation { body(.activitycontinuation, activitycontinuation) }
    }

    /// The services that list `appID` (for `applinks`, any detail naming it).
    public func services(listing appID: String) -> [Service] {
        var result: [Service] = []
        if let applinks, applinks.details.contains(where: { $0.appIDs.contains { $0.value == appID } }) {
            result.append(.applinks)
        }
        for (service, apps) in appListServices where apps.apps.contains(where: { $0.value == appID }) {
            result.append(service)
        }
        return result
    }
}

/// The four services an association file can declare.
public enum Service: String, Sendable, Hashable, Codable, CaseIterable {
    case applinks
    case webcredentials
    case appclips
    case activitycontinuation
}

/// `webcredentials`, `appclips`, `activitycontinuation`: `{"apps": [APPID, ...]}`.
public struct ServiceApps: Sendable, Hashable {
    public var apps: [Located<String>]
    public var offset: Int
    public var pointer: String
    public var unknownKeys: [UnknownKey] = []

    public init(apps: [Located<String>], offset: Int = 0, pointer: String = "") {
        self.apps = apps
        self.offset = offset
        self.pointer = pointer
    }
}

/// The `applinks` service.
public struct AppLinks: Sendable, Hashable {
    /// The legacy `apps` array; nil when the key is absent.
    public var apps: [Located<String>]?
    /// iOS 14+: component defaults for every rule on the domain.
    public var defaults: Component?
    /// iOS 13.5+: `$(name)` variables, in file order.
    public var substitutionVariables: [SubstitutionVariable] = []
    public var details: [Detail] = []
    public var detailsForm: DetailsForm = .missing
    public var offset: Int = 0
    public var pointer: String = "/applinks"
    public var unknownKeys: [UnknownKey] = []

    public enum DetailsForm: Sendable, Hashable {
        /// `details: [ {...}, ... ]`
        case array
        /// The oldest form, `details: { "APPID": {...} }`.
        case object
        /// No `details` key (or not an array or object).
        case missing
    }

    public init(apps: [Located<String>]? = [], details: [Detail] = []) {
        self.apps = apps
        self.details = details
        self.detailsForm = .array
    }
}

/// A `substitutionVariables` entry.
public struct SubstitutionVariable: Sendable, Hashable {
    public var name: String
    public var values: [Located<String>]
    public var offset: Int
    public var pointer: String

    public init(name: String, values: [Located<String>], offset: Int = 0, pointer: String = "") {
        self.name = name
        self.values = values
        self.offset = offset
        self.pointer = pointer
    }
}

/// One entry of `applinks.details`.
public struct Detail: Sendable, Hashable {
    /// The apps this detail names: `appID` first, then `appIDs` (both present: the union).
    public var appIDs: [Located<String>] = []
    public var hasAppIDKey = false
    public var hasAppIDsKey = false
    /// Legacy path patterns (iOS 9-12); nil when absent.
    public var paths: [Located<String>]?
    /// iOS 13+ rules; nil when absent. An empty array matches nothing on iOS 13+.
    public var components: [Component]?
    public var defaults: Component?
    public var offset: Int = 0
    public var pointer: String = ""
    public var unknownKeys: [UnknownKey] = []

    public init(
        appIDs: [String], paths: [String]? = nil, components: [Component]? = nil, defaults: Component? = nil
    ) {
        self.appIDs = appIDs.map { Located($0) }
        self.hasAppIDsKey = true
        self.paths = paths.map { $0.map { Located($0) } }
        self.components = components
        self.defaults = defaults
    }

    init() {}
}

/// One rule of `components` (also the shape of `defaults`). Every key is optional.
public struct Component: Sendable, Hashable {
    public var path: Located<String>?
    public var query: Located<QueryPattern>?
    public var fragment: Located<String>?
    public var exclude: Located<Bool>?
    public var caseSensitive: Located<Bool>?
    public var percentEncoded: Located<Bool>?
    public var comment: String?
    public var offset: Int = 0
    public var pointer: String = ""
    public var unknownKeys: [UnknownKey] = []
    /// Keys whose value has the wrong type, which iOS ignores (as the `wrong-type` findings say).
    public var ignoredKeys: [IgnoredKey] = []

    public init(
        path: String? = nil, query: QueryPattern? = nil, fragment: String? = nil, exclude: Bool? = nil,
        caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil
    ) {
        self.path = path.map { Located($0) }
        self.query = query.map { Located($0) }
        self.fragment = fragment.map { Located($0) }
        self.exclude = exclude.map { Located($0) }
        self.caseSensitive = caseSensitive.map { Located($0) }
        self.percentEncoded = percentEncoded.map { Located($0) }
        self.comment = comment
    }

    /// True when no matching key is set (a rule with only a comment).
    public var isEmpty: Bool {
        path == nil && query == nil && fragment == nil && exclude == nil && caseSensitive == nil
            && percentEncoded == nil
    }
}

/// A key of a rule that iOS ignores because its value has the wrong type (`"exclude": "true"`): the
/// rule then reads as if the key were absent.
public struct IgnoredKey: Sendable, Hashable {
    public var key: String
    /// What was expected and found, e.g. `must be true or false, found a string`.
    public var reason: Message
    public var offset: Int
    public var pointer: String
}

/// The `?` key of a component.
public enum QueryPattern: Sendable, Hashable {
    /// Matched against the whole query string.
    case string(String)
    /// Every named item must match its value pattern; items in file order.
    case items([QueryItemPattern])
    /// A dictionary with a non-string value: iOS ignores the whole dictionary (it matches anything).
    case ignoredDictionary
}

/// One `name: pattern` entry of a dictionary `?`.
public struct QueryItemPattern: Sendable, Hashable {
    public var name: String
    public var pattern: String

    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}
