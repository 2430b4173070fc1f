extension PasskeyErrorExplainer {
    static let appleAssociation = "https://developer.apple.com/documentation/xcode/supporting-associated-domains"
    static let appleErrorCodes =
        "https://developer.apple.com/documentation/authenticationservices/asauthorizationerror-swift.struct/code"
    static let applePasskeys =
        "https://developer.apple.com/documentation/authenticationservices/public-private-key-authentication/supporting-passkeys"
    static let androidPrerequisites = "https://developer.android.com/identity/credential-manager/prerequisites"
    static let androidExceptions =
        "https://developer.android.com/reference/kotlin/androidx/credentials/exceptions/package-summary"
    static let relatedOrigins = "https://w3c.github.io/webauthn/#sctn-validating-relation-origin"

    /// The iOS file problems: any of them keeps iOS from confirming the association.
    static let iosFileProblems: [PasskeyProblem] = [
        .webcredentialsMissing, .appNotListed, .cdnStale, .aasaMissing, .aasaRedirect, .aasaInvalid, .tlsRejected,
    ]
    /// The Android file problems: any of them keeps Credential Manager from validating the RP ID.
    static let androidFileProblems: [PasskeyProblem] = [
        .loginCredsMissing, .fingerprintNotListed, .packageNotListed, .assetLinksMissing, .assetLinksRedirect,
        .assetLinksInvalid, .tlsRejected,
    ]

    /// The error families, specific ones first.
    static let rules: [Rule] = [
        Rule(
            id: "ios-not-associated", platform: .ios,
            all: [["is not associated with domain", "is not associated with the domain"]],
            meaning:
                "iOS did not find the app in the RP ID's webcredentials: the app may not use passkeys for that domain.",
            cause:
                "The AASA on the RP ID (as Apple's CDN serves it) does not list the app ID under webcredentials.apps, or the app lacks the entitlement webcredentials:RPID, or the app is signed by another team than the App ID prefix says.",
            problems: iosFileProblems,
            sources: [
                appleAssociation, applePasskeys,
                "https://github.com/wordpress-mobile/WordPressAuthenticator-iOS/issues/825",
            ]),
        Rule(
            id: "ios-association-unverified", platform: .ios,
            all: [["unable to verify webcredentials association"]],
            meaning: "iOS could not confirm the webcredentials association yet (it asks for a retry).",
            cause:
                "The device has no answer from Apple's CDN for the RP ID yet, or the CDN's copy cannot be read; after a reinstall the device fetches again. Check the CDN copy: it must list the app.",
            problems: [.cdnStale, .appNotListed, .webcredentialsMissing, .aasaMissing, .aasaRedirect, .aasaInvalid],
            sources: [appleAssociation, "https://github.com/f-23/react-native-passkey/issues/96"]),
        Rule(
            id: "ios-swc", platform: .ios, all: [["swcerrordomain"]],
            meaning:
                "An error of swcd, the iOS daemon that fetches and checks associated domains (webcredentials included).",
            cause:
                "The association file could not be fetched or does not list the app for the service; Apple documents no code of this domain, so the file checks decide.",
            problems: iosFileProblems, sources: [appleAssociation]),
        Rule(
            id: "ios-authorization-failed", platform: .ios,
            all: [["authorizationerror", "asauthorization"], ["1004"]],
            meaning: "ASAuthorizationError.failed (1004): the authorization request failed.",
            cause:
                "For a passkey request this is most often a missing association: the AASA on the RP ID does not list the app under webcredentials, or the app lacks webcredentials:RPID. The error's NSLocalizedFailureReason names the app and the domain.",
            problems: iosFileProblems, sources: [appleErrorCodes, applePasskeys], generic: true),
        Rule(
            id: "ios-canceled", platform: .ios, all: [["authorizationerror", "asauthorization"], ["1001"]],
            meaning: "ASAuthorizationError.canceled (1001): the user canceled the request.",
            cause:
                "Not a file problem: the user dismissed the sheet, or no passkey for this RP ID was available to offer (iCloud Keychain off, none saved).",
            problems: [], sources: [appleErrorCodes], generic: true),
        Rule(
            id: "ios-not-interactive", platform: .ios, all: [["authorizationerror", "asauthorization"], ["1005"]],
            meaning: "ASAuthorizationError.notInteractive (1005): a non-interactive request found no credential.",
            cause: "Not a file problem: nothing to offer without showing UI (no passkey for this RP ID on the device).",
            problems: [], sources: [appleErrorCodes], generic: true),
        Rule(
            id: "ios-excluded", platform: .ios, all: [["authorizationerror", "asauthorization"], ["1006"]],
            meaning:
                "ASAuthorizationError.matchedExcludedCredential (1006): the device already holds a passkey the request excludes.",
            cause: "Not a file problem: the user already registered a passkey for this account.",
            problems: [], sources: [appleErrorCodes], generic: true),
        Rule(
            id: "android-rp-id-invalid", platform: .android,
            all: [["50152", "rp id cannot be validated", "incoming request cannot be validated"]],
            meaning:
                "Credential Manager (Google Play services) could not validate the RP ID for the app through Digital Asset Links.",
            cause:
                "https://RPID/.well-known/assetlinks.json must grant delegate_permission/common.get_login_creds to the app's package with the SHA-256 of the key that signs the installed build (a debug or upload key differs from the Play App Signing key), be served with 200 as application/json without a redirect, on the RP ID's host itself (not the API's host).",
            problems: androidFileProblems,
            sources: [
                androidPrerequisites, "https://github.com/android/identity-samples/issues/63",
                "https://github.com/corbado/flutter-passkeys/issues/148",
            ]),
        Rule(
            id: "android-security-error", platform: .android,
            all: [
                ["publickeycredentialdomexception", "type_security_error", "securityerror"], ["androidx.credentials"],
            ],
            meaning:
                "A WebAuthn SecurityError from Credential Manager: the calling app is not allowed to use the RP ID.",
            cause:
                "The same Digital Asset Links check as [50152]: the RP ID's assetlinks.json must grant get_login_creds to the package and signing fingerprint.",
            problems: androidFileProblems, sources: [androidExceptions, androidPrerequisites], generic: true),
        Rule(
            id: "android-canceled", platform: .android, all: [["credentialcancellationexception"]],
            meaning: "The user canceled the Credential Manager request.",
            cause: "Not a file problem.", problems: [], sources: [androidExceptions]),
        Rule(
            id: "android-no-credential", platform: .android, all: [["nocredentialexception"]],
            meaning: "Credential Manager found no credential to offer for the request.",
            cause:
                "Not a file problem in itself: no passkey for this RP ID is saved for the user (or allowCredentials names none of them). If passkeys were created under another RP ID, check the RP ID the server sends.",
            problems: [], sources: [androidExceptions]),
        Rule(
            id: "android-provider-configuration", platform: .android,
            all: [["providerconfigurationexception"]],
            meaning: "No credential provider is set up for the request.",
            cause:
                "Not a file problem: add androidx.credentials:credentials-play-services-auth for Android 13 and lower, or check the device's provider settings.",
            problems: [], sources: [androidExceptions]),
        Rule(
            id: "browser-rp-id", platform: .browsers,
            all: [
                [
                    "not a registrable domain suffix of", "rp id is invalid for this domain",
                    "relying party id is invalid",
                    "the operation is insecure",
                ]
            ],
            meaning: "The browser refused the RP ID for the page's origin.",
            cause:
                "A page may use its own host or a registrable parent as the RP ID; any other origin must be listed in https://RPID/.well-known/webauthn (related origins), served as application/json.",
            problems: [.webauthnHTML, .webauthnContentType, .webauthnStatus, .webauthnRedirect, .webauthnInvalid],
            sources: [relatedOrigins, "https://web.dev/articles/webauthn-related-origin-requests"]),
    ]
}
