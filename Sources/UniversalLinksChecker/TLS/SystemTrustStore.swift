import Foundation
import NIOSSL
import UniversalLinks

/// The system's trust anchors, which every verified fetch starts from, and the `--ca` file added to them.
///
/// On Linux NIOSSL looks for them in `/etc/ssl/certs/ca-certificates.crt`, `/etc/pki/tls/certs/ca-bundle.crt`
/// and `/etc/ssl/certs` (its `LinuxCABundle.swift`). A minimal root or container without the
/// `ca-certificates` package has none of them, and NIOSSL then fails with an empty BoringSSL error
/// (`unknownError([])`). There the checker trusts the `--ca` file alone, or says what is missing.
enum SystemTrustStore {
    static let linuxLocations = [
        "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/etc/ssl/certs",
    ]

    /// Whether the platform has trust anchors NIOSSL can load (always on Apple platforms: the keychain).
    static var isPresent: Bool {
        #if os(Linux)
            linuxLocations.contains { FileManager.default.fileExists(atPath: $0) }
        #else
            true
        #endif
    }

    /// Why there is nothing to verify against: no system store and no `--ca`.
    struct Missing: Error, CustomStringConvertible {
        var description: String { message.english }

        /// The sentence, to render in the language of the run.
        var message: Message {
            "no system trust store (none of \(SystemTrustStore.linuxLocations.joined(separator: ", "))): install the ca-certificates package, or pass --ca FILE"
        }
    }

    /// Sets `configuration`'s roots: the system's plus `extraCAFile`, or `extraCAFile` alone where the system
    /// has none.
    static func trust(_ extraCAFile: String?, in configuration: inout TLSConfiguration) throws {
        if isPresent {
            if let extraCAFile { configuration.additionalTrustRoots = [.file(extraCAFile)] }
        } else if let extraCAFile {
            configuration.trustRoots = .file(extraCAFile)
        } else {
            throw Missing()
        }
    }
}
