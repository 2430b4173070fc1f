/// A reference offered as MCP resources (Markdown): the whole at ``uri``, each entry at `uri/NAME`
/// (also as the template `uri/{placeholder}`), and the entries worth listing one by one.
struct ReferenceResources: Sendable {
    var uri: String
    var name: String
    var description: String
    /// The template's variable, its name and description.
    var placeholder: String
    var entryName: String
    var entryDescription: String
    /// Entries listed in `resources/list` besides the whole: (name, description).
    var listed: [(name: String, description: String)] = []
    var whole: @Sendable () -> String
    /// One entry's text by name, or nil when there is no such entry.
    var entry: @Sendable (String) -> String?

    /// The entries of `resources/list`: the whole, then each listed entry.
    var resources: [JSONValue] {
        [Self.resource(name: name, uri: uri, description: description)]
            + listed.map { Self.resource(name: $0.name, uri: "\(uri)/\($0.name)", description: $0.description) }
    }

    /// The entry of `resources/templates/list`.
    var template: JSONValue {
        [
            "uriTemplate": .string("\(uri)/{\(placeholder)}"), "name": .string(entryName),
            "description": .string(entryDescription), "mimeType": "text/markdown",
        ]
    }

    /// The contents of `resources/read`, or nil when the URI is not this reference's.
    func read(_ requested: String) -> JSONValue? {
        let text =
            requested == uri
            ? whole() : requested.hasPrefix(uri + "/") ? entry(String(requested.dropFirst(uri.count + 1))) : nil
        return text.map { ["uri": .string(requested), "mimeType": "text/markdown", "text": .string($0)] }
    }

    static func resource(name: String, uri: String, description: String) -> JSONValue {
        ["name": .string(name), "uri": .string(uri), "description": .string(description), "mimeType": "text/markdown"]
    }
}
