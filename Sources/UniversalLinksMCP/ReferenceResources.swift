import MCP

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

    var resources: [Resource] {
        [Resource(name: name, uri: uri, description: description, mimeType: "text/markdown")]
            + listed.map {
                Resource(
                    name: $0.name, uri: "\(uri)/\($0.name)", description: $0.description, mimeType: "text/markdown")
            }
    }

    var template: Resource.Template {
        Resource.Template(
            uriTemplate: "\(uri)/{\(placeholder)}", name: entryName, description: entryDescription,
            mimeType: "text/markdown")
    }

    func read(_ requested: String) -> Resource.Content? {
        let text =
            requested == uri
            ? whole() : requested.hasPrefix(uri + "/") ? entry(String(requested.dropFirst(uri.count + 1))) : nil
        return text.map { .text($0, uri: requested, mimeType: "text/markdown") }
    }
}
