// English texts of match, match --explain, diff, android match and the side-by-side table (CLI and console).
// They are the source of truth for the keys.
// Format: Docs/Localization.md. Written by hand (keys are named after where the text is shown).
extension LocalizationTable {
    static let matchingEn = #"""
        # ulinks match: the verdict line and the notes and errors around it
        match.opens = opens {app}
        match.opens-browser = opens in the browser
        match.never-opens = never opens: {problem}
        match.app-not-listed = warning: {app} is not listed in {file} (apps: {apps})
        match.warning.no-applinks = the file has no "applinks" service: no URL opens an app (every app: no_match)
        match.unusable = not a usable association file; iOS would ignore it
        match.not-url.line = line {line}: error: not a URL: {reason}
        match.not-url.reason.too-long = longer than {bytes} bytes
        match.not-url.reason.control = control character U+{code} at byte {byte}
        match.not-url.reason.utf8 = not valid UTF-8
        match.need-url = give at least one URL, or --urls FILE
        match.both-stdin = FILE and --urls cannot both be standard input
        match.no-host = '{path}' has no host: pass a full URL ({url}) or --domain HOST
        match.ios-version = --ios must be 12 or 13 (any version 9-12 reads as 12, 13+ as 13)
        # ulinks match --explain (and the console's Explain blocks)
        explain.host = host      {host}
        explain.host.other = host      {host}  -- not the file's domain {domain}: nothing matches
        explain.host.none = (none: bare path)
        explain.path = path      {path}
        explain.path.decoded = path      {path}   decoded: {decoded}
        explain.query = query     {query}
        explain.query.items = query     {query}   items: {items}
        explain.query.none = query     (none: matched as "")
        explain.fragment = fragment  {fragment}
        explain.fragment.none = fragment  (none: matched as "")
        explain.warning = warning   {warning}
        explain.app = {app}: {source} of {detail}
        explain.no-rule = (no rule tried)
        explain.rule.failed = {key} fails (pattern "{pattern}")
        explain.rule.decides = all keys match: decides
        explain.ignored = ignored: {note}
        explain.ignored.wrong-type = {key} {reason}: ignored
        explain.ignored.unknown = {key} is not a key iOS knows: ignored
        explain.ignored.unknown.near = {key} is not a key iOS knows: ignored (did you mean {near}?)
        # ulinks android match
        android.match.query.none = query     (none)
        android.match.source.legacy = every URL (Android 14 and older)
        android.match.source.no-dynamic = every URL (no dynamic rules)
        android.match.unusable = not a usable assetlinks.json file; Android would ignore it
        android.match.not-verified = warning: {package} is not verified by {file} (verified: {packages})
        android.match.not-verified.fingerprint = warning: {package} is not verified by {file} with fingerprint {fingerprint} (verified: {packages})
        android.match.none = none
        android.match.dropped = {file}: warning: Android ignores the dynamic rules of {pointer} ({package}): {reason}
        android.match.version = --android must be 14 or 15 (6-14 read as 14)
        android.match.fingerprint = --fingerprint is a SHA-256 fingerprint: 32 colon-separated hex bytes
        # ulinks match --android: the side-by-side table
        sidebyside.browser = browser ({reasons})
        sidebyside.browser.no-app = browser (no app)
        sidebyside.differs = <- differs
        sidebyside.error.no-url = give at least one URL
        sidebyside.error.unusable-assetlinks = the assetlinks.json is not a usable statement list; Android would ignore it
        sidebyside.error.fingerprint = fingerprint is a SHA-256 fingerprint: 32 colon-separated hex bytes
        # ulinks diff
        diff.app.added = + app {app} (new in {file})
        diff.app.removed = - app {app} (only in {file})
        diff.heading.file = the file:
        diff.heading.rules = rules of {apps} on {ios}:
        diff.no-example = (no URL built from this rule is decided differently)
        diff.decisions = decisions that change, of {count} URLs (given, and generated from both files' rules):
        diff.list = {title} ({count}):
        diff.more = ... {count} more
        diff.app = {app} on {ios}: {counts}
        diff.count.gains = gains {count}
        diff.count.loses = loses {count}
        diff.count.other = other changes {count}
        diff.count.separator = ,\ 
        diff.list.gains = gains
        diff.list.loses = loses
        diff.list.other = other changes
        diff.opens.one = the opening app changes for {count} URL
        diff.opens.other = the opening app changes for {count} URLs
        diff.opens.list = opening app changes not listed above
        diff.browser = browser
        diff.all-hint = (--all lists every URL; --format json has them all)
        diff.same = no difference in {count} URLs
        diff.compared = {count} URLs compared
        diff.not-url = {file}:{line}: error: not a URL: {reason}
        diff.ios-version = --ios must be 12 or 13
        diff.generate-negative = --generate must not be negative
        diff.limit-negative = --limit must not be negative
        diff.both-stdin = OLD and NEW cannot both be standard input
        # ulinks diff: a rule change's summary (JSON keeps the English; text and console translate it)
        diff.change.order = the apps are in another order: {old} became {new} (the first app that matches opens the link)
        diff.change.moved.component = component {old} moved to {new}: {rule}
        diff.change.moved.path = path {old} moved to {new}: {rule}
        diff.change.changed.component = component {index} changed: {what}
        diff.change.changed.component.was = component {index} (was {old}) changed: {what}
        diff.change.changed.path = path {index} changed: {what}
        diff.change.changed.path.was = path {index} (was {old}) changed: {what}
        diff.change.removed.component = component {index} removed: {rule}
        diff.change.removed.path = path {index} removed: {rule}
        diff.change.added.component = component {index} added: {rule}
        diff.change.added.path = path {index} added: {rule}
        diff.change.defaults = applinks.defaults changed: {what}
        diff.change.detail-defaults = the detail's defaults changed: {what}
        diff.change.variable.added = substitution variable $({name}) added: {values}
        diff.change.variable.changed = substitution variable $({name}): {old} became {new}
        diff.change.variable.removed = substitution variable $({name}) removed (was {values})
        # one key's difference inside a rule change ("; " joins them)
        diff.key.became = "{key}" {old} became {new}
        diff.key.added = "{key}" {value} added
        diff.key.removed = "{key}" {value} removed
        diff.key.query.renamed = "?" key {old} became {new}
        diff.key.query.removed = "?" key {name} removed
        diff.key.query.added = "?" key {name} added ({pattern})
        diff.key.query.pattern = "?" key {name}: {old} became {new}
        diff.value.absent = absent ({value})
        # ulinks diff --format sarif|github|text findings
        diff.finding.app-removed = {app} was in {file} and is not any more
        diff.finding.app-added = {app} is new
        diff.finding.lost.one = {app} no longer opens {count} URL on {ios}: {urls}
        diff.finding.lost.other = {app} no longer opens {count} URLs on {ios}: {urls}
        diff.finding.gained.one = {app} now opens {count} URL on {ios}: {urls}
        diff.finding.gained.other = {app} now opens {count} URLs on {ios}: {urls}
        diff.finding.other.one = {app} keeps opening in the browser, by another rule, {count} URL on {ios}: {urls}
        diff.finding.other.other = {app} keeps opening in the browser, by another rule, {count} URLs on {ios}: {urls}
        diff.finding.opens.one = the opening app changes for {count} URL: {urls}
        diff.finding.opens.other = the opening app changes for {count} URLs: {urls}
        diff.finding.more = , ... {count} more
        diff.fix.app-removed = Check that removing the app was meant.
        diff.fix.lost-urls = Check that the app should stop opening them; `ulinks match --explain` shows which rule decides.
        diff.fix.opens-changed = Check the order of details entries: the first app that matches opens the link.
        # ulinks convert
        convert.and = \ and\ 
        convert.legacy.same = converted {paths} paths in {details} details; {count} generated URLs decide identically on {versions}
        convert.legacy.mismatch = mismatch (iOS {ios}): {url}: {old} -> {new}
        convert.legacy.differs = error: the converted file decides {count} URLs differently
        convert.read-back = internal error: the converted file cannot be read back
        convert.assetlinks.same = converted {app}: {rules} dynamic rules, {warnings} warnings; {count} generated URLs decide identically on iOS 13+ and Android 15+
        convert.assetlinks.differs = converted {app}: {rules} dynamic rules, {warnings} warnings; {differing} of {count} generated URLs decide differently
        convert.assetlinks.mismatch = differs: {url}: iOS {ios}, Android {android}
        convert.assetlinks.error = error: the converted rules decide {count} URLs differently
        convert.options.assetlinks-only = --package, --fingerprint and --app go with --to assetlinks
        convert.options.need-package = --to assetlinks needs --package
        convert.options.need-fingerprint = --to assetlinks needs --fingerprint
        convert.options.fingerprint = --fingerprint {fingerprint} is not a SHA-256 fingerprint (32 hex bytes)
        # the console's Compare tab and side-by-side table (the rest reuses the keys above)
        console.compare.old-file = the old file
        console.compare.new-file = the new file
        console.compare.heading.file = The file
        console.compare.heading.rules = Rules of {apps} on {ios}
        console.compare.more = {count} more
        console.compare.list = {title} ({count})
        console.compare.app = {app} on {ios}
        console.compare.opens = opening app changes ({count})
        console.compare.every = Every compared URL whose decision changes
        console.match.differs = differs
        console.match.side-by-side = iOS and Android side by side
        """#
}
