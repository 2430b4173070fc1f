/// One shop's association files, shared by the tests of `ulinks match --android` in the core, the
/// console and the trace: iOS excludes /help/* and opens /product/*; Android 15+ opens both.
public enum LinkFixtures {
    public static let app = "ABCDE12345.com.example.shop"
    public static let package = "com.example.shop"
    public static let print =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    /// The apple-app-site-association file, listing `app`.
    public static func aasa(app: String = app) -> String {
        """
        {"applinks": {"details": [{"appIDs": ["\(app)"], "components": [
          {"/": "/help/*", "exclude": true}, {"/": "/product/*"}]}]}}
        """
    }

    /// The assetlinks.json, verifying `package` with `print`, its dynamic rules opening /product/* and /help/*.
    public static let assetLinks = """
        [{"relation": ["delegate_permission/common.handle_all_urls"],
          "target": {"namespace": "android_app", "package_name": "\(package)",
            "sha256_cert_fingerprints": ["\(print)"]},
          "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [
            {"/": "/product/*"}, {"/": "/help/*"}]}}}]
        """
}
