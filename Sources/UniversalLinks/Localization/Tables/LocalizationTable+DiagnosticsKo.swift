// ko diagnostics (translations of the English table).
// Format: Docs/Localization.md. Regenerate the English table or stub missing keys with scripts/l10n-extract.py.
extension LocalizationTable {
    static let diagnosticsKo = #"""
        # en: The document is not JSON at all; the message names what it looks like (HTML page, RTF, gzip bytes, JavaScript, front matter, template).
        not-json.summary =
        # en: Serve the JSON file itself.
        not-json.fix =
        # en: The document is empty or only whitespace.
        empty-file.summary =
        # en: Publish a JSON object with an applinks section.
        empty-file.fix =
        # en: The document is larger than 131,072 bytes (128 KB); Apple's fetchers reject it.
        file-too-large.summary =
        # en: Shorten the file: use wildcards, substitution variables and fewer rules.
        file-too-large.fix =
        # en: The document starts with a UTF-8 byte-order mark, which strict JSON parsers reject.
        byte-order-mark.summary =
        # en: Save the file as UTF-8 without BOM.
        byte-order-mark.fix =
        # en: A typographic quote (“ ” ‘ ’) is used where JSON requires a straight double quote.
        curly-quote.summary =
        # en: Replace typographic quotes with straight double quotes ("); turn off smart quotes in your editor.
        curly-quote.fix =
        # en: A string or key is delimited with single quotes.
        single-quote.summary =
        # en: Use double quotes.
        single-quote.fix =
        # en: An object key is not in quotes.
        unquoted-key.summary =
        # en: Put the key in double quotes.
        unquoted-key.fix =
        # en: A string value is not in quotes.
        unquoted-string.summary =
        # en: Put the value in double quotes.
        unquoted-string.fix =
        # en: A literal from another language (True, None, undefined, ...) is used.
        invalid-literal.summary =
        # en: Use true, false or null.
        invalid-literal.fix =
        # en: A comma follows the last element of an array or object.
        trailing-comma.summary =
        # en: Remove the comma.
        trailing-comma.fix =
        # en: Two elements or members are not separated by a comma.
        missing-comma.summary =
        # en: Add a comma.
        missing-comma.fix =
        # en: An object key is not followed by ':'.
        missing-colon.summary =
        # en: Add ':' between the key and its value.
        missing-colon.fix =
        # en: A value is missing (for example two commas in a row).
        expected-value.summary =
        # en: Remove the extra comma or add the value.
        expected-value.fix =
        # en: JSON has no comments; Apple's parser rejects the file.
        comment.summary =
        # en: Remove the comment; use a component's "comment" key instead.
        comment.fix =
        # en: A /* block comment is never closed.
        unterminated-comment.summary =
        # en: Remove the comment.
        unterminated-comment.fix =
        # en: A string is not closed before the end of its line or of the file.
        unterminated-string.summary =
        # en: Add the closing quote.
        unterminated-string.fix =
        # en: The file ends where a value was expected (it was cut short).
        unexpected-end.summary =
        # en: Complete the file; check that the upload or template was not truncated.
        unexpected-end.fix =
        # en: An array is never closed.
        unterminated-array.summary =
        # en: Add the closing ].
        unterminated-array.fix =
        # en: An object is never closed.
        unterminated-object.summary =
        # en: Add the closing }.
        unterminated-object.fix =
        # en: A ] closes an object or a } closes an array.
        mismatched-bracket.summary =
        # en: Use the bracket that matches the opening one.
        mismatched-bracket.fix =
        # en: A character that cannot appear here in JSON.
        unexpected-character.summary =
        # en: Remove the character.
        unexpected-character.fix =
        # en: Something follows the end of the top-level JSON value.
        trailing-content.summary =
        # en: A file holds exactly one JSON object: merge the objects.
        trailing-content.fix =
        # en: A raw control character (such as a tab) appears inside a string.
        control-character.summary =
        # en: Escape it (\\t, \\n, \\u0000).
        control-character.fix =
        # en: A backslash escape that JSON does not define, or a malformed \\u escape.
        invalid-escape.summary =
        # en: Write a literal backslash as \\\\.
        invalid-escape.fix =
        # en: Bytes that are not valid UTF-8.
        invalid-utf8.summary =
        # en: Save the file as UTF-8.
        invalid-utf8.fix =
        # en: A non-breaking or zero-width space where JSON allows only space, tab and line breaks.
        invalid-whitespace.summary =
        # en: Replace it with a plain space.
        invalid-whitespace.fix =
        # en: A number JSON does not allow (leading zero, '+', '.5', NaN).
        invalid-number.summary =
        # en: Write the number in JSON syntax.
        invalid-number.fix =
        # en: An unrendered template placeholder ({{...}}, ${...}) stands where a value belongs.
        template-placeholder.summary =
        # en: Render the template before publishing.
        template-placeholder.fix =
        # en: Values are nested more than 64 levels deep.
        nesting-too-deep.summary =
        # en: An AASA file needs at most a few levels.
        nesting-too-deep.fix =
        # en: A key appears twice in one object; parsers disagree on which value wins (Apple's keeps the last).
        duplicate-key.summary =
        # en: Keep one key and merge the values.
        duplicate-key.fix =
        # en: Reporting stopped after 100 syntax errors.
        too-many-errors.summary =
        # en: Fix the first errors; the rest are often consequences.
        too-many-errors.fix =
        # en: A value has the wrong JSON type (for example a string where an array is required).
        wrong-type.summary =
        # en: Use the type the format requires.
        wrong-type.fix =
        # en: The file is a JSON array; an association file is a single JSON object.
        top-level-array.summary =
        # en: Remove the enclosing [ and ].
        top-level-array.fix =
        # en: The file looks like a CMS (PKCS#7) signed envelope but its content cannot be read.
        unreadable-signature.summary =
        # en: Sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON.
        unreadable-signature.fix =
        # en: The file cannot be read (missing, a directory, no permission).
        unreadable-file.summary =
        # en: Check the path.
        unreadable-file.fix =
        # en: The input is larger than the reading limit (16 MiB unless --max-bytes says otherwise); reading stopped there, nothing was parsed.
        too-large.summary =
        # en: Check that the path names the association file; raise --max-bytes N for a genuinely larger input.
        too-large.fix =
        # en: No recognised service (applinks, webcredentials, appclips, activitycontinuation): the file does nothing.
        no-service.summary =
        # en: Put the rules under "applinks".
        no-service.fix =
        # en: applinks has no "details": no app is associated.
        missing-details.summary =
        # en: Add "details": [{"appIDs": [...], "components": [...]}].
        missing-details.fix =
        # en: applinks.details is empty: no app is associated with this domain.
        empty-details.summary =
        # en: Add a detail for your app.
        empty-details.fix =
        # en: details is an object keyed by app ID (the iOS 9 form). Still accepted, but rare tools understand it.
        legacy-details-object.summary =
        # en: Use "details": [{"appID": "...", "paths": [...]}].
        legacy-details-object.fix =
        # en: A key iOS does not know; it is silently ignored (often a typo).
        unknown-key.summary =
        # en: Use the key the message suggests, or remove it.
        unknown-key.fix =
        # en: applinks has no "apps" key; iOS 12 and older reject the whole file.
        legacy-apps-missing.summary =
        # en: Add "apps": [] to applinks.
        legacy-apps-missing.fix =
        # en: applinks.apps is not empty; it must be an empty array (iOS 12 and older reject the file).
        legacy-apps-not-empty.summary =
        # en: Write "apps": [] and list apps in details.
        legacy-apps-not-empty.fix =
        # en: An app ID is the empty string.
        empty-app-id.summary =
        # en: Write <Team ID>.<bundle ID>.
        empty-app-id.fix =
        # en: An app ID is a placeholder that was never filled in (TEAM_ID, $(...), YOUR_..., <...>).
        app-id-placeholder.summary =
        # en: Write your App ID prefix (Team ID) and bundle ID, e.g. ABCDE12345.com.example.app.
        app-id-placeholder.fix =
        # en: An app ID is a bare bundle ID without the App ID prefix (Team ID).
        app-id-missing-prefix.summary =
        # en: Prefix the bundle ID with your Team ID: ABCDE12345.com.example.app.
        app-id-missing-prefix.fix =
        # en: An app ID does not have the form <prefix>.<bundle ID> (prefix letters and digits, bundle ID of A-Z a-z 0-9 . -).
        invalid-app-id.summary =
        # en: Correct the app ID.
        invalid-app-id.fix =
        # en: The App ID prefix is not a 10-character Team ID ([A-Z0-9]{10}); correct only for old apps whose prefix differs.
        unusual-app-id-prefix.summary =
        # en: Check the application-identifier entitlement of the signed app.
        unusual-app-id-prefix.fix =
        # en: The bundle ID starts with the App ID prefix again (TEAMID.TEAMID.bundle): the full app ID was pasted where the bundle ID belongs, and iOS never matches it.
        app-id-repeated-prefix.summary =
        # en: Write the prefix once: ABCDE12345.com.example.app.
        app-id-repeated-prefix.fix =
        # en: The app ID is an example from Apple's documentation or a tutorial.
        example-app-id.summary =
        # en: Use your own app's ID.
        example-app-id.fix =
        # en: A detail has both appID and appIDs; iOS uses the union, older tools only one of them.
        app-id-and-app-ids.summary =
        # en: Keep only appIDs.
        app-id-and-app-ids.fix =
        # en: Our reading: iOS uses only the first detail that lists an app; this later detail is ignored for it.
        duplicate-app.summary =
        # en: Merge the rules into the first detail for the app.
        duplicate-app.fix =
        # en: A detail names no app (no appID or appIDs, or an empty list).
        detail-without-app.summary =
        # en: Add "appIDs": ["<Team ID>.<bundle ID>"].
        detail-without-app.fix =
        # en: A webcredentials/appclips/activitycontinuation section lists no app.
        empty-service-apps.summary =
        # en: List the app IDs, or remove the section.
        empty-service-apps.fix =
        # en: A detail has neither paths nor components: it matches nothing.
        no-rules.summary =
        # en: Add components (iOS 13+) and/or paths (iOS 12).
        no-rules.fix =
        # en: A detail has components and paths: iOS 13+ uses only components, iOS 12 only paths. Make sure both say the same.
        components-with-paths.summary =
        # en: Keep both in step, or drop paths if you no longer support iOS 12.
        components-with-paths.fix =
        # en: components is an empty array next to paths: iOS 13+ uses the empty list and matches nothing.
        empty-components.summary =
        # en: Write the rules as components, or remove the empty components key.
        empty-components.fix =
        # en: A rule with no /, ? or # key (only a comment, say) matches every URL on the domain.
        catch-all-rule.summary =
        # en: Add a "/" pattern, or remove the rule.
        catch-all-rule.fix =
        # en: The rule can never decide anything: an earlier rule of the same app already covers every URL it could match.
        unreachable-rule.summary =
        # en: Move the rule before the broader one (exclusions first), or remove it.
        unreachable-rule.fix =
        # en: The file's rules are so many and so long that the "rule can never fire" check stopped at its work bound (a multiple of the file size): the unreachable rules reported are real, others may be missing.
        unreachable-check-incomplete.summary =
        # en: Split the rules over fewer, shorter patterns (wildcards, substitution variables).
        unreachable-check-incomplete.fix =
        # en: A legacy path starts with NOT but no space follows, so it is a literal path, not an exclusion.
        not-without-space.summary =
        # en: Write "NOT /private/*" (with the space).
        not-without-space.fix =
        # en: A legacy exclusion is written "not " in lower case; iOS accepts it, other tools may not.
        not-lowercase.summary =
        # en: Write NOT in capitals.
        not-lowercase.fix =
        # en: A path pattern is a full URL; patterns match only the path.
        url-in-pattern.summary =
        # en: Write only the path: "/a/*".
        url-in-pattern.fix =
        # en: A legacy path contains '#': legacy paths match the path only, never the fragment.
        fragment-in-path.summary =
        # en: Use components with a "#" key (iOS 13+).
        fragment-in-path.fix =
        # en: A path pattern contains '?' followed by name=value: '?' is a one-character wildcard here, not a query.
        query-in-path.summary =
        # en: Use components with a "?" key (iOS 13+); legacy paths ignore the query.
        query-in-path.fix =
        # en: A path pattern does not start with '/' (or '*'): iOS adds the '/', so "products/*" is read as "/products/*".
        path-without-slash.summary =
        # en: Write the leading '/': "/products/*".
        path-without-slash.fix =
        # en: A "?" or "#" pattern starts with its own delimiter, which is not part of the URL component, so it must match a literal character.
        leading-delimiter.summary =
        # en: Drop the leading ? or #.
        leading-delimiter.fix =
        # en: A pattern contains non-ASCII characters but percentEncoded is true (the default): URLs carry them percent-encoded, so it never matches.
        non-ascii-pattern.summary =
        # en: Set "percentEncoded": false, or write the pattern percent-encoded (/caf%C3%A9/*).
        non-ascii-pattern.fix =
        # en: A "?" dictionary has a value that is not a string; iOS then ignores the whole dictionary (the query matches anything).
        ignored-query-dictionary.summary =
        # en: Write every value as a string pattern: {"id": "5"}.
        ignored-query-dictionary.fix =
        # en: defaults carries /, ?, # or exclude: Apple documents only caseSensitive and percentEncoded there, but iOS applies any key to every rule.
        defaults-matching-key.summary =
        # en: Put the key in each rule instead, unless you mean every rule to carry it.
        defaults-matching-key.fix =
        # en: defaults apply to components only; this detail has only legacy paths.
        defaults-in-legacy-detail.summary =
        # en: Convert the paths to components (ulinks convert).
        defaults-in-legacy-detail.fix =
        # en: A pattern uses $(name) but no substitution variable or built-in has that name; the rule never matches.
        undefined-variable.summary =
        # en: Define it in applinks.substitutionVariables, or fix the name (names are case-sensitive).
        undefined-variable.fix =
        # en: A pattern has '$(' without a closing ')'.
        unterminated-variable.summary =
        # en: Close the variable: $(lang).
        unterminated-variable.fix =
        # en: A substitution variable's value uses another variable, which iOS does not expand.
        recursive-variable.summary =
        # en: List the values literally.
        recursive-variable.fix =
        # en: A substitution variable redefines a built-in (alpha, upper, lower, alnum, digit, xdigit, region, lang).
        builtin-redefined.summary =
        # en: Choose another name.
        builtin-redefined.fix =
        # en: A substitution variable name is empty or contains $, ( or ).
        invalid-variable-name.summary =
        # en: Rename the variable.
        invalid-variable-name.fix =
        # en: A substitution variable is defined but no pattern uses it.
        unused-variable.summary =
        # en: Remove it, or use it.
        unused-variable.fix =
        # en: A substitution variable has no values; patterns using it never match.
        empty-variable.summary =
        # en: List at least one value.
        empty-variable.fix =
        # en: The file is not a property list (XML or binary) nor a Mach-O binary with a code signature.
        not-property-list.summary =
        # en: Pass the .entitlements file, the app's Info.plist-style plist or its binary.
        not-property-list.fix =
        # en: com.apple.developer.associated-domains is not an array of strings.
        entitlement-wrong-type.summary =
        # en: Make it an array of strings.
        entitlement-wrong-type.fix =
        # en: The entitlements have no (or an empty) com.apple.developer.associated-domains array.
        no-associated-domains.summary =
        # en: Add the Associated Domains capability with applinks:<your host>.
        no-associated-domains.fix =
        # en: An entry has no service prefix.
        missing-service.summary =
        # en: Write service:host, e.g. applinks:example.com.
        missing-service.fix =
        # en: The service before ':' is not applinks, webcredentials, appclips or activitycontinuation.
        unknown-service.summary =
        # en: Use one of the four services, spelled in lower case.
        unknown-service.fix =
        # en: The entry contains a URL scheme such as https://.
        entitlement-scheme.summary =
        # en: Write the host alone: applinks:example.com.
        entitlement-scheme.fix =
        # en: The entry contains a path; entitlements name hosts only.
        entitlement-path.summary =
        # en: Remove the path; choose paths in the apple-app-site-association file.
        entitlement-path.fix =
        # en: The entry ends with '/'.
        entitlement-trailing-slash.summary =
        # en: Remove the trailing slash.
        entitlement-trailing-slash.fix =
        # en: The entry contains white space (often a leading or trailing space).
        entitlement-whitespace.summary =
        # en: Remove the spaces.
        entitlement-whitespace.fix =
        # en: The entry has a query other than ?mode=.
        entitlement-query.summary =
        # en: Remove the query; only ?mode=developer|managed|developer+managed is allowed.
        entitlement-query.fix =
        # en: ?mode= names something other than developer, managed or developer+managed.
        unknown-mode.summary =
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        unknown-mode.fix =
        # en: An applinks entry names a port; iOS fetches the file from port 443 only (TN3155).
        applinks-port.summary =
        # en: Remove the port and serve the file on 443.
        applinks-port.fix =
        # en: The text after the host's ':' is not a port number.
        invalid-port.summary =
        # en: Remove it.
        invalid-port.fix =
        # en: An appclips entry uses a wildcard, which App Clips do not support.
        appclips-wildcard.summary =
        # en: List each App Clip host explicitly.
        appclips-wildcard.fix =
        # en: The wildcard is not followed by a dot (*example.com); iOS understands only '*.'.
        wildcard-without-dot.summary =
        # en: Write *.example.com (and list example.com itself if needed).
        wildcard-without-dot.fix =
        # en: '*' appears elsewhere than at the start of the host.
        misplaced-wildcard.summary =
        # en: Use '*.' at the start of the host, or list each host.
        misplaced-wildcard.fix =
        # en: The host has non-ASCII characters; the entitlement needs its Punycode (IDNA) form.
        non-ascii-host.summary =
        # en: Write the xn-- form given in the message (here xn--bcher-kva.example).
        non-ascii-host.fix =
        # en: The host is empty or not a valid DNS name (bad characters, empty label, bad Punycode).
        invalid-host.summary =
        # en: Write a host name of letters, digits, '-' and '.'.
        invalid-host.fix =
        # en: The host is an IP address, which only developer mode accepts.
        ip-address-host.summary =
        # en: Use a domain name, or add ?mode=developer for a development server.
        ip-address-host.fix =
        # en: The host is localhost, which only developer mode accepts.
        localhost-host.summary =
        # en: Use the server's domain name, or add ?mode=developer.
        localhost-host.fix =
        # en: The same service and host are listed twice.
        duplicate-entry.summary =
        # en: Remove the duplicate.
        duplicate-entry.fix =
        # en: More than 30 distinct domains are listed; Apple advises no more than about 20-30.
        too-many-domains.summary =
        # en: Use wildcard entries (*.example.com) or fewer domains.
        too-many-domains.fix =
        # en: A wildcard entry *.example.com is listed without example.com; the wildcard does not cover the apex (our reading of Apple's guide).
        wildcard-misses-apex.summary =
        # en: Also list applinks:example.com if links on example.com should open the app.
        wildcard-misses-apex.fix =
        # en: The application-identifier repeats its App ID prefix (TEAMID.TEAMID.bundle.id): the bundle ID was given as a full app ID.
        application-identifier-repeated-prefix.summary =
        # en: Set the bundle identifier without the prefix (com.example.app); Xcode adds the prefix.
        application-identifier-repeated-prefix.fix =
        # en: assetlinks.json must be a JSON array of statements.
        assetlinks-not-array.summary =
        # en: Wrap the statements in [ ].
        assetlinks-not-array.fix =
        # en: The statement list is empty: the file links nothing (Google's API reports it as an error).
        assetlinks-empty.summary =
        # en: Add a statement for your app, or remove the file.
        assetlinks-empty.fix =
        # en: A statement Android ignores: not an object, no relation list, no target, or a target without package_name, sha256_cert_fingerprints or site.
        assetlinks-statement.summary =
        # en: Give every statement a relation list and a complete target.
        assetlinks-statement.fix =
        # en: A relation string is not kind/detail with each part of [a-z0-9_.]+; Android ignores it.
        assetlinks-relation.summary =
        # en: Write delegate_permission/common.handle_all_urls (all lower case, one '/').
        assetlinks-relation.fix =
        # en: A well-formed relation that Android and Chrome do not act on (often a typo of handle_all_urls).
        assetlinks-unknown-relation.summary =
        # en: Use delegate_permission/common.handle_all_urls for App Links, common.get_login_creds for shared sign-in.
        assetlinks-unknown-relation.fix =
        # en: A target's namespace is missing or is not android_app or web; Android skips the statement.
        assetlinks-namespace.summary =
        # en: Write "namespace": "android_app" (or "web").
        assetlinks-namespace.fix =
        # en: package_name is not an Android application ID: Java package segments ([A-Za-z_][A-Za-z0-9_]*) joined by dots, at least two.
        assetlinks-package-name.summary =
        # en: Copy the applicationId from the app's build.gradle.
        assetlinks-package-name.fix =
        # en: A sha256_cert_fingerprints entry is not 32 colon-separated upper-case hex bytes.
        assetlinks-fingerprint.summary =
        # en: Copy the SHA-256 fingerprint from keytool or the Play Console: {fingerprint}.
        assetlinks-fingerprint.fix =
        # en: A fingerprint has lower-case hex digits; Android compares upper case and rejects it.
        assetlinks-fingerprint-lowercase.summary =
        # en: Write the hex digits in upper case.
        assetlinks-fingerprint-lowercase.fix =
        # en: A fingerprint is 20 bytes: the certificate's SHA-1, not its SHA-256.
        assetlinks-fingerprint-sha1.summary =
        # en: Use the SHA-256 line of keytool -list -v (32 bytes).
        assetlinks-fingerprint-sha1.fix =
        # en: A fingerprint is 64 hex digits without the colons between bytes.
        assetlinks-fingerprint-no-colons.summary =
        # en: Separate the bytes with colons: AB:CD:...
        assetlinks-fingerprint-no-colons.fix =
        # en: A fingerprint contains spaces (around it, or instead of colons).
        assetlinks-fingerprint-spaces.summary =
        # en: Remove the spaces.
        assetlinks-fingerprint-spaces.fix =
        # en: A web target's site is not scheme://host[:port]: no http(s) scheme, a path (even '/'), a query, a fragment, login information or a bad port.
        assetlinks-site.summary =
        # en: Write only https://host (and :port when not the default).
        assetlinks-site.fix =
        # en: A statement repeats an earlier one (same relations and target).
        assetlinks-duplicate-statement.summary =
        # en: Remove the repetition.
        assetlinks-duplicate-statement.fix =
        # en: An include statement Android ignores: not an https:// URL string, or combined with relation or target.
        assetlinks-include.summary =
        # en: Point include at an https:// URL, in a statement of its own.
        assetlinks-include.fix =
        # en: A key Android does not know in a statement or target (often a typo, such as sha256_cert_fingerprint); it is ignored.
        assetlinks-unknown-key.summary =
        # en: Use the key the message suggests, or remove it.
        assetlinks-unknown-key.fix =
        # en: relation_extensions is not an object keyed by one of the statement's relations, or holds dynamic rules for a web target; Android ignores it.
        assetlinks-relation-extensions.summary =
        # en: Key the extension by a relation the statement lists (delegate_permission/common.handle_all_urls).
        assetlinks-relation-extensions.fix =
        # en: dynamic_app_link_components is malformed (not an array, a rule that is not an object, an unknown key such as caseSensitive, a value of the wrong type): Android 15+ then ignores every dynamic rule of the statement.
        assetlinks-dynamic-rules.summary =
        # en: Use only "/", "?" (a dictionary), "#" and "exclude" in each rule.
        assetlinks-dynamic-rules.fix =
        # en: A dynamic rule's "?" is a string; on Android it must be a dictionary of query parameters, and a string makes Android ignore every dynamic rule of the statement.
        assetlinks-dynamic-query-string.summary =
        # en: Write "?": {"q": "*"}.
        assetlinks-dynamic-query-string.fix =
        # en: A dynamic rule pattern Android reads literally where something else was likely meant: $(variables), a full URL, a leading '#', non-ASCII characters.
        assetlinks-dynamic-pattern.summary =
        # en: Write the pattern as Android matches it: path only, percent-encoded, no variables.
        assetlinks-dynamic-pattern.fix =
        # en: The file is larger than 131,072 bytes.
        assetlinks-too-large.summary =
        # en: Shorten the file.
        assetlinks-too-large.fix =
        # en: The manifest is not a JSON object.
        manifest-not-object.summary =
        # en: Start from `ulinks init`, or write { "version": 1, ... }.
        manifest-not-object.fix =
        # en: "version" is missing or not a version this tool reads (1).
        manifest-version.summary =
        # en: Write "version": 1.
        manifest-version.fix =
        # en: "domains" or "routes" is missing.
        manifest-missing-key.summary =
        # en: Add the key (see Docs/Manifest.md).
        manifest-missing-key.fix =
        # en: The manifest names no iOS app ("apps") and no Android app ("android").
        manifest-no-apps.summary =
        # en: Add "apps": ["TEAMID.bundle.id"] or an "android" entry.
        manifest-no-apps.fix =
        # en: A value has the wrong JSON type.
        manifest-wrong-type.summary =
        # en: Use the type given in the message (see Docs/Manifest.md).
        manifest-wrong-type.fix =
        # en: A key the manifest format does not define; it is ignored.
        manifest-unknown-key.summary =
        # en: Check the spelling against Docs/Manifest.md.
        manifest-unknown-key.fix =
        # en: An iOS app ID is not TEAMID.bundle.id with a 10-character team ID.
        manifest-app-id.summary =
        # en: Prefix the bundle ID with your team ID: ABCDE12345.com.example.app.
        manifest-app-id.fix =
        # en: An iOS app ID repeats its team ID (TEAMID.TEAMID.bundle.id): the full app ID was pasted where the bundle ID belongs.
        manifest-app-id-repeated-prefix.summary =
        # en: Write the team ID once: ABCDE12345.com.example.app.
        manifest-app-id-repeated-prefix.fix =
        # en: A domain is not a host name (a scheme, a path, a port or bad characters).
        manifest-domain.summary =
        # en: Write the host alone: example.com.
        manifest-domain.fix =
        # en: An Android package name is not dot-separated identifiers.
        manifest-android-package.summary =
        # en: Use the applicationId, e.g. com.example.app.
        manifest-android-package.fix =
        # en: An Android signing fingerprint is missing or not 32 upper-case hex bytes separated by ':'.
        manifest-fingerprint.summary =
        # en: Copy the SHA-256 fingerprint from keytool -list -v or the Play Console.
        manifest-fingerprint.fix =
        # en: A route that opens the app has no name, or two routes share a name.
        manifest-route-name.summary =
        # en: Give every route that is not an exclusion a unique "name".
        manifest-route-name.fix =
        # en: With "legacy": true, a route cannot be written as an iOS 12 path (query, fragment, variables, case folding or decoding).
        manifest-legacy-route.summary =
        # en: Remove the key iOS 12 cannot see, or set "legacy": false.
        manifest-legacy-route.fix =
        # en: Nothing to check: no Xcode project, Android manifest, Expo app.json or app bundle under the folder.
        project-empty.summary =
        # en: Pass the folder that holds ios/, android/ or the .xcodeproj.
        project-empty.fix =
        # en: The doctor stopped walking or reading the folder at one of its bounds (files, depth or bytes); the report covers what was read.
        project-limit.summary =
        # en: Pass the app's own folder rather than a whole workspace.
        project-limit.fix =
        # en: A symbolic link leads outside the folder; it was not followed.
        project-link-outside.summary =
        # en: Nothing, unless the linked files matter: then pass a folder that contains them.
        project-link-outside.fix =
        # en: A file the project names (an .xcconfig include, a file the doctor needs) is missing, outside the folder or too large.
        project-file-unreadable.summary =
        # en: Fix the path, or add the file.
        project-file-unreadable.fix =
        # en: project.pbxproj is not a well-formed old-style property list (a merge conflict, a missing ';').
        pbxproj-syntax.summary =
        # en: Resolve the conflict or restore the file from version control.
        pbxproj-syntax.fix =
        # en: project.pbxproj refers to an object it does not define (a target or configuration list).
        pbxproj-reference.summary =
        # en: Let Xcode repair the project (open it and save), or restore it.
        pbxproj-reference.fix =
        # en: An XML file (AndroidManifest.xml, Info.plist) is not well-formed.
        xml-syntax.summary =
        # en: Close every element in order; write & as &amp; and < as &lt; in values.
        xml-syntax.fix =
        # en: The doctor could not follow a Gradle file (a brace or string never closed); values after that point may be missed.
        gradle-syntax.summary =
        # en: Close the block or string.
        gradle-syntax.fix =
        # en: An .xcconfig line is neither a setting, an #include nor a comment; Xcode ignores it.
        xcconfig-line.summary =
        # en: Write KEY = value.
        xcconfig-line.fix =
        # en: app.json or app.config.json has a value of the wrong type where the doctor reads it.
        app-config-shape.summary =
        # en: Use the type Expo documents (associatedDomains is an array of strings).
        app-config-shape.fix =
        # en: app.config.js, app.config.ts or capacitor.config.ts was found; the doctor runs no JavaScript.
        app-config-not-read.summary =
        # en: Run npx expo config --json > app.config.json to let the doctor read it.
        app-config-not-read.fix =
        # en: A provisioning profile is not a CMS-signed property list.
        profile-unreadable.summary =
        # en: Download the profile again from the developer portal.
        profile-unreadable.fix =
        # en: A build setting the doctor needs refers to $(NAME) that neither the project nor its .xcconfig files define.
        build-setting-unresolved.summary =
        # en: Define the setting in the project or an .xcconfig it names (values from the CI environment are not seen).
        build-setting-unresolved.fix =
        # en: applicationId, a suffix or an SDK level is computed in Gradle, not a literal; it is not checked.
        gradle-value-computed.summary =
        # en: Nothing, or write the value as a literal to let the doctor check it.
        gradle-value-computed.fix =
        # en: A build configuration of an app target ships without the Associated Domains entitlement while another configuration has it.
        configuration-without-entitlement.summary =
        # en: Set CODE_SIGN_ENTITLEMENTS for this configuration to an entitlements file with the applinks: entries.
        configuration-without-entitlement.fix =
        # en: CODE_SIGN_ENTITLEMENTS names a file that does not exist.
        entitlements-file-missing.summary =
        # en: Fix the path (relative to the project's folder) or add the file.
        entitlements-file-missing.fix =
        # en: A host one configuration's entitlements list is missing from another configuration of the same target.
        configuration-host-missing.summary =
        # en: List the host in both entitlements files, or use one file for both configurations.
        configuration-host-missing.fix =
        # en: The bundle identifier starts with a Team-ID-shaped component (ten upper-case letters and digits): the app ID then carries the Team ID twice.
        team-id-in-bundle-id.summary =
        # en: Remove the Team ID from the bundle identifier; Xcode adds the App ID prefix itself.
        team-id-in-bundle-id.fix =
        # en: An app ID repeats its Team ID (QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop).
        doubled-team-id.summary =
        # en: Write the Team ID once: QX7Y2K9L3M.com.example.shop.
        doubled-team-id.fix =
        # en: The app ID a target builds (DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER) is not listed in the association file the project declares.
        app-id-not-in-association.summary =
        # en: Add the app ID to the manifest (or the AASA file), or build the bundle ID it lists.
        app-id-not-in-association.fix =
        # en: The provisioning profile has expired.
        profile-expired.summary =
        # en: Renew the profile in the developer portal.
        profile-expired.fix =
        # en: The provisioning profile does not allow the Associated Domains entitlement the app's entitlements use; signing fails or drops it.
        profile-without-associated-domains.summary =
        # en: Enable Associated Domains for the App ID, then download the profile again.
        profile-without-associated-domains.fix =
        # en: The provisioning profile belongs to another team than the target's DEVELOPMENT_TEAM.
        profile-team-mismatch.summary =
        # en: Use a profile of the target's team, or correct DEVELOPMENT_TEAM.
        profile-team-mismatch.fix =
        # en: An android:autoVerify filter also lists a scheme other than http and https (Expo's exp+slug, Facebook's fb...): Android 12+ verifies none of its hosts.
        autoverify-custom-scheme.summary =
        # en: Move the custom scheme into an intent filter of its own, without autoVerify.
        autoverify-custom-scheme.fix =
        # en: An android:autoVerify filter lacks ACTION_VIEW, CATEGORY_BROWSABLE or CATEGORY_DEFAULT: its hosts are not verified.
        autoverify-incomplete-filter.summary =
        # en: Add <category android:name="android.intent.category.BROWSABLE" /> and DEFAULT.
        autoverify-incomplete-filter.fix =
        # en: A host of an android:autoVerify filter is not a domain name; Android leaves it out of verification.
        autoverify-invalid-host.summary =
        # en: Write the host alone: example.com (or *.example.com).
        autoverify-invalid-host.fix =
        # en: An android:autoVerify filter with a web scheme names no host: nothing is verified.
        autoverify-without-host.summary =
        # en: Add <data android:host="example.com" />.
        autoverify-without-host.fix =
        # en: The app targets Android 11 or lower: Android verifies every web host of every filter together, and one failure fails them all.
        android-hosts-verified-together.summary =
        # en: Target API 31 or higher (hosts are then verified one by one), or host assetlinks.json on every host.
        android-hosts-verified-together.fix =
        # en: A ${placeholder} in AndroidManifest.xml is not defined as a literal in manifestPlaceholders; the doctor cannot check that value.
        manifest-placeholder-unresolved.summary =
        # en: Define it in manifestPlaceholders (defaultConfig, the flavor or the build type).
        manifest-placeholder-unresolved.fix =
        # en: A pathAdvancedPattern (or a group's advanced pattern) that Android's parser refuses: the app fails to install.
        android-pattern-invalid.summary =
        # en: Close the set or range; see the message for the exact reason.
        android-pattern-invalid.fix =
        # en: A build variant's applicationId (with flavor and build-type suffixes) is not in the project's assetlinks.json or ulinks.json.
        package-not-in-assetlinks.summary =
        # en: Add a statement for the package to assetlinks.json (ulinks.json "android").
        package-not-in-assetlinks.fix =
        # en: A signing fingerprint is a placeholder (all zeros, one byte repeated, TODO, XX:XX:...).
        fingerprint-placeholder.summary =
        # en: Use keytool -list -v (or the Play Console's App signing page) and copy the SHA-256.
        fingerprint-placeholder.fix =
        # en: The certificate given with --signing-cert is not among the fingerprints the project lists.
        fingerprint-not-listed.summary =
        # en: Add its SHA-256 fingerprint to assetlinks.json (ulinks.json "android").
        fingerprint-not-listed.fix =
        # en: The only signing key known is Android's debug key (or the release build type signs with the debug config).
        fingerprint-debug-only.summary =
        # en: Sign releases with your release key and list its fingerprint (and Play's app signing key).
        fingerprint-debug-only.fix =
        # en: The certificate given looks like your own key: with Play App Signing it is the upload key, whose fingerprint devices never see.
        fingerprint-upload-key.summary =
        # en: Also list the app signing key from Play Console > App integrity > App signing.
        fingerprint-upload-key.fix =
        # en: A PKCS#12 keystore was given; its certificates are encrypted and no dependency of the doctor reads them.
        keystore-not-read.summary =
        # en: Run keytool -exportcert -keystore FILE -alias ALIAS -file cert.der and pass --signing-cert cert.der.
        keystore-not-read.fix =
        # en: URLs the association file opens on iOS do not open the Android app: a path attribute or a <uri-relative-filter-group> leaves them out.
        android-blocks-ios-url.summary =
        # en: Align the filter's paths and groups with the routes, or exclude the URLs on iOS too.
        android-blocks-ios-url.fix =
        # en: A domain of ulinks.json (or --manifest) is in no applinks: entry of the app's entitlements, or no verified Android host.
        domain-missing-from-project.summary =
        # en: Add applinks:HOST to the entitlements (and the host to the autoVerify filter); --fix-snippets prints them.
        domain-missing-from-project.fix =
        # en: The app lists a domain that ulinks.json does not declare: no association file is generated for it.
        domain-not-in-manifest.summary =
        # en: Add the domain to ulinks.json, or remove it from the app.
        domain-not-in-manifest.fix =
        # en: An app ID of ulinks.json matches no target of the project.
        manifest-app-not-built.summary =
        # en: Check the Team ID and bundle ID, or remove the app from the manifest.
        manifest-app-not-built.fix =
        # en: Flutter's own deep linking (FlutterDeepLinkingEnabled / flutter_deeplinking_enabled, on by default since Flutter 3.27) is on while a link plugin handles links.
        flutter-deeplinking-conflict.summary =
        # en: Set FlutterDeepLinkingEnabled to false in Info.plist and flutter_deeplinking_enabled to false in AndroidManifest.xml.
        flutter-deeplinking-conflict.fix =
        # en: a CDATA section is never closed
        m.a-cdata-section-is-never-closed =
        # en: a '}' closes no block
        m.a-closes-no-block =
        # en: a CMS/PKCS#7 signed file (DER) that could not be unpacked
        m.a-cms-pkcs-7-signed-file =
        # en: a /* comment is never closed
        m.a-comment-is-never-closed =
        # en: a comment is never closed
        m.a-comment-is-never-closed.4af504 =
        # en: a <data> value has an odd number of hex digits
        m.a-data-value-has-an-odd =
        # en: a <data> value is never closed
        m.a-data-value-is-never-closed =
        # en: a dictionary '{' is never closed
        m.a-dictionary-is-never-closed =
        # en: a dynamic rule has only "/", "?", "#" and "exclude"
        m.a-dynamic-rule-has-only-and =
        # en: a dynamic rule is an object, found {typeDescription}
        m.a-dynamic-rule-is-an-object =
        # en: a fingerprint is a string, found {typeDescription}
        m.a-fingerprint-is-a-string-found =
        # en: a JavaScript module
        m.a-javascript-module =
        # en: a Jekyll page with YAML front matter
        m.a-jekyll-page-with-yaml-front =
        # en: a JSON object
        m.a-json-object =
        # en: a legacy path starting with "NOT " is an exclusion; this path cannot be written for iOS 12
        m.a-legacy-path-starting-with-not =
        # en: a literal backslash is written \\\\
        m.a-literal-backslash-is-written =
        # en: a manifest is a JSON object, found {typeDescription}
        m.a-manifest-is-a-json-object =
        # en: a PDF document
        m.a-pdf-document =
        # en: a processing instruction is never closed
        m.a-processing-instruction-is-never-closed =
        # en: a quoted string is never closed
        m.a-quoted-string-is-never-closed =
        # en: a relation is a string, found {typeDescription}; the whole statement is skipped
        m.a-relation-is-a-string-found =
        # en: a relation is not a string
        m.a-relation-is-not-a-string =
        # en: a second JSON value follows the first one; a file holds exactly one
        m.a-second-json-value-follows-the =
        # en: a second root element
        m.a-second-root-element =
        # en: a sha256_cert_fingerprints entry is not a string
        m.a-sha256-cert-fingerprints-entry-is =
        # en: a statement is an object, found {typeDescription}
        m.a-statement-is-an-object-found =
        # en: a statement needs a "target" object; Android skips this one
        m.a-statement-needs-a-target-object =
        # en: a statement needs "relation": ["{handleAllURLs}"]; Android skips this one
        m.a-statement-needs-relation-android-skips =
        # en: a string
        m.a-string =
        # en: a string is never closed
        m.a-string-is-never-closed =
        # en: a string or an object of item patterns
        m.a-string-or-an-object-of =
        # en: a string or an object of strings
        m.a-string-or-an-object-of.aa022d =
        # en: a string pattern
        m.a-string-pattern =
        # en: a substitution variable of this rule has no values, so iOS never matches it; it is left out
        m.a-substitution-variable-of-this-rule =
        # en: a tag without a name
        m.a-tag-without-a-name =
        # en: a value in this "?" dictionary is not a string, so iOS ignores the whole dictionary and the rule matches any query
        m.a-value-in-this-dictionary-is =
        # en: a web target needs "site"
        m.a-web-target-needs-site =
        # en: a ZIP archive
        m.a-zip-archive =
        # en: add a comma after the previous {item}
        m.add-a-comma-after-the-previous =
        # en: Add <key>FlutterDeepLinkingEnabled</key><false/> to Info.plist (and flutter_deeplinking_enabled false in AndroidManifest.xml).
        m.add-key-flutterdeeplinkingenabled-key-false-to =
        # en: add "percentEncoded": false, or write "{percentEncode}"
        m.add-percentencoded-false-or-write =
        # en: add the closing {closeText}
        m.add-the-closing =
        # en: add the closing " (a line break inside a string must be written \\n)
        m.add-the-closing-a-line-break =
        # en: add the closing "
        m.add-the-closing.3399f8 =
        # en: add the closing }
        m.add-the-closing.74e742 =
        # en: add "{key}" to "relation", or fix the key
        m.add-to-relation-or-fix-the =
        # en: Also list {service}:{host} if links on {host2} should open the app.
        m.also-list-if-links-on-should =
        # en: an android_app target needs "package_name"
        m.an-android-app-target-needs-package =
        # en: an android_app target needs "sha256_cert_fingerprints"
        m.an-android-app-target-needs-sha256 =
        # en: an array
        m.an-array =
        # en: an array '(' is never closed
        m.an-array-is-never-closed =
        # en: an array of {what}
        m.an-array-of =
        # en: an array of objects
        m.an-array-of-objects =
        # en: an array of route objects
        m.an-array-of-route-objects =
        # en: an array of strings
        m.an-array-of-strings =
        # en: an assetlinks.json file is a JSON array of statements, found {typeDescription}
        m.an-assetlinks-json-file-is-a =
        # en: an associatedDomains entry must be a string, found {typeDescription}
        m.an-associateddomains-entry-must-be-a =
        # en: an HTML page (often an error or login page served instead of the file)
        m.an-html-page-often-an-error =
        # en: an include statement cannot also have "{key}"; Google's parser rejects the statement (invalid field)
        m.an-include-statement-cannot-also-have =
        # en: an intentFilters entry must be an object, found {typeDescription}
        m.an-intentfilters-entry-must-be-an =
        # en: an object
        m.an-object =
        # en: an object mapping names to arrays of strings
        m.an-object-mapping-names-to-arrays =
        # en: an object of name: [values]
        m.an-object-of-name-values =
        # en: an object with an "apps" array
        m.an-object-with-an-apps-array =
        # en: an RTF document (saved by TextEdit in rich-text mode)
        m.an-rtf-document-saved-by-textedit =
        # en: an unrendered template with {{...}} or ${...} placeholders
        m.an-unrendered-template-with-or-placeholders =
        # en: an XML document (perhaps a property list)
        m.an-xml-document-perhaps-a-property =
        # en: Android: {routeLabel}: {message}
        m.android =
        # en: "{s}": Android has no substitution variables; "$(" is matched literally
        m.android-has-no-substitution-variables-is =
        # en: Android refuses the pattern "{pattern}": {message}
        m.android-refuses-the-pattern =
        # en: ; Android skips this statement
        m.android-skips-this-statement =
        # en: another configuration
        m.another-configuration =
        # en: app ID "{value}" contains '*'; wildcards are never valid in an association file
        m.app-id-contains-wildcards-are-never =
        # en: app ID "{id}" is a placeholder (contains {String}) that was never filled in
        m.app-id-is-a-placeholder-contains =
        # en: app ID "{value}" is a placeholder (contains {marker}) that was never filled in
        m.app-id-is-a-placeholder-contains.23a2b9 =
        # en: app ID is empty in {place}
        m.app-id-is-empty-in =
        # en: app ID "{value}" is invalid: {reason}
        m.app-id-is-invalid =
        # en: App ID prefix "{String}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a =
        # en: App ID prefix "{prefix}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a.9608e9 =
        # en: app ID "{description}" repeats its prefix {prefix} at the start of the bundle ID: iOS never matches it against the app {fixed} (a full app ID pasted where the bundle ID was asked for?)
        m.app-id-repeats-its-prefix-at =
        # en: app ID strings
        m.app-id-strings =
        # en: appclips entries cannot use a wildcard
        m.appclips-entries-cannot-use-a-wildcard =
        # en: "appIDs" is empty: this detail names no app
        m.appids-is-empty-this-detail-names =
        # en: applinks.apps must be an empty array; iOS 12 and older reject the file
        m.applinks-apps-must-be-an-empty =
        # en: applinks.details is empty
        m.applinks-details-is-empty =
        # en: applinks entries cannot name a port (:{port}); the file is always fetched from port 443
        m.applinks-entries-cannot-name-a-port =
        # en: applinks has no "apps": []; iOS 12 and older reject the whole file
        m.applinks-has-no-apps-ios-12 =
        # en: applinks has no "details" array: no app is associated
        m.applinks-has-no-details-array-no =
        # en: "applinks" lists no app
        m.applinks-lists-no-app =
        # en: {service}.apps lists no app
        m.apps-lists-no-app =
        # en: assetlinks.json: {error}
        m.assetlinks-json =
        # en: assetlinks.json: error[{code}]: {message}
        m.assetlinks-json-error =
        # en: assetlinks.json: the converted statement could not be read back
        m.assetlinks-json-the-converted-statement-could =
        # en: at the top level
        m.at-the-top-level =
        # en: {label} belongs to {joined}, {name} to DEVELOPMENT_TEAM {team}
        m.belongs-to-to-development-team =
        # en: binary data
        m.binary-data =
        # en: block comment is never closed
        m.block-comment-is-never-closed =
        # en: blocks nested more than {maximumDepth} deep; the rest is not read
        m.blocks-nested-more-than-deep-the =
        # en: {name} builds {appID}, which {doNot} list
        m.builds-which-list =
        # en: byte 0x
        m.byte-0x =
        # en: {parts} bytes
        m.bytes =
        # en: {seen} bytes, larger than the limit of {limit} bytes
        m.bytes-larger-than-the-limit-of =
        # en: '*' can only start the host, as '*.'
        m.can-only-start-the-host-as =
        # en: '{written}' cannot be converted to Punycode
        m.cannot-be-converted-to-punycode =
        # en: cannot be read ({describe})
        m.cannot-be-read =
        # en: cannot be read ({why})
        m.cannot-be-read.79ac25 =
        # en: cannot be read
        m.cannot-be-read.906328 =
        # en: cannot contain a path (not even a trailing '/')
        m.cannot-contain-a-path-not-even =
        # en: cannot contain a path (not even /)
        m.cannot-contain-a-path-not-even.948ba0 =
        # en: cannot contain login information
        m.cannot-contain-login-information =
        # en: cannot have fragment identifiers
        m.cannot-have-fragment-identifiers =
        # en: cannot have query parameters
        m.cannot-have-query-parameters =
        # en: cannot read the binary: {message}
        m.cannot-read-the-binary =
        # en: carries login information (user@)
        m.carries-login-information-user =
        # en: "caseSensitive": false: Android matches case-sensitively, so URLs that differ in case are decided differently
        m.casesensitive-false-android-matches-case-sensitively =
        # en: choose another name, e.g. "my{capitalizedFirst}"
        m.choose-another-name-e-g-my =
        # en: ] closes an object opened with {
        m.closes-an-object-opened-with =
        # en: {wrongCloseText} closes an {name} opened with {open}
        m.closes-an-opened-with =
        # en: CODE_SIGN_ENTITLEMENTS is not set
        m.code-sign-entitlements-is-not-set =
        # en: "components" is empty next to {paths} legacy path(s): iOS 13+ uses the empty list and matches nothing
        m.components-is-empty-next-to-legacy =
        # en: contains a path ('{path}'); entitlements name hosts only
        m.contains-a-path-entitlements-name-hosts =
        # en: contains the scheme '{scheme}://'
        m.contains-the-scheme =
        # en: contains '-' (use '_' in Java package names)
        m.contains-use-in-java-package-names =
        # en: contains white space
        m.contains-white-space =
        # en: control character U+
        m.control-character-u =
        # en: {label} covers {bundleID} but does not allow com.apple.developer.associated-domains, which {name} signs with
        m.covers-but-does-not-allow-com =
        # en: '{raw}' covers the subdomains of {host} but not {host2} itself
        m.covers-the-subdomains-of-but-not =
        # en: decompress the file; servers may compress only with a Content-Encoding header
        m.decompress-the-file-servers-may-compress =
        # en: "defaults" apply to components only; this detail has only legacy paths
        m.defaults-apply-to-components-only-this =
        # en: defaults carry {joined}: undocumented (Apple documents only caseSensitive and percentEncoded), but iOS applies them to every rule that lacks the key
        m.defaults-carry-undocumented-apple-documents-only =
        # en: "details" is an object keyed by app ID (the iOS 9 form); iOS still reads it
        m.details-is-an-object-keyed-by =
        # en: did not enter {display}: deeper than {depth} folders
        m.did-not-enter-deeper-than-folders =
        # en: did you mean "{near}"?
        m.did-you-mean =
        # en: Did you mean {guess}?
        m.did-you-mean.3fab32 =
        # en: ; did you mean "{suggestion}"?
        m.did-you-mean.838553 =
        # en: ; did you mean "{value}"?
        m.did-you-mean.d5fe37 =
        # en: ; did you mean $({value})?
        m.did-you-mean.f0c8c2 =
        # en: {joined} do not
        m.do-not =
        # en: {sources} does not
        m.does-not =
        # en: does not exist
        m.does-not-exist =
        # en: domain "{domain}": {error}
        m.domain =
        # en: "domains" is empty: name the hosts the links live on
        m.domains-is-empty-name-the-hosts =
        # en: \        "dynamic_app_link_components": [
        m.dynamic-app-link-components =
        # en: "dynamic_app_link_components" is {typeDescription}, not an array of rules
        m.dynamic-app-link-components-is-not =
        # en: dynamic rules apply to Android apps; this statement's target is a web site
        m.dynamic-rules-apply-to-android-apps =
        # en: element {key} of {displayPointer}
        m.element-of =
        # en: elements nested more than {maximumDepth} deep
        m.elements-nested-more-than-deep =
        # en: empty entry
        m.empty-entry =
        # en: empty statement list
        m.empty-statement-list =
        # en: end of file
        m.end-of-file =
        # en: ends with '/'
        m.ends-with =
        # en: entitlements: error[{code}]: {message}
        m.entitlements-error =
        # en: entry {index} is a {typeName}, not a string
        m.entry-is-a-not-a-string =
        # en: every URL (Android 14 and older)
        m.every-url-android-14-and-older =
        # en: every URL (no dynamic rules)
        m.every-url-no-dynamic-rules =
        # en: \ every URL on the domain: it has no "/", "?" or "#" key
        m.every-url-on-the-domain-it =
        # en: "exclude" is true or false, found {typeDescription}
        m.exclude-is-true-or-false-found =
        # en: "exclude": true
        m.exclude-true =
        # en: exclusion written "{prefix}"; iOS accepts it, but write "NOT " in capitals
        m.exclusion-written-ios-accepts-it-but =
        # en: expected a key before ','
        m.expected-a-key-before =
        # en: expected a single array of statements, found {typeDescription}
        m.expected-a-single-array-of-statements =
        # en: expected a value before {describeCharacter}
        m.expected-a-value-before =
        # en: {label} expired on {expires}
        m.expired-on =
        # en: expo.android.intentFilters must be an array, found {typeDescription}
        m.expo-android-intentfilters-must-be-an =
        # en: expo.ios.associatedDomains must be an array of strings, found {typeDescription}
        m.expo-ios-associateddomains-must-be-an =
        # en: expo.ios.bundleIdentifier must be a string, found {typeDescription}
        m.expo-ios-bundleidentifier-must-be-a =
        # en: Expo's development-build scheme\ 
        m.expo-s-development-build-scheme =
        # en: Facebook Login's scheme\ 
        m.facebook-login-s-scheme =
        # en: file ends where a value was expected
        m.file-ends-where-a-value-was =
        # en: file is {bytes} bytes; Apple's fetchers reject files over {maximumFileSize} bytes (128 KB)
        m.file-is-bytes-apple-s-fetchers =
        # en: file is empty
        m.file-is-empty =
        # en: file is UTF-16 encoded (it starts with a UTF-16 byte-order mark)
        m.file-is-utf-16-encoded-it =
        # en: file starts with a UTF-8 byte-order mark (EF BB BF)
        m.file-starts-with-a-utf-8 =
        # en: fingerprint {shown} contains white space; Android compares it as written
        m.fingerprint-contains-white-space-android-compares =
        # en: fingerprint {shown} has 20 bytes: a SHA-1 fingerprint; "sha256_cert_fingerprints" needs the SHA-256 one (32 bytes)
        m.fingerprint-has-20-bytes-a-sha =
        # en: fingerprint {shown} has lower-case hex digits; Android needs upper case
        m.fingerprint-has-lower-case-hex-digits =
        # en: fingerprint {shown} has no colons between the bytes
        m.fingerprint-has-no-colons-between-the =
        # en: fingerprint {shown} is 20 bytes without colons: a SHA-1 fingerprint; Android needs the SHA-256 one
        m.fingerprint-is-20-bytes-without-colons =
        # en: fingerprint {shown} is a placeholder, not a SHA-256 fingerprint (32 colon-separated upper-case hex bytes)
        m.fingerprint-is-a-placeholder-not-a =
        # en: fingerprint {shown} is {bytes}; a SHA-256 fingerprint is 32 colon-separated upper-case hex bytes
        m.fingerprint-is-a-sha-256-fingerprint =
        # en: Flutter's deep linking is switched on here while {name} ({display}) handles links: the two compete for every link
        m.flutter-s-deep-linking-is-switched =
        # en: generated file: {severity}[{code}]: {message}
        m.generated-file =
        # en: gzip-compressed bytes
        m.gzip-compressed-bytes =
        # en: {name} handles links, and {joined} does not set FlutterDeepLinkingEnabled: Flutter 3.27 and later turn their own deep linking on by default
        m.handles-links-and-does-not-set =
        # en: '{host}' has a character other than letters, digits, '-' and '_'
        m.has-a-character-other-than-letters =
        # en: has a character outside A-Z a-z 0-9 _ in "{segment}"
        m.has-a-character-outside-a-z =
        # en: has a fragment identifier; a site is scheme://host[:port] only
        m.has-a-fragment-identifier-a-site =
        # en: '{host}' has a label that starts or ends with '-'
        m.has-a-label-that-starts-or =
        # en: "?" has a non-string value, so iOS ignores it (any query); the rule is written without "?"
        m.has-a-non-string-value-so =
        # en: has a segment starting with a digit ("{segment}")
        m.has-a-segment-starting-with-a =
        # en: '{host}' has an empty or over-long label
        m.has-an-empty-or-over-long =
        # en: has an empty segment (a leading, trailing or double '.')
        m.has-an-empty-segment-a-leading =
        # en: has an invalid detail "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-detail-lower-case =
        # en: has an invalid kind "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-kind-lower-case =
        # en: has an invalid port "{port}"
        m.has-an-invalid-port =
        # en: has more than one '/'
        m.has-more-than-one =
        # en: has no '/': a relation is kind/detail
        m.has-no-a-relation-is-kind =
        # en: {value} has no applinks: entry
        m.has-no-applinks-entry =
        # en: '*{written}' has no dot after the wildcard; iOS only understands '*.'
        m.has-no-dot-after-the-wildcard =
        # en: has no host
        m.has-no-host =
        # en: ${{name}} has no literal manifestPlaceholders value{map}
        m.has-no-literal-manifestplaceholders-value =
        # en: has no scheme; write https://host
        m.has-no-scheme-write-https-host =
        # en: '{raw}' has no service prefix
        m.has-no-service-prefix =
        # en: "{s}" has non-ASCII characters; URLs carry them percent-encoded, so it never matches
        m.has-non-ascii-characters-urls-carry =
        # en: has one segment; an Android application ID has at least two (com.example)
        m.has-one-segment-an-android-application =
        # en: has query parameters; a site is scheme://host[:port] only
        m.has-query-parameters-a-site-is =
        # en: in a component
        m.in-a-component =
        # en: in a detail
        m.in-a-detail =
        # en: in a statement
        m.in-a-statement =
        # en: in a web target
        m.in-a-web-target =
        # en: in an android_app target
        m.in-an-android-app-target =
        # en: in applinks
        m.in-applinks =
        # en: '{shown}' in <data>: only hex digits belong there
        m.in-data-only-hex-digits-belong =
        # en: in defaults
        m.in-defaults =
        # en: in the handle_all_urls extension
        m.in-the-handle-all-urls-extension =
        # en: '/' in the tag <{name}> is not followed by '>'
        m.in-the-tag-is-not-followed =
        # en: "include" {problem}
        m.include =
        # en: "include" {problem}: Google refuses it (MALFORMED_CONTENT)
        m.include-google-refuses-it-malformed-content =
        # en: "include" is an http:// URL: a secure file cannot include an insecure one, so Android ignores it
        m.include-is-an-http-url-a =
        # en: "include" is an https:// URL string, found {typeDescription}
        m.include-is-an-https-url-string =
        # en: "include" is not a URL string
        m.include-is-not-a-url-string =
        # en: "include" is not an http(s) URL: {url}
        m.include-is-not-an-http-s =
        # en: "include" is not an https:// URL: "{url}"
        m.include-is-not-an-https-url =
        # en: '<' inside the value of {name} (write &lt;)
        m.inside-the-value-of-write-lt =
        # en: invalid escape \\{trimmingQuotes} in a string
        m.invalid-escape-in-a-string =
        # en: invalid field next to "include": an include statement has no relation or target
        m.invalid-field-next-to-include-an =
        # en: invalid package name "{package}"
        m.invalid-package-name =
        # en: invalid relation "{relation}" (expected kind/detail such as delegate_permission/common.handle_all_urls)
        m.invalid-relation-expected-kind-detail-such =
        # en: invalid UTF-8 byte 0x{hex}
        m.invalid-utf-8-byte-0x =
        # en: invalid UTF-8 byte 0x{hex} inside a string
        m.invalid-utf-8-byte-0x-inside =
        # en: invisible zero-width character is not JSON whitespace
        m.invisible-zero-width-character-is-not =
        # en: iOS 12 compares paths case-sensitively; drop "caseSensitive": false or set "legacy": false
        m.ios-12-compares-paths-case-sensitively =
        # en: iOS 12 compares paths percent-encoded; drop "percentEncoded": false or set "legacy": false
        m.ios-12-compares-paths-percent-encoded =
        # en: iOS 12 has no substitution variables; spell the values out or set "legacy": false
        m.ios-12-has-no-substitution-variables =
        # en: iOS 12 paths decide {value} differently from the iOS 13 components
        m.ios-12-paths-decide-differently-from =
        # en: iOS 12 paths ignore the fragment; remove "#" or set "legacy": false
        m.ios-12-paths-ignore-the-fragment =
        # en: iOS 12 paths ignore the query; remove "?" or set "legacy": false
        m.ios-12-paths-ignore-the-query =
        # en: iOS 13+ uses only "components" and iOS 12 only "paths"; keep them in step
        m.ios-13-uses-only-components-and =
        # en: "{name}" is a built-in variable and cannot be redefined
        m.is-a-built-in-variable-and =
        # en: "{value}" is a bundle ID without the App ID prefix (Team ID)
        m.is-a-bundle-id-without-the =
        # en: "?" is a dictionary of query parameters, found {typeDescription}
        m.is-a-dictionary-of-query-parameters =
        # en: is a directory
        m.is-a-directory =
        # en: "{s}" is a full URL; "/" matches the path only
        m.is-a-full-url-matches-the =
        # en: "{s}" is a literal path, not an exclusion: NOT must be followed by a space
        m.is-a-literal-path-not-an =
        # en: is a non-HTTP URL (the scheme is http or https)
        m.is-a-non-http-url-the =
        # en: {entitlementKey} is a {typeName}, not an array of strings
        m.is-a-not-an-array-of =
        # en: "{key}" is a pattern string, found {typeDescription}
        m.is-a-pattern-string-found =
        # en: "{text}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate =
        # en: "{fingerprint}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate.929a6b =
        # en: "?": "{s}" is a string; on Android "?" is a dictionary of query parameters, and a string makes Android ignore every dynamic rule of this statement
        m.is-a-string-on-android-is =
        # en: "?": "{s}" is a string pattern; Android reads "?" only as a dictionary of parameters, so the rule is left out{value}
        m.is-a-string-pattern-android-reads =
        # en: {display} is a symbolic link to a place outside the folder; not followed
        m.is-a-symbolic-link-to-a =
        # en: {id} is already listed in detail {earlier}; iOS uses only the first detail for an app, so these rules are ignored (our reading of Apple's documentation)
        m.is-already-listed-in-detail-ios =
        # en: "{key}" is an AASA option Android does not have; Android ignores every dynamic rule of this statement
        m.is-an-aasa-option-android-does =
        # en: '{written}' is an IP address; only developer mode may use one
        m.is-an-ip-address-only-developer =
        # en: {file} is Android's debug certificate: release builds are signed with another key
        m.is-android-s-debug-certificate-release =
        # en: {key} is computed ({raw}); the doctor checks literals only
        m.is-computed-the-doctor-checks-literals =
        # en: is empty
        m.is-empty =
        # en: {entitlementKey} is empty
        m.is-empty.2b19d7 =
        # en: {domain} is in the manifest, but Android verifies no such host for the app{isEmpty}
        m.is-in-the-manifest-but-android =
        # en: {domain} is in the manifest, but no applinks:{host} entry is in the app's entitlements{isEmpty}
        m.is-in-the-manifest-but-no =
        # en: {app} is in the manifest, but the project's targets build {joined}
        m.is-in-the-manifest-but-the =
        # en: {display} is JavaScript; the doctor runs none (npx expo config --json > app.config.json gives it a file to read)
        m.is-javascript-the-doctor-runs-none =
        # en: is larger than {limit} bytes (not read)
        m.is-larger-than-bytes-not-read =
        # en: is longer than 253 characters
        m.is-longer-than-253-characters =
        # en: "{host}" is not a domain name; Android leaves it out of verification
        m.is-not-a-domain-name-android =
        # en: "{s}" is not a host name: {problem}
        m.is-not-a-host-name =
        # en: '{word}' is not a JSON number
        m.is-not-a-json-number =
        # en: '{value}' is not a mode
        m.is-not-a-mode =
        # en: '{digits}' is not a port number
        m.is-not-a-port-number =
        # en: "{f}" is not a SHA-256 fingerprint (32 upper-case hex bytes separated by ':')
        m.is-not-a-sha-256-fingerprint =
        # en: '{written}' is not a valid host name: {reason}
        m.is-not-a-valid-host-name =
        # en: '{raw}' is not a valid JSON number
        m.is-not-a-valid-json-number =
        # en: '{text}' is not a valid URL: {reason}
        m.is-not-a-valid-url =
        # en: is not a valid URL (no scheme://)
        m.is-not-a-valid-url-no =
        # en: is not a valid URL (the port is not 1-65535)
        m.is-not-a-valid-url-the =
        # en: is not a valid URL (the host name)
        m.is-not-a-valid-url-the.91917e =
        # en: '{bad}' is not allowed (letters, digits and '-' only)
        m.is-not-allowed-letters-digits-and =
        # en: '{bad}' is not allowed (letters, digits, '.' and '-' only)
        m.is-not-allowed-letters-digits-and.f781ad =
        # en: '?{item}' is not allowed; only ?mode= is
        m.is-not-allowed-only-mode-is =
        # en: "{package}" is not an Android package name (dot-separated identifiers, at least two)
        m.is-not-an-android-package-name =
        # en: "{s}" is not an app ID of the form TEAMID.bundle.id (10-character team ID)
        m.is-not-an-app-id-of =
        # en: '{name}' is not an Associated Domains service
        m.is-not-an-associated-domains-service =
        # en: is not an http or https URL
        m.is-not-an-http-or-https =
        # en: '[{hostText}]' is not an IPv6 address
        m.is-not-an-ipv6-address =
        # en: '{written}' is not ASCII; entitlements need the Punycode (IDNA) form
        m.is-not-ascii-entitlements-need-the =
        # en: {name}: $({joined}) is not defined in the project or its .xcconfig files
        m.is-not-defined-in-the-project =
        # en: $({name}) is not defined, so iOS never matches this rule; it is left out
        m.is-not-defined-so-ios-never =
        # en: {fingerprint} ({subject}) is not in {joined}
        m.is-not-in =
        # en: '{word}' is not JSON; write false
        m.is-not-json-write-false =
        # en: '{word}' is not JSON; write null
        m.is-not-json-write-null =
        # en: '{word}' is not JSON; write true
        m.is-not-json-write-true =
        # en: '{line}' is not KEY = value, #include or a comment
        m.is-not-key-value-include-or =
        # en: {app} is not listed in the file (apps: {joined})
        m.is-not-listed-in-the-file =
        # en: '{string}' is not <prefix>.<bundle ID>
        m.is-not-prefix-bundle-id =
        # en: {path} is outside the project folder (not read)
        m.is-outside-the-project-folder-not =
        # en: is outside the project folder (not read)
        m.is-outside-the-project-folder-not.6c34d3 =
        # en: {entitlementsSetting} is outside the project folder (not read)
        m.is-outside-the-project-folder-not.f33861 =
        # en: it carries login information (user@)
        m.it-carries-login-information-user =
        # en: it contains white space or a control character
        m.it-contains-white-space-or-a =
        # en: it ends with a dot
        m.it-ends-with-a-dot =
        # en: it has an empty label
        m.it-has-an-empty-label =
        # en: it has an empty or too long label
        m.it-has-an-empty-or-too =
        # en: it has no '.' between the App ID prefix and the bundle ID
        m.it-has-no-between-the-app =
        # en: it is empty
        m.it-is-empty =
        # en: it is longer than 253 characters
        m.it-is-longer-than-253-characters =
        # en: it is not <prefix>.<bundle ID>
        m.it-is-not-prefix-bundle-id =
        # en: JSON does not allow comments
        m.json-does-not-allow-comments =
        # en: keep one "{key}" and merge the values
        m.keep-one-and-merge-the-values =
        # en: key "{key}" appears more than once in this object; parsers disagree on which value wins
        m.key-appears-more-than-once-in =
        # en: key '{word}' must be in double quotes
        m.key-must-be-in-double-quotes =
        # en: keys must use double quotes ("), not single quotes (')
        m.keys-must-use-double-quotes-not =
        # en: known keys here:\ 
        m.known-keys-here =
        # en: {target} ({configuration}) lacks applinks:{joined}, which {owner} lists
        m.lacks-applinks-which-lists =
        # en: larger than the limit of {limit} bytes (stopped reading after {seen} bytes)
        m.larger-than-the-limit-of-bytes =
        # en: legacy path "{path}" has '?', a one-character wildcard (kept as such): if it was meant as a query, Android, like iOS, never matches it
        m.legacy-path-has-a-one-character =
        # en: List each App Clip host explicitly, e.g. appclips:{host}.
        m.list-each-app-clip-host-explicitly =
        # en: list each app ID in full
        m.list-each-app-id-in-full =
        # en: \ (listed: {value}, a Team ID or App ID prefix mix-up?)
        m.listed-a-team-id-or-app =
        # en: "{id}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id =
        # en: "{value}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id.70e14c =
        # en: {file} ({subject}) looks like your own key: with Play App Signing devices see the app signing key instead
        m.looks-like-your-own-key-with =
        # en: malformed certificate fingerprint "{text}" (32 upper-case hex pairs separated by colons)
        m.malformed-certificate-fingerprint-32-upper-case =
        # en: malformed dynamic rules
        m.malformed-dynamic-rules =
        # en: match the query with the "?" key
        m.match-the-query-with-the-key =
        # en: "?": "*" matches any query; the rule is written without "?"
        m.matches-any-query-the-rule-is =
        # en: missing ':' after key "{key}"
        m.missing-after-key =
        # en: missing '=' after the key "{key}"
        m.missing-after-the-key =
        # en: missing ';' after the value of "{key}"
        m.missing-after-the-value-of =
        # en: missing ',' between array elements
        m.missing-between-array-elements =
        # en: missing comma between {name} {item}s
        m.missing-comma-between-s =
        # en: more than {domainLimit} domains are listed (this is the {domainLimit2}st)
        m.more-than-domains-are-listed-this =
        # en: more than {maximumElements} elements
        m.more-than-elements =
        # en: "{key}" must be {expected}, found {typeDescription}
        m.must-be-found =
        # en: {displayPointer} must be {expected}, found {typeDescription}
        m.must-be-found.32b71e =
        # en: must be {expected}, found {typeDescription}
        m.must-be-found.b51910 =
        # en: "?" names {joined}: a parameter repeated in a URL is decided differently (iOS needs every occurrence to match, Android one)
        m.names-a-parameter-repeated-in-a =
        # en: namespace {typeDescription} is not "android_app" or "web"
        m.namespace-is-not-android-app-or =
        # en: no App ID prefix (Team ID): a bundle ID alone
        m.no-app-id-prefix-team-id =
        # en: no '.' between App ID prefix and bundle ID
        m.no-between-app-id-prefix-and =
        # en: no host
        m.no-host =
        # en: no package_name field
        m.no-package-name-field =
        # en: no relation
        m.no-relation =
        # en: no relation (the array is empty)
        m.no-relation-the-array-is-empty =
        # en: no root element
        m.no-root-element =
        # en: no scheme:// (write https://host/...)
        m.no-scheme-write-https-host =
        # en: no sha256_cert_fingerprints field
        m.no-sha256-cert-fingerprints-field =
        # en: no statement names {package}
        m.no-statement-names =
        # en: no statement names the target
        m.no-statement-names-the-target =
        # en: no such file
        m.no-such-file =
        # en: no target specified
        m.no-target-specified =
        # en: no Xcode project, AndroidManifest.xml, Expo app.json or .app bundle under {path}
        m.no-xcode-project-androidmanifest-xml-expo =
        # en: non-breaking space (U+00A0) is not JSON whitespace
        m.non-breaking-space-u-00a0-is =
        # en: not <App ID prefix>.<bundle ID>
        m.not-app-id-prefix-bundle-id =
        # en: not colon-separated hex pairs
        m.not-colon-separated-hex-pairs =
        # en: object opened here is never closed
        m.object-opened-here-is-never-closed =
        # en: {differing} of {opened} URLs on {host} that the association file opens on iOS do not open the app on Android: {shown}
        m.of-urls-on-that-the-association =
        # en: only letters, digits and '-' may appear in a label
        m.only-letters-digits-and-may-appear =
        # en: '{written}' only resolves on the device itself; only developer mode may use it
        m.only-resolves-on-the-device-itself =
        # en: {name} opened here is never closed
        m.opened-here-is-never-closed =
        # en: package name "{name}" {problem}
        m.package-name =
        # en: "package_name" is a string, found {typeDescription}
        m.package-name-is-a-string-found =
        # en: \ (packages listed: {joined})
        m.packages-listed =
        # en: path "{s}" contains '?' before name=value: '?' is a one-character wildcard and legacy paths ignore the query
        m.path-contains-before-name-value-is =
        # en: path "{s}" contains '#'; legacy paths are matched against the path only
        m.path-contains-legacy-paths-are-matched =
        # en: path "{s}" is a full URL; legacy paths match the path only
        m.path-is-a-full-url-legacy =
        # en: path pattern "{s}" contains '?' before name=value: here '?' is a one-character wildcard, not a query
        m.path-pattern-contains-before-name-value =
        # en: path pattern "{s}" does not start with '/': iOS reads it as "/{s2}"
        m.path-pattern-does-not-start-with =
        # en: path pattern "{s}" is a full URL; patterns match the path only
        m.path-pattern-is-a-full-url =
        # en: pattern "{s}" has non-ASCII characters but percentEncoded is true: URLs carry them percent-encoded, so it never matches
        m.pattern-has-non-ascii-characters-but =
        # en: pattern "{pattern}" has '$(' without a closing ')'
        m.pattern-has-without-a-closing =
        # en: "{k}" pattern "{s}" starts with '{k2}', which is not part of the URL's {k3}
        m.pattern-starts-with-which-is-not =
        # en: pattern uses $({name}), which is neither defined in substitutionVariables nor a built-in; the rule never matches
        m.pattern-uses-which-is-neither-defined =
        # en: "percentEncoded": false: Android compares URLs as written (percent-encoded), so encoded characters are decided differently
        m.percentencoded-false-android-compares-urls-as =
        # en: permission denied
        m.permission-denied =
        # en: {keystore}: print its certificate's SHA-256 with keytool -list -v -keystore {keystore2}, or export it with keytool -exportcert -keystore {keystore3} -alias ALIAS -file cert.der and pass --signing-cert cert.der
        m.print-its-certificate-s-sha-256 =
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with {first}, shaped like a Team ID: the app ID becomes {team}.{bundleID2}
        m.product-bundle-identifier-starts-with-shaped =
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with the Team ID {team}: the app ID is {team2}.{bundleID2}
        m.product-bundle-identifier-starts-with-the =
        # en: publish the JSON object itself, not code that exports it
        m.publish-the-json-object-itself-not =
        # en: Put '*.' at the start of the host, or list each host.
        m.put-at-the-start-of-the =
        # en: put the include and the statement in two separate objects
        m.put-the-include-and-the-statement =
        # en: query parameter "{name}": "{pattern}" accepts an absent parameter on iOS; on Android the parameter must be present
        m.query-parameter-accepts-an-absent-parameter =
        # en: query parameters with "*" constrain nothing on iOS and are left out
        m.query-parameters-with-constrain-nothing-on =
        # en: raw control character U+{hex} inside a string; escape it
        m.raw-control-character-u-inside-a =
        # en: "relation_extensions" has "{key}", which is not in this statement's "relation" list; Android ignores it
        m.relation-extensions-has-which-is-not =
        # en: "relation_extensions" is an object keyed by relation, found {typeDescription}
        m.relation-extensions-is-an-object-keyed =
        # en: "relation" is a non-empty array of strings such as "{handleAllURLs}", found {value}
        m.relation-is-a-non-empty-array =
        # en: "relation" is not an array
        m.relation-is-not-an-array =
        # en: relation "{relation}" is not one Android or Chrome acts on{value}
        m.relation-is-not-one-android-or =
        # en: relation "{relation}" {problem}; the whole statement is skipped
        m.relation-the-whole-statement-is-skipped =
        # en: Remove ':{digits}'.
        m.remove =
        # en: Remove :{port} and serve the file on port 443.
        m.remove-and-serve-the-file-on =
        # en: remove "{key}": Android matches case-sensitively, as written (percent-encoded)
        m.remove-android-matches-case-sensitively-as =
        # en: Remove '{path}'; choose paths in the apple-app-site-association file instead.
        m.remove-choose-paths-in-the-apple =
        # en: Remove one of them.
        m.remove-one-of-them =
        # en: remove the comma after the last {item}
        m.remove-the-comma-after-the-last =
        # en: remove the enclosing [ and ]
        m.remove-the-enclosing-and =
        # en: remove the front matter, or put the file under a folder Jekyll copies verbatim
        m.remove-the-front-matter-or-put =
        # en: Remove the spaces: iOS reads the entry literally.
        m.remove-the-spaces-ios-reads-the =
        # en: Remove the trailing slash: {text}.
        m.remove-the-trailing-slash =
        # en: Remove '{item}'.
        m.remove.b36561 =
        # en: rename "{key}" to "{suggestion}"
        m.rename-to =
        # en: render the template before publishing
        m.render-the-template-before-publishing =
        # en: render the template before publishing, or write the real value
        m.render-the-template-before-publishing-or =
        # en: '{raw}' repeats entry {index} ('{raw2}')
        m.repeats-entry =
        # en: {what} {appID} repeats the Team ID {parts}
        m.repeats-the-team-id =
        # en: route {map}: {value}
        m.route =
        # en: route {value}
        m.route.3cb767 =
        # en: rule {pointer}
        m.rule =
        # en: save as plain text (TextEdit: Format > Make Plain Text) with straight quotes
        m.save-as-plain-text-textedit-format =
        # en: save the file as UTF-8
        m.save-the-file-as-utf-8 =
        # en: save the file as UTF-8 without a byte-order mark
        m.save-the-file-as-utf-8.d22a2a =
        # en: serve the included file over https
        m.serve-the-included-file-over-https =
        # en: serve the JSON file itself at this path with status 200 and Content-Type application/json
        m.serve-the-json-file-itself-at =
        # en: Set CODE_SIGN_ENTITLEMENTS for {configuration} to {entitlements} (or one with the same applinks: entries).
        m.set-code-sign-entitlements-for-to =
        # en: "sha256_cert_fingerprints" is a non-empty array of fingerprints, found {value}
        m.sha256-cert-fingerprints-is-a-non =
        # en: sha256_cert_fingerprints is not an array
        m.sha256-cert-fingerprints-is-not-an =
        # en: sha256_cert_fingerprints must contain at least one certificate
        m.sha256-cert-fingerprints-must-contain-at =
        # en: {target} ({configuration}) ships without the Associated Domains entitlement: {why}, while {configuration2} lists applinks:{joined}
        m.ships-without-the-associated-domains-entitlement =
        # en: sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON
        m.sign-with-openssl-smime-sign-nodetach =
        # en: \ (signed entitlements)
        m.signed-entitlements =
        # en: site "{text}" {problem}
        m.site =
        # en: "site" is a URL string, found {typeDescription}
        m.site-is-a-url-string-found =
        # en: '&' starts no entity (write &amp;)
        m.starts-no-entity-write-amp =
        # en: "{s}" starts with '#', which is not part of the fragment: it must match a literal '#'
        m.starts-with-which-is-not-part =
        # en: statement dropped: {why}
        m.statement-dropped =
        # en: statement {index} of {source} names the target for {joined}, not {relation}
        m.statement-of-names-the-target-for =
        # en: statement {index} of {source} names {package} with fingerprint{listed} {joined}, not {joined2}
        m.statement-of-names-with-fingerprint-not =
        # en: stopped after {entries} files and folders, in {display}
        m.stopped-after-files-and-folders-in =
        # en: stopped reading: the byte budget ({totalBytes} bytes) for the folder is spent
        m.stopped-reading-the-byte-budget-bytes =
        # en: string is never closed
        m.string-is-never-closed =
        # en: string is not closed before the end of the line
        m.string-is-not-closed-before-the =
        # en: strings must use double quotes ("), not single quotes (')
        m.strings-must-use-double-quotes-not =
        # en: subdomains of {host} (not {host2} itself)
        m.subdomains-of-not-itself =
        # en: substitution variable "{name}" has no values; patterns using it never match
        m.substitution-variable-has-no-values-patterns =
        # en: substitution variable "{name}" is never used
        m.substitution-variable-is-never-used =
        # en: substitution variable name "{name}" is invalid: it must be non-empty and contain no $, ( or )
        m.substitution-variable-name-is-invalid-it =
        # en: substitution variable "{name}" redefines the built-in $({name2})
        m.substitution-variable-redefines-the-built-in =
        # en: substitution variables expanded into {total} rules
        m.substitution-variables-expanded-into-rules =
        # en: "target" is an object, found {typeDescription}; Android skips this statement
        m.target-is-an-object-found-android =
        # en: text after the IPv6 address
        m.text-after-the-ipv6-address =
        # en: text after the root element
        m.text-after-the-root-element =
        # en: text before the root element
        m.text-before-the-root-element =
        # en: the Android app "{package}" has no signing-certificate fingerprint
        m.the-android-app-has-no-signing =
        # en: the app lists {host}, which the manifest's domains do not declare
        m.the-app-lists-which-the-manifest =
        # en: the attribute {name} appears twice in <{name2}>
        m.the-attribute-appears-twice-in =
        # en: the attribute {name} has no '=' and value
        m.the-attribute-has-no-and-value =
        # en: the binary has no code signature (no LC_CODE_SIGNATURE)
        m.the-binary-has-no-code-signature =
        # en: the binary property list is damaged
        m.the-binary-property-list-is-damaged =
        # en: the binary's code signature has no entitlements blob (was it signed with entitlements?)
        m.the-binary-s-code-signature-has =
        # en: the block {name} is never closed
        m.the-block-is-never-closed =
        # en: the build configuration {string} is not defined in the file
        m.the-build-configuration-is-not-defined =
        # en: the {path} build type signs with the debug key ({raw}): its fingerprint is the debug keystore's
        m.the-build-type-signs-with-the =
        # en: the closing tag </{closing}> has no '>'
        m.the-closing-tag-has-no =
        # en: the CMS envelope cannot be read: {message}
        m.the-cms-envelope-cannot-be-read =
        # en: the codesign entitlements text is not nested as codesign prints it
        m.the-codesign-entitlements-text-is-not =
        # en: the configuration list {listID} is not defined in the file
        m.the-configuration-list-is-not-defined =
        # en: the DOCTYPE is never closed
        m.the-doctype-is-never-closed =
        # en: the element <{name}> is never closed
        m.the-element-is-never-closed =
        # en: the entitlements have no {entitlementKey} key
        m.the-entitlements-have-no-key =
        # en: the extension of "{key}" is an object, found {typeDescription}
        m.the-extension-of-is-an-object =
        # en: the file
        m.the-file =
        # en: the file declares no service: applinks, webcredentials, appclips or activitycontinuation
        m.the-file-declares-no-service-applinks =
        # en: the file ends where a value was expected
        m.the-file-ends-where-a-value =
        # en: the file is a JSON array (an assetlinks.json statement list?); an apple-app-site-association file is a JSON object
        m.the-file-is-a-json-array =
        # en: the file is a ZIP archive (an .ipa?); pass it to ulinks doctor, or pass the app's binary
        m.the-file-is-a-zip-archive =
        # en: the file is {bytes} bytes; keep it under {maximumFileSize}
        m.the-file-is-bytes-keep-it =
        # en: the file is empty
        m.the-file-is-empty =
        # en: the file is not a property list (XML or binary)
        m.the-file-is-not-a-property =
        # en: the file is not a valid association file with an "applinks" service
        m.the-file-is-not-a-valid =
        # en: the file is not JSON
        m.the-file-is-not-json =
        # en: the file is served on port 443; remove the port
        m.the-file-is-served-on-port =
        # en: the file is too large for the full "rule can never fire" check ({limit} units of work): it stopped early, so some unreachable rules may not be reported
        m.the-file-is-too-large-for =
        # en: the file is UTF-16; save it as UTF-8
        m.the-file-is-utf-16-save =
        # en: the file looks like JSON, not a property list
        m.the-file-looks-like-json-not =
        # en: the file must be JSON
        m.the-file-must-be-json =
        # en: the file must be UTF-8 JSON
        m.the-file-must-be-utf-8 =
        # en: the host {problem}
        m.the-host =
        # en: the host '{hostText}' is not a valid name
        m.the-host-is-not-a-valid =
        # en: the host is written as a URL ('//')
        m.the-host-is-written-as-a =
        # en: the IPv6 address has no closing ']'
        m.the-ipv6-address-has-no-closing =
        # en: the label '{label}' is longer than 63 characters
        m.the-label-is-longer-than-63 =
        # en: the label '{label}' is not valid Punycode
        m.the-label-is-not-valid-punycode =
        # en: the label '{label}' starts or ends with '-'
        m.the-label-starts-or-ends-with =
        # en: the list has no valid statement
        m.the-list-has-no-valid-statement =
        # en: the list is {bytes} bytes, over the {maximumSize}-byte limit
        m.the-list-is-bytes-over-the =
        # en: the list is not valid JSON{first}
        m.the-list-is-not-valid-json =
        # en: the manifest has no "domains"
        m.the-manifest-has-no-domains =
        # en: the manifest has no "routes"
        m.the-manifest-has-no-routes =
        # en: the manifest has no "version" (write "version": 1)
        m.the-manifest-has-no-version-write =
        # en: the manifest names no app: add "apps" (iOS) or "android"
        m.the-manifest-names-no-app-add =
        # en: the manifest's app
        m.the-manifest-s-app =
        # en: the number {raw}
        m.the-number =
        # en: the port '{portText}' is not 1-65535
        m.the-port-is-not-1-65535 =
        # en: the profile "{value}"
        m.the-profile =
        # en: the profile
        m.the-profile.2b170c =
        # en: the project file has no "objects" dictionary
        m.the-project-file-has-no-objects =
        # en: the project file's rootObject names no object
        m.the-project-file-s-rootobject-names =
        # en: the property list's root is not a dictionary
        m.the-property-list-s-root-is =
        # en: the root element is <{name}>, not <manifest>
        m.the-root-element-is-not-manifest =
        # en: the route name is empty
        m.the-route-name-is-empty =
        # en: the route name "{name}" is used twice
        m.the-route-name-is-used-twice =
        # en: the rule's substitution variables stand for more than {maximumExpansion} combinations; Android has no variables, so the rule is left out
        m.the-rule-s-substitution-variables-stand =
        # en: the scheme\ 
        m.the-scheme =
        # en: the scheme is not http or https
        m.the-scheme-is-not-http-or =
        # en: the signed application-identifier
        m.the-signed-application-identifier =
        # en: the signed content is not a property list
        m.the-signed-content-is-not-a =
        # en: the signed property list is not a dictionary
        m.the-signed-property-list-is-not =
        # en: the statement list is empty: it links nothing (Google reports an empty statement list as an error)
        m.the-statement-list-is-empty-it =
        # en: the tag <{name}> is never closed
        m.the-tag-is-never-closed =
        # en: the target has no "namespace"
        m.the-target-has-no-namespace =
        # en: the target has no namespace
        m.the-target-has-no-namespace.e7d4e4 =
        # en: the target is not an object
        m.the-target-is-not-an-object =
        # en: the target {string} is not defined in the file
        m.the-target-is-not-defined-in =
        # en: the {name} targets API {map} (below 31): Android verifies {joined} together, and one host failing fails them all
        m.the-targets-api-below-31-android =
        # en: the value of {name} is never closed
        m.the-value-of-is-never-closed =
        # en: the value of {name} is not in quotes
        m.the-value-of-is-not-in =
        # en: the value of query parameter "{key}" is a pattern string, found {typeDescription}
        m.the-value-of-query-parameter-is =
        # en: the value "{value}" uses another variable; values cannot contain variables
        m.the-value-uses-another-variable-values =
        # en: the {name} variant is {id}, which {doNot} list (listed: {joined})
        m.the-variant-is-which-list-listed =
        # en: the web target has no site field
        m.the-web-target-has-no-site =
        # en: the web target's site "{site}" {reason}
        m.the-web-target-s-site =
        # en: the whole file is wrapped in an array; it must be a single JSON object
        m.the-whole-file-is-wrapped-in =
        # en: ; the whole statement is skipped
        m.the-whole-statement-is-skipped =
        # en: the XML is not a well-formed property list
        m.the-xml-is-not-a-well =
        # en: this android:autoVerify filter also lists {origin}: Android 12+ verifies none of its hosts{hosts}
        m.this-android-autoverify-filter-also-lists =
        # en: this android:autoVerify filter lacks {joined}: its hosts{hosts} are not verified
        m.this-android-autoverify-filter-lacks-its =
        # en: this android:autoVerify filter names no host: nothing is verified
        m.this-android-autoverify-filter-names-no =
        # en: this detail has both "appID" and "appIDs"; iOS uses the union of both
        m.this-detail-has-both-appid-and =
        # en: this detail has neither "components" nor "paths": it matches nothing
        m.this-detail-has-neither-components-nor =
        # en: this detail names no app (no "appID" or "appIDs")
        m.this-detail-names-no-app-no =
        # en: this is not JSON: it looks like {kind}
        m.this-is-not-json-it-looks =
        # en: this route has no "name" (the app's router reports it)
        m.this-route-has-no-name-the =
        # en: this rule excludes
        m.this-rule-excludes =
        # en: this rule matches
        m.this-rule-matches =
        # en: this rule never decides anything: the earlier rule {coveredBy} already decides every URL it could match
        m.this-rule-never-decides-anything-the =
        # en: this statement repeats statement {first} (same relations and target)
        m.this-statement-repeats-statement-same-relations =
        # en: too many syntax errors; stopped reporting after {maximumErrors}
        m.too-many-syntax-errors-stopped-reporting =
        # en: trailing comma before {closeText}
        m.trailing-comma-before =
        # en: true or false
        m.true-or-false =
        # en: typographic quote {character} used instead of a straight double quote (")
        m.typographic-quote-used-instead-of-a =
        # en: \\u must be followed by four hexadecimal digits
        m.u-must-be-followed-by-four =
        # en: unexpected {describeCharacter}
        m.unexpected =
        # en: unexpected {describeCharacter} after the end of the JSON value
        m.unexpected-after-the-end-of-the =
        # en: unexpected '{shown}' after the end of the property list
        m.unexpected-after-the-end-of-the.ac6968 =
        # en: unexpected {describeCharacter} in an {name}
        m.unexpected-in-an =
        # en: unexpected '{shown}' in the tag <{element}>
        m.unexpected-in-the-tag =
        # en: unexpected {describeCharacter} where a key was expected
        m.unexpected-where-a-key-was-expected =
        # en: unexpected '{shown}' where a key was expected
        m.unexpected-where-a-key-was-expected.9c4974 =
        # en: unexpected '{shown}' where a value was expected
        m.unexpected-where-a-value-was-expected =
        # en: unfilled template placeholder {text} where a JSON value belongs
        m.unfilled-template-placeholder-where-a-json =
        # en: unknown entity &{entity};
        m.unknown-entity =
        # en: unknown key "{key}" in a dynamic rule; Android ignores every dynamic rule of this statement{value}
        m.unknown-key-in-a-dynamic-rule =
        # en: unknown key "{key}" is ignored
        m.unknown-key-is-ignored =
        # en: unknown key "{key}" {place} is ignored by Android
        m.unknown-key-is-ignored-by-android =
        # en: unknown key "{key}" {place} is ignored by iOS
        m.unknown-key-is-ignored-by-ios =
        # en: unpaired UTF-16 surrogate \\u{hex}
        m.unpaired-utf-16-surrogate-u =
        # en: unquoted text '{word}'; strings must be in double quotes
        m.unquoted-text-strings-must-be-in =
        # en: unrecognized namespace "{other}" (web or android_app)
        m.unrecognized-namespace-web-or-android-app =
        # en: Use a domain name, or add ?mode=developer for a development server.
        m.use-a-domain-name-or-add =
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        m.use-mode-developer-mode-managed-or =
        # en: Use one of applinks, webcredentials, appclips, activitycontinuation.
        m.use-one-of-applinks-webcredentials-appclips =
        # en: "use strict"
        m.use-strict =
        # en: Use the server's domain name, or add ?mode=developer for a development server.
        m.use-the-server-s-domain-name =
        # en: '=' used instead of ':' after the key
        m.used-instead-of-after-the-key =
        # en: {name}: '{raw}' uses $({joined}), which the project does not define
        m.uses-which-the-project-does-not =
        # en: value of another type
        m.value-of-another-type =
        # en: value "{value}" of $({name}) uses another variable; iOS does not expand variables inside values
        m.value-of-uses-another-variable-ios =
        # en: values are nested more than {maximumDepth} levels deep
        m.values-are-nested-more-than-levels =
        # en: values nested more than {maximumDepth} deep
        m.values-nested-more-than-deep =
        # en: variable name "{name}" contains $, ( or ); it can never be used
        m.variable-name-contains-or-it-can =
        # en: "version" is {typeDescription}; this tool reads version {currentVersion}
        m.version-is-this-tool-reads-version =
        # en: was not read: the doctor already read its byte budget for this project
        m.was-not-read-the-doctor-already =
        # en: wrap the object in [ ]
        m.wrap-the-object-in =
        # en: write "{value}"
        m.write =
        # en: Write applinks:{text} (or webcredentials:, appclips:, activitycontinuation:).
        m.write-applinks-or-webcredentials-appclips-activitycontinuation =
        # en: write {closeText} instead
        m.write-instead =
        # en: write } instead
        m.write-instead.2294ea =
        # en: write "NOT {dropFirst}"
        m.write-not =
        # en: write only the path, e.g. "{pathOfURL}"
        m.write-only-the-path-e-g =
        # en: Write PRODUCT_BUNDLE_IDENTIFIER = {dropFirst};
        m.write-product-bundle-identifier =
        # en: Write service:host, e.g. applinks:example.com.
        m.write-service-host-e-g-applinks =
        # en: write \\t
        m.write-t =
        # en: write <Team ID>.{value}, e.g. ABCDE12345.{value2}
        m.write-team-id-e-g-abcde12345 =
        # en: Write the host alone.
        m.write-the-host-alone =
        # en: write the host alone, without a scheme
        m.write-the-host-alone-without-a =
        # en: write the host alone, without a path
        m.write-the-host-alone-without-a.510f9f =
        # en: Write the host alone: {text}.
        m.write-the-host-alone.547e00 =
        # en: write \\u{hex}
        m.write-u =
        # en: write {lowercased} without quotes
        m.write-without-quotes =
        # en: write "{fixed}"
        m.write.109d9a =
        # en: write "{dropFirst}"
        m.write.2f85a7 =
        # en: Write {parts}.{parts2}.
        m.write.353e0d =
        # en: write "{word}"
        m.write.527823 =
        # en: write "/{s}"
        m.write.6146bd =
        # en: Write *.{written}.
        m.write.67212b =
        # en: Write {shown}.
        m.write.8a5b63 =
        # en: write ["{s}"]
        m.write.a3db6b =
        # en: Write {corrected}.
        m.write.a605b7 =
        """#
}
