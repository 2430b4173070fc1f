import Testing
import UniversalLinks

@Suite("Passkey errors people paste, explained")
struct PasskeyErrorExplainTests {
    let explainer = PasskeyErrorExplainer()

    static let pasted: [(String, String, PasskeyPlatform)] = [
        (
            "Error Domain=com.apple.AuthenticationServices.AuthorizationError Code=1004 \"(null)\" UserInfo={NSLocalizedFailureReason=Application with identifier ABCDE12345.com.example.app is not associated with domain example.com}",
            "ios-not-associated", .ios
        ),
        (
            "The operation couldn’t be completed. (com.apple.AuthenticationServices.AuthorizationError error 1004.)",
            "ios-authorization-failed", .ios
        ),
        ("ASAuthorizationError(_nsError: Error Domain=ASAuthorizationErrorDomain Code=1001)", "ios-canceled", .ios),
        (
            "Unable to verify webcredentials association of ABCDE12345.com.example.app with domain example.com. Please try again in a few seconds.",
            "ios-association-unverified", .ios
        ),
        ("Error Domain=SWCErrorDomain Code=7", "ios-swc", .ios),
        (
            "androidx.credentials.exceptions.publickeycredential.CreatePublicKeyCredentialDomException: [50152] RP ID cannot be validated.",
            "android-rp-id-invalid", .android
        ),
        ("The incoming request cannot be validated", "android-rp-id-invalid", .android),
        (
            "androidx.credentials.exceptions.GetCredentialCancellationException: activity is cancelled by the user.",
            "android-canceled", .android
        ),
        (
            "androidx.credentials.exceptions.NoCredentialException: No credentials available", "android-no-credential",
            .android
        ),
        (
            "SecurityError: The relying party ID is not a registrable domain suffix of, nor equal to the current domain.",
            "browser-rp-id", .browsers
        ),
    ]

    @Test(arguments: pasted)
    func recognisesWhatPeoplePaste(text: String, id: String, platform: PasskeyPlatform) {
        let found = explainer.explain(text)
        #expect(found.map(\.id) == [id], "\(found.map(\.id))")
        #expect(found.first?.platform == platform)
        #expect(found.first?.sources.isEmpty == false)
    }

    @Test func namesTheAppAndTheDomainOfAnAssociationError() throws {
        let found = try #require(explainer.explain(Self.pasted[0].0).first)
        #expect(found.appID == "ABCDE12345.com.example.app")
        #expect(found.rpID == "example.com")
        #expect(found.problems.contains(.appNotListed))
        #expect(found.problems.contains(.webcredentialsMissing))
    }

    @Test func theAndroidErrorPointsAtTheStatementChecks() throws {
        let found = try #require(explainer.explain("[50152] RP ID cannot be validated.").first)
        #expect(found.problems.contains(.loginCredsMissing))
        #expect(found.problems.contains(.fingerprintNotListed))
    }

    @Test func aCodeIsMatchedAsAWholeNumber() {
        #expect(explainer.explain("AuthorizationError code 10040").isEmpty)
        #expect(explainer.explain("error 150152").isEmpty)
    }

    @Test func unknownTextIsNotRecognised() {
        #expect(explainer.explain("Segmentation fault (core dumped)").isEmpty)
        #expect(explainer.explain("").isEmpty)
    }

    @Test func theProblemSummariesAreTheirMessagesEnglish() {
        for problem in PasskeyProblem.allCases {
            #expect(problem.summaryMessage.english == problem.summary, "\(problem)")
        }
    }

    @Test func everyExplanationIsTranslated() {
        MessageTables.register(.core)
        for language in [Language.portugueseBrazil, .chineseSimplified, .korean] {
            let localizer = Localizer(language)
            for (text, _, _) in Self.pasted {
                for found in explainer.explain(text) {
                    #expect(localizer.render(found.meaning) != found.meaning.english)
                    #expect(localizer.render(found.cause) != found.cause.english)
                }
            }
            for problem in PasskeyProblem.allCases {
                #expect(localizer.render(problem.summaryMessage) != problem.summary, "\(problem)")
            }
        }
    }
}
