extension DiagnosticCode {
    /// `ulinks doctor PATH` findings about an app's source folder (``ProjectDoctor``). Each example names
    /// the file and shows the lines that produce the finding (Docs/ProjectDoctor.md has the full
    /// projects the tests build).
    static let projectCodes: [DiagnosticCodeInfo] = [
        // Reading the folder.
        .init(
            "project-empty", .error,
            "Nothing to check: no Xcode project, Android manifest, Expo app.json or app bundle under the folder.",
            example: "(an empty folder)", fix: "Pass the folder that holds ios/, android/ or the .xcodeproj.",
            domain: .project),
        .init(
            "project-limit", .warning,
            "The doctor stopped walking or reading the folder at one of its bounds (files, depth or bytes); the report covers what was read.",
            example: nil, fix: "Pass the app's own folder rather than a whole workspace.", domain: .project),
        .init(
            "project-link-outside", .note, "A symbolic link leads outside the folder; it was not followed.",
            example: "ios/Shared -> /Users/me/elsewhere",
            fix: "Nothing, unless the linked files matter: then pass a folder that contains them.",
            domain: .project),
        .init(
            "project-file-unreadable", .error,
            "A file the project names (an .xcconfig include, a file the doctor needs) is missing, outside the folder or too large.",
            example: "App.xcconfig:\n#include \"Missing.xcconfig\"", fix: "Fix the path, or add the file.",
            domain: .project),
        .init(
            "pbxproj-syntax", .error,
            "project.pbxproj is not a well-formed old-style property list (a merge conflict, a missing ';').",
            example: "App.xcodeproj/project.pbxproj:\n<<<<<<< HEAD",
            fix: "Resolve the conflict or restore the file from version control.",
            domain: .project),
        .init(
            "pbxproj-reference", .warning,
            "project.pbxproj refers to an object it does not define (a target or configuration list).",
            example: "buildConfigurationList = 000000000000000000000000;",
            fix: "Let Xcode repair the project (open it and save), or restore it.",
            domain: .project),
        .init(
            "xml-syntax", .error, "An XML file (AndroidManifest.xml, Info.plist) is not well-formed.",
            example: "app/src/main/AndroidManifest.xml:\n<intent-filter android:autoVerify=\"true\">\n</activity>",
            fix: "Close every element in order; write & as &amp; and < as &lt; in values.", domain: .project),
        .init(
            "gradle-syntax", .warning,
            "The doctor could not follow a Gradle file (a brace or string never closed); values after that point may be missed.",
            example: "app/build.gradle:\nandroid {\n    defaultConfig {", fix: "Close the block or string.",
            domain: .project),
        .init(
            "xcconfig-line", .warning,
            "An .xcconfig line is neither a setting, an #include nor a comment; Xcode ignores it.",
            example: "App.xcconfig:\nCODE_SIGN_ENTITLEMENTS App.entitlements", fix: "Write KEY = value.",
            domain: .project),
        .init(
            "xcconfig-include-generated", .note,
            "An .xcconfig includes a file that a tool writes (pod install, flutter pub get) and the folder does not have yet; the settings it would set are unknown.",
            example:
                "ios/Flutter/Release.xcconfig:\n#include \"Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig\"",
            fix:
                "Run the tool (pod install, flutter pub get) before the doctor when the settings it names matter, or write #include? for an optional file.",
            domain: .project),
        .init(
            "app-config-shape", .error,
            "app.json or app.config.json has a value of the wrong type where the doctor reads it.",
            example: "app.json:\n{\"expo\": {\"ios\": {\"associatedDomains\": \"applinks:example.com\"}}}",
            fix: "Use the type Expo documents (associatedDomains is an array of strings).", domain: .project),
        .init(
            "app-config-not-read", .note,
            "app.config.js, app.config.ts or capacitor.config.ts was found; the doctor runs no JavaScript.",
            example: "app.config.ts", fix: "Run npx expo config --json > app.config.json to let the doctor read it.",
            domain: .project),
        .init(
            "profile-unreadable", .error, "A provisioning profile is not a CMS-signed property list.",
            example: "embedded.mobileprovision (a text file)",
            fix: "Download the profile again from the developer portal.",
            domain: .project),
        .init(
            "build-setting-unresolved", .warning,
            "A build setting the doctor needs refers to $(NAME) that neither the project nor its .xcconfig files define.",
            example: "CODE_SIGN_ENTITLEMENTS = $(ENTITLEMENTS_DIR)/App.entitlements;",
            fix:
                "Define the setting in the project or an .xcconfig it names (values from the CI environment are not seen).",
            domain: .project),
        .init(
            "gradle-value-computed", .note,
            "applicationId, a suffix or an SDK level is computed in Gradle, not a literal; it is not checked.",
            example: "app/build.gradle.kts:\napplicationId = \"com.example.\" + flavorName",
            fix: "Nothing, or write the value as a literal to let the doctor check it.", domain: .project),
        // Xcode.
        .init(
            "configuration-without-entitlement", .error,
            "A build configuration of an app target ships without the Associated Domains entitlement while another configuration has it.",
            example: "project.pbxproj (Release):\nbuildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.shop; };",
            fix:
                "Set CODE_SIGN_ENTITLEMENTS for this configuration to an entitlements file with the applinks: entries.",
            domain: .project),
        .init(
            "entitlements-file-missing", .error, "CODE_SIGN_ENTITLEMENTS names a file that does not exist.",
            example: "CODE_SIGN_ENTITLEMENTS = Shop/Shop.entitlements;",
            fix: "Fix the path (relative to the project's folder) or add the file.",
            domain: .project),
        .init(
            "configuration-host-missing", .warning,
            "A host one configuration's entitlements list is missing from another configuration of the same target.",
            example: "Debug: applinks:example.com, applinks:staging.example.com\nRelease: applinks:staging.example.com",
            fix: "List the host in both entitlements files, or use one file for both configurations.", domain: .project),
        .init(
            "team-id-in-bundle-id", .error,
            "The bundle identifier starts with a Team-ID-shaped component (ten upper-case letters and digits): the app ID then carries the Team ID twice.",
            example: "PRODUCT_BUNDLE_IDENTIFIER = QX7Y2K9L3M.com.example.shop;",
            fix: "Remove the Team ID from the bundle identifier; Xcode adds the App ID prefix itself.", domain: .project
        ),
        .init(
            "doubled-team-id", .error, "An app ID repeats its Team ID (QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop).",
            example: "ulinks.json:\n\"apps\": [\"QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop\"]",
            fix: "Write the Team ID once: QX7Y2K9L3M.com.example.shop.", domain: .project),
        .init(
            "app-id-not-in-association", .error,
            "The app ID a target builds (DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER) is not listed in the association file the project declares.",
            example:
                "DEVELOPMENT_TEAM = ABCDE12345; PRODUCT_BUNDLE_IDENTIFIER = com.example.shop.beta;\nulinks.json: \"apps\": [\"ABCDE12345.com.example.shop\"]",
            fix: "Add the app ID to the manifest (or the AASA file), or build the bundle ID it lists.", domain: .project
        ),
        .init(
            "profile-expired", .error, "The provisioning profile has expired.", example: nil,
            fix: "Renew the profile in the developer portal.", domain: .project),
        .init(
            "profile-without-associated-domains", .error,
            "The provisioning profile does not allow the Associated Domains entitlement the app's entitlements use; signing fails or drops it.",
            example: nil, fix: "Enable Associated Domains for the App ID, then download the profile again.",
            domain: .project),
        .init(
            "profile-team-mismatch", .warning,
            "The provisioning profile belongs to another team than the target's DEVELOPMENT_TEAM.",
            example: nil, fix: "Use a profile of the target's team, or correct DEVELOPMENT_TEAM.", domain: .project),
        // Android.
        .init(
            "autoverify-custom-scheme", .error,
            "An android:autoVerify filter also lists a scheme other than http and https (Expo's exp+slug, Facebook's fb...): Android 12+ verifies none of its hosts.",
            example:
                "<intent-filter android:autoVerify=\"true\">\n  <data android:scheme=\"https\" android:host=\"example.com\" />\n  <data android:scheme=\"myapp\" />\n</intent-filter>",
            fix: "Move the custom scheme into an intent filter of its own, without autoVerify.", domain: .project),
        .init(
            "autoverify-incomplete-filter", .error,
            "An android:autoVerify filter lacks ACTION_VIEW, CATEGORY_BROWSABLE or CATEGORY_DEFAULT: its hosts are not verified.",
            example:
                "<intent-filter android:autoVerify=\"true\">\n  <action android:name=\"android.intent.action.VIEW\" />\n  <data android:scheme=\"https\" android:host=\"example.com\" />\n</intent-filter>",
            fix: "Add <category android:name=\"android.intent.category.BROWSABLE\" /> and DEFAULT.", domain: .project),
        .init(
            "autoverify-invalid-host", .error,
            "A host of an android:autoVerify filter is not a domain name; Android leaves it out of verification.",
            example: "<data android:scheme=\"https\" android:host=\"https://example.com\" />",
            fix: "Write the host alone: example.com (or *.example.com).", domain: .project),
        .init(
            "autoverify-without-host", .error,
            "An android:autoVerify filter with a web scheme names no host: nothing is verified.",
            example:
                "<intent-filter android:autoVerify=\"true\">\n  <data android:scheme=\"https\" />\n</intent-filter>",
            fix: "Add <data android:host=\"example.com\" />.", domain: .project),
        .init(
            "android-hosts-verified-together", .warning,
            "The app targets Android 11 or lower: Android verifies every web host of every filter together, and one failure fails them all.",
            example: "targetSdk 30, hosts example.com and partner.example.net",
            fix: "Target API 31 or higher (hosts are then verified one by one), or host assetlinks.json on every host.",
            domain: .project),
        .init(
            "manifest-placeholder-unresolved", .warning,
            "A ${placeholder} in AndroidManifest.xml is not defined as a literal in manifestPlaceholders; the doctor cannot check that value.",
            example: "<data android:host=\"${linkHost}\" />",
            fix: "Define it in manifestPlaceholders (defaultConfig, the flavor or the build type).",
            domain: .project),
        .init(
            "android-pattern-invalid", .error,
            "A pathAdvancedPattern (or a group's advanced pattern) that Android's parser refuses: the app fails to install.",
            example: "<data android:pathAdvancedPattern=\"/[0-9\" />",
            fix: "Close the set or range; see the message for the exact reason.",
            domain: .project),
        .init(
            "package-not-in-assetlinks", .error,
            "A build variant's applicationId (with flavor and build-type suffixes) is not in the project's assetlinks.json or ulinks.json.",
            example: "applicationIdSuffix \".free\" -> com.example.shop.free; assetlinks.json lists com.example.shop",
            fix: "Add a statement for the package to assetlinks.json (ulinks.json \"android\").", domain: .project),
        .init(
            "fingerprint-placeholder", .error,
            "A signing fingerprint is a placeholder (all zeros, one byte repeated, TODO, XX:XX:...).",
            example:
                "\"fingerprints\": [\"00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00\"]",
            fix: "Use keytool -list -v (or the Play Console's App signing page) and copy the SHA-256.", domain: .project
        ),
        .init(
            "fingerprint-not-listed", .error,
            "The certificate given with --signing-cert is not among the fingerprints the project lists.",
            example: nil, fix: "Add its SHA-256 fingerprint to assetlinks.json (ulinks.json \"android\").",
            domain: .project),
        .init(
            "fingerprint-debug-only", .warning,
            "The only signing key known is Android's debug key (or the release build type signs with the debug config).",
            example: "buildTypes { release { signingConfig signingConfigs.debug } }",
            fix: "Sign releases with your release key and list its fingerprint (and Play's app signing key).",
            domain: .project),
        .init(
            "fingerprint-upload-key", .warning,
            "The certificate given looks like your own key: with Play App Signing it is the upload key, whose fingerprint devices never see.",
            example: nil, fix: "Also list the app signing key from Play Console > App integrity > App signing.",
            domain: .project),
        .init(
            "keystore-not-read", .note,
            "A PKCS#12 keystore was given; its certificates are encrypted and no dependency of the doctor reads them.",
            example: nil,
            fix: "Run keytool -exportcert -keystore FILE -alias ALIAS -file cert.der and pass --signing-cert cert.der.",
            domain: .project),
        .init(
            "android-blocks-ios-url", .warning,
            "URLs the association file opens on iOS do not open the Android app: a path attribute or a <uri-relative-filter-group> leaves them out.",
            example:
                "<uri-relative-filter-group android:allow=\"false\">\n  <data android:pathPrefix=\"/shop\" />\n</uri-relative-filter-group>",
            fix: "Align the filter's paths and groups with the routes, or exclude the URLs on iOS too.",
            domain: .project),
        // The manifest.
        .init(
            "domain-missing-from-project", .error,
            "A domain of ulinks.json (or --manifest) is in no applinks: entry of the app's entitlements, or no verified Android host.",
            example: "ulinks.json: \"domains\": [\"shop.example\"]; entitlements: applinks:www.shop.example",
            fix:
                "Add applinks:HOST to the entitlements (and the host to the autoVerify filter); --fix-snippets prints them.",
            domain: .project),
        .init(
            "domain-not-in-manifest", .warning,
            "The app lists a domain that ulinks.json does not declare: no association file is generated for it.",
            example: nil, fix: "Add the domain to ulinks.json, or remove it from the app.", domain: .project),
        .init(
            "manifest-app-not-built", .warning, "An app ID of ulinks.json matches no target of the project.",
            example: nil, fix: "Check the Team ID and bundle ID, or remove the app from the manifest.", domain: .project
        ),
        // Flutter.
        .init(
            "flutter-deeplinking-conflict", .warning,
            "Flutter's own deep linking (FlutterDeepLinkingEnabled / flutter_deeplinking_enabled, on by default since Flutter 3.27) is on while a link plugin handles links.",
            example: "pubspec.yaml: app_links: ^6.0.0\nInfo.plist: <key>FlutterDeepLinkingEnabled</key><true/>",
            fix:
                "Set FlutterDeepLinkingEnabled to false in Info.plist and flutter_deeplinking_enabled to false in AndroidManifest.xml.",
            domain: .project),
        // Passkeys and shared credentials (issue 35): the app side.
        .init(
            "asset-statements-reference", .warning,
            "The manifest's asset_statements meta-data does not name a string resource: Credential Manager reads the statement list from android:resource=\"@string/NAME\".",
            example: "<meta-data android:name=\"asset_statements\" android:value=\"https://example.com\" />",
            fix:
                "Write android:resource=\"@string/asset_statements\" and define that string in res/values/strings.xml.",
            domain: .project),
        .init(
            "asset-statements-unresolved", .warning,
            "The string resource the asset_statements meta-data names is defined in no values XML under the folder (a note when the folder has no res/values files to look in).",
            example: "<meta-data android:name=\"asset_statements\" android:resource=\"@string/asset_statements\" />",
            fix:
                "Define it in res/values/strings.xml: <string name=\"asset_statements\" translatable=\"false\">[{\\\"include\\\": \\\"https://example.com/.well-known/assetlinks.json\\\"}]</string>",
            domain: .project),
        .init(
            "asset-statements-malformed", .error,
            "The asset_statements string, as Android's resource compiler makes it, is not a JSON statement list: Credential Manager cannot validate any RP ID from it.",
            example:
                "<string name=\"asset_statements\">[{\"include\": \"https://example.com/.well-known/assetlinks.json\"}]</string>",
            fix:
                "Escape every double quote as \\\" (the compiler removes unescaped ones), so the value reads [{\"include\": \"https://...\"}].",
            domain: .project),
        .init(
            "asset-statements-site", .warning,
            "A statement of the asset_statements list names no site Android can use (not https, no host, not an include or web statement).",
            example: "[{\\\"include\\\": \\\"http://example.com/.well-known/assetlinks.json\\\"}]",
            fix: "Write each entry as {\"include\": \"https://RPID/.well-known/assetlinks.json\"}.", domain: .project),
        .init(
            "webcredentials-app-not-listed", .warning,
            "An apple-app-site-association file the project hosts lists the app under applinks but not under webcredentials.apps, while the app declares webcredentials: domains: iOS refuses its passkeys and passwords for the domains serving that file.",
            example: "{\"applinks\": {...ABCDE12345.com.example...}, \"webcredentials\": {\"apps\": []}}",
            fix: "Add the app ID to webcredentials.apps.", domain: .project),
        .init(
            "assetlinks-login-creds-missing", .warning,
            "An assetlinks.json the project hosts grants the app handle_all_urls but not delegate_permission/common.get_login_creds, while the app declares asset_statements: Credential Manager refuses its passkeys for the hosts serving that file.",
            example: "[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {...}}]",
            fix:
                "Add delegate_permission/common.get_login_creds to the app's statement (or a statement of its own with the same target).",
            domain: .project),
        .init(
            "passkey-rpid-not-declared", .warning,
            "ulinks.json declares a passkey RP ID that the app does not declare: no webcredentials: entry in the entitlements, or no asset_statements include for it.",
            example:
                "ulinks.json: \"passkeys\": {\"rpIDs\": [\"example.com\"]}; entitlements: applinks:example.com only",
            fix:
                "Add webcredentials:RPID to the entitlements and the include to asset_statements (ulinks generate writes both).",
            domain: .project),
        .init(
            "passkey-platforms-differ", .note,
            "The iOS app's webcredentials: domains and the Android app's asset_statements hosts differ: a passkey made on one platform for a host the other does not declare cannot be used there.",
            example: "webcredentials:example.com; asset_statements include https://login.example.com/...",
            fix: "Declare the same RP IDs on both platforms, unless the difference is intended.", domain: .project),
    ]
}
