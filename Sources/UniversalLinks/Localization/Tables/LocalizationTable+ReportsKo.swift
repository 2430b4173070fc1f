// Translations of LocalizationTable+ReportsEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let reportsKo = #"""
        # en: pass
        html.status.pass = 통과
        # en: warning
        html.status.warning = 경고
        # en: fail
        html.status.fail = 실패
        # en: unreachable
        html.status.unreachable = 연결 불가
        # en: skipped
        html.status.skipped = 건너뜀
        # en: error
        html.status.error = 오류
        # en: note
        html.status.note = 참고
        # en: (binary content not shown)
        html.binary-not-shown = (바이너리 내용은 표시하지 않음)
        # en: {count} domains
        html.check.domain-count = 도메인 {count}개
        # en: Checked {time}
        html.check.checked-at = 검사 시각: {time}
        # en: Domains by result
        html.check.chart.results = 결과별 도메인
        # en: Check time per domain
        html.check.chart.times = 도메인별 검사 시간
        # en: domain
        html.check.domain = 도메인
        # en: result
        html.check.result = 결과
        # en: time
        html.check.time = 시간
        # en: problems
        html.check.problems = 문제
        # en: first fix
        html.check.first-fix = 첫 번째 수정 방법
        # en: check
        html.check.check = 검사 항목
        # en: seen
        html.check.seen = 확인된 내용
        # en: fix
        html.check.fix = 수정 방법
        # en: File diagnostics
        html.check.file-diagnostics = 파일 진단
        # en: Origin and Apple CDN copies differ
        html.check.cdn-differs = 원본 서버의 파일과 Apple CDN 사본이 다릅니다
        # en: Served by {domain}
        html.check.served-by = {domain}에서 제공하는 파일
        # en: Apple CDN ({url})
        html.check.cdn-copy = Apple CDN 사본({url})
        # en: (no file)
        html.check.no-file = (파일 없음)
        # en: {domain}: {status} in {seconds} s
        check.text.domain = {domain}: {status} ({seconds}초)
        # en: pass
        check.text.status.pass = 통과
        # en: warn
        check.text.status.warning = 경고
        # en: FAIL
        check.text.status.fail = 실패
        # en: skip
        check.text.status.skipped = 생략
        # en: PASS
        check.text.verdict.pass = 통과
        # en: WARNING
        check.text.verdict.warning = 경고
        # en: FAIL
        check.text.verdict.fail = 실패
        # en: UNREACHABLE
        check.text.verdict.unreachable = 연결 불가
        # en: DOMAIN
        check.text.column.domain = 도메인
        # en: STATUS
        check.text.column.status = 상태
        # en: PROBLEMS
        check.text.column.problems = 문제
        # en: {count} domain: {counts}
        check.text.totals.one = 도메인 {count}개: {counts}
        # en: {count} domains: {counts}
        check.text.totals.other = 도메인 {count}개: {counts}
        # en: {count} checked: {pass} pass, {warning} warning, {fail} fail
        doctor.summary = {count}개 검사: 통과 {pass}개, 경고 {warning}개, 실패 {fail}개
        # en: entry or URL
        doctor.column.entry-or-url = 항목 또는 URL
        # en: domain
        doctor.column.domain = 도메인
        # en: service
        doctor.column.service = 서비스
        # en: file found
        doctor.column.file-found = 파일 있음
        # en: app listed
        doctor.column.app-listed = 앱 포함
        # en: result
        doctor.column.result = 결과
        # en: fix
        doctor.column.fix = 수정 방법
        # en: app
        doctor.column.app = 앱
        # en: target
        doctor.column.target = 타깃
        # en: configuration
        doctor.column.configuration = 빌드 구성
        # en: app ID
        doctor.column.app-id = 앱 ID
        # en: entitlements
        doctor.column.entitlements = 인타이틀먼트
        # en: variant
        doctor.column.variant = 빌드 변형
        # en: verified
        doctor.column.verified = 인증 방식
        # en: hosts
        doctor.column.hosts = 호스트
        # en: file
        doctor.column.file = 파일
        # en: bundle ID
        doctor.column.bundle-id = 번들 ID
        # en: package
        doctor.column.package = 패키지
        # en: Android hosts
        doctor.column.android-hosts = Android 호스트
        # en: host
        doctor.column.host = 호스트
        # en: linked
        doctor.column.linked = 연결됨
        # en: yes
        doctor.value.yes = 예
        # en: no
        doctor.value.no = 아니요
        # en: unreachable
        doctor.value.unreachable = 연결 불가
        # en: per host
        doctor.value.per-host = 호스트별
        # en: all together
        doctor.value.all-together = 전체 한꺼번에
        # en: not checked
        doctor.value.not-checked = 확인 안 함
        # en: Entries and URLs for {appID}
        doctor.html.entries = {appID}의 항목과 URL
        # en: Entitlement {name}
        doctor.html.entitlement = 인타이틀먼트 {name}
        # en: {count} files read: {errors} errors, {warnings} warnings
        doctor.html.files-read = 파일 {count}개를 읽었습니다: 오류 {errors}개, 경고 {warnings}개
        # en: Android: {package}
        doctor.html.android = Android: {package}
        # en: Fix snippets
        doctor.html.fix-snippets = 수정용 코드 조각
        # en: project folder
        doctor.html.project-folder = 프로젝트 폴더
        # en: Xcode targets
        doctor.xcode-targets = Xcode 타깃
        # en: Android variants
        doctor.android-variants = Android 빌드 변형
        # en: App configs and bundles
        doctor.app-configs = 앱 설정과 번들
        # en: Domains
        doctor.domains = 도메인
        # en: {root}: read {count} files ({kinds})
        doctor.project.read = {root}: 파일 {count}개를 읽었습니다({kinds})
        # en: entitlements the app needs:
        doctor.snippet.entitlements = 앱에 필요한 인타이틀먼트:
        # en: intent filter the app needs (AndroidManifest.xml):
        doctor.snippet.intent-filter = 앱에 필요한 인텐트 필터(AndroidManifest.xml):
        # en: The file comes from {host}; the entry does not cover {apex} itself.
        doctor.fix.wildcard = 파일은 {host}에서 가져옵니다. 이 항목은 {apex} 자체를 포함하지 않습니다.
        # en: The file lists {other}, but the app is signed as {appID}: use the App ID prefix, not the Team ID, in the file on {host}.
        doctor.fix.team-id = 파일에는 {other}이(가) 있지만 앱은 {appID}(으)로 서명되어 있습니다. {host}의 파일에 팀 ID가 아니라 앱 ID 접두사를 사용하십시오.
        # en: Add {appID} to an applinks details entry (appIDs) in the file on {host}.
        doctor.fix.add-applinks = {host}의 파일에서 applinks details 항목(appIDs)에 {appID}을(를) 추가하십시오.
        # en: Add {appID} to {section} in the file on {host}.
        doctor.fix.add = {host}의 파일에서 {section}에 {appID}을(를) 추가하십시오.
        # en: The file on {host} has no {service} section: add one listing {appID}.
        doctor.fix.no-section = {host}의 파일에 {service} 섹션이 없습니다. {appID}을(를) 포함하는 섹션을 추가하십시오.
        # en: No applinks entry covers {host}: add applinks:{entry} to the entitlement.
        doctor.fix.no-entry = {host}을(를) 포함하는 applinks 항목이 없습니다. 인타이틀먼트에 applinks:{entry}을(를) 추가하십시오.
        # en: No readable file on {host}.
        doctor.fix.no-file = {host}에 읽을 수 있는 파일이 없습니다.
        # en: {opens} is listed first and opens the link when installed.
        doctor.fix.listed-first = {opens}이(가) 먼저 나열되어 있어, 설치되어 있으면 이 앱이 링크를 엽니다.
        # en: A rule excludes this URL for {appID}: it opens in the browser.
        doctor.fix.excluded = {appID}의 규칙이 이 URL을 제외합니다. 링크는 브라우저에서 열립니다.
        # en: No rule of {appID} matches this URL: it opens in the browser.
        doctor.fix.no-rule = {appID}의 어떤 규칙도 이 URL과 일치하지 않습니다. 링크는 브라우저에서 열립니다.
        # en: {appID} is not in the file on {host}.
        doctor.fix.not-listed = {host}의 파일에 {appID}이(가) 없습니다.
        # en: {file}: too-large: {message} (--max-bytes N raises the limit)
        error.too-large = {file}: too-large: {message}(--max-bytes N으로 한도를 높일 수 있습니다)
        # en: {path}: cannot be written: the folder {folder} does not exist (create it first)
        error.write.no-folder = {path}: 쓸 수 없습니다: {folder} 폴더가 없습니다(먼저 만드십시오)
        # en: {path}: cannot be written: {folder} is a file, not a folder
        error.write.not-folder = {path}: 쓸 수 없습니다: {folder}은(는) 폴더가 아니라 파일입니다
        # en: {path}: cannot be written: {reason}
        error.write.other = {path}: 쓸 수 없습니다: {reason}
        # en: --max-bytes must be positive
        error.max-bytes = --max-bytes는 양수여야 합니다
        # en: --format html is available for validate, check and doctor
        error.html-only = --format html은 validate, check, doctor에서만 사용할 수 있습니다
        # en: --format {format} is not a report
        error.not-a-report = --format {format}은(는) 보고서 형식이 아닙니다
        # en: --output is for --format sarif, github or html
        error.output-reports = --output은 --format sarif, github, html에서만 사용합니다
        # en: --write needs a file, not standard input
        error.write-stdin = --write에는 표준 입력이 아니라 파일이 필요합니다
        # en: give at least one domain, or --domains FILE
        error.check.no-domain = 도메인을 하나 이상 지정하거나 --domains FILE을 사용하십시오
        # en: no domains to check
        error.check.no-domains = 검사할 도메인이 없습니다
        # en: cannot set up TLS: {error}
        error.tls = TLS를 설정할 수 없습니다: {error}
        # en: --timeout must be a positive number of seconds
        error.timeout = --timeout은 양수(초)여야 합니다
        # en: --concurrency must be at least 1
        error.concurrency = --concurrency는 1 이상이어야 합니다
        # en: --cdn-base must be an https URL
        error.cdn-base = --cdn-base는 https URL이어야 합니다
        # en: --resolve: {error}
        error.resolve = --resolve: {error}
        # en: --ca: {file}: no such readable file
        error.ca = --ca: {file}: 읽을 수 있는 파일이 없습니다
        # en: --package and --fingerprint need --android
        error.package-needs-android = --package와 --fingerprint에는 --android가 필요합니다
        # en: give --package and --fingerprint together
        error.package-and-fingerprint = --package와 --fingerprint를 함께 지정하십시오
        # en: --package: '{package}' is not a Java package name
        error.package-name = --package: '{package}'은(는) Java 패키지 이름이 아닙니다
        # en: --fingerprint: '{fingerprint}' is not a SHA-256 fingerprint (64 hex digits, colons optional)
        error.fingerprint = --fingerprint: '{fingerprint}'은(는) SHA-256 지문이 아닙니다(16진수 64자리, 콜론은 선택 사항)
        # en: '{domain}' is not a host name: {reason}
        error.not-a-host = '{domain}'은(는) 호스트 이름이 아닙니다: {reason}
        # en: '{domain}': Apple fetches on port 443 only; map another port with --resolve HOST=ADDR:PORT
        error.port = '{domain}': Apple은 포트 443에서만 파일을 가져옵니다. 다른 포트는 --resolve HOST=ADDR:PORT로 매핑하십시오
        # en: --max-content-bytes must be positive
        error.mcp.max-content-bytes = --max-content-bytes는 양수여야 합니다
        # en: --extract - cannot be combined with --format json
        error.extract-json = --extract -는 --format json과 함께 사용할 수 없습니다
        # en: give OUT or --output, not both
        error.sign.both-outputs = OUT과 --output 중 하나만 지정하십시오
        # en: missing OUT (or --output FILE)
        error.sign.missing-output = OUT(또는 --output FILE)이 없습니다
        # en: OUT must differ from IN
        error.sign.same-file = OUT은 IN과 달라야 합니다
        # en: already signed; sign the JSON payload (ulinks verify-signature --extract)
        error.sign.already-signed = 이미 서명된 파일입니다. JSON 페이로드에 서명하십시오(ulinks verify-signature --extract)
        # en: the private key does not belong to the certificate {subject}
        error.sign.key-mismatch = 개인 키가 인증서 {subject}의 키가 아닙니다
        # en: private key: not a readable PEM private key (PKCS #8, EC or RSA; unencrypted) ({error})
        error.sign.private-key = 개인 키: 읽을 수 있는 PEM 개인 키가 아닙니다(PKCS #8, EC 또는 RSA, 암호화되지 않은 키) ({error})
        # en: certificate: no certificate
        error.sign.no-certificate = 인증서: 인증서가 없습니다
        # en: signing failed: {error}
        error.sign.failed = 서명에 실패했습니다: {error}
        # en: not a readable PEM file ({error})
        error.pem.unreadable = 읽을 수 있는 PEM 파일이 아닙니다({error})
        # en: certificate {index} cannot be read ({error})
        error.pem.certificate = {index}번째 인증서를 읽을 수 없습니다({error})
        # en: no CERTIFICATE block in the PEM file
        error.pem.no-block = PEM 파일에 CERTIFICATE 블록이 없습니다
        # en: neither PEM nor a DER certificate ({error})
        error.pem.neither = PEM도 DER 인증서도 아닙니다({error})
        # en: not a PEM certificate ({error})
        error.pem.not-a-certificate = PEM 인증서가 아닙니다({error})
        # en: a PEM certificate block is not base64
        error.pem.not-base64 = PEM 인증서 블록이 base64가 아닙니다
        # en: not an X.509 certificate (PEM or DER, as keytool -exportcert writes it)
        error.pem.not-x509 = X.509 인증서가 아닙니다(keytool -exportcert가 쓰는 PEM 또는 DER)
        # en: give one --tls-key for each --tls-cert
        error.serve.tls-keys = --tls-cert마다 --tls-key를 하나씩 지정하십시오
        # en: --bind takes ADDR:PORT, e.g. 127.0.0.1:8080 or [::1]:8443
        error.serve.bind = --bind에는 ADDR:PORT를 지정합니다(예: 127.0.0.1:8080 또는 [::1]:8443)
        # en: --event-loops is between 1 and 256
        error.serve.event-loops = --event-loops는 1에서 256 사이입니다
        # en: --store-timeout is between 0 and 3600 seconds
        error.serve.store-timeout = --store-timeout은 0에서 3600초 사이입니다
        # en: --max-connections is at least 1
        error.serve.max-connections = --max-connections는 1 이상입니다
        # en: --poll-interval is between 0 and 3600 seconds
        error.serve.poll-interval = --poll-interval은 0에서 3600초 사이입니다
        # en: unknown --log-level {level}
        error.serve.log-level = 알 수 없는 --log-level {level}
        # en: --acme-directory manages the certificates; it takes no --dir or --tls-cert
        error.serve.acme-exclusive = --acme-directory가 인증서를 관리하므로 --dir이나 --tls-cert와 함께 쓸 수 없습니다
        # en: --dir serves a folder; it takes no --store or --database
        error.serve.dir-exclusive = --dir은 폴더를 제공하므로 --store나 --database와 함께 쓸 수 없습니다
        # en: --watch keeps its state in the store; it takes no --dir
        error.serve.watch-dir = --watch는 상태를 저장소에 보관하므로 --dir과 함께 쓸 수 없습니다
        # en: bad --bind
        error.serve.bad-bind = 잘못된 --bind
        # en: the admin token must be at least 16 characters
        error.serve.token-short = 관리자 토큰은 16자 이상이어야 합니다
        # en: could not write a new admin token to {path}: run in a writable folder, or pass --admin-token-file FILE or ULINKS_ADMIN_TOKEN
        error.serve.token-write = 새 관리자 토큰을 {path}에 쓸 수 없습니다: 쓰기 가능한 폴더에서 실행하거나 --admin-token-file FILE 또는 ULINKS_ADMIN_TOKEN을 지정하십시오
        # en: give --store or --database, not both
        error.serve.store-or-database = --store와 --database 중 하나만 지정하십시오
        # en: --console-check-resolve: {error}
        error.serve.console-resolve = --console-check-resolve: {error}
        # en: --console-check-ca: {file}: no such readable file
        error.serve.console-ca = --console-check-ca: {file}: 읽을 수 있는 파일이 없습니다
        # en: --acme-directory takes an http(s) URL
        error.serve.acme-directory = --acme-directory에는 http(s) URL을 지정합니다
        # en: --http-bind takes ADDR:PORT, e.g. 0.0.0.0:80, or off
        error.serve.http-bind = --http-bind에는 ADDR:PORT(예: 0.0.0.0:80) 또는 off를 지정합니다
        # en: --acme-retry-base, --acme-check-interval, --acme-timeout and --acme-orders-per-hour are positive
        error.serve.acme-positive = --acme-retry-base, --acme-check-interval, --acme-timeout, --acme-orders-per-hour는 양수여야 합니다
        # en: --acme-challenge lists http-01 and/or tls-alpn-01
        error.serve.acme-challenge = --acme-challenge에는 http-01 또는 tls-alpn-01(또는 둘 다)을 지정합니다
        # en: --admin-bind takes a loopback ADDR:PORT, e.g. 127.0.0.1:8081
        error.serve.admin-bind = --admin-bind에는 루프백 ADDR:PORT를 지정합니다(예: 127.0.0.1:8081)
        # en: http-01 needs the plain-HTTP listener (--http-bind)
        error.serve.http-01 = http-01에는 일반 HTTP 리스너(--http-bind)가 필요합니다
        # en: this ulinks was built without the ACME module (the Server trait brings it)
        error.serve.no-acme = 이 ulinks는 ACME 모듈 없이 빌드되었습니다(Server 트레이트에 포함됨)
        # en: the --watch-* options need --watch
        error.serve.watch-options = --watch-* 옵션에는 --watch가 필요합니다
        # en: --watch-interval is between 0.1 and 604800 seconds
        error.serve.watch-interval = --watch-interval은 0.1에서 604800초 사이입니다
        # en: --watch-timeout is between 0 and 300 seconds
        error.serve.watch-timeout = --watch-timeout은 0에서 300초 사이입니다
        # en: --watch-concurrency is between 1 and 256
        error.serve.watch-concurrency = --watch-concurrency는 1에서 256 사이입니다
        # en: --watch-max-domains is between 1 and 100000
        error.serve.watch-max-domains = --watch-max-domains는 1에서 100000 사이입니다
        # en: --watch-cdn-grace is 0 or more seconds
        error.serve.watch-cdn-grace = --watch-cdn-grace는 0초 이상입니다
        # en: {store}: no such store
        error.export.no-store = {store}: 저장소가 없습니다
        # en: give an app (.ipa, .app or binary) or --entitlements FILE, not both
        error.doctor.app-and-entitlements = 앱(.ipa, .app 또는 바이너리)과 --entitlements FILE 중 하나만 지정하십시오
        # en: --app-id must look like PREFIX.bundle.id, not '{appID}'
        error.doctor.app-id = --app-id는 PREFIX.bundle.id 형식이어야 합니다('{appID}'이(가) 아님)
        # en: --url: '{url}' is not an absolute URL
        error.doctor.url = --url: '{url}'은(는) 절대 URL이 아닙니다
        # en: {name} has no application-identifier entitlement: pass --app-id PREFIX.bundle.id
        error.doctor.no-app-id = {name}에 application-identifier 인타이틀먼트가 없습니다. --app-id PREFIX.bundle.id를 지정하십시오
        # en: --manifest, --offline, --fix-snippets, --signing-cert and --keystore are for a project folder
        error.doctor.project-options = --manifest, --offline, --fix-snippets, --signing-cert, --keystore는 프로젝트 폴더에만 사용합니다
        # en: --entitlements and --app-id are for an app; a project folder names its own
        error.doctor.app-options = --entitlements와 --app-id는 앱에 사용합니다. 프로젝트 폴더는 자체 값을 가집니다
        # en: --format {format} is not available for an .apk yet; use text or json
        error.doctor.apk-format = .apk에는 아직 --format {format}을(를) 사용할 수 없습니다. text 또는 json을 사용하십시오
        # en: --service must be applinks, webcredentials, appclips or activitycontinuation
        error.entitlements.service = --service는 applinks, webcredentials, appclips, activitycontinuation 중 하나여야 합니다
        # en: --domain goes with --check
        error.generate.domain = --domain은 --check와 함께 사용합니다
        # en: --hosting: unknown target '{name}'
        error.generate.hosting = --hosting: 알 수 없는 대상 '{name}'
        # en: missing {flag} (--no-input asks nothing)
        error.init.missing = {flag}이(가) 없습니다(--no-input은 아무것도 묻지 않습니다)
        # en: missing {flag}: no answer
        error.init.no-answer = {flag}이(가) 없습니다: 응답이 없습니다
        # en: not a readable ZIP archive ({error})
        error.app.zip = 읽을 수 있는 ZIP 아카이브가 아닙니다({error})
        # en: no AndroidManifest.xml at the root (is this an .apk? an .aab keeps it in base/manifest/ as protobuf)
        error.app.no-manifest = 루트에 AndroidManifest.xml이 없습니다(.apk가 맞습니까? .aab는 base/manifest/에 protobuf로 보관합니다)
        # en: {entry} inflates to more than {limit} bytes (a zip bomb?); not read
        error.app.zip-bomb = {entry}의 압축을 풀면 {limit}바이트를 넘습니다(zip 폭탄?). 읽지 않았습니다
        # en: cannot extract {entry} ({error})
        error.app.extract = {entry}을(를) 추출할 수 없습니다({error})
        # en: no such file or folder
        error.app.no-such = 파일이나 폴더가 없습니다
        # en: cannot be read
        error.app.unreadable = 읽을 수 없습니다
        # en: not an .ipa, a .app folder or a Mach-O binary
        error.app.not-an-app = .ipa, .app 폴더 또는 Mach-O 바이너리가 아닙니다
        # en: the executable named by CFBundleExecutable is missing
        error.app.executable-missing = CFBundleExecutable이 가리키는 실행 파일이 없습니다
        # en: no Info.plist (is this an app bundle?)
        error.app.no-info-plist = Info.plist가 없습니다(앱 번들이 맞습니까?)
        # en: not a property list
        error.app.not-plist = 속성 목록이 아닙니다
        # en: no usable CFBundleExecutable
        error.app.no-executable = 사용할 수 있는 CFBundleExecutable이 없습니다
        # en: no Payload/*.app/Info.plist (is this an .ipa?)
        error.app.no-payload = Payload/*.app/Info.plist가 없습니다(.ipa가 맞습니까?)
        # en: {executable}, named by CFBundleExecutable, is not in the archive
        error.app.executable-not-in-archive = CFBundleExecutable이 가리키는 {executable}이(가) 아카이브에 없습니다
        # en: {entry} is too large ({bytes} bytes)
        error.app.too-large = {entry}이(가) 너무 큽니다({bytes}바이트)
        # en: {file} does not validate ({summary}); signing anyway (--force)
        sign.forced = {file}이(가) 검증을 통과하지 못했습니다({summary}). 그래도 서명합니다(--force)
        # en: refusing to sign {file}: it does not validate ({summary}); fix it, or pass --force
        sign.refused = {file}에 서명하지 않습니다: 검증을 통과하지 못했습니다({summary}). 문제를 고치거나 --force를 지정하십시오
        # en: signed {file} -> {output} ({bytes} bytes) by {subject}, valid for {names}
        sign.signed = {file} -> {output} 서명 완료({bytes}바이트), 서명자 {subject}, 유효한 도메인: {names}
        # en: no DNS names
        sign.no-dns-names = DNS 이름 없음
        # en: the signed file is {bytes} bytes, over the {limit}-byte limit iOS applies to signed files too
        sign.warning.too-large = 서명된 파일이 {bytes}바이트로, iOS가 서명된 파일에도 적용하는 {limit}바이트 한도를 넘습니다
        # en: the certificate expired on {date}
        sign.warning.expired = 인증서가 {date}에 만료되었습니다
        # en: the certificate is not valid before {date}
        sign.warning.not-yet-valid = 인증서는 {date} 이전에는 유효하지 않습니다
        # en: the certificate is not a TLS server identity: its extended key usage ({usages}) lacks serverAuth
        sign.warning.not-server = 인증서가 TLS 서버 ID가 아닙니다: 확장 키 용도({usages})에 serverAuth가 없습니다
        # en: the certificate names no DNS names (subjectAltName): it is not valid for any domain
        sign.warning.no-names = 인증서에 DNS 이름(subjectAltName)이 없어 어떤 도메인에도 유효하지 않습니다
        # en: the certificate is not valid for {domain}: it names {names}
        sign.warning.not-covered = 인증서가 {domain}에 유효하지 않습니다: 인증서의 이름은 {names}입니다
        # en: --app-id {appID} differs from the signed application-identifier {signed}
        doctor.warning.app-id = --app-id {appID}이(가) 서명된 application-identifier {signed}과(와) 다릅니다
        # en: the hosts of {package} are not fetched: no --signing-cert and no fingerprint declared for it
        doctor.note.not-fetched = {package}의 호스트는 가져오지 않습니다: --signing-cert도 없고 선언된 지문도 없습니다
        # en: none of the {count} domains resolves: this machine looks offline, so the results say nothing about the domains; run with --offline, or again with a network
        doctor.note.offline = {count}개 도메인 중 어느 것도 확인(resolve)되지 않습니다: 이 컴퓨터가 오프라인인 것 같으므로 결과는 도메인에 대해 아무것도 말해 주지 않습니다. --offline으로 실행하거나 네트워크가 있을 때 다시 실행하십시오
        # en: {target} ({configuration}): applinks:{hosts} not checked: the Team ID (DEVELOPMENT_TEAM) is not known, so there is no app ID to look for
        doctor.note.no-team = {target}({configuration}): applinks:{hosts}을(를) 확인하지 않았습니다: Team ID(DEVELOPMENT_TEAM)를 알 수 없어 찾을 App ID가 없습니다
        # en: XML property list
        entitlements.format.xml = XML 속성 목록
        # en: binary property list
        entitlements.format.binary = 바이너리 속성 목록
        # en: OpenStep property list
        entitlements.format.openStep = OpenStep 속성 목록
        # en: codesign's entitlements text
        entitlements.format.codesignText = codesign의 인타이틀먼트 텍스트
        # en: entitlements signed in a Mach-O binary
        entitlements.format.machO = Mach-O 바이너리에 서명된 인타이틀먼트
        # en: signed as {identity}
        entitlements.signed-as = 서명 ID {identity}
        # en: entry
        entitlements.column.entry = 항목
        # en: service
        entitlements.column.service = 서비스
        # en: host
        entitlements.column.host = 호스트
        # en: port
        entitlements.column.port = 포트
        # en: modes
        entitlements.column.modes = 모드
        # en: file fetched from
        entitlements.column.fetched-from = 파일을 가져오는 곳
        # en: covers
        entitlements.column.covers = 포함 범위
        # en: {host} ({service}): decided by {entry}; file fetched from {fetchHost}
        entitlements.host.decided = {host}({service}): {entry} 항목이 결정합니다. 파일은 {fetchHost}에서 가져옵니다
        # en: {host} ({service}): no entry covers it
        entitlements.host.uncovered = {host}({service}): 이 호스트를 포함하는 항목이 없습니다
        # en: No domain yet: publish a file below.
        console.domains.none = 아직 도메인이 없습니다. 아래에서 파일을 게시하십시오.
        # en: Delete {host}…
        console.domains.delete-button = {host} 삭제…
        # en: Editing the live {file} of {host} (version {version}): change it, then Preview and Publish.
        console.domains.editing = {host}의 라이브 {file}(버전 {version})을(를) 편집하고 있습니다. 수정한 뒤 미리 보기와 게시를 누르십시오.
        # en: Not served.
        console.domains.not-served = 제공하지 않습니다.
        # en: Live: version {version}, sha256 {sha256}…
        console.domains.live = 라이브: 버전 {version}, sha256 {sha256}…
        # en: Edit in Publish
        console.domains.edit = 게시 편집기에서 수정
        # en: compare from version {version}
        console.domains.compare-from = 비교 시작 버전 {version}
        # en: compare to version {version}
        console.domains.compare-to = 비교 대상 버전 {version}
        # en: {version} (live)
        console.domains.live-version = {version}(라이브)
        # en: on Apple's CDN after {seconds} s
        console.domains.cdn-after = {seconds}초 후 Apple CDN에 반영
        # en: from
        console.domains.column.from = 시작
        # en: to
        console.domains.column.to = 대상
        # en: version
        console.domains.column.version = 버전
        # en: created
        console.domains.column.created = 생성 시각
        # en: bytes
        console.domains.column.bytes = 바이트
        # en: Compare selected versions
        console.domains.compare = 선택한 버전 비교
        # en: Change log ({count})
        console.domains.changes = 변경 기록({count})
        # en: version {version}
        console.domains.version = 버전 {version}
        # en: Choose a "from" and a "to" version.
        console.domains.choose-versions = "시작" 버전과 "대상" 버전을 선택하십시오.
        # en: Version {from} → {to}: {outcome}
        console.domains.diff.summary = 버전 {from} → {to}: {outcome}
        # en: no difference in {count} URLs.
        console.domains.diff.same = URL {count}개에서 차이가 없습니다.
        # en: {count} URLs compared.
        console.domains.diff.compared = URL {count}개를 비교했습니다.
        # en: pass
        console.check.status.pass = 통과
        # en: warning
        console.check.status.warning = 경고
        # en: fail
        console.check.status.fail = 실패
        # en: skipped
        console.check.status.skipped = 건너뜀
        # en: PASS
        console.check.verdict.pass = 통과
        # en: WARNING
        console.check.verdict.warning = 경고
        # en: FAIL
        console.check.verdict.fail = 실패
        # en: UNREACHABLE
        console.check.verdict.unreachable = 연결 불가
        # en: pass
        console.check.result.pass = 통과
        # en: warning
        console.check.result.warning = 경고
        # en: fail
        console.check.result.fail = 실패
        # en: unreachable
        console.check.result.unreachable = 연결 불가
        # en: {domain}: {status}
        console.check.summary = {domain}: {status}
        # en: in {seconds} s
        console.check.took = {seconds}초
        # en: status
        console.check.column.status = 상태
        # en: check
        console.check.column.check = 검사 항목
        # en: seen
        console.check.column.seen = 확인된 내용
        # en: wrote {path}
        generate.wrote = {path} 작성함
        # en: nothing was written
        generate.nothing-written = 아무것도 쓰지 않았습니다
        # en: nothing was written (fix the routes, or pass --allow-warnings to write it anyway)
        generate.nothing-written.warned = 아무것도 쓰지 않았습니다(경로(route)를 고치거나, 그래도 쓰려면 --allow-warnings를 지정하십시오)
        # en: missing    {path}
        generate.check.missing = 없음      {path}
        # en: up to date {path}
        generate.check.up-to-date = 최신     {path}
        # en: differs    {path}
        generate.check.differs = 다름      {path}
        # en: {count} of {total} files differ from the manifest; run `ulinks generate` to update them
        generate.check.summary = 파일 {total}개 중 {count}개가 매니페스트와 다릅니다. `ulinks generate`를 실행해 갱신하십시오
        # en: (the existing file is not a readable association file)
        generate.check.unreadable = (기존 파일은 읽을 수 있는 연결 파일이 아닙니다)
        # en: {file}: already exists (use --force to overwrite it)
        init.exists = {file}: 이미 있습니다(덮어쓰려면 --force를 사용하십시오)
        # en: the manifest would have errors; nothing was written
        init.would-have-errors = 매니페스트에 오류가 생기므로 아무것도 쓰지 않았습니다
        # en: wrote {file}: {apps}, {android}, {domains}, {routes}
        init.wrote = {file} 작성함: {apps}, {android}, {domains}, {routes}
        # en: {count} iOS app
        init.count.ios.one = iOS 앱 {count}개
        # en: {count} iOS apps
        init.count.ios.other = iOS 앱 {count}개
        # en: {count} Android app
        init.count.android.one = Android 앱 {count}개
        # en: {count} Android apps
        init.count.android.other = Android 앱 {count}개
        # en: {count} domain
        init.count.domain.one = 도메인 {count}개
        # en: {count} domains
        init.count.domain.other = 도메인 {count}개
        # en: {count} route
        init.count.route.one = 경로(route) {count}개
        # en: {count} routes
        init.count.route.other = 경로(route) {count}개
        # en: next: ulinks generate --manifest {file} --out site/{host}
        init.next = 다음 단계: ulinks generate --manifest {file} --out site/{host}
        # en: {file}: not a readable association file
        routes.unreadable = {file}: 읽을 수 있는 연결 파일이 아닙니다
        # en: {count} URLs checked, {opening} open the app
        routes.checked = URL {count}개 검사, {opening}개가 앱을 엽니다
        # en: route {name}: {count} URLs
        routes.route = 경로(route) {name}: URL {count}개
        # en: route "{name}" handles no URL that opens the app
        routes.unreachable = 경로(route) "{name}"이(가) 앱을 여는 URL을 하나도 처리하지 않습니다
        # en: every URL that opens the app has a route
        routes.complete = 앱을 여는 모든 URL에 경로(route)가 있습니다
        # en: {count} URLs open the app but no route handles them:
        routes.unhandled = URL {count}개가 앱을 열지만 처리하는 경로(route)가 없습니다:
        # en: {count} more
        routes.more = {count}개 더 있음
        # en: {file}: package {package}
        doctor.apk.package = {file}: 패키지 {package}
        # en: no signing certificate found (unsigned APK?)
        doctor.apk.unsigned = 서명 인증서가 없습니다(서명되지 않은 APK입니까?)
        # en: reminder: {reminder}
        doctor.apk.reminder = 참고: {reminder}
        # en: no intent filter with android:autoVerify="true": Android verifies no host for this app
        doctor.apk.no-filter = android:autoVerify="true"인 인텐트 필터가 없습니다: Android가 이 앱의 호스트를 하나도 인증하지 않습니다
        # en: (not verified: needs VIEW, BROWSABLE, DEFAULT and an http(s) scheme)
        doctor.apk.not-verified = (인증되지 않음: VIEW, BROWSABLE, DEFAULT와 http(s) 스킴이 필요합니다)
        # en: {count} host checked: {linked} linked, {not} not
        doctor.apk.hosts.one = 호스트 {count}개 검사: 연결됨 {linked}개, 연결 안 됨 {not}개
        # en: {count} hosts checked: {linked} linked, {not} not
        doctor.apk.hosts.other = 호스트 {count}개 검사: 연결됨 {linked}개, 연결 안 됨 {not}개
        # en: not a host name: {domain} (Apple fetches https://HOST on port 443)
        console.check.error.bad-host = 호스트 이름이 아닙니다: {domain} (Apple은 포트 443의 https://HOST에서 가져옵니다)
        # en: {host} has no address (DNS): nothing to check; the console only fetches from an address it has vetted
        console.check.error.no-address = {host}에 주소가 없습니다(DNS). 검사할 대상이 없습니다. 콘솔은 검증한 주소에서만 가져옵니다
        # en: {host} resolves to {address}, a loopback, private or link-local address: the console only checks public hosts (start the server with --console-allow-private-check to allow it)
        console.check.error.private-address = {host}은(는) 루프백, 사설 또는 링크 로컬 주소인 {address}(으)로 조회됩니다. 콘솔은 공개 호스트만 검사합니다(허용하려면 --console-allow-private-check로 서버를 시작하십시오)
        # en: cannot set up TLS: {error}
        console.check.error.setup = TLS를 설정할 수 없습니다: {error}
        # en: The host name resolves to an address.
        check.list.dns = 호스트 이름의 DNS 조회에 성공합니다.
        # en: A TCP connection to port 443 (or the --resolve port) opens.
        check.list.connect = 포트 443(또는 --resolve로 지정한 포트)으로 TCP 연결이 열립니다.
        # en: The server completes a TLS handshake.
        check.list.tls-handshake = 서버가 TLS 핸드셰이크를 완료합니다.
        # en: The certificate chains to a root the system trusts (or --ca); developer mode tolerates an untrusted one.
        check.list.tls-trust = 인증서가 시스템이 신뢰하는 루트(또는 --ca)까지 이어집니다. 개발자 모드에서는 신뢰할 수 없는 인증서도 허용합니다.
        # en: The certificate's subject alternative names cover the host.
        check.list.tls-hostname = 인증서의 주체 대체 이름(SAN)이 호스트를 포함합니다.
        # en: The certificate is within its validity period (warns 14 days before expiry).
        check.list.tls-dates = 인증서가 유효 기간 안에 있습니다(만료 14일 전부터 경고합니다).
        # en: The server sends the intermediate certificates needed to reach a trusted root.
        check.list.tls-chain = 서버가 신뢰할 수 있는 루트까지 가는 데 필요한 중간 인증서를 보냅니다.
        # en: GET /.well-known/apple-app-site-association answers 200.
        check.list.http-status = GET /.well-known/apple-app-site-association이 200으로 응답합니다.
        # en: The file is not redirected; Apple never follows redirects. Names the target and whether it would serve a valid file.
        check.list.redirect = 파일이 리디렉션되지 않습니다. Apple은 리디렉션을 따르지 않습니다. 리디렉션 대상과, 그 대상이 유효한 파일을 제공하는지 알려 줍니다.
        # en: Content-Type is application/json (application/pkcs7-mime for a signed file); other types warn.
        check.list.content-type = Content-Type이 application/json(서명된 파일은 application/pkcs7-mime)입니다. 다른 유형이면 경고합니다.
        # en: The body is at most 131,072 bytes (decoded); the download stops there.
        check.list.size = 본문이 (디코딩 후) 131,072바이트 이하입니다. 다운로드는 그 크기에서 멈춥니다.
        # en: The body's Content-Encoding (gzip and deflate are decoded; others fail).
        check.list.content-encoding = 본문의 Content-Encoding(gzip과 deflate는 디코딩하고, 그 밖의 인코딩은 실패합니다).
        # en: The whole response arrives quickly (warns above 2 seconds).
        check.list.response-time = 전체 응답이 빨리 도착합니다(2초를 넘으면 경고합니다).
        # en: The body is a valid association file: every `ulinks validate` diagnostic.
        check.list.file-content = 본문이 유효한 연결 파일입니다: `ulinks validate`의 모든 진단.
        # en: A CMS signed file: who signed it and whether the signer names the host.
        check.list.signature = CMS 서명 파일: 누가 서명했는지, 서명자가 호스트를 포함하는지.
        # en: With --app: the app is listed for applinks (and which other services list it).
        check.list.app-listed = --app을 지정하면: 앱이 applinks에 나열되어 있는지(그리고 앱을 나열한 다른 서비스).
        # en: With --url: the decision for the URL, as `ulinks match` gives it.
        check.list.url-decision = --url을 지정하면: `ulinks match`와 같은 방식으로 내린 URL의 판정.
        # en: The legacy location https://HOST/apple-app-site-association, reported separately.
        check.list.legacy-root = 레거시 위치 https://HOST/apple-app-site-association(별도로 보고합니다).
        # en: With --cdn: Apple's CDN serves a copy of the file.
        check.list.cdn-fetch = --cdn을 지정하면: Apple CDN이 파일의 사본을 제공합니다.
        # en: With --cdn: Apple-Failure-Reason (SWCERR codes in words), Apple-Failure-Details, Apple-From (a redirect the CDN followed warns), Apple-Try-Direct, Apple-Origin-Format and cache headers explained.
        check.list.cdn-headers = --cdn을 지정하면: Apple-Failure-Reason(SWCERR 코드를 말로 풀이), Apple-Failure-Details, Apple-From(CDN이 따라간 리디렉션은 경고), Apple-Try-Direct, Apple-Origin-Format과 캐시 헤더를 설명합니다.
        # en: With --cdn: the CDN copy says the same as the origin file (semantic comparison).
        check.list.cdn-compare = --cdn을 지정하면: CDN 사본이 원본 서버의 파일과 같은 내용입니다(의미 비교).
        # en: With --android: https://HOST/.well-known/assetlinks.json answers 200 over trusted TLS, without redirect, as application/json, within the size limit.
        check.list.assetlinks-fetch = --android를 지정하면: https://HOST/.well-known/assetlinks.json이 신뢰할 수 있는 TLS로, 리디렉션 없이, application/json으로, 크기 한도 안에서 200으로 응답합니다.
        # en: With --android: every statement parses as Google's Digital Asset Links service parses it, and every include is fetched.
        check.list.assetlinks-content = --android를 지정하면: 모든 문이 Google Digital Asset Links 서비스와 같은 방식으로 파싱되고, 모든 include를 가져옵니다.
        # en: With --android --package --fingerprint: the statements grant delegate_permission/common.handle_all_urls to the app.
        check.list.assetlinks-app = --android --package --fingerprint를 지정하면: 문이 앱에 delegate_permission/common.handle_all_urls를 부여합니다.
        # en: valid signature, trusted signer
        sign.verify.valid = 유효한 서명, 신뢰할 수 있는 서명자
        # en: valid signature, trusted signer, valid TLS identity for {domain}
        sign.verify.valid-for = 유효한 서명, 신뢰할 수 있는 서명자, {domain}에 유효한 TLS ID
        # en: INVALID ({count} problem)
        sign.verify.invalid.one = 유효하지 않음(문제 {count}개)
        # en: INVALID ({count} problems)
        sign.verify.invalid.other = 유효하지 않음(문제 {count}개)
        # en: a value is required
        init.value-required = 값이 필요합니다
        # en: answer y or n
        init.yes-or-no = y 또는 n으로 답하십시오
        # en: Apple team ID (10 characters)
        init.question.team = Apple 팀 ID(10자)
        # en: iOS bundle IDs (comma-separated)
        init.question.bundles = iOS 번들 ID(쉼표로 구분)
        # en: Domains the links live on (comma-separated)
        init.question.domains = 링크가 있는 도메인(쉼표로 구분)
        # en: Paths the app opens (comma-separated)
        init.question.paths = 앱이 여는 경로(쉼표로 구분)
        # en: Paths that stay in the browser (comma-separated, empty for none)
        init.question.excludes = 브라우저에 남는 경로(쉼표로 구분, 없으면 비워 두기)
        # en: Android application ID (empty for none)
        init.question.package = Android 애플리케이션 ID(없으면 비워 두기)
        # en: Android SHA-256 signing fingerprints (comma-separated)
        init.question.fingerprints = Android SHA-256 서명 지문(쉼표로 구분)
        # en: Support iOS 12 (legacy paths)?
        init.question.legacy = iOS 12(레거시 경로)를 지원합니까?
        # en: a team ID is 10 letters or digits
        error.init.problem.team = 팀 ID는 영문자 또는 숫자 10자입니다
        # en: not an Android application ID
        error.init.problem.package = Android 애플리케이션 ID가 아닙니다
        # en: a SHA-256 fingerprint: 32 hex bytes, colons optional (14:6D:E9:... or 146de9...)
        error.init.problem.fingerprint = SHA-256 지문: 16진수 32바이트, 콜론은 선택 사항(14:6D:E9:... 또는 146de9...)
        # en: "{bundle}" is not a bundle ID
        error.init.problem.bundle = "{bundle}"은(는) 번들 ID가 아닙니다
        # en: "{bundle}" looks like the app ID of team {prefix}, not {team}: give the bundle ID only ({bundleID})
        error.init.problem.other-team = "{bundle}"은(는) {team}이(가) 아니라 팀 {prefix}의 앱 ID로 보입니다. 번들 ID만 입력하십시오({bundleID})
        # en: --from {path}: Apple fetches on port 443 only; map another port with --resolve
        init.from.port = --from {path}: Apple은 포트 443에서만 가져옵니다. 다른 포트는 --resolve로 매핑하십시오
        # en: --from {path}: the domain serves no association file
        init.from.no-file = --from {path}: 도메인이 연결 파일을 제공하지 않습니다
        # en: {file}: no applinks details to build routes from
        init.from.no-details = {file}: 경로(route)를 만들 applinks details가 없습니다
        # en: {pointer} has other rules than the first detail; the manifest keeps the first detail's rules for every app
        init.from.other-rules = {pointer}의 규칙이 첫 번째 detail 항목과 다릅니다. 매니페스트는 모든 앱에 첫 번째 detail 항목의 규칙을 사용합니다
        # en: "defaults" are not part of the manifest; each route keeps only its own keys
        init.from.defaults = "defaults"는 매니페스트에 없습니다. 각 경로(route)는 자신의 키만 유지합니다
        # en: https://{domain}: no association file
        generate.live.no-file = https://{domain}: 연결 파일이 없습니다
        # The admin and console APIs' error messages (JSON `message`; the `error` code never changes), translated in AdminResponse.error by matching the English.
        # en: the admin API is disabled: start the server with --admin-token-file
        api.error.admin-disabled = 관리 API가 비활성화되어 있습니다: --admin-token-file로 서버를 시작하십시오
        # en: the admin API needs TLS (--tls-cert) when listening on {host}; bind to 127.0.0.1 or add a certificate
        api.error.admin-requires-tls = {host}에서 수신할 때 관리 API에는 TLS(--tls-cert)가 필요합니다. 127.0.0.1에 바인딩하거나 인증서를 추가하십시오
        # en: send one Authorization header
        api.error.one-authorization = Authorization 헤더를 하나만 보내십시오
        # en: send the admin token as 'Authorization: Bearer TOKEN'
        api.error.bearer = 관리자 토큰을 'Authorization: Bearer TOKEN' 형식으로 보내십시오
        # en: {host} serves no file
        api.error.no-file = {host}은(는) 제공하는 파일이 없습니다
        # en: {host} serves no {kind}
        api.error.no-kind = {host}은(는) {kind}을(를) 제공하지 않습니다
        # en: {host} has no {kind} versions
        api.error.no-versions = {host}에는 {kind} 버전이 없습니다
        # en: {host} has no version {version} of {kind}
        api.error.no-version = {host}에는 {kind}의 버전 {version}이(가) 없습니다
        # en: {kind} for {host} has {count} error(s); the live file is unchanged
        api.error.invalid-file = {host}의 {kind}에 오류가 {count}개 있습니다. 라이브 파일은 바뀌지 않았습니다
        # en: limit is 1 to 10000, got {value}
        api.error.bad-limit = limit은 1에서 10000 사이여야 하는데 {value}을(를) 받았습니다
        # en: association files are at most {limit} bytes; nothing was changed
        api.error.upload-too-large = 연결 파일은 최대 {limit}바이트입니다. 아무것도 바뀌지 않았습니다
        # en: not a host name: {host} (lower-case letters, digits, '-', '.'; Punycode for IDNs)
        api.error.bad-host = 호스트 이름이 아닙니다: {host} (소문자, 숫자, '-', '.'; IDN은 Punycode)
        # en: unknown file kind {kind}; use aasa or assetlinks
        api.error.bad-kind = 알 수 없는 파일 종류 {kind}입니다. aasa 또는 assetlinks를 사용하십시오
        # en: versions are positive integers, got {version}
        api.error.bad-version = 버전은 양의 정수여야 하는데 {version}을(를) 받았습니다
        # en: {host} has no certificate to renew
        api.error.no-certificate = {host}에는 갱신할 인증서가 없습니다
        # en: the server is busy with other requests of this kind; try again in a second
        api.error.busy = 서버가 같은 종류의 다른 요청을 처리하느라 바쁩니다. 잠시 후 다시 시도하십시오
        # en: no such endpoint: {path}
        api.error.no-endpoint = 없는 엔드포인트입니다: {path}
        # en: {method} is not allowed here; use {allowed}
        api.error.method-not-allowed = 여기서는 {method}을(를) 쓸 수 없습니다. {allowed}을(를) 사용하십시오
        # en: the request body is too large
        api.error.body-too-large = 요청 본문이 너무 큽니다
        # en: the server failed to answer this request; the log says why
        api.error.internal = 서버가 이 요청에 응답하지 못했습니다. 이유는 로그에 있습니다
        # en: HTTP/1.1 requests need a Host header
        api.error.host-missing = HTTP/1.1 요청에는 Host 헤더가 필요합니다
        # en: not a valid Host: {host}
        api.error.host-invalid = 올바른 Host가 아닙니다: {host}
        # en: a watch registration is at most {limit} bytes
        api.error.watch-too-large = 감시 등록은 최대 {limit}바이트입니다
        # en: the body is not a watch registration object: {error}
        api.error.watch-bad-json = 본문이 감시 등록 객체가 아닙니다: {error}
        # en: at most {limit} domains are watched (--watch-max-domains); nothing was added
        api.error.watch-too-many = 최대 {limit}개 도메인만 감시합니다(--watch-max-domains). 아무것도 추가하지 않았습니다
        # en: {host} is not registered for the watch
        api.error.watch-not-registered = {host}은(는) 감시에 등록되어 있지 않습니다
        # en: association files are at most {limit} bytes
        api.error.console-too-large = 연결 파일은 최대 {limit}바이트입니다
        # en: the request body is empty: send the file's bytes
        api.error.empty-body = 요청 본문이 비어 있습니다: 파일의 바이트를 보내십시오
        # en: at most {limit} URLs per request
        api.error.too-many-urls = 요청당 URL은 최대 {limit}개입니다
        # en: not formatted: the file is not valid JSON
        api.error.not-json = 포맷하지 않았습니다: 파일이 올바른 JSON이 아닙니다
        # en: give at least one url= parameter
        api.error.no-url = url= 매개변수를 하나 이상 주십시오
        # en: no file
        api.error.no-file-given = 파일이 없습니다
        # en: generate is 0 to 2000
        api.error.bad-generate = generate는 0에서 2000 사이입니다
        # en: no diagnostic code {code}
        api.error.no-code = 진단 코드 {code}이(가) 없습니다
        # en: the request body is not the expected JSON object: {error}
        api.error.bad-json = 요청 본문이 예상한 JSON 객체가 아닙니다: {error}
        # en: URLs are at most {max} bytes
        api.error.url-too-long = URL은 최대 {max}바이트입니다
        # en: {name} is not a usable association file; iOS would ignore it
        api.error.unusable-file = {name}은(는) 사용할 수 있는 연결 파일이 아닙니다. iOS는 이 파일을 무시합니다
        # en: {name} has no "applinks" service; no URL can match
        api.error.no-applinks = {name}에 "applinks" 서비스가 없습니다. 일치할 수 있는 URL이 없습니다
        # en: {name} is 1, true, 0 or false, got {value}
        api.error.bad-flag = {name}은(는) 1, true, 0, false 중 하나여야 하는데 {value}을(를) 받았습니다
        # en: ios must be 12 or 13 (any version 9-12 reads as 12, 13+ as 13)
        api.error.bad-ios = ios는 12 또는 13이어야 합니다(9-12 버전은 12로, 13 이상은 13으로 읽습니다)
        # en: not a host name: {host}
        api.error.console-bad-host = 호스트 이름이 아닙니다: {host}
        # en: unknown kind {kind}; use aasa, assetlinks or auto
        api.error.bad-kind-auto = 알 수 없는 종류 {kind}입니다. aasa, assetlinks 또는 auto를 사용하십시오
        # en: comparing {given} URLs against {pairs} (app, rule) pairs for {versions} iOS version(s) is more than the {limit} comparisons one diff may make: give fewer urls or one ios, or run `ulinks diff`
        api.error.over-budget = {given}개 URL을 {versions}개 iOS 버전에 대해 {pairs}개 (앱, 규칙) 쌍과 비교하면 diff 한 번에 할 수 있는 비교 {limit}회를 넘습니다. urls를 줄이거나 ios를 하나만 주거나 `ulinks diff`를 실행하십시오
        # en: this build of ulinks has no checker (UniversalLinksChecker)
        api.error.checker-absent = 이 ulinks 빌드에는 검사기(UniversalLinksChecker)가 없습니다
        # en: the store did not answer within {time}; nothing is known to have changed
        api.error.store-timeout = 저장소가 {time} 안에 응답하지 않았습니다. 바뀐 것으로 알려진 내용은 없습니다
        # en: the store failed: {error}
        api.error.store-failed = 저장소가 실패했습니다: {error}
        # en: the store's disk is full (SQLite: {error}); nothing was changed
        api.error.store-full = 저장소 디스크가 가득 찼습니다(SQLite: {error}). 아무것도 바뀌지 않았습니다
        # en: the store is damaged (SQLite: {error})
        api.error.store-damaged = 저장소가 손상되었습니다(SQLite: {error})
        # en: the store failed (SQLite: {error})
        api.error.store-sqlite = 저장소가 실패했습니다(SQLite: {error})
        # en: PostgreSQL is unreachable ({reason}); retrying
        api.error.store-unreachable = PostgreSQL에 연결할 수 없습니다({reason}). 다시 시도하는 중입니다
        # en: serving the folder {path} read-only: change the files there instead
        api.error.read-only = 폴더 {path}을(를) 읽기 전용으로 제공하고 있습니다. 대신 그 폴더의 파일을 바꾸십시오
        # en: a row of {what} for {domain} is unreadable
        api.error.unreadable-row = {domain}의 {what} 행 하나를 읽을 수 없습니다
        # en: a watch registration is unreadable
        api.error.unreadable-registration = 감시 등록 하나를 읽을 수 없습니다
        # Command failures (ULinks.main's failure path, CLI+Failure.swift): the side-by-side options, doctor's certificate files, serve's token file, sign's signed input ("FILE: " kept before the text).
        # en: --package and --fingerprint need --android assetlinks.json
        error.sidebyside.android-needed = --package와 --fingerprint에는 --android assetlinks.json이 필요합니다
        # en: a PEM certificate block is not base64
        error.pem.not-base64 = PEM 인증서 블록이 base64가 아닙니다
        # en: not an X.509 certificate (PEM or DER, as keytool -exportcert writes it)
        error.pem.not-x509 = X.509 인증서가 아닙니다(keytool -exportcert가 쓰는 PEM 또는 DER이어야 합니다)
        # en: the admin token must be at least 16 characters
        error.serve.admin-token-short = 관리자 토큰은 16자 이상이어야 합니다
        # en: already signed; sign the JSON payload (ulinks verify-signature --extract)
        error.sign.already-signed = 이미 서명되어 있습니다. JSON 페이로드에 서명하십시오(ulinks verify-signature --extract)
        # en: app: '{app}' is not an App ID (PREFIX.bundle.id)
        api.error.watch-bad-app = app: '{app}'은(는) 앱 ID(PREFIX.bundle.id)가 아닙니다
        # en: urls: '{url}' is not an https URL of {domain}
        api.error.watch-bad-url = urls: '{url}'은(는) {domain}의 https URL이 아닙니다
        # en: {field}: '{value}' is not a URL of {domain}
        api.error.watch-bad-expectation = {field}: '{value}'은(는) {domain}의 URL이 아닙니다
        # en: webhooks: '{url}' is not an http(s) URL
        api.error.watch-bad-webhook = webhooks: '{url}'은(는) http(s) URL이 아닙니다
        # en: {field}: at most {limit} entries
        api.error.watch-too-many-entries = {field}: 항목은 최대 {limit}개입니다
        # en: {field}: entries are at most {limit} bytes
        api.error.watch-entry-too-long = {field}: 항목은 최대 {limit}바이트입니다
        # en: {option}: {value} is not a number of seconds from {low} to {high}
        error.option.seconds = {option}: {value}은(는) {low}에서 {high} 사이의 초 단위 숫자가 아닙니다
        # en: {option}: {value} is not a number of seconds above 0 and at most {high}
        error.option.positive-seconds = {option}: {value}은(는) 0보다 크고 {high} 이하인 초 단위 숫자가 아닙니다
        # en: {option}: {value} is not a whole number from {low} to {high}
        error.option.count = {option}: {value}은(는) {low}에서 {high} 사이의 정수가 아닙니다
        # en: {option}: {reason}
        error.option.url = {option}: {reason}
        # en: '{domain}' is not a domain to check: {reason}
        error.not-a-domain = '{domain}'은(는) 검사할 수 있는 도메인이 아닙니다: {reason}
        # en: {option}: '{app}' is not an App ID (PREFIX.bundle.id: letters, digits, '.' and '-')
        error.app-id = {option}: '{app}'은(는) App ID가 아닙니다(PREFIX.bundle.id: 문자, 숫자, '.', '-')
        # en: not a domain to check: {domain}: {reason}
        api.error.not-a-domain = 검사할 수 있는 도메인이 아닙니다: {domain}: {reason}
        # en: app: '{app}' is not an App ID (PREFIX.bundle.id: letters, digits, '.' and '-')
        api.error.bad-app = app: '{app}'은(는) App ID가 아닙니다(PREFIX.bundle.id: 문자, 숫자, '.', '-')
        # en: limit is {low} to {high}, got {value}
        api.error.bad-limit-range = limit은 {low}에서 {high} 사이여야 합니다. 받은 값: {value}
        # CheckID.title(_:): each check's short title (doctor's fix when a check has none; the key is the check id).
        # en: DNS resolution
        check.title.dns = DNS 조회
        # en: TCP connection
        check.title.connect = TCP 연결
        # en: TLS handshake
        check.title.tls-handshake = TLS 핸드셰이크
        # en: Certificate trusted
        check.title.tls-trust = 인증서 신뢰
        # en: Certificate names the host
        check.title.tls-hostname = 인증서의 호스트 이름
        # en: Certificate dates
        check.title.tls-dates = 인증서 유효 기간
        # en: Certificate chain
        check.title.tls-chain = 인증서 체인
        # en: HTTP status
        check.title.http-status = HTTP 상태
        # en: No redirect
        check.title.redirect = 리디렉션 없음
        # en: Content-Type
        check.title.content-type = Content-Type
        # en: Size
        check.title.size = 크기
        # en: Content-Encoding
        check.title.content-encoding = Content-Encoding
        # en: Response time
        check.title.response-time = 응답 시간
        # en: File content
        check.title.file-content = 파일 내용
        # en: Signature
        check.title.signature = 서명
        # en: App listed
        check.title.app-listed = 앱 등록 여부
        # en: URL decision
        check.title.url-decision = URL 판정
        # en: Legacy root location
        check.title.legacy-root = 레거시 루트 위치
        # en: Apple CDN copy
        check.title.cdn-fetch = Apple CDN 사본
        # en: Apple CDN headers
        check.title.cdn-headers = Apple CDN 헤더
        # en: CDN copy = origin file
        check.title.cdn-compare = CDN 사본 = 원본 파일
        # en: Android assetlinks.json
        check.title.assetlinks-fetch = Android assetlinks.json
        # en: Android statements
        check.title.assetlinks-content = Android 문
        # en: Android app linked
        check.title.assetlinks-app = Android 앱 연결
        """#
}
