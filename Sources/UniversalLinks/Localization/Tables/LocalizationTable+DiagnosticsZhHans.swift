// zh-Hans diagnostics (translations of the English table).
// Format: Docs/Localization.md. Regenerate the English table or stub missing keys with scripts/l10n-extract.py.
extension LocalizationTable {
    static let diagnosticsZhHans = #"""
        # en: The document is not JSON at all; the message names what it looks like (HTML page, RTF, gzip bytes, JavaScript, front matter, template).
        not-json.summary = 文档根本不是 JSON；消息会指出它看起来像什么（HTML 页面、RTF、gzip 字节、JavaScript、front matter、模板）。
        # en: Serve the JSON file itself.
        not-json.fix = 直接提供 JSON 文件本身。
        # en: The document is empty or only whitespace.
        empty-file.summary = 文档为空或只有空白字符。
        # en: Publish a JSON object with an applinks section.
        empty-file.fix = 发布一个包含 applinks 部分的 JSON 对象。
        # en: The document is larger than 131,072 bytes (128 KB); Apple's fetchers reject it.
        file-too-large.summary = 文档超过 131,072 字节（128 KB）；Apple 的抓取程序会拒绝它。
        # en: Shorten the file: use wildcards, substitution variables and fewer rules.
        file-too-large.fix = 精简文件：使用通配符、替换变量并减少规则数量。
        # en: The document starts with a UTF-8 byte-order mark, which strict JSON parsers reject.
        byte-order-mark.summary = 文档以 UTF-8 字节顺序标记（BOM）开头，严格的 JSON 解析器会拒绝它。
        # en: Save the file as UTF-8 without BOM.
        byte-order-mark.fix = 将文件另存为不带 BOM 的 UTF-8。
        # en: A typographic quote (“ ” ‘ ’) is used where JSON requires a straight double quote.
        curly-quote.summary = 在 JSON 要求使用直双引号的位置使用了弯引号（“ ” ‘ ’）。
        # en: Replace typographic quotes with straight double quotes ("); turn off smart quotes in your editor.
        curly-quote.fix = 将弯引号替换为直双引号（"）；并在编辑器中关闭智能引号。
        # en: A string or key is delimited with single quotes.
        single-quote.summary = 字符串或键使用了单引号。
        # en: Use double quotes.
        single-quote.fix = 使用双引号。
        # en: An object key is not in quotes.
        unquoted-key.summary = 对象的键没有加引号。
        # en: Put the key in double quotes.
        unquoted-key.fix = 用双引号括住键。
        # en: A string value is not in quotes.
        unquoted-string.summary = 字符串值没有加引号。
        # en: Put the value in double quotes.
        unquoted-string.fix = 用双引号括住值。
        # en: A literal from another language (True, None, undefined, ...) is used.
        invalid-literal.summary = 使用了其他语言的字面量（True、None、undefined 等）。
        # en: Use true, false or null.
        invalid-literal.fix = 使用 true、false 或 null。
        # en: A comma follows the last element of an array or object.
        trailing-comma.summary = 数组或对象的最后一个元素后面有逗号。
        # en: Remove the comma.
        trailing-comma.fix = 删除该逗号。
        # en: Two elements or members are not separated by a comma.
        missing-comma.summary = 两个元素或成员之间缺少逗号。
        # en: Add a comma.
        missing-comma.fix = 添加逗号。
        # en: An object key is not followed by ':'.
        missing-colon.summary = 对象的键后面没有 ':'。
        # en: Add ':' between the key and its value.
        missing-colon.fix = 在键和值之间添加 ':'。
        # en: A value is missing (for example two commas in a row).
        expected-value.summary = 缺少值（例如连续两个逗号）。
        # en: Remove the extra comma or add the value.
        expected-value.fix = 删除多余的逗号，或补上值。
        # en: JSON has no comments; Apple's parser rejects the file.
        comment.summary = JSON 不支持注释；Apple 的解析器会拒绝该文件。
        # en: Remove the comment; use a component's "comment" key instead.
        comment.fix = 删除注释；改用组件的 "comment" 键。
        # en: A /* block comment is never closed.
        unterminated-comment.summary = /* 块注释没有闭合。
        # en: Remove the comment.
        unterminated-comment.fix = 删除该注释。
        # en: A string is not closed before the end of its line or of the file.
        unterminated-string.summary = 字符串在行尾或文件末尾之前没有闭合。
        # en: Add the closing quote.
        unterminated-string.fix = 添加结束引号。
        # en: The file ends where a value was expected (it was cut short).
        unexpected-end.summary = 文件在应出现值的位置结束（文件被截断）。
        # en: Complete the file; check that the upload or template was not truncated.
        unexpected-end.fix = 补全文件；检查上传过程或模板是否截断了内容。
        # en: An array is never closed.
        unterminated-array.summary = 数组没有闭合。
        # en: Add the closing ].
        unterminated-array.fix = 添加结束的 ]。
        # en: An object is never closed.
        unterminated-object.summary = 对象没有闭合。
        # en: Add the closing }.
        unterminated-object.fix = 添加结束的 }。
        # en: A ] closes an object or a } closes an array.
        mismatched-bracket.summary = 用 ] 闭合了对象，或用 } 闭合了数组。
        # en: Use the bracket that matches the opening one.
        mismatched-bracket.fix = 使用与开括号相匹配的括号。
        # en: A character that cannot appear here in JSON.
        unexpected-character.summary = 此处出现了 JSON 不允许的字符。
        # en: Remove the character.
        unexpected-character.fix = 删除该字符。
        # en: Something follows the end of the top-level JSON value.
        trailing-content.summary = 顶层 JSON 值结束后还有其他内容。
        # en: A file holds exactly one JSON object: merge the objects.
        trailing-content.fix = 一个文件只能包含一个 JSON 对象：请合并这些对象。
        # en: A raw control character (such as a tab) appears inside a string.
        control-character.summary = 字符串中出现了未转义的控制字符（如制表符）。
        # en: Escape it (\\t, \\n, \\u0000).
        control-character.fix = 将其转义（\\t、\\n、\\u0000）。
        # en: A backslash escape that JSON does not define, or a malformed \\u escape.
        invalid-escape.summary = 使用了 JSON 未定义的反斜杠转义，或 \\u 转义格式有误。
        # en: Write a literal backslash as \\\\.
        invalid-escape.fix = 字面反斜杠要写成 \\\\。
        # en: Bytes that are not valid UTF-8.
        invalid-utf8.summary = 存在无效的 UTF-8 字节。
        # en: Save the file as UTF-8.
        invalid-utf8.fix = 将文件另存为 UTF-8。
        # en: A non-breaking or zero-width space where JSON allows only space, tab and line breaks.
        invalid-whitespace.summary = 在 JSON 只允许空格、制表符和换行的位置出现了不换行空格或零宽空格。
        # en: Replace it with a plain space.
        invalid-whitespace.fix = 将其替换为普通空格。
        # en: A number JSON does not allow (leading zero, '+', '.5', NaN).
        invalid-number.summary = JSON 不允许的数字（前导零、'+'、'.5'、NaN）。
        # en: Write the number in JSON syntax.
        invalid-number.fix = 按 JSON 语法书写数字。
        # en: An unrendered template placeholder ({{...}}, ${...}) stands where a value belongs.
        template-placeholder.summary = 应为值的位置是一个未渲染的模板占位符（{{...}}、${...}）。
        # en: Render the template before publishing.
        template-placeholder.fix = 发布前先渲染模板。
        # en: Values are nested more than 64 levels deep.
        nesting-too-deep.summary = 值的嵌套深度超过 64 层。
        # en: An AASA file needs at most a few levels.
        nesting-too-deep.fix = AASA 文件最多只需要几层嵌套。
        # en: A key appears twice in one object; parsers disagree on which value wins (Apple's keeps the last).
        duplicate-key.summary = 同一对象中某个键出现了两次；各解析器对哪个值生效看法不一（Apple 的解析器保留最后一个）。
        # en: Keep one key and merge the values.
        duplicate-key.fix = 只保留一个键，并合并其值。
        # en: Reporting stopped after 100 syntax errors.
        too-many-errors.summary = 报告了 100 个语法错误后停止报告。
        # en: Fix the first errors; the rest are often consequences.
        too-many-errors.fix = 先修复最前面的错误；其余错误往往是连带产生的。
        # en: A value has the wrong JSON type (for example a string where an array is required).
        wrong-type.summary = 值的 JSON 类型不正确（例如要求数组的位置写了字符串）。
        # en: Use the type the format requires.
        wrong-type.fix = 使用格式要求的类型。
        # en: The file is a JSON array; an association file is a single JSON object.
        top-level-array.summary = 文件是 JSON 数组；关联文件应是单个 JSON 对象。
        # en: Remove the enclosing [ and ].
        top-level-array.fix = 删除外层的 [ 和 ]。
        # en: The file looks like a CMS (PKCS#7) signed envelope but its content cannot be read.
        unreadable-signature.summary = 文件看起来是 CMS（PKCS#7）签名信封，但无法读取其内容。
        # en: Sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON.
        unreadable-signature.fix = 使用 openssl smime -sign -nodetach -outform DER 签名，或直接提供纯 JSON。
        # en: The file cannot be read (missing, a directory, no permission).
        unreadable-file.summary = 无法读取文件（不存在、是目录或没有权限）。
        # en: Check the path.
        unreadable-file.fix = 检查路径。
        # en: The input is larger than the reading limit (16 MiB unless --max-bytes says otherwise); reading stopped there, nothing was parsed.
        too-large.summary = 输入超过读取上限（默认 16 MiB，可用 --max-bytes 修改）；已在此处停止读取，未解析任何内容。
        # en: Check that the path names the association file; raise --max-bytes N for a genuinely larger input.
        too-large.fix = 检查路径是否指向关联文件；若输入确实更大，请用 --max-bytes N 提高上限。
        # en: No recognised service (applinks, webcredentials, appclips, activitycontinuation): the file does nothing.
        no-service.summary = 没有可识别的服务（applinks、webcredentials、appclips、activitycontinuation）：该文件不起任何作用。
        # en: Put the rules under "applinks".
        no-service.fix = 将规则放在 "applinks" 下。
        # en: applinks has no "details": no app is associated.
        missing-details.summary = applinks 中没有 "details"：没有关联任何 App。
        # en: Add "details": [{"appIDs": [...], "components": [...]}].
        missing-details.fix = 添加 "details": [{"appIDs": [...], "components": [...]}]。
        # en: applinks.details is empty: no app is associated with this domain.
        empty-details.summary = applinks.details 为空：此域名没有关联任何 App。
        # en: Add a detail for your app.
        empty-details.fix = 为你的 App 添加一个 details 条目。
        # en: details is an object keyed by app ID (the iOS 9 form). Still accepted, but rare tools understand it.
        legacy-details-object.summary = details 是以 App ID 为键的对象（iOS 9 的写法）。仍然可用，但很少有工具能理解它。
        # en: Use "details": [{"appID": "...", "paths": [...]}].
        legacy-details-object.fix = 使用 "details": [{"appID": "...", "paths": [...]}]。
        # en: A key iOS does not know; it is silently ignored (often a typo).
        unknown-key.summary = iOS 不认识的键；它会被静默忽略（通常是拼写错误）。
        # en: Use the key the message suggests, or remove it.
        unknown-key.fix = 改用消息中建议的键，或将其删除。
        # en: applinks has no "apps" key; iOS 12 and older reject the whole file.
        legacy-apps-missing.summary = applinks 中没有 "apps" 键；iOS 12 及更早版本会拒绝整个文件。
        # en: Add "apps": [] to applinks.
        legacy-apps-missing.fix = 在 applinks 中添加 "apps": []。
        # en: applinks.apps is not empty; it must be an empty array (iOS 12 and older reject the file).
        legacy-apps-not-empty.summary = applinks.apps 不为空；它必须是空数组（iOS 12 及更早版本会拒绝该文件）。
        # en: Write "apps": [] and list apps in details.
        legacy-apps-not-empty.fix = 写成 "apps": []，并在 details 中列出 App。
        # en: An app ID is the empty string.
        empty-app-id.summary = App ID 是空字符串。
        # en: Write <Team ID>.<bundle ID>.
        empty-app-id.fix = 写成 <团队 ID>.<Bundle ID>。
        # en: An app ID is a placeholder that was never filled in (TEAM_ID, $(...), YOUR_..., <...>).
        app-id-placeholder.summary = App ID 是从未填写的占位符（TEAM_ID、$(...)、YOUR_...、<...>）。
        # en: Write your App ID prefix (Team ID) and bundle ID, e.g. ABCDE12345.com.example.app.
        app-id-placeholder.fix = 填写你的 App ID 前缀（团队 ID）和 Bundle ID，例如 ABCDE12345.com.example.app。
        # en: An app ID is a bare bundle ID without the App ID prefix (Team ID).
        app-id-missing-prefix.summary = App ID 只是一个 Bundle ID，缺少 App ID 前缀（团队 ID）。
        # en: Prefix the bundle ID with your Team ID: ABCDE12345.com.example.app.
        app-id-missing-prefix.fix = 在 Bundle ID 前加上你的团队 ID：ABCDE12345.com.example.app。
        # en: An app ID does not have the form <prefix>.<bundle ID> (prefix letters and digits, bundle ID of A-Z a-z 0-9 . -).
        invalid-app-id.summary = App ID 不符合 <前缀>.<Bundle ID> 的格式（前缀由字母和数字组成，Bundle ID 由 A-Z a-z 0-9 . - 组成）。
        # en: Correct the app ID.
        invalid-app-id.fix = 更正 App ID。
        # en: The App ID prefix is not a 10-character Team ID ([A-Z0-9]{10}); correct only for old apps whose prefix differs.
        unusual-app-id-prefix.summary = App ID 前缀不是 10 个字符的团队 ID（[A-Z0-9]{10}）；只有前缀与团队 ID 不同的老 App 才会这样。
        # en: Check the application-identifier entitlement of the signed app.
        unusual-app-id-prefix.fix = 检查已签名 App 的 application-identifier 授权。
        # en: The bundle ID starts with the App ID prefix again (TEAMID.TEAMID.bundle): the full app ID was pasted where the bundle ID belongs, and iOS never matches it.
        app-id-repeated-prefix.summary = Bundle ID 又以 App ID 前缀开头（TEAMID.TEAMID.bundle）：在应填 Bundle ID 的位置粘贴了完整的 App ID，iOS 永远不会匹配它。
        # en: Write the prefix once: ABCDE12345.com.example.app.
        app-id-repeated-prefix.fix = 前缀只写一次：ABCDE12345.com.example.app。
        # en: The app ID is an example from Apple's documentation or a tutorial.
        example-app-id.summary = 该 App ID 是 Apple 文档或教程中的示例。
        # en: Use your own app's ID.
        example-app-id.fix = 使用你自己 App 的 ID。
        # en: A detail has both appID and appIDs; iOS uses the union, older tools only one of them.
        app-id-and-app-ids.summary = 一个 details 条目同时包含 appID 和 appIDs；iOS 取两者的并集，而旧工具只使用其中一个。
        # en: Keep only appIDs.
        app-id-and-app-ids.fix = 只保留 appIDs。
        # en: Our reading: iOS uses only the first detail that lists an app; this later detail is ignored for it.
        duplicate-app.summary = 按我们的理解：iOS 只使用列出某个 App 的第一个 details 条目；对该 App 而言，后面的这个条目会被忽略。
        # en: Merge the rules into the first detail for the app.
        duplicate-app.fix = 将规则合并到该 App 的第一个 details 条目中。
        # en: A detail names no app (no appID or appIDs, or an empty list).
        detail-without-app.summary = 一个 details 条目没有指定任何 App（没有 appID 或 appIDs，或列表为空）。
        # en: Add "appIDs": ["<Team ID>.<bundle ID>"].
        detail-without-app.fix = 添加 "appIDs": ["<团队 ID>.<Bundle ID>"]。
        # en: A webcredentials/appclips/activitycontinuation section lists no app.
        empty-service-apps.summary = webcredentials/appclips/activitycontinuation 部分没有列出任何 App。
        # en: List the app IDs, or remove the section.
        empty-service-apps.fix = 列出 App ID，或删除该部分。
        # en: A detail has neither paths nor components: it matches nothing.
        no-rules.summary = 一个 details 条目既没有 paths 也没有 components：它不匹配任何内容。
        # en: Add components (iOS 13+) and/or paths (iOS 12).
        no-rules.fix = 添加 components（iOS 13+）和/或 paths（iOS 12）。
        # en: A detail has components and paths: iOS 13+ uses only components, iOS 12 only paths. Make sure both say the same.
        components-with-paths.summary = 一个 details 条目同时包含 components 和 paths：iOS 13+ 只使用 components，iOS 12 只使用 paths。请确保两者含义一致。
        # en: Keep both in step, or drop paths if you no longer support iOS 12.
        components-with-paths.fix = 保持两者同步；如果不再支持 iOS 12，则删除 paths。
        # en: components is an empty array next to paths: iOS 13+ uses the empty list and matches nothing.
        empty-components.summary = components 是空数组，同时存在 paths：iOS 13+ 会使用这个空列表，因此不匹配任何内容。
        # en: Write the rules as components, or remove the empty components key.
        empty-components.fix = 将规则写成 components，或删除空的 components 键。
        # en: A rule with no /, ? or # key (only a comment, say) matches every URL on the domain.
        catch-all-rule.summary = 没有 /、? 或 # 键的规则（例如只有 comment）会匹配该域名上的所有 URL。
        # en: Add a "/" pattern, or remove the rule.
        catch-all-rule.fix = 添加 "/" 模式，或删除该规则。
        # en: The rule can never decide anything: an earlier rule of the same app already covers every URL it could match.
        unreachable-rule.summary = 该规则永远不会起作用：同一 App 的前面某条规则已经覆盖了它可能匹配的所有 URL。
        # en: Move the rule before the broader one (exclusions first), or remove it.
        unreachable-rule.fix = 将该规则移到范围更广的规则之前（排除规则放在最前），或删除它。
        # en: The file's rules are so many and so long that the "rule can never fire" check stopped at its work bound (a multiple of the file size): the unreachable rules reported are real, others may be missing.
        unreachable-check-incomplete.summary = 文件中的规则太多、太长，“规则永远不会生效”检查在达到工作量上限（文件大小的若干倍）时停止：已报告的不可达规则确实存在，但可能还有遗漏。
        # en: Split the rules over fewer, shorter patterns (wildcards, substitution variables).
        unreachable-check-incomplete.fix = 将规则拆分为更少、更短的模式（通配符、替换变量）。
        # en: A legacy path starts with NOT but no space follows, so it is a literal path, not an exclusion.
        not-without-space.summary = 旧式路径以 NOT 开头但后面没有空格，因此它是字面路径，而不是排除规则。
        # en: Write "NOT /private/*" (with the space).
        not-without-space.fix = 写成 "NOT /private/*"（带空格）。
        # en: A legacy exclusion is written "not " in lower case; iOS accepts it, other tools may not.
        not-lowercase.summary = 旧式排除规则写成了小写的 "not "；iOS 接受，但其他工具可能不接受。
        # en: Write NOT in capitals.
        not-lowercase.fix = 将 NOT 写成大写。
        # en: A path pattern is a full URL; patterns match only the path.
        url-in-pattern.summary = 路径模式是完整的 URL；模式只匹配路径。
        # en: Write only the path: "/a/*".
        url-in-pattern.fix = 只写路径："/a/*"。
        # en: A legacy path contains '#': legacy paths match the path only, never the fragment.
        fragment-in-path.summary = 旧式路径包含 '#'：旧式路径只匹配路径部分，从不匹配片段。
        # en: Use components with a "#" key (iOS 13+).
        fragment-in-path.fix = 使用带 "#" 键的 components（iOS 13+）。
        # en: A path pattern contains '?' followed by name=value: '?' is a one-character wildcard here, not a query.
        query-in-path.summary = 路径模式中的 '?' 后面跟着 name=value：这里的 '?' 是单字符通配符，而不是查询。
        # en: Use components with a "?" key (iOS 13+); legacy paths ignore the query.
        query-in-path.fix = 使用带 "?" 键的 components（iOS 13+）；旧式路径会忽略查询部分。
        # en: A path pattern does not start with '/' (or '*'): iOS adds the '/', so "products/*" is read as "/products/*".
        path-without-slash.summary = 路径模式不以 '/'（或 '*'）开头：iOS 会补上 '/'，因此 "products/*" 会被当作 "/products/*"。
        # en: Write the leading '/': "/products/*".
        path-without-slash.fix = 写上开头的 '/'："/products/*"。
        # en: A "?" or "#" pattern starts with its own delimiter, which is not part of the URL component, so it must match a literal character.
        leading-delimiter.summary = "?" 或 "#" 模式以其自身的分隔符开头，而分隔符不属于该 URL 组成部分，因此它必须匹配一个字面字符。
        # en: Drop the leading ? or #.
        leading-delimiter.fix = 去掉开头的 ? 或 #。
        # en: A pattern contains non-ASCII characters but percentEncoded is true (the default): URLs carry them percent-encoded, so it never matches.
        non-ascii-pattern.summary = 模式包含非 ASCII 字符，但 percentEncoded 为 true（默认值）：URL 中这些字符是百分号编码的，因此永远不会匹配。
        # en: Set "percentEncoded": false, or write the pattern percent-encoded (/caf%C3%A9/*).
        non-ascii-pattern.fix = 设置 "percentEncoded": false，或将模式写成百分号编码形式（/caf%C3%A9/*）。
        # en: A "?" dictionary has a value that is not a string; iOS then ignores the whole dictionary (the query matches anything).
        ignored-query-dictionary.summary = "?" 字典中有非字符串的值；iOS 会因此忽略整个字典（查询部分匹配任何内容）。
        # en: Write every value as a string pattern: {"id": "5"}.
        ignored-query-dictionary.fix = 将每个值都写成字符串模式：{"id": "5"}。
        # en: defaults carries /, ?, # or exclude: Apple documents only caseSensitive and percentEncoded there, but iOS applies any key to every rule.
        defaults-matching-key.summary = defaults 中带有 /、?、# 或 exclude：Apple 文档只说明了 caseSensitive 和 percentEncoded 可用于此处，但 iOS 会把任何键应用到每条规则上。
        # en: Put the key in each rule instead, unless you mean every rule to carry it.
        defaults-matching-key.fix = 改为在各条规则中分别写这个键，除非你确实希望每条规则都带上它。
        # en: defaults apply to components only; this detail has only legacy paths.
        defaults-in-legacy-detail.summary = defaults 只作用于 components；而这个 details 条目只有旧式 paths。
        # en: Convert the paths to components (ulinks convert).
        defaults-in-legacy-detail.fix = 将 paths 转换为 components（ulinks convert）。
        # en: A pattern uses $(name) but no substitution variable or built-in has that name; the rule never matches.
        undefined-variable.summary = 模式使用了 $(name)，但没有同名的替换变量或内置变量；该规则永远不会匹配。
        # en: Define it in applinks.substitutionVariables, or fix the name (names are case-sensitive).
        undefined-variable.fix = 在 applinks.substitutionVariables 中定义它，或更正名称（名称区分大小写）。
        # en: A pattern has '$(' without a closing ')'.
        unterminated-variable.summary = 模式中的 '$(' 缺少对应的 ')'。
        # en: Close the variable: $(lang).
        unterminated-variable.fix = 闭合该变量：$(lang)。
        # en: A substitution variable's value uses another variable, which iOS does not expand.
        recursive-variable.summary = 替换变量的值中使用了另一个变量，而 iOS 不会展开它。
        # en: List the values literally.
        recursive-variable.fix = 直接逐一列出这些值。
        # en: A substitution variable redefines a built-in (alpha, upper, lower, alnum, digit, xdigit, region, lang).
        builtin-redefined.summary = 替换变量重新定义了内置变量（alpha、upper、lower、alnum、digit、xdigit、region、lang）。
        # en: Choose another name.
        builtin-redefined.fix = 换一个名称。
        # en: A substitution variable name is empty or contains $, ( or ).
        invalid-variable-name.summary = 替换变量名为空，或包含 $、( 或 )。
        # en: Rename the variable.
        invalid-variable-name.fix = 重命名该变量。
        # en: A substitution variable is defined but no pattern uses it.
        unused-variable.summary = 定义了替换变量，但没有任何模式使用它。
        # en: Remove it, or use it.
        unused-variable.fix = 删除它，或使用它。
        # en: A substitution variable has no values; patterns using it never match.
        empty-variable.summary = 替换变量没有任何值；使用它的模式永远不会匹配。
        # en: List at least one value.
        empty-variable.fix = 至少列出一个值。
        # en: The file is not a property list (XML or binary) nor a Mach-O binary with a code signature.
        not-property-list.summary = 该文件既不是属性列表（XML 或二进制格式），也不是带代码签名的 Mach-O 二进制文件。
        # en: Pass the .entitlements file, the app's Info.plist-style plist or its binary.
        not-property-list.fix = 传入 .entitlements 文件、App 的 Info.plist 风格的 plist，或 App 的二进制文件。
        # en: com.apple.developer.associated-domains is not an array of strings.
        entitlement-wrong-type.summary = com.apple.developer.associated-domains 不是字符串数组。
        # en: Make it an array of strings.
        entitlement-wrong-type.fix = 将其改为字符串数组。
        # en: The entitlements have no (or an empty) com.apple.developer.associated-domains array.
        no-associated-domains.summary = 授权中没有 com.apple.developer.associated-domains 数组（或该数组为空）。
        # en: Add the Associated Domains capability with applinks:<your host>.
        no-associated-domains.fix = 添加关联域（Associated Domains）功能，并写入 applinks:<你的主机>。
        # en: An entry has no service prefix.
        missing-service.summary = 某个条目没有服务前缀。
        # en: Write service:host, e.g. applinks:example.com.
        missing-service.fix = 写成 service:host，例如 applinks:example.com。
        # en: The service before ':' is not applinks, webcredentials, appclips or activitycontinuation.
        unknown-service.summary = ':' 前面的服务不是 applinks、webcredentials、appclips 或 activitycontinuation。
        # en: Use one of the four services, spelled in lower case.
        unknown-service.fix = 使用这四种服务之一，并用小写拼写。
        # en: The entry contains a URL scheme such as https://.
        entitlement-scheme.summary = 条目中包含 URL scheme，例如 https://。
        # en: Write the host alone: applinks:example.com.
        entitlement-scheme.fix = 只写主机名：applinks:example.com。
        # en: The entry contains a path; entitlements name hosts only.
        entitlement-path.summary = 条目中包含路径；授权中只能写主机名。
        # en: Remove the path; choose paths in the apple-app-site-association file.
        entitlement-path.fix = 删除路径；改为在 apple-app-site-association 文件中选择路径。
        # en: The entry ends with '/'.
        entitlement-trailing-slash.summary = 条目以 '/' 结尾。
        # en: Remove the trailing slash.
        entitlement-trailing-slash.fix = 删除末尾的斜杠。
        # en: The entry contains white space (often a leading or trailing space).
        entitlement-whitespace.summary = 条目中包含空白字符（通常是开头或末尾的空格）。
        # en: Remove the spaces.
        entitlement-whitespace.fix = 删除空格。
        # en: The entry has a query other than ?mode=.
        entitlement-query.summary = 条目中有 ?mode= 以外的查询。
        # en: Remove the query; only ?mode=developer|managed|developer+managed is allowed.
        entitlement-query.fix = 删除该查询；只允许 ?mode=developer|managed|developer+managed。
        # en: ?mode= names something other than developer, managed or developer+managed.
        unknown-mode.summary = ?mode= 的值不是 developer、managed 或 developer+managed。
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        unknown-mode.fix = 使用 mode=developer、mode=managed 或 mode=developer+managed。
        # en: An applinks entry names a port; iOS fetches the file from port 443 only (TN3155).
        applinks-port.summary = applinks 条目指定了端口；iOS 只从 443 端口获取该文件（TN3155）。
        # en: Remove the port and serve the file on 443.
        applinks-port.fix = 删除端口，并在 443 端口上提供该文件。
        # en: The text after the host's ':' is not a port number.
        invalid-port.summary = 主机的 ':' 后面的文本不是端口号。
        # en: Remove it.
        invalid-port.fix = 将其删除。
        # en: An appclips entry uses a wildcard, which App Clips do not support.
        appclips-wildcard.summary = appclips 条目使用了通配符，而 App Clip 不支持通配符。
        # en: List each App Clip host explicitly.
        appclips-wildcard.fix = 逐一明确列出每个 App Clip 主机。
        # en: The wildcard is not followed by a dot (*example.com); iOS understands only '*.'.
        wildcard-without-dot.summary = 通配符后面没有点（*example.com）；iOS 只认识 '*.'。
        # en: Write *.example.com (and list example.com itself if needed).
        wildcard-without-dot.fix = 写成 *.example.com（如有需要，再单独列出 example.com）。
        # en: '*' appears elsewhere than at the start of the host.
        misplaced-wildcard.summary = '*' 出现在主机名开头以外的位置。
        # en: Use '*.' at the start of the host, or list each host.
        misplaced-wildcard.fix = 在主机名开头使用 '*.'，或逐一列出每个主机。
        # en: The host has non-ASCII characters; the entitlement needs its Punycode (IDNA) form.
        non-ascii-host.summary = 主机名包含非 ASCII 字符；授权中需要使用其 Punycode（IDNA）形式。
        # en: Write the xn-- form given in the message (here xn--bcher-kva.example).
        non-ascii-host.fix = 写成消息中给出的 xn-- 形式（此处为 xn--bcher-kva.example）。
        # en: The host is empty or not a valid DNS name (bad characters, empty label, bad Punycode).
        invalid-host.summary = 主机名为空，或不是有效的 DNS 名称（无效字符、空标签、无效的 Punycode）。
        # en: Write a host name of letters, digits, '-' and '.'.
        invalid-host.fix = 写出由字母、数字、'-' 和 '.' 组成的主机名。
        # en: The host is an IP address, which only developer mode accepts.
        ip-address-host.summary = 主机是 IP 地址，只有开发者模式才接受。
        # en: Use a domain name, or add ?mode=developer for a development server.
        ip-address-host.fix = 使用域名；如果是开发服务器，可添加 ?mode=developer。
        # en: The host is localhost, which only developer mode accepts.
        localhost-host.summary = 主机是 localhost，只有开发者模式才接受。
        # en: Use the server's domain name, or add ?mode=developer.
        localhost-host.fix = 使用服务器的域名，或添加 ?mode=developer。
        # en: The same service and host are listed twice.
        duplicate-entry.summary = 同一服务和主机被列出了两次。
        # en: Remove the duplicate.
        duplicate-entry.fix = 删除重复项。
        # en: More than 30 distinct domains are listed; Apple advises no more than about 20-30.
        too-many-domains.summary = 列出了超过 30 个不同的域名；Apple 建议不超过约 20-30 个。
        # en: Use wildcard entries (*.example.com) or fewer domains.
        too-many-domains.fix = 使用通配符条目（*.example.com），或减少域名数量。
        # en: A wildcard entry *.example.com is listed without example.com; the wildcard does not cover the apex (our reading of Apple's guide).
        wildcard-misses-apex.summary = 列出了通配符条目 *.example.com，却没有列出 example.com；通配符不涵盖根域名（按我们对 Apple 指南的理解）。
        # en: Also list applinks:example.com if links on example.com should open the app.
        wildcard-misses-apex.fix = 如果 example.com 上的链接也应打开 App，请同时列出 applinks:example.com。
        # en: The application-identifier repeats its App ID prefix (TEAMID.TEAMID.bundle.id): the bundle ID was given as a full app ID.
        application-identifier-repeated-prefix.summary = application-identifier 重复了 App ID 前缀（TEAMID.TEAMID.bundle.id）：Bundle ID 被写成了完整的 App ID。
        # en: Set the bundle identifier without the prefix (com.example.app); Xcode adds the prefix.
        application-identifier-repeated-prefix.fix = 设置不带前缀的 Bundle Identifier（com.example.app）；Xcode 会自动加上前缀。
        # en: assetlinks.json must be a JSON array of statements.
        assetlinks-not-array.summary = assetlinks.json 必须是由声明组成的 JSON 数组。
        # en: Wrap the statements in [ ].
        assetlinks-not-array.fix = 用 [ ] 括住这些声明。
        # en: The statement list is empty: the file links nothing (Google's API reports it as an error).
        assetlinks-empty.summary = 声明列表为空：该文件没有建立任何链接（Google 的 API 会将其报告为错误）。
        # en: Add a statement for your app, or remove the file.
        assetlinks-empty.fix = 为你的 App 添加一条声明，或删除该文件。
        # en: A statement Android ignores: not an object, no relation list, no target, or a target without package_name, sha256_cert_fingerprints or site.
        assetlinks-statement.summary = Android 会忽略的声明：不是对象、没有 relation 列表、没有 target，或 target 缺少 package_name、sha256_cert_fingerprints 或 site。
        # en: Give every statement a relation list and a complete target.
        assetlinks-statement.fix = 为每条声明提供 relation 列表和完整的 target。
        # en: A relation string is not kind/detail with each part of [a-z0-9_.]+; Android ignores it.
        assetlinks-relation.summary = relation 字符串不是 kind/detail 格式（每部分由 [a-z0-9_.]+ 组成）；Android 会忽略它。
        # en: Write delegate_permission/common.handle_all_urls (all lower case, one '/').
        assetlinks-relation.fix = 写成 delegate_permission/common.handle_all_urls（全部小写，只有一个 '/'）。
        # en: A well-formed relation that Android and Chrome do not act on (often a typo of handle_all_urls).
        assetlinks-unknown-relation.summary = 格式正确，但 Android 和 Chrome 都不会处理的 relation（通常是 handle_all_urls 的拼写错误）。
        # en: Use delegate_permission/common.handle_all_urls for App Links, common.get_login_creds for shared sign-in.
        assetlinks-unknown-relation.fix = 应用链接使用 delegate_permission/common.handle_all_urls，共享登录使用 common.get_login_creds。
        # en: A target's namespace is missing or is not android_app or web; Android skips the statement.
        assetlinks-namespace.summary = target 缺少 namespace，或 namespace 不是 android_app 或 web；Android 会跳过该声明。
        # en: Write "namespace": "android_app" (or "web").
        assetlinks-namespace.fix = 写成 "namespace": "android_app"（或 "web"）。
        # en: package_name is not an Android application ID: Java package segments ([A-Za-z_][A-Za-z0-9_]*) joined by dots, at least two.
        assetlinks-package-name.summary = package_name 不是 Android 应用 ID：应为由点连接的 Java 包名段（[A-Za-z_][A-Za-z0-9_]*），至少两段。
        # en: Copy the applicationId from the app's build.gradle.
        assetlinks-package-name.fix = 从 App 的 build.gradle 中复制 applicationId。
        # en: A sha256_cert_fingerprints entry is not 32 colon-separated upper-case hex bytes.
        assetlinks-fingerprint.summary = sha256_cert_fingerprints 的某个条目不是 32 个用冒号分隔的大写十六进制字节。
        # en: Copy the SHA-256 fingerprint from keytool or the Play Console: {fingerprint}.
        assetlinks-fingerprint.fix = 从 keytool 或 Play 管理中心复制 SHA-256 指纹：{fingerprint}。
        # en: A fingerprint has lower-case hex digits; Android compares upper case and rejects it.
        assetlinks-fingerprint-lowercase.summary = 指纹中有小写十六进制数字；Android 按大写比较，因此会拒绝它。
        # en: Write the hex digits in upper case.
        assetlinks-fingerprint-lowercase.fix = 将十六进制数字写成大写。
        # en: A fingerprint is 20 bytes: the certificate's SHA-1, not its SHA-256.
        assetlinks-fingerprint-sha1.summary = 指纹长 20 字节：这是证书的 SHA-1，而不是 SHA-256。
        # en: Use the SHA-256 line of keytool -list -v (32 bytes).
        assetlinks-fingerprint-sha1.fix = 使用 keytool -list -v 输出中的 SHA-256 那一行（32 字节）。
        # en: A fingerprint is 64 hex digits without the colons between bytes.
        assetlinks-fingerprint-no-colons.summary = 指纹是 64 个十六进制数字，字节之间没有冒号。
        # en: Separate the bytes with colons: AB:CD:...
        assetlinks-fingerprint-no-colons.fix = 用冒号分隔各字节：AB:CD:...
        # en: A fingerprint contains spaces (around it, or instead of colons).
        assetlinks-fingerprint-spaces.summary = 指纹中包含空格（在首尾，或代替了冒号）。
        # en: Remove the spaces.
        assetlinks-fingerprint-spaces.fix = 删除空格。
        # en: A web target's site is not scheme://host[:port]: no http(s) scheme, a path (even '/'), a query, a fragment, login information or a bad port.
        assetlinks-site.summary = web target 的 site 不是 scheme://host[:port] 格式：没有 http(s) scheme，或包含路径（即使只有 '/'）、查询、片段、登录信息，或端口无效。
        # en: Write only https://host (and :port when not the default).
        assetlinks-site.fix = 只写 https://host（端口不是默认值时再加 :port）。
        # en: A statement repeats an earlier one (same relations and target).
        assetlinks-duplicate-statement.summary = 某条声明与前面的声明重复（relation 和 target 相同）。
        # en: Remove the repetition.
        assetlinks-duplicate-statement.fix = 删除重复项。
        # en: An include statement Android ignores: not an https:// URL string, or combined with relation or target.
        assetlinks-include.summary = Android 会忽略的 include 声明：不是 https:// URL 字符串，或与 relation 或 target 同时出现。
        # en: Point include at an https:// URL, in a statement of its own.
        assetlinks-include.fix = 让 include 指向一个 https:// URL，并单独作为一条声明。
        # en: A key Android does not know in a statement or target (often a typo, such as sha256_cert_fingerprint); it is ignored.
        assetlinks-unknown-key.summary = 声明或 target 中有 Android 不认识的键（通常是拼写错误，例如 sha256_cert_fingerprint）；它会被忽略。
        # en: Use the key the message suggests, or remove it.
        assetlinks-unknown-key.fix = 改用消息中建议的键，或将其删除。
        # en: relation_extensions is not an object keyed by one of the statement's relations, or holds dynamic rules for a web target; Android ignores it.
        assetlinks-relation-extensions.summary = relation_extensions 不是以该声明的某个 relation 为键的对象，或为 web target 提供了动态规则；Android 会忽略它。
        # en: Key the extension by a relation the statement lists (delegate_permission/common.handle_all_urls).
        assetlinks-relation-extensions.fix = 以声明中列出的 relation（delegate_permission/common.handle_all_urls）作为扩展的键。
        # en: dynamic_app_link_components is malformed (not an array, a rule that is not an object, an unknown key such as caseSensitive, a value of the wrong type): Android 15+ then ignores every dynamic rule of the statement.
        assetlinks-dynamic-rules.summary = dynamic_app_link_components 格式有误（不是数组、某条规则不是对象、含有 caseSensitive 等未知键、值的类型错误）：Android 15+ 会因此忽略该声明的所有动态规则。
        # en: Use only "/", "?" (a dictionary), "#" and "exclude" in each rule.
        assetlinks-dynamic-rules.fix = 每条规则只使用 "/"、"?"（字典）、"#" 和 "exclude"。
        # en: A dynamic rule's "?" is a string; on Android it must be a dictionary of query parameters, and a string makes Android ignore every dynamic rule of the statement.
        assetlinks-dynamic-query-string.summary = 动态规则的 "?" 是字符串；在 Android 上它必须是查询参数字典，写成字符串会导致 Android 忽略该声明的所有动态规则。
        # en: Write "?": {"q": "*"}.
        assetlinks-dynamic-query-string.fix = 写成 "?": {"q": "*"}。
        # en: A dynamic rule pattern Android reads literally where something else was likely meant: $(variables), a full URL, a leading '#', non-ASCII characters.
        assetlinks-dynamic-pattern.summary = 动态规则模式会被 Android 按字面读取，而本意很可能并非如此：$(变量)、完整 URL、开头的 '#'、非 ASCII 字符。
        # en: Write the pattern as Android matches it: path only, percent-encoded, no variables.
        assetlinks-dynamic-pattern.fix = 按 Android 的匹配方式书写模式：只写路径、使用百分号编码、不用变量。
        # en: The file is larger than 131,072 bytes.
        assetlinks-too-large.summary = 文件超过 131,072 字节。
        # en: Shorten the file.
        assetlinks-too-large.fix = 精简文件。
        # en: The manifest is not a JSON object.
        manifest-not-object.summary = 清单不是 JSON 对象。
        # en: Start from `ulinks init`, or write { "version": 1, ... }.
        manifest-not-object.fix = 从 `ulinks init` 开始，或写成 { "version": 1, ... }。
        # en: "version" is missing or not a version this tool reads (1).
        manifest-version.summary = 缺少 "version"，或其值不是本工具能读取的版本（1）。
        # en: Write "version": 1.
        manifest-version.fix = 写成 "version": 1。
        # en: "domains" or "routes" is missing.
        manifest-missing-key.summary = 缺少 "domains" 或 "routes"。
        # en: Add the key (see Docs/Manifest.md).
        manifest-missing-key.fix = 添加该键（参见 Docs/Manifest.md）。
        # en: The manifest names no iOS app ("apps") and no Android app ("android").
        manifest-no-apps.summary = 清单既没有指定 iOS App（"apps"），也没有指定 Android App（"android"）。
        # en: Add "apps": ["TEAMID.bundle.id"] or an "android" entry.
        manifest-no-apps.fix = 添加 "apps": ["TEAMID.bundle.id"] 或 "android" 条目。
        # en: A value has the wrong JSON type.
        manifest-wrong-type.summary = 值的 JSON 类型不正确。
        # en: Use the type given in the message (see Docs/Manifest.md).
        manifest-wrong-type.fix = 使用消息中给出的类型（参见 Docs/Manifest.md）。
        # en: A key the manifest format does not define; it is ignored.
        manifest-unknown-key.summary = 清单格式未定义的键；它会被忽略。
        # en: Check the spelling against Docs/Manifest.md.
        manifest-unknown-key.fix = 对照 Docs/Manifest.md 检查拼写。
        # en: An iOS app ID is not TEAMID.bundle.id with a 10-character team ID.
        manifest-app-id.summary = iOS App ID 不是带 10 个字符团队 ID 的 TEAMID.bundle.id 格式。
        # en: Prefix the bundle ID with your team ID: ABCDE12345.com.example.app.
        manifest-app-id.fix = 在 Bundle ID 前加上你的团队 ID：ABCDE12345.com.example.app。
        # en: An iOS app ID repeats its team ID (TEAMID.TEAMID.bundle.id): the full app ID was pasted where the bundle ID belongs.
        manifest-app-id-repeated-prefix.summary = iOS App ID 重复了团队 ID（TEAMID.TEAMID.bundle.id）：在应填 Bundle ID 的位置粘贴了完整的 App ID。
        # en: Write the team ID once: ABCDE12345.com.example.app.
        manifest-app-id-repeated-prefix.fix = 团队 ID 只写一次：ABCDE12345.com.example.app。
        # en: A domain is not a host name (a scheme, a path, a port or bad characters).
        manifest-domain.summary = 某个域名不是主机名（包含 scheme、路径、端口或无效字符）。
        # en: Write the host alone: example.com.
        manifest-domain.fix = 只写主机名：example.com。
        # en: An Android package name is not dot-separated identifiers.
        manifest-android-package.summary = Android 包名不是由点分隔的标识符。
        # en: Use the applicationId, e.g. com.example.app.
        manifest-android-package.fix = 使用 applicationId，例如 com.example.app。
        # en: An Android signing fingerprint is missing or not 32 upper-case hex bytes separated by ':'.
        manifest-fingerprint.summary = Android 签名指纹缺失，或不是 32 个用 ':' 分隔的大写十六进制字节。
        # en: Copy the SHA-256 fingerprint from keytool -list -v or the Play Console.
        manifest-fingerprint.fix = 从 keytool -list -v 或 Play 管理中心复制 SHA-256 指纹。
        # en: A route that opens the app has no name, or two routes share a name.
        manifest-route-name.summary = 某个会打开 App 的路由没有名称，或两个路由同名。
        # en: Give every route that is not an exclusion a unique "name".
        manifest-route-name.fix = 为每个非排除路由指定唯一的 "name"。
        # en: With "legacy": true, a route cannot be written as an iOS 12 path (query, fragment, variables, case folding or decoding).
        manifest-legacy-route.summary = 设置了 "legacy": true，但某个路由无法写成 iOS 12 路径（查询、片段、变量、大小写折叠或解码）。
        # en: Remove the key iOS 12 cannot see, or set "legacy": false.
        manifest-legacy-route.fix = 删除 iOS 12 无法识别的键，或设置 "legacy": false。
        # en: Nothing to check: no Xcode project, Android manifest, Expo app.json or app bundle under the folder.
        project-empty.summary = 没有可检查的内容：该文件夹下没有 Xcode 项目、Android 清单、Expo app.json 或 App 包。
        # en: Pass the folder that holds ios/, android/ or the .xcodeproj.
        project-empty.fix = 传入包含 ios/、android/ 或 .xcodeproj 的文件夹。
        # en: The doctor stopped walking or reading the folder at one of its bounds (files, depth or bytes); the report covers what was read.
        project-limit.summary = doctor 在遍历或读取文件夹时达到了某项上限（文件数、深度或字节数）而停止；报告只涵盖已读取的内容。
        # en: Pass the app's own folder rather than a whole workspace.
        project-limit.fix = 传入 App 自身的文件夹，而不是整个工作区。
        # en: A symbolic link leads outside the folder; it was not followed.
        project-link-outside.summary = 某个符号链接指向文件夹之外；未跟随该链接。
        # en: Nothing, unless the linked files matter: then pass a folder that contains them.
        project-link-outside.fix = 无需处理，除非被链接的文件很重要：那样请传入包含这些文件的文件夹。
        # en: A file the project names (an .xcconfig include, a file the doctor needs) is missing, outside the folder or too large.
        project-file-unreadable.summary = 项目引用的某个文件（.xcconfig 的 include、doctor 需要的文件）缺失、位于文件夹之外或过大。
        # en: Fix the path, or add the file.
        project-file-unreadable.fix = 修正路径，或添加该文件。
        # en: project.pbxproj is not a well-formed old-style property list (a merge conflict, a missing ';').
        pbxproj-syntax.summary = project.pbxproj 不是格式正确的旧式属性列表（合并冲突、缺少 ';'）。
        # en: Resolve the conflict or restore the file from version control.
        pbxproj-syntax.fix = 解决冲突，或从版本控制中恢复该文件。
        # en: project.pbxproj refers to an object it does not define (a target or configuration list).
        pbxproj-reference.summary = project.pbxproj 引用了一个未定义的对象（target 或配置列表）。
        # en: Let Xcode repair the project (open it and save), or restore it.
        pbxproj-reference.fix = 让 Xcode 修复项目（打开后保存），或恢复该文件。
        # en: An XML file (AndroidManifest.xml, Info.plist) is not well-formed.
        xml-syntax.summary = XML 文件（AndroidManifest.xml、Info.plist）格式不正确。
        # en: Close every element in order; write & as &amp; and < as &lt; in values.
        xml-syntax.fix = 按顺序闭合每个元素；在值中将 & 写成 &amp;，将 < 写成 &lt;。
        # en: The doctor could not follow a Gradle file (a brace or string never closed); values after that point may be missed.
        gradle-syntax.summary = doctor 无法解析某个 Gradle 文件（有未闭合的大括号或字符串）；该位置之后的值可能被遗漏。
        # en: Close the block or string.
        gradle-syntax.fix = 闭合该代码块或字符串。
        # en: An .xcconfig line is neither a setting, an #include nor a comment; Xcode ignores it.
        xcconfig-line.summary = .xcconfig 中的某一行既不是设置项，也不是 #include 或注释；Xcode 会忽略它。
        # en: Write KEY = value.
        xcconfig-line.fix = 写成 KEY = value。
        # en: app.json or app.config.json has a value of the wrong type where the doctor reads it.
        app-config-shape.summary = app.json 或 app.config.json 中 doctor 读取的某个值类型不正确。
        # en: Use the type Expo documents (associatedDomains is an array of strings).
        app-config-shape.fix = 使用 Expo 文档规定的类型（associatedDomains 是字符串数组）。
        # en: app.config.js, app.config.ts or capacitor.config.ts was found; the doctor runs no JavaScript.
        app-config-not-read.summary = 找到了 app.config.js、app.config.ts 或 capacitor.config.ts；doctor 不会运行 JavaScript。
        # en: Run npx expo config --json > app.config.json to let the doctor read it.
        app-config-not-read.fix = 运行 npx expo config --json > app.config.json，让 doctor 能读取它。
        # en: A provisioning profile is not a CMS-signed property list.
        profile-unreadable.summary = 描述文件不是经 CMS 签名的属性列表。
        # en: Download the profile again from the developer portal.
        profile-unreadable.fix = 从开发者网站重新下载描述文件。
        # en: A build setting the doctor needs refers to $(NAME) that neither the project nor its .xcconfig files define.
        build-setting-unresolved.summary = doctor 需要的某个构建设置引用了 $(NAME)，但项目及其 .xcconfig 文件都没有定义它。
        # en: Define the setting in the project or an .xcconfig it names (values from the CI environment are not seen).
        build-setting-unresolved.fix = 在项目或其引用的 .xcconfig 中定义该设置（无法获知来自 CI 环境的值）。
        # en: applicationId, a suffix or an SDK level is computed in Gradle, not a literal; it is not checked.
        gradle-value-computed.summary = applicationId、后缀或 SDK 级别是在 Gradle 中计算得出的，而不是字面量；不对其进行检查。
        # en: Nothing, or write the value as a literal to let the doctor check it.
        gradle-value-computed.fix = 无需处理；或者将该值写成字面量，以便 doctor 检查。
        # en: A build configuration of an app target ships without the Associated Domains entitlement while another configuration has it.
        configuration-without-entitlement.summary = App target 的某个构建配置缺少关联域授权，而另一个配置中有。
        # en: Set CODE_SIGN_ENTITLEMENTS for this configuration to an entitlements file with the applinks: entries.
        configuration-without-entitlement.fix = 将此配置的 CODE_SIGN_ENTITLEMENTS 设为包含 applinks: 条目的授权文件。
        # en: CODE_SIGN_ENTITLEMENTS names a file that does not exist.
        entitlements-file-missing.summary = CODE_SIGN_ENTITLEMENTS 指定的文件不存在。
        # en: Fix the path (relative to the project's folder) or add the file.
        entitlements-file-missing.fix = 修正路径（相对于项目文件夹），或添加该文件。
        # en: A host one configuration's entitlements list is missing from another configuration of the same target.
        configuration-host-missing.summary = 某个配置的授权中列出的主机，在同一 target 的另一个配置中缺失。
        # en: List the host in both entitlements files, or use one file for both configurations.
        configuration-host-missing.fix = 在两个授权文件中都列出该主机，或让两个配置共用一个文件。
        # en: The bundle identifier starts with a Team-ID-shaped component (ten upper-case letters and digits): the app ID then carries the Team ID twice.
        team-id-in-bundle-id.summary = Bundle Identifier 以一个形如团队 ID 的段（10 个大写字母和数字）开头：这样 App ID 中会出现两次团队 ID。
        # en: Remove the Team ID from the bundle identifier; Xcode adds the App ID prefix itself.
        team-id-in-bundle-id.fix = 从 Bundle Identifier 中删除团队 ID；Xcode 会自动加上 App ID 前缀。
        # en: An app ID repeats its Team ID (QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop).
        doubled-team-id.summary = App ID 重复了团队 ID（QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop）。
        # en: Write the Team ID once: QX7Y2K9L3M.com.example.shop.
        doubled-team-id.fix = 团队 ID 只写一次：QX7Y2K9L3M.com.example.shop。
        # en: The app ID a target builds (DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER) is not listed in the association file the project declares.
        app-id-not-in-association.summary = target 构建出的 App ID（DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER）没有列在项目声明的关联文件中。
        # en: Add the app ID to the manifest (or the AASA file), or build the bundle ID it lists.
        app-id-not-in-association.fix = 将该 App ID 添加到清单（或 AASA 文件）中，或改为构建其中列出的 Bundle ID。
        # en: The provisioning profile has expired.
        profile-expired.summary = 描述文件已过期。
        # en: Renew the profile in the developer portal.
        profile-expired.fix = 在开发者网站中续订描述文件。
        # en: The provisioning profile does not allow the Associated Domains entitlement the app's entitlements use; signing fails or drops it.
        profile-without-associated-domains.summary = 描述文件不允许使用 App 授权中用到的关联域授权；签名会失败，或该授权会被丢弃。
        # en: Enable Associated Domains for the App ID, then download the profile again.
        profile-without-associated-domains.fix = 为该 App ID 启用关联域（Associated Domains），然后重新下载描述文件。
        # en: The provisioning profile belongs to another team than the target's DEVELOPMENT_TEAM.
        profile-team-mismatch.summary = 描述文件属于另一个团队，而不是 target 的 DEVELOPMENT_TEAM。
        # en: Use a profile of the target's team, or correct DEVELOPMENT_TEAM.
        profile-team-mismatch.fix = 使用属于该 target 团队的描述文件，或更正 DEVELOPMENT_TEAM。
        # en: An android:autoVerify filter also lists a scheme other than http and https (Expo's exp+slug, Facebook's fb...): Android 12+ verifies none of its hosts.
        autoverify-custom-scheme.summary = android:autoVerify 过滤器还列出了 http 和 https 以外的 scheme（Expo 的 exp+slug、Facebook 的 fb...）：Android 12+ 不会验证其中任何主机。
        # en: Move the custom scheme into an intent filter of its own, without autoVerify.
        autoverify-custom-scheme.fix = 将自定义 scheme 移到单独的 intent 过滤器中，且不设置 autoVerify。
        # en: An android:autoVerify filter lacks ACTION_VIEW, CATEGORY_BROWSABLE or CATEGORY_DEFAULT: its hosts are not verified.
        autoverify-incomplete-filter.summary = android:autoVerify 过滤器缺少 ACTION_VIEW、CATEGORY_BROWSABLE 或 CATEGORY_DEFAULT：其主机不会被验证。
        # en: Add <category android:name="android.intent.category.BROWSABLE" /> and DEFAULT.
        autoverify-incomplete-filter.fix = 添加 <category android:name="android.intent.category.BROWSABLE" /> 和 DEFAULT。
        # en: A host of an android:autoVerify filter is not a domain name; Android leaves it out of verification.
        autoverify-invalid-host.summary = android:autoVerify 过滤器中的某个主机不是域名；Android 不会对其进行验证。
        # en: Write the host alone: example.com (or *.example.com).
        autoverify-invalid-host.fix = 只写主机名：example.com（或 *.example.com）。
        # en: An android:autoVerify filter with a web scheme names no host: nothing is verified.
        autoverify-without-host.summary = 带有 web scheme 的 android:autoVerify 过滤器没有指定主机：不会验证任何内容。
        # en: Add <data android:host="example.com" />.
        autoverify-without-host.fix = 添加 <data android:host="example.com" />。
        # en: The app targets Android 11 or lower: Android verifies every web host of every filter together, and one failure fails them all.
        android-hosts-verified-together.summary = App 的目标版本为 Android 11 或更低：Android 会一并验证所有过滤器的所有 web 主机，只要有一个失败，全部都会失败。
        # en: Target API 31 or higher (hosts are then verified one by one), or host assetlinks.json on every host.
        android-hosts-verified-together.fix = 将目标 API 设为 31 或更高（主机会逐个验证），或在每个主机上都托管 assetlinks.json。
        # en: A ${placeholder} in AndroidManifest.xml is not defined as a literal in manifestPlaceholders; the doctor cannot check that value.
        manifest-placeholder-unresolved.summary = AndroidManifest.xml 中的 ${placeholder} 未在 manifestPlaceholders 中定义为字面量；doctor 无法检查该值。
        # en: Define it in manifestPlaceholders (defaultConfig, the flavor or the build type).
        manifest-placeholder-unresolved.fix = 在 manifestPlaceholders 中定义它（defaultConfig、产品变种或构建类型中）。
        # en: A pathAdvancedPattern (or a group's advanced pattern) that Android's parser refuses: the app fails to install.
        android-pattern-invalid.summary = Android 解析器拒绝的 pathAdvancedPattern（或 group 的高级模式）：App 会安装失败。
        # en: Close the set or range; see the message for the exact reason.
        android-pattern-invalid.fix = 闭合字符集或范围；具体原因见消息。
        # en: A build variant's applicationId (with flavor and build-type suffixes) is not in the project's assetlinks.json or ulinks.json.
        package-not-in-assetlinks.summary = 某个构建变体的 applicationId（含产品变种和构建类型后缀）不在项目的 assetlinks.json 或 ulinks.json 中。
        # en: Add a statement for the package to assetlinks.json (ulinks.json "android").
        package-not-in-assetlinks.fix = 在 assetlinks.json（ulinks.json 的 "android"）中为该包添加一条声明。
        # en: A signing fingerprint is a placeholder (all zeros, one byte repeated, TODO, XX:XX:...).
        fingerprint-placeholder.summary = 签名指纹是占位符（全为零、同一字节重复、TODO、XX:XX:...）。
        # en: Use keytool -list -v (or the Play Console's App signing page) and copy the SHA-256.
        fingerprint-placeholder.fix = 使用 keytool -list -v（或 Play 管理中心的“应用签名”页面）并复制 SHA-256。
        # en: The certificate given with --signing-cert is not among the fingerprints the project lists.
        fingerprint-not-listed.summary = 通过 --signing-cert 提供的证书不在项目列出的指纹中。
        # en: Add its SHA-256 fingerprint to assetlinks.json (ulinks.json "android").
        fingerprint-not-listed.fix = 将其 SHA-256 指纹添加到 assetlinks.json（ulinks.json 的 "android"）中。
        # en: The only signing key known is Android's debug key (or the release build type signs with the debug config).
        fingerprint-debug-only.summary = 已知的唯一签名密钥是 Android 的调试密钥（或 release 构建类型使用调试配置签名）。
        # en: Sign releases with your release key and list its fingerprint (and Play's app signing key).
        fingerprint-debug-only.fix = 使用你的发布密钥为正式版签名，并列出其指纹（以及 Play 的应用签名密钥）。
        # en: The certificate given looks like your own key: with Play App Signing it is the upload key, whose fingerprint devices never see.
        fingerprint-upload-key.summary = 提供的证书看起来是你自己的密钥：启用 Play 应用签名后，它是上传密钥，设备永远看不到它的指纹。
        # en: Also list the app signing key from Play Console > App integrity > App signing.
        fingerprint-upload-key.fix = 同时列出 Play 管理中心 > 应用完整性 > 应用签名中的应用签名密钥。
        # en: A PKCS#12 keystore was given; its certificates are encrypted and no dependency of the doctor reads them.
        keystore-not-read.summary = 提供的是 PKCS#12 密钥库；其中的证书是加密的，doctor 的依赖项都无法读取。
        # en: Run keytool -exportcert -keystore FILE -alias ALIAS -file cert.der and pass --signing-cert cert.der.
        keystore-not-read.fix = 运行 keytool -exportcert -keystore FILE -alias ALIAS -file cert.der，然后传入 --signing-cert cert.der。
        # en: URLs the association file opens on iOS do not open the Android app: a path attribute or a <uri-relative-filter-group> leaves them out.
        android-blocks-ios-url.summary = 关联文件在 iOS 上会打开的 URL 无法打开 Android App：某个 path 属性或 <uri-relative-filter-group> 把它们排除在外。
        # en: Align the filter's paths and groups with the routes, or exclude the URLs on iOS too.
        android-blocks-ios-url.fix = 让过滤器的路径和 group 与路由保持一致，或在 iOS 上也排除这些 URL。
        # en: A domain of ulinks.json (or --manifest) is in no applinks: entry of the app's entitlements, or no verified Android host.
        domain-missing-from-project.summary = ulinks.json（或 --manifest）中的某个域名不在 App 授权的任何 applinks: 条目中，或不是已验证的 Android 主机。
        # en: Add applinks:HOST to the entitlements (and the host to the autoVerify filter); --fix-snippets prints them.
        domain-missing-from-project.fix = 在授权中添加 applinks:HOST（并将该主机加入 autoVerify 过滤器）；--fix-snippets 会输出所需代码片段。
        # en: The app lists a domain that ulinks.json does not declare: no association file is generated for it.
        domain-not-in-manifest.summary = App 列出了 ulinks.json 未声明的域名：不会为它生成关联文件。
        # en: Add the domain to ulinks.json, or remove it from the app.
        domain-not-in-manifest.fix = 将该域名添加到 ulinks.json，或从 App 中删除它。
        # en: An app ID of ulinks.json matches no target of the project.
        manifest-app-not-built.summary = ulinks.json 中的某个 App ID 与项目中的任何 target 都不匹配。
        # en: Check the Team ID and bundle ID, or remove the app from the manifest.
        manifest-app-not-built.fix = 检查团队 ID 和 Bundle ID，或从清单中删除该 App。
        # en: Flutter's own deep linking (FlutterDeepLinkingEnabled / flutter_deeplinking_enabled, on by default since Flutter 3.27) is on while a link plugin handles links.
        flutter-deeplinking-conflict.summary = Flutter 自带的深层链接（FlutterDeepLinkingEnabled / flutter_deeplinking_enabled，自 Flutter 3.27 起默认开启）处于开启状态，同时又有链接插件在处理链接。
        # en: Set FlutterDeepLinkingEnabled to false in Info.plist and flutter_deeplinking_enabled to false in AndroidManifest.xml.
        flutter-deeplinking-conflict.fix = 在 Info.plist 中将 FlutterDeepLinkingEnabled 设为 false，并在 AndroidManifest.xml 中将 flutter_deeplinking_enabled 设为 false。
        # en: 200, but larger than {maxFileSize} bytes
        m.200-but-larger-than-bytes = 200，但超过 {maxFileSize} 字节
        # en: 200, but not a valid association file
        m.200-but-not-a-valid-association = 200，但不是有效的关联文件
        # en: 200 with a valid file
        m.200-with-a-valid-file = 200，文件有效
        # en: a CDATA section is never closed
        m.a-cdata-section-is-never-closed = CDATA 段没有闭合
        # en: a '}' closes no block
        m.a-closes-no-block = '}' 没有对应的代码块可闭合
        # en: a CMS/PKCS#7 signed file (DER) that could not be unpacked
        m.a-cms-pkcs-7-signed-file = 无法解包的 CMS/PKCS#7 签名文件（DER）
        # en: a /* comment is never closed
        m.a-comment-is-never-closed = /* 注释没有闭合
        # en: a comment is never closed
        m.a-comment-is-never-closed.4af504 = 注释没有闭合
        # en: a <data> value has an odd number of hex digits
        m.a-data-value-has-an-odd = <data> 值的十六进制位数为奇数
        # en: a <data> value is never closed
        m.a-data-value-is-never-closed = <data> 值没有闭合
        # en: a dictionary '{' is never closed
        m.a-dictionary-is-never-closed = 字典 '{' 没有闭合
        # en: a dynamic rule has only "/", "?", "#" and "exclude"
        m.a-dynamic-rule-has-only-and = 动态规则只能包含 "/"、"?"、"#" 和 "exclude"
        # en: a dynamic rule is an object, found {typeDescription}
        m.a-dynamic-rule-is-an-object = 动态规则应为对象，实际为{typeDescription}
        # en: a fingerprint is a string, found {typeDescription}
        m.a-fingerprint-is-a-string-found = 指纹应为字符串，实际为{typeDescription}
        # en: a JavaScript module
        m.a-javascript-module = JavaScript 模块
        # en: a Jekyll page with YAML front matter
        m.a-jekyll-page-with-yaml-front = 带 YAML front matter 的 Jekyll 页面
        # en: a JSON object
        m.a-json-object = JSON 对象
        # en: a legacy path starting with "NOT " is an exclusion; this path cannot be written for iOS 12
        m.a-legacy-path-starting-with-not = 以 "NOT " 开头的旧式路径是排除规则；此路径无法写成 iOS 12 的形式
        # en: a literal backslash is written \\\\
        m.a-literal-backslash-is-written = 字面反斜杠要写成 \\\\
        # en: a manifest is a JSON object, found {typeDescription}
        m.a-manifest-is-a-json-object = 清单应为 JSON 对象，实际为{typeDescription}
        # en: a PDF document
        m.a-pdf-document = PDF 文档
        # en: a processing instruction is never closed
        m.a-processing-instruction-is-never-closed = 处理指令没有闭合
        # en: a quoted string is never closed
        m.a-quoted-string-is-never-closed = 带引号的字符串没有闭合
        # en: a relation is a string, found {typeDescription}; the whole statement is skipped
        m.a-relation-is-a-string-found = relation 应为字符串，实际为{typeDescription}；整条声明都会被跳过
        # en: a relation is not a string
        m.a-relation-is-not-a-string = relation 不是字符串
        # en: a second JSON value follows the first one; a file holds exactly one
        m.a-second-json-value-follows-the = 第一个 JSON 值之后还有第二个；一个文件只能包含一个值
        # en: a second root element
        m.a-second-root-element = 第二个根元素
        # en: a self-signed certificate has no chain
        m.a-self-signed-certificate-has-no = 自签名证书没有证书链
        # en: a sha256_cert_fingerprints entry is not a string
        m.a-sha256-cert-fingerprints-entry-is = sha256_cert_fingerprints 的某个条目不是字符串
        # en: a statement is an object, found {typeDescription}
        m.a-statement-is-an-object-found = 声明应为对象，实际为{typeDescription}
        # en: a statement needs a "target" object; Android skips this one
        m.a-statement-needs-a-target-object = 声明需要一个 "target" 对象；Android 会跳过这条声明
        # en: a statement needs "relation": ["{handleAllURLs}"]; Android skips this one
        m.a-statement-needs-relation-android-skips = 声明需要 "relation": ["{handleAllURLs}"]；Android 会跳过这条声明
        # en: a string
        m.a-string = 字符串
        # en: a string is never closed
        m.a-string-is-never-closed = 字符串没有闭合
        # en: a string or an object of item patterns
        m.a-string-or-an-object-of = 字符串或由条目模式组成的对象
        # en: a string or an object of strings
        m.a-string-or-an-object-of.aa022d = 字符串或由字符串组成的对象
        # en: a string pattern
        m.a-string-pattern = 字符串模式
        # en: a substitution variable of this rule has no values, so iOS never matches it; it is left out
        m.a-substitution-variable-of-this-rule = 此规则的某个替换变量没有值，因此 iOS 永远不会匹配它；已将其省略
        # en: a tag without a name
        m.a-tag-without-a-name = 没有名称的标签
        # en: a value in this "?" dictionary is not a string, so iOS ignores the whole dictionary and the rule matches any query
        m.a-value-in-this-dictionary-is = 此 "?" 字典中有一个值不是字符串，因此 iOS 会忽略整个字典，该规则会匹配任意查询
        # en: a web target needs "site"
        m.a-web-target-needs-site = web target 需要 "site"
        # en: a ZIP archive
        m.a-zip-archive = ZIP 归档
        # en: ; accepted in developer mode, as devices with ?mode=developer entries do
        m.accepted-in-developer-mode-as-devices = ；在开发者模式下可以接受，就像带 ?mode=developer 条目的设备那样
        # en: add a comma after the previous {item}
        m.add-a-comma-after-the-previous = 在前一个 {item} 后添加逗号
        # en: Add a detail with "appIDs": ["{app}"] to applinks.details.
        m.add-a-detail-with-appids-to = 在 applinks.details 中添加一个含 "appIDs": ["{app}"] 的条目。
        # en: Add <key>FlutterDeepLinkingEnabled</key><false/> to Info.plist (and flutter_deeplinking_enabled false in AndroidManifest.xml).
        m.add-key-flutterdeeplinkingenabled-key-false-to = 在 Info.plist 中添加 <key>FlutterDeepLinkingEnabled</key><false/>（并在 AndroidManifest.xml 中将 flutter_deeplinking_enabled 设为 false）。
        # en: add "percentEncoded": false, or write "{percentEncode}"
        m.add-percentencoded-false-or-write = 添加 "percentEncoded": false，或写成 "{percentEncode}"
        # en: add the closing {closeText}
        m.add-the-closing = 添加结束的 {closeText}
        # en: add the closing " (a line break inside a string must be written \\n)
        m.add-the-closing-a-line-break = 添加结束的 "（字符串中的换行必须写成 \\n）
        # en: add the closing "
        m.add-the-closing.3399f8 = 添加结束的 "
        # en: add the closing }
        m.add-the-closing.74e742 = 添加结束的 }
        # en: add "{key}" to "relation", or fix the key
        m.add-to-relation-or-fix-the = 将 "{key}" 添加到 "relation" 中，或更正该键
        # en: Allow anonymous GET of the file, including for the user agent AASA-Bot/1.0.0 (bot and geo blocking, WAF rules, authentication).
        m.allow-anonymous-get-of-the-file = 允许匿名 GET 该文件，包括用户代理 AASA-Bot/1.0.0 的请求（检查爬虫和地域屏蔽、WAF 规则、身份验证）。
        # en: \ (also {joined})
        m.also = （也列在 {joined} 中）
        # en: Also list {service}:{host} if links on {host2} should open the app.
        m.also-list-if-links-on-should = 如果 {host2} 上的链接也应打开 App，请同时列出 {service}:{host}。
        # en: an android_app target needs "package_name"
        m.an-android-app-target-needs-package = android_app target 需要 "package_name"
        # en: an android_app target needs "sha256_cert_fingerprints"
        m.an-android-app-target-needs-sha256 = android_app target 需要 "sha256_cert_fingerprints"
        # en: an array
        m.an-array = 数组
        # en: an array '(' is never closed
        m.an-array-is-never-closed = 数组 '(' 没有闭合
        # en: an array of {what}
        m.an-array-of = 由{what}组成的数组
        # en: an array of objects
        m.an-array-of-objects = 由对象组成的数组
        # en: an array of route objects
        m.an-array-of-route-objects = 由路由对象组成的数组
        # en: an array of strings
        m.an-array-of-strings = 字符串数组
        # en: an assetlinks.json file is a JSON array of statements, found {typeDescription}
        m.an-assetlinks-json-file-is-a = assetlinks.json 文件应为由声明组成的 JSON 数组，实际为{typeDescription}
        # en: an associatedDomains entry must be a string, found {typeDescription}
        m.an-associateddomains-entry-must-be-a = associatedDomains 条目必须是字符串，实际为{typeDescription}
        # en: an HTML page (often an error or login page served instead of the file)
        m.an-html-page-often-an-error = HTML 页面（通常是服务器返回的错误页或登录页，而不是该文件）
        # en: an include statement cannot also have "{key}"; Google's parser rejects the statement (invalid field)
        m.an-include-statement-cannot-also-have = include 声明不能同时包含 "{key}"；Google 的解析器会拒绝该声明（invalid field）
        # en: an intentFilters entry must be an object, found {typeDescription}
        m.an-intentfilters-entry-must-be-an = intentFilters 条目必须是对象，实际为{typeDescription}
        # en: an object
        m.an-object = 对象
        # en: an object mapping names to arrays of strings
        m.an-object-mapping-names-to-arrays = 将名称映射到字符串数组的对象
        # en: an object of name: [values]
        m.an-object-of-name-values = 形如 name: [values] 的对象
        # en: an object with an "apps" array
        m.an-object-with-an-apps-array = 包含 "apps" 数组的对象
        # en: an RTF document (saved by TextEdit in rich-text mode)
        m.an-rtf-document-saved-by-textedit = RTF 文档（由“文本编辑”以多信息文本模式保存）
        # en: an unnamed signer
        m.an-unnamed-signer = 未命名的签名者
        # en: an unrendered template with {{...}} or ${...} placeholders
        m.an-unrendered-template-with-or-placeholders = 带有 {{...}} 或 ${...} 占位符的未渲染模板
        # en: an XML document (perhaps a property list)
        m.an-xml-document-perhaps-a-property = XML 文档（可能是属性列表）
        # en: Android: {routeLabel}: {message}
        m.android = Android：{routeLabel}：{message}
        # en: "{s}": Android has no substitution variables; "$(" is matched literally
        m.android-has-no-substitution-variables-is = "{s}"：Android 没有替换变量；"$(" 会按字面匹配
        # en: Android refuses the pattern "{pattern}": {message}
        m.android-refuses-the-pattern = Android 拒绝模式 "{pattern}"：{message}
        # en: ; Android skips this statement
        m.android-skips-this-statement = ；Android 会跳过这条声明
        # en: another configuration
        m.another-configuration = 另一个配置
        # en: app ID "{value}" contains '*'; wildcards are never valid in an association file
        m.app-id-contains-wildcards-are-never = App ID "{value}" 包含 '*'；关联文件中永远不能使用通配符
        # en: app ID "{id}" is a placeholder (contains {String}) that was never filled in
        m.app-id-is-a-placeholder-contains = App ID "{id}" 是从未填写的占位符（包含 {String}）
        # en: app ID "{value}" is a placeholder (contains {marker}) that was never filled in
        m.app-id-is-a-placeholder-contains.23a2b9 = App ID "{value}" 是从未填写的占位符（包含 {marker}）
        # en: app ID is empty in {place}
        m.app-id-is-empty-in = App ID 为空（{place}）
        # en: app ID "{value}" is invalid: {reason}
        m.app-id-is-invalid = App ID "{value}" 无效：{reason}
        # en: App ID prefix "{String}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a = App ID 前缀 "{String}" 不是团队 ID（10 个字符，A-Z、0-9）；只有前缀与团队 ID 不同的老 App 才会这样
        # en: App ID prefix "{prefix}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a.9608e9 = App ID 前缀 "{prefix}" 不是团队 ID（10 个字符，A-Z、0-9）；只有前缀与团队 ID 不同的老 App 才会这样
        # en: app ID "{description}" repeats its prefix {prefix} at the start of the bundle ID: iOS never matches it against the app {fixed} (a full app ID pasted where the bundle ID was asked for?)
        m.app-id-repeats-its-prefix-at = App ID "{description}" 在 Bundle ID 开头重复了前缀 {prefix}：iOS 永远不会将它与 App {fixed} 匹配（是否在要求填写 Bundle ID 的位置粘贴了完整的 App ID？）
        # en: app ID strings
        m.app-id-strings = App ID 字符串
        # en: appclips entries cannot use a wildcard
        m.appclips-entries-cannot-use-a-wildcard = appclips 条目不能使用通配符
        # en: "appIDs" is empty: this detail names no app
        m.appids-is-empty-this-detail-names = "appIDs" 为空：此 details 条目没有指定任何 App
        # en: {line}: Apple's fetchers never follow redirects
        m.apple-s-fetchers-never-follow-redirects = {line}：Apple 的抓取程序从不跟随重定向
        # en: applinks ({count} app{count2})
        m.applinks-app = applinks（{count} 个 App）
        # en: applinks.apps must be an empty array; iOS 12 and older reject the file
        m.applinks-apps-must-be-an-empty = applinks.apps 必须是空数组；iOS 12 及更早版本会拒绝该文件
        # en: applinks.details is empty
        m.applinks-details-is-empty = applinks.details 为空
        # en: applinks entries cannot name a port (:{port}); the file is always fetched from port 443
        m.applinks-entries-cannot-name-a-port = applinks 条目不能指定端口（:{port}）；该文件始终从 443 端口获取
        # en: applinks has no "apps": []; iOS 12 and older reject the whole file
        m.applinks-has-no-apps-ios-12 = applinks 中没有 "apps": []；iOS 12 及更早版本会拒绝整个文件
        # en: applinks has no "details" array: no app is associated
        m.applinks-has-no-details-array-no = applinks 中没有 "details" 数组：没有关联任何 App
        # en: "applinks" lists no app
        m.applinks-lists-no-app = "applinks" 没有列出任何 App
        # en: {service}.apps lists no app
        m.apps-lists-no-app = {service}.apps 没有列出任何 App
        # en: assetlinks.json: {error}
        m.assetlinks-json = assetlinks.json: {error}
        # en: assetlinks.json: error[{code}]: {message}
        m.assetlinks-json-error = assetlinks.json: error[{code}]: {message}
        # en: assetlinks.json: the converted statement could not be read back
        m.assetlinks-json-the-converted-statement-could = assetlinks.json：无法读回转换后的声明
        # en: {url}: {seen}, at the legacy location only
        m.at-the-legacy-location-only = {url}：{seen}，仅位于旧位置
        # en: at the top level
        m.at-the-top-level = 在顶层
        # en: {label} belongs to {joined}, {name} to DEVELOPMENT_TEAM {team}
        m.belongs-to-to-development-team = {label} 属于 {joined}，而 {name} 属于 DEVELOPMENT_TEAM {team}
        # en: binary data
        m.binary-data = 二进制数据
        # en: block comment is never closed
        m.block-comment-is-never-closed = 块注释没有闭合
        # en: blocks nested more than {maximumDepth} deep; the rest is not read
        m.blocks-nested-more-than-deep-the = 代码块嵌套超过 {maximumDepth} 层；其余部分未读取
        # en: {name} builds {appID}, which {doNot} list{value}
        m.builds-which-list = {name} 构建的是 {appID}，但 {doNot}列出它{value}
        # en: \ (but {opens} comes first)
        m.but-comes-first = （但 {opens} 排在前面）
        # en: byte 0x{value}
        m.byte-0x = 字节 0x{value}
        # en: {parts} bytes
        m.bytes = {parts} 字节
        # en: {count} bytes, close to the {limit}-byte limit
        m.bytes-close-to-the-byte-limit = {count} 字节，接近 {limit} 字节的上限
        # en: {seen} bytes, larger than the limit of {limit} bytes
        m.bytes-larger-than-the-limit-of = {seen} 字节，超过 {limit} 字节的上限
        # en: {count} bytes (limit {limit})
        m.bytes-limit = {count} 字节（上限 {limit}）
        # en: '*' can only start the host, as '*.'
        m.can-only-start-the-host-as = '*' 只能出现在主机名开头，写成 '*.'
        # en: '{written}' cannot be converted to Punycode
        m.cannot-be-converted-to-punycode = '{written}' 无法转换为 Punycode
        # en: cannot be read ({describe})
        m.cannot-be-read = 无法读取（{describe}）
        # en: cannot be read ({why})
        m.cannot-be-read.79ac25 = 无法读取（{why}）
        # en: cannot be read
        m.cannot-be-read.906328 = 无法读取
        # en: cannot contain a path (not even a trailing '/')
        m.cannot-contain-a-path-not-even = 不能包含路径（即使是末尾的 '/' 也不行）
        # en: cannot contain a path (not even /)
        m.cannot-contain-a-path-not-even.948ba0 = 不能包含路径（即使是 / 也不行）
        # en: cannot contain login information
        m.cannot-contain-login-information = 不能包含登录信息
        # en: cannot have fragment identifiers
        m.cannot-have-fragment-identifiers = 不能包含片段标识符
        # en: cannot have query parameters
        m.cannot-have-query-parameters = 不能包含查询参数
        # en: cannot read the binary: {message}
        m.cannot-read-the-binary = 无法读取二进制文件：{message}
        # en: cannot set up TLS: {error}
        m.cannot-set-up-tls = 无法设置 TLS：{error}
        # en: carries login information (user@)
        m.carries-login-information-user = 带有登录信息（user@）
        # en: "caseSensitive": false: Android matches case-sensitively, so URLs that differ in case are decided differently
        m.casesensitive-false-android-matches-case-sensitively = "caseSensitive": false：Android 区分大小写进行匹配，因此仅大小写不同的 URL 会得到不同的判定结果
        # en: Check the firewall: port 443 must be open to Apple's CDN.
        m.check-the-firewall-port-443-must = 检查防火墙：443 端口必须对 Apple 的 CDN 开放。
        # en: Check the server's clock and the certificate's start date.
        m.check-the-server-s-clock-and = 检查服务器的时钟和证书的生效日期。
        # en: choose another name, e.g. "my{capitalizedFirst}"
        m.choose-another-name-e-g-my = 换一个名称，例如 "my{capitalizedFirst}"
        # en: ] closes an object opened with {
        m.closes-an-object-opened-with = ] 闭合了以 { 开始的对象
        # en: {wrongCloseText} closes an {name} opened with {open}
        m.closes-an-opened-with = {wrongCloseText} 闭合了以 {open} 开始的 {name}
        # en: CMS signed by {signer}; current iOS reads it, plain JSON is simpler
        m.cms-signed-by-current-ios-reads = 由 {signer} 进行 CMS 签名；当前的 iOS 能读取它，但纯 JSON 更简单
        # en: CMS signed by {signer}, whose certificate names {joined}, not {host}
        m.cms-signed-by-whose-certificate-names = 由 {signer} 进行 CMS 签名，其证书指定的是 {joined}，而不是 {host}
        # en: CMS signed file
        m.cms-signed-file = CMS 签名文件
        # en: CODE_SIGN_ENTITLEMENTS is not set
        m.code-sign-entitlements-is-not-set = 未设置 CODE_SIGN_ENTITLEMENTS
        # en: complete: verified up to a trusted root
        m.complete-verified-up-to-a-trusted = 完整：已验证至受信任的根证书
        # en: "components" is empty next to {paths} legacy path(s): iOS 13+ uses the empty list and matches nothing
        m.components-is-empty-next-to-legacy = "components" 为空，同时存在 {paths} 个旧式路径：iOS 13+ 会使用这个空列表，因此不匹配任何内容
        # en: Configure the server to send the full chain (leaf then intermediates).
        m.configure-the-server-to-send-the = 配置服务器发送完整的证书链（先是叶证书，然后是中间证书）。
        # en: connection refused (nothing listens on the port)
        m.connection-refused-nothing-listens-on-the = 连接被拒绝（该端口上没有服务在监听）
        # en: connection timed out
        m.connection-timed-out = 连接超时
        # en: contains a path ('{path}'); entitlements name hosts only
        m.contains-a-path-entitlements-name-hosts = 包含路径（'{path}'）；授权中只能写主机名
        # en: contains the scheme '{scheme}://'
        m.contains-the-scheme = 包含 scheme '{scheme}://'
        # en: contains '-' (use '_' in Java package names)
        m.contains-use-in-java-package-names = 包含 '-'（Java 包名中请使用 '_'）
        # en: contains white space
        m.contains-white-space = 包含空白字符
        # en: \ (Content-Length: {value})
        m.content-length = （Content-Length: {value}）
        # en: control character U+{value}
        m.control-character-u = 控制字符 U+{value}
        # en: {label} covers {bundleID} but does not allow com.apple.developer.associated-domains, which {name} signs with
        m.covers-but-does-not-allow-com = {label} 涵盖 {bundleID}，但不允许 {name} 签名时使用的 com.apple.developer.associated-domains
        # en: '{raw}' covers the subdomains of {host} but not {host2} itself
        m.covers-the-subdomains-of-but-not = '{raw}' 涵盖 {host} 的子域名，但不包括 {host2} 本身
        # en: {encoding}, decoded to {body} bytes (the limit applies to the decoded size)
        m.decoded-to-bytes-the-limit-applies = {encoding}，解码后为 {body} 字节（上限按解码后的大小计算）
        # en: decompress the file; servers may compress only with a Content-Encoding header
        m.decompress-the-file-servers-may-compress = 解压该文件；服务器只能在带有 Content-Encoding 标头时压缩内容
        # en: "defaults" apply to components only; this detail has only legacy paths
        m.defaults-apply-to-components-only-this = "defaults" 只作用于 components；此 details 条目只有旧式路径
        # en: defaults carry {joined}: undocumented (Apple documents only caseSensitive and percentEncoded), but iOS applies them to every rule that lacks the key
        m.defaults-carry-undocumented-apple-documents-only = defaults 中带有 {joined}：这是未记录的用法（Apple 文档只说明了 caseSensitive 和 percentEncoded），但 iOS 会将它们应用到所有缺少该键的规则
        # en: "details" is an object keyed by app ID (the iOS 9 form); iOS still reads it
        m.details-is-an-object-keyed-by = "details" 是以 App ID 为键的对象（iOS 9 的写法）；iOS 仍然能读取它
        # en: Devices in production and Apple's CDN will reject it. {trustFix}
        m.devices-in-production-and-apple-s = 生产环境中的设备和 Apple 的 CDN 都会拒绝它。{trustFix}
        # en: did not enter {display}: deeper than {depth} folders
        m.did-not-enter-deeper-than-folders = 未进入 {display}：超过 {depth} 层文件夹
        # en: did you mean "{near}"?
        m.did-you-mean = 你是不是想写 "{near}"？
        # en: Did you mean {guess}?
        m.did-you-mean.3fab32 = 你是不是想写 {guess}？
        # en: ; did you mean "{suggestion}"?
        m.did-you-mean.838553 = ；你是不是想写 "{suggestion}"？
        # en: ; did you mean "{value}"?
        m.did-you-mean.d5fe37 = ；你是不是想写 "{value}"？
        # en: ; did you mean $({value})?
        m.did-you-mean.f0c8c2 = ；你是不是想写 $({value})？
        # en: {joined} do not
        m.do-not = {joined} 没有
        # en: {sources} does not
        m.does-not = {sources} 没有
        # en: does not exist
        m.does-not-exist = 不存在
        # en: '{host}' ends in a number but is not an IPv4 address (four numbers of 0-255)
        m.ends-in-a-number-but-is = '{host}' 以数字结尾，但不是 IPv4 地址（四个 0-255 的数字）
        # en: has the label '{label}', which is not valid Punycode
        m.has-the-label-which-is-not = 含有标签 '{label}'，它不是有效的 Punycode
        # en: '{host}' is a single label (a top-level domain, not a domain of a site)
        m.is-a-single-label-a-top = '{host}' 只有一个标签（是顶级域名，不是网站的域名）
        # en: Nothing to run: npx cap sync copies the config into the native projects, and the doctor reads those.
        m.nothing-to-run-npx-cap-sync = 无需运行：npx cap sync 会把配置复制到原生项目中，doctor 读取的正是这些项目。
        # en: Run xcodegen generate, then run the doctor again.
        m.run-xcodegen-generate-then-run-the = 运行 xcodegen generate，然后再次运行 doctor。
        # en: {host} does not resolve
        m.does-not-resolve = 无法解析 {host}
        # en: {host} does not resolve ({dns})
        m.does-not-resolve.bb4d19 = 无法解析 {host}（{dns}）
        # en: domain "{domain}": {error}
        m.domain = 域名 "{domain}"：{error}
        # en: "domains" is empty: name the hosts the links live on
        m.domains-is-empty-name-the-hosts = "domains" 为空：请列出链接所在的主机
        # en: "dynamic_app_link_components" is {typeDescription}, not an array of rules
        m.dynamic-app-link-components-is-not = "dynamic_app_link_components" 是{typeDescription}，而不是由规则组成的数组
        # en: dynamic rules apply to Android apps; this statement's target is a web site
        m.dynamic-rules-apply-to-android-apps = 动态规则适用于 Android App；而这条声明的 target 是网站
        # en: element {key} of {displayPointer}
        m.element-of = {displayPointer} 的元素 {key}
        # en: elements nested more than {maximumDepth} deep
        m.elements-nested-more-than-deep = 元素嵌套超过 {maximumDepth} 层
        # en: empty entry
        m.empty-entry = 空条目
        # en: empty statement list
        m.empty-statement-list = 空的声明列表
        # en: end of file
        m.end-of-file = 文件末尾
        # en: ends with '/'
        m.ends-with = 以 '/' 结尾
        # en: entitlements: error[{code}]: {message}
        m.entitlements-error = entitlements: error[{code}]: {message}
        # en: entry {index} is a {typeName}, not a string
        m.entry-is-a-not-a-string = 条目 {index} 的类型是 {typeName}，而不是字符串
        # en: {count} error{count2}: {first}
        m.error = {count} 个错误：{first}
        # en: every URL (Android 14 and older)
        m.every-url-android-14-and-older = 所有 URL（Android 14 及更早版本）
        # en: every URL (no dynamic rules)
        m.every-url-no-dynamic-rules = 所有 URL（没有动态规则）
        # en: \ every URL on the domain: it has no "/", "?" or "#" key
        m.every-url-on-the-domain-it = 该域名上的所有 URL：它没有 "/"、"?" 或 "#" 键
        # en: "exclude" is true or false, found {typeDescription}
        m.exclude-is-true-or-false-found = "exclude" 应为 true 或 false，实际为{typeDescription}
        # en: "exclude": true
        m.exclude-true = "exclude": true
        # en: excluded by {joined}: opens in the browser
        m.excluded-by-opens-in-the-browser = 被 {joined} 排除：在浏览器中打开
        # en: excluded for {app}: opens in the browser
        m.excluded-for-opens-in-the-browser = 对 {app} 排除：在浏览器中打开
        # en: exclusion written "{prefix}"; iOS accepts it, but write "NOT " in capitals
        m.exclusion-written-ios-accepts-it-but = 排除规则写成了 "{prefix}"；iOS 能接受，但请将 "NOT " 写成大写
        # en: Exempt the file from rate limiting.
        m.exempt-the-file-from-rate-limiting = 让该文件不受速率限制。
        # en: {line}: expected 200
        m.expected-200 = {line}：应为 200
        # en: expected a key before ','
        m.expected-a-key-before = ',' 之前应有一个键
        # en: expected a single array of statements, found {typeDescription}
        m.expected-a-single-array-of-statements = 应为单个由声明组成的数组，实际为{typeDescription}
        # en: expected a value before {describeCharacter}
        m.expected-a-value-before = {describeCharacter} 之前应有一个值
        # en: {label} expired on {expires}
        m.expired-on = {label} 已于 {expires} 过期
        # en: expired on {date} ({_400} days ago)
        m.expired-on-days-ago = 已于 {date} 过期（{_400} 天前）
        # en: expires on {date}, in {days} day{days2}
        m.expires-on-in-day = 将于 {date} 过期，还剩 {days} 天
        # en: expo.android.intentFilters must be an array, found {typeDescription}
        m.expo-android-intentfilters-must-be-an = expo.android.intentFilters 必须是数组，实际为{typeDescription}
        # en: expo.ios.associatedDomains must be an array of strings, found {typeDescription}
        m.expo-ios-associateddomains-must-be-an = expo.ios.associatedDomains 必须是字符串数组，实际为{typeDescription}
        # en: expo.ios.bundleIdentifier must be a string, found {typeDescription}
        m.expo-ios-bundleidentifier-must-be-a = expo.ios.bundleIdentifier 必须是字符串，实际为{typeDescription}
        # en: Expo's development-build scheme\ 
        m.expo-s-development-build-scheme = Expo 开发构建的 scheme\ 
        # en: Facebook Login's scheme\ 
        m.facebook-login-s-scheme = Facebook 登录的 scheme\ 
        # en: file ends where a value was expected
        m.file-ends-where-a-value-was = 文件在应出现值的位置结束
        # en: file is {bytes} bytes; Apple's fetchers reject files over {maximumFileSize} bytes (128 KB)
        m.file-is-bytes-apple-s-fetchers = 文件大小为 {bytes} 字节；Apple 的抓取程序会拒绝超过 {maximumFileSize} 字节（128 KB）的文件
        # en: file is empty
        m.file-is-empty = 文件为空
        # en: file is UTF-16 encoded (it starts with a UTF-16 byte-order mark)
        m.file-is-utf-16-encoded-it = 文件采用 UTF-16 编码（以 UTF-16 字节顺序标记开头）
        # en: file starts with a UTF-8 byte-order mark (EF BB BF)
        m.file-starts-with-a-utf-8 = 文件以 UTF-8 字节顺序标记（EF BB BF）开头
        # en: {url}: {seen} (fine: current fetchers read /.well-known/ only)
        m.fine-current-fetchers-read-well-known = {url}：{seen}（没有问题：当前的抓取程序只读取 /.well-known/）
        # en: fingerprint {shown} contains white space; Android compares it as written
        m.fingerprint-contains-white-space-android-compares = 指纹 {shown} 包含空白字符；Android 会按原样比较
        # en: fingerprint {shown} has 20 bytes: a SHA-1 fingerprint; "sha256_cert_fingerprints" needs the SHA-256 one (32 bytes)
        m.fingerprint-has-20-bytes-a-sha = 指纹 {shown} 长 20 字节：这是 SHA-1 指纹；"sha256_cert_fingerprints" 需要 SHA-256 指纹（32 字节）
        # en: fingerprint {shown} has lower-case hex digits; Android needs upper case
        m.fingerprint-has-lower-case-hex-digits = 指纹 {shown} 中有小写十六进制数字；Android 要求大写
        # en: fingerprint {shown} has no colons between the bytes
        m.fingerprint-has-no-colons-between-the = 指纹 {shown} 的字节之间没有冒号
        # en: fingerprint {shown} is 20 bytes without colons: a SHA-1 fingerprint; Android needs the SHA-256 one
        m.fingerprint-is-20-bytes-without-colons = 指纹 {shown} 为 20 字节且没有冒号：这是 SHA-1 指纹；Android 需要 SHA-256 指纹
        # en: fingerprint {shown} is a placeholder, not a SHA-256 fingerprint (32 colon-separated upper-case hex bytes)
        m.fingerprint-is-a-placeholder-not-a = 指纹 {shown} 是占位符，而不是 SHA-256 指纹（32 个用冒号分隔的大写十六进制字节）
        # en: fingerprint {shown} is {bytes}; a SHA-256 fingerprint is 32 colon-separated upper-case hex bytes
        m.fingerprint-is-a-sha-256-fingerprint = 指纹 {shown} 为 {bytes}；SHA-256 指纹应为 32 个用冒号分隔的大写十六进制字节
        # en: Fix the certificate (see the TLS checks).
        m.fix-the-certificate-see-the-tls = 修复证书（参见 TLS 检查）。
        # en: Flutter's deep linking is switched on here while {name} ({display}) handles links: the two compete for every link
        m.flutter-s-deep-linking-is-switched = 此处开启了 Flutter 的深层链接，同时 {name}（{display}）也在处理链接：两者会争夺每一个链接
        # en: {raw} for a signed file
        m.for-a-signed-file = 签名文件使用了 {raw}
        # en: generated file: {severity}[{code}]: {message}
        m.generated-file = 生成的文件: {severity}[{code}]: {message}
        # en: gzip-compressed bytes
        m.gzip-compressed-bytes = gzip 压缩的字节
        # en: {name} handles links, and {joined} does not set FlutterDeepLinkingEnabled: Flutter 3.27 and later turn their own deep linking on by default
        m.handles-links-and-does-not-set = {name} 会处理链接，而 {joined} 没有设置 FlutterDeepLinkingEnabled：Flutter 3.27 及更高版本默认开启其自带的深层链接
        # en: '{host}' has a character other than letters, digits, '-' and '_'
        m.has-a-character-other-than-letters = '{host}' 包含字母、数字、'-' 和 '_' 以外的字符
        # en: has a character outside A-Z a-z 0-9 _ in "{segment}"
        m.has-a-character-outside-a-z = "{segment}" 中包含 A-Z a-z 0-9 _ 以外的字符
        # en: has a fragment identifier; a site is scheme://host[:port] only
        m.has-a-fragment-identifier-a-site = 包含片段标识符；site 只能是 scheme://host[:port]
        # en: '{host}' has a label that starts or ends with '-'
        m.has-a-label-that-starts-or = '{host}' 中有以 '-' 开头或结尾的标签
        # en: "?" has a non-string value, so iOS ignores it (any query); the rule is written without "?"
        m.has-a-non-string-value-so = "?" 中有非字符串的值，因此 iOS 会忽略它（匹配任意查询）；写出的规则不含 "?"
        # en: has a segment starting with a digit ("{segment}")
        m.has-a-segment-starting-with-a = 有以数字开头的段（"{segment}"）
        # en: '{host}' has an empty or over-long label
        m.has-an-empty-or-over-long = '{host}' 中有空标签或过长的标签
        # en: has an empty segment (a leading, trailing or double '.')
        m.has-an-empty-segment-a-leading = 有空段（开头、末尾或连续的 '.'）
        # en: has an invalid detail "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-detail-lower-case = detail 部分 "{parts}" 无效（只能包含小写字母、数字、_ 和 .）
        # en: has an invalid kind "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-kind-lower-case = kind 部分 "{parts}" 无效（只能包含小写字母、数字、_ 和 .）
        # en: has an invalid port "{port}"
        m.has-an-invalid-port = 端口 "{port}" 无效
        # en: has more than one '/'
        m.has-more-than-one = 包含多个 '/'
        # en: has no '/': a relation is kind/detail
        m.has-no-a-relation-is-kind = 没有 '/'：relation 的格式是 kind/detail
        # en: {value} has no applinks: entry
        m.has-no-applinks-entry = {value} 没有 applinks: 条目
        # en: '*{written}' has no dot after the wildcard; iOS only understands '*.'
        m.has-no-dot-after-the-wildcard = '*{written}' 的通配符后面没有点；iOS 只认识 '*.'
        # en: has no host
        m.has-no-host = 没有主机
        # en: ${{name}} has no literal manifestPlaceholders value{map}
        m.has-no-literal-manifestplaceholders-value = ${{name}} 在 manifestPlaceholders 中没有字面量值{map}
        # en: has no scheme; write https://host
        m.has-no-scheme-write-https-host = 没有 scheme；请写成 https://host
        # en: '{raw}' has no service prefix
        m.has-no-service-prefix = '{raw}' 没有服务前缀
        # en: "{s}" has non-ASCII characters; URLs carry them percent-encoded, so it never matches
        m.has-non-ascii-characters-urls-carry = "{s}" 包含非 ASCII 字符；URL 中这些字符是百分号编码的，因此永远不会匹配
        # en: has one segment; an Android application ID has at least two (com.example)
        m.has-one-segment-an-android-application = 只有一段；Android 应用 ID 至少需要两段（com.example）
        # en: has query parameters; a site is scheme://host[:port] only
        m.has-query-parameters-a-site-is = 包含查询参数；site 只能是 scheme://host[:port]
        # en: in a component
        m.in-a-component = 在组件中
        # en: in a detail
        m.in-a-detail = 在 details 条目中
        # en: in a statement
        m.in-a-statement = 在声明中
        # en: in a web target
        m.in-a-web-target = 在 web target 中
        # en: in an android_app target
        m.in-an-android-app-target = 在 android_app target 中
        # en: in applinks
        m.in-applinks = 在 applinks 中
        # en: '{shown}' in <data>: only hex digits belong there
        m.in-data-only-hex-digits-belong = <data> 中的 '{shown}'：这里只能出现十六进制数字
        # en: in defaults
        m.in-defaults = 在 defaults 中
        # en: "$(" in "{source}" is not closed by ")"; it is matched literally
        m.in-is-not-closed-by-it = "{source}" 中的 "$(" 没有以 ")" 闭合；它将按字面匹配
        # en: in the handle_all_urls extension
        m.in-the-handle-all-urls-extension = 在 handle_all_urls 扩展中
        # en: '/' in the tag <{name}> is not followed by '>'
        m.in-the-tag-is-not-followed = 标签 <{name}> 中的 '/' 后面没有 '>'
        # en: "include" {problem}
        m.include = "include" 字段{problem}
        # en: "include" {problem}: Google refuses it (MALFORMED_CONTENT)
        m.include-google-refuses-it-malformed-content = "include" {problem}：Google 会拒绝它（MALFORMED_CONTENT）
        # en: "include" is an http:// URL: a secure file cannot include an insecure one, so Android ignores it
        m.include-is-an-http-url-a = "include" 是 http:// URL：安全的文件不能包含不安全的文件，因此 Android 会忽略它
        # en: "include" is an https:// URL string, found {typeDescription}
        m.include-is-an-https-url-string = "include" 应为 https:// URL 字符串，实际为{typeDescription}
        # en: "include" is not a URL string
        m.include-is-not-a-url-string = "include" 不是 URL 字符串
        # en: "include" is not an http(s) URL: {url}
        m.include-is-not-an-http-s = "include" 不是 http(s) URL：{url}
        # en: "include" is not an https:// URL: "{url}"
        m.include-is-not-an-https-url = "include" 不是 https:// URL："{url}"
        # en: '<' inside the value of {name} (write &lt;)
        m.inside-the-value-of-write-lt = {name} 的值中有 '<'（请写成 &lt;）
        # en: Install a certificate for {host} issued by a public certificate authority.
        m.install-a-certificate-for-issued-by = 为 {host} 安装由公共证书颁发机构签发的证书。
        # en: Install a certificate whose subject alternative names include {host} (or *.{parent}).
        m.install-a-certificate-whose-subject-alternative = 安装一个主题备用名称（SAN）包含 {host}（或 *.{parent}）的证书。
        # en: invalid escape \\{trimmingQuotes} in a string
        m.invalid-escape-in-a-string = 字符串中有无效的转义 \\{trimmingQuotes}
        # en: invalid field next to "include": an include statement has no relation or target
        m.invalid-field-next-to-include-an = "include" 旁有无效字段：include 声明不能有 relation 或 target
        # en: invalid package name "{package}"
        m.invalid-package-name = 包名 "{package}" 无效
        # en: invalid relation "{relation}" (expected kind/detail such as delegate_permission/common.handle_all_urls)
        m.invalid-relation-expected-kind-detail-such = relation "{relation}" 无效（应为 kind/detail 格式，例如 delegate_permission/common.handle_all_urls）
        # en: invalid UTF-8 byte 0x{hex}
        m.invalid-utf-8-byte-0x = 无效的 UTF-8 字节 0x{hex}
        # en: invalid UTF-8 byte 0x{hex} inside a string
        m.invalid-utf-8-byte-0x-inside = 字符串中有无效的 UTF-8 字节 0x{hex}
        # en: invisible zero-width character is not JSON whitespace
        m.invisible-zero-width-character-is-not = 不可见的零宽字符不是 JSON 空白字符
        # en: iOS 12 compares paths case-sensitively; drop "caseSensitive": false or set "legacy": false
        m.ios-12-compares-paths-case-sensitively = iOS 12 区分大小写比较路径；请删除 "caseSensitive": false，或设置 "legacy": false
        # en: iOS 12 compares paths percent-encoded; drop "percentEncoded": false or set "legacy": false
        m.ios-12-compares-paths-percent-encoded = iOS 12 按百分号编码形式比较路径；请删除 "percentEncoded": false，或设置 "legacy": false
        # en: iOS 12 has no substitution variables; spell the values out or set "legacy": false
        m.ios-12-has-no-substitution-variables = iOS 12 没有替换变量；请逐一写出这些值，或设置 "legacy": false
        # en: iOS 12 paths decide {value} differently from the iOS 13 components
        m.ios-12-paths-decide-differently-from = iOS 12 的 paths 对 {value} 的判定与 iOS 13 的 components 不同
        # en: iOS 12 paths ignore the fragment; remove "#" or set "legacy": false
        m.ios-12-paths-ignore-the-fragment = iOS 12 的 paths 会忽略片段；请删除 "#"，或设置 "legacy": false
        # en: iOS 12 paths ignore the query; remove "?" or set "legacy": false
        m.ios-12-paths-ignore-the-query = iOS 12 的 paths 会忽略查询；请删除 "?"，或设置 "legacy": false
        # en: iOS 13+ uses only "components" and iOS 12 only "paths"; keep them in step
        m.ios-13-uses-only-components-and = iOS 13+ 只使用 "components"，iOS 12 只使用 "paths"；请保持两者同步
        # en: "{name}" is a built-in variable and cannot be redefined
        m.is-a-built-in-variable-and = "{name}" 是内置变量，不能重新定义
        # en: "{value}" is a bundle ID without the App ID prefix (Team ID)
        m.is-a-bundle-id-without-the = "{value}" 是缺少 App ID 前缀（团队 ID）的 Bundle ID
        # en: "?" is a dictionary of query parameters, found {typeDescription}
        m.is-a-dictionary-of-query-parameters = "?" 应为查询参数字典，实际为{typeDescription}
        # en: is a directory
        m.is-a-directory = 是目录
        # en: "{s}" is a full URL; "/" matches the path only
        m.is-a-full-url-matches-the = "{s}" 是完整的 URL；"/" 只匹配路径
        # en: "{s}" is a literal path, not an exclusion: NOT must be followed by a space
        m.is-a-literal-path-not-an = "{s}" 是字面路径，而不是排除规则：NOT 后面必须跟一个空格
        # en: is a non-HTTP URL (the scheme is http or https)
        m.is-a-non-http-url-the = 是非 HTTP URL（scheme 应为 http 或 https）
        # en: {entitlementKey} is a {typeName}, not an array of strings
        m.is-a-not-an-array-of = {entitlementKey} 的类型是 {typeName}，而不是字符串数组
        # en: "{key}" is a pattern string, found {typeDescription}
        m.is-a-pattern-string-found = "{key}" 应为模式字符串，实际为{typeDescription}
        # en: "{text}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate = "{text}" 是占位符，而不是证书指纹
        # en: "{fingerprint}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate.929a6b = "{fingerprint}" 是占位符，而不是证书指纹
        # en: "?": "{s}" is a string; on Android "?" is a dictionary of query parameters, and a string makes Android ignore every dynamic rule of this statement
        m.is-a-string-on-android-is = "?": "{s}" 是字符串；在 Android 上 "?" 是查询参数字典，写成字符串会导致 Android 忽略这条声明的所有动态规则
        # en: "?": "{s}" is a string pattern; Android reads "?" only as a dictionary of parameters, so the rule is left out{value}
        m.is-a-string-pattern-android-reads = "?": "{s}" 是字符串模式；Android 只把 "?" 当作参数字典读取，因此已省略该规则{value}
        # en: {display} is a symbolic link to a place outside the folder; not followed
        m.is-a-symbolic-link-to-a = {display} 是指向文件夹之外的符号链接；未跟随
        # en: {id} is already listed in detail {earlier}; iOS uses only the first detail for an app, so these rules are ignored (our reading of Apple's documentation)
        m.is-already-listed-in-detail-ios = {id} 已在 details 条目 {earlier} 中列出；iOS 对一个 App 只使用第一个 details 条目，因此这些规则会被忽略（这是我们对 Apple 文档的理解）
        # en: "{key}" is an AASA option Android does not have; Android ignores every dynamic rule of this statement
        m.is-an-aasa-option-android-does = "{key}" 是 Android 没有的 AASA 选项；Android 会忽略这条声明的所有动态规则
        # en: '{written}' is an IP address; only developer mode may use one
        m.is-an-ip-address-only-developer = '{written}' 是 IP 地址；只有开发者模式可以使用 IP 地址
        # en: {file} is Android's debug certificate: release builds are signed with another key
        m.is-android-s-debug-certificate-release = {file} 是 Android 的调试证书：release 构建使用的是另一个密钥
        # en: {key} is computed ({raw}); the doctor checks literals only
        m.is-computed-the-doctor-checks-literals = {key} 是计算得出的（{raw}）；doctor 只检查字面量
        # en: is empty
        m.is-empty = 为空
        # en: {entitlementKey} is empty
        m.is-empty.2b19d7 = {entitlementKey} 为空
        # en: {domain} is in the manifest, but Android verifies no such host for the app{isEmpty}
        m.is-in-the-manifest-but-android = {domain} 在清单中，但 Android 没有为该 App 验证这个主机{isEmpty}
        # en: {domain} is in the manifest, but no applinks:{host} entry is in the app's entitlements{isEmpty}
        m.is-in-the-manifest-but-no = {domain} 在清单中，但 App 的授权中没有 applinks:{host} 条目{isEmpty}
        # en: {app} is in the manifest, but the project's targets build {joined}
        m.is-in-the-manifest-but-the = {app} 在清单中，但项目的 target 构建的是 {joined}
        # en: {display} is JavaScript; the doctor runs none (npx expo config --json > app.config.json gives it a file to read)
        m.is-javascript-the-doctor-runs-none = {display} 是 JavaScript；doctor 不运行任何 JavaScript（运行 npx expo config --json > app.config.json 可生成一个供其读取的文件）
        # en: is larger than {limit} bytes (not read)
        m.is-larger-than-bytes-not-read = 超过 {limit} 字节（未读取）
        # en: {app} is listed for applinks{also}
        m.is-listed-for-applinks = {app} 已列在 applinks 中{also}
        # en: {app} is listed only for {joined}, not applinks
        m.is-listed-only-for-not-applinks = {app} 只列在 {joined} 中，没有列在 applinks 中
        # en: is longer than 253 characters
        m.is-longer-than-253-characters = 超过 253 个字符
        # en: "{host}" is not a domain name; Android leaves it out of verification
        m.is-not-a-domain-name-android = "{host}" 不是域名；Android 不会对其进行验证
        # en: "{s}" is not a host name: {problem}
        m.is-not-a-host-name = "{s}" 不是主机名：{problem}
        # en: '{word}' is not a JSON number
        m.is-not-a-json-number = '{word}' 不是 JSON 数字
        # en: '{value}' is not a mode
        m.is-not-a-mode = '{value}' 不是有效的 mode
        # en: '{digits}' is not a port number
        m.is-not-a-port-number = '{digits}' 不是端口号
        # en: "{f}" is not a SHA-256 fingerprint (32 upper-case hex bytes separated by ':')
        m.is-not-a-sha-256-fingerprint = "{f}" 不是 SHA-256 指纹（32 个用 ':' 分隔的大写十六进制字节）
        # en: '{written}' is not a valid host name: {reason}
        m.is-not-a-valid-host-name = '{written}' 不是有效的主机名：{reason}
        # en: '{raw}' is not a valid JSON number
        m.is-not-a-valid-json-number = '{raw}' 不是有效的 JSON 数字
        # en: '{text}' is not a valid URL: {reason}
        m.is-not-a-valid-url = '{text}' 不是有效的 URL：{reason}
        # en: is not a valid URL (no scheme://)
        m.is-not-a-valid-url-no = 不是有效的 URL（没有 scheme://）
        # en: is not a valid URL (the port is not 1-65535)
        m.is-not-a-valid-url-the = 不是有效的 URL（端口不在 1-65535 范围内）
        # en: is not a valid URL (the host name)
        m.is-not-a-valid-url-the.91917e = 不是有效的 URL（主机名有误）
        # en: '{bad}' is not allowed (letters, digits and '-' only)
        m.is-not-allowed-letters-digits-and = 不允许使用 '{bad}'（只能使用字母、数字和 '-'）
        # en: '{bad}' is not allowed (letters, digits, '.' and '-' only)
        m.is-not-allowed-letters-digits-and.f781ad = 不允许使用 '{bad}'（只能使用字母、数字、'.' 和 '-'）
        # en: '?{item}' is not allowed; only ?mode= is
        m.is-not-allowed-only-mode-is = 不允许使用 '?{item}'；只允许 ?mode=
        # en: "{package}" is not an Android package name (dot-separated identifiers, at least two)
        m.is-not-an-android-package-name = "{package}" 不是 Android 包名（由点分隔的标识符，至少两段）
        # en: "{s}" is not an app ID of the form TEAMID.bundle.id (10-character team ID)
        m.is-not-an-app-id-of = "{s}" 不是 TEAMID.bundle.id 格式的 App ID（团队 ID 为 10 个字符）
        # en: '{name}' is not an Associated Domains service
        m.is-not-an-associated-domains-service = '{name}' 不是关联域服务
        # en: is not an http or https URL
        m.is-not-an-http-or-https = 不是 http 或 https URL
        # en: '[{hostText}]' is not an IPv6 address
        m.is-not-an-ipv6-address = '[{hostText}]' 不是 IPv6 地址
        # en: '{written}' is not ASCII; entitlements need the Punycode (IDNA) form
        m.is-not-ascii-entitlements-need-the = '{written}' 不是 ASCII；授权中需要使用 Punycode（IDNA）形式
        # en: $({name}) is not defined in substitutionVariables; it matches nothing
        m.is-not-defined-in-substitutionvariables-it = $({name}) 未在 substitutionVariables 中定义；它不匹配任何内容
        # en: {name}: $({joined}) is not defined in the project or its .xcconfig files; Xcode expands it to nothing, so {key} is '{value}' unless the build's environment defines it
        m.is-not-defined-in-the-project = {name}：$({joined}) 未在项目或其 .xcconfig 文件中定义；Xcode 将其展开为空，因此除非构建环境定义了它，{key} 为 '{value}'
        # en: $({name}) is not defined, so iOS never matches this rule; it is left out
        m.is-not-defined-so-ios-never = $({name}) 未定义，因此 iOS 永远不会匹配此规则；已将其省略
        # en: {fingerprint} ({subject}) is not in {joined}
        m.is-not-in = {fingerprint}（{subject}）不在 {joined} 中
        # en: {app} is not in the file: opens in the browser
        m.is-not-in-the-file-opens = {app} 不在该文件中：在浏览器中打开
        # en: '{word}' is not JSON; write false
        m.is-not-json-write-false = '{word}' 不是 JSON；请写成 false
        # en: '{word}' is not JSON; write null
        m.is-not-json-write-null = '{word}' 不是 JSON；请写成 null
        # en: '{word}' is not JSON; write true
        m.is-not-json-write-true = '{word}' 不是 JSON；请写成 true
        # en: '{line}' is not KEY = value, #include or a comment
        m.is-not-key-value-include-or = '{line}' 既不是 KEY = value，也不是 #include 或注释
        # en: {app} is not listed for applinks{value}
        m.is-not-listed-for-applinks = {app} 没有列在 applinks 中{value}
        # en: {app} is not listed in the file (apps: {joined})
        m.is-not-listed-in-the-file = {app} 未在该文件中列出（apps：{joined}）
        # en: '{string}' is not <prefix>.<bundle ID>
        m.is-not-prefix-bundle-id = '{string}' 不是 <前缀>.<Bundle ID> 格式
        # en: {path} is outside the project folder (not read)
        m.is-outside-the-project-folder-not = {path} 位于项目文件夹之外（未读取）
        # en: is outside the project folder (not read)
        m.is-outside-the-project-folder-not.6c34d3 = 位于项目文件夹之外（未读取）
        # en: {entitlementsSetting} is outside the project folder (not read)
        m.is-outside-the-project-folder-not.f33861 = {entitlementsSetting} 位于项目文件夹之外（未读取）
        # en: it carries login information (user@)
        m.it-carries-login-information-user = 它带有登录信息（user@）
        # en: it contains white space or a control character
        m.it-contains-white-space-or-a = 它包含空白字符或控制字符
        # en: it ends with a dot
        m.it-ends-with-a-dot = 它以点结尾
        # en: it has an empty label
        m.it-has-an-empty-label = 它有空标签
        # en: it has an empty or too long label
        m.it-has-an-empty-or-too = 它有空标签或过长的标签
        # en: it has no '.' between the App ID prefix and the bundle ID
        m.it-has-no-between-the-app = App ID 前缀和 Bundle ID 之间没有 '.'
        # en: it is empty
        m.it-is-empty = 它为空
        # en: it is longer than 253 characters
        m.it-is-longer-than-253-characters = 它超过 253 个字符
        # en: it is not <prefix>.<bundle ID>
        m.it-is-not-prefix-bundle-id = 它不是 <前缀>.<Bundle ID> 格式
        # en: JSON does not allow comments
        m.json-does-not-allow-comments = JSON 不允许注释
        # en: JSON file
        m.json-file = JSON 文件
        # en: keep one "{key}" and merge the values
        m.keep-one-and-merge-the-values = 只保留一个 "{key}"，并合并其值
        # en: key "{key}" appears more than once in this object; parsers disagree on which value wins
        m.key-appears-more-than-once-in = 键 "{key}" 在此对象中出现了多次；各解析器对哪个值生效看法不一
        # en: key '{word}' must be in double quotes
        m.key-must-be-in-double-quotes = 键 '{word}' 必须放在双引号中
        # en: keys must use double quotes ("), not single quotes (')
        m.keys-must-use-double-quotes-not = 键必须使用双引号（"），而不是单引号（'）
        # en: known keys here: {value}
        m.known-keys-here = 此处可用的键：{value}
        # en: {target} ({configuration}) lacks applinks:{joined}, which {owner} lists
        m.lacks-applinks-which-lists = {target}（{configuration}）缺少 {owner} 中列出的 applinks:{joined}
        # en: larger than {limit} bytes: reading stopped at {body} bytes{declared}
        m.larger-than-bytes-reading-stopped-at = 超过 {limit} 字节：读取到 {body} 字节时停止{declared}
        # en: larger than the limit of {limit} bytes (stopped reading after {seen} bytes)
        m.larger-than-the-limit-of-bytes = 超过 {limit} 字节的上限（读取 {seen} 字节后停止）
        # en: Leave room: shrink the file.
        m.leave-room-shrink-the-file = 留出余量：精简文件。
        # en: legacy path "{path}" has '?', a one-character wildcard (kept as such): if it was meant as a query, Android, like iOS, never matches it
        m.legacy-path-has-a-one-character = 旧式路径 "{path}" 包含 '?'，即单字符通配符（保持原样）：如果它本意是查询，Android 和 iOS 一样，永远不会匹配它
        # en: line {line}, column {column}:\ 
        m.line-column = 第 {line} 行，第 {column} 列：
        # en: List each App Clip host explicitly, e.g. appclips:{host}.
        m.list-each-app-clip-host-explicitly = 逐一明确列出每个 App Clip 主机，例如 appclips:{host}。
        # en: list each app ID in full
        m.list-each-app-id-in-full = 完整列出每个 App ID
        # en: \ (listed: {value}, a Team ID or App ID prefix mix-up?)
        m.listed-a-team-id-or-app = （已列出：{value}，是否混淆了团队 ID 和 App ID 前缀？）
        # en: ; listed apps: {joined}
        m.listed-apps = ；列出的 App：{joined}
        # en: "{id}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id = "{id}" 看起来是文档中的示例 App ID
        # en: "{value}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id.70e14c = "{value}" 看起来是文档中的示例 App ID
        # en: {file} ({subject}) looks like your own key: with Play App Signing devices see the app signing key instead
        m.looks-like-your-own-key-with = {file}（{subject}）看起来是你自己的密钥：启用 Play 应用签名后，设备看到的是应用签名密钥
        # en: Make the server answer TLS on port 443 (a proxy or firewall may be holding connections).
        m.make-the-server-answer-tls-on = 让服务器在 443 端口上响应 TLS（代理或防火墙可能挂起了连接）。
        # en: malformed certificate fingerprint "{text}" (32 upper-case hex pairs separated by colons)
        m.malformed-certificate-fingerprint-32-upper-case = 证书指纹 "{text}" 格式有误（应为 32 对用冒号分隔的大写十六进制数字）
        # en: malformed dynamic rules
        m.malformed-dynamic-rules = 动态规则格式有误
        # en: match the query with the "?" key
        m.match-the-query-with-the-key = 使用 "?" 键匹配查询
        # en: "?": "*" matches any query; the rule is written without "?"
        m.matches-any-query-the-rule-is = "?": "*" 匹配任意查询；写出的规则不含 "?"
        # en: missing ':' after key "{key}"
        m.missing-after-key = 键 "{key}" 后面缺少 ':'
        # en: missing '=' after the key "{key}"
        m.missing-after-the-key = 键 "{key}" 后面缺少 '='
        # en: missing ';' after the value of "{key}"
        m.missing-after-the-value-of = "{key}" 的值后面缺少 ';'
        # en: missing ',' between array elements
        m.missing-between-array-elements = 数组元素之间缺少 ','
        # en: missing comma between {name} {item}s
        m.missing-comma-between-s = {name} 的 {item} 之间缺少逗号
        # en: more than {domainLimit} domains are listed (this is the {domainLimit2}st)
        m.more-than-domains-are-listed-this = 列出的域名超过 {domainLimit} 个（这是第 {domainLimit2} 个）
        # en: more than {maximumElements} elements
        m.more-than-elements = 超过 {maximumElements} 个元素
        # en: Move (or copy) the file to /.well-known/apple-app-site-association: Apple's CDN and iOS 9.3+ read only that location.
        m.move-or-copy-the-file-to = 将文件移动（或复制）到 /.well-known/apple-app-site-association：Apple 的 CDN 和 iOS 9.3+ 只读取该位置。
        # en: "{key}" must be {expected}, found {typeDescription}
        m.must-be-found = "{key}" 必须是{expected}，实际为{typeDescription}
        # en: {displayPointer} must be {expected}, found {typeDescription}
        m.must-be-found.32b71e = {displayPointer} 必须是{expected}，实际为{typeDescription}
        # en: must be {expected}, found {typeDescription}
        m.must-be-found.b51910 = 必须是{expected}，实际为{typeDescription}
        # en: "?" names {joined}: a parameter repeated in a URL is decided differently (iOS needs every occurrence to match, Android one)
        m.names-a-parameter-repeated-in-a = "?" 中指定了 {joined}：对于在 URL 中重复出现的参数，两个平台的判定不同（iOS 要求每次出现都匹配，Android 只要求一次）
        # en: namespace {typeDescription} is not "android_app" or "web"
        m.namespace-is-not-android-app-or = namespace {typeDescription} 不是 "android_app" 或 "web"
        # en: no address to connect to
        m.no-address-to-connect-to = 没有可连接的地址
        # en: no answer ({seen})
        m.no-answer = 没有响应（{seen}）
        # en: no App ID prefix (Team ID): a bundle ID alone
        m.no-app-id-prefix-team-id = 没有 App ID 前缀（团队 ID）：只有 Bundle ID
        # en: no app matches: opens in the browser
        m.no-app-matches-opens-in-the = 没有匹配的 App：在浏览器中打开
        # en: no '.' between App ID prefix and bundle ID
        m.no-between-app-id-prefix-and = App ID 前缀和 Bundle ID 之间没有 '.'
        # en: no cipher suite in common, or the server rejected the host name (SNI) {host}
        m.no-cipher-suite-in-common-or = 没有共同支持的密码套件，或服务器拒绝了主机名（SNI）{host}
        # en: no complete response
        m.no-complete-response = 没有完整的响应
        # en: no complete response within {format} s: timed out {phase}
        m.no-complete-response-within-s-timed = {format} 秒内没有完整的响应：超时（{phase}）
        # en: no connection to port 443: {why}
        m.no-connection-to-port-443 = 无法连接到 443 端口：{why}
        # en: no connection within {format} s
        m.no-connection-within-s = {format} 秒内未建立连接
        # en: no Content-Type header
        m.no-content-type-header = 没有 Content-Type 标头
        # en: no DNS names
        m.no-dns-names = 没有 DNS 名称
        # en: {url}: {seen} (no file at the legacy location either)
        m.no-file-at-the-legacy-location = {url}：{seen}（旧位置上也没有文件）
        # en: {line}: no file at /.well-known/apple-app-site-association
        m.no-file-at-well-known-apple = {line}：/.well-known/apple-app-site-association 处没有文件
        # en: no file (status {status})
        m.no-file-status = 没有文件（状态码 {status}）
        # en: no host
        m.no-host = 没有主机
        # en: no package_name field
        m.no-package-name-field = 没有 package_name 字段
        # en: no readable file
        m.no-readable-file = 没有可读取的文件
        # en: no relation
        m.no-relation = 没有 relation
        # en: no relation (the array is empty)
        m.no-relation-the-array-is-empty = 没有 relation（数组为空）
        # en: no result
        m.no-result = 没有结果
        # en: no root element
        m.no-root-element = 没有根元素
        # en: no route to host
        m.no-route-to-host = 没有到主机的路由
        # en: no rule of {app} matches: opens in the browser
        m.no-rule-of-matches-opens-in = {app} 的规则都不匹配：在浏览器中打开
        # en: no scheme:// (write https://host/...)
        m.no-scheme-write-https-host = 没有 scheme://（请写成 https://host/...）
        # en: no services
        m.no-services = 没有服务
        # en: no sha256_cert_fingerprints field
        m.no-sha256-cert-fingerprints-field = 没有 sha256_cert_fingerprints 字段
        # en: no statement names {package}
        m.no-statement-names = 没有声明指定 {package}
        # en: no statement names the target
        m.no-statement-names-the-target = 没有声明指定该 target
        # en: no such file
        m.no-such-file = 文件不存在
        # en: no system trust store (none of {joined}): install the ca-certificates package, or pass --ca FILE
        m.no-system-trust-store-none-of = 没有系统信任存储（{joined} 均不存在）：请安装 ca-certificates 软件包，或传入 --ca FILE
        # en: no target specified
        m.no-target-specified = 未指定 target
        # en: no TLS version in common (Apple requires TLS 1.2 or later)
        m.no-tls-version-in-common-apple = 没有共同支持的 TLS 版本（Apple 要求 TLS 1.2 或更高版本）
        # en: no Xcode project, AndroidManifest.xml, Expo app.json or .app bundle under {path}
        m.no-xcode-project-androidmanifest-xml-expo = {path} 下没有 Xcode 项目、AndroidManifest.xml、Expo app.json 或 .app 包
        # en: non-breaking space (U+00A0) is not JSON whitespace
        m.non-breaking-space-u-00a0-is = 不换行空格（U+00A0）不是 JSON 空白字符
        # en: not an association file
        m.not-an-association-file = 不是关联文件
        # en: not <App ID prefix>.<bundle ID>
        m.not-app-id-prefix-bundle-id = 不是 <App ID 前缀>.<Bundle ID> 格式
        # en: not colon-separated hex pairs
        m.not-colon-separated-hex-pairs = 不是用冒号分隔的十六进制数对
        # en: not evaluated: the certificate's dates already reject it
        m.not-evaluated-the-certificate-s-dates = 未评估：证书的有效期已导致其被拒绝
        # en: not fetched: Apple's fetchers reject the certificate
        m.not-fetched-apple-s-fetchers-reject = 未获取：Apple 的抓取程序会拒绝该证书
        # en: not fetched: no TLS connection
        m.not-fetched-no-tls-connection = 未获取：没有 TLS 连接
        # en: not read: larger than the limit
        m.not-read-larger-than-the-limit = 未读取：超过上限
        # en: not redirected
        m.not-redirected = 没有重定向
        # en: {encoding}: not requested and not decoded
        m.not-requested-and-not-decoded = {encoding}：请求中未要求，且未解码
        # en: not signed (plain JSON, as current iOS expects)
        m.not-signed-plain-json-as-current = 未签名（纯 JSON，符合当前 iOS 的要求）
        # en: not trusted: issued by {issuer}, which does not lead to a trusted root
        m.not-trusted-issued-by-which-does = 不受信任：由 {issuer} 签发，无法追溯到受信任的根证书
        # en: not valid before {date}
        m.not-valid-before = 在 {date} 之前无效
        # en: object opened here is never closed
        m.object-opened-here-is-never-closed = 此处开始的对象没有闭合
        # en: {differing} of {opened} URLs on {host} that the association file opens on iOS do not open the app on Android: {shown}
        m.of-urls-on-that-the-association = 关联文件在 iOS 上会打开的 {host} 上的 {opened} 个 URL 中，有 {differing} 个在 Android 上不会打开 App：{shown}
        # en: only letters, digits and '-' may appear in a label
        m.only-letters-digits-and-may-appear = 标签中只能出现字母、数字和 '-'
        # en: '{written}' only resolves on the device itself; only developer mode may use it
        m.only-resolves-on-the-device-itself = '{written}' 只能在设备本机上解析；只有开发者模式可以使用它
        # en: {name} opened here is never closed
        m.opened-here-is-never-closed = 此处开始的 {name} 没有闭合
        # en: opens {app}
        m.opens = 打开 {app}
        # en: opens {opens}
        m.opens.924f99 = 打开 {opens}
        # en: package name "{name}" {problem}
        m.package-name = 包名 "{name}" {problem}
        # en: "package_name" is a string, found {typeDescription}
        m.package-name-is-a-string-found = "package_name" 应为字符串，实际为{typeDescription}
        # en: \ (packages listed: {joined})
        m.packages-listed = （已列出的包：{joined}）
        # en: path "{s}" contains '?' before name=value: '?' is a one-character wildcard and legacy paths ignore the query
        m.path-contains-before-name-value-is = 路径 "{s}" 中的 '?' 后面跟着 name=value：'?' 是单字符通配符，并且旧式路径会忽略查询
        # en: path "{s}" contains '#'; legacy paths are matched against the path only
        m.path-contains-legacy-paths-are-matched = 路径 "{s}" 包含 '#'；旧式路径只与路径部分匹配
        # en: path "{s}" is a full URL; legacy paths match the path only
        m.path-is-a-full-url-legacy = 路径 "{s}" 是完整的 URL；旧式路径只匹配路径部分
        # en: path pattern "{s}" contains '?' before name=value: here '?' is a one-character wildcard, not a query
        m.path-pattern-contains-before-name-value = 路径模式 "{s}" 中的 '?' 后面跟着 name=value：这里的 '?' 是单字符通配符，而不是查询
        # en: path pattern "{s}" does not start with '/': iOS reads it as "/{s2}"
        m.path-pattern-does-not-start-with = 路径模式 "{s}" 不以 '/' 开头：iOS 会将其读作 "/{s2}"
        # en: path pattern "{s}" is a full URL; patterns match the path only
        m.path-pattern-is-a-full-url = 路径模式 "{s}" 是完整的 URL；模式只匹配路径
        # en: pattern "{s}" has non-ASCII characters but percentEncoded is true: URLs carry them percent-encoded, so it never matches
        m.pattern-has-non-ascii-characters-but = 模式 "{s}" 包含非 ASCII 字符，但 percentEncoded 为 true：URL 中这些字符是百分号编码的，因此永远不会匹配
        # en: pattern "{pattern}" has '$(' without a closing ')'
        m.pattern-has-without-a-closing = 模式 "{pattern}" 中的 '$(' 缺少对应的 ')'
        # en: "{k}" pattern "{s}" starts with '{k2}', which is not part of the URL's {k3}
        m.pattern-starts-with-which-is-not = "{k}" 模式 "{s}" 以 '{k2}' 开头，而它不属于 URL 的{k3}
        # en: pattern uses $({name}), which is neither defined in substitutionVariables nor a built-in; the rule never matches{value}
        m.pattern-uses-which-is-neither-defined = 模式使用了 $({name})，它既没有在 substitutionVariables 中定义，也不是内置变量；该规则永远不会匹配{value}
        # en: "percentEncoded": false: Android compares URLs as written (percent-encoded), so encoded characters are decided differently
        m.percentencoded-false-android-compares-urls-as = "percentEncoded": false：Android 按原样（百分号编码形式）比较 URL，因此含编码字符的 URL 会得到不同的判定结果
        # en: permission denied
        m.permission-denied = 没有权限
        # en: {keystore}: print its certificate's SHA-256 with keytool -list -v -keystore {keystore2}, or export it with keytool -exportcert -keystore {keystore3} -alias ALIAS -file cert.der and pass --signing-cert cert.der
        m.print-its-certificate-s-sha-256 = {keystore}：用 keytool -list -v -keystore {keystore2} 输出其证书的 SHA-256，或用 keytool -exportcert -keystore {keystore3} -alias ALIAS -file cert.der 导出证书，然后传入 --signing-cert cert.der
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with {first}, shaped like a Team ID: the app ID becomes {team}.{bundleID2}
        m.product-bundle-identifier-starts-with-shaped = {name}：PRODUCT_BUNDLE_IDENTIFIER {bundleID} 以形如团队 ID 的 {first} 开头：App ID 会变成 {team}.{bundleID2}
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with the Team ID {team}: the app ID is {team2}.{bundleID2}
        m.product-bundle-identifier-starts-with-the = {name}：PRODUCT_BUNDLE_IDENTIFIER {bundleID} 以团队 ID {team} 开头：App ID 为 {team2}.{bundleID2}
        # en: Publish an A or AAAA record for {host}.
        m.publish-an-a-or-aaaa-record = 为 {host} 发布 A 或 AAAA 记录。
        # en: publish the JSON object itself, not code that exports it
        m.publish-the-json-object-itself-not = 发布 JSON 对象本身，而不是导出它的代码
        # en: Put '*.' at the start of the host, or list each host.
        m.put-at-the-start-of-the = 在主机名开头加上 '*.'，或逐一列出每个主机。
        # en: Put the file at /.well-known/apple-app-site-association (no extension) and check the server's rules for dot-folders.
        m.put-the-file-at-well-known = 将文件放在 /.well-known/apple-app-site-association（不带扩展名），并检查服务器对以点开头的文件夹的规则。
        # en: put the include and the statement in two separate objects
        m.put-the-include-and-the-statement = 将 include 和该声明放在两个独立的对象中
        # en: query parameter "{name}": "{pattern}" accepts an absent parameter on iOS; on Android the parameter must be present
        m.query-parameter-accepts-an-absent-parameter = 查询参数 "{name}"："{pattern}" 在 iOS 上允许参数不存在；而在 Android 上该参数必须存在
        # en: query parameters with "*" constrain nothing on iOS and are left out
        m.query-parameters-with-constrain-nothing-on = 值为 "*" 的查询参数在 iOS 上不构成任何限制，已将其省略
        # en: {line}: rate limited
        m.rate-limited = {line}：受到速率限制
        # en: raw control character U+{hex} inside a string; escape it
        m.raw-control-character-u-inside-a = 字符串中有未转义的控制字符 U+{hex}；请将其转义
        # en: redirect without a Location header
        m.redirect-without-a-location-header = 重定向缺少 Location 标头
        # en: refused: {host} resolves to the internal address {address} (a server's redirect cannot make the checker reach internal services; --resolve allows it)
        m.refused-resolves-to-the-internal-address = 已拒绝：{host} 解析到内部地址 {address}（服务器的重定向不能让检查器访问内部服务；--resolve 可以允许）
        # en: rejected, and the server presented no readable certificate
        m.rejected-and-the-server-presented-no = 被拒绝，且服务器没有提供可读取的证书
        # en: rejected: the certificate is outside its validity period (issued by {issuer})
        m.rejected-the-certificate-is-outside-its = 被拒绝：证书不在有效期内（由 {issuer} 签发）
        # en: "relation_extensions" has "{key}", which is not in this statement's "relation" list; Android ignores it
        m.relation-extensions-has-which-is-not = "relation_extensions" 中有 "{key}"，但它不在这条声明的 "relation" 列表中；Android 会忽略它
        # en: "relation_extensions" is an object keyed by relation, found {typeDescription}
        m.relation-extensions-is-an-object-keyed = "relation_extensions" 应为以 relation 为键的对象，实际为{typeDescription}
        # en: "relation" is a non-empty array of strings such as "{handleAllURLs}", found {value}
        m.relation-is-a-non-empty-array = "relation" 应为由字符串组成的非空数组（例如 "{handleAllURLs}"），实际为{value}
        # en: "relation" is not an array
        m.relation-is-not-an-array = "relation" 不是数组
        # en: relation "{relation}" is not one Android or Chrome acts on{value}
        m.relation-is-not-one-android-or = relation "{relation}" 不是 Android 或 Chrome 会处理的 relation{value}
        # en: relation "{relation}" {problem}; the whole statement is skipped
        m.relation-the-whole-statement-is-skipped = relation "{relation}" {problem}；整条声明都会被跳过
        # en: Remove ':{digits}'.
        m.remove = 删除 ':{digits}'。
        # en: Remove :{port} and serve the file on port 443.
        m.remove-and-serve-the-file-on = 删除 :{port}，并在 443 端口上提供该文件。
        # en: remove "{key}": Android matches case-sensitively, as written (percent-encoded)
        m.remove-android-matches-case-sensitively-as = 删除 "{key}"：Android 按原样（百分号编码形式）区分大小写进行匹配
        # en: Remove '{path}'; choose paths in the apple-app-site-association file instead.
        m.remove-choose-paths-in-the-apple = 删除 '{path}'；改为在 apple-app-site-association 文件中选择路径。
        # en: Remove one of them.
        m.remove-one-of-them = 删除其中一个。
        # en: remove the comma after the last {item}
        m.remove-the-comma-after-the-last = 删除最后一个 {item} 后面的逗号
        # en: remove the enclosing [ and ]
        m.remove-the-enclosing-and = 删除外层的 [ 和 ]
        # en: remove the front matter, or put the file under a folder Jekyll copies verbatim
        m.remove-the-front-matter-or-put = 删除 front matter，或将文件放到 Jekyll 会原样复制的文件夹中
        # en: Remove the spaces: iOS reads the entry literally.
        m.remove-the-spaces-ios-reads-the = 删除空格：iOS 会按字面读取该条目。
        # en: Remove the trailing slash: {text}.
        m.remove-the-trailing-slash = 删除末尾的斜杠：{text}。
        # en: Remove '{item}'.
        m.remove.b36561 = 删除 '{item}'。
        # en: rename "{key}" to "{suggestion}"
        m.rename-to = 将 "{key}" 重命名为 "{suggestion}"
        # en: render the template before publishing
        m.render-the-template-before-publishing = 发布前先渲染模板
        # en: render the template before publishing, or write the real value
        m.render-the-template-before-publishing-or = 发布前先渲染模板，或写入实际的值
        # en: Renew the certificate (and automate renewal).
        m.renew-the-certificate-and-automate-renewal = 续订证书（并设置自动续订）。
        # en: Renew the certificate before it expires.
        m.renew-the-certificate-before-it-expires = 在证书过期前续订。
        # en: '{raw}' repeats entry {index} ('{raw2}')
        m.repeats-entry = '{raw}' 与条目 {index}（'{raw2}'）重复
        # en: {what} {appID} repeats the Team ID {parts}
        m.repeats-the-team-id = {what} {appID} 重复了团队 ID {parts}
        # en: \ (--resolve {value})
        m.resolve = （--resolve {value}）
        # en: {host} resolves{overridden}
        m.resolves = {host} 可以解析{overridden}
        # en: {host} resolves to no address
        m.resolves-to-no-address = {host} 没有解析到任何地址
        # en: route {map}: {value}
        m.route = 路由 {map}：{value}
        # en: route {value}
        m.route.3cb767 = 路由 {value}
        # en: rule {pointer}
        m.rule = 规则 {pointer}
        # en: Run ulinks validate on the file and fix every error.
        m.run-ulinks-validate-on-the-file = 对该文件运行 ulinks validate，并修复所有错误。
        # en: Run ulinks validate on the file.
        m.run-ulinks-validate-on-the-file.e1a94b = 对该文件运行 ulinks validate。
        # en: save as plain text (TextEdit: Format > Make Plain Text) with straight quotes
        m.save-as-plain-text-textedit-format = 存储为纯文本（“文本编辑”：格式 > 制作纯文本），并使用直引号
        # en: save the file as UTF-8
        m.save-the-file-as-utf-8 = 将文件另存为 UTF-8
        # en: save the file as UTF-8 without a byte-order mark
        m.save-the-file-as-utf-8.d22a2a = 将文件另存为不带字节顺序标记的 UTF-8
        # en: self-signed ({subject}): no system trusts it
        m.self-signed-no-system-trusts-it = 自签名（{subject}）：没有任何系统信任它
        # en: Send Content-Type: application/pkcs7-mime for a CMS signed file.
        m.send-content-type-application-pkcs7-mime = 对 CMS 签名文件发送 Content-Type: application/pkcs7-mime。
        # en: Send Content-Type: {expected}; current fetchers tolerate others, iOS 8 and many validators reject them.
        m.send-content-type-current-fetchers-tolerate = 发送 Content-Type: {expected}；当前的抓取程序能容忍其他类型，但 iOS 8 和许多验证工具会拒绝。
        # en: Send Content-Type: {expected}; current iOS tolerates its absence, older iOS and many validators do not.
        m.send-content-type-current-ios-tolerates = 发送 Content-Type: {expected}；当前的 iOS 能容忍缺少该标头，但旧版 iOS 和许多验证工具不能。
        # en: Serve HTTPS on port 443.
        m.serve-https-on-port-443 = 在 443 端口上提供 HTTPS 服务。
        # en: Serve HTTPS on port 443 and let Apple's CDN (any address) through the firewall.
        m.serve-https-on-port-443-and = 在 443 端口上提供 HTTPS 服务，并让 Apple 的 CDN（任意地址）通过防火墙。
        # en: Serve the file as a complete HTTP response with a correct Content-Length.
        m.serve-the-file-as-a-complete = 以完整的 HTTP 响应提供该文件，并带上正确的 Content-Length。
        # en: Serve the file as a static file; fix the server error.
        m.serve-the-file-as-a-static = 以静态文件形式提供该文件；并修复服务器错误。
        # en: Serve the file as a static file close to the edge; slow answers time out.
        m.serve-the-file-as-a-static.73f010 = 以静态文件形式在靠近边缘的位置提供该文件；响应过慢会超时。
        # en: Serve the file directly at {url} with status 200; Apple does not follow the redirect.
        m.serve-the-file-directly-at-with = 直接在 {url} 以状态码 200 提供该文件；Apple 不会跟随重定向。
        # en: Serve the file itself with status 200 at this exact URL, without redirecting.
        m.serve-the-file-itself-with-status = 在这个确切的 URL 上以状态码 200 直接提供文件本身，不要重定向。
        # en: Serve the file quickly and completely (a static file, not a slow backend); Apple's fetchers give up.
        m.serve-the-file-quickly-and-completely = 快速、完整地提供该文件（使用静态文件，而不是缓慢的后端）；否则 Apple 的抓取程序会放弃。
        # en: Serve the file uncompressed or gzip-encoded only when the request accepts it.
        m.serve-the-file-uncompressed-or-gzip = 以未压缩形式提供该文件；只有请求接受 gzip 时才使用 gzip 编码。
        # en: Serve the file with status 200.
        m.serve-the-file-with-status-200 = 以状态码 200 提供该文件。
        # en: Serve the file with status 200 instead.
        m.serve-the-file-with-status-200.011263 = 改为以状态码 200 提供该文件。
        # en: serve the included file over https
        m.serve-the-included-file-over-https = 通过 https 提供被包含的文件
        # en: serve the JSON file itself at this path with status 200 and Content-Type application/json
        m.serve-the-json-file-itself-at = 在此路径上直接提供 JSON 文件本身，状态码为 200，Content-Type 为 application/json
        # en: Serve TLS 1.2 or later with a certificate for {host} on port 443.
        m.serve-tls-1-2-or-later = 在 443 端口上提供 TLS 1.2 或更高版本，并使用 {host} 的证书。
        # en: {line}: server error
        m.server-error = {line}：服务器错误
        # en: Set CODE_SIGN_ENTITLEMENTS for {configuration} to {entitlements} (or one with the same applinks: entries).
        m.set-code-sign-entitlements-for-to = 将 {configuration} 的 CODE_SIGN_ENTITLEMENTS 设为 {entitlements}（或另一个包含相同 applinks: 条目的文件）。
        # en: "sha256_cert_fingerprints" is a non-empty array of fingerprints, found {value}
        m.sha256-cert-fingerprints-is-a-non = "sha256_cert_fingerprints" 应为由指纹组成的非空数组，实际为{value}
        # en: sha256_cert_fingerprints is not an array
        m.sha256-cert-fingerprints-is-not-an = sha256_cert_fingerprints 不是数组
        # en: sha256_cert_fingerprints must contain at least one certificate
        m.sha256-cert-fingerprints-must-contain-at = sha256_cert_fingerprints 必须至少包含一个证书
        # en: {target} ({configuration}) ships without the Associated Domains entitlement: {why}, while {configuration2} lists applinks:{joined}
        m.ships-without-the-associated-domains-entitlement = {target}（{configuration}）在发布时缺少关联域授权：{why}，而 {configuration2} 列出了 applinks:{joined}
        # en: Shrink the file below 128 KB: merge rules with wildcards, drop unused apps, remove whitespace.
        m.shrink-the-file-below-128-kb = 将文件精简到 128 KB 以下：用通配符合并规则、删除不用的 App、去掉空白字符。
        # en: sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON
        m.sign-with-openssl-smime-sign-nodetach = 使用 openssl smime -sign -nodetach -outform DER 签名，或直接提供纯 JSON
        # en: Sign with the TLS identity of {host}, or serve plain JSON (iOS 9 and later do not need a signature).
        m.sign-with-the-tls-identity-of = 使用 {host} 的 TLS 身份签名，或直接提供纯 JSON（iOS 9 及更高版本不需要签名）。
        # en: \ (signed entitlements)
        m.signed-entitlements = （已签名的授权）
        # en: site "{text}" {problem}
        m.site = site 值 "{text}" {problem}
        # en: "site" is a URL string, found {typeDescription}
        m.site-is-a-url-string-found = "site" 应为 URL 字符串，实际为{typeDescription}
        # en: '&' starts no entity (write &amp;)
        m.starts-no-entity-write-amp = '&' 没有开始任何实体（请写成 &amp;）
        # en: "{s}" starts with '#', which is not part of the fragment: it must match a literal '#'
        m.starts-with-which-is-not-part = "{s}" 以 '#' 开头，而它不属于片段：它必须匹配一个字面的 '#'
        # en: statement dropped: {why}
        m.statement-dropped = 已丢弃声明：{why}
        # en: statement {index} of {source} names the target for {joined}, not {relation}
        m.statement-of-names-the-target-for = {source} 的声明 {index} 为 {joined} 指定了该 target，而不是 {relation}
        # en: statement {index} of {source} names {package} with fingerprint{listed} {joined}, not {joined2}
        m.statement-of-names-with-fingerprint-not = {source} 的声明 {index} 为 {package} 指定的指纹是 {joined}，而不是 {joined2}
        # en: stopped after {entries} files and folders, in {display}
        m.stopped-after-files-and-folders-in = 在 {display} 中处理 {entries} 个文件和文件夹后停止
        # en: stopped reading: the byte budget ({totalBytes} bytes) for the folder is spent
        m.stopped-reading-the-byte-budget-bytes = 已停止读取：该文件夹的字节预算（{totalBytes} 字节）已用完
        # en: string is never closed
        m.string-is-never-closed = 字符串没有闭合
        # en: string is not closed before the end of the line
        m.string-is-not-closed-before-the = 字符串在行尾之前没有闭合
        # en: strings must use double quotes ("), not single quotes (')
        m.strings-must-use-double-quotes-not = 字符串必须使用双引号（"），而不是单引号（'）
        # en: subdomains of {host} (not {host2} itself)
        m.subdomains-of-not-itself = {host} 的子域名（不包括 {host2} 本身）
        # en: substitution variable "{name}" has no values; patterns using it never match
        m.substitution-variable-has-no-values-patterns = 替换变量 "{name}" 没有值；使用它的模式永远不会匹配
        # en: substitution variable "{name}" is never used
        m.substitution-variable-is-never-used = 替换变量 "{name}" 从未被使用
        # en: substitution variable name "{name}" is invalid: it must be non-empty and contain no $, ( or )
        m.substitution-variable-name-is-invalid-it = 替换变量名 "{name}" 无效：它不能为空，且不能包含 $、( 或 )
        # en: substitution variable "{name}" redefines the built-in $({name2})
        m.substitution-variable-redefines-the-built-in = 替换变量 "{name}" 重新定义了内置变量 $({name2})
        # en: substitution variables expanded into {total} rules
        m.substitution-variables-expanded-into-rules = 替换变量展开为 {total} 条规则
        # en: "target" is an object, found {typeDescription}; Android skips this statement
        m.target-is-an-object-found-android = "target" 应为对象，实际为{typeDescription}；Android 会跳过这条声明
        # en: text after the IPv6 address
        m.text-after-the-ipv6-address = IPv6 地址后面还有文本
        # en: text after the root element
        m.text-after-the-root-element = 根元素后面还有文本
        # en: text before the root element
        m.text-before-the-root-element = 根元素前面还有文本
        # en: the Android app "{package}" has no signing-certificate fingerprint
        m.the-android-app-has-no-signing = Android App "{package}" 没有签名证书指纹
        # en: the app lists {host}, which the manifest's domains do not declare
        m.the-app-lists-which-the-manifest = App 列出了 {host}，但清单的 domains 中没有声明它
        # en: the attribute {name} appears twice in <{name2}>
        m.the-attribute-appears-twice-in = 属性 {name} 在 <{name2}> 中出现了两次
        # en: the attribute {name} has no '=' and value
        m.the-attribute-has-no-and-value = 属性 {name} 没有 '=' 和值
        # en: the binary has no code signature (no LC_CODE_SIGNATURE)
        m.the-binary-has-no-code-signature = 二进制文件没有代码签名（没有 LC_CODE_SIGNATURE）
        # en: the binary property list is damaged
        m.the-binary-property-list-is-damaged = 二进制属性列表已损坏
        # en: the binary's code signature has no entitlements blob (was it signed with entitlements?)
        m.the-binary-s-code-signature-has = 二进制文件的代码签名中没有授权数据块（签名时是否带上了授权？）
        # en: the block {name} is never closed
        m.the-block-is-never-closed = 代码块 {name} 没有闭合
        # en: the build configuration {string} is not defined in the file
        m.the-build-configuration-is-not-defined = 文件中未定义构建配置 {string}
        # en: the {path} build type signs with the debug key ({raw}): its fingerprint is the debug keystore's
        m.the-build-type-signs-with-the = 构建类型 {path} 使用调试密钥签名（{raw}）：其指纹就是调试密钥库的指纹
        # en: the certificate is for {names}, not {host}
        m.the-certificate-is-for-not = 证书适用于 {names}，而不是 {host}
        # en: the certificate names {host}
        m.the-certificate-names = 证书包含 {host}
        # en: the chain ends at {subject}, which is not a trusted root
        m.the-chain-ends-at-which-is = 证书链止于 {subject}，它不是受信任的根证书
        # en: the closing tag </{closing}> has no '>'
        m.the-closing-tag-has-no = 结束标签 </{closing}> 没有 '>'
        # en: the CMS envelope cannot be read: {message}
        m.the-cms-envelope-cannot-be-read = 无法读取 CMS 信封：{message}
        # en: the codesign entitlements text is not nested as codesign prints it
        m.the-codesign-entitlements-text-is-not = codesign 授权文本的嵌套结构与 codesign 的输出格式不一致
        # en: the configuration list {listID} is not defined in the file
        m.the-configuration-list-is-not-defined = 文件中未定义配置列表 {listID}
        # en: the connection failed: {why}
        m.the-connection-failed = 连接失败：{why}
        # en: the DOCTYPE is never closed
        m.the-doctype-is-never-closed = DOCTYPE 没有闭合
        # en: the element <{name}> is never closed
        m.the-element-is-never-closed = 元素 <{name}> 没有闭合
        # en: the entitlements have no {entitlementKey} key
        m.the-entitlements-have-no-key = 授权中没有 {entitlementKey} 键
        # en: the extension of "{key}" is an object, found {typeDescription}
        m.the-extension-of-is-an-object = "{key}" 的扩展应为对象，实际为{typeDescription}
        # en: the file
        m.the-file = 该文件
        # en: the file declares no service: applinks, webcredentials, appclips or activitycontinuation
        m.the-file-declares-no-service-applinks = 该文件没有声明任何服务：applinks、webcredentials、appclips 或 activitycontinuation
        # en: the file ends where a value was expected
        m.the-file-ends-where-a-value = 文件在应出现值的位置结束
        # en: the file is a JSON array (an assetlinks.json statement list?); an apple-app-site-association file is a JSON object
        m.the-file-is-a-json-array = 该文件是 JSON 数组（是 assetlinks.json 的声明列表吗？）；apple-app-site-association 文件应是 JSON 对象
        # en: the file is a ZIP archive (an .ipa?); pass it to ulinks doctor, or pass the app's binary
        m.the-file-is-a-zip-archive = 该文件是 ZIP 归档（是 .ipa 吗？）；请将其传给 ulinks doctor，或传入 App 的二进制文件
        # en: the file is {bytes} bytes; keep it under {maximumFileSize}
        m.the-file-is-bytes-keep-it = 文件大小为 {bytes} 字节；请控制在 {maximumFileSize} 以内
        # en: the file is empty
        m.the-file-is-empty = 文件为空
        # en: the file is not a property list (XML or binary)
        m.the-file-is-not-a-property = 该文件不是属性列表（XML 或二进制格式）
        # en: the file is not a valid association file with an "applinks" service
        m.the-file-is-not-a-valid = 该文件不是包含 "applinks" 服务的有效关联文件
        # en: the file is not JSON
        m.the-file-is-not-json = 该文件不是 JSON
        # en: the file is served on port 443; remove the port
        m.the-file-is-served-on-port = 该文件在 443 端口上提供；请删除端口
        # en: the file is too large for the full "rule can never fire" check ({limit} units of work): it stopped early, so some unreachable rules may not be reported
        m.the-file-is-too-large-for = 文件太大，无法完成完整的“规则永远不会生效”检查（{limit} 个工作单位）：检查已提前停止，因此部分不可达规则可能未被报告
        # en: the file is UTF-16; save it as UTF-8
        m.the-file-is-utf-16-save = 文件是 UTF-16 编码；请将其另存为 UTF-8
        # en: The file lists {near}: the App ID prefix differs. Use the app's application-identifier prefix, which is not always the Team ID.
        m.the-file-lists-the-app-id = 文件中列出的是 {near}：App ID 前缀不同。请使用 App 的 application-identifier 前缀，它不一定是团队 ID。
        # en: the file looks like JSON, not a property list
        m.the-file-looks-like-json-not = 该文件看起来是 JSON，而不是属性列表
        # en: the file must be JSON
        m.the-file-must-be-json = 文件必须是 JSON
        # en: the file must be UTF-8 JSON
        m.the-file-must-be-utf-8 = 文件必须是 UTF-8 编码的 JSON
        # en: the host {problem}
        m.the-host = 主机{problem}
        # en: the host '{hostText}' is not a valid name
        m.the-host-is-not-a-valid = 主机 '{hostText}' 不是有效的名称
        # en: the host is written as a URL ('//')
        m.the-host-is-written-as-a = 主机被写成了 URL（'//'）
        # en: the IPv6 address has no closing ']'
        m.the-ipv6-address-has-no-closing = IPv6 地址缺少结束的 ']'
        # en: the label '{label}' is longer than 63 characters
        m.the-label-is-longer-than-63 = 标签 '{label}' 超过 63 个字符
        # en: the label '{label}' is not valid Punycode
        m.the-label-is-not-valid-punycode = 标签 '{label}' 不是有效的 Punycode
        # en: the label '{label}' starts or ends with '-'
        m.the-label-starts-or-ends-with = 标签 '{label}' 以 '-' 开头或结尾
        # en: the list has no valid statement
        m.the-list-has-no-valid-statement = 列表中没有有效的声明
        # en: the list is {bytes} bytes, over the {maximumSize}-byte limit
        m.the-list-is-bytes-over-the = 列表大小为 {bytes} 字节，超过 {maximumSize} 字节的上限
        # en: the list is not valid JSON{first}
        m.the-list-is-not-valid-json = 列表不是有效的 JSON{first}
        # en: the manifest has no "domains"
        m.the-manifest-has-no-domains = 清单中没有 "domains"
        # en: the manifest has no "routes"
        m.the-manifest-has-no-routes = 清单中没有 "routes"
        # en: the manifest has no "version" (write "version": 1)
        m.the-manifest-has-no-version-write = 清单中没有 "version"（请写成 "version": 1）
        # en: the manifest names no app: add "apps" (iOS) or "android"
        m.the-manifest-names-no-app-add = 清单没有指定任何 App：请添加 "apps"（iOS）或 "android"
        # en: the manifest's app
        m.the-manifest-s-app = 清单中的 App
        # en: the number {raw}
        m.the-number = 数字 {raw}
        # en: the port '{portText}' is not 1-65535
        m.the-port-is-not-1-65535 = 端口 '{portText}' 不在 1-65535 范围内
        # en: the profile "{value}"
        m.the-profile = 描述文件 "{value}"
        # en: the profile
        m.the-profile.2b170c = 描述文件
        # en: the project file has no "objects" dictionary
        m.the-project-file-has-no-objects = 项目文件中没有 "objects" 字典
        # en: the project file's rootObject names no object
        m.the-project-file-s-rootobject-names = 项目文件的 rootObject 没有指向任何对象
        # en: the property list's root is not a dictionary
        m.the-property-list-s-root-is = 属性列表的根不是字典
        # en: the route name is empty
        m.the-route-name-is-empty = 路由名称为空
        # en: the route name "{name}" is used twice
        m.the-route-name-is-used-twice = 路由名称 "{name}" 被使用了两次
        # en: the rule's substitution variables stand for more than {maximumExpansion} combinations; Android has no variables, so the rule is left out
        m.the-rule-s-substitution-variables-stand = 该规则的替换变量可组合出超过 {maximumExpansion} 种情况；Android 没有变量，因此已省略该规则
        # en: the scheme\ 
        m.the-scheme = scheme\ 
        # en: the scheme is not http or https
        m.the-scheme-is-not-http-or = scheme 不是 http 或 https
        # en: the server accepted the connection but did not complete a TLS handshake within {format} s
        m.the-server-accepted-the-connection-but = 服务器接受了连接，但在 {format} 秒内没有完成 TLS 握手
        # en: the server closed the connection during the TLS handshake
        m.the-server-closed-the-connection-during = 服务器在 TLS 握手期间关闭了连接
        # en: the server does not serve the host name {host} (SNI unrecognized_name)
        m.the-server-does-not-serve-the = 服务器不提供主机名 {host} 的服务（SNI unrecognized_name）
        # en: the server does not speak TLS on this port (plain HTTP?)
        m.the-server-does-not-speak-tls = 服务器在此端口上不使用 TLS（是纯 HTTP 吗？）
        # en: {line}: the server refuses the request
        m.the-server-refuses-the-request = {line}：服务器拒绝了请求
        # en: the server sent {chain} certificate{chain2}, the last issued by {issuer}: if that is a public CA, an intermediate certificate is missing
        m.the-server-sent-certificate-the-last = 服务器发送了 {chain} 个证书，最后一个由 {issuer} 签发：如果它是公共 CA，则缺少中间证书
        # en: the signed application-identifier
        m.the-signed-application-identifier = 已签名的 application-identifier
        # en: the signed content is not a property list
        m.the-signed-content-is-not-a = 签名内容不是属性列表
        # en: the signed property list is not a dictionary
        m.the-signed-property-list-is-not = 已签名的属性列表不是字典
        # en: the statement list is empty: it links nothing (Google reports an empty statement list as an error)
        m.the-statement-list-is-empty-it = 声明列表为空：它没有建立任何链接（Google 会将空的声明列表报告为错误）
        # en: the tag <{name}> is never closed
        m.the-tag-is-never-closed = 标签 <{name}> 没有闭合
        # en: the target answers {code}, so it would not be valid either
        m.the-target-answers-so-it-would = 目标返回 {code}，因此它同样无效
        # en: the target cannot be fetched either ({seen})
        m.the-target-cannot-be-fetched-either = 目标同样无法获取（{seen}）
        # en: the target has no "namespace"
        m.the-target-has-no-namespace = target 中没有 "namespace"
        # en: the target has no namespace
        m.the-target-has-no-namespace.e7d4e4 = target 中没有 namespace
        # en: the target is larger than {maxFileSize} bytes, so it would not be valid either
        m.the-target-is-larger-than-bytes = 目标超过 {maxFileSize} 字节，因此它同样无效
        # en: the target is not a valid association file ({mediaType}: {first})
        m.the-target-is-not-a-valid = 目标不是有效的关联文件（{mediaType}：{first}）
        # en: the target is not an object
        m.the-target-is-not-an-object = target 不是对象
        # en: the target {string} is not defined in the file
        m.the-target-is-not-defined-in = 文件中未定义 target {string}
        # en: the target redirects again ({code} to {header})
        m.the-target-redirects-again-to = 目标再次重定向（{code} 到 {header}）
        # en: the target would serve a valid file ({apps} applinks app{apps2}), but only at the redirect target
        m.the-target-would-serve-a-valid = 目标能提供有效的文件（{apps} 个 applinks App），但只在重定向目标处
        # en: the {name} targets API {map} (below 31): Android verifies {joined} together, and one host failing fails them all
        m.the-targets-api-below-31-android = {name} 的目标 API 为 {map}（低于 31）：Android 会一并验证 {joined}，只要有一个主机验证失败，全部都会失败
        # en: the value of {name} is never closed
        m.the-value-of-is-never-closed = {name} 的值没有闭合
        # en: the value of {name} is not in quotes
        m.the-value-of-is-not-in = {name} 的值没有加引号
        # en: the value of query parameter "{key}" is a pattern string, found {typeDescription}
        m.the-value-of-query-parameter-is = 查询参数 "{key}" 的值应为模式字符串，实际为{typeDescription}
        # en: the value "{value}" uses another variable; values cannot contain variables
        m.the-value-uses-another-variable-values = 值 "{value}" 使用了另一个变量；值中不能包含变量
        # en: the {name} variant is {id}, which {doNot} list (listed: {joined})
        m.the-variant-is-which-list-listed = {name} 变体为 {id}，但 {doNot}列出它（已列出：{joined}）
        # en: the web target has no site field
        m.the-web-target-has-no-site = web target 中没有 site 字段
        # en: the web target's site "{site}" {reason}
        m.the-web-target-s-site = web target 的 site "{site}" {reason}
        # en: the whole file is wrapped in an array; it must be a single JSON object
        m.the-whole-file-is-wrapped-in = 整个文件被包在一个数组中；它必须是单个 JSON 对象
        # en: ; the whole statement is skipped
        m.the-whole-statement-is-skipped = ；整条声明都会被跳过
        # en: the XML is not a well-formed property list
        m.the-xml-is-not-a-well = 该 XML 不是格式正确的属性列表
        # en: this android:autoVerify filter also lists {origin}: Android 12+ verifies none of its hosts{hosts}
        m.this-android-autoverify-filter-also-lists = 此 android:autoVerify 过滤器还列出了 {origin}：Android 12+ 不会验证其中任何主机{hosts}
        # en: this android:autoVerify filter lacks {joined}: its hosts{hosts} are not verified
        m.this-android-autoverify-filter-lacks-its = 此 android:autoVerify 过滤器缺少 {joined}：其主机{hosts}不会被验证
        # en: this android:autoVerify filter names no host: nothing is verified
        m.this-android-autoverify-filter-names-no = 此 android:autoVerify 过滤器没有指定主机：不会验证任何内容
        # en: this detail has both "appID" and "appIDs"; iOS uses the union of both
        m.this-detail-has-both-appid-and = 此 details 条目同时包含 "appID" 和 "appIDs"；iOS 会取两者的并集
        # en: this detail has neither "components" nor "paths": it matches nothing
        m.this-detail-has-neither-components-nor = 此 details 条目既没有 "components" 也没有 "paths"：它不匹配任何内容
        # en: this detail names no app (no "appID" or "appIDs")
        m.this-detail-names-no-app-no = 此 details 条目没有指定任何 App（没有 "appID" 或 "appIDs"）
        # en: this is not JSON: it looks like {kind}
        m.this-is-not-json-it-looks = 这不是 JSON：它看起来像{kind}
        # en: this route has no "name" (the app's router reports it)
        m.this-route-has-no-name-the = 此路由没有 "name"（App 的路由器会上报它）
        # en: this rule excludes
        m.this-rule-excludes = 此规则排除
        # en: this rule matches
        m.this-rule-matches = 此规则匹配
        # en: this rule never decides anything: the earlier rule {coveredBy} already decides every URL it could match
        m.this-rule-never-decides-anything-the = 此规则永远不会起作用：前面的规则 {coveredBy} 已经决定了它可能匹配的每个 URL
        # en: this statement repeats statement {first} (same relations and target)
        m.this-statement-repeats-statement-same-relations = 这条声明与声明 {first} 重复（relation 和 target 相同）
        # en: TLS failed during the request: {why}
        m.tls-failed-during-the-request = 请求过程中 TLS 失败：{why}
        # en: TLS handshake
        m.tls-handshake = TLS 握手
        # en: TLS handshake completed
        m.tls-handshake-completed = TLS 握手已完成
        # en: TLS handshake failed: {text}
        m.tls-handshake-failed = TLS 握手失败：{text}
        # en: TLS handshake possible (the certificate is rejected below)
        m.tls-handshake-possible-the-certificate-is = 可以完成 TLS 握手（证书在下文中被拒绝）
        # en: {status} to {target}: not followed
        m.to-not-followed = {status} 到 {target}：未跟随
        # en: {status} to {target}: not followed, {reason}
        m.to-not-followed.68429d = {status} 到 {target}：未跟随，{reason}
        # en: {status} to {target} (not HTTPS): not followed
        m.to-not-https-not-followed = {status} 到 {target}（不是 HTTPS）：未跟随
        # en: too many syntax errors; stopped reporting after {maximumErrors}
        m.too-many-syntax-errors-stopped-reporting = 语法错误太多；报告 {maximumErrors} 个后停止报告
        # en: {url}: {seen} too (only iOS 9.2 and older read it; keep both identical or remove it)
        m.too-only-ios-9-2-and = {url}：也是 {seen}（只有 iOS 9.2 及更早版本读取它；请让两者保持一致，或将其删除）
        # en: trailing comma before {closeText}
        m.trailing-comma-before = {closeText} 前有多余的逗号
        # en: true or false
        m.true-or-false = true 或 false
        # en: trusted: issued by {issuer}
        m.trusted-issued-by = 受信任：由 {issuer} 签发
        # en: typographic quote {character} used instead of a straight double quote (")
        m.typographic-quote-used-instead-of-a = 使用了弯引号 {character}，而不是直双引号（"）
        # en: \\u must be followed by four hexadecimal digits
        m.u-must-be-followed-by-four = \\u 后面必须跟四个十六进制数字
        # en: unexpected {describeCharacter}
        m.unexpected = 意外的 {describeCharacter}
        # en: unexpected {describeCharacter} after the end of the JSON value
        m.unexpected-after-the-end-of-the = JSON 值结束后出现了意外的 {describeCharacter}
        # en: unexpected '{shown}' after the end of the property list
        m.unexpected-after-the-end-of-the.ac6968 = 属性列表结束后出现了意外的 '{shown}'
        # en: unexpected {describeCharacter} in an {name}
        m.unexpected-in-an = {name} 中出现了意外的 {describeCharacter}
        # en: unexpected '{shown}' in the tag <{element}>
        m.unexpected-in-the-tag = 标签 <{element}> 中出现了意外的 '{shown}'
        # en: unexpected {describeCharacter} where a key was expected
        m.unexpected-where-a-key-was-expected = 应为键的位置出现了意外的 {describeCharacter}
        # en: unexpected '{shown}' where a key was expected
        m.unexpected-where-a-key-was-expected.9c4974 = 应为键的位置出现了意外的 '{shown}'
        # en: unexpected '{shown}' where a value was expected
        m.unexpected-where-a-value-was-expected = 应为值的位置出现了意外的 '{shown}'
        # en: unfilled template placeholder {text} where a JSON value belongs
        m.unfilled-template-placeholder-where-a-json = 应为 JSON 值的位置是未填充的模板占位符 {text}
        # en: unknown entity &{entity};
        m.unknown-entity = 未知实体 &{entity};
        # en: unknown key "{key}" in a dynamic rule; Android ignores every dynamic rule of this statement{value}
        m.unknown-key-in-a-dynamic-rule = 动态规则中有未知键 "{key}"；Android 会忽略这条声明的所有动态规则{value}
        # en: unknown key "{key}" is ignored
        m.unknown-key-is-ignored = 未知键 "{key}" 会被忽略
        # en: unknown key "{key}" {place} is ignored by Android
        m.unknown-key-is-ignored-by-android = 未知键 "{key}"（{place}）会被 Android 忽略
        # en: unknown key "{key}" {place} is ignored by iOS
        m.unknown-key-is-ignored-by-ios = 未知键 "{key}"（{place}）会被 iOS 忽略
        # en: unpaired UTF-16 surrogate \\u{hex}
        m.unpaired-utf-16-surrogate-u = 未配对的 UTF-16 代理项 \\u{hex}
        # en: unquoted text '{word}'; strings must be in double quotes
        m.unquoted-text-strings-must-be-in = 未加引号的文本 '{word}'；字符串必须放在双引号中
        # en: unrecognized namespace "{other}" (web or android_app)
        m.unrecognized-namespace-web-or-android-app = 无法识别的 namespace "{other}"（应为 web 或 android_app）
        # en: Use a certificate from a certificate authority that iOS trusts, and send its intermediate certificates.
        m.use-a-certificate-from-a-certificate = 使用 iOS 信任的证书颁发机构签发的证书，并发送其中间证书。
        # en: Use a certificate from a public certificate authority; a self-signed one works only for devices in developer mode.
        m.use-a-certificate-from-a-public = 使用公共证书颁发机构签发的证书；自签名证书只适用于处于开发者模式的设备。
        # en: Use a domain name, or add ?mode=developer for a development server.
        m.use-a-domain-name-or-add = 使用域名；如果是开发服务器，可添加 ?mode=developer。
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        m.use-mode-developer-mode-managed-or = 使用 mode=developer、mode=managed 或 mode=developer+managed。
        # en: Use one of applinks, webcredentials, appclips, activitycontinuation.
        m.use-one-of-applinks-webcredentials-appclips = 使用 applinks、webcredentials、appclips、activitycontinuation 之一。
        # en: "use strict"
        m.use-strict = "use strict"
        # en: Use the server's domain name, or add ?mode=developer for a development server.
        m.use-the-server-s-domain-name = 使用服务器的域名；如果是开发服务器，可添加 ?mode=developer。
        # en: '=' used instead of ':' after the key
        m.used-instead-of-after-the-key = 键后面使用了 '='，而不是 ':'
        # en: {name}: '{raw}' uses $({joined}), which the project does not define
        m.uses-which-the-project-does-not = {name}：'{raw}' 使用了 $({joined})，但项目中没有定义它
        # en: valid {kind}: {listing}
        m.valid = 有效的 {kind}：{listing}
        # en: valid until {date} ({days} days)
        m.valid-until-days = 有效期至 {date}（{days} 天）
        # en: valid {kind} with {count} warning{count2} ({listing}): {describe}
        m.valid-with-warning = 有效的 {kind}，有 {count} 个警告（{listing}）：{describe}
        # en: value of another type
        m.value-of-another-type = 其他类型的值
        # en: value "{value}" of $({name}) uses another variable; iOS does not expand variables inside values
        m.value-of-uses-another-variable-ios = $({name}) 的值 "{value}" 使用了另一个变量；iOS 不会展开值中的变量
        # en: values are nested more than {maximumDepth} levels deep
        m.values-are-nested-more-than-levels = 值的嵌套深度超过 {maximumDepth} 层
        # en: values nested more than {maximumDepth} deep
        m.values-nested-more-than-deep = 值的嵌套超过 {maximumDepth} 层
        # en: variable name "{name}" contains $, ( or ); it can never be used
        m.variable-name-contains-or-it-can = 变量名 "{name}" 包含 $、( 或 )；它永远无法被使用
        # en: "version" is {typeDescription}; this tool reads version {currentVersion}
        m.version-is-this-tool-reads-version = "version" 为{typeDescription}；本工具读取的是版本 {currentVersion}
        # en: was not read: the doctor already read its byte budget for this project
        m.was-not-read-the-doctor-already = 未读取：doctor 已用完此项目的字节预算
        # en: within its validity period
        m.within-its-validity-period = 在有效期内
        # en: wrap the object in [ ]
        m.wrap-the-object-in = 用 [ ] 括住该对象
        # en: write "{value}"
        m.write = 写成 "{value}"
        # en: Write applinks:{text} (or webcredentials:, appclips:, activitycontinuation:).
        m.write-applinks-or-webcredentials-appclips-activitycontinuation = 写成 applinks:{text}（或 webcredentials:、appclips:、activitycontinuation:）。
        # en: write {closeText} instead
        m.write-instead = 改为写 {closeText}
        # en: write } instead
        m.write-instead.2294ea = 改为写 }
        # en: write "NOT {dropFirst}"
        m.write-not = 写成 "NOT {dropFirst}"
        # en: write only the path, e.g. "{pathOfURL}"
        m.write-only-the-path-e-g = 只写路径，例如 "{pathOfURL}"
        # en: Write PRODUCT_BUNDLE_IDENTIFIER = {dropFirst};
        m.write-product-bundle-identifier = 写成 PRODUCT_BUNDLE_IDENTIFIER = {dropFirst};
        # en: Write service:host, e.g. applinks:example.com.
        m.write-service-host-e-g-applinks = 写成 service:host，例如 applinks:example.com。
        # en: write \\t
        m.write-t = 写成 \\t
        # en: write <Team ID>.{value}, e.g. ABCDE12345.{value2}
        m.write-team-id-e-g-abcde12345 = 写成 <团队 ID>.{value}，例如 ABCDE12345.{value2}
        # en: Write the host alone.
        m.write-the-host-alone = 只写主机名。
        # en: write the host alone, without a scheme
        m.write-the-host-alone-without-a = 只写主机名，不带 scheme
        # en: write the host alone, without a path
        m.write-the-host-alone-without-a.510f9f = 只写主机名，不带路径
        # en: Write the host alone: {text}.
        m.write-the-host-alone.547e00 = 只写主机名：{text}。
        # en: write \\u{hex}
        m.write-u = 写成 \\u{hex}
        # en: write {lowercased} without quotes
        m.write-without-quotes = 写成不带引号的 {lowercased}
        # en: write "{fixed}"
        m.write.109d9a = 写成 "{fixed}"
        # en: write "{dropFirst}"
        m.write.2f85a7 = 写成 "{dropFirst}"
        # en: Write {parts}.{parts2}.
        m.write.353e0d = 写成 {parts}.{parts2}。
        # en: write "{word}"
        m.write.527823 = 写成 "{word}"
        # en: write "/{s}"
        m.write.6146bd = 写成 "/{s}"
        # en: Write *.{written}.
        m.write.67212b = 写成 *.{written}。
        # en: Write {shown}.
        m.write.8a5b63 = 写成 {shown}。
        # en: write ["{s}"]
        m.write.a3db6b = 写成 ["{s}"]
        # en: Write {corrected}.
        m.write.a605b7 = 写成 {corrected}。
        # en: An .xcconfig includes a file that a tool writes (pod install, flutter pub get) and the folder does not have yet; the settings it would set are unknown.
        xcconfig-include-generated.summary = 某个 .xcconfig 包含一个由工具生成（pod install、flutter pub get）而文件夹中尚不存在的文件；它本应设置的值未知。
        # en: Run the tool (pod install, flutter pub get) before the doctor when the settings it names matter, or write #include? for an optional file.
        xcconfig-include-generated.fix = 当所列设置很重要时，先运行该工具（pod install、flutter pub get）再运行 doctor；可选文件请写 #include?。
        # en: after {steps} references
        m.after-references = 在 {steps} 次引用之后
        # en: at references nested {depth} deep (a cycle?)
        m.at-references-nested-deep-a-cycle = 在嵌套 {depth} 层的引用处（循环？）
        # en: {shown} does not exist until flutter pub get runs: {what}
        m.does-not-exist-until-flutter-pub = {shown} 在运行 flutter pub get 之前不存在：{what}
        # en: {shown} does not exist until pod install runs: {what}
        m.does-not-exist-until-pod-install = {shown} 在运行 pod install 之前不存在：{what}
        # en: {shown} does not exist; Xcode warns and builds without it: {what}
        m.does-not-exist-xcode-warns-and = {shown} 不存在；Xcode 会发出警告并在没有它的情况下构建：{what}
        # en: is not a regular file (a FIFO, socket, device or folder); not opened
        m.is-not-a-regular-file-a = 不是普通文件（FIFO、套接字、设备或文件夹）；未打开
        # en: {display} is TypeScript; the doctor runs none. Capacitor's links are set in the native ios/ and android/ projects, which the doctor reads
        m.is-typescript-the-doctor-runs-none = {display} 是 TypeScript；doctor 不运行任何脚本。Capacitor 的链接在原生的 ios/ 和 android/ 项目中设置，doctor 会读取它们
        # en: {name} leaves {joined} undefined, which it may set
        m.leaves-undefined-which-it-may-set = {name} 的 {joined} 未定义，而该文件可能会设置它
        # en: past {bytes} bytes
        m.past-bytes = 超过 {bytes} 字节
        # en: {target} ({configuration}) signs with {shown}, which has no {entitlementKey} key, while {joined}
        m.signs-with-which-has-no-key = {target}（{configuration}）使用 {shown} 签名，其中没有 {entitlementKey} 键，而 {joined}
        # en: {name}: stopped expanding {key} {stopped}; its value is not used
        m.stopped-expanding-its-value-is-not = {name}：{stopped}停止展开 {key}；不使用其值
        # en: {name}: stopped expanding '{raw}' {stopped}; not used
        m.stopped-expanding-not-used = {name}：{stopped}停止展开 '{raw}'；未使用
        # en: the Android app {bundleID} verifies {joined}
        m.the-android-app-verifies = Android 应用 {bundleID} 验证 {joined}
        # en: the settings the doctor reads for {name} do not depend on it
        m.the-settings-the-doctor-reads-for = doctor 为 {name} 读取的设置不依赖于它
        # en: ${{name}} is set by code in Gradle (not a literal) for some variants; the doctor checks literals only
        m.is-set-by-code-in-gradle = ${{name}} 在 Gradle 中由代码设置（不是字面量），适用于部分变体；doctor 只检查字面量
        # en: {display} is an XcodeGen spec; the doctor reads the .xcodeproj it generates (xcodegen generate writes one)
        m.is-an-xcodegen-spec-the-doctor = {display} 是 XcodeGen 规范；doctor 读取它生成的 .xcodeproj（运行 xcodegen generate 可生成）
        # en: the project's association file {associationSources} lists {listed}
        m.the-project-s-association-file-lists = 项目的关联文件 {associationSources} 列出了 {listed}
        # en: the project's association files {joined} list {listed}
        m.the-project-s-association-files-list = 项目的关联文件 {joined} 列出了 {listed}
        """#
}
