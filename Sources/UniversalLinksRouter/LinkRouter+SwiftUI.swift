#if canImport(SwiftUI)
    import Foundation
    import SwiftUI
    import UniversalLinks

    extension View {
        /// Calls `handler` with the route of every Universal Link the app receives, whether it arrives
        /// as a browsing-web user activity or through `onOpenURL`; URLs no route handles are ignored.
        public func onUniversalLink(_ router: LinkRouter, perform handler: @escaping (RouteMatch) -> Void) -> some View
        {
            self
                .onOpenURL { url in
                    if let match = router.route(url) { handler(match) }
                }
                .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                    if let url = activity.webpageURL, let match = router.route(url) { handler(match) }
                }
        }
    }
#endif
