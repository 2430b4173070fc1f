// English texts of trace and android statements (CLI, API and console).
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let traceEn = #"""
        # ulinks trace: the text report (TraceReportRenderer)
        trace.render.title = trace {url}
        trace.render.meta-refresh = (meta refresh)
        trace.render.note = note: {note}
        trace.render.browser = browser
        trace.render.opens = opens {app}
        trace.render.stopped = stopped: {reason}
        trace.render.entitlements.listed = entitlements ({source}): lists {host}: {reason}
        trace.render.entitlements.unlisted = entitlements ({source}): do not list {host}: {reason}
        trace.render.verdict.opens = {platform}: opens {app}
        trace.render.verdict.browser = {platform}: opens in the browser (lands on {url})
        trace.render.why = why: {reason}
        trace.render.fix = fix: {fix}
        trace.render.rule-out = also rule out (on the device; no fetch can see these):
        # a hop (TraceSession): not fetched, notes, why the walk stopped
        trace.not-fetched = not fetched: {reason}
        trace.hop.not-a-url = not a URL
        trace.hop.not-web-link = not a web link
        trace.hop.not-followed = not followed: {problem}
        trace.hop.no-location = a {status} redirect without a Location header: a browser stays here
        trace.hop.oversize = the page is larger than {limit} bytes: only its first {limit} bytes were read
        trace.hop.javascript = the page seems to redirect with JavaScript, which the trace does not run (a device's browser would)
        trace.stopped.failed = hop {hop}: {error}
        trace.stopped.not-web = hop {hop} leads to {url}, which is not a web link
        trace.stopped.loop = redirect loop: hop {hop} leads back to hop {earlier} ({url})
        trace.stopped.max-hops = more than {max} hops (--max-hops): not followed past {url}
        # the tapped URL refused (LinkTracer.problem: the command's usage error, the API's bad-url)
        trace.url.not-url = '{url}' is not a URL (give an absolute https:// link)
        trace.url.scheme = '{url}' is a {scheme}: URL; only http and https links can open an app (give the https:// link)
        trace.url.no-host = '{url}' has no host
        trace.url.invalid = '{url}' is not a valid URL: {reason}
        # a host that is not fetched (TraceSession+Hosts)
        trace.host.unresolved = {host} does not resolve
        trace.host.refused = refused: {host} resolves to {address}, a loopback, private or link-local address (--allow-private, or --resolve {host}=ADDR:PORT, follows it)
        trace.host.tls = cannot set up TLS: {error}
        # a host's association (HostAssociation)
        trace.host.cdn-copy = Apple's CDN copy
        trace.host.cdn-unusable = Apple's CDN has no usable copy: {seen}
        trace.host.cdn-not-fetched = not fetched
        trace.host.unusable = {source} is not a usable association file (ulinks check {host} lists why)
        trace.host.no-applinks = {source} has no "applinks" service
        trace.host.not-associated = {host} is not associated: {problem}
        trace.host.not-verified = {host} is not verified: {problem}
        trace.host.no-file = no file
        trace.decision.file.ios = {host}'s file
        trace.decision.file.android = {host}'s assetlinks.json
        trace.decision.opens = {file} opens {app} ({place})
        trace.decision.unlisted = {file} does not list {missing} (it lists {listed})
        trace.decision.no-app = no app
        trace.decision.no-package = no package
        trace.decision.lists-no-app = {file} lists no app
        trace.decision.lists-no-package = {file} lists no package
        trace.decision.opens-none = {file} opens no app: {decisions}
        trace.decision.excluded = {app}: excluded by {place}
        trace.decision.no-match = {app}: no rule matches
        trace.decision.matches = {app}: matches
        trace.place.none = no rule
        trace.place.line = {pointer}, line {line}:{column}
        trace.android.unusable = {url} is not a usable assetlinks.json (ulinks validate names every problem)
        trace.android.fingerprint = {url} lists {package}, but not with the fingerprint {fingerprints}
        trace.android.or = {first} or {second}
        trace.android.unlisted = {url} does not list {package}
        # --entitlements
        trace.entitlements.covers = {entry} covers {host}
        trace.entitlements.covers-developer = {entry} covers {host}; with ?mode=developer a device in developer mode fetches https://{fetchHost}/.well-known/apple-app-site-association directly, not Apple's CDN copy
        trace.entitlements.uncovered = no applinks entry covers {host} (the app lists {listed})
        trace.entitlements.none = no applinks entry
        # the verdict per platform (TraceVerdict)
        trace.verdict.your-app = your app
        trace.verdict.file.ios = an apple-app-site-association file
        trace.verdict.file.android = an assetlinks.json
        trace.verdict.nothing = nothing was decided
        trace.verdict.unchecked = the tapped URL's host could not be checked from here: {reason}
        trace.verdict.opens = {platform} decides on the tapped URL's host before anything is fetched: {reason}
        trace.verdict.opens-redirected = {platform} decides on the tapped URL's host before anything is fetched: {reason}; the redirects after it never happen (the app gets the tapped URL)
        trace.verdict.later = {platform} decides on the tapped URL's host, {host}, before following any redirect: {reason}. Hop {hop} ({target}) would open {app}, but a redirect after the tap lands in the browser
        trace.verdict.no-later = {reason}; no later hop opens an app either
        trace.verdict.entitlements-unlisted = {host}'s file opens {app}, but the app's entitlements ({source}) do not list {host}: {reason}
        trace.verdict.entitlements-unlisted-too = {reason}; the app's entitlements ({source}) do not list {host} either
        trace.fix.add-entitlement = add applinks:{host} to com.apple.developer.associated-domains in the app's entitlements, then build and install it again
        trace.fix.trace-from = trace from where {host} resolves to its public address (or map it with --resolve {host}=ADDR:PORT; --allow-private for a host that is internal on purpose)
        trace.fix.later-rule = add a rule that opens {app} for {path} to {url}
        trace.fix.later-serve = serve {file} at {url} that lists {app} for {path}: the click-tracking domains of email services that support app links can serve one (a branded tracking domain with HTTPS)
        trace.fix.link-directly = link to {url} directly (the URL the redirects end on)
        trace.fix.no-click-tracking = turn off click tracking for this link in the email or ad tool, so that the tapped URL is the final one
        trace.fix.add-rule = add a rule that opens {app} for {path} to {url} (ulinks match shows which rule decides)
        trace.fix.serve = serve {file} at {url} that lists {app} with a rule matching {path}
        trace.rule-out.same-domain = a tap on a page of the same domain: a link from example.com to example.com stays in the browser
        trace.rule-out.typed = a URL typed or pasted into the browser's address bar opens the website, never the app
        trace.rule-out.earlier-choice = the user's earlier choice: after Open in Safari (or the domain in Safari's banner) the device keeps opening the browser; long-press the link and choose Open in the app
        trace.rule-out.in-app-browser = in-app browsers (mail, social and chat apps) often open links themselves
        trace.rule-out.cached = a failed fetch cached by the device: iOS re-checks about weekly (read swcutil show with ulinks device)
        trace.rule-out.android = Android: verification state on the device (adb shell pm get-app-links PACKAGE, read with ulinks device) and Open supported links turned off in the app's settings
        # ulinks trace: usage errors
        trace.error.timeout = --timeout must be a positive number of seconds (at most 600)
        trace.error.max-hops = --max-hops must be 1 to 50
        trace.error.fingerprint-needs-package = --fingerprint needs --package
        trace.error.no-associated-domains = {file}: no Associated Domains entitlement ({key})
        # ulinks android statements: the text report (StatementListRenderer)
        statements.render.count.one = {source}: {count} statement{relation}
        statements.render.count.other = {source}: {count} statements{relation}
        statements.render.relation = \ with {relation}
        statements.render.fetched.one = \ ({count} file fetched)
        statements.render.fetched.other = \ ({count} files fetched)
        statements.render.from = from {source} statement {index}
        statements.render.granted-by = statement {index} of {source}
        statements.render.linked = linked: {target} has {relation} ({grantedBy})
        statements.render.not-linked = NOT linked: {target} lacks {relation}: {reason}
        statements.render.no-grant = no statement grants it
        statements.render.errors = errors:
        statements.render.statement = statement {index}
        statements.render.fetches = fetched:
        statements.render.bytes = {bytes} bytes
        # why a list is not linked (StatementQuery) and its errors (the parser, the fetches, the includes)
        statements.reason.empty = the list has no valid statement
        statements.reason.other-relation = statement {index} of {source} names the target for {relations}, not {relation}
        statements.reason.fingerprint.one = statement {index} of {source} names {package} with fingerprint {listed}, not {prints}
        statements.reason.fingerprint.other = statement {index} of {source} names {package} with fingerprints {listed}, not {prints}
        statements.reason.no-package = no statement names {package}
        statements.reason.no-package-listed = no statement names {package} (packages listed: {packages})
        statements.reason.no-target = no statement names the target
        statements.error.too-large-list = the list is {bytes} bytes, over the {limit}-byte limit
        statements.error.not-json = the list is not valid JSON
        statements.error.not-json-line = the list is not valid JSON: line {line}: {message}
        statements.error.not-array = expected a single array of statements, found {type}
        statements.error.empty = empty statement list
        statements.error.dropped = statement dropped: {why}
        statements.error.insecure-include = include {url} is plain http; an https list cannot include it (not fetched)
        statements.error.include-depth = include {url} is nested {depth} deep, over the limit of {limit} (an include loop?); not fetched
        statements.error.budget.one = fetch budget exhausted: {fetched} files fetched; {count} more include not fetched (first: {first})
        statements.error.budget.other = fetch budget exhausted: {fetched} files fetched; {count} more includes not fetched (first: {first})
        statements.error.tls = TLS failed: {why}
        statements.error.redirect = {status} to {location}: statement lists are never fetched through redirects
        statements.error.redirect-bare = {status}: statement lists are never fetched through redirects
        statements.error.status = status {status} {reason}
        statements.error.status-bare = status {status}
        statements.error.too-large = larger than {limit} bytes (reading stopped at {read})
        statements.error.content-type = Content-Type is {type}, not application/json
        statements.error.content-type-missing = Content-Type is missing, not application/json
        statements.error.unresolved = {host} does not resolve
        statements.error.refused = refused: {host} resolves to the internal address {address} (a file cannot make the checker reach internal services; --allow-private or --resolve allow it)
        # ulinks android statements: usage errors
        statements.error.timeout = --timeout must be a positive number of seconds
        statements.error.limits = --max-fetches must be at least 1, --max-depth at least 0
        statements.error.relation = --relation: '{relation}' is not kind/detail such as delegate_permission/common.handle_all_urls
        statements.error.together = give --package and --fingerprint together
        statements.error.package-or-site = give --package or --site, not both
        statements.error.site = --site: '{site}' {reason}
        statements.error.not-domain = '{source}' is not a domain ({reason}): give a domain, https://HOST[:PORT] or a file
        statements.error.port = '{source}': write a site with a port as https://{source}
        statements.error.invalid-site = Invalid site: {reason}
        statements.error.http-site = Invalid site: '{source}' is http; statement lists are fetched over HTTPS only (write https://{host})
        statements.error.site-extra = Invalid site: '{source}' {reason}; give https://HOST[:PORT] only
        # shared by trace and android statements
        trace.error.package = --package: '{package}' is not a Java package name
        trace.error.fingerprint = --fingerprint: '{fingerprint}' is not a SHA-256 fingerprint (64 hex digits, colons optional)
        # the console's Trace tab (ConsoleAssets+ScriptTrace) and POST /api/v1/trace's errors
        console.trace.browser = browser
        console.trace.meta-refresh = (meta refresh)
        console.trace.not-fetched = not fetched: {error}
        console.trace.stopped = stopped: {reason}
        console.trace.entitlements = entitlements ({source}): {reason}
        trace.api.bad-package = not a Java package name: {package}
        trace.api.bad-fingerprint = fingerprints are SHA-256 fingerprints (64 hex digits, colons optional)
        trace.api.private = {host} resolves to {address}, a loopback, private or link-local address: the console only traces public hosts (start the server with --console-allow-private-check to allow it)
        trace.api.url-too-long = URLs are at most {max} bytes
        trace.api.too-many = at most 20 apps and 20 fingerprints
        trace.api.bad-max-hops = maxHops is 1 to 20
        # issue 34: stale CDN copies, excludes, what was not checked, link wrappers, where it is tapped, device
        trace.render.wrapper = wrapped by {vendor}: inner URL {inner}
        trace.render.where-tapped = where it is tapped (iOS; only what public documentation says):
        trace.render.verdict.unchecked = {platform}: not checked (the tapped URL's host could not be checked; exit status 2)
        trace.tap.place.safari = Safari
        trace.tap.place.messages = Messages
        trace.tap.place.mail = Mail
        trace.tap.place.gmail = Gmail
        trace.tap.place.slack = Slack
        trace.tap.place.instagram = Instagram (in-app browser)
        trace.tap.place.facebook = Facebook (in-app browser)
        trace.tap.place.linkedin = LinkedIn (in-app browser)
        trace.tap.place.tiktok = TikTok (in-app browser)
        trace.tap.place.x = X (in-app browser)
        trace.tap.place.whatsapp = WhatsApp
        trace.tap.fares.opens = opens the app
        trace.tap.fares.browser = browser
        trace.tap.fares.unknown = unknown
        trace.tap.not-checked = not checked: the tapped URL's host could not be checked
        trace.tap.browser = iOS does not open the app for the tapped URL (the verdict above), so no place opens it
        trace.tap.safari = opens the app from a page of another domain; a link to the domain of the page Safari shows stays in Safari
        trace.tap.open-url = links in Mail and Messages call openURL, which opens universal links in the app
        trace.tap.unknown = no public documentation found says whether this app hands the link to iOS or opens it in its own browser; try it on a device
        trace.decision.file.cdn = Apple's CDN copy of {host}'s file
        trace.decision.file.origin = the origin file https://{host}/.well-known/apple-app-site-association
        trace.cdn.stale = {copy}, but {origin}: the origin is right, and Apple's CDN copy, which devices read, is out of date: {age}
        trace.cdn.age = the CDN fetched it {age} ago (Age header)
        trace.cdn.age-unknown = unknown
        trace.unchecked.hop = hop {hop} ({host}) not checked: {reason}
        trace.unchecked.after = the hops after hop {hop} not checked: {stopped}
        trace.verdict.no-later-unchecked = {reason}; no checked later hop opens an app, but not every hop was checked: {unchecked}
        trace.fix.narrow-exclude = in {url}, narrow or remove the exclude at {place}, which matches {path}: the first rule that matches decides, so a rule added after it never opens {app}
        trace.fix.rule-before-exclude = or put a rule that opens {app} for {path} before the exclude at {place} (earlier in the same list); ulinks match shows which rule decides
        trace.fix.cdn-failure = Apple's CDN reports {failure}: if it still does after its next fetch, fix what it names (the CDN fetches from Apple's servers, not from where this trace ran)
        trace.fix.cdn-wait = nothing to change on {host}: wait for Apple's CDN to fetch the file again (its copy is {age} old; Cache-Control keeps it {maxAge}; there is no purge); devices pick it up at their next check (about weekly) or when the app is installed again
        trace.fix.developer-mode = to test a development build now: add applinks:{host}?mode=developer to the app's entitlements and turn on Settings > Developer > Associated Domains Development; the device then fetches the origin file directly, not Apple's CDN copy
        trace.verdict.wrapped = {vendor} wrapped the link: {platform} decides on the wrapper's host, which no app of yours can claim, so the tap lands in the browser ({reason}). {inner}
        trace.wrapper.inner-opens = The inner URL {url}, traced on its own, opens {app}
        trace.wrapper.inner-browser = The inner URL {url}, traced on its own, would not open an app either: {reason}
        trace.wrapper.inner-not-traced = The inner URL is {url}
        trace.wrapper.opaque-domain = The wrapper hides the URL behind a token; it names the domain {domain}
        trace.wrapper.opaque = The wrapper hides the URL behind a token (the hops above follow its redirects)
        trace.wrapper.your-domain = your domain
        trace.fix.safe-links = ask the recipients' Microsoft 365 admin to add {host}/* to the Safe Links policy's "Do not rewrite the following URLs in email" list (Set-SafeLinksPolicy -DoNotRewriteUrls; {docs}): links in it reach the mailbox unwrapped
        trace.fix.gateway-exception = only the recipients' mail administrator can leave links to {host} unwrapped (an exception in {vendor}'s URL rewriting policy); nothing served on your side changes this tap
        trace.fix.redirector = nothing you serve changes this tap: {vendor} belongs to the site the link was shared on; share the link where it is not wrapped, or let the page it lands on offer the app (a Smart App Banner)
        trace.fix.esp-docs = the service's documentation of universal links through its click tracking: {url}
        trace.fix.esp-docs-unknown = no documentation of {vendor} on universal links was found: ask the vendor whether a branded click-tracking domain can serve the files
        trace.fix.esp-branded = set up a branded HTTPS click-tracking domain with {vendor} and serve on it an apple-app-site-association (and an assetlinks.json) that lists your app: {docs}
        trace.fix.link-directly-wrapped = link to {url} directly where you control the link (the URL inside the wrapper)
        console.trace.wrapper = wrapped by {vendor}: {inner}
        console.trace.where-tapped = Where it is tapped (iOS; only what public documentation says)
        console.trace.col.place = Where
        console.trace.col.fares = The tap
        console.trace.col.source = Source
        console.trace.unchecked = not checked
        console.trace.platform-unchecked = {platform} not checked
        device.android.user-selected-off = the user selected this domain for the app, but with Open supported links off Android opens none of the app's links, selected or verified (DomainVerificationUserState: the toggle affects all links)
        device.android.check-file-signed = check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} {fingerprints})
        device.ios.next.serve-developer = serve a file on {host} that lists {app} (ulinks check {host} --app {app} shows it: in developer mode the device fetches from {host} directly, not from Apple's CDN)
        trace.render.not-checked = not checked
        trace.fix.retry = check that {host} answers HTTPS from where you trace (ulinks check {host} shows each step), then trace again
        trace.render.opaque-domain = recognised: {vendor}; the target is behind a token (domain {domain})
        trace.render.opaque-link = recognised: {vendor}; the target is behind a token (the hops above follow it)
        trace.render.where-tapped-same = where it is tapped (iOS): {fares} wherever it is tapped: {note}
        console.trace.where-tapped-same = {fares} wherever it is tapped: {note}
        trace.fix.retry-cdn = Apple's CDN could not be reached from here, which says nothing about {host}: trace again with --cdn later (or without --cdn to decide on the origin file)
        """#
}
