import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ProjectDoctor` on the real projects of `../shared/corpus/projects/` (configuration files of public
/// apps, never copied here): every finding it gives must be listed, reviewed, in
/// `DoctorCorpus/<project>.tsv`, and every listed finding must still be given. A line there is
/// `severity<TAB>code<TAB>file<TAB>line<TAB>why`: the file relative to the project (`-` for a finding about
/// no file), the line (`-` when none) and a one-line reason the finding is right (or what would settle it).
@Suite struct ProjectDoctorCorpusTests {
    static let projects = SharedFolder.root + "/corpus/projects"
    static let expectations = PackageRoot.path + "/Tests/UniversalLinksTests/DoctorCorpus"

    /// The findings of one project as expectation keys (without the reason), sorted.
    static func findings(_ project: String) -> [String] {
        let root = projects + "/" + project
        let report = ProjectDoctor(options: .init(now: Date(timeIntervalSince1970: 1_796_000_000)))
            .examine(ProjectFiles(root: root))
        return report.allDiagnostics.map { finding in
            let file = finding.file.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 } ?? "-"
            let line = finding.diagnostic.location.map { String($0.line) } ?? "-"
            return [finding.diagnostic.severity.rawValue, finding.diagnostic.code.rawValue, file, line].joined(
                separator: "\t")
        }
        .sorted()
    }

    static func expected(_ project: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: expectations + "/" + project + ".tsv") else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(4).joined(separator: "\t")
        }
        .sorted()
    }

    @Test func everyFindingOnTheCorpusIsReviewed() async throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: Self.projects) else {
            print("skipped: \(Self.projects) is absent")
            return
        }
        try await onOwnThreads {
            let folders = names.filter { !$0.contains(".") }.sorted()
            #expect(folders.count >= 35, "the corpus holds 35 projects")
            for project in folders {
                let got = Self.findings(project)
                let want = try #require(Self.expected(project), "no DoctorCorpus/\(project).tsv")
                let unexpected = got.filter { finding in
                    got.filter { $0 == finding }.count > want.filter { $0 == finding }.count
                }
                let missing = want.filter { finding in
                    want.filter { $0 == finding }.count > got.filter { $0 == finding }.count
                }
                #expect(unexpected.isEmpty, "\(project): unexpected \(Set(unexpected).sorted())")
                #expect(missing.isEmpty, "\(project): missing \(Set(missing).sorted())")
            }
        }
    }
}
