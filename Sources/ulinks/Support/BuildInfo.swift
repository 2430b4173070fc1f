/// What `ulinks --version` prints: the version, and the commit a release binary was built from.
///
/// `scripts/release.sh` writes the commit into ``commit`` while it builds a release and puts this file
/// back afterwards, so a plain `swift build` says it is a development build rather than naming a commit
/// it cannot know.
enum BuildInfo {
    static let version = "0.1.0"
    static let commit: String? = nil

    static var versionLine: String {
        "\(version) (\(commit.map { "commit \($0)" } ?? "development build"))"
    }
}
