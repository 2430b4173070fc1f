import UniversalLinks
import UniversalLinksRouter

// What an iOS app might do: validate a file it downloaded and report what iOS will reject.
let json = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/*"}]}]}}"#
let validation = AASAValidator().validate(Array(json.utf8))
print("errors: \(validation.report.errors.count)")

// And route its links with the same matcher (LinkRouter, from the manifest the file is generated from).
let manifest =
    #"{"version": 1, "apps": ["ABCDE12345.com.example.app"], "domains": ["example.com"], "routes": [{"name": "a", "/": "/a/*"}]}"#
let router = try LinkRouter(manifestJSON: Array(manifest.utf8))
print("route: \(router.route("https://example.com/a/1")?.name ?? "none")")
