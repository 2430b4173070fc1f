// Translations of LocalizationTable+MatchingEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let matchingZhHans = #"""
        # ulinks match
        match.opens = 由 {app} 打开
        match.opens-browser = 在浏览器中打开
        match.never-opens = 永不打开：{problem}
        match.app-not-listed = warning: {file} 中没有列出 {app}（App：{apps}）
        match.warning.no-applinks = 文件没有 "applinks" 服务：任何 URL 都不会打开 App（每个 App：no_match）
        match.unusable = 不是可用的关联文件；iOS 会忽略它
        match.not-url.line = 第 {line} 行: error: 不是 URL：{reason}
        match.not-url.reason.too-long = 超过 {bytes} 字节
        match.not-url.reason.control = 第 {byte} 个字节是控制字符 U+{code}
        match.not-url.reason.utf8 = 不是有效的 UTF-8
        match.need-url = 请至少给出一个 URL，或使用 --urls FILE
        match.both-stdin = FILE 和 --urls 不能同时是标准输入
        match.no-host = '{path}' 没有主机：请给出完整 URL（{url}）或使用 --domain HOST
        match.ios-version = --ios 必须是 12 或 13（9-12 按 12 处理，13 及以上按 13 处理）
        # ulinks match --explain
        explain.host = 主机      {host}
        explain.host.other = 主机      {host}  -- 不是文件的域名 {domain}：没有任何规则匹配
        explain.host.none = （无：仅有路径）
        explain.path = 路径      {path}
        explain.path.decoded = 路径      {path}   解码后：{decoded}
        explain.query = 查询      {query}
        explain.query.items = 查询      {query}   参数：{items}
        explain.query.none = 查询      （无：按 "" 匹配）
        explain.fragment = 片段      {fragment}
        explain.fragment.none = 片段      （无：按 "" 匹配）
        explain.warning = 警告      {warning}
        explain.app = {app}：{detail} 的 {source}
        explain.no-rule = （未尝试任何规则）
        explain.rule.failed = {key} 不匹配（模式 "{pattern}"）
        explain.rule.decides = 所有键均匹配：由此规则决定
        explain.ignored = 已忽略：{note}
        explain.ignored.wrong-type = {key} {reason}：已忽略
        explain.ignored.unknown = {key} 不是 iOS 认识的键：已忽略
        explain.ignored.unknown.near = {key} 不是 iOS 认识的键：已忽略（你是不是想写 {near}？）
        # ulinks android match
        android.match.query.none = 查询      （无）
        android.match.source.legacy = 所有 URL（Android 14 及更早版本）
        android.match.source.no-dynamic = 所有 URL（无动态规则）
        android.match.unusable = 不是可用的 assetlinks.json 文件；Android 会忽略它
        android.match.not-verified = warning: {file} 没有验证 {package}（已验证：{packages}）
        android.match.not-verified.fingerprint = warning: {file} 没有用指纹 {fingerprint} 验证 {package}（已验证：{packages}）
        android.match.none = 无
        android.match.dropped = {file}: warning: Android 会忽略 {pointer}（{package}）的动态规则：{reason}
        android.match.version = --android 必须是 14 或 15（6-14 按 14 处理）
        android.match.fingerprint = --fingerprint 是 SHA-256 指纹：32 个以冒号分隔的十六进制字节
        # ulinks match --android
        sidebyside.browser = 浏览器（{reasons}）
        sidebyside.browser.no-app = 浏览器（无 App）
        sidebyside.differs = <- 不同
        # ulinks diff
        diff.app.added = + App {app}（{file} 中新增）
        diff.app.removed = - App {app}（仅在 {file} 中）
        diff.heading.file = 文件：
        diff.heading.rules = {apps} 在 {ios} 上的规则：
        diff.no-example = （由此规则构造的 URL 中没有决定发生变化的）
        diff.decisions = 在 {count} 个 URL（给出的，以及由两个文件的规则生成的）中决定发生变化的：
        diff.list = {title}（{count}）：
        diff.more = …… 另有 {count} 个
        diff.app = {app} 在 {ios} 上：{counts}
        diff.count.gains = 新增 {count}
        diff.count.loses = 失去 {count}
        diff.count.other = 其他变化 {count}
        diff.list.gains = 新增
        diff.list.loses = 失去
        diff.list.other = 其他变化
        diff.opens.one = 打开的 App 在 {count} 个 URL 上发生变化
        diff.opens.other = 打开的 App 在 {count} 个 URL 上发生变化
        diff.opens.list = 上面未列出的打开 App 的变化
        diff.browser = 浏览器
        diff.all-hint = （--all 列出每个 URL；--format json 包含全部）
        diff.same = {count} 个 URL 均无差异
        diff.compared = 已比较 {count} 个 URL
        diff.not-url = {file}:{line}: error: 不是 URL：{reason}
        diff.ios-version = --ios 必须是 12 或 13
        diff.generate-negative = --generate 不能为负数
        diff.limit-negative = --limit 不能为负数
        diff.both-stdin = OLD 和 NEW 不能同时是标准输入
        # ulinks diff: rule changes
        diff.change.order = App 的顺序变了：{old} 变为 {new}（第一个匹配的 App 打开链接）
        diff.change.moved.component = 组件 {old} 移到了 {new}：{rule}
        diff.change.moved.path = 路径 {old} 移到了 {new}：{rule}
        diff.change.changed.component = 组件 {index} 已更改：{what}
        diff.change.changed.component.was = 组件 {index}（原为 {old}）已更改：{what}
        diff.change.changed.path = 路径 {index} 已更改：{what}
        diff.change.changed.path.was = 路径 {index}（原为 {old}）已更改：{what}
        diff.change.removed.component = 组件 {index} 已删除：{rule}
        diff.change.removed.path = 路径 {index} 已删除：{rule}
        diff.change.added.component = 组件 {index} 已新增：{rule}
        diff.change.added.path = 路径 {index} 已新增：{rule}
        diff.change.defaults = applinks.defaults 已更改：{what}
        diff.change.detail-defaults = details 条目的 defaults 已更改：{what}
        diff.change.variable.added = 替换变量 $({name}) 已新增：{values}
        diff.change.variable.changed = 替换变量 $({name})：{old} 变为 {new}
        diff.change.variable.removed = 替换变量 $({name}) 已删除（原为 {values}）
        diff.key.became = "{key}" {old} 变为 {new}
        diff.key.added = "{key}" {value} 已新增
        diff.key.removed = "{key}" {value} 已删除
        diff.key.query.renamed = "?" 键 {old} 变为 {new}
        diff.key.query.removed = "?" 键 {name} 已删除
        diff.key.query.added = "?" 键 {name} 已新增（{pattern}）
        diff.key.query.pattern = "?" 键 {name}：{old} 变为 {new}
        diff.value.absent = 未设置（默认 {value}）
        # ulinks diff findings
        diff.finding.app-removed = {app} 在 {file} 中，但现在不在了
        diff.finding.app-added = {app} 是新增的
        diff.finding.lost.one = {app} 在 {ios} 上不再打开 {count} 个 URL：{urls}
        diff.finding.lost.other = {app} 在 {ios} 上不再打开 {count} 个 URL：{urls}
        diff.finding.gained.one = {app} 现在在 {ios} 上打开 {count} 个 URL：{urls}
        diff.finding.gained.other = {app} 现在在 {ios} 上打开 {count} 个 URL：{urls}
        diff.finding.other.one = 对 {app} 而言，{ios} 上有 {count} 个 URL 仍在浏览器中打开，但由另一条规则决定：{urls}
        diff.finding.other.other = 对 {app} 而言，{ios} 上有 {count} 个 URL 仍在浏览器中打开，但由另一条规则决定：{urls}
        diff.finding.opens.one = 打开的 App 在 {count} 个 URL 上发生变化：{urls}
        diff.finding.opens.other = 打开的 App 在 {count} 个 URL 上发生变化：{urls}
        diff.finding.more = ，…… 另有 {count} 个
        diff.fix.app-removed = 请确认删除该 App 是有意为之。
        diff.fix.lost-urls = 请确认该 App 应当不再打开这些 URL；`ulinks match --explain` 会显示由哪条规则决定。
        diff.fix.opens-changed = 请检查 details 条目的顺序：第一个匹配的 App 打开链接。
        """#
}
