import Foundation

/// Reads the shared corpus (outside the repository) when it is present.
enum CorpusFiles {
    static func list(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { !$0.hasSuffix(".tsv") && !$0.hasPrefix(".") }.sorted().map { directory + "/" + $0 }
    }

    static func read(_ path: String) -> [UInt8] {
        FileManager.default.contents(atPath: path).map { Array($0) } ?? []
    }
}
