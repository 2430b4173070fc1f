import Foundation

/// The package's root folder, found from this file's own path, for tests that read the
/// repository's files (Docs/, Golden/, scripts) or `../shared` beside it.
public enum PackageRoot {
    public static let path: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/ULinksTestSupport/PackageRoot.swift
        return parts.joined(separator: "/")
    }()

    public static var url: URL { URL(fileURLWithPath: path) }
}
