import Foundation

/// Project folders written by the tests (no repository's project is copied): an Xcode project with two
/// targets and three configurations, an Android app with two flavors, an Expo app.json, a Flutter layout.
public struct ProjectFixture: Sendable {
    public let folder: TemporaryDirectory

    public init() throws { folder = try TemporaryDirectory("ulinks-project") }

    public var root: String { folder.url.path }

    public func write(_ relative: String, _ text: String) throws { try write(relative, bytes: Array(text.utf8)) }

    public func write(_ relative: String, bytes: [UInt8]) throws {
        let url = folder.url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    public func remove() { folder.remove() }

    /// An XML entitlements file with these associated-domains entries (and the application-identifier when given).
    public static func entitlements(_ entries: [String], applicationIdentifier: String? = nil) -> String {
        let identifier =
            applicationIdentifier.map { "\t<key>application-identifier</key>\n\t<string>\($0)</string>\n" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \(identifier)\t<key>com.apple.developer.associated-domains</key>
            \t<array>
            \(entries.map { "\t\t<string>\($0)</string>" }.joined(separator: "\n"))
            \t</array>
            </dict>
            </plist>

            """
    }

    /// Two app targets, Shop and ShopClip, each with Debug, Beta and Release. Shop's Beta lacks
    /// CODE_SIGN_ENTITLEMENTS; Shop's Release uses a second entitlements file with one host fewer; Shop's
    /// bundle ID comes from Shop.xcconfig (which includes Base.xcconfig); ShopClip's Release bundle ID
    /// starts with a Team-ID-shaped component.
    public static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXFileReference section */
        \t\tF0000000000000000000000A /* Shop.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Shop.xcconfig; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\tG0000000000000000000000A = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tG0000000000000000000000B /* Config */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG0000000000000000000000B /* Config */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000000000000000000000A /* Shop.xcconfig */,
        \t\t\t);
        \t\t\tpath = Config;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tT0000000000000000000000A /* Shop */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L0000000000000000000000A /* Build configuration list for PBXNativeTarget "Shop" */;
        \t\t\tname = Shop;
        \t\t\tproductName = Shop;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tT0000000000000000000000B /* ShopClip */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L0000000000000000000000B /* Build configuration list for PBXNativeTarget "ShopClip" */;
        \t\t\tname = ShopClip;
        \t\t\tproductName = ShopClip;
        \t\t\tproductType = "com.apple.product-type.application.on-demand-install-capable";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tP0000000000000000000000A /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = L0000000000000000000000P /* Build configuration list for PBXProject "Shop" */;
        \t\t\tmainGroup = G0000000000000000000000A;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\tT0000000000000000000000A /* Shop */,
        \t\t\t\tT0000000000000000000000B /* ShopClip */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin XCBuildConfiguration section */
        \t\tC000000000000000000000P1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tDEVELOPMENT_TEAM = ABCDE12345;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC000000000000000000000P2 /* Beta */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tDEVELOPMENT_TEAM = ABCDE12345;
        \t\t\t};
        \t\t\tname = Beta;
        \t\t};
        \t\tC000000000000000000000P3 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tDEVELOPMENT_TEAM = ABCDE12345;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tC000000000000000000000A1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReference = F0000000000000000000000A /* Shop.xcconfig */;
        \t\t\tbuildSettings = {
        \t\t\t\tCODE_SIGN_ENTITLEMENTS = Shop/Shop.entitlements;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC000000000000000000000A2 /* Beta */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReference = F0000000000000000000000A /* Shop.xcconfig */;
        \t\t\tbuildSettings = {
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Beta;
        \t\t};
        \t\tC000000000000000000000A3 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbaseConfigurationReference = F0000000000000000000000A /* Shop.xcconfig */;
        \t\t\tbuildSettings = {
        \t\t\t\tCODE_SIGN_ENTITLEMENTS = "$(SRCROOT)/Shop/ShopRelease.entitlements";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tC000000000000000000000B1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tCODE_SIGN_ENTITLEMENTS = ShopClip/ShopClip.entitlements;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.shop.Clip;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC000000000000000000000B2 /* Beta */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tCODE_SIGN_ENTITLEMENTS = ShopClip/ShopClip.entitlements;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.shop.Clip;
        \t\t\t};
        \t\t\tname = Beta;
        \t\t};
        \t\tC000000000000000000000B3 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tCODE_SIGN_ENTITLEMENTS = ShopClip/ShopClip.entitlements;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = QX7Y2K9L3M.com.example.shop.Clip;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tL0000000000000000000000A /* Build configuration list for PBXNativeTarget "Shop" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC000000000000000000000A1 /* Debug */,
        \t\t\t\tC000000000000000000000A2 /* Beta */,
        \t\t\t\tC000000000000000000000A3 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tL0000000000000000000000B /* Build configuration list for PBXNativeTarget "ShopClip" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC000000000000000000000B1 /* Debug */,
        \t\t\t\tC000000000000000000000B2 /* Beta */,
        \t\t\t\tC000000000000000000000B3 /* Release */,
        \t\t\t);
        \t\t};
        \t\tL0000000000000000000000P /* Build configuration list for PBXProject "Shop" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC000000000000000000000P1 /* Debug */,
        \t\t\t\tC000000000000000000000P2 /* Beta */,
        \t\t\t\tC000000000000000000000P3 /* Release */,
        \t\t\t);
        \t\t};
        /* End XCConfigurationList section */
        \t};
        \trootObject = P0000000000000000000000A /* Project object */;
        }

        """

    /// The Xcode project under `ios/`.
    public func writeXcodeProject() throws {
        try write("ios/Shop.xcodeproj/project.pbxproj", Self.pbxproj)
        try write("ios/Config/Base.xcconfig", "// shared\nBASE_BUNDLE_ID = com.example.shop\n")
        try write(
            "ios/Config/Shop.xcconfig",
            "#include \"Base.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = $(BASE_BUNDLE_ID)\nOTHER_SWIFT_FLAGS = $(inherited) -DSHOP\n"
        )
        try write(
            "ios/Shop/Shop.entitlements", Self.entitlements(["applinks:shop.example", "applinks:www.shop.example"]))
        try write("ios/Shop/ShopRelease.entitlements", Self.entitlements(["applinks:shop.example"]))
        try write(
            "ios/ShopClip/ShopClip.entitlements", Self.entitlements(["appclips:shop.example", "applinks:shop.example"]))
    }

    public static let gradle = """
        plugins {
            id 'com.android.application'
        }

        android {
            namespace 'com.example.shop'
            compileSdk 34

            defaultConfig {
                applicationId "com.example.shop"
                minSdk 24
                targetSdk 34
                manifestPlaceholders = [linkHost: "shop.example"]
            }

            flavorDimensions "tier"
            productFlavors {
                free {
                    dimension "tier"
                    applicationIdSuffix ".free"
                }
                paid {
                    dimension "tier"
                }
            }

            buildTypes {
                release {
                    minifyEnabled false
                }
            }
        }

        """

    /// The first autoVerify filter carries a custom scheme (and opens `/account` once the host is
    /// verified); the second filter's Android 15 groups block `/product/secret` and allow `/product`.
    public static let androidManifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
            <application android:label="Shop">
                <activity android:name=".MainActivity" android:exported="true">
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="https" android:host="${linkHost}" android:path="/account" />
                        <data android:scheme="shop" />
                    </intent-filter>
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="https" android:host="${linkHost}" />
                        <uri-relative-filter-group android:allow="false">
                            <data android:pathPrefix="/product/secret" />
                        </uri-relative-filter-group>
                        <uri-relative-filter-group>
                            <data android:pathPrefix="/product" />
                        </uri-relative-filter-group>
                    </intent-filter>
                </activity>
            </application>
        </manifest>

        """

    public func writeAndroidProject() throws {
        try write("android/app/build.gradle", Self.gradle)
        try write("android/app/src/main/AndroidManifest.xml", Self.androidManifest)
        try write("android/settings.gradle", "include ':app'\n")
    }

    /// An app targeting API 30 under `app/`: one autoVerify filter and one plain web filter.
    public func writeLegacyAndroidProject() throws {
        try write(
            "app/build.gradle.kts",
            """
            android {
                defaultConfig {
                    applicationId = "com.example.legacy"
                    targetSdkVersion(30)
                }
            }

            """)
        try write(
            "app/src/main/AndroidManifest.xml",
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".A">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" android:host="a.example" />
            </intent-filter>
            <intent-filter>
              <action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" android:host="partner.example" />
            </intent-filter>
            </activity></application></manifest>
            """)
    }

    public static let manifest = """
        {
          "version": 1,
          "apps": ["ABCDE12345.com.example.shop"],
          "android": [{"package": "com.example.shop", "fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}],
          "domains": ["shop.example"],
          "routes": [
            {"/": "/product/secret/*", "exclude": true},
            {"name": "product", "/": "/product/*"},
            {"name": "help", "/": "/help/*"}
          ]
        }

        """

    public static let expo = """
        {
          "expo": {
            "name": "Shop",
            "slug": "shop",
            "scheme": "shop",
            "ios": {
              "bundleIdentifier": "com.example.shop",
              "associatedDomains": ["applinks:shop.example", "applinks:https://www.shop.example/"]
            },
            "android": {
              "package": "com.example.shop",
              "intentFilters": [
                {
                  "action": "VIEW",
                  "autoVerify": true,
                  "data": [{"scheme": "https", "host": "shop.example", "pathPrefix": "/product"}, {"scheme": "exp+shop"}],
                  "category": ["BROWSABLE", "DEFAULT"]
                }
              ]
            }
          }
        }

        """

    public func writeFlutterLayout() throws {
        try write(
            "pubspec.yaml",
            "name: shop\nenvironment:\n  sdk: \">=3.3.0 <4.0.0\"\ndependencies:\n  flutter:\n    sdk: flutter\n  app_links: ^6.3.0\n"
        )
        try write(
            "ios/Runner/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>shop</string>
            \t<key>FlutterDeepLinkingEnabled</key>
            \t<true/>
            </dict>
            </plist>

            """)
        try write(
            "android/app/src/main/AndroidManifest.xml",
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application>
                    <activity android:name=".MainActivity">
                        <meta-data android:name="flutter_deeplinking_enabled" android:value="true" />
                        <intent-filter android:autoVerify="true">
                            <action android:name="android.intent.action.VIEW" />
                            <category android:name="android.intent.category.DEFAULT" />
                            <category android:name="android.intent.category.BROWSABLE" />
                            <data android:scheme="https" android:host="shop.example" />
                        </intent-filter>
                    </activity>
                </application>
            </manifest>

            """)
        try write(
            "android/app/build.gradle.kts",
            """
            android {
                namespace = "com.example.shop"
                defaultConfig {
                    applicationId = "com.example.shop"
                    targetSdk = 35
                }
            }

            """)
    }
}
