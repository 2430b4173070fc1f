import ArgumentParser
import UniversalLinks

/// `ulinks match FILE --android assetlinks.json [--package P] [--fingerprint F]`: iOS and Android side by side.
struct SideBySideOptions: ParsableArguments {
    @Option(
        name: .customLong("android"),
        help: ArgumentHelp(
            "Also decide each URL against this assetlinks.json, side by side with iOS.", valueName: "assetlinks.json"))
    var assetLinks: String?

    @Option(
        name: .customLong("package"),
        help: ArgumentHelp(
            "With --android: the Android package (default: every package the file verifies).", valueName: "package"))
    var package: String?

    @Option(
        name: .customLong("fingerprint"),
        help: ArgumentHelp(
            "With --android: only statements listing this SHA-256 fingerprint verify their package.",
            valueName: "sha256"))
    var fingerprint: String?

    func validate() throws {
        guard assetLinks != nil || (package == nil && fingerprint == nil) else {
            throw CLI.usageError(Message("error.sidebyside.android-needed"))
        }
        if let fingerprint, !Fingerprint.isCanonical(fingerprint), Fingerprint.normalize(fingerprint) == nil {
            throw CLI.usageError(Message("android.match.fingerprint"))
        }
    }
}
