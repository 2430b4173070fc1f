/// The copy-paste fixes of `--fix-snippets`. A snippet keeps everything the project already declares
/// (every associated-domains entry of every service; every `<data>` attribute and relative filter group of
/// its link filters) and adds only the hosts it lacks, so that pasting it never drops a service nor opens
/// a URL on Android that the project's own filters leave to the browser (issue 33, item 11).
extension ProjectDoctorRun {
    static let webSchemes: Set<String> = ["http", "https"]

    /// Records an entry the project lists, for the entitlements snippet; a malformed one (its own finding
    /// says what is wrong) is left out, so the snippet stays usable as given.
    mutating func declareAssociatedDomain(_ raw: String) {
        let entry = AssociatedDomainEntry(raw)
        guard entry.domain != nil, !entry.problems.contains(where: { $0.severity == .error }),
            !declaredAssociatedDomains.contains(raw)
        else { return }
        declaredAssociatedDomains.append(raw)
    }

    func snippets() -> ProjectReport.Snippets {
        let hosts = manifest?.domains ?? report.domains
        var snippets = ProjectReport.Snippets(entitlements: nil, intentFilter: nil)
        if !hosts.isEmpty {
            snippets.entitlements = entitlementsSnippet(hosts)
            snippets.intentFilter = intentFilterSnippet(hosts.map(Self.ascii))
        }
        return snippets
    }

    /// The Associated Domains array: the project's own entries as its entitlements list them (webcredentials:,
    /// activitycontinuation:, appclips:, applinks: with their modes), then an `applinks:` entry for each host
    /// none of them names.
    func entitlementsSnippet(_ hosts: [String]) -> String {
        var entries = declaredAssociatedDomains
        let generator = ManifestGenerator()
        for host in hosts {
            // One host Punycode cannot encode is left out, not the whole snippet.
            guard
                let entry = try? generator.associatedDomains(LinkManifest(apps: [], domains: [host], routes: [])).first
            else { continue }
            if !entries.contains(where: { $0.lowercased() == entry }) { entries.append(entry) }
        }
        return ManifestGenerator.entitlementsPlist(entries)
    }

    /// The project's autoVerify web filters as declared (once each however many variants share them), with
    /// the hosts they lack added; a filter of the routes' paths only when the project has none. A custom
    /// scheme an autoVerify filter carries moves to a copy of the filter without autoVerify, with the same
    /// hosts and paths, so that together they open what the one filter opened.
    func intentFilterSnippet(_ hosts: [String]) -> String {
        let declared = androidFilters.flatMap(\.filters).filter {
            $0.filter.autoVerify && $0.filter.schemes.contains(where: Self.webSchemes.contains)
        }
        guard !declared.isEmpty else { return routesFilterSnippet(hosts) }
        let covered = Set(declared.flatMap(\.filter.hosts).map(Self.ascii))
        let missing = hosts.filter { !Self.covers(covered, $0) }
        var text = ""
        var seen: Set<String> = []
        for source in declared {
            let schemes = Set(source.filter.schemes)
            var rendered = Self.render(
                source, schemes: schemes.intersection(Self.webSchemes), autoVerify: true, adding: missing)
            let custom = schemes.subtracting(Self.webSchemes)
            if !custom.isEmpty {
                rendered +=
                    "<!-- the custom scheme in a filter of its own, without autoVerify -->\n"
                    + Self.render(source, schemes: custom, autoVerify: false, adding: [])
            }
            if seen.insert(rendered).inserted { text += rendered }
        }
        return text
    }

    /// One declared filter with only `schemes` of its `scheme` attributes, and `adding` as more hosts.
    static func render(_ source: AndroidFilterSource, schemes: Set<String>, autoVerify: Bool, adding hosts: [String])
        -> String
    {
        func data(_ attributes: [(name: String, value: String)], indent: String) -> String {
            guard !attributes.isEmpty else { return "" }
            return indent + "<data"
                + attributes.map { " \($0.name)=\"\(escaped($0.value))\"" }.joined() + " />\n"
        }
        func isScheme(_ name: String) -> Bool {
            name == "android:scheme" || name.hasSuffix(":scheme") || name == "scheme"
        }
        var text = autoVerify ? "<intent-filter android:autoVerify=\"true\">\n" : "<intent-filter>\n"
        let view = "android.intent.action.VIEW"
        for action in source.filter.actions.contains(view) ? source.filter.actions : [view] + source.filter.actions {
            text += "    <action android:name=\"\(escaped(action))\" />\n"
        }
        var categories = source.filter.categories
        for needed in ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"]
        where !categories.contains(needed) {
            categories.append(needed)
        }
        for category in categories { text += "    <category android:name=\"\(escaped(category))\" />\n" }
        for element in source.dataElements {
            text += data(element.filter { !isScheme($0.name) || schemes.contains($0.value) }, indent: "    ")
        }
        for host in hosts { text += "    <data android:host=\"\(escaped(host))\" />\n" }
        for group in source.groupElements {
            text +=
                "    <uri-relative-filter-group"
                + group.attributes.map { " \($0.name)=\"\(escaped($0.value))\"" }.joined() + ">\n"
            for element in group.data { text += data(element, indent: "        ") }
            text += "    </uri-relative-filter-group>\n"
        }
        return text + "</intent-filter>\n"
    }

    static func escaped(_ s: String) -> String {
        ManifestGenerator.xmlEscaped(s).replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The web filter a project without one needs (paths from the manifest's routes where Android can say
    /// them).
    func routesFilterSnippet(_ hosts: [String]) -> String {
        let escaped = Self.escaped
        var text = """
            <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" />

            """
        for host in hosts { text += "    <data android:host=\"\(escaped(host))\" />\n" }
        for route in manifest?.routes ?? [] where !route.exclude {
            guard let path = route.path else {
                text += "    <!-- route \(route.name ?? "?") matches every path: no path attribute needed -->\n"
                continue
            }
            let body = path.dropLast(path.hasSuffix("/*") ? 1 : 0)
            if !body.contains("*") && !body.contains("?") && !body.contains("$(") {
                let attribute = path.hasSuffix("/*") ? "pathPrefix" : "path"
                text += "    <data android:\(attribute)=\"\(escaped(String(body)))\" />\n"
            } else if !path.contains("$(") {
                // The simple glob: `.*` for `*`, `.` for `?`.
                let glob = path.map { $0 == "*" ? ".*" : $0 == "?" ? "." : $0 == "." ? "\\." : String($0) }.joined()
                text += "    <data android:pathPattern=\"\(escaped(glob))\" />\n"
            } else {
                text +=
                    "    <!-- route \(route.name ?? "?") (\(escaped(path))) uses substitution variables: list its paths by hand -->\n"
            }
        }
        text += "</intent-filter>\n"
        // A custom scheme found in an autoVerify filter that handles no web URL gets a filter of its own.
        let custom = Set(androidFilters.flatMap(\.filters).filter(\.filter.autoVerify).flatMap(\.filter.schemes))
            .subtracting(Self.webSchemes).sorted()
        for scheme in custom {
            text += """
                <!-- the custom scheme in a filter of its own, without autoVerify -->
                <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="\(escaped(scheme))" />
                </intent-filter>

                """
        }
        return text
    }
}
