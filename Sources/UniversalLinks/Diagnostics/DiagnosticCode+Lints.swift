extension DiagnosticCode {
    private static func file(_ detail: String) -> String {
        "{\"applinks\": {\"apps\": [], \"details\": [\(detail)]}}"
    }

    private static func components(_ list: String) -> String {
        file("{\"appIDs\": [\"ABCDE12345.com.example.app\"], \"components\": [\(list)]}")
    }

    /// Meaning: the file is valid JSON of the right shape, but iOS will not do what the author meant.
    static let lintCodes: [DiagnosticCodeInfo] = [
        // Structure
        .init(
            "no-service", .error,
            "No recognised service (applinks, webcredentials, appclips, activitycontinuation): the file does nothing.",
            example: "{\"links\": {\"details\": []}}", fix: "Put the rules under \"applinks\"."),
        .init(
            "missing-details", .error, "applinks has no \"details\": no app is associated.",
            example: "{\"applinks\": {\"apps\": []}}",
            fix: "Add \"details\": [{\"appIDs\": [...], \"components\": [...]}]."),
        .init(
            "empty-details", .warning, "applinks.details is empty: no app is associated with this domain.",
            example: "{\"applinks\": {\"apps\": [], \"details\": []}}", fix: "Add a detail for your app."),
        .init(
            "legacy-details-object", .warning,
            "details is an object keyed by app ID (the iOS 9 form). Still accepted, but rare tools understand it.",
            example:
                "{\"applinks\": {\"apps\": [], \"details\": {\"ABCDE12345.com.example.app\": {\"paths\": [\"*\"]}}}}",
            fix: "Use \"details\": [{\"appID\": \"...\", \"paths\": [...]}]."),
        .init(
            "unknown-key", .warning, "A key iOS does not know; it is silently ignored (often a typo).",
            example: components("{\"/\": \"/a/*\", \"casesensitive\": false}"),
            fix: "Use the key the message suggests, or remove it."),
        .init(
            "legacy-apps-missing", .warning, "applinks has no \"apps\" key; iOS 12 and older reject the whole file.",
            example:
                "{\"applinks\": {\"details\": [{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"/a/*\"]}]}}",
            fix: "Add \"apps\": [] to applinks."),
        .init(
            "legacy-apps-not-empty", .warning,
            "applinks.apps is not empty; it must be an empty array (iOS 12 and older reject the file).",
            example: "{\"applinks\": {\"apps\": [\"ABCDE12345.com.example.app\"], \"details\": []}}",
            fix: "Write \"apps\": [] and list apps in details."),
        // App IDs
        .init(
            "empty-app-id", .error, "An app ID is the empty string.",
            example: file("{\"appID\": \"\", \"paths\": [\"*\"]}"), fix: "Write <Team ID>.<bundle ID>."),
        .init(
            "app-id-placeholder", .error,
            "An app ID is a placeholder that was never filled in (TEAM_ID, $(...), YOUR_..., <...>).",
            example: file("{\"appID\": \"TEAM_ID.com.example.app\", \"paths\": [\"*\"]}"),
            fix: "Write your App ID prefix (Team ID) and bundle ID, e.g. ABCDE12345.com.example.app."),
        .init(
            "app-id-missing-prefix", .error, "An app ID is a bare bundle ID without the App ID prefix (Team ID).",
            example: file("{\"appID\": \"com.example.app\", \"paths\": [\"*\"]}"),
            fix: "Prefix the bundle ID with your Team ID: ABCDE12345.com.example.app."),
        .init(
            "invalid-app-id", .error,
            "An app ID does not have the form <prefix>.<bundle ID> (prefix letters and digits, bundle ID of A-Z a-z 0-9 . -).",
            example: file("{\"appID\": \"ABCDE12345.com.example.my_app\", \"paths\": [\"*\"]}"),
            fix: "Correct the app ID."),
        .init(
            "unusual-app-id-prefix", .warning,
            "The App ID prefix is not a 10-character Team ID ([A-Z0-9]{10}); correct only for old apps whose prefix differs.",
            example: file("{\"appID\": \"abc123.com.example.app\", \"paths\": [\"*\"]}"),
            fix: "Check the application-identifier entitlement of the signed app."),
        .init(
            "app-id-repeated-prefix", .warning,
            "The bundle ID starts with the App ID prefix again (TEAMID.TEAMID.bundle): the full app ID was pasted where the bundle ID belongs, and iOS never matches it.",
            example: file("{\"appID\": \"ABCDE12345.ABCDE12345.com.example.app\", \"paths\": [\"*\"]}"),
            fix: "Write the prefix once: ABCDE12345.com.example.app."),
        .init(
            "example-app-id", .note, "The app ID is an example from Apple's documentation or a tutorial.",
            example: file("{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"*\"]}"),
            fix: "Use your own app's ID."),
        .init(
            "app-id-and-app-ids", .warning,
            "A detail has both appID and appIDs; iOS uses the union, older tools only one of them.",
            example: file(
                "{\"appID\": \"ABCDE12345.com.example.app\", \"appIDs\": [\"ABCDE12345.com.example.other\"], \"paths\": [\"*\"]}"
            ),
            fix: "Keep only appIDs."),
        .init(
            "duplicate-app", .warning,
            "Our reading: iOS uses only the first detail that lists an app; this later detail is ignored for it.",
            example: file(
                "{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"/a/*\"]}, {\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"/b/*\"]}"
            ),
            fix: "Merge the rules into the first detail for the app."),
        .init(
            "detail-without-app", .error, "A detail names no app (no appID or appIDs, or an empty list).",
            example: file("{\"paths\": [\"*\"]}"), fix: "Add \"appIDs\": [\"<Team ID>.<bundle ID>\"]."),
        .init(
            "empty-service-apps", .warning, "A webcredentials/appclips/activitycontinuation section lists no app.",
            example: "{\"webcredentials\": {\"apps\": []}}", fix: "List the app IDs, or remove the section."),
        // Rules
        .init(
            "no-rules", .warning, "A detail has neither paths nor components: it matches nothing.",
            example: file("{\"appIDs\": [\"ABCDE12345.com.example.app\"]}"),
            fix: "Add components (iOS 13+) and/or paths (iOS 12)."),
        .init(
            "components-with-paths", .note,
            "A detail has components and paths: iOS 13+ uses only components, iOS 12 only paths. Make sure both say the same.",
            example: file(
                "{\"appIDs\": [\"ABCDE12345.com.example.app\"], \"components\": [{\"/\": \"/a/*\"}], \"paths\": [\"/a/*\"]}"
            ),
            fix: "Keep both in step, or drop paths if you no longer support iOS 12."),
        .init(
            "empty-components", .warning,
            "components is an empty array next to paths: iOS 13+ uses the empty list and matches nothing.",
            example: file("{\"appIDs\": [\"ABCDE12345.com.example.app\"], \"components\": [], \"paths\": [\"*\"]}"),
            fix: "Write the rules as components, or remove the empty components key."),
        .init(
            "catch-all-rule", .warning,
            "A rule with no /, ? or # key (only a comment, say) matches every URL on the domain.",
            example: components("{\"comment\": \"placeholder\"}"), fix: "Add a \"/\" pattern, or remove the rule."),
        .init(
            "unreachable-rule", .warning,
            "The rule can never decide anything: an earlier rule of the same app already covers every URL it could match.",
            example: components("{\"/\": \"*\"}, {\"/\": \"/help/*\", \"exclude\": true}"),
            fix: "Move the rule before the broader one (exclusions first), or remove it."),
        .init(
            "unreachable-check-incomplete", .note,
            "The file's rules are so many and so long that the \"rule can never fire\" check stopped at its work bound (a multiple of the file size): the unreachable rules reported are real, others may be missing.",
            example: nil, fix: "Split the rules over fewer, shorter patterns (wildcards, substitution variables)."),
        .init(
            "not-without-space", .warning,
            "A legacy path starts with NOT but no space follows, so it is a literal path, not an exclusion.",
            example: file("{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"NOT/private/*\", \"*\"]}"),
            fix: "Write \"NOT /private/*\" (with the space)."),
        .init(
            "not-lowercase", .warning,
            "A legacy exclusion is written \"not \" in lower case; iOS accepts it, other tools may not.",
            example: file("{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"not /private/*\", \"*\"]}"),
            fix: "Write NOT in capitals."),
        .init(
            "url-in-pattern", .error, "A path pattern is a full URL; patterns match only the path.",
            example: file("{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"https://example.com/a/*\"]}"),
            fix: "Write only the path: \"/a/*\"."),
        .init(
            "fragment-in-path", .warning,
            "A legacy path contains '#': legacy paths match the path only, never the fragment.",
            example: file("{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"/a#section\"]}"),
            fix: "Use components with a \"#\" key (iOS 13+)."),
        .init(
            "query-in-path", .warning,
            "A path pattern contains '?' followed by name=value: '?' is a one-character wildcard here, not a query.",
            example: file("{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"/search?q=*\"]}"),
            fix: "Use components with a \"?\" key (iOS 13+); legacy paths ignore the query."),
        .init(
            "path-without-slash", .warning,
            "A path pattern does not start with '/' (or '*'): iOS adds the '/', so \"products/*\" is read as \"/products/*\".",
            example: components("{\"/\": \"products/*\"}"), fix: "Write the leading '/': \"/products/*\"."),
        .init(
            "leading-delimiter", .warning,
            "A \"?\" or \"#\" pattern starts with its own delimiter, which is not part of the URL component, so it must match a literal character.",
            example: components("{\"/\": \"/a\", \"?\": \"?id=*\"}"), fix: "Drop the leading ? or #."),
        .init(
            "non-ascii-pattern", .warning,
            "A pattern contains non-ASCII characters but percentEncoded is true (the default): URLs carry them percent-encoded, so it never matches.",
            example: components("{\"/\": \"/café/*\"}"),
            fix: "Set \"percentEncoded\": false, or write the pattern percent-encoded (/caf%C3%A9/*)."),
        .init(
            "ignored-query-dictionary", .error,
            "A \"?\" dictionary has a value that is not a string; iOS then ignores the whole dictionary (the query matches anything).",
            example: components("{\"/\": \"/a\", \"?\": {\"id\": 5}}"),
            fix: "Write every value as a string pattern: {\"id\": \"5\"}."),
        .init(
            "defaults-matching-key", .warning,
            "defaults carries /, ?, # or exclude: Apple documents only caseSensitive and percentEncoded there, but iOS applies any key to every rule.",
            example: file(
                "{\"appIDs\": [\"ABCDE12345.com.example.app\"], \"defaults\": {\"exclude\": true}, \"components\": [{\"/\": \"/a\"}]}"
            ),
            fix: "Put the key in each rule instead, unless you mean every rule to carry it."),
        .init(
            "defaults-in-legacy-detail", .warning,
            "defaults apply to components only; this detail has only legacy paths.",
            example: file(
                "{\"appID\": \"ABCDE12345.com.example.app\", \"defaults\": {\"caseSensitive\": false}, \"paths\": [\"/a\"]}"
            ),
            fix: "Convert the paths to components (ulinks convert)."),
        // Substitution variables
        .init(
            "undefined-variable", .error,
            "A pattern uses $(name) but no substitution variable or built-in has that name; the rule never matches.",
            example: components("{\"/\": \"/$(country)/*\"}"),
            fix: "Define it in applinks.substitutionVariables, or fix the name (names are case-sensitive)."),
        .init(
            "unterminated-variable", .error, "A pattern has '$(' without a closing ')'.",
            example: components("{\"/\": \"/$(lang/*\"}"), fix: "Close the variable: $(lang)."),
        .init(
            "recursive-variable", .error,
            "A substitution variable's value uses another variable, which iOS does not expand.",
            example:
                "{\"applinks\": {\"apps\": [], \"substitutionVariables\": {\"section\": [\"$(lang)\"]}, \"details\": [{\"appIDs\": [\"ABCDE12345.com.example.app\"], \"components\": [{\"/\": \"/$(section)/*\"}]}]}}",
            fix: "List the values literally."),
        .init(
            "builtin-redefined", .error,
            "A substitution variable redefines a built-in (alpha, upper, lower, alnum, digit, xdigit, region, lang).",
            example:
                "{\"applinks\": {\"apps\": [], \"substitutionVariables\": {\"lang\": [\"en\", \"fr\"]}, \"details\": []}}",
            fix: "Choose another name."),
        .init(
            "invalid-variable-name", .error, "A substitution variable name is empty or contains $, ( or ).",
            example:
                "{\"applinks\": {\"apps\": [], \"substitutionVariables\": {\"my(var)\": [\"a\"]}, \"details\": []}}",
            fix: "Rename the variable."),
        .init(
            "unused-variable", .note, "A substitution variable is defined but no pattern uses it.",
            example:
                "{\"applinks\": {\"apps\": [], \"substitutionVariables\": {\"section\": [\"a\"]}, \"details\": []}}",
            fix: "Remove it, or use it."),
        .init(
            "empty-variable", .warning, "A substitution variable has no values; patterns using it never match.",
            example: "{\"applinks\": {\"apps\": [], \"substitutionVariables\": {\"section\": []}, \"details\": []}}",
            fix: "List at least one value."),
    ]
}
