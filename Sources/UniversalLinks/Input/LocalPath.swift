#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Path operations on local file paths, as `NSString`'s path methods do them: on Linux those live in the
/// full Foundation, whose one use links about 42 MB into a static binary (Docs/Size.md).
package enum LocalPath {
    /// Whether `path` names an existing folder (a symbolic link to one counts), as
    /// `FileManager.fileExists(atPath:isDirectory:)` says.
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// `NSString.lastPathComponent`: `/a/b/` → `b`, `/` → `/`, `` → ``.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" || trimmed.isEmpty { return trimmed }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `NSString.deletingLastPathComponent`: `/a/b` → `/a`, `/a` → `/`, `a` → ``.
    package static func deletingLastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// `NSString.appendingPathComponent`: `a` + `b` → `a/b`, without doubled or trailing slashes.
    package static func appending(_ component: String, to path: String) -> String {
        let joined = path.isEmpty ? component : path + "/" + component
        var out = ""
        for character in joined where !(character == "/" && out.hasSuffix("/")) { out.append(character) }
        return withoutTrailingSlashes(out)
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
