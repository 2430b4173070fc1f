import UniversalLinks

// What an iOS app might do: validate a file it downloaded and report what iOS will reject.
let json = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/*"}]}]}}"#
let validation = AASAValidator().validate(Array(json.utf8))
print("errors: \(validation.report.errors.count)")
