/// One intent filter as a project declares it (an `AndroidManifest.xml` source file or Expo's
/// `android.intentFilters`), with where each part is written, so that findings point at the line.
public struct AndroidFilterSource: Sendable {
    /// The filter as Android reads it (placeholders substituted).
    public var filter: AndroidManifest.IntentFilter
    /// The `path*` attributes as Android's matchers (those Android refuses are in ``invalidPatterns``).
    public var paths: [AndroidPatternMatcher]
    public var groups: [AndroidRelativeFilterGroup]
    /// Offset of each group's element.
    public var groupOffsets: [Int]
    /// Patterns Android's parser refuses: offset and reason.
    public var invalidPatterns: [(offset: Int, pattern: String, message: Message)]
    /// Offset of the filter's element (or JSON object).
    public var offset: Int
    /// Offset of the first place each scheme and host is written.
    public var schemeOffsets: [String: Int]
    public var hostOffsets: [String: Int]
    /// Each `<data>` element's attributes as written (prefixed name, value with placeholders substituted),
    /// so that a snippet keeps every attribute the project declares (`mimeType`, `port`, ...).
    public var dataElements: [[(name: String, value: String)]]
    /// Each `<uri-relative-filter-group>` as written: its attributes and its `<data>` elements' attributes.
    public var groupElements: [(attributes: [(name: String, value: String)], data: [[(name: String, value: String)]])]

    public init(filter: AndroidManifest.IntentFilter, offset: Int) {
        self.filter = filter
        self.offset = offset
        paths = []
        groups = []
        groupOffsets = []
        invalidPatterns = []
        schemeOffsets = [:]
        hostOffsets = [:]
        dataElements = []
        groupElements = []
    }

    /// The data part as the URL matcher needs it.
    public var data: AndroidURIFilterData {
        AndroidURIFilterData(schemes: filter.schemes, hosts: filter.hosts, paths: paths, groups: groups)
    }

    /// Adds a `path*` attribute of kind `attribute` (`pathPrefix`...) written at `offset`; a pattern Android
    /// refuses is recorded instead.
    mutating func addPath(_ attribute: String, _ value: String, at offset: Int) {
        guard let kind = AndroidPatternMatcher.Kind(attribute: attribute) else { return }
        do {
            paths.append(try AndroidPatternMatcher(value, kind: kind))
        } catch {
            invalidPatterns.append((offset, value, error.message))
        }
    }
}

/// The parts of a source `AndroidManifest.xml` the doctor checks: the package, every intent filter of an
/// activity or activity-alias (with Android 15's `<uri-relative-filter-group>`s), and `<meta-data>`.
/// `${name}` manifest placeholders are replaced from the Gradle values given; those left are listed.
public struct AndroidManifestSource: Sendable {
    public var package: String?
    public var filters: [AndroidFilterSource] = []
    /// `<meta-data android:name=... android:value=...>` of the application and its activities.
    public var metaData: [(name: String, value: String, offset: Int)] = []
    /// Placeholders no Gradle value defines: name and where.
    public var unresolvedPlaceholders: [(name: String, offset: Int)] = []

    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    public init(root: XMLTextElement, placeholders: [String: String]) {
        package = root.attribute("package").map { substitute($0, placeholders) }
        for application in root.children(named: "application") {
            collectMetaData(application, placeholders)
            for activity in application.children where activity.name == "activity" || activity.name == "activity-alias"
            {
                collectMetaData(activity, placeholders)
                let name = activity.attribute("name").map { substitute($0, placeholders) } ?? ""
                for element in activity.children(named: "intent-filter") {
                    filters.append(filter(element, activity: name, placeholders))
                }
            }
        }
    }

    private mutating func collectMetaData(_ element: XMLTextElement, _ placeholders: [String: String]) {
        for meta in element.children(named: "meta-data") {
            guard let name = meta.attribute("name"), let value = meta.attribute("value") else { continue }
            metaData.append((substitute(name, placeholders), substitute(value, placeholders), meta.offset))
        }
    }

    /// The attribute's value with known placeholders replaced; unknown ones are recorded.
    private mutating func substitute(_ attribute: XMLTextElement.Attribute, _ placeholders: [String: String]) -> String
    {
        var out = ""
        var rest = Substring(attribute.value)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            out += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close])
            if let replacement = placeholders[name] {
                out += replacement
            } else {
                if !unresolvedPlaceholders.contains(where: { $0.name == name && $0.offset == attribute.valueOffset }) {
                    unresolvedPlaceholders.append((name, attribute.valueOffset))
                }
                out += rest[open.lowerBound...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    private mutating func filter(_ element: XMLTextElement, activity: String, _ placeholders: [String: String])
        -> AndroidFilterSource
    {
        // Reads the filter as the APK reader does, from the same tree shape.
        let binary = binaryElement(element, placeholders)
        var source = AndroidFilterSource(
            filter: AndroidManifest.filter(binary, activity: activity), offset: element.offset)
        for child in element.children {
            if child.name == "data" {
                source.dataElements.append(child.attributes.map { ($0.name, substitute($0, placeholders)) })
                for attribute in child.attributes {
                    let value = substitute(attribute, placeholders)
                    switch attribute.localName {
                    case "scheme":
                        if source.schemeOffsets[value] == nil { source.schemeOffsets[value] = attribute.valueOffset }
                    case "host":
                        if source.hostOffsets[value] == nil { source.hostOffsets[value] = attribute.valueOffset }
                    default: source.addPath(String(attribute.localName), value, at: attribute.valueOffset)
                    }
                }
            } else if child.name == "uri-relative-filter-group" {
                source.groupElements.append(
                    (
                        child.attributes.map { ($0.name, substitute($0, placeholders)) },
                        child.children(named: "data").map {
                            $0.attributes.map { ($0.name, substitute($0, placeholders)) }
                        }
                    ))
                var filters: [AndroidRelativeFilterGroup.Filter] = []
                for data in child.children(named: "data") {
                    for attribute in data.attributes {
                        let local = String(attribute.localName)
                        guard let kind = AndroidPatternMatcher.Kind(attribute: local) else { continue }
                        let part: AndroidRelativeFilterGroup.Part =
                            local.hasPrefix("query") ? .query : local.hasPrefix("fragment") ? .fragment : .path
                        let value = substitute(attribute, placeholders)
                        do {
                            filters.append(.init(part: part, matcher: try AndroidPatternMatcher(value, kind: kind)))
                        } catch {
                            source.invalidPatterns.append((attribute.valueOffset, value, error.message))
                        }
                    }
                }
                // The package parser keeps a group only when it has filters; `allow` defaults to true.
                guard !filters.isEmpty else { continue }
                let allow = child.attribute("allow").map { substitute($0, placeholders) != "false" } ?? true
                source.groups.append(AndroidRelativeFilterGroup(allow: allow, filters: filters))
                source.groupOffsets.append(child.offset)
            }
        }
        return source
    }

    /// The element as the binary reader's tree (attributes by local name, placeholders substituted).
    private mutating func binaryElement(_ element: XMLTextElement, _ placeholders: [String: String]) -> BinaryXMLElement
    {
        BinaryXMLElement(
            name: element.name,
            attributes: element.attributes.map { attribute in
                BinaryXMLElement.Attribute(
                    namespace: attribute.name.hasPrefix("android:") ? Self.androidNamespace : "",
                    name: String(attribute.localName), resourceID: nil,
                    value: .string(substitute(attribute, placeholders)))
            },
            children: element.children.map { binaryElement($0, placeholders) })
    }
}
