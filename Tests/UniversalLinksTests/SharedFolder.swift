import Foundation
import ULinksTestSupport

/// `../shared` beside the package (seeds and corpus); tests that need it skip when it is absent.
enum SharedFolder {
    static let root = PackageRoot.path + "/../shared"

    static var isPresent: Bool { FileManager.default.fileExists(atPath: root + "/corpus/aasa") }

    static func text(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of the seed article whose file name starts with `prefix` (e.g. "000").
    static func seed(_ prefix: String) -> String? {
        let dir = root + "/seeds"
        guard
            let name = (try? FileManager.default.contentsOfDirectory(atPath: dir))?.first(where: {
                $0.hasPrefix(prefix)
            })
        else { return nil }
        return text("seeds/" + name)
    }

    /// The JSON example that starts at the first line beginning with `{` after `marker`, up to the
    /// first line that is exactly `}` (or, for one-line examples, the end of that line).
    static func example(in article: String, after marker: String) -> String? {
        guard let m = article.range(of: marker) else { return nil }
        let lines = article[m.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("{") }) else { return nil }
        if lines[start].hasSuffix("}") && lines[start].count > 1 { return String(lines[start]) + "\n" }
        guard let end = lines[start...].firstIndex(where: { $0 == "}" }) else { return nil }
        return lines[start...end].joined(separator: "\n") + "\n"
    }
}
