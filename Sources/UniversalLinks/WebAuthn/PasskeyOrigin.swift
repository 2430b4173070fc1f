import Foundation

/// The origins passkey requests carry.
public enum PasskeyOrigin {
    /// The prefix of the origin Android's Credential Manager reports for an app.
    public static let androidPrefix = "android:apk-key-hash:"

    /// `android:apk-key-hash:` + base64url (no padding) of the SHA-256 signing-certificate fingerprint bytes,
    /// as Android's Credential Manager reports the origin; nil when `fingerprint` is not a valid SHA-256
    /// fingerprint (the forms ``Fingerprint/normalize(_:)`` accepts).
    ///
    /// Google documents the form: https://developer.android.com/identity/sign-in/credential-manager#verify-origin
    /// (the origin is the base64url encoding of the SHA-256 of the APK's signing certificate).
    public static func androidOrigin(fingerprint: String) -> String? {
        guard let canonical = Fingerprint.normalize(fingerprint) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for pair in canonical.split(separator: ":") {
            guard let byte = UInt8(pair, radix: 16) else { return nil }
            bytes.append(byte)
        }
        guard bytes.count == 32 else { return nil }
        let base64 = Data(bytes).base64EncodedString()
        var url = ""
        url.reserveCapacity(base64.utf8.count)
        for c in base64.unicodeScalars {
            switch c {
            case "+": url.append("-")
            case "/": url.append("_")
            case "=": break
            default: url.unicodeScalars.append(c)
            }
        }
        return androidPrefix + url
    }
}
