// Translations of LocalizationTable+WatchEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let watchKo = #"""
        # en: unknown
        watch.state.unknown = 알 수 없음
        # en: ok
        watch.state.ok = 정상
        # en: warning
        watch.state.warning = 경고
        # en: failing
        watch.state.failing = 실패
        # en: unreachable
        watch.reason.unreachable = 연결할 수 없음
        # en: Apple's CDN could not be reached
        watch.reason.cdn-unreachable = Apple의 CDN에 연결할 수 없습니다
        # en: {domain} resolves to {address}, a loopback, private or link-local address: not fetched (--allow-private fetches it)
        watch.reason.private-address = {domain}은(는) 루프백, 사설 또는 링크 로컬 주소인 {address}(으)로 조회되어 가져오지 않았습니다(--allow-private를 주면 가져옵니다)
        # en: the certificate {seen}
        watch.reason.tls-expiring = 인증서: {seen}
        # en: not a valid association file: {seen}
        watch.reason.not-json = 유효한 연결 파일이 아닙니다: {seen}
        # en: Apple's CDN reached the file through {count} redirect: {chain}
        watch.reason.cdn-redirect.one = Apple의 CDN이 리디렉션 {count}번을 거쳐 파일에 도달했습니다: {chain}
        # en: Apple's CDN reached the file through {count} redirects: {chain}
        watch.reason.cdn-redirect.other = Apple의 CDN이 리디렉션 {count}번을 거쳐 파일에 도달했습니다: {chain}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences}
        watch.reason.cdn-stale = Apple의 CDN 사본이 {duration} 동안 원본과 다릅니다({since}부터): {differences}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences} (and {more} more)
        watch.reason.cdn-stale.more = Apple의 CDN 사본이 {duration} 동안 원본과 다릅니다({since}부터): {differences}(외 {more}개)
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences}
        watch.reason.cdn-stale.fetched = Apple의 CDN 사본이 {duration} 동안 원본과 다릅니다({since}부터, CDN은 {age} 전에 사본을 가져왔습니다): {differences}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences} (and {more} more)
        watch.reason.cdn-stale.fetched-more = Apple의 CDN 사본이 {duration} 동안 원본과 다릅니다({since}부터, CDN은 {age} 전에 사본을 가져왔습니다): {differences}(외 {more}개)
        # en: Apple's CDN holds a failure ({status}){details}
        watch.reason.cdn-failure = Apple의 CDN이 실패를 보관하고 있습니다({status}){details}
        # en: Apple's CDN holds a failure (no status){details}
        watch.reason.cdn-failure.no-status = Apple의 CDN이 실패를 보관하고 있습니다(상태 코드 없음){details}
        # en: {url} should open in the browser, but {opens}
        watch.reason.expectation.browser = {url}은(는) 브라우저에서 열려야 하지만 {opens}
        # en: {url} should open {app}, but {app} excludes it: {opens}
        watch.reason.expectation.excluded = {url}은(는) {app}을(를) 열어야 하지만 {app}이(가) 이 URL을 제외합니다: {opens}
        # en: {url} should open {app}, but no rule of {app} matches: {opens}
        watch.reason.expectation.no-match = {url}은(는) {app}을(를) 열어야 하지만 {app}의 어떤 규칙도 일치하지 않습니다: {opens}
        # en: {url} should open {app}, but the file no longer lists {app}: {opens}
        watch.reason.expectation.not-listed = {url}은(는) {app}을(를) 열어야 하지만 파일에 더 이상 {app}이(가) 없습니다: {opens}
        # en: {url} (Android)
        watch.value.android = {url}(Android)
        # en: opens {app}
        watch.value.opens-app = {app}을(를) 엽니다
        # en: opens in the browser
        watch.value.opens-browser = 브라우저에서 열립니다
        # en: {count} days
        watch.value.days = {count}일
        # en: The host name does not resolve or no TCP connection opens.
        watch.reason-summary.unreachable = 호스트 이름의 DNS 조회에 실패하거나 TCP 연결이 열리지 않습니다.
        # en: The domain resolves to a loopback, private or link-local address, no --resolve maps it and --allow-private was not given; it is not fetched.
        watch.reason-summary.private-address = 도메인이 루프백, 사설 또는 링크 로컬 주소로 조회되고, 이를 매핑하는 --resolve가 없으며 --allow-private가 주어지지 않았습니다. 가져오지 않습니다.
        # en: No complete answer within --timeout: a server that hangs, answers byte by byte or never finishes.
        watch.reason-summary.timeout = --timeout 안에 완전한 응답이 없습니다. 멈춘 서버, 한 바이트씩 응답하는 서버, 끝내지 않는 서버입니다.
        # en: The certificate is untrusted, expired, for another host or sent without its chain, or the handshake fails.
        watch.reason-summary.tls-invalid = 인증서를 신뢰할 수 없거나, 만료되었거나, 다른 호스트용이거나, 체인 없이 전송되었거나, 핸드셰이크가 실패합니다.
        # en: The certificate expires within 14 days.
        watch.reason-summary.tls-expiring = 인증서가 14일 안에 만료됩니다.
        # en: The well-known URL redirects; Apple's fetchers never follow it.
        watch.reason-summary.redirect = well-known URL이 리디렉션됩니다. Apple의 다운로드 서버는 리디렉션을 따르지 않습니다.
        # en: The well-known URL answers a status other than 200 (404, 403, 500, ...).
        watch.reason-summary.http-status = well-known URL이 200이 아닌 상태(404, 403, 500 등)로 응답합니다.
        # en: The file is larger than 131,072 bytes (the download stops there).
        watch.reason-summary.too-large = 파일이 131,072바이트보다 큽니다(다운로드가 그 지점에서 멈춥니다).
        # en: The body has a Content-Encoding that was not asked for.
        watch.reason-summary.content-encoding = 요청하지 않은 Content-Encoding이 본문에 적용되어 있습니다.
        # en: The Content-Type is not application/json (current iOS tolerates it; the SPA-index case also gives not-json).
        watch.reason-summary.content-type = Content-Type이 application/json이 아닙니다(현재 iOS는 허용합니다. SPA index 경우에는 not-json도 함께 발생합니다).
        # en: The body is not a valid association file: HTML, a syntax error, no applinks.
        watch.reason-summary.not-json = 본문이 유효한 연결 파일이 아닙니다: HTML, 구문 오류, applinks 없음.
        # en: With --app: the app is not listed for applinks.
        watch.reason-summary.app-missing = --app 사용 시: 앱이 applinks에 나열되어 있지 않습니다.
        # en: An --expect or --expect-android decision no longer holds (the URL opens another app, the browser, or no longer the browser).
        watch.reason-summary.expectation = --expect 또는 --expect-android의 결정이 더 이상 유지되지 않습니다(URL이 다른 앱이나 브라우저를 열거나, 더 이상 브라우저를 열지 않습니다).
        # en: Apple's CDN holds a failure (Apple-Failure-Reason, a status other than 200, or a copy that is not a valid file).
        watch.reason-summary.cdn-failure = Apple의 CDN이 실패를 보관하고 있습니다(Apple-Failure-Reason, 200이 아닌 상태, 또는 유효한 파일이 아닌 사본).
        # en: Apple's CDN reached the file through a redirect (an Apple-From chain of more than one URL).
        watch.reason-summary.cdn-redirect = Apple의 CDN이 리디렉션을 거쳐 파일에 도달했습니다(URL이 둘 이상인 Apple-From 체인).
        # en: Apple's CDN copy has differed from the origin file for longer than --cdn-grace.
        watch.reason-summary.cdn-stale = Apple의 CDN 사본이 --cdn-grace보다 오래 원본 파일과 다릅니다.
        # en: Apple's CDN could not be fetched (says nothing about the domain).
        watch.reason-summary.cdn-unreachable = Apple의 CDN에서 가져올 수 없습니다(도메인에 대해서는 아무것도 알려 주지 않습니다).
        # en: With --android: assetlinks.json cannot be fetched or holds no valid statement.
        watch.reason-summary.assetlinks = --android 사용 시: assetlinks.json을 가져올 수 없거나 유효한 문이 없습니다.
        # en: With --android --package --fingerprint: the app is not linked by assetlinks.json.
        watch.reason-summary.android-app-missing = --android --package --fingerprint 사용 시: assetlinks.json이 앱을 연결하지 않습니다.
        # en: round {number}: {domains} in {seconds} s, {started} to {finished} ({states}; {transitions})
        watch.round = {number}번째 라운드: {domains}, {seconds}초, {started}부터 {finished}까지({states}; {transitions})
        # en: ok {ok}, warning {warning}, failing {failing}
        watch.round.states = 정상 {ok}, 경고 {warning}, 실패 {failing}
        # en: {count} domain
        watch.round.domains.one = 도메인 {count}개
        # en: {count} domains
        watch.round.domains.other = 도메인 {count}개
        # en: {count} transition
        watch.round.transitions.one = 상태 전환 {count}개
        # en: {count} transitions
        watch.round.transitions.other = 상태 전환 {count}개
        # en: {domain}: {state} since {since}, last checked {checked}
        watch.history.state = {domain}: {since}부터 {state}, 마지막 확인 {checked}
        # en: {count} transition (oldest first):
        watch.history.count.one = 상태 전환 {count}개(오래된 순):
        # en: {count} transitions (oldest first):
        watch.history.count.other = 상태 전환 {count}개(오래된 순):
        # en: {count} change of cause
        watch.round.causes.one = 원인 변경 {count}개
        # en: {count} changes of cause
        watch.round.causes.other = 원인 변경 {count}개
        # en: {count} first state recorded, not alerted (not failing; --alert-first alerts it)
        watch.round.first-states.one = 첫 상태 {count}개 기록, 알림 없음(실패 아님; --alert-first는 알림)
        # en: {count} first states recorded, not alerted (not failing; --alert-first alerts them)
        watch.round.first-states.other = 첫 상태 {count}개 기록, 알림 없음(실패 아님; --alert-first는 알림)
        # en: the schedule runs {seconds} s late
        watch.round.late = 일정이 {seconds}초 늦게 진행됨
        # en: {at} {domain}: still {state}, for other reasons (was: {previous})
        watch.event.reasons = {at} {domain}: 여전히 {state}, 다른 이유로(이전: {previous})
        # en: {domain} is still *{state}*, for other reasons (was: {previous})
        watch.webhook.payload.reasons = {domain}은(는) 여전히 *{state}*, 다른 이유로(이전: {previous})
        # en: --state {path}: no such file
        watch.error.no-state-file = --state {path}: 해당 파일이 없습니다
        # en: {path}: no history of {domain}
        watch.error.no-history = {path}: {domain}의 기록이 없습니다
        # en: --history needs --state FILE
        watch.error.history-needs-state = --history에는 --state FILE이 필요합니다
        # en: give at least one domain, or --domains FILE
        watch.error.no-domain = 도메인을 하나 이상 지정하거나 --domains FILE을 지정하십시오
        # en: --interval must be at least 0.1 seconds
        watch.error.interval = --interval은 0.1초 이상이어야 합니다
        # en: --cdn-grace must be a number of seconds
        watch.error.cdn-grace = --cdn-grace는 초 단위의 숫자여야 합니다
        # en: --webhook-backoff and --webhook-timeout must be positive numbers of seconds
        watch.error.webhook-timing = --webhook-backoff와 --webhook-timeout은 초 단위의 양수여야 합니다
        # en: --webhook: '{url}' is not an http or https URL
        watch.error.webhook-url = --webhook: '{url}'은(는) http 또는 https URL이 아닙니다
        # en: --webhook: '{url}' is not a valid URL: {reason}
        watch.error.webhook-url-reason = --webhook: '{url}'은(는) 올바른 URL이 아닙니다: {reason}
        # en: --expect: invalid expectation '{text}': {reason}
        watch.error.expect = --expect: 잘못된 기대값 '{text}': {reason}
        # en: no domains to watch
        watch.error.no-domains = 감시할 도메인이 없습니다
        # en: --expect {expectation}: {domain} is not a watched domain
        watch.error.stray-expect = --expect {expectation}: {domain}은(는) 감시 중인 도메인이 아닙니다
        # en: {option}: {host} resolves to {address}, a loopback, private or link-local address (--allow-private allows it)
        watch.error.private = {option}: {host}은(는) 루프백, 사설 또는 링크 로컬 주소인 {address}(으)로 조회됩니다(--allow-private로 허용할 수 있습니다)
        # en: expected URL=APPID|browser
        watch.expectation.format-ios = URL=APPID|browser 형식이어야 합니다
        # en: expected URL=PACKAGE|browser
        watch.expectation.format-android = URL=PACKAGE|browser 형식이어야 합니다
        # en: '{url}' is not an https URL
        watch.expectation.not-https = '{url}'은(는) https URL이 아닙니다
        # en: nothing after '='
        watch.expectation.empty = '=' 뒤에 아무것도 없습니다
        # en: '{value}' is not an app (PREFIX.bundle.id) or browser
        watch.expectation.not-app = '{value}'은(는) 앱(PREFIX.bundle.id)도 browser도 아닙니다
        # en: '{value}' is not an app (a package name) or browser
        watch.expectation.not-package = '{value}'은(는) 앱(패키지 이름)도 browser도 아닙니다
        # en: '{value}' is not an App ID (PREFIX.bundle.id) or browser
        watch.expectation.not-app-id = '{value}'은(는) 앱 ID(PREFIX.bundle.id)도 browser도 아닙니다
        # en: webhook {url}: {why}; the transition of {domain} is dropped
        watch.webhook.dropped = webhook {url}: {why}; {domain}의 상태 전환을 버립니다
        # en: webhook {url}: {why}; gave up after {count} attempts (the transition of {domain})
        watch.webhook.gave-up = webhook {url}: {why}; {count}번 시도한 뒤 포기했습니다({domain}의 상태 전환)
        # en: webhook {url}: {why}; retrying in {delay}
        watch.webhook.retrying = webhook {url}: {why}; {delay} 후 다시 시도합니다
        # en: webhook {url}: queue full ({limit}); dropped the transition of {domain}
        watch.webhook.queue-full = webhook {url}: 대기열이 가득 찼습니다({limit}). {domain}의 상태 전환을 버렸습니다
        # en: answered {code}
        watch.webhook.answered = {code}(으)로 응답했습니다
        # en: {host} does not resolve
        watch.webhook.unresolved = {host}의 DNS 조회에 실패했습니다
        # en: {host} resolves to {address}, not a public address (--allow-private allows it)
        watch.webhook.refused = {host}은(는) 공인 주소가 아닌 {address}(으)로 조회됩니다(--allow-private로 허용할 수 있습니다)
        # en: no answer within {duration}
        watch.webhook.no-answer = {duration} 안에 응답이 없습니다
        # en: the watch is off: start ulinks serve with --watch
        watch.api.off = 감시가 꺼져 있습니다: ulinks serve를 --watch와 함께 시작하십시오
        # en: the watch is off: start ulinks serve with --watch (and an SQLite or PostgreSQL store)
        watch.api.off-store = 감시가 꺼져 있습니다: ulinks serve를 --watch와 SQLite 또는 PostgreSQL 저장소로 시작하십시오
        # en: {domain} is neither hosted nor registered for the watch
        watch.api.not-watched = {domain}은(는) 이 서버에서 호스팅되지도, 감시에 등록되지도 않았습니다
        # en: {what} changed from {old} to {new}
        watch.change.value = {what}이(가) {old}에서 {new}(으)로 바뀌었습니다
        # en: none
        watch.change.none = 없음
        # en: {id} appeared: {message}
        watch.change.appeared = {id}이(가) 나타났습니다: {message}
        # en: {id} cleared
        watch.change.cleared = {id}이(가) 해소되었습니다
        # en: {check}: {old} → {new}: {seen}
        watch.change.check = {check}: {old} → {new}: {seen}
        # en: size
        watch.change.size = 크기
        # en: apps
        watch.change.apps = 앱
        # en: certificate end
        watch.change.certificate-end = 인증서 만료일
        # en: CDN status
        watch.change.cdn-status = CDN 상태
        # en: {count} bytes
        watch.change.bytes = {count}바이트
        # en: {check} {url}: {old} → {new}: {seen}
        watch.change.check-url = {check} {url}: {old} → {new}: {seen}
        # en: {id} now: {message}
        watch.change.reason-now = {id}이(가) 바뀌었습니다: {message}
        # en: unknown
        console.watch.state.unknown = 알 수 없음
        # en: ok
        console.watch.state.ok = 정상
        # en: warning
        console.watch.state.warning = 경고
        # en: failing
        console.watch.state.failing = 실패
        # en: {domain}: states over the last 30 days
        console.watch.timeline-label = {domain}: 최근 30일 동안의 상태
        # en: {state}: {from} to {to}
        console.watch.stretch = {state}: {from}부터 {to}까지
        # en: 30 days ago
        console.watch.days-ago = 30일 전
        # en: now
        console.watch.now = 현재
        # en: {name}: {platform} ({tool}): {count} entry ({opening} opening links in the app)
        device.header.one = {name}: {platform}({tool}): 항목 {count}개(앱에서 링크를 여는 항목 {opening}개)
        # en: {name}: {platform} ({tool}): {count} entries ({opening} opening links in the app)
        device.header.other = {name}: {platform}({tool}): 항목 {count}개(앱에서 링크를 여는 항목 {opening}개)
        # en: means: {explanation}
        device.means = 의미: {explanation}
        # en: next:  {next}
        device.next = 다음:  {next}
        # en: last checked {date}
        device.last-checked = 마지막 확인 {date}
        # en: next check {date}
        device.next-check = 다음 확인 {date}
        # en: user approval {value}
        device.user-approval = 사용자 승인 {value}
        # en: flags {flags}
        device.flags = 플래그 {flags}
        # en: {count} more entries not shown (over {limit})
        device.omitted = 표시하지 않은 항목 {count}개 더 있음({limit}개 초과)
        # en: {count} line not understood:
        device.unknown.one = 이해하지 못한 줄 {count}개:
        # en: {count} lines not understood:
        device.unknown.other = 이해하지 못한 줄 {count}개:
        # en: ... and {count} more
        device.unknown.more = ... 외 {count}개
        # en: an entry without App ID or Domain
        device.unknown.no-app = App ID나 Domain이 없는 항목
        # en: {name}: no entry found in this {tool} output ({count} line not understood)
        device.no-entry.one = {name}: 이 {tool} 출력에서 항목을 찾지 못했습니다(이해하지 못한 줄 {count}개)
        # en: {name}: no entry found in this {tool} output ({count} lines not understood)
        device.no-entry.other = {name}: 이 {tool} 출력에서 항목을 찾지 못했습니다(이해하지 못한 줄 {count}개)
        # en: not text: a NUL byte at offset {offset} (binary data); give the text that swcutil show or adb shell pm get-app-links prints
        device.error.binary = 텍스트가 아닙니다: 오프셋 {offset}에 NUL 바이트가 있습니다(바이너리 데이터). swcutil show 또는 adb shell pm get-app-links가 출력한 텍스트를 주십시오
        # en: not the output of swcutil show (iOS, macOS) or adb shell pm get-app-links / dumpsys package d (Android 12+): no line says Service: or Domain verification state: (--kind swcutil|pm reads it anyway)
        device.error.unknown-kind = swcutil show(iOS, macOS) 또는 adb shell pm get-app-links / dumpsys package d(Android 12+)의 출력이 아닙니다: Service: 또는 Domain verification state:라고 적힌 줄이 없습니다(--kind swcutil|pm을 주면 그래도 읽습니다)
        # en: ;\ 
        device.separator = 
        # en: site approval approved: the device got a file from {host} that lists {app} for {service}
        device.ios.approved = 사이트 승인 approved: 기기가 {host}에서 {service}에 {app}을(를) 나열한 파일을 받았습니다
        # en: site approval denied: the device got an answer for {host} that does not approve {app} for {service} (the file does not list the app, or Apple's CDN had no usable file)
        device.ios.denied = 사이트 승인 denied: 기기가 {host}에 대해 {service}에서 {app}을(를) 승인하지 않는 응답을 받았습니다(파일에 앱이 없거나, Apple의 CDN에 쓸 수 있는 파일이 없었습니다)
        # en: site approval unspecified: no usable answer for {host} yet (not fetched, the fetch failed, or Apple's CDN cannot reach the site)
        device.ios.unspecified = 사이트 승인 unspecified: 아직 {host}에 대해 쓸 수 있는 응답이 없습니다(가져오지 않았거나, 가져오기가 실패했거나, Apple의 CDN이 사이트에 연결할 수 없습니다)
        # en: site approval {state}: a value this tool does not know
        device.ios.unknown-state = 사이트 승인 {state}: 이 도구가 모르는 값입니다
        # en: the last fetch failed: {error}
        device.ios.fetch-failed = 마지막 가져오기가 실패했습니다: {error}
        # en: developer mode entry (?mode=developer): fetched from {host} directly, not through Apple's CDN, only while Associated Domains Development is on
        device.ios.developer = 개발자 모드 항목(?mode=developer): Apple의 CDN을 거치지 않고 {host}에서 직접 가져오며, 연결된 도메인 개발(Associated Domains Development)이 켜져 있을 때만 그렇습니다
        # en: managed entry (?mode=managed): fetched as the device's MDM allows
        device.ios.managed = 관리 항목(?mode=managed): 기기의 MDM이 허용하는 대로 가져옵니다
        # en: a fetch was in progress when this was written
        device.ios.updating = 이 내용이 기록될 때 가져오기가 진행 중이었습니다
        # en: the device will not fetch again before {date} ({span} from now)
        device.ios.waits = 기기는 {date} 전에는 다시 가져오지 않습니다(지금부터 {span})
        # en: user approval denied: the user chose to open {host}'s links in the browser (for example Open in Safari, or the domain in Safari's banner)
        device.ios.user-denied = 사용자 승인 denied: 사용자가 {host}의 링크를 브라우저에서 열도록 선택했습니다(예: Safari에서 열기, 또는 Safari 배너의 도메인)
        # en: user approval approved: the user chose to open {host}'s links in the app
        device.ios.user-approved = 사용자 승인 approved: 사용자가 {host}의 링크를 앱에서 열도록 선택했습니다
        # en: {service} is not a universal link service: it never opens links
        device.ios.not-applinks = {service}은(는) 유니버설 링크 서비스가 아닙니다: 링크를 열지 않습니다
        # en: serve a file on {host} that lists {app} (ulinks check {host} --app {app} --cdn shows what Apple's CDN serves)
        device.ios.next.serve = {host}에서 {app}을(를) 나열한 파일을 제공하십시오(ulinks check {host} --app {app} --cdn으로 Apple의 CDN이 제공하는 내용을 볼 수 있습니다)
        # en: then delete and reinstall the app to make the device fetch now
        device.ios.next.reinstall = 그런 다음 앱을 삭제하고 다시 설치하여 기기가 지금 가져오게 하십시오
        # en: then delete and reinstall the app to make the device fetch now, or add ?mode=developer to the entitlement and turn on Settings > Developer > Associated Domains Development
        device.ios.next.reinstall-or-developer = 그런 다음 앱을 삭제하고 다시 설치하여 기기가 지금 가져오게 하거나, 인타이틀먼트에 ?mode=developer를 추가하고 설정 > 개발자 > Associated Domains Development를 켜십시오
        # en: long-press a link to {host} and choose Open in the app (or tap OPEN in Safari's banner); the choice is kept per domain
        device.ios.next.user-denied = {host}로 가는 링크를 길게 누르고 앱에서 열기를 선택하십시오(또는 Safari 배너에서 열기를 누르십시오). 이 선택은 도메인별로 유지됩니다
        # en: {count} day
        device.span.day.one = {count}일
        # en: {count} days
        device.span.day.other = {count}일
        # en: {count} hour
        device.span.hour.one = {count}시간
        # en: {count} hours
        device.span.hour.other = {count}시간
        # en: {count} minute
        device.span.minute.one = {count}분
        # en: {count} minutes
        device.span.minute.other = {count}분
        # en: verified: the verification agent fetched the site's assetlinks.json and it lists the app
        device.android.verified = verified: 인증 에이전트가 사이트의 assetlinks.json을 가져왔고 파일에 앱이 나열되어 있습니다
        # en: approved: force-approved, usually through the shell (pm set-app-links); treated as verified, though the site may not list the app
        device.android.approved = approved: 보통 셸(pm set-app-links)로 강제 승인되었습니다. 사이트에 앱이 없더라도 인증된 것으로 취급합니다
        # en: denied: force-denied, usually through the shell; links open the browser
        device.android.denied = denied: 보통 셸로 강제 거부되었습니다. 링크가 브라우저에서 열립니다
        # en: migrated: kept from the legacy (Android 11 and older) verification; treated as verified until the agent verifies again
        device.android.migrated = migrated: 레거시(Android 11 이하) 인증에서 유지되었습니다. 에이전트가 다시 인증할 때까지 인증된 것으로 취급합니다
        # en: restored: kept from a backup or by the system; treated as verified, and the agent may verify again
        device.android.restored = restored: 백업에서 또는 시스템이 유지했습니다. 인증된 것으로 취급하며, 에이전트가 다시 인증할 수 있습니다
        # en: legacy_failure: rejected by a legacy verifier, reason unknown; links open the browser
        device.android.legacy_failure = legacy_failure: 레거시 인증기가 거부했으며 이유는 알 수 없습니다. 링크가 브라우저에서 열립니다
        # en: system_configured: approved by the device's configuration (the system image); nothing to do
        device.android.system_configured = system_configured: 기기의 구성(시스템 이미지)이 승인했습니다. 할 일이 없습니다
        # en: pre_verified: verified before the app was installed; treated as verified
        device.android.pre_verified = pre_verified: 앱 설치 전에 인증되었습니다. 인증된 것으로 취급합니다
        # en: none: nothing recorded yet: the verification agent has not answered (no network, still pending, or the request failed); links open the browser
        device.android.none = none: 아직 기록된 것이 없습니다. 인증 에이전트가 응답하지 않았습니다(네트워크 없음, 대기 중, 또는 요청 실패). 링크가 브라우저에서 열립니다
        # en: listed under Invalid autoVerify domains: the manifest's host cannot be verified (not a valid host name)
        device.android.invalid = Invalid autoVerify domains에 나열됨: 매니페스트의 호스트를 인증할 수 없습니다(유효한 호스트 이름이 아님)
        # en: {code}: an error code of the device's verification agent (codes from 1024 up are the agent's own): verification failed; links open the browser
        device.android.agent-error = {code}: 기기 인증 에이전트의 오류 코드입니다(1024 이상의 코드는 에이전트 고유 코드). 인증이 실패했습니다. 링크가 브라우저에서 열립니다
        # en: {state}: a state this tool does not know
        device.android.unknown-state = {state}: 이 도구가 모르는 상태입니다
        # en: the user turned off Open supported links for this app: no link opens it
        device.android.links-off = 사용자가 이 앱의 지원되는 링크 열기를 껐습니다: 어떤 링크도 이 앱을 열지 않습니다
        # en: the user selected this domain for the app, so its links still open the app on this device
        device.android.user-selected = 사용자가 이 도메인을 앱에 선택했으므로 이 기기에서는 링크가 여전히 앱을 엽니다
        # en: check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} --fingerprint SHA256)
        device.android.check-file = https://{domain}/.well-known/assetlinks.json을 확인하십시오(ulinks check {domain} --android --package {package} --fingerprint SHA256)
        # en: {first}, then {reverify}
        device.android.next.then = {first}, 그런 다음 {reverify}
        # en: to test the real verification: {reset}, then {reverify}
        device.android.next.approved = 실제 인증을 테스트하려면: {reset}, 그런 다음 {reverify}
        # en: wait about 20 seconds after install with a network, or run {reverify}; if it stays none, {check}
        device.android.next.none = 네트워크에 연결된 상태로 설치 후 20초쯤 기다리거나 {reverify}를 실행하십시오. 계속 none이면 {check}
        # en: fix the host in the intent filter with android:autoVerify="true"
        device.android.next.invalid = 인텐트 필터의 호스트를 android:autoVerify="true"와 함께 올바르게 고치십시오
        # en: Settings > Apps > the app > Open by default > turn on Open supported links
        device.android.next.links-off = 설정 > 앱 > 해당 앱 > 기본으로 열기 > 지원되는 링크 열기를 켜십시오
        """#
}
