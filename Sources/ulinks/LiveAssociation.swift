import Foundation
#if canImport(UniversalLinksChecker)
import UniversalLinksChecker
#endif

/// The association file a live domain serves, for `generate --check --domain`.
enum LiveAssociation {
    static func fetch(_ domain: String) throws -> [UInt8]? {
        #if canImport(UniversalLinksChecker)
        throw MatchingCLI.exitFailure("--domain: not supported yet; download the file and use --out")
        #else
        throw MatchingCLI.exitFailure("--domain needs the checker module (this ulinks was built without it)")
        #endif
    }
}
