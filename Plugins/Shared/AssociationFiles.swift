import Foundation

/// The files `ulinks validate` reads, found by name. Shared by both plugins (a plugin can depend on no
/// library): each plugin's folder links this file.
enum AssociationFiles {
    static let names: Set<String> = [
        "apple-app-site-association", "apple-app-site-association.json", "assetlinks.json", "ulinks.json",
    ]

    /// Association files below `root`, in path order, skipping hidden folders (but `.well-known`).
    static func find(under root: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") && name != ".well-known" {
                walker.skipDescendants()
                continue
            }
            if names.contains(name) { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
