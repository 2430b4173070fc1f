import UniversalLinks

/// How the same tap fares by where it is tapped on iOS, stating only what public documentation says,
/// with the source; "unknown" where none does.
///
/// Apple's App Search Programming Guide ("Support Universal Links", developer.apple.com/library/archive/
/// documentation/General/Conceptual/AppSearch/UniversalLinks.html) says universal links open the app from
/// Safari pages and WKWebView, and from links that call `openURL:` "such as those that occur in Mail,
/// Messages, and other apps", and that Safari keeps a link to the domain of the page it is on. No
/// documentation found for Gmail, Slack, Instagram, Facebook, LinkedIn, TikTok, X or WhatsApp says whether
/// their in-app browsers hand universal links to iOS, so those rows are unknown when the tapped URL opens the
/// app. When iOS's own decision for the URL is the browser, it is the browser wherever the link is tapped:
/// no place opens the app for a URL iOS does not open it for.
enum TapPlaces {
    static let appleGuide =
        "https://developer.apple.com/library/archive/documentation/General/Conceptual/AppSearch/UniversalLinks.html"

    /// The places, in the order shown; the first three are documented by Apple.
    static let places = [
        "safari", "messages", "mail", "gmail", "slack", "instagram", "facebook", "linkedin", "tiktok", "x", "whatsapp",
    ]

    static func rows(for report: TraceReport) -> [TapPlace] {
        let verdict = report.ios
        return places.map { place in
            guard verdict.checked else {
                return TapPlace(place: place, fares: "unknown", note: Message("trace.tap.not-checked"), source: nil)
            }
            guard verdict.opens != nil else {
                return TapPlace(place: place, fares: "browser", note: Message("trace.tap.browser"), source: nil)
            }
            switch place {
            case "safari":
                return TapPlace(place: place, fares: "opens", note: Message("trace.tap.safari"), source: appleGuide)
            case "messages", "mail":
                return TapPlace(place: place, fares: "opens", note: Message("trace.tap.open-url"), source: appleGuide)
            default:
                return TapPlace(place: place, fares: "unknown", note: Message("trace.tap.unknown"), source: nil)
            }
        }
    }
}
