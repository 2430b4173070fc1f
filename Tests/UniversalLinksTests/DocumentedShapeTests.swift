import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// What the documentation promises holds: the JSON shapes it prints, links that stay inside the
/// repository, and the commands of the README's walk-through.
@Suite struct DocumentedShapeTests {
    static let root = PackageRoot.path

    /// The README documents `"signed": {...} | null`: the key is there for an unsigned file too.
    @Test func signedIsNullForAnUnsignedFile() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("aasa", #"{"applinks": {"apps": [], "details": []}}"#)
        guard let run = try await ULinksCommand.run(["validate", "--format", "json", file]) else { return }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
        let first = try #require((object["files"] as? [[String: Any]])?.first)
        #expect(first.keys.contains("signed"), "\(run.text)")
        #expect(first["signed"] is NSNull)
    }

    /// Every relative link of every Markdown file points at a file of the repository.
    @Test func linksStayInsideTheRepository() async throws {
        try await onOwnThreads {
            let files = Self.markdownFiles()
            #expect(!files.isEmpty)
            let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
            for file in files {
                let text = try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8)
                for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    let target = String(
                        text[range].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                    if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") { continue }
                    let base = (file as NSString).deletingLastPathComponent
                    let resolved = ((Self.root + "/" + base + "/" + target) as NSString).standardizingPath
                    #expect(resolved.hasPrefix(Self.root + "/"), "\(file) links outside the repository: \(target)")
                    #expect(
                        FileManager.default.fileExists(atPath: resolved), "\(file) links to a missing file: \(target)")
                }
            }
        }
    }

    /// The repository's Markdown files, relative paths; hidden folders (`.build*`, `.git`: hundreds of
    /// thousands of files) and `dist` are not walked.
    static func markdownFiles() -> [String] {
        let rootURL = URL(fileURLWithPath: root)
        guard
            let walk = FileManager.default.enumerator(
                at: rootURL, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in walk {
            if url.lastPathComponent == "dist" { walk.skipDescendants() }
            guard url.pathExtension == "md" else { continue }
            files.append(String(url.standardizedFileURL.path.dropFirst(rootURL.standardizedFileURL.path.count + 1)))
        }
        return files
    }
}
