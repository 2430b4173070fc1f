// English texts of the HTML reports (badges, doctor and check pages), the console's Domains tab
// and the errors of every command.
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let reportsEn = #"""
        # The HTML reports: a badge's status word (also the result words of the text tables).
        html.status.pass = pass
        html.status.warning = warning
        html.status.fail = fail
        html.status.unreachable = unreachable
        html.status.skipped = skipped
        html.status.error = error
        html.status.note = note
        html.binary-not-shown = (binary content not shown)
        # `ulinks check --format html` (and the domain sections of `doctor`'s page).
        html.check.domain-count = {count} domains
        html.check.checked-at = Checked {time}
        html.check.chart.results = Domains by result
        html.check.chart.times = Check time per domain
        html.check.domain = domain
        html.check.result = result
        html.check.time = time
        html.check.problems = problems
        html.check.first-fix = first fix
        html.check.check = check
        html.check.seen = seen
        html.check.fix = fix
        html.check.file-diagnostics = File diagnostics
        html.check.cdn-differs = Origin and Apple CDN copies differ
        html.check.served-by = Served by {domain}
        html.check.cdn-copy = Apple CDN ({url})
        html.check.no-file = (no file)
        # `ulinks check` text output: a check's status word, a domain's verdict, the table after many domains.
        check.text.domain = {domain}: {status} in {seconds} s
        check.text.status.pass = pass
        check.text.status.warning = warn
        check.text.status.fail = FAIL
        check.text.status.skipped = skip
        check.text.verdict.pass = PASS
        check.text.verdict.warning = WARNING
        check.text.verdict.fail = FAIL
        check.text.verdict.unreachable = UNREACHABLE
        check.text.column.domain = DOMAIN
        check.text.column.status = STATUS
        check.text.column.problems = PROBLEMS
        check.text.totals.one = {count} domain: {counts}
        check.text.totals.other = {count} domains: {counts}
        # `ulinks doctor`: text tables and HTML page.
        doctor.summary = {count} checked: {pass} pass, {warning} warning, {fail} fail
        doctor.column.entry-or-url = entry or URL
        doctor.column.domain = domain
        doctor.column.service = service
        doctor.column.file-found = file found
        doctor.column.app-listed = app listed
        doctor.column.result = result
        doctor.column.fix = fix
        doctor.column.app = app
        doctor.column.target = target
        doctor.column.configuration = configuration
        doctor.column.app-id = app ID
        doctor.column.entitlements = entitlements
        doctor.column.applinks = applinks
        doctor.column.variant = variant
        doctor.column.applicationId = applicationId
        doctor.column.targetSdk = targetSdk
        doctor.column.verified = verified
        doctor.column.hosts = hosts
        doctor.column.file = file
        doctor.column.bundle-id = bundle ID
        doctor.column.package = package
        doctor.column.android-hosts = Android hosts
        doctor.column.host = host
        doctor.column.assetlinks.json = assetlinks.json
        doctor.column.linked = linked
        doctor.value.yes = yes
        doctor.value.no = no
        doctor.value.unreachable = unreachable
        doctor.value.per-host = per host
        doctor.value.all-together = all together
        doctor.html.entries = Entries and URLs for {appID}
        doctor.html.entitlement = Entitlement {name}
        doctor.html.files-read = {count} files read: {errors} errors, {warnings} warnings
        doctor.html.android = Android: {package}
        doctor.html.fix-snippets = Fix snippets
        doctor.html.project-folder = project folder
        doctor.xcode-targets = Xcode targets
        doctor.android-variants = Android variants
        doctor.app-configs = App configs and bundles
        doctor.domains = Domains
        doctor.project.read = {root}: read {count} files ({kinds})
        doctor.snippet.entitlements = entitlements the app needs:
        doctor.snippet.intent-filter = intent filter the app needs (AndroidManifest.xml):
        # The fixes of `doctor`'s rows (matched against the English the row carries).
        doctor.fix.wildcard = The file comes from {host}; the entry does not cover {apex} itself.
        doctor.fix.team-id = The file lists {other}, but the app is signed as {appID}: use the App ID prefix, not the Team ID, in the file on {host}.
        doctor.fix.add-applinks = Add {appID} to an applinks details entry (appIDs) in the file on {host}.
        doctor.fix.add = Add {appID} to {section} in the file on {host}.
        doctor.fix.no-section = The file on {host} has no {service} section: add one listing {appID}.
        doctor.fix.no-entry = No applinks entry covers {host}: add applinks:{entry} to the entitlement.
        doctor.fix.no-file = No readable file on {host}.
        doctor.fix.listed-first = {opens} is listed first and opens the link when installed.
        doctor.fix.excluded = A rule excludes this URL for {appID}: it opens in the browser.
        doctor.fix.no-rule = No rule of {appID} matches this URL: it opens in the browser.
        doctor.fix.not-listed = {appID} is not in the file on {host}.
        """#
}
