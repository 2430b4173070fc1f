/// The origins passkey requests carry.
public enum PasskeyOrigin {
    /// `android:apk-key-hash:` + base64url (no padding) of the SHA-256 signing-certificate fingerprint bytes,
    /// as Android's Credential Manager reports the origin; nil when `fingerprint` is not a valid SHA-256
    /// fingerprint (the forms ``Fingerprint/normalize(_:)`` accepts).
    public static func androidOrigin(fingerprint: String) -> String? {
        nil
    }
}
