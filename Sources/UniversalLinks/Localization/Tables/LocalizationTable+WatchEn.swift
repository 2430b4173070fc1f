// English texts of watch (CLI, serve's watch, console Watch tab) and device.
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let watchEn = #"""
        # ulinks watch: state words (JSON keeps ok, warning, failing, unknown)
        watch.state.unknown = unknown
        watch.state.ok = ok
        watch.state.warning = warning
        watch.state.failing = failing
        # Reasons: stored and sent (JSON, webhooks) in English; these templates match that English at display
        # (WatchReason.message(_:)). {seen} is a check's finding, translated by the diagnostics templates.
        watch.reason.unreachable = unreachable
        watch.reason.cdn-unreachable = Apple's CDN could not be reached
        watch.reason.private-address = {domain} resolves to {address}, a loopback, private or link-local address: not fetched (--allow-private fetches it)
        watch.reason.tls-expiring = the certificate {seen}
        watch.reason.not-json = not a valid association file: {seen}
        watch.reason.cdn-redirect.one = Apple's CDN reached the file through {count} redirect: {chain}
        watch.reason.cdn-redirect.other = Apple's CDN reached the file through {count} redirects: {chain}
        watch.reason.cdn-stale = Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences}
        watch.reason.cdn-stale.more = Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences} (and {more} more)
        watch.reason.cdn-stale.fetched = Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences}
        watch.reason.cdn-stale.fetched-more = Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences} (and {more} more)
        watch.reason.cdn-failure = Apple's CDN holds a failure ({status}){details}
        watch.reason.cdn-failure.no-status = Apple's CDN holds a failure (no status){details}
        watch.reason.expectation.browser = {url} should open in the browser, but {opens}
        watch.reason.expectation.excluded = {url} should open {app}, but {app} excludes it: {opens}
        watch.reason.expectation.no-match = {url} should open {app}, but no rule of {app} matches: {opens}
        watch.reason.expectation.not-listed = {url} should open {app}, but the file no longer lists {app}: {opens}
        # Values inside reasons.
        watch.value.android = {url} (Android)
        watch.value.opens-app = opens {app}
        watch.value.opens-browser = opens in the browser
        watch.value.days = {count} days
        # ulinks watch --list-reasons
        watch.reason-summary.unreachable = The host name does not resolve or no TCP connection opens.
        watch.reason-summary.private-address = The domain resolves to a loopback, private or link-local address, no --resolve maps it and --allow-private was not given; it is not fetched.
        watch.reason-summary.timeout = No complete answer within --timeout: a server that hangs, answers byte by byte or never finishes.
        watch.reason-summary.tls-invalid = The certificate is untrusted, expired, for another host or sent without its chain, or the handshake fails.
        watch.reason-summary.tls-expiring = The certificate expires within 14 days.
        watch.reason-summary.redirect = The well-known URL redirects; Apple's fetchers never follow it.
        watch.reason-summary.http-status = The well-known URL answers a status other than 200 (404, 403, 500, ...).
        watch.reason-summary.too-large = The file is larger than 131,072 bytes (the download stops there).
        watch.reason-summary.content-encoding = The body has a Content-Encoding that was not asked for.
        watch.reason-summary.content-type = The Content-Type is not application/json (current iOS tolerates it; the SPA-index case also gives not-json).
        watch.reason-summary.not-json = The body is not a valid association file: HTML, a syntax error, no applinks.
        watch.reason-summary.app-missing = With --app: the app is not listed for applinks.
        watch.reason-summary.expectation = An --expect or --expect-android decision no longer holds (the URL opens another app, the browser, or no longer the browser).
        watch.reason-summary.cdn-failure = Apple's CDN holds a failure (Apple-Failure-Reason, a status other than 200, or a copy that is not a valid file).
        watch.reason-summary.cdn-redirect = Apple's CDN reached the file through a redirect (an Apple-From chain of more than one URL).
        watch.reason-summary.cdn-stale = Apple's CDN copy has differed from the origin file for longer than --cdn-grace.
        watch.reason-summary.cdn-unreachable = Apple's CDN could not be fetched (says nothing about the domain).
        watch.reason-summary.assetlinks = With --android: assetlinks.json cannot be fetched or holds no valid statement.
        watch.reason-summary.android-app-missing = With --android --package --fingerprint: the app is not linked by assetlinks.json.
        # ulinks watch: round line (standard error), --history
        watch.round = round {number}: {domains} in {seconds} s, {started} to {finished} ({states}; {transitions})
        watch.round.states = ok {ok}, warning {warning}, failing {failing}
        watch.round.domains.one = {count} domain
        watch.round.domains.other = {count} domains
        watch.round.transitions.one = {count} transition
        watch.round.transitions.other = {count} transitions
        watch.history.state = {domain}: {state} since {since}, last checked {checked}
        watch.history.count.one = {count} transition (oldest first):
        watch.history.count.other = {count} transitions (oldest first):
        watch.round.causes.one = {count} change of cause
        watch.round.causes.other = {count} changes of cause
        watch.round.first-states.one = {count} first state recorded, not alerted (not failing; --alert-first alerts it)
        watch.round.first-states.other = {count} first states recorded, not alerted (not failing; --alert-first alerts them)
        watch.round.late = the schedule runs {seconds} s late
        watch.event.reasons = {at} {domain}: still {state}, for other reasons (was: {previous})
        watch.webhook.payload.reasons = {domain} is still *{state}*, for other reasons (was: {previous})
        # ulinks watch: errors
        watch.error.no-state-file = --state {path}: no such file
        watch.error.no-history = {path}: no history of {domain}
        watch.error.history-needs-state = --history needs --state FILE
        watch.error.no-domain = give at least one domain, or --domains FILE
        watch.error.interval = --interval must be at least 0.1 seconds
        watch.error.cdn-grace = --cdn-grace must be a number of seconds
        watch.error.webhook-timing = --webhook-backoff and --webhook-timeout must be positive numbers of seconds
        watch.error.webhook-url = --webhook: '{url}' is not an http or https URL
        watch.error.webhook-url-reason = --webhook: '{url}' is not a valid URL: {reason}
        watch.error.expect = --expect: invalid expectation '{text}': {reason}
        watch.error.no-domains = no domains to watch
        watch.error.stray-expect = --expect {expectation}: {domain} is not a watched domain
        watch.error.private = {option}: {host} resolves to {address}, a loopback, private or link-local address (--allow-private allows it)
        watch.expectation.format-ios = expected URL=APPID|browser
        watch.expectation.format-android = expected URL=PACKAGE|browser
        watch.expectation.not-https = '{url}' is not an https URL
        watch.expectation.empty = nothing after '='
        watch.expectation.not-app = '{value}' is not an app (PREFIX.bundle.id) or browser
        watch.expectation.not-package = '{value}' is not an app (a package name) or browser
        watch.expectation.not-app-id = '{value}' is not an App ID (PREFIX.bundle.id) or browser
        # ulinks watch: the webhooks' log on standard error ("ulinks watch: " before it)
        watch.webhook.dropped = webhook {url}: {why}; the transition of {domain} is dropped
        watch.webhook.gave-up = webhook {url}: {why}; gave up after {count} attempts (the transition of {domain})
        watch.webhook.retrying = webhook {url}: {why}; retrying in {delay}
        watch.webhook.queue-full = webhook {url}: queue full ({limit}); dropped the transition of {domain}
        watch.webhook.answered = answered {code}
        watch.webhook.unresolved = {host} does not resolve
        watch.webhook.refused = {host} resolves to {address}, not a public address (--allow-private allows it)
        watch.webhook.no-answer = no answer within {duration}
        # ulinks serve --watch: API errors the console shows (Accept-Language)
        watch.api.off = the watch is off: start ulinks serve with --watch
        watch.api.off-store = the watch is off: start ulinks serve with --watch (and an SQLite or PostgreSQL store)
        watch.api.not-watched = {domain} is neither hosted nor registered for the watch
        # ulinks serve --watch: what changed at a transition (GET /admin/v1/watch/{domain}, the console's Watch tab);
        # the transition's time is said once, by the transition
        watch.change.value = {what} changed from {old} to {new}
        watch.change.none = none
        watch.change.appeared = {id} appeared: {message}
        watch.change.cleared = {id} cleared
        watch.change.check = {check}: {old} → {new}: {seen}
        watch.change.size = size
        watch.change.apps = apps
        watch.change.certificate-end = certificate end
        watch.change.cdn-status = CDN status
        watch.change.bytes = {count} bytes
        watch.change.check-url = {check} {url}: {old} → {new}: {seen}
        watch.change.reason-now = {id} now: {message}
        # The console's Watch tab (ulinks.t in ConsoleAssets+ScriptWatch.swift)
        console.watch.state.unknown = unknown
        console.watch.state.ok = ok
        console.watch.state.warning = warning
        console.watch.state.failing = failing
        console.watch.timeline-label = {domain}: states over the last 30 days
        console.watch.stretch = {state}: {from} to {to}
        console.watch.days-ago = 30 days ago
        console.watch.now = now
        # ulinks device: the text output
        device.header.one = {name}: {platform} ({tool}): {count} entry ({opening} opening links in the app)
        device.header.other = {name}: {platform} ({tool}): {count} entries ({opening} opening links in the app)
        device.means = means: {explanation}
        device.next = next:  {next}
        device.last-checked = last checked {date}
        device.next-check = next check {date}
        device.user-approval = user approval {value}
        device.flags = flags {flags}
        device.omitted = {count} more entries not shown (over {limit})
        device.unknown.one = {count} line not understood:
        device.unknown.other = {count} lines not understood:
        device.unknown.more = ... and {count} more
        device.unknown.no-app = an entry without App ID or Domain
        device.no-entry.one = {name}: no entry found in this {tool} output ({count} line not understood)
        device.no-entry.other = {name}: no entry found in this {tool} output ({count} lines not understood)
        device.error.binary = not text: a NUL byte at offset {offset} (binary data); give the text that swcutil show or adb shell pm get-app-links prints
        device.error.unknown-kind = not the output of swcutil show (iOS, macOS) or adb shell pm get-app-links / dumpsys package d (Android 12+): no line says Service: or Domain verification state: (--kind swcutil|pm reads it anyway)
        # ulinks device: what an iOS entry means (explanation), what to do (next); the parts joined with device.separator
        device.separator = ;\ 
        device.ios.approved = site approval approved: the device got a file from {host} that lists {app} for {service}
        device.ios.denied = site approval denied: the device got an answer for {host} that does not approve {app} for {service} (the file does not list the app, or Apple's CDN had no usable file)
        device.ios.unspecified = site approval unspecified: no usable answer for {host} yet (not fetched, the fetch failed, or Apple's CDN cannot reach the site)
        device.ios.unknown-state = site approval {state}: a value this tool does not know
        device.ios.fetch-failed = the last fetch failed: {error}
        device.ios.developer = developer mode entry (?mode=developer): fetched from {host} directly, not through Apple's CDN, only while Associated Domains Development is on
        device.ios.managed = managed entry (?mode=managed): fetched as the device's MDM allows
        device.ios.updating = a fetch was in progress when this was written
        device.ios.waits = the device will not fetch again before {date} ({span} from now)
        device.ios.user-denied = user approval denied: the user chose to open {host}'s links in the browser (for example Open in Safari, or the domain in Safari's banner)
        device.ios.user-approved = user approval approved: the user chose to open {host}'s links in the app
        device.ios.not-applinks = {service} is not a universal link service: it never opens links
        device.ios.next.serve = serve a file on {host} that lists {app} (ulinks check {host} --app {app} --cdn shows what Apple's CDN serves)
        device.ios.next.reinstall = then delete and reinstall the app to make the device fetch now
        device.ios.next.reinstall-or-developer = then delete and reinstall the app to make the device fetch now, or add ?mode=developer to the entitlement and turn on Settings > Developer > Associated Domains Development
        device.ios.next.user-denied = long-press a link to {host} and choose Open in the app (or tap OPEN in Safari's banner); the choice is kept per domain
        device.span.day.one = {count} day
        device.span.day.other = {count} days
        device.span.hour.one = {count} hour
        device.span.hour.other = {count} hours
        device.span.minute.one = {count} minute
        device.span.minute.other = {count} minutes
        # ulinks device: what an Android entry means, what to do
        device.android.verified = verified: the verification agent fetched the site's assetlinks.json and it lists the app
        device.android.approved = approved: force-approved, usually through the shell (pm set-app-links); treated as verified, though the site may not list the app
        device.android.denied = denied: force-denied, usually through the shell; links open the browser
        device.android.migrated = migrated: kept from the legacy (Android 11 and older) verification; treated as verified until the agent verifies again
        device.android.restored = restored: kept from a backup or by the system; treated as verified, and the agent may verify again
        device.android.legacy_failure = legacy_failure: rejected by a legacy verifier, reason unknown; links open the browser
        device.android.system_configured = system_configured: approved by the device's configuration (the system image); nothing to do
        device.android.pre_verified = pre_verified: verified before the app was installed; treated as verified
        device.android.none = none: nothing recorded yet: the verification agent has not answered (no network, still pending, or the request failed); links open the browser
        device.android.invalid = listed under Invalid autoVerify domains: the manifest's host cannot be verified (not a valid host name)
        device.android.agent-error = {code}: an error code of the device's verification agent (codes from 1024 up are the agent's own): verification failed; links open the browser
        device.android.unknown-state = {state}: a state this tool does not know
        device.android.links-off = the user turned off Open supported links for this app: no link opens it
        device.android.user-selected = the user selected this domain for the app, so its links still open the app on this device
        device.android.check-file = check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} --fingerprint SHA256)
        device.android.next.then = {first}, then {reverify}
        device.android.next.approved = to test the real verification: {reset}, then {reverify}
        device.android.next.none = wait about 20 seconds after install with a network, or run {reverify}; if it stays none, {check}
        device.android.next.invalid = fix the host in the intent filter with android:autoVerify="true"
        device.android.next.links-off = Settings > Apps > the app > Open by default > turn on Open supported links
        """#
}
