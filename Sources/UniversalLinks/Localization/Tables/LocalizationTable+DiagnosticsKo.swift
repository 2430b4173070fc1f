// ko diagnostics (translations of the English table).
// Format: Docs/Localization.md. Regenerate the English table or stub missing keys with scripts/l10n-extract.py.
extension LocalizationTable {
    static let diagnosticsKo = #"""
        # en: The document is not JSON at all; the message names what it looks like (HTML page, RTF, gzip bytes, JavaScript, front matter, template).
        not-json.summary = 문서가 전혀 JSON이 아닙니다. 메시지에 문서가 무엇으로 보이는지(HTML 페이지, RTF, gzip 바이트, JavaScript, 프런트 매터, 템플릿) 표시됩니다.
        # en: Serve the JSON file itself.
        not-json.fix = JSON 파일 자체를 제공하십시오.
        # en: The document is empty or only whitespace.
        empty-file.summary = 문서가 비어 있거나 공백만 있습니다.
        # en: Publish a JSON object with an applinks section.
        empty-file.fix = applinks 섹션이 있는 JSON 객체를 게시하십시오.
        # en: The document is larger than 131,072 bytes (128 KB); Apple's fetchers reject it.
        file-too-large.summary = 문서가 131,072바이트(128 KB)보다 큽니다. Apple의 다운로드 서버는 이런 문서를 거부합니다.
        # en: Shorten the file: use wildcards, substitution variables and fewer rules.
        file-too-large.fix = 파일을 줄이십시오. 와일드카드와 치환 변수를 사용하고 규칙 수를 줄이십시오.
        # en: The document starts with a UTF-8 byte-order mark, which strict JSON parsers reject.
        byte-order-mark.summary = 문서가 UTF-8 바이트 순서 표시(BOM)로 시작합니다. 엄격한 JSON 파서는 이를 거부합니다.
        # en: Save the file as UTF-8 without BOM.
        byte-order-mark.fix = 파일을 BOM 없는 UTF-8로 저장하십시오.
        # en: A typographic quote (“ ” ‘ ’) is used where JSON requires a straight double quote.
        curly-quote.summary = JSON에서 곧은 큰따옴표가 필요한 자리에 둥근 따옴표(“ ” ‘ ’)가 사용되었습니다.
        # en: Replace typographic quotes with straight double quotes ("); turn off smart quotes in your editor.
        curly-quote.fix = 둥근 따옴표를 곧은 큰따옴표(")로 바꾸고, 편집기의 스마트 따옴표 기능을 끄십시오.
        # en: A string or key is delimited with single quotes.
        single-quote.summary = 문자열이나 키가 작은따옴표로 감싸여 있습니다.
        # en: Use double quotes.
        single-quote.fix = 큰따옴표를 사용하십시오.
        # en: An object key is not in quotes.
        unquoted-key.summary = 객체 키가 따옴표로 감싸여 있지 않습니다.
        # en: Put the key in double quotes.
        unquoted-key.fix = 키를 큰따옴표로 감싸십시오.
        # en: A string value is not in quotes.
        unquoted-string.summary = 문자열 값이 따옴표로 감싸여 있지 않습니다.
        # en: Put the value in double quotes.
        unquoted-string.fix = 값을 큰따옴표로 감싸십시오.
        # en: A literal from another language (True, None, undefined, ...) is used.
        invalid-literal.summary = 다른 언어의 리터럴(True, None, undefined 등)이 사용되었습니다.
        # en: Use true, false or null.
        invalid-literal.fix = true, false 또는 null을 사용하십시오.
        # en: A comma follows the last element of an array or object.
        trailing-comma.summary = 배열이나 객체의 마지막 요소 뒤에 쉼표가 있습니다.
        # en: Remove the comma.
        trailing-comma.fix = 쉼표를 제거하십시오.
        # en: Two elements or members are not separated by a comma.
        missing-comma.summary = 두 요소 또는 멤버가 쉼표로 구분되어 있지 않습니다.
        # en: Add a comma.
        missing-comma.fix = 쉼표를 추가하십시오.
        # en: An object key is not followed by ':'.
        missing-colon.summary = 객체 키 뒤에 ':'가 없습니다.
        # en: Add ':' between the key and its value.
        missing-colon.fix = 키와 값 사이에 ':'를 추가하십시오.
        # en: A value is missing (for example two commas in a row).
        expected-value.summary = 값이 없습니다(예: 쉼표가 두 번 연속됨).
        # en: Remove the extra comma or add the value.
        expected-value.fix = 불필요한 쉼표를 제거하거나 값을 추가하십시오.
        # en: JSON has no comments; Apple's parser rejects the file.
        comment.summary = JSON에는 주석이 없습니다. Apple의 파서는 이 파일을 거부합니다.
        # en: Remove the comment; use a component's "comment" key instead.
        comment.fix = 주석을 제거하십시오. 대신 구성 요소의 "comment" 키를 사용하십시오.
        # en: A /* block comment is never closed.
        unterminated-comment.summary = /* 블록 주석이 닫히지 않았습니다.
        # en: Remove the comment.
        unterminated-comment.fix = 주석을 제거하십시오.
        # en: A string is not closed before the end of its line or of the file.
        unterminated-string.summary = 문자열이 줄 끝이나 파일 끝 전에 닫히지 않았습니다.
        # en: Add the closing quote.
        unterminated-string.fix = 닫는 따옴표를 추가하십시오.
        # en: The file ends where a value was expected (it was cut short).
        unexpected-end.summary = 값이 와야 할 위치에서 파일이 끝납니다(파일이 잘렸습니다).
        # en: Complete the file; check that the upload or template was not truncated.
        unexpected-end.fix = 파일을 완성하십시오. 업로드나 템플릿이 잘리지 않았는지 확인하십시오.
        # en: An array is never closed.
        unterminated-array.summary = 배열이 닫히지 않았습니다.
        # en: Add the closing ].
        unterminated-array.fix = 닫는 ]를 추가하십시오.
        # en: An object is never closed.
        unterminated-object.summary = 객체가 닫히지 않았습니다.
        # en: Add the closing }.
        unterminated-object.fix = 닫는 }를 추가하십시오.
        # en: A ] closes an object or a } closes an array.
        mismatched-bracket.summary = ]가 객체를 닫거나 }가 배열을 닫고 있습니다.
        # en: Use the bracket that matches the opening one.
        mismatched-bracket.fix = 여는 괄호에 맞는 괄호를 사용하십시오.
        # en: A character that cannot appear here in JSON.
        unexpected-character.summary = JSON에서 이 위치에 올 수 없는 문자입니다.
        # en: Remove the character.
        unexpected-character.fix = 이 문자를 제거하십시오.
        # en: Something follows the end of the top-level JSON value.
        trailing-content.summary = 최상위 JSON 값이 끝난 뒤에 다른 내용이 있습니다.
        # en: A file holds exactly one JSON object: merge the objects.
        trailing-content.fix = 파일에는 JSON 객체가 정확히 하나만 있어야 합니다. 객체들을 병합하십시오.
        # en: A raw control character (such as a tab) appears inside a string.
        control-character.summary = 문자열 안에 이스케이프되지 않은 제어 문자(예: 탭)가 있습니다.
        # en: Escape it (\\t, \\n, \\u0000).
        control-character.fix = 이스케이프하십시오(\\t, \\n, \\u0000).
        # en: A backslash escape that JSON does not define, or a malformed \\u escape.
        invalid-escape.summary = JSON에 정의되지 않은 백슬래시 이스케이프이거나 형식이 잘못된 \\u 이스케이프입니다.
        # en: Write a literal backslash as \\\\.
        invalid-escape.fix = 백슬래시 문자 자체는 \\\\로 쓰십시오.
        # en: Bytes that are not valid UTF-8.
        invalid-utf8.summary = 올바른 UTF-8이 아닌 바이트가 있습니다.
        # en: Save the file as UTF-8.
        invalid-utf8.fix = 파일을 UTF-8로 저장하십시오.
        # en: A non-breaking or zero-width space where JSON allows only space, tab and line breaks.
        invalid-whitespace.summary = JSON이 공백, 탭, 줄바꿈만 허용하는 위치에 줄바꿈 없는 공백이나 폭 없는 공백이 있습니다.
        # en: Replace it with a plain space.
        invalid-whitespace.fix = 일반 공백으로 바꾸십시오.
        # en: A number JSON does not allow (leading zero, '+', '.5', NaN).
        invalid-number.summary = JSON이 허용하지 않는 숫자입니다(앞자리 0, '+', '.5', NaN).
        # en: Write the number in JSON syntax.
        invalid-number.fix = 숫자를 JSON 문법으로 쓰십시오.
        # en: An unrendered template placeholder ({{...}}, ${...}) stands where a value belongs.
        template-placeholder.summary = 값이 와야 할 자리에 렌더링되지 않은 템플릿 자리표시자({{...}}, ${...})가 있습니다.
        # en: Render the template before publishing.
        template-placeholder.fix = 게시하기 전에 템플릿을 렌더링하십시오.
        # en: Values are nested more than 64 levels deep.
        nesting-too-deep.summary = 값이 64단계보다 깊게 중첩되어 있습니다.
        # en: An AASA file needs at most a few levels.
        nesting-too-deep.fix = AASA 파일에는 몇 단계의 중첩만 있으면 충분합니다.
        # en: A key appears twice in one object; parsers disagree on which value wins (Apple's keeps the last).
        duplicate-key.summary = 한 객체에 같은 키가 두 번 나옵니다. 어느 값이 적용되는지는 파서마다 다릅니다(Apple의 파서는 마지막 값을 사용합니다).
        # en: Keep one key and merge the values.
        duplicate-key.fix = 키를 하나만 남기고 값을 병합하십시오.
        # en: Reporting stopped after 100 syntax errors.
        too-many-errors.summary = 구문 오류 100개에서 보고를 중단했습니다.
        # en: Fix the first errors; the rest are often consequences.
        too-many-errors.fix = 처음 오류부터 수정하십시오. 나머지는 대개 그 결과입니다.
        # en: A value has the wrong JSON type (for example a string where an array is required).
        wrong-type.summary = 값의 JSON 타입이 잘못되었습니다(예: 배열이 필요한 자리에 문자열).
        # en: Use the type the format requires.
        wrong-type.fix = 형식이 요구하는 타입을 사용하십시오.
        # en: The file is a JSON array; an association file is a single JSON object.
        top-level-array.summary = 파일이 JSON 배열입니다. 연결 파일은 하나의 JSON 객체여야 합니다.
        # en: Remove the enclosing [ and ].
        top-level-array.fix = 바깥쪽 [와 ]를 제거하십시오.
        # en: The file looks like a CMS (PKCS#7) signed envelope but its content cannot be read.
        unreadable-signature.summary = 파일이 CMS(PKCS#7) 서명 봉투로 보이지만 내용을 읽을 수 없습니다.
        # en: Sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON.
        unreadable-signature.fix = openssl smime -sign -nodetach -outform DER로 서명하거나 일반 JSON을 제공하십시오.
        # en: The file cannot be read (missing, a directory, no permission).
        unreadable-file.summary = 파일을 읽을 수 없습니다(없음, 디렉터리임, 권한 없음).
        # en: Check the path.
        unreadable-file.fix = 경로를 확인하십시오.
        # en: The input is larger than the reading limit (16 MiB unless --max-bytes says otherwise); reading stopped there, nothing was parsed.
        too-large.summary = 입력이 읽기 한도(--max-bytes로 지정하지 않으면 16 MiB)보다 큽니다. 한도에서 읽기를 중단했으며 아무것도 파싱하지 않았습니다.
        # en: Check that the path names the association file; raise --max-bytes N for a genuinely larger input.
        too-large.fix = 경로가 연결 파일을 가리키는지 확인하십시오. 실제로 더 큰 입력이라면 --max-bytes N으로 한도를 높이십시오.
        # en: No recognised service (applinks, webcredentials, appclips, activitycontinuation): the file does nothing.
        no-service.summary = 인식되는 서비스(applinks, webcredentials, appclips, activitycontinuation)가 없습니다. 이 파일은 아무 역할도 하지 않습니다.
        # en: Put the rules under "applinks".
        no-service.fix = 규칙을 "applinks" 아래에 넣으십시오.
        # en: applinks has no "details": no app is associated.
        missing-details.summary = applinks에 "details"가 없습니다. 연결된 앱이 없습니다.
        # en: Add "details": [{"appIDs": [...], "components": [...]}].
        missing-details.fix = "details": [{"appIDs": [...], "components": [...]}]를 추가하십시오.
        # en: applinks.details is empty: no app is associated with this domain.
        empty-details.summary = applinks.details가 비어 있습니다. 이 도메인에 연결된 앱이 없습니다.
        # en: Add a detail for your app.
        empty-details.fix = 앱의 detail 항목을 추가하십시오.
        # en: details is an object keyed by app ID (the iOS 9 form). Still accepted, but rare tools understand it.
        legacy-details-object.summary = details가 앱 ID를 키로 하는 객체입니다(iOS 9 형식). 여전히 허용되지만 이를 이해하는 도구는 드뭅니다.
        # en: Use "details": [{"appID": "...", "paths": [...]}].
        legacy-details-object.fix = "details": [{"appID": "...", "paths": [...]}]를 사용하십시오.
        # en: A key iOS does not know; it is silently ignored (often a typo).
        unknown-key.summary = iOS가 모르는 키입니다. 아무 알림 없이 무시됩니다(대개 오타입니다).
        # en: Use the key the message suggests, or remove it.
        unknown-key.fix = 메시지가 제안하는 키를 사용하거나 키를 제거하십시오.
        # en: applinks has no "apps" key; iOS 12 and older reject the whole file.
        legacy-apps-missing.summary = applinks에 "apps" 키가 없습니다. iOS 12 이하는 파일 전체를 거부합니다.
        # en: Add "apps": [] to applinks.
        legacy-apps-missing.fix = applinks에 "apps": []를 추가하십시오.
        # en: applinks.apps is not empty; it must be an empty array (iOS 12 and older reject the file).
        legacy-apps-not-empty.summary = applinks.apps가 비어 있지 않습니다. 빈 배열이어야 합니다(iOS 12 이하는 파일을 거부합니다).
        # en: Write "apps": [] and list apps in details.
        legacy-apps-not-empty.fix = "apps": []로 쓰고 앱은 details에 나열하십시오.
        # en: An app ID is the empty string.
        empty-app-id.summary = 앱 ID가 빈 문자열입니다.
        # en: Write <Team ID>.<bundle ID>.
        empty-app-id.fix = <팀 ID>.<번들 ID> 형식으로 쓰십시오.
        # en: An app ID is a placeholder that was never filled in (TEAM_ID, $(...), YOUR_..., <...>).
        app-id-placeholder.summary = 앱 ID가 채워지지 않은 자리표시자입니다(TEAM_ID, $(...), YOUR_..., <...>).
        # en: Write your App ID prefix (Team ID) and bundle ID, e.g. ABCDE12345.com.example.app.
        app-id-placeholder.fix = 앱 ID 접두사(팀 ID)와 번들 ID를 쓰십시오(예: ABCDE12345.com.example.app).
        # en: An app ID is a bare bundle ID without the App ID prefix (Team ID).
        app-id-missing-prefix.summary = 앱 ID가 앱 ID 접두사(팀 ID) 없이 번들 ID만으로 되어 있습니다.
        # en: Prefix the bundle ID with your Team ID: ABCDE12345.com.example.app.
        app-id-missing-prefix.fix = 번들 ID 앞에 팀 ID를 붙이십시오: ABCDE12345.com.example.app.
        # en: An app ID does not have the form <prefix>.<bundle ID> (prefix letters and digits, bundle ID of A-Z a-z 0-9 . -).
        invalid-app-id.summary = 앱 ID가 <접두사>.<번들 ID> 형식이 아닙니다(접두사는 영문자와 숫자, 번들 ID는 A-Z a-z 0-9 . -).
        # en: Correct the app ID.
        invalid-app-id.fix = 앱 ID를 수정하십시오.
        # en: The App ID prefix is not a 10-character Team ID ([A-Z0-9]{10}); correct only for old apps whose prefix differs.
        unusual-app-id-prefix.summary = 앱 ID 접두사가 10자리 팀 ID([A-Z0-9]{10})가 아닙니다. 접두사가 다른 오래된 앱에서만 올바른 형식입니다.
        # en: Check the application-identifier entitlement of the signed app.
        unusual-app-id-prefix.fix = 서명된 앱의 application-identifier 인타이틀먼트를 확인하십시오.
        # en: The bundle ID starts with the App ID prefix again (TEAMID.TEAMID.bundle): the full app ID was pasted where the bundle ID belongs, and iOS never matches it.
        app-id-repeated-prefix.summary = 번들 ID가 다시 앱 ID 접두사로 시작합니다(TEAMID.TEAMID.bundle). 번들 ID 자리에 전체 앱 ID를 붙여 넣었으며, iOS는 이를 절대 일치시키지 않습니다.
        # en: Write the prefix once: ABCDE12345.com.example.app.
        app-id-repeated-prefix.fix = 접두사는 한 번만 쓰십시오: ABCDE12345.com.example.app.
        # en: The app ID is an example from Apple's documentation or a tutorial.
        example-app-id.summary = 앱 ID가 Apple 문서나 튜토리얼의 예시입니다.
        # en: Use your own app's ID.
        example-app-id.fix = 자신의 앱 ID를 사용하십시오.
        # en: A detail has both appID and appIDs; iOS uses the union, older tools only one of them.
        app-id-and-app-ids.summary = detail 항목에 appID와 appIDs가 모두 있습니다. iOS는 둘을 합쳐 사용하지만 오래된 도구는 둘 중 하나만 사용합니다.
        # en: Keep only appIDs.
        app-id-and-app-ids.fix = appIDs만 남기십시오.
        # en: Our reading: iOS uses only the first detail that lists an app; this later detail is ignored for it.
        duplicate-app.summary = 분석 결과: iOS는 앱을 나열한 첫 번째 detail 항목만 사용합니다. 이 앱에 대해 뒤에 나오는 이 detail 항목은 무시됩니다.
        # en: Merge the rules into the first detail for the app.
        duplicate-app.fix = 규칙을 이 앱의 첫 번째 detail 항목에 병합하십시오.
        # en: A detail names no app (no appID or appIDs, or an empty list).
        detail-without-app.summary = detail 항목에 앱이 지정되어 있지 않습니다(appID나 appIDs가 없거나 목록이 비어 있음).
        # en: Add "appIDs": ["<Team ID>.<bundle ID>"].
        detail-without-app.fix = "appIDs": ["<팀 ID>.<번들 ID>"]를 추가하십시오.
        # en: A webcredentials/appclips/activitycontinuation section lists no app.
        empty-service-apps.summary = webcredentials/appclips/activitycontinuation 섹션에 앱이 없습니다.
        # en: List the app IDs, or remove the section.
        empty-service-apps.fix = 앱 ID를 나열하거나 섹션을 제거하십시오.
        # en: A detail has neither paths nor components: it matches nothing.
        no-rules.summary = detail 항목에 paths도 components도 없습니다. 아무것도 일치하지 않습니다.
        # en: Add components (iOS 13+) and/or paths (iOS 12).
        no-rules.fix = components(iOS 13 이상) 또는 paths(iOS 12), 혹은 둘 다 추가하십시오.
        # en: A detail has components and paths: iOS 13+ uses only components, iOS 12 only paths. Make sure both say the same.
        components-with-paths.summary = detail 항목에 components와 paths가 모두 있습니다. iOS 13 이상은 components만, iOS 12는 paths만 사용합니다. 둘의 내용이 같은지 확인하십시오.
        # en: Keep both in step, or drop paths if you no longer support iOS 12.
        components-with-paths.fix = 둘을 일치시키거나, iOS 12를 더 이상 지원하지 않는다면 paths를 삭제하십시오.
        # en: components is an empty array next to paths: iOS 13+ uses the empty list and matches nothing.
        empty-components.summary = paths와 함께 있는 components가 빈 배열입니다. iOS 13 이상은 빈 목록을 사용하므로 아무것도 일치하지 않습니다.
        # en: Write the rules as components, or remove the empty components key.
        empty-components.fix = 규칙을 components로 작성하거나 빈 components 키를 제거하십시오.
        # en: A rule with no /, ? or # key (only a comment, say) matches every URL on the domain.
        catch-all-rule.summary = /, ?, # 키가 없는 규칙(예: 주석만 있는 규칙)은 도메인의 모든 URL과 일치합니다.
        # en: Add a "/" pattern, or remove the rule.
        catch-all-rule.fix = "/" 패턴을 추가하거나 규칙을 제거하십시오.
        # en: The rule can never decide anything: an earlier rule of the same app already covers every URL it could match.
        unreachable-rule.summary = 이 규칙은 아무것도 결정할 수 없습니다. 같은 앱의 앞선 규칙이 이 규칙이 일치할 수 있는 모든 URL을 이미 처리합니다.
        # en: Move the rule before the broader one (exclusions first), or remove it.
        unreachable-rule.fix = 규칙을 더 넓은 규칙 앞으로 옮기거나(제외 규칙을 먼저) 제거하십시오.
        # en: The file's rules are so many and so long that the "rule can never fire" check stopped at its work bound (a multiple of the file size): the unreachable rules reported are real, others may be missing.
        unreachable-check-incomplete.summary = 파일의 규칙이 너무 많고 길어서 "적용될 수 없는 규칙" 검사가 작업 한도(파일 크기의 배수)에서 중단되었습니다. 보고된 도달 불가능한 규칙은 실제이지만 누락된 규칙이 있을 수 있습니다.
        # en: Split the rules over fewer, shorter patterns (wildcards, substitution variables).
        unreachable-check-incomplete.fix = 규칙을 더 적고 짧은 패턴(와일드카드, 치환 변수)으로 나누십시오.
        # en: A legacy path starts with NOT but no space follows, so it is a literal path, not an exclusion.
        not-without-space.summary = 레거시 경로가 NOT으로 시작하지만 뒤에 공백이 없어 제외 규칙이 아닌 문자 그대로의 경로입니다.
        # en: Write "NOT /private/*" (with the space).
        not-without-space.fix = "NOT /private/*"처럼 (공백을 넣어) 쓰십시오.
        # en: A legacy exclusion is written "not " in lower case; iOS accepts it, other tools may not.
        not-lowercase.summary = 레거시 제외 규칙이 소문자 "not "으로 작성되었습니다. iOS는 허용하지만 다른 도구는 허용하지 않을 수 있습니다.
        # en: Write NOT in capitals.
        not-lowercase.fix = NOT을 대문자로 쓰십시오.
        # en: A path pattern is a full URL; patterns match only the path.
        url-in-pattern.summary = 경로 패턴이 전체 URL입니다. 패턴은 경로만 일치시킵니다.
        # en: Write only the path: "/a/*".
        url-in-pattern.fix = 경로만 쓰십시오: "/a/*".
        # en: A legacy path contains '#': legacy paths match the path only, never the fragment.
        fragment-in-path.summary = 레거시 경로에 '#'이 있습니다. 레거시 경로는 경로만 일치시키며 프래그먼트는 절대 일치시키지 않습니다.
        # en: Use components with a "#" key (iOS 13+).
        fragment-in-path.fix = "#" 키가 있는 components를 사용하십시오(iOS 13 이상).
        # en: A path pattern contains '?' followed by name=value: '?' is a one-character wildcard here, not a query.
        query-in-path.summary = 경로 패턴에 '?' 다음에 name=value가 있습니다. 여기서 '?'는 쿼리가 아니라 한 글자 와일드카드입니다.
        # en: Use components with a "?" key (iOS 13+); legacy paths ignore the query.
        query-in-path.fix = "?" 키가 있는 components를 사용하십시오(iOS 13 이상). 레거시 경로는 쿼리를 무시합니다.
        # en: A path pattern does not start with '/' (or '*'): iOS adds the '/', so "products/*" is read as "/products/*".
        path-without-slash.summary = 경로 패턴이 '/'(또는 '*')로 시작하지 않습니다. iOS가 '/'를 붙이므로 "products/*"는 "/products/*"로 해석됩니다.
        # en: Write the leading '/': "/products/*".
        path-without-slash.fix = 앞에 '/'를 쓰십시오: "/products/*".
        # en: A "?" or "#" pattern starts with its own delimiter, which is not part of the URL component, so it must match a literal character.
        leading-delimiter.summary = "?" 또는 "#" 패턴이 자체 구분자로 시작합니다. 구분자는 URL 구성 요소에 포함되지 않으므로 문자 그대로 일치해야 합니다.
        # en: Drop the leading ? or #.
        leading-delimiter.fix = 앞의 ? 또는 #을 삭제하십시오.
        # en: A pattern contains non-ASCII characters but percentEncoded is true (the default): URLs carry them percent-encoded, so it never matches.
        non-ascii-pattern.summary = 패턴에 ASCII가 아닌 문자가 있지만 percentEncoded가 true(기본값)입니다. URL에는 이런 문자가 퍼센트 인코딩되어 있으므로 절대 일치하지 않습니다.
        # en: Set "percentEncoded": false, or write the pattern percent-encoded (/caf%C3%A9/*).
        non-ascii-pattern.fix = "percentEncoded": false로 설정하거나 패턴을 퍼센트 인코딩하여 쓰십시오(/caf%C3%A9/*).
        # en: A "?" dictionary has a value that is not a string; iOS then ignores the whole dictionary (the query matches anything).
        ignored-query-dictionary.summary = "?" 딕셔너리에 문자열이 아닌 값이 있습니다. 이 경우 iOS는 딕셔너리 전체를 무시합니다(쿼리가 무엇이든 일치).
        # en: Write every value as a string pattern: {"id": "5"}.
        ignored-query-dictionary.fix = 모든 값을 문자열 패턴으로 쓰십시오: {"id": "5"}.
        # en: defaults carries /, ?, # or exclude: Apple documents only caseSensitive and percentEncoded there, but iOS applies any key to every rule.
        defaults-matching-key.summary = defaults에 /, ?, # 또는 exclude가 있습니다. Apple 문서에는 caseSensitive와 percentEncoded만 나와 있지만 iOS는 모든 키를 모든 규칙에 적용합니다.
        # en: Put the key in each rule instead, unless you mean every rule to carry it.
        defaults-matching-key.fix = 모든 규칙에 적용하려는 의도가 아니라면 키를 각 규칙에 넣으십시오.
        # en: defaults apply to components only; this detail has only legacy paths.
        defaults-in-legacy-detail.summary = defaults는 components에만 적용됩니다. 이 detail 항목에는 레거시 paths만 있습니다.
        # en: Convert the paths to components (ulinks convert).
        defaults-in-legacy-detail.fix = paths를 components로 변환하십시오(ulinks convert).
        # en: A pattern uses $(name) but no substitution variable or built-in has that name; the rule never matches.
        undefined-variable.summary = 패턴에서 $(name)을 사용하지만 그 이름의 치환 변수나 기본 제공 변수가 없습니다. 이 규칙은 절대 일치하지 않습니다.
        # en: Define it in applinks.substitutionVariables, or fix the name (names are case-sensitive).
        undefined-variable.fix = applinks.substitutionVariables에 정의하거나 이름을 수정하십시오(이름은 대소문자를 구분합니다).
        # en: A pattern has '$(' without a closing ')'.
        unterminated-variable.summary = 패턴에 닫는 ')' 없이 '$('가 있습니다.
        # en: Close the variable: $(lang).
        unterminated-variable.fix = 변수를 닫으십시오: $(lang).
        # en: A substitution variable's value uses another variable, which iOS does not expand.
        recursive-variable.summary = 치환 변수의 값에 다른 변수가 사용되었습니다. iOS는 이를 확장하지 않습니다.
        # en: List the values literally.
        recursive-variable.fix = 값을 문자 그대로 나열하십시오.
        # en: A substitution variable redefines a built-in (alpha, upper, lower, alnum, digit, xdigit, region, lang).
        builtin-redefined.summary = 치환 변수가 기본 제공 변수(alpha, upper, lower, alnum, digit, xdigit, region, lang)를 재정의합니다.
        # en: Choose another name.
        builtin-redefined.fix = 다른 이름을 선택하십시오.
        # en: A substitution variable name is empty or contains $, ( or ).
        invalid-variable-name.summary = 치환 변수 이름이 비어 있거나 $, ( 또는 )를 포함합니다.
        # en: Rename the variable.
        invalid-variable-name.fix = 변수 이름을 바꾸십시오.
        # en: A substitution variable is defined but no pattern uses it.
        unused-variable.summary = 치환 변수가 정의되었지만 어떤 패턴도 사용하지 않습니다.
        # en: Remove it, or use it.
        unused-variable.fix = 변수를 제거하거나 사용하십시오.
        # en: A substitution variable has no values; patterns using it never match.
        empty-variable.summary = 치환 변수에 값이 없습니다. 이 변수를 사용하는 패턴은 절대 일치하지 않습니다.
        # en: List at least one value.
        empty-variable.fix = 값을 하나 이상 나열하십시오.
        # en: The file is not a property list (XML or binary) nor a Mach-O binary with a code signature.
        not-property-list.summary = 파일이 속성 목록(XML 또는 바이너리)도 아니고 코드 서명이 있는 Mach-O 바이너리도 아닙니다.
        # en: Pass the .entitlements file, the app's Info.plist-style plist or its binary.
        not-property-list.fix = .entitlements 파일, 앱의 Info.plist 형식 plist 또는 앱 바이너리를 전달하십시오.
        # en: com.apple.developer.associated-domains is not an array of strings.
        entitlement-wrong-type.summary = com.apple.developer.associated-domains가 문자열 배열이 아닙니다.
        # en: Make it an array of strings.
        entitlement-wrong-type.fix = 문자열 배열로 만드십시오.
        # en: The entitlements have no (or an empty) com.apple.developer.associated-domains array.
        no-associated-domains.summary = 인타이틀먼트에 com.apple.developer.associated-domains 배열이 없거나 비어 있습니다.
        # en: Add the Associated Domains capability with applinks:<your host>.
        no-associated-domains.fix = applinks:<호스트>로 연결된 도메인 기능을 추가하십시오.
        # en: An entry has no service prefix.
        missing-service.summary = 항목에 서비스 접두사가 없습니다.
        # en: Write service:host, e.g. applinks:example.com.
        missing-service.fix = service:host 형식으로 쓰십시오(예: applinks:example.com).
        # en: The service before ':' is not applinks, webcredentials, appclips or activitycontinuation.
        unknown-service.summary = ':' 앞의 서비스가 applinks, webcredentials, appclips, activitycontinuation 중 하나가 아닙니다.
        # en: Use one of the four services, spelled in lower case.
        unknown-service.fix = 네 가지 서비스 중 하나를 소문자로 쓰십시오.
        # en: The entry contains a URL scheme such as https://.
        entitlement-scheme.summary = 항목에 https:// 같은 URL 스킴이 있습니다.
        # en: Write the host alone: applinks:example.com.
        entitlement-scheme.fix = 호스트만 쓰십시오: applinks:example.com.
        # en: The entry contains a path; entitlements name hosts only.
        entitlement-path.summary = 항목에 경로가 있습니다. 인타이틀먼트에는 호스트만 씁니다.
        # en: Remove the path; choose paths in the apple-app-site-association file.
        entitlement-path.fix = 경로를 제거하십시오. 경로는 apple-app-site-association 파일에서 지정합니다.
        # en: The entry ends with '/'.
        entitlement-trailing-slash.summary = 항목이 '/'로 끝납니다.
        # en: Remove the trailing slash.
        entitlement-trailing-slash.fix = 끝의 슬래시를 제거하십시오.
        # en: The entry contains white space (often a leading or trailing space).
        entitlement-whitespace.summary = 항목에 공백이 있습니다(대개 앞이나 뒤의 공백).
        # en: Remove the spaces.
        entitlement-whitespace.fix = 공백을 제거하십시오.
        # en: The entry has a query other than ?mode=.
        entitlement-query.summary = 항목에 ?mode= 이외의 쿼리가 있습니다.
        # en: Remove the query; only ?mode=developer|managed|developer+managed is allowed.
        entitlement-query.fix = 쿼리를 제거하십시오. ?mode=developer|managed|developer+managed만 허용됩니다.
        # en: ?mode= names something other than developer, managed or developer+managed.
        unknown-mode.summary = ?mode=에 developer, managed, developer+managed 이외의 값이 지정되어 있습니다.
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        unknown-mode.fix = mode=developer, mode=managed 또는 mode=developer+managed를 사용하십시오.
        # en: An applinks entry names a port; iOS fetches the file from port 443 only (TN3155).
        applinks-port.summary = applinks 항목에 포트가 지정되어 있습니다. iOS는 포트 443에서만 파일을 가져옵니다(TN3155).
        # en: Remove the port and serve the file on 443.
        applinks-port.fix = 포트를 제거하고 443에서 파일을 제공하십시오.
        # en: The text after the host's ':' is not a port number.
        invalid-port.summary = 호스트의 ':' 뒤에 있는 텍스트가 포트 번호가 아닙니다.
        # en: Remove it.
        invalid-port.fix = 제거하십시오.
        # en: An appclips entry uses a wildcard, which App Clips do not support.
        appclips-wildcard.summary = appclips 항목에 와일드카드가 있지만 앱 클립은 와일드카드를 지원하지 않습니다.
        # en: List each App Clip host explicitly.
        appclips-wildcard.fix = 앱 클립 호스트를 각각 명시적으로 나열하십시오.
        # en: The wildcard is not followed by a dot (*example.com); iOS understands only '*.'.
        wildcard-without-dot.summary = 와일드카드 뒤에 점이 없습니다(*example.com). iOS는 '*.'만 인식합니다.
        # en: Write *.example.com (and list example.com itself if needed).
        wildcard-without-dot.fix = *.example.com으로 쓰십시오(필요하면 example.com 자체도 나열하십시오).
        # en: '*' appears elsewhere than at the start of the host.
        misplaced-wildcard.summary = '*'이(가) 호스트의 맨 앞이 아닌 곳에 있습니다.
        # en: Use '*.' at the start of the host, or list each host.
        misplaced-wildcard.fix = 호스트 맨 앞에 '*.'을 쓰거나 각 호스트를 나열하십시오.
        # en: The host has non-ASCII characters; the entitlement needs its Punycode (IDNA) form.
        non-ascii-host.summary = 호스트에 ASCII가 아닌 문자가 있습니다. 인타이틀먼트에는 Punycode(IDNA) 형식이 필요합니다.
        # en: Write the xn-- form given in the message (here xn--bcher-kva.example).
        non-ascii-host.fix = 메시지에 나온 xn-- 형식으로 쓰십시오(여기서는 xn--bcher-kva.example).
        # en: The host is empty or not a valid DNS name (bad characters, empty label, bad Punycode).
        invalid-host.summary = 호스트가 비어 있거나 유효한 DNS 이름이 아닙니다(잘못된 문자, 빈 레이블, 잘못된 Punycode).
        # en: Write a host name of letters, digits, '-' and '.'.
        invalid-host.fix = 문자, 숫자, '-', '.'로 이루어진 호스트 이름을 쓰십시오.
        # en: The host is an IP address, which only developer mode accepts.
        ip-address-host.summary = 호스트가 IP 주소입니다. IP 주소는 개발자 모드에서만 허용됩니다.
        # en: Use a domain name, or add ?mode=developer for a development server.
        ip-address-host.fix = 도메인 이름을 사용하거나, 개발 서버라면 ?mode=developer를 추가하십시오.
        # en: The host is localhost, which only developer mode accepts.
        localhost-host.summary = 호스트가 localhost입니다. localhost는 개발자 모드에서만 허용됩니다.
        # en: Use the server's domain name, or add ?mode=developer.
        localhost-host.fix = 서버의 도메인 이름을 사용하거나 ?mode=developer를 추가하십시오.
        # en: The same service and host are listed twice.
        duplicate-entry.summary = 같은 서비스와 호스트가 두 번 나열되어 있습니다.
        # en: Remove the duplicate.
        duplicate-entry.fix = 중복 항목을 제거하십시오.
        # en: More than 30 distinct domains are listed; Apple advises no more than about 20-30.
        too-many-domains.summary = 서로 다른 도메인이 30개 넘게 나열되어 있습니다. Apple은 약 20~30개 이하를 권장합니다.
        # en: Use wildcard entries (*.example.com) or fewer domains.
        too-many-domains.fix = 와일드카드 항목(*.example.com)을 사용하거나 도메인 수를 줄이십시오.
        # en: A wildcard entry *.example.com is listed without example.com; the wildcard does not cover the apex (our reading of Apple's guide).
        wildcard-misses-apex.summary = 와일드카드 항목 *.example.com이 example.com 없이 나열되어 있습니다. 와일드카드는 루트 도메인(apex)을 포함하지 않습니다(Apple 가이드에 대한 ulinks의 해석).
        # en: Also list applinks:example.com if links on example.com should open the app.
        wildcard-misses-apex.fix = example.com의 링크도 앱을 열어야 한다면 applinks:example.com도 나열하십시오.
        # en: The application-identifier repeats its App ID prefix (TEAMID.TEAMID.bundle.id): the bundle ID was given as a full app ID.
        application-identifier-repeated-prefix.summary = application-identifier에 앱 ID 접두사가 반복됩니다(TEAMID.TEAMID.bundle.id). 번들 ID 자리에 전체 앱 ID가 지정되었습니다.
        # en: Set the bundle identifier without the prefix (com.example.app); Xcode adds the prefix.
        application-identifier-repeated-prefix.fix = 접두사 없이 번들 식별자를 설정하십시오(com.example.app). 접두사는 Xcode가 추가합니다.
        # en: assetlinks.json must be a JSON array of statements.
        assetlinks-not-array.summary = assetlinks.json은 문(statement)의 JSON 배열이어야 합니다.
        # en: Wrap the statements in [ ].
        assetlinks-not-array.fix = 문들을 [ ]로 감싸십시오.
        # en: The statement list is empty: the file links nothing (Google's API reports it as an error).
        assetlinks-empty.summary = 문 목록이 비어 있습니다. 이 파일은 아무것도 연결하지 않습니다(Google API는 이를 오류로 보고합니다).
        # en: Add a statement for your app, or remove the file.
        assetlinks-empty.fix = 앱에 대한 문을 추가하거나 파일을 제거하십시오.
        # en: A statement Android ignores: not an object, no relation list, no target, or a target without package_name, sha256_cert_fingerprints or site.
        assetlinks-statement.summary = Android가 무시하는 문입니다. 객체가 아니거나, relation 목록이나 target이 없거나, target에 package_name, sha256_cert_fingerprints 또는 site가 없습니다.
        # en: Give every statement a relation list and a complete target.
        assetlinks-statement.fix = 모든 문에 relation 목록과 완전한 target을 지정하십시오.
        # en: A relation string is not kind/detail with each part of [a-z0-9_.]+; Android ignores it.
        assetlinks-relation.summary = relation 문자열이 각 부분이 [a-z0-9_.]+인 kind/detail 형식이 아닙니다. Android는 이를 무시합니다.
        # en: Write delegate_permission/common.handle_all_urls (all lower case, one '/').
        assetlinks-relation.fix = delegate_permission/common.handle_all_urls로 쓰십시오(모두 소문자, '/'는 하나).
        # en: A well-formed relation that Android and Chrome do not act on (often a typo of handle_all_urls).
        assetlinks-unknown-relation.summary = 형식은 올바르지만 Android와 Chrome이 처리하지 않는 relation입니다(대개 handle_all_urls의 오타).
        # en: Use delegate_permission/common.handle_all_urls for App Links, common.get_login_creds for shared sign-in.
        assetlinks-unknown-relation.fix = 앱 링크에는 delegate_permission/common.handle_all_urls를, 로그인 정보 공유에는 common.get_login_creds를 사용하십시오.
        # en: A target's namespace is missing or is not android_app or web; Android skips the statement.
        assetlinks-namespace.summary = target의 namespace가 없거나 android_app 또는 web이 아닙니다. Android는 이 문을 건너뜁니다.
        # en: Write "namespace": "android_app" (or "web").
        assetlinks-namespace.fix = "namespace": "android_app"(또는 "web")으로 쓰십시오.
        # en: package_name is not an Android application ID: Java package segments ([A-Za-z_][A-Za-z0-9_]*) joined by dots, at least two.
        assetlinks-package-name.summary = package_name이 Android 애플리케이션 ID가 아닙니다. Java 패키지 세그먼트([A-Za-z_][A-Za-z0-9_]*)가 두 개 이상 점으로 연결되어야 합니다.
        # en: Copy the applicationId from the app's build.gradle.
        assetlinks-package-name.fix = 앱의 build.gradle에서 applicationId를 복사하십시오.
        # en: A sha256_cert_fingerprints entry is not 32 colon-separated upper-case hex bytes.
        assetlinks-fingerprint.summary = sha256_cert_fingerprints 항목이 콜론으로 구분된 대문자 16진수 32바이트가 아닙니다.
        # en: Copy the SHA-256 fingerprint from keytool or the Play Console: {fingerprint}.
        assetlinks-fingerprint.fix = keytool이나 Play Console에서 SHA-256 지문을 복사하십시오: {fingerprint}.
        # en: A fingerprint has lower-case hex digits; Android compares upper case and rejects it.
        assetlinks-fingerprint-lowercase.summary = 지문에 소문자 16진수가 있습니다. Android는 대문자로 비교하므로 이를 거부합니다.
        # en: Write the hex digits in upper case.
        assetlinks-fingerprint-lowercase.fix = 16진수를 대문자로 쓰십시오.
        # en: A fingerprint is 20 bytes: the certificate's SHA-1, not its SHA-256.
        assetlinks-fingerprint-sha1.summary = 지문이 20바이트입니다. 인증서의 SHA-256이 아니라 SHA-1입니다.
        # en: Use the SHA-256 line of keytool -list -v (32 bytes).
        assetlinks-fingerprint-sha1.fix = keytool -list -v의 SHA-256 줄(32바이트)을 사용하십시오.
        # en: A fingerprint is 64 hex digits without the colons between bytes.
        assetlinks-fingerprint-no-colons.summary = 지문이 바이트 사이에 콜론 없는 16진수 64자리입니다.
        # en: Separate the bytes with colons: AB:CD:...
        assetlinks-fingerprint-no-colons.fix = 바이트를 콜론으로 구분하십시오: AB:CD:...
        # en: A fingerprint contains spaces (around it, or instead of colons).
        assetlinks-fingerprint-spaces.summary = 지문에 공백이 있습니다(앞뒤에 있거나 콜론 대신 사용됨).
        # en: Remove the spaces.
        assetlinks-fingerprint-spaces.fix = 공백을 제거하십시오.
        # en: A web target's site is not scheme://host[:port]: no http(s) scheme, a path (even '/'), a query, a fragment, login information or a bad port.
        assetlinks-site.summary = web target의 site가 scheme://host[:port] 형식이 아닙니다. http(s) 스킴이 없거나, 경로('/'도 포함), 쿼리, 프래그먼트, 로그인 정보가 있거나, 포트가 잘못되었습니다.
        # en: Write only https://host (and :port when not the default).
        assetlinks-site.fix = https://host만 쓰십시오(기본 포트가 아니면 :port 추가).
        # en: A statement repeats an earlier one (same relations and target).
        assetlinks-duplicate-statement.summary = 문이 앞의 문과 중복됩니다(relation과 target이 같음).
        # en: Remove the repetition.
        assetlinks-duplicate-statement.fix = 중복을 제거하십시오.
        # en: An include statement Android ignores: not an https:// URL string, or combined with relation or target.
        assetlinks-include.summary = Android가 무시하는 include 문입니다. https:// URL 문자열이 아니거나 relation 또는 target과 함께 사용되었습니다.
        # en: Point include at an https:// URL, in a statement of its own.
        assetlinks-include.fix = include가 https:// URL을 가리키게 하고, 별도의 문에 두십시오.
        # en: A key Android does not know in a statement or target (often a typo, such as sha256_cert_fingerprint); it is ignored.
        assetlinks-unknown-key.summary = 문이나 target에 Android가 모르는 키가 있습니다(대개 sha256_cert_fingerprint 같은 오타). 이 키는 무시됩니다.
        # en: Use the key the message suggests, or remove it.
        assetlinks-unknown-key.fix = 메시지가 제안하는 키를 사용하거나 키를 제거하십시오.
        # en: relation_extensions is not an object keyed by one of the statement's relations, or holds dynamic rules for a web target; Android ignores it.
        assetlinks-relation-extensions.summary = relation_extensions가 문의 relation 중 하나를 키로 하는 객체가 아니거나, web target에 대한 동적 규칙을 담고 있습니다. Android는 이를 무시합니다.
        # en: Key the extension by a relation the statement lists (delegate_permission/common.handle_all_urls).
        assetlinks-relation-extensions.fix = 문에 나열된 relation(delegate_permission/common.handle_all_urls)을 확장의 키로 사용하십시오.
        # en: dynamic_app_link_components is malformed (not an array, a rule that is not an object, an unknown key such as caseSensitive, a value of the wrong type): Android 15+ then ignores every dynamic rule of the statement.
        assetlinks-dynamic-rules.summary = dynamic_app_link_components의 형식이 잘못되었습니다(배열이 아님, 객체가 아닌 규칙, caseSensitive 같은 알 수 없는 키, 잘못된 타입의 값). 이 경우 Android 15 이상은 이 문의 모든 동적 규칙을 무시합니다.
        # en: Use only "/", "?" (a dictionary), "#" and "exclude" in each rule.
        assetlinks-dynamic-rules.fix = 각 규칙에 "/", "?"(딕셔너리), "#", "exclude"만 사용하십시오.
        # en: A dynamic rule's "?" is a string; on Android it must be a dictionary of query parameters, and a string makes Android ignore every dynamic rule of the statement.
        assetlinks-dynamic-query-string.summary = 동적 규칙의 "?"가 문자열입니다. Android에서는 쿼리 매개변수의 딕셔너리여야 하며, 문자열이면 Android가 이 문의 모든 동적 규칙을 무시합니다.
        # en: Write "?": {"q": "*"}.
        assetlinks-dynamic-query-string.fix = "?": {"q": "*"}로 쓰십시오.
        # en: A dynamic rule pattern Android reads literally where something else was likely meant: $(variables), a full URL, a leading '#', non-ASCII characters.
        assetlinks-dynamic-pattern.summary = 다른 의도로 쓴 것으로 보이지만 Android가 문자 그대로 읽는 동적 규칙 패턴입니다: $(변수), 전체 URL, 앞의 '#', ASCII가 아닌 문자.
        # en: Write the pattern as Android matches it: path only, percent-encoded, no variables.
        assetlinks-dynamic-pattern.fix = Android가 일치시키는 방식대로 패턴을 쓰십시오. 경로만, 퍼센트 인코딩하여, 변수 없이 쓰십시오.
        # en: The file is larger than 131,072 bytes.
        assetlinks-too-large.summary = 파일이 131,072바이트보다 큽니다.
        # en: Shorten the file.
        assetlinks-too-large.fix = 파일을 줄이십시오.
        # en: The manifest is not a JSON object.
        manifest-not-object.summary = 매니페스트가 JSON 객체가 아닙니다.
        # en: Start from `ulinks init`, or write { "version": 1, ... }.
        manifest-not-object.fix = `ulinks init`으로 시작하거나 { "version": 1, ... }을 작성하십시오.
        # en: "version" is missing or not a version this tool reads (1).
        manifest-version.summary = "version"이 없거나 이 도구가 읽는 버전(1)이 아닙니다.
        # en: Write "version": 1.
        manifest-version.fix = "version": 1로 쓰십시오.
        # en: "domains" or "routes" is missing.
        manifest-missing-key.summary = "domains" 또는 "routes"가 없습니다.
        # en: Add the key (see Docs/Manifest.md).
        manifest-missing-key.fix = 키를 추가하십시오(Docs/Manifest.md 참고).
        # en: The manifest names no iOS app ("apps") and no Android app ("android").
        manifest-no-apps.summary = 매니페스트에 iOS 앱("apps")도 Android 앱("android")도 지정되어 있지 않습니다.
        # en: Add "apps": ["TEAMID.bundle.id"] or an "android" entry.
        manifest-no-apps.fix = "apps": ["TEAMID.bundle.id"] 또는 "android" 항목을 추가하십시오.
        # en: A value has the wrong JSON type.
        manifest-wrong-type.summary = 값의 JSON 타입이 잘못되었습니다.
        # en: Use the type given in the message (see Docs/Manifest.md).
        manifest-wrong-type.fix = 메시지에 표시된 타입을 사용하십시오(Docs/Manifest.md 참고).
        # en: A key the manifest format does not define; it is ignored.
        manifest-unknown-key.summary = 매니페스트 형식에 정의되지 않은 키입니다. 이 키는 무시됩니다.
        # en: Check the spelling against Docs/Manifest.md.
        manifest-unknown-key.fix = Docs/Manifest.md와 대조하여 철자를 확인하십시오.
        # en: An iOS app ID is not TEAMID.bundle.id with a 10-character team ID.
        manifest-app-id.summary = iOS 앱 ID가 10자리 팀 ID를 사용한 TEAMID.bundle.id 형식이 아닙니다.
        # en: Prefix the bundle ID with your team ID: ABCDE12345.com.example.app.
        manifest-app-id.fix = 번들 ID 앞에 팀 ID를 붙이십시오: ABCDE12345.com.example.app.
        # en: An iOS app ID repeats its team ID (TEAMID.TEAMID.bundle.id): the full app ID was pasted where the bundle ID belongs.
        manifest-app-id-repeated-prefix.summary = iOS 앱 ID에 팀 ID가 반복됩니다(TEAMID.TEAMID.bundle.id). 번들 ID 자리에 전체 앱 ID를 붙여 넣었습니다.
        # en: Write the team ID once: ABCDE12345.com.example.app.
        manifest-app-id-repeated-prefix.fix = 팀 ID는 한 번만 쓰십시오: ABCDE12345.com.example.app.
        # en: A domain is not a host name (a scheme, a path, a port or bad characters).
        manifest-domain.summary = 도메인이 호스트 이름이 아닙니다(스킴, 경로, 포트 또는 잘못된 문자 포함).
        # en: Write the host alone: example.com.
        manifest-domain.fix = 호스트만 쓰십시오: example.com.
        # en: An Android package name is not dot-separated identifiers.
        manifest-android-package.summary = Android 패키지 이름이 점으로 구분된 식별자가 아닙니다.
        # en: Use the applicationId, e.g. com.example.app.
        manifest-android-package.fix = applicationId를 사용하십시오(예: com.example.app).
        # en: An Android signing fingerprint is missing or not 32 upper-case hex bytes separated by ':'.
        manifest-fingerprint.summary = Android 서명 지문이 없거나 ':'로 구분된 대문자 16진수 32바이트가 아닙니다.
        # en: Copy the SHA-256 fingerprint from keytool -list -v or the Play Console.
        manifest-fingerprint.fix = keytool -list -v나 Play Console에서 SHA-256 지문을 복사하십시오.
        # en: A route that opens the app has no name, or two routes share a name.
        manifest-route-name.summary = 앱을 여는 경로(route)에 이름이 없거나 두 경로가 같은 이름을 사용합니다.
        # en: Give every route that is not an exclusion a unique "name".
        manifest-route-name.fix = 제외 규칙이 아닌 모든 경로에 고유한 "name"을 지정하십시오.
        # en: With "legacy": true, a route cannot be written as an iOS 12 path (query, fragment, variables, case folding or decoding).
        manifest-legacy-route.summary = "legacy": true일 때, 이 경로는 iOS 12 경로로 표현할 수 없습니다(쿼리, 프래그먼트, 변수, 대소문자 무시 또는 디코딩).
        # en: Remove the key iOS 12 cannot see, or set "legacy": false.
        manifest-legacy-route.fix = iOS 12가 인식할 수 없는 키를 제거하거나 "legacy": false로 설정하십시오.
        # en: Nothing to check: no Xcode project, Android manifest, Expo app.json or app bundle under the folder.
        project-empty.summary = 검사할 대상이 없습니다. 폴더에 Xcode 프로젝트, Android 매니페스트, Expo app.json 또는 앱 번들이 없습니다.
        # en: Pass the folder that holds ios/, android/ or the .xcodeproj.
        project-empty.fix = ios/, android/ 또는 .xcodeproj가 있는 폴더를 전달하십시오.
        # en: The doctor stopped walking or reading the folder at one of its bounds (files, depth or bytes); the report covers what was read.
        project-limit.summary = doctor가 한도(파일 수, 깊이 또는 바이트) 중 하나에 도달하여 폴더 탐색이나 읽기를 중단했습니다. 보고서는 읽은 부분만 다룹니다.
        # en: Pass the app's own folder rather than a whole workspace.
        project-limit.fix = 작업 공간 전체가 아니라 앱 자체의 폴더를 전달하십시오.
        # en: A symbolic link leads outside the folder; it was not followed.
        project-link-outside.summary = 심볼릭 링크가 폴더 밖을 가리킵니다. 이 링크는 따라가지 않았습니다.
        # en: Nothing, unless the linked files matter: then pass a folder that contains them.
        project-link-outside.fix = 링크된 파일이 중요하지 않다면 조치할 필요가 없습니다. 중요하다면 그 파일이 포함된 폴더를 전달하십시오.
        # en: A file the project names (an .xcconfig include, a file the doctor needs) is missing, outside the folder or too large.
        project-file-unreadable.summary = 프로젝트가 지정한 파일(.xcconfig include, doctor에 필요한 파일)이 없거나, 폴더 밖에 있거나, 너무 큽니다.
        # en: Fix the path, or add the file.
        project-file-unreadable.fix = 경로를 수정하거나 파일을 추가하십시오.
        # en: project.pbxproj is not a well-formed old-style property list (a merge conflict, a missing ';').
        pbxproj-syntax.summary = project.pbxproj가 올바른 형식의 구식 속성 목록이 아닙니다(병합 충돌, ';' 누락).
        # en: Resolve the conflict or restore the file from version control.
        pbxproj-syntax.fix = 충돌을 해결하거나 버전 관리 시스템에서 파일을 복원하십시오.
        # en: project.pbxproj refers to an object it does not define (a target or configuration list).
        pbxproj-reference.summary = project.pbxproj가 정의되지 않은 객체(타깃 또는 구성 목록)를 참조합니다.
        # en: Let Xcode repair the project (open it and save), or restore it.
        pbxproj-reference.fix = Xcode가 프로젝트를 복구하게 하거나(열고 저장) 프로젝트를 복원하십시오.
        # en: An XML file (AndroidManifest.xml, Info.plist) is not well-formed.
        xml-syntax.summary = XML 파일(AndroidManifest.xml, Info.plist)의 형식이 올바르지 않습니다.
        # en: Close every element in order; write & as &amp; and < as &lt; in values.
        xml-syntax.fix = 모든 요소를 순서대로 닫으십시오. 값에서 &는 &amp;로, <는 &lt;로 쓰십시오.
        # en: The doctor could not follow a Gradle file (a brace or string never closed); values after that point may be missed.
        gradle-syntax.summary = doctor가 Gradle 파일을 끝까지 해석하지 못했습니다(닫히지 않은 중괄호나 문자열). 그 이후의 값은 누락될 수 있습니다.
        # en: Close the block or string.
        gradle-syntax.fix = 블록이나 문자열을 닫으십시오.
        # en: An .xcconfig line is neither a setting, an #include nor a comment; Xcode ignores it.
        xcconfig-line.summary = .xcconfig 줄이 설정도, #include도, 주석도 아닙니다. Xcode는 이 줄을 무시합니다.
        # en: Write KEY = value.
        xcconfig-line.fix = KEY = value 형식으로 쓰십시오.
        # en: app.json or app.config.json has a value of the wrong type where the doctor reads it.
        app-config-shape.summary = app.json 또는 app.config.json에서 doctor가 읽는 위치의 값 타입이 잘못되었습니다.
        # en: Use the type Expo documents (associatedDomains is an array of strings).
        app-config-shape.fix = Expo 문서의 타입을 사용하십시오(associatedDomains는 문자열 배열입니다).
        # en: app.config.js, app.config.ts or capacitor.config.ts was found; the doctor runs no JavaScript.
        app-config-not-read.summary = app.config.js, app.config.ts 또는 capacitor.config.ts가 있습니다. doctor는 JavaScript를 실행하지 않습니다.
        # en: Run npx expo config --json > app.config.json to let the doctor read it.
        app-config-not-read.fix = npx expo config --json > app.config.json을 실행하여 doctor가 읽을 수 있게 하십시오.
        # en: A provisioning profile is not a CMS-signed property list.
        profile-unreadable.summary = 프로비저닝 프로파일이 CMS로 서명된 속성 목록이 아닙니다.
        # en: Download the profile again from the developer portal.
        profile-unreadable.fix = 개발자 포털에서 프로파일을 다시 다운로드하십시오.
        # en: A build setting the doctor needs refers to $(NAME) that neither the project nor its .xcconfig files define.
        build-setting-unresolved.summary = doctor에 필요한 빌드 설정이 프로젝트와 .xcconfig 파일 어디에도 정의되지 않은 $(NAME)을 참조합니다.
        # en: Define the setting in the project or an .xcconfig it names (values from the CI environment are not seen).
        build-setting-unresolved.fix = 프로젝트나 프로젝트가 지정한 .xcconfig에 설정을 정의하십시오(CI 환경의 값은 보이지 않습니다).
        # en: applicationId, a suffix or an SDK level is computed in Gradle, not a literal; it is not checked.
        gradle-value-computed.summary = applicationId, 접미사 또는 SDK 레벨이 리터럴이 아니라 Gradle에서 계산됩니다. 이 값은 검사하지 않습니다.
        # en: Nothing, or write the value as a literal to let the doctor check it.
        gradle-value-computed.fix = 조치할 필요가 없습니다. doctor가 검사하게 하려면 값을 리터럴로 쓰십시오.
        # en: A build configuration of an app target ships without the Associated Domains entitlement while another configuration has it.
        configuration-without-entitlement.summary = 앱 타깃의 한 빌드 구성에는 연결된 도메인 인타이틀먼트가 없지만 다른 구성에는 있습니다.
        # en: Set CODE_SIGN_ENTITLEMENTS for this configuration to an entitlements file with the applinks: entries.
        configuration-without-entitlement.fix = 이 구성의 CODE_SIGN_ENTITLEMENTS를 applinks: 항목이 있는 인타이틀먼트 파일로 설정하십시오.
        # en: CODE_SIGN_ENTITLEMENTS names a file that does not exist.
        entitlements-file-missing.summary = CODE_SIGN_ENTITLEMENTS가 존재하지 않는 파일을 가리킵니다.
        # en: Fix the path (relative to the project's folder) or add the file.
        entitlements-file-missing.fix = 경로(프로젝트 폴더 기준 상대 경로)를 수정하거나 파일을 추가하십시오.
        # en: A host one configuration's entitlements list is missing from another configuration of the same target.
        configuration-host-missing.summary = 한 구성의 인타이틀먼트에 있는 호스트가 같은 타깃의 다른 구성에는 없습니다.
        # en: List the host in both entitlements files, or use one file for both configurations.
        configuration-host-missing.fix = 두 인타이틀먼트 파일 모두에 호스트를 나열하거나 두 구성에 한 파일을 사용하십시오.
        # en: The bundle identifier starts with a Team-ID-shaped component (ten upper-case letters and digits): the app ID then carries the Team ID twice.
        team-id-in-bundle-id.summary = 번들 식별자가 팀 ID 형태의 구성 요소(대문자와 숫자 10자)로 시작합니다. 그러면 앱 ID에 팀 ID가 두 번 들어갑니다.
        # en: Remove the Team ID from the bundle identifier; Xcode adds the App ID prefix itself.
        team-id-in-bundle-id.fix = 번들 식별자에서 팀 ID를 제거하십시오. Xcode가 앱 ID 접두사를 직접 추가합니다.
        # en: An app ID repeats its Team ID (QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop).
        doubled-team-id.summary = 앱 ID에 팀 ID가 반복됩니다(QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop).
        # en: Write the Team ID once: QX7Y2K9L3M.com.example.shop.
        doubled-team-id.fix = 팀 ID는 한 번만 쓰십시오: QX7Y2K9L3M.com.example.shop.
        # en: The app ID a target builds (DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER) is not listed in the association file the project declares.
        app-id-not-in-association.summary = 타깃이 빌드하는 앱 ID(DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER)가 프로젝트가 선언한 연결 파일에 없습니다.
        # en: Add the app ID to the manifest (or the AASA file), or build the bundle ID it lists.
        app-id-not-in-association.fix = 매니페스트(또는 AASA 파일)에 앱 ID를 추가하거나, 파일에 나열된 번들 ID로 빌드하십시오.
        # en: The provisioning profile has expired.
        profile-expired.summary = 프로비저닝 프로파일이 만료되었습니다.
        # en: Renew the profile in the developer portal.
        profile-expired.fix = 개발자 포털에서 프로파일을 갱신하십시오.
        # en: The provisioning profile does not allow the Associated Domains entitlement the app's entitlements use; signing fails or drops it.
        profile-without-associated-domains.summary = 프로비저닝 프로파일이 앱의 인타이틀먼트가 사용하는 연결된 도메인 인타이틀먼트를 허용하지 않습니다. 서명이 실패하거나 인타이틀먼트가 빠집니다.
        # en: Enable Associated Domains for the App ID, then download the profile again.
        profile-without-associated-domains.fix = 앱 ID에 연결된 도메인을 활성화한 다음 프로파일을 다시 다운로드하십시오.
        # en: The provisioning profile belongs to another team than the target's DEVELOPMENT_TEAM.
        profile-team-mismatch.summary = 프로비저닝 프로파일이 타깃의 DEVELOPMENT_TEAM과 다른 팀에 속합니다.
        # en: Use a profile of the target's team, or correct DEVELOPMENT_TEAM.
        profile-team-mismatch.fix = 타깃 팀의 프로파일을 사용하거나 DEVELOPMENT_TEAM을 수정하십시오.
        # en: An android:autoVerify filter also lists a scheme other than http and https (Expo's exp+slug, Facebook's fb...): Android 12+ verifies none of its hosts.
        autoverify-custom-scheme.summary = android:autoVerify 필터에 http와 https 외의 스킴(Expo의 exp+slug, Facebook의 fb... 등)도 있습니다. Android 12 이상은 이 필터의 호스트를 하나도 인증하지 않습니다.
        # en: Move the custom scheme into an intent filter of its own, without autoVerify.
        autoverify-custom-scheme.fix = 사용자 지정 스킴을 autoVerify 없는 별도의 인텐트 필터로 옮기십시오.
        # en: An android:autoVerify filter lacks ACTION_VIEW, CATEGORY_BROWSABLE or CATEGORY_DEFAULT: its hosts are not verified.
        autoverify-incomplete-filter.summary = android:autoVerify 필터에 ACTION_VIEW, CATEGORY_BROWSABLE 또는 CATEGORY_DEFAULT가 없습니다. 이 필터의 호스트는 인증되지 않습니다.
        # en: Add <category android:name="android.intent.category.BROWSABLE" /> and DEFAULT.
        autoverify-incomplete-filter.fix = <category android:name="android.intent.category.BROWSABLE" />와 DEFAULT를 추가하십시오.
        # en: A host of an android:autoVerify filter is not a domain name; Android leaves it out of verification.
        autoverify-invalid-host.summary = android:autoVerify 필터의 호스트가 도메인 이름이 아닙니다. Android는 이 호스트를 인증에서 제외합니다.
        # en: Write the host alone: example.com (or *.example.com).
        autoverify-invalid-host.fix = 호스트만 쓰십시오: example.com(또는 *.example.com).
        # en: An android:autoVerify filter with a web scheme names no host: nothing is verified.
        autoverify-without-host.summary = 웹 스킴이 있는 android:autoVerify 필터에 호스트가 없습니다. 아무것도 인증되지 않습니다.
        # en: Add <data android:host="example.com" />.
        autoverify-without-host.fix = <data android:host="example.com" />을 추가하십시오.
        # en: The app targets Android 11 or lower: Android verifies every web host of every filter together, and one failure fails them all.
        android-hosts-verified-together.summary = 앱이 Android 11 이하를 대상으로 합니다. Android는 모든 필터의 모든 웹 호스트를 함께 인증하므로 하나라도 실패하면 모두 실패합니다.
        # en: Target API 31 or higher (hosts are then verified one by one), or host assetlinks.json on every host.
        android-hosts-verified-together.fix = API 31 이상을 대상으로 하거나(그러면 호스트를 하나씩 인증합니다) 모든 호스트에 assetlinks.json을 호스팅하십시오.
        # en: A ${placeholder} in AndroidManifest.xml is not defined as a literal in manifestPlaceholders; the doctor cannot check that value.
        manifest-placeholder-unresolved.summary = AndroidManifest.xml의 ${placeholder}이(가) manifestPlaceholders에 리터럴로 정의되어 있지 않습니다. doctor는 이 값을 검사할 수 없습니다.
        # en: Define it in manifestPlaceholders (defaultConfig, the flavor or the build type).
        manifest-placeholder-unresolved.fix = manifestPlaceholders(defaultConfig, flavor 또는 빌드 유형)에 정의하십시오.
        # en: A pathAdvancedPattern (or a group's advanced pattern) that Android's parser refuses: the app fails to install.
        android-pattern-invalid.summary = Android 파서가 거부하는 pathAdvancedPattern(또는 그룹의 고급 패턴)입니다. 앱 설치가 실패합니다.
        # en: Close the set or range; see the message for the exact reason.
        android-pattern-invalid.fix = 집합이나 범위를 닫으십시오. 정확한 이유는 메시지를 참고하십시오.
        # en: A build variant's applicationId (with flavor and build-type suffixes) is not in the project's assetlinks.json or ulinks.json.
        package-not-in-assetlinks.summary = 빌드 변형의 applicationId(flavor 및 빌드 유형 접미사 포함)가 프로젝트의 assetlinks.json이나 ulinks.json에 없습니다.
        # en: Add a statement for the package to assetlinks.json (ulinks.json "android").
        package-not-in-assetlinks.fix = assetlinks.json(ulinks.json의 "android")에 이 패키지의 문을 추가하십시오.
        # en: A signing fingerprint is a placeholder (all zeros, one byte repeated, TODO, XX:XX:...).
        fingerprint-placeholder.summary = 서명 지문이 자리표시자입니다(모두 0, 한 바이트 반복, TODO, XX:XX:...).
        # en: Use keytool -list -v (or the Play Console's App signing page) and copy the SHA-256.
        fingerprint-placeholder.fix = keytool -list -v(또는 Play Console의 앱 서명 페이지)를 사용하여 SHA-256을 복사하십시오.
        # en: The certificate given with --signing-cert is not among the fingerprints the project lists.
        fingerprint-not-listed.summary = --signing-cert로 지정한 인증서가 프로젝트에 나열된 지문 중에 없습니다.
        # en: Add its SHA-256 fingerprint to assetlinks.json (ulinks.json "android").
        fingerprint-not-listed.fix = 이 인증서의 SHA-256 지문을 assetlinks.json(ulinks.json의 "android")에 추가하십시오.
        # en: The only signing key known is Android's debug key (or the release build type signs with the debug config).
        fingerprint-debug-only.summary = 알려진 서명 키가 Android 디버그 키뿐입니다(또는 release 빌드 유형이 debug 구성으로 서명합니다).
        # en: Sign releases with your release key and list its fingerprint (and Play's app signing key).
        fingerprint-debug-only.fix = 릴리스는 릴리스 키로 서명하고 그 지문(및 Play 앱 서명 키)을 나열하십시오.
        # en: The certificate given looks like your own key: with Play App Signing it is the upload key, whose fingerprint devices never see.
        fingerprint-upload-key.summary = 지정한 인증서는 자체 키로 보입니다. Play 앱 서명을 사용하면 이는 업로드 키이며, 기기는 그 지문을 보지 못합니다.
        # en: Also list the app signing key from Play Console > App integrity > App signing.
        fingerprint-upload-key.fix = Play Console > 앱 무결성 > 앱 서명의 앱 서명 키도 나열하십시오.
        # en: A PKCS#12 keystore was given; its certificates are encrypted and no dependency of the doctor reads them.
        keystore-not-read.summary = PKCS#12 키 저장소가 지정되었습니다. 인증서가 암호화되어 있으며 doctor의 어떤 의존성도 이를 읽지 못합니다.
        # en: Run keytool -exportcert -keystore FILE -alias ALIAS -file cert.der and pass --signing-cert cert.der.
        keystore-not-read.fix = keytool -exportcert -keystore FILE -alias ALIAS -file cert.der를 실행하고 --signing-cert cert.der를 전달하십시오.
        # en: URLs the association file opens on iOS do not open the Android app: a path attribute or a <uri-relative-filter-group> leaves them out.
        android-blocks-ios-url.summary = 연결 파일이 iOS에서 여는 URL이 Android 앱을 열지 않습니다. path 속성이나 <uri-relative-filter-group>이 이 URL을 제외합니다.
        # en: Align the filter's paths and groups with the routes, or exclude the URLs on iOS too.
        android-blocks-ios-url.fix = 필터의 경로와 그룹을 경로(route)와 맞추거나, iOS에서도 이 URL을 제외하십시오.
        # en: A domain of ulinks.json (or --manifest) is in no applinks: entry of the app's entitlements, or no verified Android host.
        domain-missing-from-project.summary = ulinks.json(또는 --manifest)의 도메인이 앱 인타이틀먼트의 어떤 applinks: 항목에도 없거나, 인증된 Android 호스트가 아닙니다.
        # en: Add applinks:HOST to the entitlements (and the host to the autoVerify filter); --fix-snippets prints them.
        domain-missing-from-project.fix = 인타이틀먼트에 applinks:HOST를 추가하십시오(autoVerify 필터에는 호스트를 추가). --fix-snippets가 이를 출력합니다.
        # en: The app lists a domain that ulinks.json does not declare: no association file is generated for it.
        domain-not-in-manifest.summary = 앱에 ulinks.json이 선언하지 않은 도메인이 있습니다. 이 도메인에 대한 연결 파일은 생성되지 않습니다.
        # en: Add the domain to ulinks.json, or remove it from the app.
        domain-not-in-manifest.fix = ulinks.json에 도메인을 추가하거나 앱에서 제거하십시오.
        # en: An app ID of ulinks.json matches no target of the project.
        manifest-app-not-built.summary = ulinks.json의 앱 ID가 프로젝트의 어떤 타깃과도 일치하지 않습니다.
        # en: Check the Team ID and bundle ID, or remove the app from the manifest.
        manifest-app-not-built.fix = 팀 ID와 번들 ID를 확인하거나 매니페스트에서 앱을 제거하십시오.
        # en: Flutter's own deep linking (FlutterDeepLinkingEnabled / flutter_deeplinking_enabled, on by default since Flutter 3.27) is on while a link plugin handles links.
        flutter-deeplinking-conflict.summary = 링크 플러그인이 링크를 처리하는데 Flutter 자체 딥 링크(FlutterDeepLinkingEnabled / flutter_deeplinking_enabled, Flutter 3.27부터 기본적으로 켜짐)도 켜져 있습니다.
        # en: Set FlutterDeepLinkingEnabled to false in Info.plist and flutter_deeplinking_enabled to false in AndroidManifest.xml.
        flutter-deeplinking-conflict.fix = Info.plist에서 FlutterDeepLinkingEnabled를 false로, AndroidManifest.xml에서 flutter_deeplinking_enabled를 false로 설정하십시오.
        # en: 200, but larger than {maxFileSize} bytes
        m.200-but-larger-than-bytes = 200이지만 {maxFileSize}바이트보다 큽니다
        # en: 200, but not a valid association file
        m.200-but-not-a-valid-association = 200이지만 유효한 연결 파일이 아닙니다
        # en: 200 with a valid file
        m.200-with-a-valid-file = 200, 유효한 파일
        # en: a CDATA section is never closed
        m.a-cdata-section-is-never-closed = CDATA 섹션이 닫히지 않았습니다
        # en: a '}' closes no block
        m.a-closes-no-block = '}'가 닫을 블록이 없습니다
        # en: a CMS/PKCS#7 signed file (DER) that could not be unpacked
        m.a-cms-pkcs-7-signed-file = 풀 수 없는 CMS/PKCS#7 서명 파일(DER)입니다
        # en: a /* comment is never closed
        m.a-comment-is-never-closed = /* 주석이 닫히지 않았습니다
        # en: a comment is never closed
        m.a-comment-is-never-closed.4af504 = 주석이 닫히지 않았습니다
        # en: a <data> value has an odd number of hex digits
        m.a-data-value-has-an-odd = <data> 값의 16진수 자릿수가 홀수입니다
        # en: a <data> value is never closed
        m.a-data-value-is-never-closed = <data> 값이 닫히지 않았습니다
        # en: a dictionary '{' is never closed
        m.a-dictionary-is-never-closed = 딕셔너리 '{'가 닫히지 않았습니다
        # en: a dynamic rule has only "/", "?", "#" and "exclude"
        m.a-dynamic-rule-has-only-and = 동적 규칙에는 "/", "?", "#", "exclude"만 사용할 수 있습니다
        # en: a dynamic rule is an object, found {typeDescription}
        m.a-dynamic-rule-is-an-object = 동적 규칙은 객체여야 하는데 {typeDescription}입니다
        # en: a fingerprint is a string, found {typeDescription}
        m.a-fingerprint-is-a-string-found = 지문은 문자열이어야 하지만 {typeDescription}입니다
        # en: a JavaScript module
        m.a-javascript-module = JavaScript 모듈
        # en: a Jekyll page with YAML front matter
        m.a-jekyll-page-with-yaml-front = YAML 프런트 매터가 있는 Jekyll 페이지
        # en: a JSON object
        m.a-json-object = JSON 객체
        # en: a legacy path starting with "NOT " is an exclusion; this path cannot be written for iOS 12
        m.a-legacy-path-starting-with-not = "NOT "으로 시작하는 레거시 경로는 제외 규칙입니다. 이 경로는 iOS 12용으로 작성할 수 없습니다
        # en: a literal backslash is written \\\\
        m.a-literal-backslash-is-written = 백슬래시 문자 자체는 \\\\로 씁니다
        # en: a manifest is a JSON object, found {typeDescription}
        m.a-manifest-is-a-json-object = 매니페스트는 JSON 객체여야 하지만 {typeDescription}입니다
        # en: a PDF document
        m.a-pdf-document = PDF 문서
        # en: a processing instruction is never closed
        m.a-processing-instruction-is-never-closed = 처리 명령이 닫히지 않았습니다
        # en: a quoted string is never closed
        m.a-quoted-string-is-never-closed = 따옴표로 묶인 문자열이 닫히지 않았습니다
        # en: a relation is a string, found {typeDescription}; the whole statement is skipped
        m.a-relation-is-a-string-found = relation은 문자열이어야 하지만 {typeDescription}입니다. 문 전체를 건너뜁니다
        # en: a relation is not a string
        m.a-relation-is-not-a-string = relation이 문자열이 아닙니다
        # en: a second JSON value follows the first one; a file holds exactly one
        m.a-second-json-value-follows-the = 첫 번째 JSON 값 뒤에 두 번째 값이 있습니다. 파일에는 값이 정확히 하나만 있어야 합니다
        # en: a second root element
        m.a-second-root-element = 두 번째 루트 요소
        # en: a self-signed certificate has no chain
        m.a-self-signed-certificate-has-no = 자체 서명 인증서에는 체인이 없습니다
        # en: a sha256_cert_fingerprints entry is not a string
        m.a-sha256-cert-fingerprints-entry-is = sha256_cert_fingerprints 항목이 문자열이 아닙니다
        # en: a statement is an object, found {typeDescription}
        m.a-statement-is-an-object-found = 문은 객체여야 하지만 {typeDescription}입니다
        # en: a statement needs a "target" object; Android skips this one
        m.a-statement-needs-a-target-object = 문에는 "target" 객체가 필요합니다. Android는 이 문을 건너뜁니다
        # en: a statement needs "relation": ["{handleAllURLs}"]; Android skips this one
        m.a-statement-needs-relation-android-skips = 문에는 "relation": ["{handleAllURLs}"]이 필요합니다. Android는 이 문을 건너뜁니다
        # en: a string
        m.a-string = 문자열
        # en: a string is never closed
        m.a-string-is-never-closed = 문자열이 닫히지 않았습니다
        # en: a string or an object of item patterns
        m.a-string-or-an-object-of = 문자열 또는 항목 패턴의 객체
        # en: a string or an object of strings
        m.a-string-or-an-object-of.aa022d = 문자열 또는 문자열의 객체
        # en: a string pattern
        m.a-string-pattern = 문자열 패턴
        # en: a substitution variable of this rule has no values, so iOS never matches it; it is left out
        m.a-substitution-variable-of-this-rule = 이 규칙의 치환 변수에 값이 없어 iOS가 절대 일치시키지 않으므로 제외했습니다
        # en: a tag without a name
        m.a-tag-without-a-name = 이름 없는 태그
        # en: a value in this "?" dictionary is not a string, so iOS ignores the whole dictionary and the rule matches any query
        m.a-value-in-this-dictionary-is = 이 "?" 딕셔너리의 값 중 문자열이 아닌 것이 있어 iOS가 딕셔너리 전체를 무시하며, 규칙은 모든 쿼리와 일치합니다
        # en: a web target needs "site"
        m.a-web-target-needs-site = web target에는 "site"가 필요합니다
        # en: a ZIP archive
        m.a-zip-archive = ZIP 아카이브
        # en: ; accepted in developer mode, as devices with ?mode=developer entries do
        m.accepted-in-developer-mode-as-devices = ; ?mode=developer 항목이 있는 기기처럼 개발자 모드에서는 허용됩니다
        # en: add a comma after the previous {item}
        m.add-a-comma-after-the-previous = 앞의 {item} 뒤에 쉼표를 추가하십시오
        # en: Add a detail with "appIDs": ["{app}"] to applinks.details.
        m.add-a-detail-with-appids-to = applinks.details에 "appIDs": ["{app}"]가 있는 detail 항목을 추가하십시오.
        # en: Add <key>FlutterDeepLinkingEnabled</key><false/> to Info.plist (and flutter_deeplinking_enabled false in AndroidManifest.xml).
        m.add-key-flutterdeeplinkingenabled-key-false-to = Info.plist에 <key>FlutterDeepLinkingEnabled</key><false/>를 추가하십시오(AndroidManifest.xml에는 flutter_deeplinking_enabled false).
        # en: add "percentEncoded": false, or write "{percentEncode}"
        m.add-percentencoded-false-or-write = "percentEncoded": false를 추가하거나 "{percentEncode}"(으)로 쓰십시오
        # en: add the closing {closeText}
        m.add-the-closing = 닫는 {closeText}을(를) 추가하십시오
        # en: add the closing " (a line break inside a string must be written \\n)
        m.add-the-closing-a-line-break = 닫는 "를 추가하십시오(문자열 안의 줄바꿈은 \\n으로 써야 합니다)
        # en: add the closing "
        m.add-the-closing.3399f8 = 닫는 "를 추가하십시오
        # en: add the closing }
        m.add-the-closing.74e742 = 닫는 }를 추가하십시오
        # en: add "{key}" to "relation", or fix the key
        m.add-to-relation-or-fix-the = "relation"에 "{key}"을(를) 추가하거나 키를 수정하십시오
        # en: Allow anonymous GET of the file, including for the user agent AASA-Bot/1.0.0 (bot and geo blocking, WAF rules, authentication).
        m.allow-anonymous-get-of-the-file = 사용자 에이전트 AASA-Bot/1.0.0을 포함해 파일에 대한 익명 GET을 허용하십시오(봇 및 지역 차단, WAF 규칙, 인증).
        # en: \ (also {joined})
        m.also = \ ({joined}에도 나열됨)
        # en: Also list {service}:{host} if links on {host2} should open the app.
        m.also-list-if-links-on-should = {host2}의 링크도 앱을 열어야 한다면 {service}:{host}도 나열하십시오.
        # en: an android_app target needs "package_name"
        m.an-android-app-target-needs-package = android_app target에는 "package_name"이 필요합니다
        # en: an android_app target needs "sha256_cert_fingerprints"
        m.an-android-app-target-needs-sha256 = android_app target에는 "sha256_cert_fingerprints"가 필요합니다
        # en: an array
        m.an-array = 배열
        # en: an array '(' is never closed
        m.an-array-is-never-closed = 배열 '('가 닫히지 않았습니다
        # en: an array of {what}
        m.an-array-of = {what}의 배열
        # en: an array of objects
        m.an-array-of-objects = 객체의 배열
        # en: an array of route objects
        m.an-array-of-route-objects = 경로(route) 객체의 배열
        # en: an array of strings
        m.an-array-of-strings = 문자열 배열
        # en: an assetlinks.json file is a JSON array of statements, found {typeDescription}
        m.an-assetlinks-json-file-is-a = assetlinks.json 파일은 문의 JSON 배열이어야 하지만 {typeDescription}입니다
        # en: an associatedDomains entry must be a string, found {typeDescription}
        m.an-associateddomains-entry-must-be-a = associatedDomains 항목은 문자열이어야 하지만 {typeDescription}입니다
        # en: an HTML page (often an error or login page served instead of the file)
        m.an-html-page-often-an-error = HTML 페이지(대개 파일 대신 제공된 오류 페이지나 로그인 페이지)
        # en: an include statement cannot also have "{key}"; Google's parser rejects the statement (invalid field)
        m.an-include-statement-cannot-also-have = include 문에는 "{key}"을(를) 함께 쓸 수 없습니다. Google의 파서는 이 문을 거부합니다(invalid field)
        # en: an intentFilters entry must be an object, found {typeDescription}
        m.an-intentfilters-entry-must-be-an = intentFilters 항목은 객체여야 하지만 {typeDescription}입니다
        # en: an object
        m.an-object = 객체
        # en: an object mapping names to arrays of strings
        m.an-object-mapping-names-to-arrays = 이름을 문자열 배열에 대응시키는 객체
        # en: an object of name: [values]
        m.an-object-of-name-values = name: [values] 형식의 객체
        # en: an object with an "apps" array
        m.an-object-with-an-apps-array = "apps" 배열이 있는 객체
        # en: an RTF document (saved by TextEdit in rich-text mode)
        m.an-rtf-document-saved-by-textedit = RTF 문서(텍스트 편집기에서 서식 있는 텍스트 모드로 저장됨)
        # en: an unnamed signer
        m.an-unnamed-signer = 이름 없는 서명자
        # en: an unrendered template with {{...}} or ${...} placeholders
        m.an-unrendered-template-with-or-placeholders = {{...}} 또는 ${...} 자리표시자가 있는 렌더링되지 않은 템플릿
        # en: an XML document (perhaps a property list)
        m.an-xml-document-perhaps-a-property = XML 문서(속성 목록일 수 있음)
        # en: Android: {routeLabel}: {message}
        m.android = Android {routeLabel}: {message}
        # en: "{s}": Android has no substitution variables; "$(" is matched literally
        m.android-has-no-substitution-variables-is = "{s}": Android에는 치환 변수가 없습니다. "$("는 문자 그대로 일치합니다
        # en: Android refuses the pattern "{pattern}": {message}
        m.android-refuses-the-pattern = Android가 패턴 "{pattern}"을(를) 거부합니다: {message}
        # en: ; Android skips this statement
        m.android-skips-this-statement = ; Android는 이 문을 건너뜁니다
        # en: another configuration
        m.another-configuration = 다른 구성
        # en: app ID "{value}" contains '*'; wildcards are never valid in an association file
        m.app-id-contains-wildcards-are-never = 앱 ID "{value}"에 '*'가 있습니다. 연결 파일에서 와일드카드는 절대 유효하지 않습니다
        # en: app ID "{id}" is a placeholder (contains {String}) that was never filled in
        m.app-id-is-a-placeholder-contains = 앱 ID "{id}"은(는) 채워지지 않은 자리표시자입니다({String} 포함)
        # en: app ID "{value}" is a placeholder (contains {marker}) that was never filled in
        m.app-id-is-a-placeholder-contains.23a2b9 = 앱 ID "{value}"은(는) 채워지지 않은 자리표시자입니다({marker} 포함)
        # en: app ID is empty in {place}
        m.app-id-is-empty-in = {place}의 앱 ID가 비어 있습니다
        # en: app ID "{value}" is invalid: {reason}
        m.app-id-is-invalid = 앱 ID "{value}"이(가) 잘못되었습니다: {reason}
        # en: App ID prefix "{String}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a = 앱 ID 접두사 "{String}"이(가) 팀 ID(A-Z, 0-9의 10자)가 아닙니다. 접두사가 다른 오래된 앱에서만 올바릅니다
        # en: App ID prefix "{prefix}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a.9608e9 = 앱 ID 접두사 "{prefix}"이(가) 팀 ID(A-Z, 0-9의 10자)가 아닙니다. 접두사가 다른 오래된 앱에서만 올바릅니다
        # en: app ID "{description}" repeats its prefix {prefix} at the start of the bundle ID: iOS never matches it against the app {fixed} (a full app ID pasted where the bundle ID was asked for?)
        m.app-id-repeats-its-prefix-at = 앱 ID "{description}"의 번들 ID 앞부분에 접두사 {prefix}이(가) 반복됩니다. iOS는 이를 앱 {fixed}과(와) 절대 일치시키지 않습니다(번들 ID 자리에 전체 앱 ID를 붙여 넣었습니까?)
        # en: app ID strings
        m.app-id-strings = 앱 ID 문자열
        # en: appclips entries cannot use a wildcard
        m.appclips-entries-cannot-use-a-wildcard = appclips 항목에는 와일드카드를 사용할 수 없습니다
        # en: "appIDs" is empty: this detail names no app
        m.appids-is-empty-this-detail-names = "appIDs"가 비어 있습니다. 이 detail 항목에는 앱이 지정되어 있지 않습니다
        # en: {line}: Apple's fetchers never follow redirects
        m.apple-s-fetchers-never-follow-redirects = {line}: Apple의 다운로드 서버는 리디렉션을 따르지 않습니다
        # en: applinks ({count} app{count2})
        m.applinks-app = applinks(앱 {count}개)
        # en: applinks.apps must be an empty array; iOS 12 and older reject the file
        m.applinks-apps-must-be-an-empty = applinks.apps는 빈 배열이어야 합니다. iOS 12 이하는 파일을 거부합니다
        # en: applinks.details is empty
        m.applinks-details-is-empty = applinks.details가 비어 있습니다
        # en: applinks entries cannot name a port (:{port}); the file is always fetched from port 443
        m.applinks-entries-cannot-name-a-port = applinks 항목에는 포트(:{port})를 지정할 수 없습니다. 파일은 항상 포트 443에서 가져옵니다
        # en: applinks has no "apps": []; iOS 12 and older reject the whole file
        m.applinks-has-no-apps-ios-12 = applinks에 "apps": []가 없습니다. iOS 12 이하는 파일 전체를 거부합니다
        # en: applinks has no "details" array: no app is associated
        m.applinks-has-no-details-array-no = applinks에 "details" 배열이 없습니다. 연결된 앱이 없습니다
        # en: "applinks" lists no app
        m.applinks-lists-no-app = "applinks"에 앱이 없습니다
        # en: {service}.apps lists no app
        m.apps-lists-no-app = {service}.apps에 앱이 없습니다
        # en: assetlinks.json: {error}
        m.assetlinks-json = assetlinks.json: {error}
        # en: assetlinks.json: error[{code}]: {message}
        m.assetlinks-json-error = assetlinks.json: 오류[{code}]: {message}
        # en: assetlinks.json: the converted statement could not be read back
        m.assetlinks-json-the-converted-statement-could = assetlinks.json: 변환된 문을 다시 읽을 수 없습니다
        # en: {url}: {seen}, at the legacy location only
        m.at-the-legacy-location-only = {url}: {seen}, 레거시 위치에만 있습니다
        # en: at the top level
        m.at-the-top-level = 최상위 수준에서
        # en: {label} belongs to {joined}, {name} to DEVELOPMENT_TEAM {team}
        m.belongs-to-to-development-team = {label}은(는) {joined}에 속하고, {name}은(는) DEVELOPMENT_TEAM {team}에 속합니다
        # en: binary data
        m.binary-data = 바이너리 데이터
        # en: block comment is never closed
        m.block-comment-is-never-closed = 블록 주석이 닫히지 않았습니다
        # en: blocks nested more than {maximumDepth} deep; the rest is not read
        m.blocks-nested-more-than-deep-the = 블록이 {maximumDepth}단계보다 깊게 중첩되어 있습니다. 나머지는 읽지 않습니다
        # en: {name} builds {appID}, which {doNot} list{value}
        m.builds-which-list = {name}이(가) 빌드하는 {appID}이(가) {doNot} 나열되어 있지 않습니다{value}
        # en: \ (but {opens} comes first)
        m.but-comes-first = \ (단, {opens}이(가) 먼저 적용됨)
        # en: byte 0x{value}
        m.byte-0x = 바이트 0x{value}
        # en: {parts} bytes
        m.bytes = {parts}바이트
        # en: {count} bytes, close to the {limit}-byte limit
        m.bytes-close-to-the-byte-limit = {count}바이트로, {limit}바이트 한도에 가깝습니다
        # en: {seen} bytes, larger than the limit of {limit} bytes
        m.bytes-larger-than-the-limit-of = {seen}바이트로, 한도인 {limit}바이트보다 큽니다
        # en: {count} bytes (limit {limit})
        m.bytes-limit = {count}바이트(한도 {limit})
        # en: '*' can only start the host, as '*.'
        m.can-only-start-the-host-as = '*'는 호스트 맨 앞에 '*.' 형태로만 쓸 수 있습니다
        # en: '{written}' cannot be converted to Punycode
        m.cannot-be-converted-to-punycode = '{written}'을(를) Punycode로 변환할 수 없습니다
        # en: cannot be read ({describe})
        m.cannot-be-read = 읽을 수 없습니다({describe})
        # en: cannot be read ({why})
        m.cannot-be-read.79ac25 = 읽을 수 없습니다({why})
        # en: cannot be read
        m.cannot-be-read.906328 = 읽을 수 없습니다
        # en: cannot contain a path (not even a trailing '/')
        m.cannot-contain-a-path-not-even = 경로를 포함할 수 없습니다(끝의 '/'도 불가)
        # en: cannot contain a path (not even /)
        m.cannot-contain-a-path-not-even.948ba0 = 경로를 포함할 수 없습니다(/도 불가)
        # en: cannot contain login information
        m.cannot-contain-login-information = 로그인 정보를 포함할 수 없습니다
        # en: cannot have fragment identifiers
        m.cannot-have-fragment-identifiers = 프래그먼트 식별자를 가질 수 없습니다
        # en: cannot have query parameters
        m.cannot-have-query-parameters = 쿼리 매개변수를 가질 수 없습니다
        # en: cannot read the binary: {message}
        m.cannot-read-the-binary = 바이너리를 읽을 수 없습니다: {message}
        # en: cannot set up TLS: {error}
        m.cannot-set-up-tls = TLS를 설정할 수 없습니다: {error}
        # en: carries login information (user@)
        m.carries-login-information-user = 로그인 정보(user@)가 있습니다
        # en: "caseSensitive": false: Android matches case-sensitively, so URLs that differ in case are decided differently
        m.casesensitive-false-android-matches-case-sensitively = "caseSensitive": false: Android는 대소문자를 구분하여 일치시키므로 대소문자만 다른 URL의 결과가 달라집니다
        # en: Check the firewall: port 443 must be open to Apple's CDN.
        m.check-the-firewall-port-443-must = 방화벽을 확인하십시오. 포트 443이 Apple의 CDN에 열려 있어야 합니다.
        # en: Check the server's clock and the certificate's start date.
        m.check-the-server-s-clock-and = 서버의 시계와 인증서의 시작 날짜를 확인하십시오.
        # en: choose another name, e.g. "my{capitalizedFirst}"
        m.choose-another-name-e-g-my = 다른 이름을 선택하십시오(예: "my{capitalizedFirst}")
        # en: ] closes an object opened with {
        m.closes-an-object-opened-with = ]가 {로 열린 객체를 닫고 있습니다
        # en: {wrongCloseText} closes an {name} opened with {open}
        m.closes-an-opened-with = {wrongCloseText}이(가) {open}(으)로 열린 {name}을(를) 닫고 있습니다
        # en: CMS signed by {signer}; current iOS reads it, plain JSON is simpler
        m.cms-signed-by-current-ios-reads = {signer}이(가) 서명한 CMS입니다. 현재 iOS는 이를 읽지만 일반 JSON이 더 간단합니다
        # en: CMS signed by {signer}, whose certificate names {joined}, not {host}
        m.cms-signed-by-whose-certificate-names = {signer}이(가) 서명한 CMS이지만, 그 인증서에 있는 이름은 {host}이(가) 아니라 {joined}입니다
        # en: CMS signed file
        m.cms-signed-file = CMS 서명 파일
        # en: CODE_SIGN_ENTITLEMENTS is not set
        m.code-sign-entitlements-is-not-set = CODE_SIGN_ENTITLEMENTS가 설정되어 있지 않습니다
        # en: complete: verified up to a trusted root
        m.complete-verified-up-to-a-trusted = 완전함: 신뢰할 수 있는 루트까지 검증됨
        # en: "components" is empty next to {paths} legacy path(s): iOS 13+ uses the empty list and matches nothing
        m.components-is-empty-next-to-legacy = 레거시 경로 {paths}개와 함께 있는 "components"가 비어 있습니다. iOS 13 이상은 빈 목록을 사용하므로 아무것도 일치하지 않습니다
        # en: Configure the server to send the full chain (leaf then intermediates).
        m.configure-the-server-to-send-the = 서버가 전체 체인(리프 인증서 다음에 중간 인증서)을 보내도록 구성하십시오.
        # en: connection refused (nothing listens on the port)
        m.connection-refused-nothing-listens-on-the = 연결이 거부되었습니다(포트에서 대기 중인 프로세스가 없음)
        # en: connection timed out
        m.connection-timed-out = 연결 시간이 초과되었습니다
        # en: contains a path ('{path}'); entitlements name hosts only
        m.contains-a-path-entitlements-name-hosts = 경로('{path}')가 있습니다. 인타이틀먼트에는 호스트만 지정합니다
        # en: contains the scheme '{scheme}://'
        m.contains-the-scheme = 스킴 '{scheme}://'이(가) 있습니다
        # en: contains '-' (use '_' in Java package names)
        m.contains-use-in-java-package-names = '-'가 있습니다(Java 패키지 이름에는 '_'를 사용하십시오)
        # en: contains white space
        m.contains-white-space = 공백이 있습니다
        # en: \ (Content-Length: {value})
        m.content-length = \ (Content-Length: {value})
        # en: control character U+{value}
        m.control-character-u = 제어 문자 U+{value}
        # en: {label} covers {bundleID} but does not allow com.apple.developer.associated-domains, which {name} signs with
        m.covers-but-does-not-allow-com = {label}은(는) {bundleID}에 적용되지만, {name}이(가) 서명에 사용하는 com.apple.developer.associated-domains를 허용하지 않습니다
        # en: '{raw}' covers the subdomains of {host} but not {host2} itself
        m.covers-the-subdomains-of-but-not = '{raw}'은(는) {host}의 하위 도메인에는 적용되지만 {host2} 자체에는 적용되지 않습니다
        # en: {encoding}, decoded to {body} bytes (the limit applies to the decoded size)
        m.decoded-to-bytes-the-limit-applies = {encoding}, 디코딩 후 {body}바이트(한도는 디코딩된 크기에 적용됨)
        # en: decompress the file; servers may compress only with a Content-Encoding header
        m.decompress-the-file-servers-may-compress = 파일의 압축을 푸십시오. 서버는 Content-Encoding 헤더가 있을 때만 압축할 수 있습니다
        # en: "defaults" apply to components only; this detail has only legacy paths
        m.defaults-apply-to-components-only-this = "defaults"는 components에만 적용됩니다. 이 detail 항목에는 레거시 paths만 있습니다
        # en: defaults carry {joined}: undocumented (Apple documents only caseSensitive and percentEncoded), but iOS applies them to every rule that lacks the key
        m.defaults-carry-undocumented-apple-documents-only = defaults에 {joined}이(가) 있습니다. 문서화되지 않은 키이지만(Apple 문서에는 caseSensitive와 percentEncoded만 있음) iOS는 이 키가 없는 모든 규칙에 적용합니다
        # en: "details" is an object keyed by app ID (the iOS 9 form); iOS still reads it
        m.details-is-an-object-keyed-by = "details"가 앱 ID를 키로 하는 객체입니다(iOS 9 형식). iOS는 여전히 이를 읽습니다
        # en: Devices in production and Apple's CDN will reject it. {trustFix}
        m.devices-in-production-and-apple-s = 프로덕션 기기와 Apple의 CDN은 이를 거부합니다. {trustFix}
        # en: did not enter {display}: deeper than {depth} folders
        m.did-not-enter-deeper-than-folders = {display}에 들어가지 않았습니다: 폴더 깊이가 {depth}단계를 넘습니다
        # en: did you mean "{near}"?
        m.did-you-mean = "{near}"을(를) 의도했습니까?
        # en: Did you mean {guess}?
        m.did-you-mean.3fab32 = {guess}을(를) 의도했습니까?
        # en: ; did you mean "{suggestion}"?
        m.did-you-mean.838553 = ; "{suggestion}"을(를) 의도했습니까?
        # en: ; did you mean "{value}"?
        m.did-you-mean.d5fe37 = ; "{value}"을(를) 의도했습니까?
        # en: ; did you mean $({value})?
        m.did-you-mean.f0c8c2 = ; $({value})을(를) 의도했습니까?
        # en: {joined} do not
        m.do-not = {joined}에
        # en: {sources} does not
        m.does-not = {sources}에
        # en: does not exist
        m.does-not-exist = 존재하지 않습니다
        # en: '{host}' ends in a number but is not an IPv4 address (four numbers of 0-255)
        m.ends-in-a-number-but-is = '{host}'은(는) 숫자로 끝나지만 IPv4 주소(0-255 숫자 네 개)가 아닙니다
        # en: has the label '{label}', which is not valid Punycode
        m.has-the-label-which-is-not = 유효한 Punycode가 아닌 레이블 '{label}'이(가) 있습니다
        # en: '{host}' is a single label (a top-level domain, not a domain of a site)
        m.is-a-single-label-a-top = '{host}'은(는) 레이블이 하나뿐입니다(사이트의 도메인이 아니라 최상위 도메인)
        # en: Nothing to run: npx cap sync copies the config into the native projects, and the doctor reads those.
        m.nothing-to-run-npx-cap-sync = 실행할 것이 없습니다. npx cap sync가 설정을 네이티브 프로젝트로 복사하며, doctor는 그 프로젝트를 읽습니다.
        # en: Run xcodegen generate, then run the doctor again.
        m.run-xcodegen-generate-then-run-the = xcodegen generate를 실행한 다음 doctor를 다시 실행하십시오.
        # en: {host} does not resolve
        m.does-not-resolve = {host}의 DNS 조회에 실패했습니다
        # en: {host} does not resolve ({dns})
        m.does-not-resolve.bb4d19 = {host}의 DNS 조회에 실패했습니다({dns})
        # en: domain "{domain}": {error}
        m.domain = 도메인 "{domain}": {error}
        # en: "domains" is empty: name the hosts the links live on
        m.domains-is-empty-name-the-hosts = "domains"가 비어 있습니다. 링크가 있는 호스트를 지정하십시오
        # en: "dynamic_app_link_components" is {typeDescription}, not an array of rules
        m.dynamic-app-link-components-is-not = "dynamic_app_link_components"가 규칙의 배열이 아니라 {typeDescription}입니다
        # en: dynamic rules apply to Android apps; this statement's target is a web site
        m.dynamic-rules-apply-to-android-apps = 동적 규칙은 Android 앱에 적용됩니다. 이 문의 target은 웹사이트입니다
        # en: element {key} of {displayPointer}
        m.element-of = {displayPointer}의 요소 {key}
        # en: elements nested more than {maximumDepth} deep
        m.elements-nested-more-than-deep = 요소가 {maximumDepth}단계보다 깊게 중첩되어 있습니다
        # en: empty entry
        m.empty-entry = 빈 항목
        # en: empty statement list
        m.empty-statement-list = 빈 문 목록
        # en: end of file
        m.end-of-file = 파일 끝
        # en: ends with '/'
        m.ends-with = '/'로 끝납니다
        # en: entitlements: error[{code}]: {message}
        m.entitlements-error = 인타이틀먼트: 오류[{code}]: {message}
        # en: entry {index} is a {typeName}, not a string
        m.entry-is-a-not-a-string = 항목 {index}이(가) 문자열이 아니라 {typeName}입니다
        # en: {count} error{count2}: {first}
        m.error = 오류 {count}개: {first}
        # en: every URL (Android 14 and older)
        m.every-url-android-14-and-older = 모든 URL(Android 14 이하)
        # en: every URL (no dynamic rules)
        m.every-url-no-dynamic-rules = 모든 URL(동적 규칙 없음)
        # en: \ every URL on the domain: it has no "/", "?" or "#" key
        m.every-url-on-the-domain-it = \ 도메인의 모든 URL. "/", "?", "#" 키가 하나도 없습니다
        # en: "exclude" is true or false, found {typeDescription}
        m.exclude-is-true-or-false-found = "exclude"는 true 또는 false여야 하지만 {typeDescription}입니다
        # en: "exclude": true
        m.exclude-true = "exclude": true
        # en: excluded by {joined}: opens in the browser
        m.excluded-by-opens-in-the-browser = {joined}에 의해 제외됨: 브라우저에서 열립니다
        # en: excluded for {app}: opens in the browser
        m.excluded-for-opens-in-the-browser = {app}에 대해 제외됨: 브라우저에서 열립니다
        # en: exclusion written "{prefix}"; iOS accepts it, but write "NOT " in capitals
        m.exclusion-written-ios-accepts-it-but = 제외 규칙이 "{prefix}"(으)로 작성되었습니다. iOS는 허용하지만 "NOT "을 대문자로 쓰십시오
        # en: Exempt the file from rate limiting.
        m.exempt-the-file-from-rate-limiting = 파일을 속도 제한에서 제외하십시오.
        # en: {line}: expected 200
        m.expected-200 = {line}: 200이어야 합니다
        # en: expected a key before ','
        m.expected-a-key-before = ',' 앞에 키가 필요합니다
        # en: expected a single array of statements, found {typeDescription}
        m.expected-a-single-array-of-statements = 문의 배열 하나가 필요하지만 {typeDescription}입니다
        # en: expected a value before {describeCharacter}
        m.expected-a-value-before = {describeCharacter} 앞에 값이 필요합니다
        # en: {label} expired on {expires}
        m.expired-on = {label}은(는) {expires}에 만료되었습니다
        # en: expired on {date} ({_400} days ago)
        m.expired-on-days-ago = {date}에 만료되었습니다({_400}일 전)
        # en: expires on {date}, in {days} day{days2}
        m.expires-on-in-day = {date}에 만료됩니다({days}일 후)
        # en: expo.android.intentFilters must be an array, found {typeDescription}
        m.expo-android-intentfilters-must-be-an = expo.android.intentFilters는 배열이어야 하지만 {typeDescription}입니다
        # en: expo.ios.associatedDomains must be an array of strings, found {typeDescription}
        m.expo-ios-associateddomains-must-be-an = expo.ios.associatedDomains는 문자열 배열이어야 하지만 {typeDescription}입니다
        # en: expo.ios.bundleIdentifier must be a string, found {typeDescription}
        m.expo-ios-bundleidentifier-must-be-a = expo.ios.bundleIdentifier는 문자열이어야 하지만 {typeDescription}입니다
        # en: Expo's development-build scheme\ 
        m.expo-s-development-build-scheme = Expo의 개발 빌드 스킴\ 
        # en: Facebook Login's scheme\ 
        m.facebook-login-s-scheme = Facebook 로그인의 스킴\ 
        # en: file ends where a value was expected
        m.file-ends-where-a-value-was = 값이 와야 할 위치에서 파일이 끝납니다
        # en: file is {bytes} bytes; Apple's fetchers reject files over {maximumFileSize} bytes (128 KB)
        m.file-is-bytes-apple-s-fetchers = 파일이 {bytes}바이트입니다. Apple의 다운로드 서버는 {maximumFileSize}바이트(128 KB)를 넘는 파일을 거부합니다
        # en: file is empty
        m.file-is-empty = 파일이 비어 있습니다
        # en: file is UTF-16 encoded (it starts with a UTF-16 byte-order mark)
        m.file-is-utf-16-encoded-it = 파일이 UTF-16으로 인코딩되어 있습니다(UTF-16 바이트 순서 표시로 시작)
        # en: file starts with a UTF-8 byte-order mark (EF BB BF)
        m.file-starts-with-a-utf-8 = 파일이 UTF-8 바이트 순서 표시(EF BB BF)로 시작합니다
        # en: {url}: {seen} (fine: current fetchers read /.well-known/ only)
        m.fine-current-fetchers-read-well-known = {url}: {seen}(문제없음: 현재 다운로드 서버는 /.well-known/만 읽습니다)
        # en: fingerprint {shown} contains white space; Android compares it as written
        m.fingerprint-contains-white-space-android-compares = 지문 {shown}에 공백이 있습니다. Android는 쓰인 그대로 비교합니다
        # en: fingerprint {shown} has 20 bytes: a SHA-1 fingerprint; "sha256_cert_fingerprints" needs the SHA-256 one (32 bytes)
        m.fingerprint-has-20-bytes-a-sha = 지문 {shown}은(는) 20바이트인 SHA-1 지문입니다. "sha256_cert_fingerprints"에는 SHA-256 지문(32바이트)이 필요합니다
        # en: fingerprint {shown} has lower-case hex digits; Android needs upper case
        m.fingerprint-has-lower-case-hex-digits = 지문 {shown}에 소문자 16진수가 있습니다. Android에는 대문자가 필요합니다
        # en: fingerprint {shown} has no colons between the bytes
        m.fingerprint-has-no-colons-between-the = 지문 {shown}의 바이트 사이에 콜론이 없습니다
        # en: fingerprint {shown} is 20 bytes without colons: a SHA-1 fingerprint; Android needs the SHA-256 one
        m.fingerprint-is-20-bytes-without-colons = 지문 {shown}은(는) 콜론 없는 20바이트인 SHA-1 지문입니다. Android에는 SHA-256 지문이 필요합니다
        # en: fingerprint {shown} is a placeholder, not a SHA-256 fingerprint (32 colon-separated upper-case hex bytes)
        m.fingerprint-is-a-placeholder-not-a = 지문 {shown}은(는) SHA-256 지문(콜론으로 구분된 대문자 16진수 32바이트)이 아니라 자리표시자입니다
        # en: fingerprint {shown} is {bytes}; a SHA-256 fingerprint is 32 colon-separated upper-case hex bytes
        m.fingerprint-is-a-sha-256-fingerprint = 지문 {shown}: {bytes}. SHA-256 지문은 콜론으로 구분된 대문자 16진수 32바이트입니다
        # en: Fix the certificate (see the TLS checks).
        m.fix-the-certificate-see-the-tls = 인증서를 수정하십시오(TLS 검사 참조).
        # en: Flutter's deep linking is switched on here while {name} ({display}) handles links: the two compete for every link
        m.flutter-s-deep-linking-is-switched = {name}({display})이(가) 링크를 처리하는데 여기서 Flutter의 딥 링크가 켜져 있습니다. 둘이 모든 링크를 두고 경쟁합니다
        # en: {raw} for a signed file
        m.for-a-signed-file = 서명된 파일인데 {raw}입니다
        # en: generated file: {severity}[{code}]: {message}
        m.generated-file = 생성된 파일: {severity}[{code}]: {message}
        # en: gzip-compressed bytes
        m.gzip-compressed-bytes = gzip으로 압축된 바이트
        # en: {name} handles links, and {joined} does not set FlutterDeepLinkingEnabled: Flutter 3.27 and later turn their own deep linking on by default
        m.handles-links-and-does-not-set = {name}이(가) 링크를 처리하지만 {joined}에 FlutterDeepLinkingEnabled가 설정되어 있지 않습니다. Flutter 3.27 이상은 자체 딥 링크를 기본적으로 켭니다
        # en: '{host}' has a character other than letters, digits, '-' and '_'
        m.has-a-character-other-than-letters = '{host}'에 영문자, 숫자, '-', '_' 외의 문자가 있습니다
        # en: has a character outside A-Z a-z 0-9 _ in "{segment}"
        m.has-a-character-outside-a-z = "{segment}"에 A-Z a-z 0-9 _ 외의 문자가 있습니다
        # en: has a fragment identifier; a site is scheme://host[:port] only
        m.has-a-fragment-identifier-a-site = 프래그먼트 식별자가 있습니다. site는 scheme://host[:port]만 허용합니다
        # en: '{host}' has a label that starts or ends with '-'
        m.has-a-label-that-starts-or = '{host}'에 '-'로 시작하거나 끝나는 레이블이 있습니다
        # en: "?" has a non-string value, so iOS ignores it (any query); the rule is written without "?"
        m.has-a-non-string-value-so = "?"에 문자열이 아닌 값이 있어 iOS가 이를 무시합니다(모든 쿼리). 규칙은 "?" 없이 작성됩니다
        # en: has a segment starting with a digit ("{segment}")
        m.has-a-segment-starting-with-a = 숫자로 시작하는 세그먼트가 있습니다("{segment}")
        # en: '{host}' has an empty or over-long label
        m.has-an-empty-or-over-long = '{host}'에 비어 있거나 너무 긴 레이블이 있습니다
        # en: has an empty segment (a leading, trailing or double '.')
        m.has-an-empty-segment-a-leading = 빈 세그먼트가 있습니다(맨 앞, 맨 끝 또는 연속된 '.')
        # en: has an invalid detail "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-detail-lower-case = 잘못된 detail "{parts}"이(가) 있습니다(소문자, 숫자, _, .만 허용)
        # en: has an invalid kind "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-kind-lower-case = 잘못된 kind "{parts}"이(가) 있습니다(소문자, 숫자, _, .만 허용)
        # en: has an invalid port "{port}"
        m.has-an-invalid-port = 잘못된 포트 "{port}"이(가) 있습니다
        # en: has more than one '/'
        m.has-more-than-one = '/'가 두 개 이상 있습니다
        # en: has no '/': a relation is kind/detail
        m.has-no-a-relation-is-kind = '/'가 없습니다. relation은 kind/detail 형식입니다
        # en: {value} has no applinks: entry
        m.has-no-applinks-entry = {value}에 applinks: 항목이 없습니다
        # en: '*{written}' has no dot after the wildcard; iOS only understands '*.'
        m.has-no-dot-after-the-wildcard = '*{written}'의 와일드카드 뒤에 점이 없습니다. iOS는 '*.'만 이해합니다
        # en: has no host
        m.has-no-host = 호스트가 없습니다
        # en: ${{name}} has no literal manifestPlaceholders value{map}
        m.has-no-literal-manifestplaceholders-value = ${{name}}에 리터럴 manifestPlaceholders 값이 없습니다{map}
        # en: has no scheme; write https://host
        m.has-no-scheme-write-https-host = 스킴이 없습니다. https://host로 쓰십시오
        # en: '{raw}' has no service prefix
        m.has-no-service-prefix = '{raw}'에 서비스 접두사가 없습니다
        # en: "{s}" has non-ASCII characters; URLs carry them percent-encoded, so it never matches
        m.has-non-ascii-characters-urls-carry = "{s}"에 ASCII가 아닌 문자가 있습니다. URL에는 이런 문자가 퍼센트 인코딩되어 있으므로 절대 일치하지 않습니다
        # en: has one segment; an Android application ID has at least two (com.example)
        m.has-one-segment-an-android-application = 세그먼트가 하나뿐입니다. Android 애플리케이션 ID에는 세그먼트가 두 개 이상 있어야 합니다(com.example)
        # en: has query parameters; a site is scheme://host[:port] only
        m.has-query-parameters-a-site-is = 쿼리 매개변수가 있습니다. site는 scheme://host[:port]만 허용합니다
        # en: in a component
        m.in-a-component = 구성 요소에서
        # en: in a detail
        m.in-a-detail = detail 항목에서
        # en: in a statement
        m.in-a-statement = 문에서
        # en: in a web target
        m.in-a-web-target = web target에서
        # en: in an android_app target
        m.in-an-android-app-target = android_app target에서
        # en: in applinks
        m.in-applinks = applinks에서
        # en: '{shown}' in <data>: only hex digits belong there
        m.in-data-only-hex-digits-belong = <data>의 '{shown}': 여기에는 16진수만 올 수 있습니다
        # en: in defaults
        m.in-defaults = defaults에서
        # en: "$(" in "{source}" is not closed by ")"; it is matched literally
        m.in-is-not-closed-by-it = "{source}"의 "$("가 ")"로 닫히지 않았습니다. 문자 그대로 매칭됩니다
        # en: in the handle_all_urls extension
        m.in-the-handle-all-urls-extension = handle_all_urls 확장에서
        # en: '/' in the tag <{name}> is not followed by '>'
        m.in-the-tag-is-not-followed = 태그 <{name}>의 '/' 뒤에 '>'가 없습니다
        # en: "include" {problem}
        m.include = "include": {problem}
        # en: "include" {problem}: Google refuses it (MALFORMED_CONTENT)
        m.include-google-refuses-it-malformed-content = "include": {problem}. Google이 이를 거부합니다(MALFORMED_CONTENT)
        # en: "include" is an http:// URL: a secure file cannot include an insecure one, so Android ignores it
        m.include-is-an-http-url-a = "include"가 http:// URL입니다. 보안 파일은 보안되지 않은 파일을 포함할 수 없으므로 Android는 이를 무시합니다
        # en: "include" is an https:// URL string, found {typeDescription}
        m.include-is-an-https-url-string = "include"는 https:// URL 문자열이어야 하지만 {typeDescription}입니다
        # en: "include" is not a URL string
        m.include-is-not-a-url-string = "include"가 URL 문자열이 아닙니다
        # en: "include" is not an http(s) URL: {url}
        m.include-is-not-an-http-s = "include"가 http(s) URL이 아닙니다: {url}
        # en: "include" is not an https:// URL: "{url}"
        m.include-is-not-an-https-url = "include"가 https:// URL이 아닙니다: "{url}"
        # en: '<' inside the value of {name} (write &lt;)
        m.inside-the-value-of-write-lt = {name} 값 안에 '<'가 있습니다(&lt;로 쓰십시오)
        # en: Install a certificate for {host} issued by a public certificate authority.
        m.install-a-certificate-for-issued-by = 공인 인증 기관이 발급한 {host}용 인증서를 설치하십시오.
        # en: Install a certificate whose subject alternative names include {host} (or *.{parent}).
        m.install-a-certificate-whose-subject-alternative = 주체 대체 이름(SAN)에 {host}(또는 *.{parent})이(가) 포함된 인증서를 설치하십시오.
        # en: invalid escape \\{trimmingQuotes} in a string
        m.invalid-escape-in-a-string = 문자열 안에 잘못된 이스케이프 \\{trimmingQuotes}이(가) 있습니다
        # en: invalid field next to "include": an include statement has no relation or target
        m.invalid-field-next-to-include-an = "include" 옆에 잘못된 필드가 있습니다. include 문에는 relation이나 target이 없습니다
        # en: invalid package name "{package}"
        m.invalid-package-name = 잘못된 패키지 이름 "{package}"
        # en: invalid relation "{relation}" (expected kind/detail such as delegate_permission/common.handle_all_urls)
        m.invalid-relation-expected-kind-detail-such = 잘못된 relation "{relation}"(delegate_permission/common.handle_all_urls 같은 kind/detail 형식이어야 합니다)
        # en: invalid UTF-8 byte 0x{hex}
        m.invalid-utf-8-byte-0x = 잘못된 UTF-8 바이트 0x{hex}
        # en: invalid UTF-8 byte 0x{hex} inside a string
        m.invalid-utf-8-byte-0x-inside = 문자열 안에 잘못된 UTF-8 바이트 0x{hex}이(가) 있습니다
        # en: invisible zero-width character is not JSON whitespace
        m.invisible-zero-width-character-is-not = 보이지 않는 폭 없는 문자는 JSON 공백이 아닙니다
        # en: iOS 12 compares paths case-sensitively; drop "caseSensitive": false or set "legacy": false
        m.ios-12-compares-paths-case-sensitively = iOS 12는 대소문자를 구분하여 경로를 비교합니다. "caseSensitive": false를 삭제하거나 "legacy": false로 설정하십시오
        # en: iOS 12 compares paths percent-encoded; drop "percentEncoded": false or set "legacy": false
        m.ios-12-compares-paths-percent-encoded = iOS 12는 퍼센트 인코딩된 상태로 경로를 비교합니다. "percentEncoded": false를 삭제하거나 "legacy": false로 설정하십시오
        # en: iOS 12 has no substitution variables; spell the values out or set "legacy": false
        m.ios-12-has-no-substitution-variables = iOS 12에는 치환 변수가 없습니다. 값을 모두 풀어 쓰거나 "legacy": false로 설정하십시오
        # en: iOS 12 paths decide {value} differently from the iOS 13 components
        m.ios-12-paths-decide-differently-from = iOS 12 paths는 {value}을(를) iOS 13 components와 다르게 판정합니다
        # en: iOS 12 paths ignore the fragment; remove "#" or set "legacy": false
        m.ios-12-paths-ignore-the-fragment = iOS 12 paths는 프래그먼트를 무시합니다. "#"을 제거하거나 "legacy": false로 설정하십시오
        # en: iOS 12 paths ignore the query; remove "?" or set "legacy": false
        m.ios-12-paths-ignore-the-query = iOS 12 paths는 쿼리를 무시합니다. "?"를 제거하거나 "legacy": false로 설정하십시오
        # en: iOS 13+ uses only "components" and iOS 12 only "paths"; keep them in step
        m.ios-13-uses-only-components-and = iOS 13 이상은 "components"만, iOS 12는 "paths"만 사용합니다. 둘을 일치시키십시오
        # en: "{name}" is a built-in variable and cannot be redefined
        m.is-a-built-in-variable-and = "{name}"은(는) 기본 제공 변수이므로 재정의할 수 없습니다
        # en: "{value}" is a bundle ID without the App ID prefix (Team ID)
        m.is-a-bundle-id-without-the = "{value}"은(는) 앱 ID 접두사(팀 ID)가 없는 번들 ID입니다
        # en: "?" is a dictionary of query parameters, found {typeDescription}
        m.is-a-dictionary-of-query-parameters = "?"는 쿼리 매개변수의 딕셔너리여야 하지만 {typeDescription}입니다
        # en: is a directory
        m.is-a-directory = 디렉터리입니다
        # en: "{s}" is a full URL; "/" matches the path only
        m.is-a-full-url-matches-the = "{s}"은(는) 전체 URL입니다. "/"는 경로만 일치시킵니다
        # en: "{s}" is a literal path, not an exclusion: NOT must be followed by a space
        m.is-a-literal-path-not-an = "{s}"은(는) 제외 규칙이 아니라 문자 그대로의 경로입니다. NOT 뒤에는 공백이 있어야 합니다
        # en: is a non-HTTP URL (the scheme is http or https)
        m.is-a-non-http-url-the = HTTP가 아닌 URL입니다(스킴은 http 또는 https여야 합니다)
        # en: {entitlementKey} is a {typeName}, not an array of strings
        m.is-a-not-an-array-of = {entitlementKey}이(가) 문자열 배열이 아니라 {typeName}입니다
        # en: "{key}" is a pattern string, found {typeDescription}
        m.is-a-pattern-string-found = "{key}"은(는) 패턴 문자열이어야 하지만 {typeDescription}입니다
        # en: "{text}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate = "{text}"은(는) 인증서 지문이 아니라 자리표시자입니다
        # en: "{fingerprint}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate.929a6b = "{fingerprint}"은(는) 인증서 지문이 아니라 자리표시자입니다
        # en: "?": "{s}" is a string; on Android "?" is a dictionary of query parameters, and a string makes Android ignore every dynamic rule of this statement
        m.is-a-string-on-android-is = "?": "{s}"이(가) 문자열입니다. Android에서 "?"는 쿼리 매개변수의 딕셔너리이며, 문자열이면 Android가 이 문의 모든 동적 규칙을 무시합니다
        # en: "?": "{s}" is a string pattern; Android reads "?" only as a dictionary of parameters, so the rule is left out{value}
        m.is-a-string-pattern-android-reads = "?": "{s}"은(는) 문자열 패턴입니다. Android는 "?"를 매개변수 딕셔너리로만 읽으므로 이 규칙은 제외됩니다{value}
        # en: {display} is a symbolic link to a place outside the folder; not followed
        m.is-a-symbolic-link-to-a = {display}은(는) 폴더 밖을 가리키는 심볼릭 링크입니다. 따라가지 않았습니다
        # en: {id} is already listed in detail {earlier}; iOS uses only the first detail for an app, so these rules are ignored (our reading of Apple's documentation)
        m.is-already-listed-in-detail-ios = {id}은(는) 이미 detail 항목 {earlier}에 나열되어 있습니다. iOS는 앱의 첫 번째 detail 항목만 사용하므로 이 규칙들은 무시됩니다(Apple 문서에 대한 분석 결과)
        # en: "{key}" is an AASA option Android does not have; Android ignores every dynamic rule of this statement
        m.is-an-aasa-option-android-does = "{key}"은(는) Android에 없는 AASA 옵션입니다. Android는 이 문의 모든 동적 규칙을 무시합니다
        # en: '{written}' is an IP address; only developer mode may use one
        m.is-an-ip-address-only-developer = '{written}'은(는) IP 주소입니다. IP 주소는 개발자 모드에서만 사용할 수 있습니다
        # en: {file} is Android's debug certificate: release builds are signed with another key
        m.is-android-s-debug-certificate-release = {file}은(는) Android 디버그 인증서입니다. 릴리스 빌드는 다른 키로 서명됩니다
        # en: {key} is computed ({raw}); the doctor checks literals only
        m.is-computed-the-doctor-checks-literals = {key}은(는) 계산된 값입니다({raw}). doctor는 리터럴만 검사합니다
        # en: is empty
        m.is-empty = 비어 있습니다
        # en: {entitlementKey} is empty
        m.is-empty.2b19d7 = {entitlementKey}이(가) 비어 있습니다
        # en: {domain} is in the manifest, but Android verifies no such host for the app{isEmpty}
        m.is-in-the-manifest-but-android = {domain}은(는) 매니페스트에 있지만 Android가 앱에 대해 이 호스트를 인증하지 않습니다{isEmpty}
        # en: {domain} is in the manifest, but no applinks:{host} entry is in the app's entitlements{isEmpty}
        m.is-in-the-manifest-but-no = {domain}은(는) 매니페스트에 있지만 앱의 인타이틀먼트에 applinks:{host} 항목이 없습니다{isEmpty}
        # en: {app} is in the manifest, but the project's targets build {joined}
        m.is-in-the-manifest-but-the = {app}은(는) 매니페스트에 있지만 프로젝트의 타깃은 {joined}을(를) 빌드합니다
        # en: {display} is JavaScript; the doctor runs none (npx expo config --json > app.config.json gives it a file to read)
        m.is-javascript-the-doctor-runs-none = {display}은(는) JavaScript입니다. doctor는 JavaScript를 실행하지 않습니다(npx expo config --json > app.config.json으로 읽을 파일을 만드십시오)
        # en: is larger than {limit} bytes (not read)
        m.is-larger-than-bytes-not-read = {limit}바이트보다 큽니다(읽지 않음)
        # en: {app} is listed for applinks{also}
        m.is-listed-for-applinks = {app}이(가) applinks에 나열되어 있습니다{also}
        # en: {app} is listed only for {joined}, not applinks
        m.is-listed-only-for-not-applinks = {app}은(는) applinks가 아니라 {joined}에만 나열되어 있습니다
        # en: is longer than 253 characters
        m.is-longer-than-253-characters = 253자보다 깁니다
        # en: "{host}" is not a domain name; Android leaves it out of verification
        m.is-not-a-domain-name-android = "{host}"은(는) 도메인 이름이 아닙니다. Android는 이를 인증에서 제외합니다
        # en: "{s}" is not a host name: {problem}
        m.is-not-a-host-name = "{s}"은(는) 호스트 이름이 아닙니다: {problem}
        # en: '{word}' is not a JSON number
        m.is-not-a-json-number = '{word}'은(는) JSON 숫자가 아닙니다
        # en: '{value}' is not a mode
        m.is-not-a-mode = '{value}'은(는) 모드가 아닙니다
        # en: '{digits}' is not a port number
        m.is-not-a-port-number = '{digits}'은(는) 포트 번호가 아닙니다
        # en: "{f}" is not a SHA-256 fingerprint (32 upper-case hex bytes separated by ':')
        m.is-not-a-sha-256-fingerprint = "{f}"은(는) SHA-256 지문(':'로 구분된 대문자 16진수 32바이트)이 아닙니다
        # en: '{written}' is not a valid host name: {reason}
        m.is-not-a-valid-host-name = '{written}'은(는) 유효한 호스트 이름이 아닙니다: {reason}
        # en: '{raw}' is not a valid JSON number
        m.is-not-a-valid-json-number = '{raw}'은(는) 유효한 JSON 숫자가 아닙니다
        # en: '{text}' is not a valid URL: {reason}
        m.is-not-a-valid-url = '{text}'은(는) 유효한 URL이 아닙니다: {reason}
        # en: is not a valid URL (no scheme://)
        m.is-not-a-valid-url-no = 유효한 URL이 아닙니다(scheme:// 없음)
        # en: is not a valid URL (the port is not 1-65535)
        m.is-not-a-valid-url-the = 유효한 URL이 아닙니다(포트가 1-65535 범위가 아님)
        # en: is not a valid URL (the host name)
        m.is-not-a-valid-url-the.91917e = 유효한 URL이 아닙니다(호스트 이름)
        # en: '{bad}' is not allowed (letters, digits and '-' only)
        m.is-not-allowed-letters-digits-and = '{bad}'은(는) 허용되지 않습니다(영문자, 숫자, '-'만 허용)
        # en: '{bad}' is not allowed (letters, digits, '.' and '-' only)
        m.is-not-allowed-letters-digits-and.f781ad = '{bad}'은(는) 허용되지 않습니다(영문자, 숫자, '.', '-'만 허용)
        # en: '?{item}' is not allowed; only ?mode= is
        m.is-not-allowed-only-mode-is = '?{item}'은(는) 허용되지 않습니다. ?mode=만 허용됩니다
        # en: "{package}" is not an Android package name (dot-separated identifiers, at least two)
        m.is-not-an-android-package-name = "{package}"은(는) Android 패키지 이름(점으로 구분된 식별자 두 개 이상)이 아닙니다
        # en: "{s}" is not an app ID of the form TEAMID.bundle.id (10-character team ID)
        m.is-not-an-app-id-of = "{s}"은(는) TEAMID.bundle.id 형식(10자리 팀 ID)의 앱 ID가 아닙니다
        # en: '{name}' is not an Associated Domains service
        m.is-not-an-associated-domains-service = '{name}'은(는) 연결된 도메인 서비스가 아닙니다
        # en: is not an http or https URL
        m.is-not-an-http-or-https = http 또는 https URL이 아닙니다
        # en: '[{hostText}]' is not an IPv6 address
        m.is-not-an-ipv6-address = '[{hostText}]'은(는) IPv6 주소가 아닙니다
        # en: '{written}' is not ASCII; entitlements need the Punycode (IDNA) form
        m.is-not-ascii-entitlements-need-the = '{written}'은(는) ASCII가 아닙니다. 인타이틀먼트에는 Punycode(IDNA) 형식이 필요합니다
        # en: $({name}) is not defined in substitutionVariables; it matches nothing
        m.is-not-defined-in-substitutionvariables-it = $({name})이(가) substitutionVariables에 정의되어 있지 않습니다. 아무것과도 매칭되지 않습니다
        # en: {name}: $({joined}) is not defined in the project or its .xcconfig files; Xcode expands it to nothing, so {key} is '{value}' unless the build's environment defines it
        m.is-not-defined-in-the-project = {name}: $({joined})이(가) 프로젝트나 .xcconfig 파일에 정의되어 있지 않습니다. Xcode는 이를 빈 값으로 확장하므로, 빌드 환경이 정의하지 않는 한 {key}은(는) '{value}'입니다
        # en: $({name}) is not defined, so iOS never matches this rule; it is left out
        m.is-not-defined-so-ios-never = $({name})이(가) 정의되어 있지 않아 iOS가 이 규칙을 절대 일치시키지 않으므로 제외했습니다
        # en: {fingerprint} ({subject}) is not in {joined}
        m.is-not-in = {fingerprint}({subject})이(가) {joined}에 없습니다
        # en: {app} is not in the file: opens in the browser
        m.is-not-in-the-file-opens = {app}이(가) 파일에 없습니다: 브라우저에서 열립니다
        # en: '{word}' is not JSON; write false
        m.is-not-json-write-false = '{word}'은(는) JSON이 아닙니다. false로 쓰십시오
        # en: '{word}' is not JSON; write null
        m.is-not-json-write-null = '{word}'은(는) JSON이 아닙니다. null로 쓰십시오
        # en: '{word}' is not JSON; write true
        m.is-not-json-write-true = '{word}'은(는) JSON이 아닙니다. true로 쓰십시오
        # en: '{line}' is not KEY = value, #include or a comment
        m.is-not-key-value-include-or = '{line}'은(는) KEY = value, #include 또는 주석이 아닙니다
        # en: {app} is not listed for applinks{value}
        m.is-not-listed-for-applinks = {app}이(가) applinks에 나열되어 있지 않습니다{value}
        # en: {app} is not listed in the file (apps: {joined})
        m.is-not-listed-in-the-file = {app}이(가) 파일에 나열되어 있지 않습니다(apps: {joined})
        # en: '{string}' is not <prefix>.<bundle ID>
        m.is-not-prefix-bundle-id = '{string}'은(는) <접두사>.<번들 ID> 형식이 아닙니다
        # en: {path} is outside the project folder (not read)
        m.is-outside-the-project-folder-not = {path}은(는) 프로젝트 폴더 밖에 있습니다(읽지 않음)
        # en: is outside the project folder (not read)
        m.is-outside-the-project-folder-not.6c34d3 = 프로젝트 폴더 밖에 있습니다(읽지 않음)
        # en: {entitlementsSetting} is outside the project folder (not read)
        m.is-outside-the-project-folder-not.f33861 = {entitlementsSetting}은(는) 프로젝트 폴더 밖에 있습니다(읽지 않음)
        # en: it carries login information (user@)
        m.it-carries-login-information-user = 로그인 정보(user@)가 있습니다
        # en: it contains white space or a control character
        m.it-contains-white-space-or-a = 공백이나 제어 문자가 있습니다
        # en: it ends with a dot
        m.it-ends-with-a-dot = 점으로 끝납니다
        # en: it has an empty label
        m.it-has-an-empty-label = 빈 레이블이 있습니다
        # en: it has an empty or too long label
        m.it-has-an-empty-or-too = 비어 있거나 너무 긴 레이블이 있습니다
        # en: it has no '.' between the App ID prefix and the bundle ID
        m.it-has-no-between-the-app = 앱 ID 접두사와 번들 ID 사이에 '.'가 없습니다
        # en: it is empty
        m.it-is-empty = 비어 있습니다
        # en: it is longer than 253 characters
        m.it-is-longer-than-253-characters = 253자보다 깁니다
        # en: it is not <prefix>.<bundle ID>
        m.it-is-not-prefix-bundle-id = <접두사>.<번들 ID> 형식이 아닙니다
        # en: JSON does not allow comments
        m.json-does-not-allow-comments = JSON에서는 주석을 사용할 수 없습니다
        # en: JSON file
        m.json-file = JSON 파일
        # en: keep one "{key}" and merge the values
        m.keep-one-and-merge-the-values = "{key}"을(를) 하나만 남기고 값을 병합하십시오
        # en: key "{key}" appears more than once in this object; parsers disagree on which value wins
        m.key-appears-more-than-once-in = 키 "{key}"이(가) 이 객체에 두 번 이상 나옵니다. 어느 값이 적용되는지는 파서마다 다릅니다
        # en: key '{word}' must be in double quotes
        m.key-must-be-in-double-quotes = 키 '{word}'은(는) 큰따옴표로 감싸야 합니다
        # en: keys must use double quotes ("), not single quotes (')
        m.keys-must-use-double-quotes-not = 키에는 작은따옴표(')가 아니라 큰따옴표(")를 사용해야 합니다
        # en: known keys here: {value}
        m.known-keys-here = 여기서 사용할 수 있는 키: {value}
        # en: {target} ({configuration}) lacks applinks:{joined}, which {owner} lists
        m.lacks-applinks-which-lists = {target}({configuration})에 {owner}이(가) 나열한 applinks:{joined}이(가) 없습니다
        # en: larger than {limit} bytes: reading stopped at {body} bytes{declared}
        m.larger-than-bytes-reading-stopped-at = {limit}바이트보다 큽니다: {body}바이트에서 읽기를 중단했습니다{declared}
        # en: larger than the limit of {limit} bytes (stopped reading after {seen} bytes)
        m.larger-than-the-limit-of-bytes = 한도인 {limit}바이트보다 큽니다({seen}바이트를 읽은 후 중단)
        # en: Leave room: shrink the file.
        m.leave-room-shrink-the-file = 여유를 두십시오: 파일 크기를 줄이십시오.
        # en: legacy path "{path}" has '?', a one-character wildcard (kept as such): if it was meant as a query, Android, like iOS, never matches it
        m.legacy-path-has-a-one-character = 레거시 경로 "{path}"에 한 글자 와일드카드인 '?'가 있습니다(그대로 유지). 쿼리를 의도했다면 Android도 iOS처럼 절대 일치시키지 않습니다
        # en: line {line}, column {column}:\ 
        m.line-column = {line}행 {column}열:\ 
        # en: List each App Clip host explicitly, e.g. appclips:{host}.
        m.list-each-app-clip-host-explicitly = 각 앱 클립 호스트를 명시적으로 나열하십시오(예: appclips:{host}).
        # en: list each app ID in full
        m.list-each-app-id-in-full = 각 앱 ID를 전체 형식으로 나열하십시오
        # en: \ (listed: {value}, a Team ID or App ID prefix mix-up?)
        m.listed-a-team-id-or-app = \ (나열된 항목: {value}. 팀 ID와 앱 ID 접두사를 혼동했습니까?)
        # en: ; listed apps: {joined}
        m.listed-apps = ; 나열된 앱: {joined}
        # en: "{id}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id = "{id}"은(는) 문서의 예시 앱 ID로 보입니다
        # en: "{value}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id.70e14c = "{value}"은(는) 문서의 예시 앱 ID로 보입니다
        # en: {file} ({subject}) looks like your own key: with Play App Signing devices see the app signing key instead
        m.looks-like-your-own-key-with = {file}({subject})은(는) 자체 키로 보입니다. Play 앱 서명을 사용하면 기기에는 앱 서명 키가 대신 보입니다
        # en: Make the server answer TLS on port 443 (a proxy or firewall may be holding connections).
        m.make-the-server-answer-tls-on = 서버가 포트 443에서 TLS로 응답하도록 하십시오(프록시나 방화벽이 연결을 붙잡고 있을 수 있습니다).
        # en: malformed certificate fingerprint "{text}" (32 upper-case hex pairs separated by colons)
        m.malformed-certificate-fingerprint-32-upper-case = 형식이 잘못된 인증서 지문 "{text}"(콜론으로 구분된 대문자 16진수 32쌍이어야 합니다)
        # en: malformed dynamic rules
        m.malformed-dynamic-rules = 형식이 잘못된 동적 규칙
        # en: match the query with the "?" key
        m.match-the-query-with-the-key = "?" 키로 쿼리를 일치시키십시오
        # en: "?": "*" matches any query; the rule is written without "?"
        m.matches-any-query-the-rule-is = "?": "*"는 모든 쿼리와 일치합니다. 규칙은 "?" 없이 작성됩니다
        # en: missing ':' after key "{key}"
        m.missing-after-key = 키 "{key}" 뒤에 ':'가 없습니다
        # en: missing '=' after the key "{key}"
        m.missing-after-the-key = 키 "{key}" 뒤에 '='가 없습니다
        # en: missing ';' after the value of "{key}"
        m.missing-after-the-value-of = "{key}"의 값 뒤에 ';'가 없습니다
        # en: missing ',' between array elements
        m.missing-between-array-elements = 배열 요소 사이에 ','가 없습니다
        # en: missing comma between {name} {item}s
        m.missing-comma-between-s = {name} {item} 사이에 쉼표가 없습니다
        # en: more than {domainLimit} domains are listed (this is the {domainLimit2}st)
        m.more-than-domains-are-listed-this = 나열된 도메인이 {domainLimit}개를 넘습니다(이 항목은 {domainLimit2}번째)
        # en: more than {maximumElements} elements
        m.more-than-elements = 요소가 {maximumElements}개를 넘습니다
        # en: Move (or copy) the file to /.well-known/apple-app-site-association: Apple's CDN and iOS 9.3+ read only that location.
        m.move-or-copy-the-file-to = 파일을 /.well-known/apple-app-site-association으로 옮기거나 복사하십시오. Apple의 CDN과 iOS 9.3 이상은 이 위치만 읽습니다.
        # en: "{key}" must be {expected}, found {typeDescription}
        m.must-be-found = "{key}"에는 {expected}이(가) 필요하지만 {typeDescription}입니다
        # en: {displayPointer} must be {expected}, found {typeDescription}
        m.must-be-found.32b71e = {displayPointer}에는 {expected}이(가) 필요하지만 {typeDescription}입니다
        # en: must be {expected}, found {typeDescription}
        m.must-be-found.b51910 = {expected}이(가) 필요하지만 {typeDescription}입니다
        # en: "?" names {joined}: a parameter repeated in a URL is decided differently (iOS needs every occurrence to match, Android one)
        m.names-a-parameter-repeated-in-a = "?"에 {joined}이(가) 지정되어 있습니다. URL에 반복된 매개변수는 판정이 다릅니다(iOS는 모든 값이 일치해야 하고, Android는 하나만 일치하면 됩니다)
        # en: namespace {typeDescription} is not "android_app" or "web"
        m.namespace-is-not-android-app-or = namespace {typeDescription}은(는) "android_app" 또는 "web"이 아닙니다
        # en: no address to connect to
        m.no-address-to-connect-to = 연결할 주소가 없습니다
        # en: no answer ({seen})
        m.no-answer = 응답 없음({seen})
        # en: no App ID prefix (Team ID): a bundle ID alone
        m.no-app-id-prefix-team-id = 앱 ID 접두사(팀 ID)가 없습니다. 번들 ID만 있습니다
        # en: no app matches: opens in the browser
        m.no-app-matches-opens-in-the = 일치하는 앱이 없습니다: 브라우저에서 열립니다
        # en: no '.' between App ID prefix and bundle ID
        m.no-between-app-id-prefix-and = 앱 ID 접두사와 번들 ID 사이에 '.'가 없습니다
        # en: no cipher suite in common, or the server rejected the host name (SNI) {host}
        m.no-cipher-suite-in-common-or = 공통 암호 스위트가 없거나 서버가 호스트 이름(SNI) {host}을(를) 거부했습니다
        # en: no complete response
        m.no-complete-response = 완전한 응답이 없습니다
        # en: no complete response within {format} s: timed out {phase}
        m.no-complete-response-within-s-timed = {format}초 안에 완전한 응답이 없습니다: 시간 초과({phase})
        # en: no connection to port 443: {why}
        m.no-connection-to-port-443 = 포트 443에 연결할 수 없습니다: {why}
        # en: no connection within {format} s
        m.no-connection-within-s = {format}초 안에 연결되지 않았습니다
        # en: no Content-Type header
        m.no-content-type-header = Content-Type 헤더가 없습니다
        # en: no DNS names
        m.no-dns-names = DNS 이름 없음
        # en: {url}: {seen} (no file at the legacy location either)
        m.no-file-at-the-legacy-location = {url}: {seen}(레거시 위치에도 파일이 없습니다)
        # en: {line}: no file at /.well-known/apple-app-site-association
        m.no-file-at-well-known-apple = {line}: /.well-known/apple-app-site-association에 파일이 없습니다
        # en: no file (status {status})
        m.no-file-status = 파일 없음(상태 {status})
        # en: no host
        m.no-host = 호스트 없음
        # en: no package_name field
        m.no-package-name-field = package_name 필드 없음
        # en: no readable file
        m.no-readable-file = 읽을 수 있는 파일이 없습니다
        # en: no relation
        m.no-relation = relation 없음
        # en: no relation (the array is empty)
        m.no-relation-the-array-is-empty = relation 없음(배열이 비어 있음)
        # en: no result
        m.no-result = 결과 없음
        # en: no root element
        m.no-root-element = 루트 요소 없음
        # en: no route to host
        m.no-route-to-host = 호스트로 가는 경로가 없습니다
        # en: no rule of {app} matches: opens in the browser
        m.no-rule-of-matches-opens-in = {app}의 규칙 중 일치하는 것이 없습니다: 브라우저에서 열립니다
        # en: no scheme:// (write https://host/...)
        m.no-scheme-write-https-host = scheme:// 없음(https://host/...로 쓰십시오)
        # en: no services
        m.no-services = 서비스 없음
        # en: no sha256_cert_fingerprints field
        m.no-sha256-cert-fingerprints-field = sha256_cert_fingerprints 필드 없음
        # en: no statement names {package}
        m.no-statement-names = {package}을(를) 지정한 문이 없습니다
        # en: no statement names the target
        m.no-statement-names-the-target = target을 지정한 문이 없습니다
        # en: no such file
        m.no-such-file = 파일이 없습니다
        # en: no system trust store (none of {joined}): install the ca-certificates package, or pass --ca FILE
        m.no-system-trust-store-none-of = 시스템 신뢰 저장소가 없습니다({joined} 모두 없음). ca-certificates 패키지를 설치하거나 --ca FILE을 전달하십시오
        # en: no target specified
        m.no-target-specified = target이 지정되지 않았습니다
        # en: no TLS version in common (Apple requires TLS 1.2 or later)
        m.no-tls-version-in-common-apple = 공통 TLS 버전이 없습니다(Apple은 TLS 1.2 이상을 요구합니다)
        # en: no Xcode project, AndroidManifest.xml, Expo app.json or .app bundle under {path}
        m.no-xcode-project-androidmanifest-xml-expo = {path}에 Xcode 프로젝트, AndroidManifest.xml, Expo app.json 또는 .app 번들이 없습니다
        # en: non-breaking space (U+00A0) is not JSON whitespace
        m.non-breaking-space-u-00a0-is = 줄바꿈 없는 공백(U+00A0)은 JSON 공백이 아닙니다
        # en: not an association file
        m.not-an-association-file = 연결 파일이 아닙니다
        # en: not <App ID prefix>.<bundle ID>
        m.not-app-id-prefix-bundle-id = <앱 ID 접두사>.<번들 ID> 형식이 아닙니다
        # en: not colon-separated hex pairs
        m.not-colon-separated-hex-pairs = 콜론으로 구분된 16진수 쌍이 아닙니다
        # en: not evaluated: the certificate's dates already reject it
        m.not-evaluated-the-certificate-s-dates = 평가하지 않음: 인증서의 날짜만으로 이미 거부됩니다
        # en: not fetched: Apple's fetchers reject the certificate
        m.not-fetched-apple-s-fetchers-reject = 가져오지 않음: Apple의 다운로드 서버가 인증서를 거부합니다
        # en: not fetched: no TLS connection
        m.not-fetched-no-tls-connection = 가져오지 않음: TLS 연결이 없습니다
        # en: not read: larger than the limit
        m.not-read-larger-than-the-limit = 읽지 않음: 한도보다 큽니다
        # en: not redirected
        m.not-redirected = 리디렉션되지 않음
        # en: {encoding}: not requested and not decoded
        m.not-requested-and-not-decoded = {encoding}: 요청하지 않은 인코딩이라 디코딩하지 않았습니다
        # en: not signed (plain JSON, as current iOS expects)
        m.not-signed-plain-json-as-current = 서명되지 않음(현재 iOS가 기대하는 일반 JSON)
        # en: not trusted: issued by {issuer}, which does not lead to a trusted root
        m.not-trusted-issued-by-which-does = 신뢰할 수 없음: 발급자 {issuer}에서 신뢰할 수 있는 루트로 이어지지 않습니다
        # en: not valid before {date}
        m.not-valid-before = {date} 이전에는 유효하지 않습니다
        # en: object opened here is never closed
        m.object-opened-here-is-never-closed = 여기서 열린 객체가 닫히지 않았습니다
        # en: {differing} of {opened} URLs on {host} that the association file opens on iOS do not open the app on Android: {shown}
        m.of-urls-on-that-the-association = 연결 파일이 iOS에서 여는 {host}의 URL {opened}개 중 {differing}개가 Android에서 앱을 열지 않습니다: {shown}
        # en: only letters, digits and '-' may appear in a label
        m.only-letters-digits-and-may-appear = 레이블에는 영문자, 숫자, '-'만 올 수 있습니다
        # en: '{written}' only resolves on the device itself; only developer mode may use it
        m.only-resolves-on-the-device-itself = '{written}'은(는) 기기 자체에서만 해석됩니다. 개발자 모드에서만 사용할 수 있습니다
        # en: {name} opened here is never closed
        m.opened-here-is-never-closed = 여기서 열린 {name}이(가) 닫히지 않았습니다
        # en: opens {app}
        m.opens = {app}을(를) 엽니다
        # en: opens {opens}
        m.opens.924f99 = {opens}을(를) 엽니다
        # en: package name "{name}" {problem}
        m.package-name = 패키지 이름 "{name}": {problem}
        # en: "package_name" is a string, found {typeDescription}
        m.package-name-is-a-string-found = "package_name"은 문자열이어야 하지만 {typeDescription}입니다
        # en: \ (packages listed: {joined})
        m.packages-listed = \ (나열된 패키지: {joined})
        # en: path "{s}" contains '?' before name=value: '?' is a one-character wildcard and legacy paths ignore the query
        m.path-contains-before-name-value-is = 경로 "{s}"에 name=value 앞의 '?'가 있습니다. '?'는 한 글자 와일드카드이며 레거시 경로는 쿼리를 무시합니다
        # en: path "{s}" contains '#'; legacy paths are matched against the path only
        m.path-contains-legacy-paths-are-matched = 경로 "{s}"에 '#'이 있습니다. 레거시 경로는 경로 부분만 비교합니다
        # en: path "{s}" is a full URL; legacy paths match the path only
        m.path-is-a-full-url-legacy = 경로 "{s}"이(가) 전체 URL입니다. 레거시 경로는 경로만 일치시킵니다
        # en: path pattern "{s}" contains '?' before name=value: here '?' is a one-character wildcard, not a query
        m.path-pattern-contains-before-name-value = 경로 패턴 "{s}"에 name=value 앞의 '?'가 있습니다. 여기서 '?'는 쿼리가 아니라 한 글자 와일드카드입니다
        # en: path pattern "{s}" does not start with '/': iOS reads it as "/{s2}"
        m.path-pattern-does-not-start-with = 경로 패턴 "{s}"이(가) '/'로 시작하지 않습니다. iOS는 이를 "/{s2}"(으)로 해석합니다
        # en: path pattern "{s}" is a full URL; patterns match the path only
        m.path-pattern-is-a-full-url = 경로 패턴 "{s}"이(가) 전체 URL입니다. 패턴은 경로만 일치시킵니다
        # en: pattern "{s}" has non-ASCII characters but percentEncoded is true: URLs carry them percent-encoded, so it never matches
        m.pattern-has-non-ascii-characters-but = 패턴 "{s}"에 ASCII가 아닌 문자가 있지만 percentEncoded가 true입니다. URL에는 이런 문자가 퍼센트 인코딩되어 있으므로 절대 일치하지 않습니다
        # en: pattern "{pattern}" has '$(' without a closing ')'
        m.pattern-has-without-a-closing = 패턴 "{pattern}"에 닫는 ')' 없이 '$('가 있습니다
        # en: "{k}" pattern "{s}" starts with '{k2}', which is not part of the URL's {k3}
        m.pattern-starts-with-which-is-not = "{k}" 패턴 "{s}"이(가) '{k2}'(으)로 시작하지만, 이 문자는 URL의 {k3}에 포함되지 않습니다
        # en: pattern uses $({name}), which is neither defined in substitutionVariables nor a built-in; the rule never matches{value}
        m.pattern-uses-which-is-neither-defined = 패턴이 $({name})을(를) 사용하지만 substitutionVariables에 정의되어 있지도, 기본 제공 변수도 아닙니다. 이 규칙은 절대 일치하지 않습니다{value}
        # en: "percentEncoded": false: Android compares URLs as written (percent-encoded), so encoded characters are decided differently
        m.percentencoded-false-android-compares-urls-as = "percentEncoded": false: Android는 URL을 쓰인 그대로(퍼센트 인코딩된 상태로) 비교하므로 인코딩된 문자의 판정이 달라집니다
        # en: permission denied
        m.permission-denied = 권한이 없습니다
        # en: {keystore}: print its certificate's SHA-256 with keytool -list -v -keystore {keystore2}, or export it with keytool -exportcert -keystore {keystore3} -alias ALIAS -file cert.der and pass --signing-cert cert.der
        m.print-its-certificate-s-sha-256 = {keystore}: keytool -list -v -keystore {keystore2}(으)로 인증서의 SHA-256을 출력하거나, keytool -exportcert -keystore {keystore3} -alias ALIAS -file cert.der로 내보낸 다음 --signing-cert cert.der를 전달하십시오
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with {first}, shaped like a Team ID: the app ID becomes {team}.{bundleID2}
        m.product-bundle-identifier-starts-with-shaped = {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID}이(가) 팀 ID 형태인 {first}(으)로 시작합니다. 앱 ID는 {team}.{bundleID2}이(가) 됩니다
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with the Team ID {team}: the app ID is {team2}.{bundleID2}
        m.product-bundle-identifier-starts-with-the = {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID}이(가) 팀 ID {team}(으)로 시작합니다. 앱 ID는 {team2}.{bundleID2}입니다
        # en: Publish an A or AAAA record for {host}.
        m.publish-an-a-or-aaaa-record = {host}에 대한 A 또는 AAAA 레코드를 게시하십시오.
        # en: publish the JSON object itself, not code that exports it
        m.publish-the-json-object-itself-not = 이를 내보내는 코드가 아니라 JSON 객체 자체를 게시하십시오
        # en: Put '*.' at the start of the host, or list each host.
        m.put-at-the-start-of-the = 호스트 앞에 '*.'를 붙이거나 각 호스트를 나열하십시오.
        # en: Put the file at /.well-known/apple-app-site-association (no extension) and check the server's rules for dot-folders.
        m.put-the-file-at-well-known = 파일을 /.well-known/apple-app-site-association(확장자 없음)에 두고, 점으로 시작하는 폴더에 대한 서버 규칙을 확인하십시오.
        # en: put the include and the statement in two separate objects
        m.put-the-include-and-the-statement = include와 문을 별도의 두 객체에 넣으십시오
        # en: query parameter "{name}": "{pattern}" accepts an absent parameter on iOS; on Android the parameter must be present
        m.query-parameter-accepts-an-absent-parameter = 쿼리 매개변수 "{name}": iOS에서 "{pattern}"은(는) 매개변수가 없어도 허용하지만 Android에서는 매개변수가 있어야 합니다
        # en: query parameters with "*" constrain nothing on iOS and are left out
        m.query-parameters-with-constrain-nothing-on = "*"인 쿼리 매개변수는 iOS에서 아무것도 제한하지 않으므로 제외했습니다
        # en: {line}: rate limited
        m.rate-limited = {line}: 속도 제한됨
        # en: raw control character U+{hex} inside a string; escape it
        m.raw-control-character-u-inside-a = 문자열 안에 이스케이프되지 않은 제어 문자 U+{hex}이(가) 있습니다. 이스케이프하십시오
        # en: redirect without a Location header
        m.redirect-without-a-location-header = Location 헤더가 없는 리디렉션
        # en: refused: {host} resolves to the internal address {address} (a server's redirect cannot make the checker reach internal services; --resolve allows it)
        m.refused-resolves-to-the-internal-address = 거부됨: {host}이(가) 내부 주소 {address}(으)로 확인됩니다(서버의 리디렉션으로 검사기가 내부 서비스에 접근하게 할 수 없습니다. --resolve로 허용할 수 있습니다)
        # en: rejected, and the server presented no readable certificate
        m.rejected-and-the-server-presented-no = 거부됨. 서버가 읽을 수 있는 인증서를 제시하지 않았습니다
        # en: rejected: the certificate is outside its validity period (issued by {issuer})
        m.rejected-the-certificate-is-outside-its = 거부됨: 인증서가 유효 기간을 벗어났습니다(발급자 {issuer})
        # en: "relation_extensions" has "{key}", which is not in this statement's "relation" list; Android ignores it
        m.relation-extensions-has-which-is-not = "relation_extensions"에 이 문의 "relation" 목록에 없는 "{key}"이(가) 있습니다. Android는 이를 무시합니다
        # en: "relation_extensions" is an object keyed by relation, found {typeDescription}
        m.relation-extensions-is-an-object-keyed = "relation_extensions"는 relation을 키로 하는 객체여야 하지만 {typeDescription}입니다
        # en: "relation" is a non-empty array of strings such as "{handleAllURLs}", found {value}
        m.relation-is-a-non-empty-array = "relation"은 "{handleAllURLs}" 같은 문자열의 비어 있지 않은 배열이어야 하지만 {value}입니다
        # en: "relation" is not an array
        m.relation-is-not-an-array = "relation"이 배열이 아닙니다
        # en: relation "{relation}" is not one Android or Chrome acts on{value}
        m.relation-is-not-one-android-or = relation "{relation}"은(는) Android나 Chrome이 처리하는 relation이 아닙니다{value}
        # en: relation "{relation}" {problem}; the whole statement is skipped
        m.relation-the-whole-statement-is-skipped = relation "{relation}": {problem}. 문 전체를 건너뜁니다
        # en: Remove ':{digits}'.
        m.remove = ':{digits}'을(를) 제거하십시오.
        # en: Remove :{port} and serve the file on port 443.
        m.remove-and-serve-the-file-on = :{port}을(를) 제거하고 포트 443에서 파일을 제공하십시오.
        # en: remove "{key}": Android matches case-sensitively, as written (percent-encoded)
        m.remove-android-matches-case-sensitively-as = "{key}"을(를) 제거하십시오. Android는 쓰인 그대로(퍼센트 인코딩된 상태로) 대소문자를 구분하여 일치시킵니다
        # en: Remove '{path}'; choose paths in the apple-app-site-association file instead.
        m.remove-choose-paths-in-the-apple = '{path}'을(를) 제거하십시오. 경로는 apple-app-site-association 파일에서 선택하십시오.
        # en: Remove one of them.
        m.remove-one-of-them = 둘 중 하나를 제거하십시오.
        # en: remove the comma after the last {item}
        m.remove-the-comma-after-the-last = 마지막 {item} 뒤의 쉼표를 제거하십시오
        # en: remove the enclosing [ and ]
        m.remove-the-enclosing-and = 바깥쪽 [와 ]를 제거하십시오
        # en: remove the front matter, or put the file under a folder Jekyll copies verbatim
        m.remove-the-front-matter-or-put = 프런트 매터를 제거하거나, Jekyll이 그대로 복사하는 폴더에 파일을 넣으십시오
        # en: Remove the spaces: iOS reads the entry literally.
        m.remove-the-spaces-ios-reads-the = 공백을 제거하십시오. iOS는 항목을 문자 그대로 읽습니다.
        # en: Remove the trailing slash: {text}.
        m.remove-the-trailing-slash = 끝의 슬래시를 제거하십시오: {text}.
        # en: Remove '{item}'.
        m.remove.b36561 = '{item}'을(를) 제거하십시오.
        # en: rename "{key}" to "{suggestion}"
        m.rename-to = "{key}"의 이름을 "{suggestion}"(으)로 바꾸십시오
        # en: render the template before publishing
        m.render-the-template-before-publishing = 게시하기 전에 템플릿을 렌더링하십시오
        # en: render the template before publishing, or write the real value
        m.render-the-template-before-publishing-or = 게시하기 전에 템플릿을 렌더링하거나 실제 값을 쓰십시오
        # en: Renew the certificate (and automate renewal).
        m.renew-the-certificate-and-automate-renewal = 인증서를 갱신하십시오(갱신도 자동화하십시오).
        # en: Renew the certificate before it expires.
        m.renew-the-certificate-before-it-expires = 인증서가 만료되기 전에 갱신하십시오.
        # en: '{raw}' repeats entry {index} ('{raw2}')
        m.repeats-entry = '{raw}'은(는) 항목 {index}('{raw2}')과(와) 중복됩니다
        # en: {what} {appID} repeats the Team ID {parts}
        m.repeats-the-team-id = {what} {appID}에 팀 ID {parts}이(가) 반복됩니다
        # en: \ (--resolve {value})
        m.resolve = \ (--resolve {value})
        # en: {host} resolves{overridden}
        m.resolves = {host}의 DNS 조회에 성공했습니다{overridden}
        # en: {host} resolves to no address
        m.resolves-to-no-address = {host}의 DNS 조회 결과 주소가 없습니다
        # en: route {map}: {value}
        m.route = 경로(route) {map}: {value}
        # en: route {value}
        m.route.3cb767 = 경로(route) {value}
        # en: rule {pointer}
        m.rule = 규칙 {pointer}
        # en: Run ulinks validate on the file and fix every error.
        m.run-ulinks-validate-on-the-file = 파일에 ulinks validate를 실행하고 모든 오류를 수정하십시오.
        # en: Run ulinks validate on the file.
        m.run-ulinks-validate-on-the-file.e1a94b = 파일에 ulinks validate를 실행하십시오.
        # en: save as plain text (TextEdit: Format > Make Plain Text) with straight quotes
        m.save-as-plain-text-textedit-format = 곧은 따옴표를 사용하여 일반 텍스트로 저장하십시오(텍스트 편집기: 포맷 > 일반 텍스트로 만들기)
        # en: save the file as UTF-8
        m.save-the-file-as-utf-8 = 파일을 UTF-8로 저장하십시오
        # en: save the file as UTF-8 without a byte-order mark
        m.save-the-file-as-utf-8.d22a2a = 파일을 바이트 순서 표시 없는 UTF-8로 저장하십시오
        # en: self-signed ({subject}): no system trusts it
        m.self-signed-no-system-trusts-it = 자체 서명됨({subject}): 어떤 시스템도 신뢰하지 않습니다
        # en: Send Content-Type: application/pkcs7-mime for a CMS signed file.
        m.send-content-type-application-pkcs7-mime = CMS 서명 파일에는 Content-Type: application/pkcs7-mime을 보내십시오.
        # en: Send Content-Type: {expected}; current fetchers tolerate others, iOS 8 and many validators reject them.
        m.send-content-type-current-fetchers-tolerate = Content-Type: {expected}을(를) 보내십시오. 현재 다운로드 서버는 다른 유형도 허용하지만 iOS 8과 많은 검사 도구는 거부합니다.
        # en: Send Content-Type: {expected}; current iOS tolerates its absence, older iOS and many validators do not.
        m.send-content-type-current-ios-tolerates = Content-Type: {expected}을(를) 보내십시오. 현재 iOS는 헤더가 없어도 허용하지만 이전 iOS와 많은 검사 도구는 그렇지 않습니다.
        # en: Serve HTTPS on port 443.
        m.serve-https-on-port-443 = 포트 443에서 HTTPS를 제공하십시오.
        # en: Serve HTTPS on port 443 and let Apple's CDN (any address) through the firewall.
        m.serve-https-on-port-443-and = 포트 443에서 HTTPS를 제공하고 Apple의 CDN(모든 주소)이 방화벽을 통과하도록 허용하십시오.
        # en: Serve the file as a complete HTTP response with a correct Content-Length.
        m.serve-the-file-as-a-complete = 올바른 Content-Length를 갖춘 완전한 HTTP 응답으로 파일을 제공하십시오.
        # en: Serve the file as a static file; fix the server error.
        m.serve-the-file-as-a-static = 파일을 정적 파일로 제공하고 서버 오류를 수정하십시오.
        # en: Serve the file as a static file close to the edge; slow answers time out.
        m.serve-the-file-as-a-static.73f010 = 파일을 에지에 가까운 정적 파일로 제공하십시오. 응답이 느리면 시간 초과됩니다.
        # en: Serve the file directly at {url} with status 200; Apple does not follow the redirect.
        m.serve-the-file-directly-at-with = {url}에서 상태 200으로 파일을 직접 제공하십시오. Apple은 리디렉션을 따르지 않습니다.
        # en: Serve the file itself with status 200 at this exact URL, without redirecting.
        m.serve-the-file-itself-with-status = 리디렉션하지 말고 바로 이 URL에서 상태 200으로 파일 자체를 제공하십시오.
        # en: Serve the file quickly and completely (a static file, not a slow backend); Apple's fetchers give up.
        m.serve-the-file-quickly-and-completely = 파일을 빠르고 완전하게 제공하십시오(느린 백엔드가 아닌 정적 파일로). Apple의 다운로드 서버는 기다리지 않고 포기합니다.
        # en: Serve the file uncompressed or gzip-encoded only when the request accepts it.
        m.serve-the-file-uncompressed-or-gzip = 파일을 압축하지 않고 제공하거나, 요청이 gzip을 허용할 때만 gzip으로 인코딩하십시오.
        # en: Serve the file with status 200.
        m.serve-the-file-with-status-200 = 상태 200으로 파일을 제공하십시오.
        # en: Serve the file with status 200 instead.
        m.serve-the-file-with-status-200.011263 = 대신 상태 200으로 파일을 제공하십시오.
        # en: serve the included file over https
        m.serve-the-included-file-over-https = 포함된 파일을 https로 제공하십시오
        # en: serve the JSON file itself at this path with status 200 and Content-Type application/json
        m.serve-the-json-file-itself-at = 이 경로에서 JSON 파일 자체를 상태 200, Content-Type application/json으로 제공하십시오
        # en: Serve TLS 1.2 or later with a certificate for {host} on port 443.
        m.serve-tls-1-2-or-later = 포트 443에서 {host}용 인증서와 함께 TLS 1.2 이상을 제공하십시오.
        # en: {line}: server error
        m.server-error = {line}: 서버 오류
        # en: Set CODE_SIGN_ENTITLEMENTS for {configuration} to {entitlements} (or one with the same applinks: entries).
        m.set-code-sign-entitlements-for-to = {configuration}의 CODE_SIGN_ENTITLEMENTS를 {entitlements}(또는 applinks: 항목이 같은 파일)로 설정하십시오.
        # en: "sha256_cert_fingerprints" is a non-empty array of fingerprints, found {value}
        m.sha256-cert-fingerprints-is-a-non = "sha256_cert_fingerprints"는 지문의 비어 있지 않은 배열이어야 하지만 {value}입니다
        # en: sha256_cert_fingerprints is not an array
        m.sha256-cert-fingerprints-is-not-an = sha256_cert_fingerprints가 배열이 아닙니다
        # en: sha256_cert_fingerprints must contain at least one certificate
        m.sha256-cert-fingerprints-must-contain-at = sha256_cert_fingerprints에는 인증서가 하나 이상 있어야 합니다
        # en: {target} ({configuration}) ships without the Associated Domains entitlement: {why}, while {configuration2} lists applinks:{joined}
        m.ships-without-the-associated-domains-entitlement = {target}({configuration})에 연결된 도메인 인타이틀먼트가 없습니다({why}). 반면 {configuration2}에는 applinks:{joined}이(가) 나열되어 있습니다
        # en: Shrink the file below 128 KB: merge rules with wildcards, drop unused apps, remove whitespace.
        m.shrink-the-file-below-128-kb = 파일을 128KB 미만으로 줄이십시오. 와일드카드로 규칙을 합치고, 사용하지 않는 앱을 빼고, 공백을 제거하십시오.
        # en: sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON
        m.sign-with-openssl-smime-sign-nodetach = openssl smime -sign -nodetach -outform DER로 서명하거나 일반 JSON을 제공하십시오
        # en: Sign with the TLS identity of {host}, or serve plain JSON (iOS 9 and later do not need a signature).
        m.sign-with-the-tls-identity-of = {host}의 TLS ID로 서명하거나 일반 JSON을 제공하십시오(iOS 9 이상은 서명이 필요하지 않습니다).
        # en: \ (signed entitlements)
        m.signed-entitlements = \ (서명된 인타이틀먼트)
        # en: site "{text}" {problem}
        m.site = site "{text}": {problem}
        # en: "site" is a URL string, found {typeDescription}
        m.site-is-a-url-string-found = "site"는 URL 문자열이어야 하지만 {typeDescription}입니다
        # en: '&' starts no entity (write &amp;)
        m.starts-no-entity-write-amp = '&'로 시작하는 엔티티가 없습니다(&amp;로 쓰십시오)
        # en: "{s}" starts with '#', which is not part of the fragment: it must match a literal '#'
        m.starts-with-which-is-not-part = "{s}"이(가) '#'으로 시작하지만 '#'은 프래그먼트에 포함되지 않습니다. 문자 그대로의 '#'과 일치해야 합니다
        # en: statement dropped: {why}
        m.statement-dropped = 문 삭제됨: {why}
        # en: statement {index} of {source} names the target for {joined}, not {relation}
        m.statement-of-names-the-target-for = {source}의 문 {index}은(는) {relation}이 아니라 {joined}에 대한 target을 지정합니다
        # en: statement {index} of {source} names {package} with fingerprint{listed} {joined}, not {joined2}
        m.statement-of-names-with-fingerprint-not = {source}의 문 {index}은(는) {package}을(를) 지문 {joined}(으)로 지정합니다{listed}. {joined2}이(가) 아닙니다
        # en: stopped after {entries} files and folders, in {display}
        m.stopped-after-files-and-folders-in = 파일과 폴더 {entries}개 이후 {display}에서 중단했습니다
        # en: stopped reading: the byte budget ({totalBytes} bytes) for the folder is spent
        m.stopped-reading-the-byte-budget-bytes = 읽기를 중단했습니다: 폴더의 바이트 예산({totalBytes}바이트)을 모두 사용했습니다
        # en: string is never closed
        m.string-is-never-closed = 문자열이 닫히지 않았습니다
        # en: string is not closed before the end of the line
        m.string-is-not-closed-before-the = 줄이 끝나기 전에 문자열이 닫히지 않았습니다
        # en: strings must use double quotes ("), not single quotes (')
        m.strings-must-use-double-quotes-not = 문자열에는 작은따옴표(')가 아니라 큰따옴표(")를 사용해야 합니다
        # en: subdomains of {host} (not {host2} itself)
        m.subdomains-of-not-itself = {host}의 하위 도메인({host2} 자체는 제외)
        # en: substitution variable "{name}" has no values; patterns using it never match
        m.substitution-variable-has-no-values-patterns = 치환 변수 "{name}"에 값이 없습니다. 이 변수를 사용하는 패턴은 절대 일치하지 않습니다
        # en: substitution variable "{name}" is never used
        m.substitution-variable-is-never-used = 치환 변수 "{name}"이(가) 사용되지 않습니다
        # en: substitution variable name "{name}" is invalid: it must be non-empty and contain no $, ( or )
        m.substitution-variable-name-is-invalid-it = 치환 변수 이름 "{name}"이(가) 잘못되었습니다. 비어 있지 않아야 하며 $, ( 또는 )를 포함할 수 없습니다
        # en: substitution variable "{name}" redefines the built-in $({name2})
        m.substitution-variable-redefines-the-built-in = 치환 변수 "{name}"이(가) 기본 제공 변수 $({name2})을(를) 재정의합니다
        # en: substitution variables expanded into {total} rules
        m.substitution-variables-expanded-into-rules = 치환 변수가 규칙 {total}개로 확장되었습니다
        # en: "target" is an object, found {typeDescription}; Android skips this statement
        m.target-is-an-object-found-android = "target"은 객체여야 하지만 {typeDescription}입니다. Android는 이 문을 건너뜁니다
        # en: text after the IPv6 address
        m.text-after-the-ipv6-address = IPv6 주소 뒤에 텍스트가 있습니다
        # en: text after the root element
        m.text-after-the-root-element = 루트 요소 뒤에 텍스트가 있습니다
        # en: text before the root element
        m.text-before-the-root-element = 루트 요소 앞에 텍스트가 있습니다
        # en: the Android app "{package}" has no signing-certificate fingerprint
        m.the-android-app-has-no-signing = Android 앱 "{package}"에 서명 인증서 지문이 없습니다
        # en: the app lists {host}, which the manifest's domains do not declare
        m.the-app-lists-which-the-manifest = 앱이 {host}을(를) 나열하지만 매니페스트의 domains에는 선언되어 있지 않습니다
        # en: the attribute {name} appears twice in <{name2}>
        m.the-attribute-appears-twice-in = 속성 {name}이(가) <{name2}>에 두 번 나옵니다
        # en: the attribute {name} has no '=' and value
        m.the-attribute-has-no-and-value = 속성 {name}에 '='와 값이 없습니다
        # en: the binary has no code signature (no LC_CODE_SIGNATURE)
        m.the-binary-has-no-code-signature = 바이너리에 코드 서명이 없습니다(LC_CODE_SIGNATURE 없음)
        # en: the binary property list is damaged
        m.the-binary-property-list-is-damaged = 바이너리 속성 목록이 손상되었습니다
        # en: the binary's code signature has no entitlements blob (was it signed with entitlements?)
        m.the-binary-s-code-signature-has = 바이너리의 코드 서명에 인타이틀먼트 blob이 없습니다(인타이틀먼트와 함께 서명했습니까?)
        # en: the block {name} is never closed
        m.the-block-is-never-closed = 블록 {name}이(가) 닫히지 않았습니다
        # en: the build configuration {string} is not defined in the file
        m.the-build-configuration-is-not-defined = 빌드 구성 {string}이(가) 파일에 정의되어 있지 않습니다
        # en: the {path} build type signs with the debug key ({raw}): its fingerprint is the debug keystore's
        m.the-build-type-signs-with-the = {path} 빌드 유형이 디버그 키({raw})로 서명합니다. 그 지문은 디버그 키 저장소의 지문입니다
        # en: the certificate is for {names}, not {host}
        m.the-certificate-is-for-not = 인증서는 {host}이(가) 아니라 {names}용입니다
        # en: the certificate names {host}
        m.the-certificate-names = 인증서에 {host}이(가) 포함되어 있습니다
        # en: the chain ends at {subject}, which is not a trusted root
        m.the-chain-ends-at-which-is = 체인이 {subject}에서 끝나지만, 이는 신뢰할 수 있는 루트가 아닙니다
        # en: the closing tag </{closing}> has no '>'
        m.the-closing-tag-has-no = 닫는 태그 </{closing}>에 '>'가 없습니다
        # en: the CMS envelope cannot be read: {message}
        m.the-cms-envelope-cannot-be-read = CMS 봉투를 읽을 수 없습니다: {message}
        # en: the codesign entitlements text is not nested as codesign prints it
        m.the-codesign-entitlements-text-is-not = codesign 인타이틀먼트 텍스트가 codesign이 출력하는 형태로 중첩되어 있지 않습니다
        # en: the configuration list {listID} is not defined in the file
        m.the-configuration-list-is-not-defined = 구성 목록 {listID}이(가) 파일에 정의되어 있지 않습니다
        # en: the connection failed: {why}
        m.the-connection-failed = 연결에 실패했습니다: {why}
        # en: the DOCTYPE is never closed
        m.the-doctype-is-never-closed = DOCTYPE이 닫히지 않았습니다
        # en: the element <{name}> is never closed
        m.the-element-is-never-closed = 요소 <{name}>이(가) 닫히지 않았습니다
        # en: the entitlements have no {entitlementKey} key
        m.the-entitlements-have-no-key = 인타이틀먼트에 {entitlementKey} 키가 없습니다
        # en: the extension of "{key}" is an object, found {typeDescription}
        m.the-extension-of-is-an-object = "{key}"의 확장은 객체여야 하지만 {typeDescription}입니다
        # en: the file
        m.the-file = 파일
        # en: the file declares no service: applinks, webcredentials, appclips or activitycontinuation
        m.the-file-declares-no-service-applinks = 파일에 선언된 서비스(applinks, webcredentials, appclips, activitycontinuation)가 없습니다
        # en: the file ends where a value was expected
        m.the-file-ends-where-a-value = 값이 와야 할 위치에서 파일이 끝납니다
        # en: the file is a JSON array (an assetlinks.json statement list?); an apple-app-site-association file is a JSON object
        m.the-file-is-a-json-array = 파일이 JSON 배열입니다(assetlinks.json 문 목록입니까?). apple-app-site-association 파일은 JSON 객체입니다
        # en: the file is a ZIP archive (an .ipa?); pass it to ulinks doctor, or pass the app's binary
        m.the-file-is-a-zip-archive = 파일이 ZIP 아카이브입니다(.ipa입니까?). ulinks doctor에 전달하거나 앱의 바이너리를 전달하십시오
        # en: the file is {bytes} bytes; keep it under {maximumFileSize}
        m.the-file-is-bytes-keep-it = 파일이 {bytes}바이트입니다. {maximumFileSize} 미만으로 유지하십시오
        # en: the file is empty
        m.the-file-is-empty = 파일이 비어 있습니다
        # en: the file is not a property list (XML or binary)
        m.the-file-is-not-a-property = 파일이 속성 목록(XML 또는 바이너리)이 아닙니다
        # en: the file is not a valid association file with an "applinks" service
        m.the-file-is-not-a-valid = 파일이 "applinks" 서비스가 있는 유효한 연결 파일이 아닙니다
        # en: the file is not JSON
        m.the-file-is-not-json = 파일이 JSON이 아닙니다
        # en: the file is served on port 443; remove the port
        m.the-file-is-served-on-port = 파일은 포트 443에서 제공됩니다. 포트를 제거하십시오
        # en: the file is too large for the full "rule can never fire" check ({limit} units of work): it stopped early, so some unreachable rules may not be reported
        m.the-file-is-too-large-for = 파일이 너무 커서 "적용될 수 없는 규칙" 검사를 끝까지 수행할 수 없습니다(작업 단위 {limit}). 검사가 일찍 중단되어 일부 도달 불가능한 규칙이 보고되지 않을 수 있습니다
        # en: the file is UTF-16; save it as UTF-8
        m.the-file-is-utf-16-save = 파일이 UTF-16입니다. UTF-8로 저장하십시오
        # en: The file lists {near}: the App ID prefix differs. Use the app's application-identifier prefix, which is not always the Team ID.
        m.the-file-lists-the-app-id = 파일에 {near}이(가) 나열되어 있습니다. 앱 ID 접두사가 다릅니다. 앱의 application-identifier 접두사를 사용하십시오. 이 접두사가 항상 팀 ID와 같지는 않습니다.
        # en: the file looks like JSON, not a property list
        m.the-file-looks-like-json-not = 파일이 속성 목록이 아니라 JSON으로 보입니다
        # en: the file must be JSON
        m.the-file-must-be-json = 파일은 JSON이어야 합니다
        # en: the file must be UTF-8 JSON
        m.the-file-must-be-utf-8 = 파일은 UTF-8 JSON이어야 합니다
        # en: the host {problem}
        m.the-host = 호스트: {problem}
        # en: the host '{hostText}' is not a valid name
        m.the-host-is-not-a-valid = 호스트 '{hostText}'은(는) 유효한 이름이 아닙니다
        # en: the host is written as a URL ('//')
        m.the-host-is-written-as-a = 호스트가 URL 형식('//')으로 쓰여 있습니다
        # en: the IPv6 address has no closing ']'
        m.the-ipv6-address-has-no-closing = IPv6 주소에 닫는 ']'가 없습니다
        # en: the label '{label}' is longer than 63 characters
        m.the-label-is-longer-than-63 = 레이블 '{label}'이(가) 63자보다 깁니다
        # en: the label '{label}' is not valid Punycode
        m.the-label-is-not-valid-punycode = 레이블 '{label}'은(는) 유효한 Punycode가 아닙니다
        # en: the label '{label}' starts or ends with '-'
        m.the-label-starts-or-ends-with = 레이블 '{label}'이(가) '-'로 시작하거나 끝납니다
        # en: the list has no valid statement
        m.the-list-has-no-valid-statement = 목록에 유효한 문이 없습니다
        # en: the list is {bytes} bytes, over the {maximumSize}-byte limit
        m.the-list-is-bytes-over-the = 목록이 {bytes}바이트로, {maximumSize}바이트 한도를 넘습니다
        # en: the list is not valid JSON{first}
        m.the-list-is-not-valid-json = 목록이 유효한 JSON이 아닙니다{first}
        # en: the manifest has no "domains"
        m.the-manifest-has-no-domains = 매니페스트에 "domains"가 없습니다
        # en: the manifest has no "routes"
        m.the-manifest-has-no-routes = 매니페스트에 "routes"가 없습니다
        # en: the manifest has no "version" (write "version": 1)
        m.the-manifest-has-no-version-write = 매니페스트에 "version"이 없습니다("version": 1로 쓰십시오)
        # en: the manifest names no app: add "apps" (iOS) or "android"
        m.the-manifest-names-no-app-add = 매니페스트에 지정된 앱이 없습니다. "apps"(iOS) 또는 "android"를 추가하십시오
        # en: the manifest's app
        m.the-manifest-s-app = 매니페스트의 앱
        # en: the number {raw}
        m.the-number = 숫자 {raw}
        # en: the port '{portText}' is not 1-65535
        m.the-port-is-not-1-65535 = 포트 '{portText}'이(가) 1-65535 범위가 아닙니다
        # en: the profile "{value}"
        m.the-profile = 프로파일 "{value}"
        # en: the profile
        m.the-profile.2b170c = 프로파일
        # en: the project file has no "objects" dictionary
        m.the-project-file-has-no-objects = 프로젝트 파일에 "objects" 딕셔너리가 없습니다
        # en: the project file's rootObject names no object
        m.the-project-file-s-rootobject-names = 프로젝트 파일의 rootObject가 가리키는 객체가 없습니다
        # en: the property list's root is not a dictionary
        m.the-property-list-s-root-is = 속성 목록의 루트가 딕셔너리가 아닙니다
        # en: the route name is empty
        m.the-route-name-is-empty = 경로(route) 이름이 비어 있습니다
        # en: the route name "{name}" is used twice
        m.the-route-name-is-used-twice = 경로(route) 이름 "{name}"이(가) 두 번 사용되었습니다
        # en: the rule's substitution variables stand for more than {maximumExpansion} combinations; Android has no variables, so the rule is left out
        m.the-rule-s-substitution-variables-stand = 규칙의 치환 변수 조합이 {maximumExpansion}개를 넘습니다. Android에는 변수가 없으므로 이 규칙은 제외됩니다
        # en: the scheme\ 
        m.the-scheme = 스킴\ 
        # en: the scheme is not http or https
        m.the-scheme-is-not-http-or = 스킴이 http 또는 https가 아닙니다
        # en: the server accepted the connection but did not complete a TLS handshake within {format} s
        m.the-server-accepted-the-connection-but = 서버가 연결을 수락했지만 {format}초 안에 TLS 핸드셰이크를 완료하지 않았습니다
        # en: the server closed the connection during the TLS handshake
        m.the-server-closed-the-connection-during = TLS 핸드셰이크 중에 서버가 연결을 닫았습니다
        # en: the server does not serve the host name {host} (SNI unrecognized_name)
        m.the-server-does-not-serve-the = 서버가 호스트 이름 {host}을(를) 제공하지 않습니다(SNI unrecognized_name)
        # en: the server does not speak TLS on this port (plain HTTP?)
        m.the-server-does-not-speak-tls = 서버가 이 포트에서 TLS를 사용하지 않습니다(일반 HTTP?)
        # en: {line}: the server refuses the request
        m.the-server-refuses-the-request = {line}: 서버가 요청을 거부합니다
        # en: the server sent {chain} certificate{chain2}, the last issued by {issuer}: if that is a public CA, an intermediate certificate is missing
        m.the-server-sent-certificate-the-last = 서버가 인증서 {chain}개를 보냈고 마지막 인증서의 발급자는 {issuer}입니다. 이것이 공인 CA라면 중간 인증서가 빠져 있습니다
        # en: the signed application-identifier
        m.the-signed-application-identifier = 서명된 application-identifier
        # en: the signed content is not a property list
        m.the-signed-content-is-not-a = 서명된 콘텐츠가 속성 목록이 아닙니다
        # en: the signed property list is not a dictionary
        m.the-signed-property-list-is-not = 서명된 속성 목록이 딕셔너리가 아닙니다
        # en: the statement list is empty: it links nothing (Google reports an empty statement list as an error)
        m.the-statement-list-is-empty-it = 문 목록이 비어 있습니다. 아무것도 연결하지 않습니다(Google은 빈 문 목록을 오류로 보고합니다)
        # en: the tag <{name}> is never closed
        m.the-tag-is-never-closed = 태그 <{name}>이(가) 닫히지 않았습니다
        # en: the target answers {code}, so it would not be valid either
        m.the-target-answers-so-it-would = 대상이 {code}(으)로 응답하므로 리디렉션을 따르더라도 유효하지 않습니다
        # en: the target cannot be fetched either ({seen})
        m.the-target-cannot-be-fetched-either = 대상도 가져올 수 없습니다({seen})
        # en: the target has no "namespace"
        m.the-target-has-no-namespace = target에 "namespace"가 없습니다
        # en: the target has no namespace
        m.the-target-has-no-namespace.e7d4e4 = target에 namespace가 없습니다
        # en: the target is larger than {maxFileSize} bytes, so it would not be valid either
        m.the-target-is-larger-than-bytes = 대상이 {maxFileSize}바이트보다 크므로 리디렉션을 따르더라도 유효하지 않습니다
        # en: the target is not a valid association file ({mediaType}: {first})
        m.the-target-is-not-a-valid = 대상이 유효한 연결 파일이 아닙니다({mediaType}: {first})
        # en: the target is not an object
        m.the-target-is-not-an-object = target이 객체가 아닙니다
        # en: the target {string} is not defined in the file
        m.the-target-is-not-defined-in = 타깃 {string}이(가) 파일에 정의되어 있지 않습니다
        # en: the target redirects again ({code} to {header})
        m.the-target-redirects-again-to = 대상이 다시 리디렉션합니다({header}(으)로 {code})
        # en: the target would serve a valid file ({apps} applinks app{apps2}), but only at the redirect target
        m.the-target-would-serve-a-valid = 대상은 유효한 파일(applinks 앱 {apps}개)을 제공하지만, 그 파일은 리디렉션 대상에만 있습니다
        # en: the {name} targets API {map} (below 31): Android verifies {joined} together, and one host failing fails them all
        m.the-targets-api-below-31-android = {name}이(가) API {map}(31 미만)을 대상으로 합니다. Android는 {joined}을(를) 함께 인증하므로 호스트 하나가 실패하면 모두 실패합니다
        # en: the value of {name} is never closed
        m.the-value-of-is-never-closed = {name}의 값이 닫히지 않았습니다
        # en: the value of {name} is not in quotes
        m.the-value-of-is-not-in = {name}의 값이 따옴표로 감싸여 있지 않습니다
        # en: the value of query parameter "{key}" is a pattern string, found {typeDescription}
        m.the-value-of-query-parameter-is = 쿼리 매개변수 "{key}"의 값은 패턴 문자열이어야 하지만 {typeDescription}입니다
        # en: the value "{value}" uses another variable; values cannot contain variables
        m.the-value-uses-another-variable-values = 값 "{value}"에 다른 변수가 사용되었습니다. 값에는 변수를 포함할 수 없습니다
        # en: the {name} variant is {id}, which {doNot} list (listed: {joined})
        m.the-variant-is-which-list-listed = {name} 변형은 {id}이지만 {doNot} 나열되어 있지 않습니다(나열된 항목: {joined})
        # en: the web target has no site field
        m.the-web-target-has-no-site = web target에 site 필드가 없습니다
        # en: the web target's site "{site}" {reason}
        m.the-web-target-s-site = web target의 site "{site}": {reason}
        # en: the whole file is wrapped in an array; it must be a single JSON object
        m.the-whole-file-is-wrapped-in = 파일 전체가 배열로 감싸여 있습니다. 하나의 JSON 객체여야 합니다
        # en: ; the whole statement is skipped
        m.the-whole-statement-is-skipped = ; 문 전체를 건너뜁니다
        # en: the XML is not a well-formed property list
        m.the-xml-is-not-a-well = XML이 올바른 형식의 속성 목록이 아닙니다
        # en: this android:autoVerify filter also lists {origin}: Android 12+ verifies none of its hosts{hosts}
        m.this-android-autoverify-filter-also-lists = 이 android:autoVerify 필터에 {origin}도 나열되어 있습니다. Android 12 이상은 이 필터의 호스트를 하나도 인증하지 않습니다{hosts}
        # en: this android:autoVerify filter lacks {joined}: its hosts{hosts} are not verified
        m.this-android-autoverify-filter-lacks-its = 이 android:autoVerify 필터에 {joined}이(가) 없습니다. 이 필터의 호스트{hosts}는 인증되지 않습니다
        # en: this android:autoVerify filter names no host: nothing is verified
        m.this-android-autoverify-filter-names-no = 이 android:autoVerify 필터에 호스트가 없습니다. 아무것도 인증되지 않습니다
        # en: this detail has both "appID" and "appIDs"; iOS uses the union of both
        m.this-detail-has-both-appid-and = 이 detail 항목에 "appID"와 "appIDs"가 모두 있습니다. iOS는 둘을 합쳐 사용합니다
        # en: this detail has neither "components" nor "paths": it matches nothing
        m.this-detail-has-neither-components-nor = 이 detail 항목에 "components"도 "paths"도 없습니다. 아무것도 일치하지 않습니다
        # en: this detail names no app (no "appID" or "appIDs")
        m.this-detail-names-no-app-no = 이 detail 항목에 앱이 지정되어 있지 않습니다("appID" 또는 "appIDs" 없음)
        # en: this is not JSON: it looks like {kind}
        m.this-is-not-json-it-looks = JSON이 아닙니다. {kind}(으)로 보입니다
        # en: this route has no "name" (the app's router reports it)
        m.this-route-has-no-name-the = 이 경로(route)에 "name"이 없습니다(앱의 라우터가 이 이름을 보고합니다)
        # en: this rule excludes
        m.this-rule-excludes = 이 규칙은 다음을 제외합니다:
        # en: this rule matches
        m.this-rule-matches = 이 규칙은 다음과 일치합니다:
        # en: this rule never decides anything: the earlier rule {coveredBy} already decides every URL it could match
        m.this-rule-never-decides-anything-the = 이 규칙은 아무것도 결정하지 않습니다. 앞선 규칙 {coveredBy}이(가) 이 규칙이 일치할 수 있는 모든 URL을 이미 결정합니다
        # en: this statement repeats statement {first} (same relations and target)
        m.this-statement-repeats-statement-same-relations = 이 문은 문 {first}과(와) 중복됩니다(relation과 target이 같음)
        # en: TLS failed during the request: {why}
        m.tls-failed-during-the-request = 요청 중 TLS에 실패했습니다: {why}
        # en: TLS handshake
        m.tls-handshake = TLS 핸드셰이크
        # en: TLS handshake completed
        m.tls-handshake-completed = TLS 핸드셰이크 완료
        # en: TLS handshake failed: {text}
        m.tls-handshake-failed = TLS 핸드셰이크 실패: {text}
        # en: TLS handshake possible (the certificate is rejected below)
        m.tls-handshake-possible-the-certificate-is = TLS 핸드셰이크 가능(인증서는 아래에서 거부됨)
        # en: {status} to {target}: not followed
        m.to-not-followed = {target}(으)로 {status} 리디렉션: 따르지 않음
        # en: {status} to {target}: not followed, {reason}
        m.to-not-followed.68429d = {target}(으)로 {status} 리디렉션: 따르지 않음, {reason}
        # en: {status} to {target} (not HTTPS): not followed
        m.to-not-https-not-followed = {target}(으)로 {status} 리디렉션(HTTPS 아님): 따르지 않음
        # en: too many syntax errors; stopped reporting after {maximumErrors}
        m.too-many-syntax-errors-stopped-reporting = 구문 오류가 너무 많습니다. {maximumErrors}개 이후 보고를 중단했습니다
        # en: {url}: {seen} too (only iOS 9.2 and older read it; keep both identical or remove it)
        m.too-only-ios-9-2-and = {url}: {seen}도 있습니다(iOS 9.2 이하만 읽습니다. 두 파일을 동일하게 유지하거나 이 파일을 제거하십시오)
        # en: trailing comma before {closeText}
        m.trailing-comma-before = {closeText} 앞에 불필요한 쉼표가 있습니다
        # en: true or false
        m.true-or-false = true 또는 false
        # en: trusted: issued by {issuer}
        m.trusted-issued-by = 신뢰함: 발급자 {issuer}
        # en: typographic quote {character} used instead of a straight double quote (")
        m.typographic-quote-used-instead-of-a = 곧은 큰따옴표(") 대신 둥근 따옴표 {character}이(가) 사용되었습니다
        # en: \\u must be followed by four hexadecimal digits
        m.u-must-be-followed-by-four = \\u 뒤에는 16진수 네 자리가 와야 합니다
        # en: unexpected {describeCharacter}
        m.unexpected = 예기치 않은 {describeCharacter}
        # en: unexpected {describeCharacter} after the end of the JSON value
        m.unexpected-after-the-end-of-the = JSON 값이 끝난 뒤에 예기치 않은 {describeCharacter}이(가) 있습니다
        # en: unexpected '{shown}' after the end of the property list
        m.unexpected-after-the-end-of-the.ac6968 = 속성 목록이 끝난 뒤에 예기치 않은 '{shown}'이(가) 있습니다
        # en: unexpected {describeCharacter} in an {name}
        m.unexpected-in-an = {name}에 예기치 않은 {describeCharacter}이(가) 있습니다
        # en: unexpected '{shown}' in the tag <{element}>
        m.unexpected-in-the-tag = 태그 <{element}>에 예기치 않은 '{shown}'이(가) 있습니다
        # en: unexpected {describeCharacter} where a key was expected
        m.unexpected-where-a-key-was-expected = 키가 와야 할 위치에 예기치 않은 {describeCharacter}이(가) 있습니다
        # en: unexpected '{shown}' where a key was expected
        m.unexpected-where-a-key-was-expected.9c4974 = 키가 와야 할 위치에 예기치 않은 '{shown}'이(가) 있습니다
        # en: unexpected '{shown}' where a value was expected
        m.unexpected-where-a-value-was-expected = 값이 와야 할 위치에 예기치 않은 '{shown}'이(가) 있습니다
        # en: unfilled template placeholder {text} where a JSON value belongs
        m.unfilled-template-placeholder-where-a-json = JSON 값이 와야 할 위치에 채워지지 않은 템플릿 자리표시자 {text}이(가) 있습니다
        # en: unknown entity &{entity};
        m.unknown-entity = 알 수 없는 엔티티 &{entity};
        # en: unknown key "{key}" in a dynamic rule; Android ignores every dynamic rule of this statement{value}
        m.unknown-key-in-a-dynamic-rule = 동적 규칙에 알 수 없는 키 "{key}"이(가) 있습니다. Android는 이 문의 모든 동적 규칙을 무시합니다{value}
        # en: unknown key "{key}" is ignored
        m.unknown-key-is-ignored = 알 수 없는 키 "{key}"은(는) 무시됩니다
        # en: unknown key "{key}" {place} is ignored by Android
        m.unknown-key-is-ignored-by-android = {place} 알 수 없는 키 "{key}"은(는) Android에서 무시됩니다
        # en: unknown key "{key}" {place} is ignored by iOS
        m.unknown-key-is-ignored-by-ios = {place} 알 수 없는 키 "{key}"은(는) iOS에서 무시됩니다
        # en: unpaired UTF-16 surrogate \\u{hex}
        m.unpaired-utf-16-surrogate-u = 짝이 없는 UTF-16 서로게이트 \\u{hex}
        # en: unquoted text '{word}'; strings must be in double quotes
        m.unquoted-text-strings-must-be-in = 따옴표 없는 텍스트 '{word}'. 문자열은 큰따옴표로 감싸야 합니다
        # en: unrecognized namespace "{other}" (web or android_app)
        m.unrecognized-namespace-web-or-android-app = 인식할 수 없는 namespace "{other}"(web 또는 android_app이어야 합니다)
        # en: Use a certificate from a certificate authority that iOS trusts, and send its intermediate certificates.
        m.use-a-certificate-from-a-certificate = iOS가 신뢰하는 인증 기관의 인증서를 사용하고 중간 인증서도 함께 보내십시오.
        # en: Use a certificate from a public certificate authority; a self-signed one works only for devices in developer mode.
        m.use-a-certificate-from-a-public = 공인 인증 기관의 인증서를 사용하십시오. 자체 서명 인증서는 개발자 모드의 기기에서만 작동합니다.
        # en: Use a domain name, or add ?mode=developer for a development server.
        m.use-a-domain-name-or-add = 도메인 이름을 사용하거나, 개발 서버라면 ?mode=developer를 추가하십시오.
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        m.use-mode-developer-mode-managed-or = mode=developer, mode=managed 또는 mode=developer+managed를 사용하십시오.
        # en: Use one of applinks, webcredentials, appclips, activitycontinuation.
        m.use-one-of-applinks-webcredentials-appclips = applinks, webcredentials, appclips, activitycontinuation 중 하나를 사용하십시오.
        # en: "use strict"
        m.use-strict = "use strict"
        # en: Use the server's domain name, or add ?mode=developer for a development server.
        m.use-the-server-s-domain-name = 서버의 도메인 이름을 사용하거나, 개발 서버라면 ?mode=developer를 추가하십시오.
        # en: '=' used instead of ':' after the key
        m.used-instead-of-after-the-key = 키 뒤에 ':' 대신 '='가 사용되었습니다
        # en: {name}: '{raw}' uses $({joined}), which the project does not define
        m.uses-which-the-project-does-not = {name}: '{raw}'이(가) 프로젝트에 정의되지 않은 $({joined})을(를) 사용합니다
        # en: valid {kind}: {listing}
        m.valid = 유효한 {kind}: {listing}
        # en: valid until {date} ({days} days)
        m.valid-until-days = {date}까지 유효합니다({days}일 남음)
        # en: valid {kind} with {count} warning{count2} ({listing}): {describe}
        m.valid-with-warning = 유효한 {kind}, 경고 {count}개({listing}): {describe}
        # en: value of another type
        m.value-of-another-type = 다른 타입의 값
        # en: value "{value}" of $({name}) uses another variable; iOS does not expand variables inside values
        m.value-of-uses-another-variable-ios = $({name})의 값 "{value}"에 다른 변수가 사용되었습니다. iOS는 값 안의 변수를 확장하지 않습니다
        # en: values are nested more than {maximumDepth} levels deep
        m.values-are-nested-more-than-levels = 값이 {maximumDepth}단계보다 깊게 중첩되어 있습니다
        # en: values nested more than {maximumDepth} deep
        m.values-nested-more-than-deep = 값이 {maximumDepth}단계보다 깊게 중첩되어 있습니다
        # en: variable name "{name}" contains $, ( or ); it can never be used
        m.variable-name-contains-or-it-can = 변수 이름 "{name}"에 $, ( 또는 )가 있습니다. 이 변수는 사용할 수 없습니다
        # en: "version" is {typeDescription}; this tool reads version {currentVersion}
        m.version-is-this-tool-reads-version = "version"이 {typeDescription}입니다. 이 도구는 버전 {currentVersion}을(를) 읽습니다
        # en: was not read: the doctor already read its byte budget for this project
        m.was-not-read-the-doctor-already = 읽지 않았습니다: doctor가 이 프로젝트의 바이트 예산을 이미 모두 사용했습니다
        # en: within its validity period
        m.within-its-validity-period = 유효 기간 내
        # en: wrap the object in [ ]
        m.wrap-the-object-in = 객체를 [ ]로 감싸십시오
        # en: write "{value}"
        m.write = "{value}"(으)로 쓰십시오
        # en: Write applinks:{text} (or webcredentials:, appclips:, activitycontinuation:).
        m.write-applinks-or-webcredentials-appclips-activitycontinuation = applinks:{text}(또는 webcredentials:, appclips:, activitycontinuation:)로 쓰십시오.
        # en: write {closeText} instead
        m.write-instead = 대신 {closeText}을(를) 쓰십시오
        # en: write } instead
        m.write-instead.2294ea = 대신 }를 쓰십시오
        # en: write "NOT {dropFirst}"
        m.write-not = "NOT {dropFirst}"(으)로 쓰십시오
        # en: write only the path, e.g. "{pathOfURL}"
        m.write-only-the-path-e-g = 경로만 쓰십시오(예: "{pathOfURL}")
        # en: Write PRODUCT_BUNDLE_IDENTIFIER = {dropFirst};
        m.write-product-bundle-identifier = PRODUCT_BUNDLE_IDENTIFIER = {dropFirst};로 쓰십시오
        # en: Write service:host, e.g. applinks:example.com.
        m.write-service-host-e-g-applinks = service:host 형식으로 쓰십시오(예: applinks:example.com).
        # en: write \\t
        m.write-t = \\t로 쓰십시오
        # en: write <Team ID>.{value}, e.g. ABCDE12345.{value2}
        m.write-team-id-e-g-abcde12345 = <팀 ID>.{value} 형식으로 쓰십시오(예: ABCDE12345.{value2})
        # en: Write the host alone.
        m.write-the-host-alone = 호스트만 쓰십시오.
        # en: write the host alone, without a scheme
        m.write-the-host-alone-without-a = 스킴 없이 호스트만 쓰십시오
        # en: write the host alone, without a path
        m.write-the-host-alone-without-a.510f9f = 경로 없이 호스트만 쓰십시오
        # en: Write the host alone: {text}.
        m.write-the-host-alone.547e00 = 호스트만 쓰십시오: {text}.
        # en: write \\u{hex}
        m.write-u = \\u{hex}(으)로 쓰십시오
        # en: write {lowercased} without quotes
        m.write-without-quotes = 따옴표 없이 {lowercased}(으)로 쓰십시오
        # en: write "{fixed}"
        m.write.109d9a = "{fixed}"(으)로 쓰십시오
        # en: write "{dropFirst}"
        m.write.2f85a7 = "{dropFirst}"(으)로 쓰십시오
        # en: Write {parts}.{parts2}.
        m.write.353e0d = {parts}.{parts2}(으)로 쓰십시오.
        # en: write "{word}"
        m.write.527823 = "{word}"(으)로 쓰십시오
        # en: write "/{s}"
        m.write.6146bd = "/{s}"(으)로 쓰십시오
        # en: Write *.{written}.
        m.write.67212b = *.{written}(으)로 쓰십시오.
        # en: Write {shown}.
        m.write.8a5b63 = {shown}(으)로 쓰십시오.
        # en: write ["{s}"]
        m.write.a3db6b = ["{s}"](으)로 쓰십시오
        # en: Write {corrected}.
        m.write.a605b7 = {corrected}(으)로 쓰십시오.
        # en: An .xcconfig includes a file that a tool writes (pod install, flutter pub get) and the folder does not have yet; the settings it would set are unknown.
        xcconfig-include-generated.summary = .xcconfig가 도구(pod install, flutter pub get)가 생성하는 파일을 포함하지만 폴더에 아직 그 파일이 없습니다. 그 파일이 정할 설정은 알 수 없습니다.
        # en: Run the tool (pod install, flutter pub get) before the doctor when the settings it names matter, or write #include? for an optional file.
        xcconfig-include-generated.fix = 명시된 설정이 중요하면 doctor보다 먼저 도구(pod install, flutter pub get)를 실행하거나, 선택적인 파일이면 #include?로 쓰십시오.
        # en: after {steps} references
        m.after-references = 참조 {steps}개 이후
        # en: at references nested {depth} deep (a cycle?)
        m.at-references-nested-deep-a-cycle = {depth}단계로 중첩된 참조에서(순환?)
        # en: {shown} does not exist until flutter pub get runs: {what}
        m.does-not-exist-until-flutter-pub = {shown}은(는) flutter pub get을 실행하기 전에는 없습니다: {what}
        # en: {shown} does not exist until pod install runs: {what}
        m.does-not-exist-until-pod-install = {shown}은(는) pod install을 실행하기 전에는 없습니다: {what}
        # en: {shown} does not exist; Xcode warns and builds without it: {what}
        m.does-not-exist-xcode-warns-and = {shown}이(가) 없습니다. Xcode는 경고하고 그 파일 없이 빌드합니다: {what}
        # en: is not a regular file (a FIFO, socket, device or folder); not opened
        m.is-not-a-regular-file-a = 일반 파일이 아닙니다(FIFO, 소켓, 장치 또는 폴더). 열지 않았습니다
        # en: {display} is TypeScript; the doctor runs none. Capacitor's links are set in the native ios/ and android/ projects, which the doctor reads
        m.is-typescript-the-doctor-runs-none = {display}은(는) TypeScript입니다. doctor는 실행하지 않습니다. Capacitor의 링크는 doctor가 읽는 네이티브 ios/와 android/ 프로젝트에서 설정됩니다
        # en: {name} leaves {joined} undefined, which it may set
        m.leaves-undefined-which-it-may-set = {name}에서 {joined}이(가) 정의되지 않았으며, 그 파일이 정할 수도 있습니다
        # en: past {bytes} bytes
        m.past-bytes = {bytes}바이트를 넘어서
        # en: {target} ({configuration}) signs with {shown}, which has no {entitlementKey} key, while {joined}
        m.signs-with-which-has-no-key = {target}({configuration})은(는) {entitlementKey} 키가 없는 {shown}(으)로 서명하지만, {joined}
        # en: {name}: stopped expanding {key} {stopped}; its value is not used
        m.stopped-expanding-its-value-is-not = {name}: {stopped} {key} 확장을 멈췄습니다. 그 값은 사용하지 않습니다
        # en: {name}: stopped expanding '{raw}' {stopped}; not used
        m.stopped-expanding-not-used = {name}: {stopped} '{raw}' 확장을 멈췄습니다. 사용하지 않습니다
        # en: the Android app {bundleID} verifies {joined}
        m.the-android-app-verifies = Android 앱 {bundleID}이(가) {joined}을(를) 확인합니다
        # en: the settings the doctor reads for {name} do not depend on it
        m.the-settings-the-doctor-reads-for = doctor가 {name}에 대해 읽는 설정은 이 파일에 의존하지 않습니다
        # en: ${{name}} is set by code in Gradle (not a literal) for some variants; the doctor checks literals only
        m.is-set-by-code-in-gradle = ${{name}}은(는) 일부 변형에서 Gradle 코드가 정합니다(리터럴이 아님). doctor는 리터럴만 검사합니다
        # en: {display} is an XcodeGen spec; the doctor reads the .xcodeproj it generates (xcodegen generate writes one)
        m.is-an-xcodegen-spec-the-doctor = {display}은(는) XcodeGen 명세입니다. doctor는 이것이 생성하는 .xcodeproj를 읽습니다(xcodegen generate가 만듭니다)
        # en: the project's association file {associationSources} lists {listed}
        m.the-project-s-association-file-lists = 프로젝트의 연결 파일 {associationSources}에 {listed}이(가) 있습니다
        # en: the project's association files {joined} list {listed}
        m.the-project-s-association-files-list = 프로젝트의 연결 파일 {joined}에 {listed}이(가) 있습니다
        """#
}
