// Translations of LocalizationTable+TraceEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let traceZhHans = #"""
        # ulinks trace: the text report (TraceReportRenderer)
        # en: trace {url}
        trace.render.title = 追踪 {url}
        # en: (meta refresh)
        trace.render.meta-refresh = (meta refresh)
        # en: note: {note}
        trace.render.note = 注意: {note}
        # en: browser
        trace.render.browser = 浏览器
        # en: opens {app}
        trace.render.opens = 由 {app} 打开
        # en: stopped: {reason}
        trace.render.stopped = 已停止: {reason}
        # en: entitlements ({source}): lists {host}: {reason}
        trace.render.entitlements.listed = 授权（{source}）：列出了 {host}：{reason}
        # en: entitlements ({source}): do not list {host}: {reason}
        trace.render.entitlements.unlisted = 授权（{source}）：没有列出 {host}：{reason}
        # en: {platform}: opens {app}
        trace.render.verdict.opens = {platform}: 由 {app} 打开
        # en: {platform}: opens in the browser (lands on {url})
        trace.render.verdict.browser = {platform}: 在浏览器中打开（落地页为 {url}）
        # en: why: {reason}
        trace.render.why = 原因: {reason}
        # en: fix: {fix}
        trace.render.fix = 修复: {fix}
        # en: also rule out (on the device; no fetch can see these):
        trace.render.rule-out = 还需排除（在设备上；任何获取都看不到这些）：
        # a hop (TraceSession): not fetched, notes, why the walk stopped
        # en: not fetched: {reason}
        trace.not-fetched = 未获取：{reason}
        # en: not a URL
        trace.hop.not-a-url = 不是 URL
        # en: not a web link
        trace.hop.not-web-link = 不是网页链接
        # en: not followed: {problem}
        trace.hop.not-followed = 未跟随：{problem}
        # en: a {status} redirect without a Location header: a browser stays here
        trace.hop.no-location = 没有 Location 标头的 {status} 重定向：浏览器会停留在此页
        # en: the page is larger than {limit} bytes: only its first {limit} bytes were read
        trace.hop.oversize = 页面大于 {limit} 字节：只读取了前 {limit} 字节
        # en: the page seems to redirect with JavaScript, which the trace does not run (a device's browser would)
        trace.hop.javascript = 页面似乎用 JavaScript 重定向，追踪不会运行 JavaScript（设备上的浏览器会运行）
        # en: hop {hop}: {error}
        trace.stopped.failed = 第 {hop} 跳：{error}
        # en: hop {hop} leads to {url}, which is not a web link
        trace.stopped.not-web = 第 {hop} 跳指向 {url}，这不是网页链接
        # en: redirect loop: hop {hop} leads back to hop {earlier} ({url})
        trace.stopped.loop = 重定向循环：第 {hop} 跳又回到第 {earlier} 跳（{url}）
        # en: more than {max} hops (--max-hops): not followed past {url}
        trace.stopped.max-hops = 超过 {max} 跳（--max-hops）：{url} 之后不再跟随
        # the tapped URL refused (LinkTracer.problem: the command's usage error, the API's bad-url)
        # en: '{url}' is not a URL (give an absolute https:// link)
        trace.url.not-url = '{url}' 不是 URL（请提供以 https:// 开头的绝对链接）
        # en: '{url}' is a {scheme}: URL; only http and https links can open an app (give the https:// link)
        trace.url.scheme = '{url}' 是 {scheme}: URL；只有 http 和 https 链接才能打开 App（请提供 https:// 链接）
        # en: '{url}' has no host
        trace.url.no-host = '{url}' 没有主机
        # en: '{url}' is not a valid URL: {reason}
        trace.url.invalid = '{url}' 不是有效的 URL：{reason}
        # a host that is not fetched (TraceSession+Hosts)
        # en: {host} does not resolve
        trace.host.unresolved = 无法解析 {host}
        # en: refused: {host} resolves to {address}, a loopback, private or link-local address (--allow-private, or --resolve {host}=ADDR:PORT, follows it)
        trace.host.refused = 已拒绝：{host} 解析为 {address}，这是环回、私有或链路本地地址（使用 --allow-private 或 --resolve {host}=ADDR:PORT 才会跟随）
        # en: cannot set up TLS: {error}
        trace.host.tls = 无法设置 TLS：{error}
        # a host's association (HostAssociation)
        # en: Apple's CDN copy
        trace.host.cdn-copy = Apple CDN 上的副本
        # en: Apple's CDN has no usable copy: {seen}
        trace.host.cdn-unusable = Apple CDN 上没有可用的副本：{seen}
        # en: not fetched
        trace.host.cdn-not-fetched = 未获取
        # en: {source} is not a usable association file (ulinks check {host} lists why)
        trace.host.unusable = {source} 不是可用的关联文件（ulinks check {host} 会列出原因）
        # en: {source} has no "applinks" service
        trace.host.no-applinks = {source} 没有 "applinks" 服务
        # en: {host} is not associated: {problem}
        trace.host.not-associated = {host} 未关联：{problem}
        # en: {host} is not verified: {problem}
        trace.host.not-verified = {host} 未通过验证：{problem}
        # en: no file
        trace.host.no-file = 没有文件
        # en: {host}'s file
        trace.decision.file.ios = {host} 的文件
        # en: {host}'s assetlinks.json
        trace.decision.file.android = {host} 的 assetlinks.json
        # en: {file} opens {app} ({place})
        trace.decision.opens = {file}由 {app} 打开（{place}）
        # en: {file} does not list {missing} (it lists {listed})
        trace.decision.unlisted = {file}没有列出 {missing}（它列出的是 {listed}）
        # en: no app
        trace.decision.no-app = 没有 App
        # en: no package
        trace.decision.no-package = 没有包
        # en: {file} lists no app
        trace.decision.lists-no-app = {file}没有列出任何 App
        # en: {file} lists no package
        trace.decision.lists-no-package = {file}没有列出任何包
        # en: {file} opens no app: {decisions}
        trace.decision.opens-none = {file}不会打开任何 App：{decisions}
        # en: {app}: excluded by {place}
        trace.decision.excluded = {app}：被 {place} 排除
        # en: {app}: no rule matches
        trace.decision.no-match = {app}：没有匹配的规则
        # en: {app}: matches
        trace.decision.matches = {app}：匹配
        # en: no rule
        trace.place.none = 没有规则
        # en: {pointer}, line {line}:{column}
        trace.place.line = {pointer}，第 {line}:{column} 行
        # en: {url} is not a usable assetlinks.json (ulinks validate names every problem)
        trace.android.unusable = {url} 不是可用的 assetlinks.json（ulinks validate 会指出每个问题）
        # en: {url} lists {package}, but not with the fingerprint {fingerprints}
        trace.android.fingerprint = {url} 列出了 {package}，但指纹不是 {fingerprints}
        # en: {first} or {second}
        trace.android.or = {first} 或 {second}
        # en: {url} does not list {package}
        trace.android.unlisted = {url} 没有列出 {package}
        # --entitlements
        # en: {entry} covers {host}
        trace.entitlements.covers = {entry} 涵盖 {host}
        # en: {entry} covers {host}; with ?mode=developer a device in developer mode fetches https://{fetchHost}/.well-known/apple-app-site-association directly, not Apple's CDN copy
        trace.entitlements.covers-developer = {entry} 涵盖 {host}；带 ?mode=developer 时，处于开发者模式的设备会直接获取 https://{fetchHost}/.well-known/apple-app-site-association，而不是 Apple CDN 上的副本
        # en: no applinks entry covers {host} (the app lists {listed})
        trace.entitlements.uncovered = 没有涵盖 {host} 的 applinks 条目（App 列出的是 {listed}）
        # en: no applinks entry
        trace.entitlements.none = 没有 applinks 条目
        # the verdict per platform (TraceVerdict)
        # en: your app
        trace.verdict.your-app = 你的 App
        # en: an apple-app-site-association file
        trace.verdict.file.ios = apple-app-site-association 文件
        # en: an assetlinks.json
        trace.verdict.file.android = assetlinks.json
        # en: nothing was decided
        trace.verdict.nothing = 没有做出任何决定
        # en: the tapped URL's host could not be checked from here: {reason}
        trace.verdict.unchecked = 无法从这里检查点按的 URL 的主机：{reason}
        # en: {platform} decides on the tapped URL's host before anything is fetched: {reason}
        trace.verdict.opens = {platform} 在获取任何内容之前就根据点按的 URL 的主机做出决定：{reason}
        # en: {platform} decides on the tapped URL's host before anything is fetched: {reason}; the redirects after it never happen (the app gets the tapped URL)
        trace.verdict.opens-redirected = {platform} 在获取任何内容之前就根据点按的 URL 的主机做出决定：{reason}；之后的重定向根本不会发生（App 收到的是点按的 URL）
        # en: {platform} decides on the tapped URL's host, {host}, before following any redirect: {reason}. Hop {hop} ({target}) would open {app}, but a redirect after the tap lands in the browser
        trace.verdict.later = {platform} 在跟随任何重定向之前就根据点按的 URL 的主机 {host} 做出决定：{reason}。第 {hop} 跳（{target}）会由 {app} 打开，但点按之后的重定向最终落在浏览器中
        # en: {reason}; no later hop opens an app either
        trace.verdict.no-later = {reason}；之后的跳也都不会打开 App
        # en: {host}'s file opens {app}, but the app's entitlements ({source}) do not list {host}: {reason}
        trace.verdict.entitlements-unlisted = {host} 的文件由 {app} 打开，但 App 的授权（{source}）没有列出 {host}：{reason}
        # en: {reason}; the app's entitlements ({source}) do not list {host} either
        trace.verdict.entitlements-unlisted-too = {reason}；App 的授权（{source}）也没有列出 {host}
        # en: add applinks:{host} to com.apple.developer.associated-domains in the app's entitlements, then build and install it again
        trace.fix.add-entitlement = 在 App 授权的 com.apple.developer.associated-domains 中添加 applinks:{host}，然后重新构建并安装 App
        # en: trace from where {host} resolves to its public address (or map it with --resolve {host}=ADDR:PORT; --allow-private for a host that is internal on purpose)
        trace.fix.trace-from = 在 {host} 解析为其公网地址的地方追踪（或用 --resolve {host}=ADDR:PORT 映射；有意设为内部的主机请用 --allow-private）
        # en: add a rule that opens {app} for {path} to {url}
        trace.fix.later-rule = 在 {url} 中添加一条规则，让 {path} 由 {app} 打开
        # en: serve {file} at {url} that lists {app} for {path}: the click-tracking domains of email services that support app links can serve one (a branded tracking domain with HTTPS)
        trace.fix.later-serve = 在 {url} 提供列出 {app}（用于 {path}）的{file}：支持应用链接的邮件服务，其点击追踪域名可以提供该文件（使用 HTTPS 的品牌追踪域名）
        # en: link to {url} directly (the URL the redirects end on)
        trace.fix.link-directly = 直接链接到 {url}（重定向最终到达的 URL）
        # en: turn off click tracking for this link in the email or ad tool, so that the tapped URL is the final one
        trace.fix.no-click-tracking = 在邮件或广告工具中关闭此链接的点击追踪，使点按的 URL 就是最终 URL
        # en: add a rule that opens {app} for {path} to {url} (ulinks match shows which rule decides)
        trace.fix.add-rule = 在 {url} 中添加一条规则，让 {path} 由 {app} 打开（ulinks match 会显示由哪条规则决定）
        # en: serve {file} at {url} that lists {app} with a rule matching {path}
        trace.fix.serve = 在 {url} 提供{file}，其中以匹配 {path} 的规则列出 {app}
        # en: a tap on a page of the same domain: a link from example.com to example.com stays in the browser
        trace.rule-out.same-domain = 在同一域名的页面上点按：从 example.com 到 example.com 的链接会停留在浏览器中
        # en: a URL typed or pasted into the browser's address bar opens the website, never the app
        trace.rule-out.typed = 在浏览器地址栏中输入或粘贴的 URL 会打开网站，永远不会打开 App
        # en: the user's earlier choice: after Open in Safari (or the domain in Safari's banner) the device keeps opening the browser; long-press the link and choose Open in the app
        trace.rule-out.earlier-choice = 用户之前的选择：选择“在 Safari 中打开”（或 Safari 横幅中的域名）后，设备会一直打开浏览器；长按链接并选择在 App 中打开
        # en: in-app browsers (mail, social and chat apps) often open links themselves
        trace.rule-out.in-app-browser = App 内置浏览器（邮件、社交和聊天 App）常常自行打开链接
        # en: a failed fetch cached by the device: iOS re-checks about weekly (read swcutil show with ulinks device)
        trace.rule-out.cached = 设备缓存的获取失败：iOS 大约每周重新检查一次（用 ulinks device 读取 swcutil show）
        # en: Android: verification state on the device (adb shell pm get-app-links PACKAGE, read with ulinks device) and Open supported links turned off in the app's settings
        trace.rule-out.android = Android：设备上的验证状态（adb shell pm get-app-links PACKAGE，用 ulinks device 读取），以及 App 设置中关闭了“打开支持的链接”
        # ulinks trace: usage errors
        # en: --timeout must be a positive number of seconds (at most 600)
        trace.error.timeout = --timeout 必须是正的秒数（最多 600）
        # en: --max-hops must be 1 to 50
        trace.error.max-hops = --max-hops 必须在 1 到 50 之间
        # en: --fingerprint needs --package
        trace.error.fingerprint-needs-package = --fingerprint 需要同时提供 --package
        # en: {file}: no Associated Domains entitlement ({key})
        trace.error.no-associated-domains = {file}：没有关联域授权（{key}）
        # ulinks android statements: the text report (StatementListRenderer)
        # en: {source}: {count} statement{relation}
        statements.render.count.one = {source}：{count} 条声明{relation}
        # en: {source}: {count} statements{relation}
        statements.render.count.other = {source}：{count} 条声明{relation}
        # en: \ with {relation}
        statements.render.relation = （relation 为 {relation}）
        # en: \ ({count} file fetched)
        statements.render.fetched.one = （获取了 {count} 个文件）
        # en: \ ({count} files fetched)
        statements.render.fetched.other = （获取了 {count} 个文件）
        # en: from {source} statement {index}
        statements.render.from = 来自 {source} 的声明 {index}
        # en: statement {index} of {source}
        statements.render.granted-by = {source} 的声明 {index}
        # en: linked: {target} has {relation} ({grantedBy})
        statements.render.linked = 已关联：{target} 具有 {relation}（{grantedBy}）
        # en: NOT linked: {target} lacks {relation}: {reason}
        statements.render.not-linked = 未关联：{target} 缺少 {relation}：{reason}
        # en: no statement grants it
        statements.render.no-grant = 没有声明授予它
        # en: errors:
        statements.render.errors = 错误：
        # en: statement {index}
        statements.render.statement = 声明 {index}
        # en: fetched:
        statements.render.fetches = 已获取：
        # en: {bytes} bytes
        statements.render.bytes = {bytes} 字节
        # why a list is not linked (StatementQuery) and its errors (the parser, the fetches, the includes)
        # en: the list has no valid statement
        statements.reason.empty = 列表中没有有效的声明
        # en: statement {index} of {source} names the target for {relations}, not {relation}
        statements.reason.other-relation = {source} 的声明 {index} 为 {relations} 指定了该 target，而不是 {relation}
        # en: statement {index} of {source} names {package} with fingerprint {listed}, not {prints}
        statements.reason.fingerprint.one = {source} 的声明 {index} 以指纹 {listed} 指定 {package}，而不是 {prints}
        # en: statement {index} of {source} names {package} with fingerprints {listed}, not {prints}
        statements.reason.fingerprint.other = {source} 的声明 {index} 以指纹 {listed} 指定 {package}，而不是 {prints}
        # en: no statement names {package}
        statements.reason.no-package = 没有声明指定 {package}
        # en: no statement names {package} (packages listed: {packages})
        statements.reason.no-package-listed = 没有声明指定 {package}（列出的包：{packages}）
        # en: no statement names the target
        statements.reason.no-target = 没有声明指定该 target
        # en: the list is {bytes} bytes, over the {limit}-byte limit
        statements.error.too-large-list = 列表有 {bytes} 字节，超过了 {limit} 字节的上限
        # en: the list is not valid JSON
        statements.error.not-json = 列表不是有效的 JSON
        # en: the list is not valid JSON: line {line}: {message}
        statements.error.not-json-line = 列表不是有效的 JSON：第 {line} 行：{message}
        # en: expected a single array of statements, found {type}
        statements.error.not-array = 应为一个声明数组，实际为{type}
        # en: empty statement list
        statements.error.empty = 声明列表为空
        # en: statement dropped: {why}
        statements.error.dropped = 已丢弃声明：{why}
        # en: include {url} is plain http; an https list cannot include it (not fetched)
        statements.error.insecure-include = include {url} 是普通 http；https 列表不能包含它（未获取）
        # en: include {url} is nested {depth} deep, over the limit of {limit} (an include loop?); not fetched
        statements.error.include-depth = include {url} 嵌套了 {depth} 层，超过了 {limit} 层的上限（include 循环？）；未获取
        # en: fetch budget exhausted: {fetched} files fetched; {count} more include not fetched (first: {first})
        statements.error.budget.one = 获取次数已用完：已获取 {fetched} 个文件；还有 {count} 个 include 未获取（第一个：{first}）
        # en: fetch budget exhausted: {fetched} files fetched; {count} more includes not fetched (first: {first})
        statements.error.budget.other = 获取次数已用完：已获取 {fetched} 个文件；还有 {count} 个 include 未获取（第一个：{first}）
        # en: TLS failed: {why}
        statements.error.tls = TLS 失败：{why}
        # en: {status} to {location}: statement lists are never fetched through redirects
        statements.error.redirect = {status} 到 {location}：声明列表从不通过重定向获取
        # en: {status}: statement lists are never fetched through redirects
        statements.error.redirect-bare = {status}：声明列表从不通过重定向获取
        # en: status {status} {reason}
        statements.error.status = 状态 {status} {reason}
        # en: status {status}
        statements.error.status-bare = 状态 {status}
        # en: larger than {limit} bytes (reading stopped at {read})
        statements.error.too-large = 大于 {limit} 字节（读取在 {read} 处停止）
        # en: Content-Type is {type}, not application/json
        statements.error.content-type = Content-Type 是 {type}，不是 application/json
        # en: Content-Type is missing, not application/json
        statements.error.content-type-missing = 缺少 Content-Type，应为 application/json
        # en: {host} does not resolve
        statements.error.unresolved = 无法解析 {host}
        # en: refused: {host} resolves to the internal address {address} (a file cannot make the checker reach internal services; --allow-private or --resolve allow it)
        statements.error.refused = 已拒绝：{host} 解析为内部地址 {address}（文件不能让检查器访问内部服务；--allow-private 或 --resolve 可以允许）
        # ulinks android statements: usage errors
        # en: --timeout must be a positive number of seconds
        statements.error.timeout = --timeout 必须是正的秒数
        # en: --max-fetches must be at least 1, --max-depth at least 0
        statements.error.limits = --max-fetches 至少为 1，--max-depth 至少为 0
        # en: --relation: '{relation}' is not kind/detail such as delegate_permission/common.handle_all_urls
        statements.error.relation = --relation：'{relation}' 不是 kind/detail 形式（例如 delegate_permission/common.handle_all_urls）
        # en: give --package and --fingerprint together
        statements.error.together = 请同时提供 --package 和 --fingerprint
        # en: give --package or --site, not both
        statements.error.package-or-site = 请提供 --package 或 --site，不要同时提供
        # en: --site: '{site}' {reason}
        statements.error.site = --site: '{site}' {reason}
        # en: '{source}' is not a domain ({reason}): give a domain, https://HOST[:PORT] or a file
        statements.error.not-domain = '{source}' 不是域名（{reason}）：请提供域名、https://HOST[:PORT] 或文件
        # en: '{source}': write a site with a port as https://{source}
        statements.error.port = '{source}'：带端口的站点请写成 https://{source}
        # en: Invalid site: {reason}
        statements.error.invalid-site = 无效的站点：{reason}
        # en: Invalid site: '{source}' is http; statement lists are fetched over HTTPS only (write https://{host})
        statements.error.http-site = 无效的站点：'{source}' 是 http；声明列表只通过 HTTPS 获取（请写成 https://{host}）
        # en: Invalid site: '{source}' {reason}; give https://HOST[:PORT] only
        statements.error.site-extra = 无效的站点：'{source}' {reason}；只能提供 https://HOST[:PORT]
        # shared by trace and android statements
        # en: --package: '{package}' is not a Java package name
        trace.error.package = --package：'{package}' 不是 Java 包名
        # en: --fingerprint: '{fingerprint}' is not a SHA-256 fingerprint (64 hex digits, colons optional)
        trace.error.fingerprint = --fingerprint：'{fingerprint}' 不是 SHA-256 指纹（64 个十六进制数字，冒号可选）
        # the console's Trace tab (ConsoleAssets+ScriptTrace) and POST /api/v1/trace's errors
        # en: browser
        console.trace.browser = 浏览器
        # en: (meta refresh)
        console.trace.meta-refresh = (meta refresh)
        # en: not fetched: {error}
        console.trace.not-fetched = 未获取：{error}
        # en: stopped: {reason}
        console.trace.stopped = 已停止：{reason}
        # en: entitlements ({source}): {reason}
        console.trace.entitlements = 授权（{source}）：{reason}
        # en: not a Java package name: {package}
        trace.api.bad-package = 不是 Java 包名：{package}
        # en: fingerprints are SHA-256 fingerprints (64 hex digits, colons optional)
        trace.api.bad-fingerprint = 指纹必须是 SHA-256 指纹（64 个十六进制数字，冒号可选）
        # en: {host} resolves to {address}, a loopback, private or link-local address: the console only traces public hosts (start the server with --console-allow-private-check to allow it)
        trace.api.private = {host} 解析为 {address}，这是环回、私有或链路本地地址：控制台只追踪公网主机（如需允许，请用 --console-allow-private-check 启动服务器）
        # en: URLs are at most {max} bytes
        trace.api.url-too-long = URL 最多 {max} 字节
        # en: at most 20 apps and 20 fingerprints
        trace.api.too-many = 最多 20 个 App 和 20 个指纹
        # en: maxHops is 1 to 20
        trace.api.bad-max-hops = maxHops 必须在 1 到 20 之间
        """#
}
