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
        # issue 34: stale CDN copies, excludes, what was not checked, link wrappers, where it is tapped, device
        # en: wrapped by {vendor}: inner URL {inner}
        trace.render.wrapper = 由 {vendor} 包装：内部 URL {inner}
        # en: where it is tapped (iOS; only what public documentation says):
        trace.render.where-tapped = 在哪里点按（iOS；只列公开文档所说的）：
        # en: {platform}: not checked (the tapped URL's host could not be checked; exit status 2)
        trace.render.verdict.unchecked = {platform}：未检查（无法检查所点按 URL 的主机；退出状态 2）
        # en: Safari
        trace.tap.place.safari = Safari
        # en: Messages
        trace.tap.place.messages = 信息
        # en: Mail
        trace.tap.place.mail = 邮件
        # en: Gmail
        trace.tap.place.gmail = Gmail
        # en: Slack
        trace.tap.place.slack = Slack
        # en: Instagram (in-app browser)
        trace.tap.place.instagram = Instagram（应用内浏览器）
        # en: Facebook (in-app browser)
        trace.tap.place.facebook = Facebook（应用内浏览器）
        # en: LinkedIn (in-app browser)
        trace.tap.place.linkedin = LinkedIn（应用内浏览器）
        # en: TikTok (in-app browser)
        trace.tap.place.tiktok = TikTok（应用内浏览器）
        # en: X (in-app browser)
        trace.tap.place.x = X（应用内浏览器）
        # en: WhatsApp
        trace.tap.place.whatsapp = WhatsApp
        # en: opens the app
        trace.tap.fares.opens = 打开 App
        # en: browser
        trace.tap.fares.browser = 浏览器
        # en: unknown
        trace.tap.fares.unknown = 未知
        # en: not checked: the tapped URL's host could not be checked
        trace.tap.not-checked = 未检查：无法检查所点按 URL 的主机
        # en: iOS does not open the app for the tapped URL (the verdict above), so no place opens it
        trace.tap.browser = iOS 不会为所点按的 URL 打开 App（见上面的结论），所以在哪里点按都不会打开它
        # en: opens the app from a page of another domain; a link to the domain of the page Safari shows stays in Safari
        trace.tap.safari = 从其他域名的页面点按会打开 App；指向 Safari 当前页面同一域名的链接留在 Safari 中
        # en: links in Mail and Messages call openURL, which opens universal links in the app
        trace.tap.open-url = 邮件和信息中的链接调用 openURL，它会在 App 中打开通用链接
        # en: no public documentation found says whether this app hands the link to iOS or opens it in its own browser; try it on a device
        trace.tap.unknown = 未找到公开文档说明这个 App 是把链接交给 iOS，还是在自己的浏览器中打开；请在设备上试一试
        # en: Apple's CDN copy of {host}'s file
        trace.decision.file.cdn = Apple CDN 上 {host} 文件的副本
        # en: the origin file https://{host}/.well-known/apple-app-site-association
        trace.decision.file.origin = 源站文件 https://{host}/.well-known/apple-app-site-association
        # en: {copy}, but {origin}: the origin is right, and Apple's CDN copy, which devices read, is out of date: {age}
        trace.cdn.stale = {copy}，但 {origin}：源站是对的，设备读取的 Apple CDN 副本已过时：{age}
        # en: the CDN fetched it {age} ago (Age header)
        trace.cdn.age = CDN 在 {age} 前获取了它（Age 头）
        # en: unknown
        trace.cdn.age-unknown = 未知
        # en: hop {hop} ({host}) not checked: {reason}
        trace.unchecked.hop = 第 {hop} 跳（{host}）未检查：{reason}
        # en: the hops after hop {hop} not checked: {stopped}
        trace.unchecked.after = 第 {hop} 跳之后的跳未检查：{stopped}
        # en: {reason}; no checked later hop opens an app, but not every hop was checked: {unchecked}
        trace.verdict.no-later-unchecked = {reason}；已检查的后续跳都不会打开 App，但并非每一跳都检查过：{unchecked}
        # en: in {url}, narrow or remove the exclude at {place}, which matches {path}: the first rule that matches decides, so a rule added after it never opens {app}
        trace.fix.narrow-exclude = 在 {url} 中，收窄或删除 {place} 处匹配 {path} 的 exclude：由第一条匹配的规则决定，所以加在它之后的规则永远不会打开 {app}
        # en: or put a rule that opens {app} for {path} before the exclude at {place} (earlier in the same list); ulinks match shows which rule decides
        trace.fix.rule-before-exclude = 或者把一条让 {path} 由 {app} 打开的规则放在 {place} 的 exclude 之前（同一列表中更靠前）；ulinks match 会显示由哪条规则决定
        # en: Apple's CDN reports {failure}: if it still does after its next fetch, fix what it names (the CDN fetches from Apple's servers, not from where this trace ran)
        trace.fix.cdn-failure = Apple CDN 报告 {failure}：如果它下次获取后仍然如此，请修复它指出的问题（CDN 从 Apple 的服务器获取，而不是从本次追踪运行的地方）
        # en: nothing to change on {host}: wait for Apple's CDN to fetch the file again (its copy is {age} old; Cache-Control keeps it {maxAge}; there is no purge); devices pick it up at their next check (about weekly) or when the app is installed again
        trace.fix.cdn-wait = {host} 上无需修改：等待 Apple CDN 重新获取文件（其副本已有 {age}；Cache-Control 保留 {maxAge}；无法清除）；设备会在下次检查时（约每周一次）或重新安装 App 时取得它
        # en: to test a development build now: add applinks:{host}?mode=developer to the app's entitlements and turn on Settings > Developer > Associated Domains Development; the device then fetches the origin file directly, not Apple's CDN copy
        trace.fix.developer-mode = 要立即测试开发版本：在 App 的 entitlements 中添加 applinks:{host}?mode=developer，并打开 设置 > 开发者 > Associated Domains Development；设备随后直接获取源站文件，而不是 Apple CDN 副本
        # en: {vendor} wrapped the link: {platform} decides on the wrapper's host, which no app of yours can claim, so the tap lands in the browser ({reason}). {inner}
        trace.verdict.wrapped = {vendor} 包装了这个链接：{platform} 按包装器的主机决定，而你的 App 无法认领该主机，所以点按会进入浏览器（{reason}）。{inner}
        # en: The inner URL {url}, traced on its own, opens {app}
        trace.wrapper.inner-opens = 内部 URL {url} 单独追踪时会打开 {app}
        # en: The inner URL {url}, traced on its own, would not open an app either: {reason}
        trace.wrapper.inner-browser = 内部 URL {url} 单独追踪时也不会打开 App：{reason}
        # en: The inner URL is {url}
        trace.wrapper.inner-not-traced = 内部 URL 是 {url}
        # en: The wrapper hides the URL behind a token; it names the domain {domain}
        trace.wrapper.opaque-domain = 包装器把 URL 藏在令牌后面；它给出的域名是 {domain}
        # en: The wrapper hides the URL behind a token (the hops above follow its redirects)
        trace.wrapper.opaque = 包装器把 URL 藏在令牌后面（上面的跳跟随了它的重定向）
        # en: your domain
        trace.wrapper.your-domain = 你的域名
        # en: ask the recipients' Microsoft 365 admin to add {host}/* to the Safe Links policy's "Do not rewrite the following URLs in email" list (Set-SafeLinksPolicy -DoNotRewriteUrls; {docs}): links in it reach the mailbox unwrapped
        trace.fix.safe-links = 请收件人的 Microsoft 365 管理员把 {host}/* 加入安全链接策略的 "Do not rewrite the following URLs in email" 列表（Set-SafeLinksPolicy -DoNotRewriteUrls；{docs}）：列表中的链接不会被包装
        # en: only the recipients' mail administrator can leave links to {host} unwrapped (an exception in {vendor}'s URL rewriting policy); nothing served on your side changes this tap
        trace.fix.gateway-exception = 只有收件人的邮件管理员能让指向 {host} 的链接不被包装（在 {vendor} 的 URL 改写策略中设例外）；你这边提供的任何文件都改变不了这次点按
        # en: nothing you serve changes this tap: {vendor} belongs to the site the link was shared on; share the link where it is not wrapped, or let the page it lands on offer the app (a Smart App Banner)
        trace.fix.redirector = 你提供的任何文件都改变不了这次点按：{vendor} 属于分享该链接的网站；请在不会包装链接的地方分享，或让落地页提供打开 App 的入口（智能 App 横幅）
        # en: the service's documentation of universal links through its click tracking: {url}
        trace.fix.esp-docs = 该服务关于点击跟踪与通用链接的文档：{url}
        # en: no documentation of {vendor} on universal links was found: ask the vendor whether a branded click-tracking domain can serve the files
        trace.fix.esp-docs-unknown = 未找到 {vendor} 关于通用链接的文档：请询问供应商品牌化的点击跟踪域名能否提供这些文件
        # en: set up a branded HTTPS click-tracking domain with {vendor} and serve on it an apple-app-site-association (and an assetlinks.json) that lists your app: {docs}
        trace.fix.esp-branded = 在 {vendor} 设置一个品牌化的 HTTPS 点击跟踪域名，并在上面提供列出你的 App 的 apple-app-site-association（和 assetlinks.json）：{docs}
        # en: link to {url} directly where you control the link (the URL inside the wrapper)
        trace.fix.link-directly-wrapped = 在你能控制链接的地方直接链接到 {url}（包装器里的 URL）
        # en: wrapped by {vendor}: {inner}
        console.trace.wrapper = 由 {vendor} 包装：{inner}
        # en: Where it is tapped (iOS; only what public documentation says)
        console.trace.where-tapped = 在哪里点按（iOS；只列公开文档所说的）
        # en: Where
        console.trace.col.place = 位置
        # en: The tap
        console.trace.col.fares = 点按结果
        # en: Source
        console.trace.col.source = 来源
        # en: not checked
        console.trace.unchecked = 未检查
        # en: {platform} not checked
        console.trace.platform-unchecked = {platform} 未检查
        # en: the user selected this domain for the app, but with Open supported links off Android opens none of the app's links, selected or verified (DomainVerificationUserState: the toggle affects all links)
        device.android.user-selected-off = 用户为该 App 选择了这个域名，但“打开支持的链接”关闭时，Android 不会用该 App 打开任何链接，无论是选择的还是已验证的（DomainVerificationUserState：该开关影响所有链接）
        # en: check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} {fingerprints})
        device.android.check-file-signed = 检查 https://{domain}/.well-known/assetlinks.json（ulinks check {domain} --android --package {package} {fingerprints}）
        # en: serve a file on {host} that lists {app} (ulinks check {host} --app {app} shows it: in developer mode the device fetches from {host} directly, not from Apple's CDN)
        device.ios.next.serve-developer = 在 {host} 上提供列出 {app} 的文件（ulinks check {host} --app {app} 会显示它：开发者模式下设备直接从 {host} 获取，而不是从 Apple CDN）
        # en: not checked
        trace.render.not-checked = 未检查
        # en: check that {host} answers HTTPS from where you trace (ulinks check {host} shows each step), then trace again
        trace.fix.retry = 检查 {host} 能否从你追踪的地方通过 HTTPS 应答（ulinks check {host} 会显示每一步），然后重新追踪
        # en: recognised: {vendor}; the target is behind a token (domain {domain})
        trace.render.opaque-domain = 已识别：{vendor}；目标藏在令牌后面（域名 {domain}）
        # en: recognised: {vendor}; the target is behind a token (the hops above follow it)
        trace.render.opaque-link = 已识别：{vendor}；目标藏在令牌后面（上面的跳跟随了它）
        # en: where it is tapped (iOS): {fares} wherever it is tapped: {note}
        trace.render.where-tapped-same = 在哪里点按（iOS）：无论在哪里点按都是{fares}：{note}
        # en: {fares} wherever it is tapped: {note}
        console.trace.where-tapped-same = 无论在哪里点按都是{fares}：{note}
        # en: Apple's CDN could not be reached from here, which says nothing about {host}: trace again with --cdn later (or without --cdn to decide on the origin file)
        trace.fix.retry-cdn = 从这里无法连接 Apple CDN，这与 {host} 无关：稍后用 --cdn 重新追踪（或不加 --cdn，按源站文件决定）
        """#
}
