// Translations of LocalizationTable+MatchingEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let matchingKo = #"""
        # ulinks match
        match.opens = {app}에서 열립니다
        match.opens-browser = 브라우저에서 열립니다
        match.never-opens = 절대 열리지 않음: {problem}
        match.app-not-listed = warning: {app}은(는) {file}에 없습니다(앱: {apps})
        match.warning.no-applinks = 파일에 "applinks" 서비스가 없습니다. 어떤 URL도 앱을 열지 않습니다(모든 앱: no_match)
        match.unusable = 사용할 수 있는 연결 파일이 아닙니다. iOS는 이 파일을 무시합니다
        match.not-url.line = {line}번째 줄: error: URL이 아닙니다: {reason}
        match.not-url.reason.too-long = {bytes}바이트보다 깁니다
        match.not-url.reason.control = {byte}번째 바이트에 제어 문자 U+{code}이(가) 있습니다
        match.not-url.reason.utf8 = 올바른 UTF-8이 아닙니다
        match.need-url = URL을 하나 이상 지정하거나 --urls FILE을 사용하십시오
        match.both-stdin = FILE과 --urls를 모두 표준 입력으로 지정할 수는 없습니다
        match.no-host = '{path}'에 호스트가 없습니다. 전체 URL({url})을 지정하거나 --domain HOST를 사용하십시오
        match.ios-version = --ios는 12 또는 13이어야 합니다(9-12는 12로, 13 이상은 13으로 읽습니다)
        # ulinks match --explain
        explain.host = 호스트      {host}
        explain.host.other = 호스트      {host}  -- 파일의 도메인 {domain}이(가) 아니므로 아무것도 일치하지 않습니다
        explain.host.none = (없음: 경로만 있음)
        explain.path = 경로        {path}
        explain.path.decoded = 경로        {path}   디코딩: {decoded}
        explain.query = 쿼리        {query}
        explain.query.items = 쿼리        {query}   항목: {items}
        explain.query.none = 쿼리        (없음: ""로 매칭)
        explain.fragment = 프래그먼트  {fragment}
        explain.fragment.none = 프래그먼트  (없음: ""로 매칭)
        explain.warning = 경고        {warning}
        explain.app = {app}: {detail}의 {source}
        explain.no-rule = (시도한 규칙 없음)
        explain.rule.failed = {key} 불일치(패턴 "{pattern}")
        explain.rule.decides = 모든 키 일치: 이 규칙이 결정합니다
        explain.ignored = 무시됨: {note}
        explain.ignored.wrong-type = {key}: {reason}. 무시됩니다
        explain.ignored.unknown = {key}은(는) iOS가 아는 키가 아닙니다. 무시됩니다
        explain.ignored.unknown.near = {key}은(는) iOS가 아는 키가 아닙니다. 무시됩니다({near}을(를) 의도했습니까?)
        # ulinks android match
        android.match.query.none = 쿼리        (없음)
        android.match.source.legacy = 모든 URL(Android 14 이하)
        android.match.source.no-dynamic = 모든 URL(동적 규칙 없음)
        android.match.unusable = 사용할 수 있는 assetlinks.json 파일이 아닙니다. Android는 이 파일을 무시합니다
        android.match.not-verified = warning: {package}은(는) {file}에서 확인되지 않습니다(확인된 패키지: {packages})
        android.match.not-verified.fingerprint = warning: {package}은(는) {file}에서 지문 {fingerprint}(으)로 확인되지 않습니다(확인된 패키지: {packages})
        android.match.none = 없음
        android.match.dropped = {file}: warning: Android는 {pointer}({package})의 동적 규칙을 무시합니다: {reason}
        android.match.version = --android는 14 또는 15여야 합니다(6-14는 14로 읽습니다)
        android.match.fingerprint = --fingerprint는 SHA-256 지문입니다: 콜론으로 구분한 16진수 32바이트
        # ulinks match --android
        sidebyside.browser = 브라우저({reasons})
        sidebyside.browser.no-app = 브라우저(앱 없음)
        sidebyside.differs = <- 다름
        # ulinks diff
        diff.app.added = + 앱 {app}({file}에 새로 추가됨)
        diff.app.removed = - 앱 {app}({file}에만 있음)
        diff.heading.file = 파일:
        diff.heading.rules = {ios}에서 {apps}의 규칙:
        diff.no-example = (이 규칙으로 만든 URL 중 결정이 달라지는 것은 없습니다)
        diff.decisions = URL {count}개 중 결정이 달라지는 것(지정한 URL과 두 파일의 규칙으로 생성한 URL):
        diff.list = {title}({count}):
        diff.more = ... 외 {count}개
        diff.app = {ios}에서 {app}: {counts}
        diff.count.gains = 추가 {count}
        diff.count.loses = 손실 {count}
        diff.count.other = 기타 변경 {count}
        diff.list.gains = 추가
        diff.list.loses = 손실
        diff.list.other = 기타 변경
        diff.opens.one = URL {count}개에서 여는 앱이 달라집니다
        diff.opens.other = URL {count}개에서 여는 앱이 달라집니다
        diff.opens.list = 위에 나오지 않은, 여는 앱의 변경
        diff.browser = 브라우저
        diff.all-hint = (--all은 모든 URL을 나열합니다. --format json에는 모두 들어 있습니다)
        diff.same = URL {count}개에서 차이가 없습니다
        diff.compared = URL {count}개를 비교했습니다
        diff.not-url = {file}:{line}: error: URL이 아닙니다: {reason}
        diff.ios-version = --ios는 12 또는 13이어야 합니다
        diff.generate-negative = --generate는 음수일 수 없습니다
        diff.limit-negative = --limit는 음수일 수 없습니다
        diff.both-stdin = OLD와 NEW를 모두 표준 입력으로 지정할 수는 없습니다
        # ulinks diff: rule changes
        diff.change.order = 앱의 순서가 바뀌었습니다: {old}에서 {new}(으)로(일치하는 첫 번째 앱이 링크를 엽니다)
        diff.change.moved.component = 구성 요소 {old}이(가) {new}(으)로 이동했습니다: {rule}
        diff.change.moved.path = 경로 {old}이(가) {new}(으)로 이동했습니다: {rule}
        diff.change.changed.component = 구성 요소 {index}이(가) 바뀌었습니다: {what}
        diff.change.changed.component.was = 구성 요소 {index}(이전 {old})이(가) 바뀌었습니다: {what}
        diff.change.changed.path = 경로 {index}이(가) 바뀌었습니다: {what}
        diff.change.changed.path.was = 경로 {index}(이전 {old})이(가) 바뀌었습니다: {what}
        diff.change.removed.component = 구성 요소 {index}이(가) 삭제되었습니다: {rule}
        diff.change.removed.path = 경로 {index}이(가) 삭제되었습니다: {rule}
        diff.change.added.component = 구성 요소 {index}이(가) 추가되었습니다: {rule}
        diff.change.added.path = 경로 {index}이(가) 추가되었습니다: {rule}
        diff.change.defaults = applinks.defaults가 바뀌었습니다: {what}
        diff.change.detail-defaults = detail 항목의 defaults가 바뀌었습니다: {what}
        diff.change.variable.added = 치환 변수 $({name})이(가) 추가되었습니다: {values}
        diff.change.variable.changed = 치환 변수 $({name}): {old}에서 {new}(으)로 바뀌었습니다
        diff.change.variable.removed = 치환 변수 $({name})이(가) 삭제되었습니다(이전 값 {values})
        diff.key.became = "{key}" {old}에서 {new}(으)로 바뀜
        diff.key.added = "{key}" {value} 추가됨
        diff.key.removed = "{key}" {value} 삭제됨
        diff.key.query.renamed = "?" 키 {old}이(가) {new}(으)로 바뀜
        diff.key.query.removed = "?" 키 {name} 삭제됨
        diff.key.query.added = "?" 키 {name} 추가됨({pattern})
        diff.key.query.pattern = "?" 키 {name}: {old}에서 {new}(으)로 바뀜
        diff.value.absent = 없음(기본값 {value})
        # ulinks diff findings
        diff.finding.app-removed = {app}은(는) {file}에 있었지만 이제 없습니다
        diff.finding.app-added = {app}이(가) 새로 추가되었습니다
        diff.finding.lost.one = {app}은(는) {ios}에서 URL {count}개를 더 이상 열지 않습니다: {urls}
        diff.finding.lost.other = {app}은(는) {ios}에서 URL {count}개를 더 이상 열지 않습니다: {urls}
        diff.finding.gained.one = {app}은(는) 이제 {ios}에서 URL {count}개를 엽니다: {urls}
        diff.finding.gained.other = {app}은(는) 이제 {ios}에서 URL {count}개를 엽니다: {urls}
        diff.finding.other.one = {ios}에서 URL {count}개가 여전히 브라우저에서 열리지만 {app}에 대해 다른 규칙이 결정합니다: {urls}
        diff.finding.other.other = {ios}에서 URL {count}개가 여전히 브라우저에서 열리지만 {app}에 대해 다른 규칙이 결정합니다: {urls}
        diff.finding.opens.one = URL {count}개에서 여는 앱이 달라집니다: {urls}
        diff.finding.opens.other = URL {count}개에서 여는 앱이 달라집니다: {urls}
        diff.finding.more = , ... 외 {count}개
        diff.fix.app-removed = 앱을 삭제한 것이 의도한 것인지 확인하십시오.
        diff.fix.lost-urls = 앱이 이 URL을 더 이상 열지 않아야 하는지 확인하십시오. 어떤 규칙이 결정하는지는 `ulinks match --explain`으로 볼 수 있습니다.
        diff.fix.opens-changed = details 항목의 순서를 확인하십시오. 일치하는 첫 번째 앱이 링크를 엽니다.
        """#
}
