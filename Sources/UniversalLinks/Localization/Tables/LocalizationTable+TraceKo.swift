// Translations of LocalizationTable+TraceEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let traceKo = #"""
        # ulinks trace: the text report (TraceReportRenderer)
        # en: trace {url}
        trace.render.title = 추적 {url}
        # en: (meta refresh)
        trace.render.meta-refresh = (meta refresh)
        # en: note: {note}
        trace.render.note = 참고: {note}
        # en: browser
        trace.render.browser = 브라우저
        # en: opens {app}
        trace.render.opens = {app}에서 열림
        # en: stopped: {reason}
        trace.render.stopped = 중단됨: {reason}
        # en: entitlements ({source}): lists {host}: {reason}
        trace.render.entitlements.listed = 인타이틀먼트({source}): {host}이(가) 나열되어 있습니다: {reason}
        # en: entitlements ({source}): do not list {host}: {reason}
        trace.render.entitlements.unlisted = 인타이틀먼트({source}): {host}이(가) 나열되어 있지 않습니다: {reason}
        # en: {platform}: opens {app}
        trace.render.verdict.opens = {platform}: {app}에서 열립니다
        # en: {platform}: opens in the browser (lands on {url})
        trace.render.verdict.browser = {platform}: 브라우저에서 열립니다({url}에 도달)
        # en: why: {reason}
        trace.render.why = 이유: {reason}
        # en: fix: {fix}
        trace.render.fix = 수정: {fix}
        # en: also rule out (on the device; no fetch can see these):
        trace.render.rule-out = 다음도 배제하십시오(기기에서 일어나는 일이라 어떤 가져오기로도 보이지 않습니다):
        # a hop (TraceSession): not fetched, notes, why the walk stopped
        # en: not fetched: {reason}
        trace.not-fetched = 가져오지 못함: {reason}
        # en: not a URL
        trace.hop.not-a-url = URL이 아닙니다
        # en: not a web link
        trace.hop.not-web-link = 웹 링크가 아닙니다
        # en: not followed: {problem}
        trace.hop.not-followed = 따라가지 않음: {problem}
        # en: a {status} redirect without a Location header: a browser stays here
        trace.hop.no-location = Location 헤더가 없는 {status} 리디렉션입니다. 브라우저는 이 페이지에 머뭅니다
        # en: the page is larger than {limit} bytes: only its first {limit} bytes were read
        trace.hop.oversize = 페이지가 {limit}바이트보다 큽니다. 처음 {limit}바이트만 읽었습니다
        # en: the page seems to redirect with JavaScript, which the trace does not run (a device's browser would)
        trace.hop.javascript = 페이지가 JavaScript로 리디렉션하는 것으로 보입니다. 추적은 JavaScript를 실행하지 않습니다(기기의 브라우저는 실행합니다)
        # en: hop {hop}: {error}
        trace.stopped.failed = {hop}단계: {error}
        # en: hop {hop} leads to {url}, which is not a web link
        trace.stopped.not-web = {hop}단계가 웹 링크가 아닌 {url}(으)로 이어집니다
        # en: redirect loop: hop {hop} leads back to hop {earlier} ({url})
        trace.stopped.loop = 리디렉션 루프: {hop}단계가 {earlier}단계({url})로 되돌아갑니다
        # en: more than {max} hops (--max-hops): not followed past {url}
        trace.stopped.max-hops = {max}단계 초과(--max-hops): {url} 이후는 따라가지 않았습니다
        # the tapped URL refused (LinkTracer.problem: the command's usage error, the API's bad-url)
        # en: '{url}' is not a URL (give an absolute https:// link)
        trace.url.not-url = '{url}'은(는) URL이 아닙니다(https://로 시작하는 절대 링크를 입력하십시오)
        # en: '{url}' is a {scheme}: URL; only http and https links can open an app (give the https:// link)
        trace.url.scheme = '{url}'은(는) {scheme}: URL입니다. 앱을 열 수 있는 링크는 http와 https 링크뿐입니다(https:// 링크를 입력하십시오)
        # en: '{url}' has no host
        trace.url.no-host = '{url}'에 호스트가 없습니다
        # en: '{url}' is not a valid URL: {reason}
        trace.url.invalid = '{url}'은(는) 올바른 URL이 아닙니다: {reason}
        # a host that is not fetched (TraceSession+Hosts)
        # en: {host} does not resolve
        trace.host.unresolved = {host}의 주소를 확인할 수 없습니다
        # en: refused: {host} resolves to {address}, a loopback, private or link-local address (--allow-private, or --resolve {host}=ADDR:PORT, follows it)
        trace.host.refused = 거부됨: {host}은(는) 루프백, 사설 또는 링크 로컬 주소인 {address}(으)로 확인됩니다(--allow-private 또는 --resolve {host}=ADDR:PORT를 지정하면 따라갑니다)
        # en: cannot set up TLS: {error}
        trace.host.tls = TLS를 설정할 수 없습니다: {error}
        # a host's association (HostAssociation)
        # en: Apple's CDN copy
        trace.host.cdn-copy = Apple CDN 사본
        # en: Apple's CDN has no usable copy: {seen}
        trace.host.cdn-unusable = Apple CDN에 사용할 수 있는 사본이 없습니다: {seen}
        # en: not fetched
        trace.host.cdn-not-fetched = 가져오지 못함
        # en: {source} is not a usable association file (ulinks check {host} lists why)
        trace.host.unusable = {source}은(는) 사용할 수 있는 연결 파일이 아닙니다(ulinks check {host}에서 이유를 확인하십시오)
        # en: {source} has no "applinks" service
        trace.host.no-applinks = {source}에 "applinks" 서비스가 없습니다
        # en: {host} is not associated: {problem}
        trace.host.not-associated = {host}은(는) 연결되어 있지 않습니다: {problem}
        # en: {host} is not verified: {problem}
        trace.host.not-verified = {host}은(는) 인증되지 않았습니다: {problem}
        # en: no file
        trace.host.no-file = 파일 없음
        # en: {host}'s file
        trace.decision.file.ios = {host}의 파일
        # en: {host}'s assetlinks.json
        trace.decision.file.android = {host}의 assetlinks.json
        # en: {file} opens {app} ({place})
        trace.decision.opens = {file}에 따라 {app}에서 열립니다({place})
        # en: {file} does not list {missing} (it lists {listed})
        trace.decision.unlisted = {file}에 {missing}이(가) 없습니다(나열된 항목: {listed})
        # en: no app
        trace.decision.no-app = 앱 없음
        # en: no package
        trace.decision.no-package = 패키지 없음
        # en: {file} lists no app
        trace.decision.lists-no-app = {file}에 나열된 앱이 없습니다
        # en: {file} lists no package
        trace.decision.lists-no-package = {file}에 나열된 패키지가 없습니다
        # en: {file} opens no app: {decisions}
        trace.decision.opens-none = {file}에 따라 열리는 앱이 없습니다: {decisions}
        # en: {app}: excluded by {place}
        trace.decision.excluded = {app}: {place}에 의해 제외됨
        # en: {app}: no rule matches
        trace.decision.no-match = {app}: 일치하는 규칙 없음
        # en: {app}: matches
        trace.decision.matches = {app}: 일치함
        # en: no rule
        trace.place.none = 규칙 없음
        # en: {pointer}, line {line}:{column}
        trace.place.line = {pointer}, {line}:{column}행
        # en: {url} is not a usable assetlinks.json (ulinks validate names every problem)
        trace.android.unusable = {url}은(는) 사용할 수 있는 assetlinks.json이 아닙니다(ulinks validate로 모든 문제를 확인하십시오)
        # en: {url} lists {package}, but not with the fingerprint {fingerprints}
        trace.android.fingerprint = {url}에 {package}이(가) 있지만 지문 {fingerprints}(으)로는 없습니다
        # en: {first} or {second}
        trace.android.or = {first} 또는 {second}
        # en: {url} does not list {package}
        trace.android.unlisted = {url}에 {package}이(가) 없습니다
        # --entitlements
        # en: {entry} covers {host}
        trace.entitlements.covers = {entry}이(가) {host}을(를) 포함합니다
        # en: {entry} covers {host}; with ?mode=developer a device in developer mode fetches https://{fetchHost}/.well-known/apple-app-site-association directly, not Apple's CDN copy
        trace.entitlements.covers-developer = {entry}이(가) {host}을(를) 포함합니다. ?mode=developer이면 개발자 모드의 기기는 Apple CDN 사본이 아니라 https://{fetchHost}/.well-known/apple-app-site-association을 직접 가져옵니다
        # en: no applinks entry covers {host} (the app lists {listed})
        trace.entitlements.uncovered = {host}을(를) 포함하는 applinks 항목이 없습니다(앱에 나열된 항목: {listed})
        # en: no applinks entry
        trace.entitlements.none = applinks 항목 없음
        # the verdict per platform (TraceVerdict)
        # en: your app
        trace.verdict.your-app = 사용자의 앱
        # en: an apple-app-site-association file
        trace.verdict.file.ios = apple-app-site-association 파일
        # en: an assetlinks.json
        trace.verdict.file.android = assetlinks.json 파일
        # en: nothing was decided
        trace.verdict.nothing = 아무것도 결정되지 않았습니다
        # en: the tapped URL's host could not be checked from here: {reason}
        trace.verdict.unchecked = 탭한 URL의 호스트를 여기에서 확인할 수 없습니다: {reason}
        # en: {platform} decides on the tapped URL's host before anything is fetched: {reason}
        trace.verdict.opens = {platform}은(는) 아무것도 가져오기 전에 탭한 URL의 호스트로 결정합니다: {reason}
        # en: {platform} decides on the tapped URL's host before anything is fetched: {reason}; the redirects after it never happen (the app gets the tapped URL)
        trace.verdict.opens-redirected = {platform}은(는) 아무것도 가져오기 전에 탭한 URL의 호스트로 결정합니다: {reason}. 그 뒤의 리디렉션은 일어나지 않습니다(앱은 탭한 URL을 받습니다)
        # en: {platform} decides on the tapped URL's host, {host}, before following any redirect: {reason}. Hop {hop} ({target}) would open {app}, but a redirect after the tap lands in the browser
        trace.verdict.later = {platform}은(는) 리디렉션을 따라가기 전에 탭한 URL의 호스트 {host}(으)로 결정합니다: {reason}. {hop}단계({target})라면 {app}에서 열리겠지만, 탭한 뒤의 리디렉션은 브라우저에서 끝납니다
        # en: {reason}; no later hop opens an app either
        trace.verdict.no-later = {reason}. 이후 단계에서도 앱을 여는 곳이 없습니다
        # en: {host}'s file opens {app}, but the app's entitlements ({source}) do not list {host}: {reason}
        trace.verdict.entitlements-unlisted = {host}의 파일에 따르면 {app}에서 열리지만, 앱의 인타이틀먼트({source})에 {host}이(가) 없습니다: {reason}
        # en: {reason}; the app's entitlements ({source}) do not list {host} either
        trace.verdict.entitlements-unlisted-too = {reason}. 앱의 인타이틀먼트({source})에도 {host}이(가) 없습니다
        # en: add applinks:{host} to com.apple.developer.associated-domains in the app's entitlements, then build and install it again
        trace.fix.add-entitlement = 앱 인타이틀먼트의 com.apple.developer.associated-domains에 applinks:{host}을(를) 추가한 뒤 앱을 다시 빌드하고 설치하십시오
        # en: trace from where {host} resolves to its public address (or map it with --resolve {host}=ADDR:PORT; --allow-private for a host that is internal on purpose)
        trace.fix.trace-from = {host}이(가) 공개 주소로 확인되는 곳에서 추적하십시오(또는 --resolve {host}=ADDR:PORT로 매핑하십시오. 의도적으로 내부에 있는 호스트라면 --allow-private를 사용하십시오)
        # en: add a rule that opens {app} for {path} to {url}
        trace.fix.later-rule = {url}에 {path}에서 {app}을(를) 여는 규칙을 추가하십시오
        # en: serve {file} at {url} that lists {app} for {path}: the click-tracking domains of email services that support app links can serve one (a branded tracking domain with HTTPS)
        trace.fix.later-serve = {path}에 대해 {app}을(를) 나열하는 {file}을(를) {url}에서 제공하십시오. 앱 링크를 지원하는 이메일 서비스의 클릭 추적 도메인은 이 파일을 제공할 수 있습니다(HTTPS를 쓰는 자체 브랜드 추적 도메인)
        # en: link to {url} directly (the URL the redirects end on)
        trace.fix.link-directly = {url}(으)로 직접 링크하십시오(리디렉션이 끝나는 URL)
        # en: turn off click tracking for this link in the email or ad tool, so that the tapped URL is the final one
        trace.fix.no-click-tracking = 이메일 또는 광고 도구에서 이 링크의 클릭 추적을 끄십시오. 그러면 탭한 URL이 최종 URL이 됩니다
        # en: add a rule that opens {app} for {path} to {url} (ulinks match shows which rule decides)
        trace.fix.add-rule = {url}에 {path}에서 {app}을(를) 여는 규칙을 추가하십시오(어느 규칙이 결정하는지는 ulinks match로 확인할 수 있습니다)
        # en: serve {file} at {url} that lists {app} with a rule matching {path}
        trace.fix.serve = {path}과(와) 일치하는 규칙으로 {app}을(를) 나열하는 {file}을(를) {url}에서 제공하십시오
        # en: a tap on a page of the same domain: a link from example.com to example.com stays in the browser
        trace.rule-out.same-domain = 같은 도메인 페이지에서의 탭: example.com에서 example.com으로 가는 링크는 브라우저에 머뭅니다
        # en: a URL typed or pasted into the browser's address bar opens the website, never the app
        trace.rule-out.typed = 브라우저 주소창에 입력하거나 붙여 넣은 URL은 앱이 아니라 웹사이트를 엽니다
        # en: the user's earlier choice: after Open in Safari (or the domain in Safari's banner) the device keeps opening the browser; long-press the link and choose Open in the app
        trace.rule-out.earlier-choice = 사용자의 이전 선택: Safari에서 열기(또는 Safari 배너의 도메인)를 누른 뒤에는 기기가 계속 브라우저를 엽니다. 링크를 길게 눌러 앱에서 열기를 선택하십시오
        # en: in-app browsers (mail, social and chat apps) often open links themselves
        trace.rule-out.in-app-browser = 인앱 브라우저(메일, 소셜, 채팅 앱)는 링크를 직접 여는 경우가 많습니다
        # en: a failed fetch cached by the device: iOS re-checks about weekly (read swcutil show with ulinks device)
        trace.rule-out.cached = 기기에 캐시된 가져오기 실패: iOS는 대략 매주 다시 확인합니다(ulinks device로 swcutil show를 읽으십시오)
        # en: Android: verification state on the device (adb shell pm get-app-links PACKAGE, read with ulinks device) and Open supported links turned off in the app's settings
        trace.rule-out.android = Android: 기기의 인증 상태(adb shell pm get-app-links PACKAGE, ulinks device로 읽기)와 앱 설정에서 지원되는 링크 열기가 꺼져 있는지 여부
        # ulinks trace: usage errors
        # en: --timeout must be a positive number of seconds (at most 600)
        trace.error.timeout = --timeout은 양수 초여야 합니다(최대 600)
        # en: --max-hops must be 1 to 50
        trace.error.max-hops = --max-hops는 1에서 50 사이여야 합니다
        # en: --fingerprint needs --package
        trace.error.fingerprint-needs-package = --fingerprint에는 --package가 필요합니다
        # en: {file}: no Associated Domains entitlement ({key})
        trace.error.no-associated-domains = {file}: 연결된 도메인 인타이틀먼트({key})가 없습니다
        # ulinks android statements: the text report (StatementListRenderer)
        # en: {source}: {count} statement{relation}
        statements.render.count.one = {source}: 문 {count}개{relation}
        # en: {source}: {count} statements{relation}
        statements.render.count.other = {source}: 문 {count}개{relation}
        # en: \ with {relation}
        statements.render.relation = \ ({relation} 관계)
        # en: \ ({count} file fetched)
        statements.render.fetched.one = \ (파일 {count}개 가져옴)
        # en: \ ({count} files fetched)
        statements.render.fetched.other = \ (파일 {count}개 가져옴)
        # en: from {source} statement {index}
        statements.render.from = 출처: {source}의 문 {index}
        # en: statement {index} of {source}
        statements.render.granted-by = {source}의 문 {index}
        # en: linked: {target} has {relation} ({grantedBy})
        statements.render.linked = 연결됨: {target}에 {relation}이(가) 있습니다({grantedBy})
        # en: NOT linked: {target} lacks {relation}: {reason}
        statements.render.not-linked = 연결 안 됨: {target}에 {relation}이(가) 없습니다: {reason}
        # en: no statement grants it
        statements.render.no-grant = 이를 부여하는 문이 없습니다
        # en: errors:
        statements.render.errors = 오류:
        # en: statement {index}
        statements.render.statement = 문 {index}
        # en: fetched:
        statements.render.fetches = 가져온 파일:
        # en: {bytes} bytes
        statements.render.bytes = {bytes}바이트
        # why a list is not linked (StatementQuery) and its errors (the parser, the fetches, the includes)
        # en: the list has no valid statement
        statements.reason.empty = 목록에 유효한 문이 없습니다
        # en: statement {index} of {source} names the target for {relations}, not {relation}
        statements.reason.other-relation = {source}의 문 {index}은(는) 대상을 {relation}이(가) 아니라 {relations}에 대해 지정합니다
        # en: statement {index} of {source} names {package} with fingerprint {listed}, not {prints}
        statements.reason.fingerprint.one = {source}의 문 {index}은(는) {package}을(를) {prints}이(가) 아니라 지문 {listed}(으)로 지정합니다
        # en: statement {index} of {source} names {package} with fingerprints {listed}, not {prints}
        statements.reason.fingerprint.other = {source}의 문 {index}은(는) {package}을(를) {prints}이(가) 아니라 지문 {listed}(으)로 지정합니다
        # en: no statement names {package}
        statements.reason.no-package = {package}을(를) 지정하는 문이 없습니다
        # en: no statement names {package} (packages listed: {packages})
        statements.reason.no-package-listed = {package}을(를) 지정하는 문이 없습니다(나열된 패키지: {packages})
        # en: no statement names the target
        statements.reason.no-target = 대상을 지정하는 문이 없습니다
        # en: the list is {bytes} bytes, over the {limit}-byte limit
        statements.error.too-large-list = 목록이 {bytes}바이트로, 한도 {limit}바이트를 넘습니다
        # en: the list is not valid JSON
        statements.error.not-json = 목록이 올바른 JSON이 아닙니다
        # en: the list is not valid JSON: line {line}: {message}
        statements.error.not-json-line = 목록이 올바른 JSON이 아닙니다: {line}행: {message}
        # en: expected a single array of statements, found {type}
        statements.error.not-array = 문의 배열 하나여야 하지만 {type}입니다
        # en: empty statement list
        statements.error.empty = 문 목록이 비어 있습니다
        # en: statement dropped: {why}
        statements.error.dropped = 문을 건너뜀: {why}
        # en: include {url} is plain http; an https list cannot include it (not fetched)
        statements.error.insecure-include = include {url}은(는) 일반 http입니다. https 목록은 이를 포함할 수 없습니다(가져오지 않음)
        # en: include {url} is nested {depth} deep, over the limit of {limit} (an include loop?); not fetched
        statements.error.include-depth = include {url}은(는) {depth}단계 깊이로 중첩되어 한도 {limit}을(를) 넘습니다(include 루프일 수 있습니다). 가져오지 않았습니다
        # en: fetch budget exhausted: {fetched} files fetched; {count} more include not fetched (first: {first})
        statements.error.budget.one = 가져오기 한도 소진: 파일 {fetched}개를 가져왔습니다. include {count}개를 더 가져오지 않았습니다(첫 번째: {first})
        # en: fetch budget exhausted: {fetched} files fetched; {count} more includes not fetched (first: {first})
        statements.error.budget.other = 가져오기 한도 소진: 파일 {fetched}개를 가져왔습니다. include {count}개를 더 가져오지 않았습니다(첫 번째: {first})
        # en: TLS failed: {why}
        statements.error.tls = TLS 실패: {why}
        # en: {status} to {location}: statement lists are never fetched through redirects
        statements.error.redirect = {status}, {location}(으)로: 문 목록은 리디렉션을 거쳐 가져오지 않습니다
        # en: {status}: statement lists are never fetched through redirects
        statements.error.redirect-bare = {status}: 문 목록은 리디렉션을 거쳐 가져오지 않습니다
        # en: status {status} {reason}
        statements.error.status = 상태 {status} {reason}
        # en: status {status}
        statements.error.status-bare = 상태 {status}
        # en: larger than {limit} bytes (reading stopped at {read})
        statements.error.too-large = {limit}바이트보다 큽니다({read}바이트에서 읽기 중단)
        # en: Content-Type is {type}, not application/json
        statements.error.content-type = Content-Type이 application/json이 아니라 {type}입니다
        # en: Content-Type is missing, not application/json
        statements.error.content-type-missing = Content-Type이 없습니다. application/json이어야 합니다
        # en: {host} does not resolve
        statements.error.unresolved = {host}의 주소를 확인할 수 없습니다
        # en: refused: {host} resolves to the internal address {address} (a file cannot make the checker reach internal services; --allow-private or --resolve allow it)
        statements.error.refused = 거부됨: {host}은(는) 내부 주소 {address}(으)로 확인됩니다(파일이 검사기를 내부 서비스에 접근하게 할 수는 없습니다. --allow-private 또는 --resolve로 허용할 수 있습니다)
        # ulinks android statements: usage errors
        # en: --timeout must be a positive number of seconds
        statements.error.timeout = --timeout은 양수 초여야 합니다
        # en: --max-fetches must be at least 1, --max-depth at least 0
        statements.error.limits = --max-fetches는 1 이상, --max-depth는 0 이상이어야 합니다
        # en: --relation: '{relation}' is not kind/detail such as delegate_permission/common.handle_all_urls
        statements.error.relation = --relation: '{relation}'은(는) delegate_permission/common.handle_all_urls 같은 kind/detail 형식이 아닙니다
        # en: give --package and --fingerprint together
        statements.error.together = --package와 --fingerprint를 함께 지정하십시오
        # en: give --package or --site, not both
        statements.error.package-or-site = --package와 --site 중 하나만 지정하십시오
        # en: --site: '{site}' {reason}
        statements.error.site = --site: '{site}' {reason}
        # en: '{source}' is not a domain ({reason}): give a domain, https://HOST[:PORT] or a file
        statements.error.not-domain = '{source}'은(는) 도메인이 아닙니다({reason}). 도메인, https://HOST[:PORT] 또는 파일을 지정하십시오
        # en: '{source}': write a site with a port as https://{source}
        statements.error.port = '{source}': 포트가 있는 사이트는 https://{source}로 쓰십시오
        # en: Invalid site: {reason}
        statements.error.invalid-site = 잘못된 사이트: {reason}
        # en: Invalid site: '{source}' is http; statement lists are fetched over HTTPS only (write https://{host})
        statements.error.http-site = 잘못된 사이트: '{source}'은(는) http입니다. 문 목록은 HTTPS로만 가져옵니다(https://{host}로 쓰십시오)
        # en: Invalid site: '{source}' {reason}; give https://HOST[:PORT] only
        statements.error.site-extra = 잘못된 사이트: '{source}' {reason}. https://HOST[:PORT]만 지정하십시오
        # shared by trace and android statements
        # en: --package: '{package}' is not a Java package name
        trace.error.package = --package: '{package}'은(는) Java 패키지 이름이 아닙니다
        # en: --fingerprint: '{fingerprint}' is not a SHA-256 fingerprint (64 hex digits, colons optional)
        trace.error.fingerprint = --fingerprint: '{fingerprint}'은(는) SHA-256 지문이 아닙니다(16진수 64자리, 콜론은 선택)
        # the console's Trace tab (ConsoleAssets+ScriptTrace) and POST /api/v1/trace's errors
        # en: browser
        console.trace.browser = 브라우저
        # en: (meta refresh)
        console.trace.meta-refresh = (meta refresh)
        # en: not fetched: {error}
        console.trace.not-fetched = 가져오지 못함: {error}
        # en: stopped: {reason}
        console.trace.stopped = 중단됨: {reason}
        # en: entitlements ({source}): {reason}
        console.trace.entitlements = 인타이틀먼트({source}): {reason}
        # en: not a Java package name: {package}
        trace.api.bad-package = Java 패키지 이름이 아닙니다: {package}
        # en: fingerprints are SHA-256 fingerprints (64 hex digits, colons optional)
        trace.api.bad-fingerprint = 지문은 SHA-256 지문이어야 합니다(16진수 64자리, 콜론은 선택)
        # en: {host} resolves to {address}, a loopback, private or link-local address: the console only traces public hosts (start the server with --console-allow-private-check to allow it)
        trace.api.private = {host}은(는) 루프백, 사설 또는 링크 로컬 주소인 {address}(으)로 확인됩니다. 콘솔은 공개 호스트만 추적합니다(허용하려면 서버를 --console-allow-private-check로 시작하십시오)
        # en: URLs are at most {max} bytes
        trace.api.url-too-long = URL은 최대 {max}바이트입니다
        # en: at most 20 apps and 20 fingerprints
        trace.api.too-many = 앱은 최대 20개, 지문은 최대 20개입니다
        # en: maxHops is 1 to 20
        trace.api.bad-max-hops = maxHops는 1에서 20 사이여야 합니다
        # issue 34: stale CDN copies, excludes, what was not checked, link wrappers, where it is tapped, device
        # en: wrapped by {vendor}: inner URL {inner}
        trace.render.wrapper = {vendor}(으)로 감싸짐: 내부 URL {inner}
        # en: where it is tapped (iOS; only what public documentation says):
        trace.render.where-tapped = 탭하는 곳(iOS, 공개 문서에 있는 내용만):
        # en: {platform}: not checked (the tapped URL's host could not be checked; exit status 2)
        trace.render.verdict.unchecked = {platform}: 확인하지 못함(탭한 URL의 호스트를 확인할 수 없음, 종료 상태 2)
        # en: Safari
        trace.tap.place.safari = Safari
        # en: Messages
        trace.tap.place.messages = 메시지
        # en: Mail
        trace.tap.place.mail = Mail
        # en: Gmail
        trace.tap.place.gmail = Gmail
        # en: Slack
        trace.tap.place.slack = Slack
        # en: Instagram (in-app browser)
        trace.tap.place.instagram = Instagram(인앱 브라우저)
        # en: Facebook (in-app browser)
        trace.tap.place.facebook = Facebook(인앱 브라우저)
        # en: LinkedIn (in-app browser)
        trace.tap.place.linkedin = LinkedIn(인앱 브라우저)
        # en: TikTok (in-app browser)
        trace.tap.place.tiktok = TikTok(인앱 브라우저)
        # en: X (in-app browser)
        trace.tap.place.x = X(인앱 브라우저)
        # en: WhatsApp
        trace.tap.place.whatsapp = WhatsApp
        # en: opens the app
        trace.tap.fares.opens = 앱이 열림
        # en: browser
        trace.tap.fares.browser = 브라우저
        # en: unknown
        trace.tap.fares.unknown = 알 수 없음
        # en: not checked: the tapped URL's host could not be checked
        trace.tap.not-checked = 확인하지 못함: 탭한 URL의 호스트를 확인할 수 없음
        # en: iOS does not open the app for the tapped URL (the verdict above), so no place opens it
        trace.tap.browser = iOS가 탭한 URL에 대해 앱을 열지 않으므로(위 판정 참고) 어디서 탭해도 앱이 열리지 않습니다
        # en: opens the app from a page of another domain; a link to the domain of the page Safari shows stays in Safari
        trace.tap.safari = 다른 도메인의 페이지에서 탭하면 앱이 열립니다. Safari가 보여 주는 페이지와 같은 도메인으로 가는 링크는 Safari에 남습니다
        # en: links in Mail and Messages call openURL, which opens universal links in the app
        trace.tap.open-url = Mail과 메시지의 링크는 openURL을 호출하며, 이는 유니버설 링크를 앱에서 엽니다
        # en: no public documentation found says whether this app hands the link to iOS or opens it in its own browser; try it on a device
        trace.tap.unknown = 이 앱이 링크를 iOS에 넘기는지 자체 브라우저에서 여는지 밝힌 공개 문서를 찾지 못했습니다. 기기에서 직접 확인하십시오
        # en: Apple's CDN copy of {host}'s file
        trace.decision.file.cdn = Apple CDN에 있는 {host} 파일의 사본
        # en: the origin file https://{host}/.well-known/apple-app-site-association
        trace.decision.file.origin = 원본 파일 https://{host}/.well-known/apple-app-site-association
        # en: {copy}, but {origin}: the origin is right, and Apple's CDN copy, which devices read, is out of date: {age}
        trace.cdn.stale = {copy}. 하지만 {origin}: 원본이 맞고, 기기가 읽는 Apple CDN 사본이 오래되었습니다: {age}
        # en: the CDN fetched it {age} ago (Age header)
        trace.cdn.age = CDN이 {age} 전에 가져왔습니다(Age 헤더)
        # en: unknown
        trace.cdn.age-unknown = 알 수 없음
        # en: hop {hop} ({host}) not checked: {reason}
        trace.unchecked.hop = {hop}단계({host})는 확인하지 못함: {reason}
        # en: the hops after hop {hop} not checked: {stopped}
        trace.unchecked.after = {hop}단계 이후 단계는 확인하지 못함: {stopped}
        # en: {reason}; no checked later hop opens an app, but not every hop was checked: {unchecked}
        trace.verdict.no-later-unchecked = {reason}. 확인한 이후 단계 중 앱을 여는 곳은 없지만, 모든 단계를 확인하지는 못했습니다: {unchecked}
        # en: in {url}, narrow or remove the exclude at {place}, which matches {path}: the first rule that matches decides, so a rule added after it never opens {app}
        trace.fix.narrow-exclude = {url}에서 {path}와 일치하는 {place}의 exclude를 좁히거나 제거하십시오. 처음 일치하는 규칙이 결정하므로 그 뒤에 추가한 규칙은 {app}을(를) 열지 못합니다
        # en: or put a rule that opens {app} for {path} before the exclude at {place} (earlier in the same list); ulinks match shows which rule decides
        trace.fix.rule-before-exclude = 또는 {path}에서 {app}을(를) 여는 규칙을 {place}의 exclude 앞(같은 목록의 더 앞)에 두십시오. 어느 규칙이 결정하는지는 ulinks match로 확인할 수 있습니다
        # en: Apple's CDN reports {failure}: if it still does after its next fetch, fix what it names (the CDN fetches from Apple's servers, not from where this trace ran)
        trace.fix.cdn-failure = Apple CDN이 {failure}을(를) 보고합니다. 다음 가져오기 후에도 그렇다면 지적한 문제를 고치십시오(CDN은 이 추적을 실행한 곳이 아니라 Apple 서버에서 가져옵니다)
        # en: nothing to change on {host}: wait for Apple's CDN to fetch the file again (its copy is {age} old; Cache-Control keeps it {maxAge}; there is no purge); devices pick it up at their next check (about weekly) or when the app is installed again
        trace.fix.cdn-wait = {host}에서 바꿀 것은 없습니다. Apple CDN이 파일을 다시 가져올 때까지 기다리십시오(사본은 {age} 전 것이며 Cache-Control로 {maxAge} 동안 유지되고, 삭제 요청은 없습니다). 기기는 다음 확인(약 매주) 때나 앱을 다시 설치할 때 받습니다
        # en: to test a development build now: add applinks:{host}?mode=developer to the app's entitlements and turn on Settings > Developer > Associated Domains Development; the device then fetches the origin file directly, not Apple's CDN copy
        trace.fix.developer-mode = 개발 빌드를 지금 테스트하려면: 앱의 entitlements에 applinks:{host}?mode=developer를 추가하고 설정 > 개발자 > Associated Domains Development를 켜십시오. 그러면 기기는 Apple CDN 사본이 아니라 원본 파일을 직접 가져옵니다
        # en: {vendor} wrapped the link: {platform} decides on the wrapper's host, which no app of yours can claim, so the tap lands in the browser ({reason}). {inner}
        trace.verdict.wrapped = {vendor}이(가) 링크를 감쌌습니다. {platform}은(는) 감싼 쪽의 호스트로 결정하는데, 그 호스트는 여러분의 앱이 차지할 수 없으므로 탭하면 브라우저로 갑니다({reason}). {inner}
        # en: The inner URL {url}, traced on its own, opens {app}
        trace.wrapper.inner-opens = 내부 URL {url}을(를) 따로 추적하면 {app}이(가) 열립니다
        # en: The inner URL {url}, traced on its own, would not open an app either: {reason}
        trace.wrapper.inner-browser = 내부 URL {url}을(를) 따로 추적해도 앱이 열리지 않습니다: {reason}
        # en: The inner URL is {url}
        trace.wrapper.inner-not-traced = 내부 URL은 {url}입니다
        # en: The wrapper hides the URL behind a token; it names the domain {domain}
        trace.wrapper.opaque-domain = 감싼 쪽이 URL을 토큰 뒤에 숨깁니다. 도메인은 {domain}(으)로 나와 있습니다
        # en: The wrapper hides the URL behind a token (the hops above follow its redirects)
        trace.wrapper.opaque = 감싼 쪽이 URL을 토큰 뒤에 숨깁니다(위 단계는 그 리디렉션을 따라간 것입니다)
        # en: your domain
        trace.wrapper.your-domain = 여러분의 도메인
        # en: ask the recipients' Microsoft 365 admin to add {host}/* to the Safe Links policy's "Do not rewrite the following URLs in email" list (Set-SafeLinksPolicy -DoNotRewriteUrls; {docs}): links in it reach the mailbox unwrapped
        trace.fix.safe-links = 수신자의 Microsoft 365 관리자에게 {host}/*를 안전한 링크 정책의 "Do not rewrite the following URLs in email" 목록에 추가해 달라고 요청하십시오(Set-SafeLinksPolicy -DoNotRewriteUrls, {docs}). 이 목록의 링크는 감싸지지 않고 받은 편지함에 도착합니다
        # en: only the recipients' mail administrator can leave links to {host} unwrapped (an exception in {vendor}'s URL rewriting policy); nothing served on your side changes this tap
        trace.fix.gateway-exception = {host}(으)로 가는 링크를 감싸지 않게 할 수 있는 것은 수신자의 메일 관리자뿐입니다({vendor}의 URL 재작성 정책 예외). 여러분 쪽에서 제공하는 어떤 것도 이 탭을 바꾸지 못합니다
        # en: nothing you serve changes this tap: {vendor} belongs to the site the link was shared on; share the link where it is not wrapped, or let the page it lands on offer the app (a Smart App Banner)
        trace.fix.redirector = 여러분이 제공하는 어떤 것도 이 탭을 바꾸지 못합니다. {vendor}은(는) 링크를 공유한 사이트의 것입니다. 감싸지지 않는 곳에서 링크를 공유하거나, 도착 페이지에서 앱을 권하십시오(Smart App Banner)
        # en: the service's documentation of universal links through its click tracking: {url}
        trace.fix.esp-docs = 클릭 추적과 유니버설 링크에 관한 서비스 문서: {url}
        # en: no documentation of {vendor} on universal links was found: ask the vendor whether a branded click-tracking domain can serve the files
        trace.fix.esp-docs-unknown = {vendor}의 유니버설 링크 문서를 찾지 못했습니다. 브랜드 클릭 추적 도메인이 파일을 제공할 수 있는지 업체에 문의하십시오
        # en: set up a branded HTTPS click-tracking domain with {vendor} and serve on it an apple-app-site-association (and an assetlinks.json) that lists your app: {docs}
        trace.fix.esp-branded = {vendor}에서 브랜드 HTTPS 클릭 추적 도메인을 설정하고, 거기에 앱을 나열한 apple-app-site-association(과 assetlinks.json)을 제공하십시오: {docs}
        # en: link to {url} directly where you control the link (the URL inside the wrapper)
        trace.fix.link-directly-wrapped = 링크를 직접 정할 수 있는 곳에서는 {url}(으)로 바로 연결하십시오(감싼 쪽 안의 URL)
        # en: wrapped by {vendor}: {inner}
        console.trace.wrapper = {vendor}(으)로 감싸짐: {inner}
        # en: Where it is tapped (iOS; only what public documentation says)
        console.trace.where-tapped = 탭하는 곳(iOS, 공개 문서에 있는 내용만)
        # en: Where
        console.trace.col.place = 위치
        # en: The tap
        console.trace.col.fares = 탭 결과
        # en: Source
        console.trace.col.source = 출처
        # en: not checked
        console.trace.unchecked = 확인하지 못함
        # en: {platform} not checked
        console.trace.platform-unchecked = {platform} 확인하지 못함
        # en: the user selected this domain for the app, but with Open supported links off Android opens none of the app's links, selected or verified (DomainVerificationUserState: the toggle affects all links)
        device.android.user-selected-off = 사용자가 이 도메인을 앱에 선택했지만, 지원되는 링크 열기가 꺼져 있으면 Android는 선택했든 인증되었든 앱의 어떤 링크도 열지 않습니다(DomainVerificationUserState: 이 토글은 모든 링크에 적용됩니다)
        # en: check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} {fingerprints})
        device.android.check-file-signed = https://{domain}/.well-known/assetlinks.json을 확인하십시오(ulinks check {domain} --android --package {package} {fingerprints})
        # en: serve a file on {host} that lists {app} (ulinks check {host} --app {app} shows it: in developer mode the device fetches from {host} directly, not from Apple's CDN)
        device.ios.next.serve-developer = {host}에 {app}을(를) 나열한 파일을 제공하십시오(ulinks check {host} --app {app}으로 확인: 개발자 모드에서 기기는 Apple CDN이 아니라 {host}에서 직접 가져옵니다)
        # en: not checked
        trace.render.not-checked = 확인하지 못함
        # en: check that {host} answers HTTPS from where you trace (ulinks check {host} shows each step), then trace again
        trace.fix.retry = 추적하는 곳에서 {host}이(가) HTTPS로 응답하는지 확인한 다음(ulinks check {host}로 각 단계를 볼 수 있습니다) 다시 추적하십시오
        # en: recognised: {vendor}; the target is behind a token (domain {domain})
        trace.render.opaque-domain = 인식됨: {vendor}. 대상이 토큰 뒤에 있습니다(도메인 {domain})
        # en: recognised: {vendor}; the target is behind a token (the hops above follow it)
        trace.render.opaque-link = 인식됨: {vendor}. 대상이 토큰 뒤에 있습니다(위 단계가 따라갔습니다)
        # en: where it is tapped (iOS): {fares} wherever it is tapped: {note}
        trace.render.where-tapped-same = 탭하는 곳(iOS): 어디서 탭해도 {fares}: {note}
        # en: {fares} wherever it is tapped: {note}
        console.trace.where-tapped-same = 어디서 탭해도 {fares}: {note}
        # en: Apple's CDN could not be reached from here, which says nothing about {host}: trace again with --cdn later (or without --cdn to decide on the origin file)
        trace.fix.retry-cdn = 여기에서 Apple CDN에 연결할 수 없었으며, 이는 {host}와 무관합니다. 나중에 --cdn으로 다시 추적하십시오(또는 --cdn 없이 원본 파일로 판단하십시오)
        """#
}
