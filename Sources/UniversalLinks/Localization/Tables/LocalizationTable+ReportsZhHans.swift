// Translations of LocalizationTable+ReportsEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let reportsZhHans = #"""
        # en: pass
        html.status.pass = 通过
        # en: warning
        html.status.warning = 警告
        # en: fail
        html.status.fail = 失败
        # en: unreachable
        html.status.unreachable = 无法访问
        # en: skipped
        html.status.skipped = 已跳过
        # en: error
        html.status.error = 错误
        # en: note
        html.status.note = 提示
        # en: (binary content not shown)
        html.binary-not-shown = （二进制内容，不予显示）
        # en: {count} domains
        html.check.domain-count = {count} 个域名
        # en: Checked {time}
        html.check.checked-at = 检查时间：{time}
        # en: Domains by result
        html.check.chart.results = 各结果的域名数
        # en: Check time per domain
        html.check.chart.times = 每个域名的检查耗时
        # en: domain
        html.check.domain = 域名
        # en: result
        html.check.result = 结果
        # en: time
        html.check.time = 耗时
        # en: problems
        html.check.problems = 问题
        # en: first fix
        html.check.first-fix = 首个修复方法
        # en: check
        html.check.check = 检查项
        # en: seen
        html.check.seen = 检查所见
        # en: fix
        html.check.fix = 修复方法
        # en: File diagnostics
        html.check.file-diagnostics = 文件诊断
        # en: Origin and Apple CDN copies differ
        html.check.cdn-differs = 源站文件与 Apple CDN 副本不一致
        # en: Served by {domain}
        html.check.served-by = {domain} 提供的文件
        # en: Apple CDN ({url})
        html.check.cdn-copy = Apple CDN（{url}）
        # en: (no file)
        html.check.no-file = （无文件）
        # en: {domain}: {status} in {seconds} s
        check.text.domain = {domain}：{status}，耗时 {seconds} 秒
        # en: pass
        check.text.status.pass = 通过
        # en: warn
        check.text.status.warning = 警告
        # en: FAIL
        check.text.status.fail = 失败
        # en: skip
        check.text.status.skipped = 跳过
        # en: PASS
        check.text.verdict.pass = 通过
        # en: WARNING
        check.text.verdict.warning = 警告
        # en: FAIL
        check.text.verdict.fail = 失败
        # en: UNREACHABLE
        check.text.verdict.unreachable = 无法访问
        # en: DOMAIN
        check.text.column.domain = 域名
        # en: STATUS
        check.text.column.status = 状态
        # en: PROBLEMS
        check.text.column.problems = 问题
        # en: {count} domain: {counts}
        check.text.totals.one = {count} 个域名：{counts}
        # en: {count} domains: {counts}
        check.text.totals.other = {count} 个域名：{counts}
        # en: {count} checked: {pass} pass, {warning} warning, {fail} fail
        doctor.summary = 共检查 {count} 项：{pass} 项通过，{warning} 项警告，{fail} 项失败
        # en: entry or URL
        doctor.column.entry-or-url = 条目或 URL
        # en: domain
        doctor.column.domain = 域名
        # en: service
        doctor.column.service = 服务
        # en: file found
        doctor.column.file-found = 找到文件
        # en: app listed
        doctor.column.app-listed = 列出 App
        # en: result
        doctor.column.result = 结果
        # en: fix
        doctor.column.fix = 修复方法
        # en: app
        doctor.column.app = App
        # en: target
        doctor.column.target = 目标
        # en: configuration
        doctor.column.configuration = 构建配置
        # en: app ID
        doctor.column.app-id = App ID
        # en: entitlements
        doctor.column.entitlements = 授权
        # en: applinks
        doctor.column.applinks = applinks
        # en: variant
        doctor.column.variant = 构建变体
        # en: applicationId
        doctor.column.applicationId = applicationId
        # en: targetSdk
        doctor.column.targetSdk = targetSdk
        # en: verified
        doctor.column.verified = 验证方式
        # en: hosts
        doctor.column.hosts = 主机
        # en: file
        doctor.column.file = 文件
        # en: bundle ID
        doctor.column.bundle-id = Bundle ID
        # en: package
        doctor.column.package = 包名
        # en: Android hosts
        doctor.column.android-hosts = Android 主机
        # en: host
        doctor.column.host = 主机
        # en: assetlinks.json
        doctor.column.assetlinks.json = assetlinks.json
        # en: linked
        doctor.column.linked = 已关联
        # en: yes
        doctor.value.yes = 是
        # en: no
        doctor.value.no = 否
        # en: unreachable
        doctor.value.unreachable = 无法访问
        # en: per host
        doctor.value.per-host = 按主机
        # en: all together
        doctor.value.all-together = 全部一起
        # en: Entries and URLs for {appID}
        doctor.html.entries = {appID} 的条目和 URL
        # en: Entitlement {name}
        doctor.html.entitlement = 授权文件 {name}
        # en: {count} files read: {errors} errors, {warnings} warnings
        doctor.html.files-read = 已读取 {count} 个文件：{errors} 个错误，{warnings} 个警告
        # en: Android: {package}
        doctor.html.android = Android：{package}
        # en: Fix snippets
        doctor.html.fix-snippets = 修复代码片段
        # en: project folder
        doctor.html.project-folder = 项目文件夹
        # en: Xcode targets
        doctor.xcode-targets = Xcode 目标
        # en: Android variants
        doctor.android-variants = Android 构建变体
        # en: App configs and bundles
        doctor.app-configs = App 配置和包
        # en: Domains
        doctor.domains = 域名
        # en: {root}: read {count} files ({kinds})
        doctor.project.read = {root}：已读取 {count} 个文件（{kinds}）
        # en: entitlements the app needs:
        doctor.snippet.entitlements = App 需要的授权：
        # en: intent filter the app needs (AndroidManifest.xml):
        doctor.snippet.intent-filter = App 需要的 intent 过滤器（AndroidManifest.xml）：
        # en: The file comes from {host}; the entry does not cover {apex} itself.
        doctor.fix.wildcard = 文件来自 {host}；该条目不涵盖 {apex} 本身。
        # en: The file lists {other}, but the app is signed as {appID}: use the App ID prefix, not the Team ID, in the file on {host}.
        doctor.fix.team-id = 文件中列出的是 {other}，但 App 的签名是 {appID}：请在 {host} 上的文件中使用 App ID 前缀，而不是团队 ID。
        # en: Add {appID} to an applinks details entry (appIDs) in the file on {host}.
        doctor.fix.add-applinks = 请在 {host} 上的文件中，把 {appID} 加入 applinks 的 details 条目（appIDs）。
        # en: Add {appID} to {section} in the file on {host}.
        doctor.fix.add = 请在 {host} 上的文件中，把 {appID} 加入 {section}。
        # en: The file on {host} has no {service} section: add one listing {appID}.
        doctor.fix.no-section = {host} 上的文件没有 {service} 部分：请添加一个列出 {appID} 的部分。
        # en: No applinks entry covers {host}: add applinks:{entry} to the entitlement.
        doctor.fix.no-entry = 没有覆盖 {host} 的 applinks 条目：请在授权中添加 applinks:{entry}。
        # en: No readable file on {host}.
        doctor.fix.no-file = {host} 上没有可读取的文件。
        # en: {opens} is listed first and opens the link when installed.
        doctor.fix.listed-first = {opens} 排在前面，安装后由它打开该链接。
        # en: A rule excludes this URL for {appID}: it opens in the browser.
        doctor.fix.excluded = {appID} 的某条规则排除了此 URL：它会在浏览器中打开。
        # en: No rule of {appID} matches this URL: it opens in the browser.
        doctor.fix.no-rule = {appID} 没有任何规则与此 URL 匹配：它会在浏览器中打开。
        # en: {appID} is not in the file on {host}.
        doctor.fix.not-listed = {host} 上的文件中没有 {appID}。
        """#
}
