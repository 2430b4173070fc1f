/// Files the localized `match`, `diff` and console tests decide and compare: an association file whose
/// rules exclude, fail and decide (with a key of the wrong type and one iOS does not know), the same file
/// with two rules changed, and an assetlinks.json verifying com.example.app.
public enum MatchingFixtures {
    public static let aasa = #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
          {"/": "/buy/*", "?": {"ref": "?*"}, "exclude": true},
          {"/": "/buy/*", "caseSensitive": "no", "foo": 1},
          {"/": "help/*"}]}]}}
        """#
    public static let changed = #"""
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
          {"/": "/buy/*", "?": {"ref": "?*"}},
          {"/": "/sell/*"},
          {"/": "help/*"}]}]}}
        """#
    public static let assetLinks = #"""
        [{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app",
          "package_name": "com.example.app", "sha256_cert_fingerprints":
          ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}}]
        """#
}
