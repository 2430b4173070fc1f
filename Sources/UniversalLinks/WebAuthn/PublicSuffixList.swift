/// The Public Suffix List (https://publicsuffix.org), compiled into the library.
public enum PublicSuffixList {
    /// The registrable domain (eTLD+1) of `host`, or nil when host is itself a public suffix / an IP / invalid.
    public static func registrableDomain(of host: String) -> String? {
        nil
    }
}
