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
        html.check.cdn-copy = Apple CDN ({url})
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
        # en: applinks
        doctor.column.applinks = applinks
        # en: variant
        doctor.column.variant = 빌드 변형
        # en: applicationId
        doctor.column.applicationId = applicationId
        # en: targetSdk
        doctor.column.targetSdk = targetSdk
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
        # en: assetlinks.json
        doctor.column.assetlinks.json = assetlinks.json
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
        """#
}
