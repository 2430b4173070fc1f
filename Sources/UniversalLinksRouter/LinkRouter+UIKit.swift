#if canImport(UIKit)
    import UIKit
    import UniversalLinks

    extension LinkRouter {
        /// The route of a Universal Link activity (`NSUserActivityTypeBrowsingWeb` with a
        /// `webpageURL`); nil for any other activity or a URL no route handles.
        public func route(_ userActivity: NSUserActivity) -> RouteMatch? {
            guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else {
                return nil
            }
            return route(url)
        }

        /// The route of the Universal Link a scene was launched with (cold start): iOS passes it in
        /// `connectionOptions.userActivities`, not through `scene(_:continue:)`.
        public func route(_ connectionOptions: UIScene.ConnectionOptions) -> RouteMatch? {
            for activity in connectionOptions.userActivities {
                if let match = route(activity) { return match }
            }
            return nil
        }
    }
#endif
