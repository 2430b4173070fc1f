// Translations of LocalizationTable+WatchEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let watchZhHans = #"""
        # en: unknown
        watch.state.unknown = 未知
        # en: ok
        watch.state.ok = 正常
        # en: warning
        watch.state.warning = 警告
        # en: failing
        watch.state.failing = 失败
        # en: unreachable
        watch.reason.unreachable = 无法连接
        # en: Apple's CDN could not be reached
        watch.reason.cdn-unreachable = 无法连接 Apple 的 CDN
        # en: {domain} resolves to {address}, a loopback, private or link-local address: not fetched (--allow-private fetches it)
        watch.reason.private-address = {domain} 解析为 {address}，这是环回、私有或链路本地地址：未抓取（使用 --allow-private 即可抓取）
        # en: the certificate {seen}
        watch.reason.tls-expiring = 证书：{seen}
        # en: not a valid association file: {seen}
        watch.reason.not-json = 不是有效的关联文件：{seen}
        # en: Apple's CDN reached the file through {count} redirect: {chain}
        watch.reason.cdn-redirect.one = Apple 的 CDN 经过 {count} 次重定向才取到文件：{chain}
        # en: Apple's CDN reached the file through {count} redirects: {chain}
        watch.reason.cdn-redirect.other = Apple 的 CDN 经过 {count} 次重定向才取到文件：{chain}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences}
        watch.reason.cdn-stale = Apple 的 CDN 副本与源站文件不一致已有 {duration}（自 {since} 起）：{differences}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences} (and {more} more)
        watch.reason.cdn-stale.more = Apple 的 CDN 副本与源站文件不一致已有 {duration}（自 {since} 起）：{differences}（另有 {more} 处）
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences}
        watch.reason.cdn-stale.fetched = Apple 的 CDN 副本与源站文件不一致已有 {duration}（自 {since} 起；CDN 于 {age} 前抓取了该副本）：{differences}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences} (and {more} more)
        watch.reason.cdn-stale.fetched-more = Apple 的 CDN 副本与源站文件不一致已有 {duration}（自 {since} 起；CDN 于 {age} 前抓取了该副本）：{differences}（另有 {more} 处）
        # en: Apple's CDN holds a failure ({status}){details}
        watch.reason.cdn-failure = Apple 的 CDN 记录了一次失败（{status}）{details}
        # en: Apple's CDN holds a failure (no status){details}
        watch.reason.cdn-failure.no-status = Apple 的 CDN 记录了一次失败（无状态码）{details}
        # en: {url} should open in the browser, but {opens}
        watch.reason.expectation.browser = {url} 应在浏览器中打开，但实际{opens}
        # en: {url} should open {app}, but {app} excludes it: {opens}
        watch.reason.expectation.excluded = {url} 应打开 {app}，但 {app} 排除了它：{opens}
        # en: {url} should open {app}, but no rule of {app} matches: {opens}
        watch.reason.expectation.no-match = {url} 应打开 {app}，但 {app} 没有任何规则匹配：{opens}
        # en: {url} should open {app}, but the file no longer lists {app}: {opens}
        watch.reason.expectation.not-listed = {url} 应打开 {app}，但文件中已不再列出 {app}：{opens}
        # en: {url} (Android)
        watch.value.android = {url}（Android）
        # en: opens {app}
        watch.value.opens-app = 打开 {app}
        # en: opens in the browser
        watch.value.opens-browser = 在浏览器中打开
        # en: {count} days
        watch.value.days = {count} 天
        # en: The host name does not resolve or no TCP connection opens.
        watch.reason-summary.unreachable = 主机名无法解析，或无法建立 TCP 连接。
        # en: The domain resolves to a loopback, private or link-local address, no --resolve maps it and --allow-private was not given; it is not fetched.
        watch.reason-summary.private-address = 域名解析为环回、私有或链路本地地址，没有 --resolve 映射它，且未指定 --allow-private；不会抓取。
        # en: No complete answer within --timeout: a server that hangs, answers byte by byte or never finishes.
        watch.reason-summary.timeout = 在 --timeout 内没有完整的响应：服务器挂起、逐字节应答或始终不结束。
        # en: The certificate is untrusted, expired, for another host or sent without its chain, or the handshake fails.
        watch.reason-summary.tls-invalid = 证书不受信任、已过期、属于其他主机或发送时缺少证书链，或握手失败。
        # en: The certificate expires within 14 days.
        watch.reason-summary.tls-expiring = 证书将在 14 天内过期。
        # en: The well-known URL redirects; Apple's fetchers never follow it.
        watch.reason-summary.redirect = well-known URL 发生重定向；Apple 的抓取程序从不跟随重定向。
        # en: The well-known URL answers a status other than 200 (404, 403, 500, ...).
        watch.reason-summary.http-status = well-known URL 返回的状态码不是 200（404、403、500 等）。
        # en: The file is larger than 131,072 bytes (the download stops there).
        watch.reason-summary.too-large = 文件大于 131,072 字节（下载到此为止）。
        # en: The body has a Content-Encoding that was not asked for.
        watch.reason-summary.content-encoding = 响应正文带有未请求的 Content-Encoding。
        # en: The Content-Type is not application/json (current iOS tolerates it; the SPA-index case also gives not-json).
        watch.reason-summary.content-type = Content-Type 不是 application/json（当前 iOS 可以容忍；SPA 首页的情况同时会给出 not-json）。
        # en: The body is not a valid association file: HTML, a syntax error, no applinks.
        watch.reason-summary.not-json = 正文不是有效的关联文件：HTML、语法错误或没有 applinks。
        # en: With --app: the app is not listed for applinks.
        watch.reason-summary.app-missing = 使用 --app 时：applinks 中未列出该应用。
        # en: An --expect or --expect-android decision no longer holds (the URL opens another app, the browser, or no longer the browser).
        watch.reason-summary.expectation = --expect 或 --expect-android 的判定不再成立（URL 打开了其他应用、浏览器，或不再在浏览器中打开）。
        # en: Apple's CDN holds a failure (Apple-Failure-Reason, a status other than 200, or a copy that is not a valid file).
        watch.reason-summary.cdn-failure = Apple 的 CDN 记录了失败（Apple-Failure-Reason、非 200 的状态码，或副本不是有效文件）。
        # en: Apple's CDN reached the file through a redirect (an Apple-From chain of more than one URL).
        watch.reason-summary.cdn-redirect = Apple 的 CDN 经过重定向才取到文件（Apple-From 链中有多个 URL）。
        # en: Apple's CDN copy has differed from the origin file for longer than --cdn-grace.
        watch.reason-summary.cdn-stale = Apple 的 CDN 副本与源站文件不一致的时间超过了 --cdn-grace。
        # en: Apple's CDN could not be fetched (says nothing about the domain).
        watch.reason-summary.cdn-unreachable = 无法从 Apple 的 CDN 抓取（这并不说明域名本身有问题）。
        # en: With --android: assetlinks.json cannot be fetched or holds no valid statement.
        watch.reason-summary.assetlinks = 使用 --android 时：无法抓取 assetlinks.json，或其中没有有效的声明。
        # en: With --android --package --fingerprint: the app is not linked by assetlinks.json.
        watch.reason-summary.android-app-missing = 使用 --android --package --fingerprint 时：assetlinks.json 未关联该应用。
        # en: round {number}: {domains} in {seconds} s, {started} to {finished} ({states}; {transitions})
        watch.round = 第 {number} 轮：{domains}，用时 {seconds} 秒，{started} 至 {finished}（{states}；{transitions}）
        # en: ok {ok}, warning {warning}, failing {failing}
        watch.round.states = 正常 {ok}，警告 {warning}，失败 {failing}
        # en: {count} domain
        watch.round.domains.one = {count} 个域名
        # en: {count} domains
        watch.round.domains.other = {count} 个域名
        # en: {count} transition
        watch.round.transitions.one = {count} 次状态转换
        # en: {count} transitions
        watch.round.transitions.other = {count} 次状态转换
        # en: {domain}: {state} since {since}, last checked {checked}
        watch.history.state = {domain}：自 {since} 起为{state}，最后检查于 {checked}
        # en: {count} transition (oldest first):
        watch.history.count.one = {count} 次状态转换（从旧到新）：
        # en: {count} transitions (oldest first):
        watch.history.count.other = {count} 次状态转换（从旧到新）：
        # en: {count} change of cause
        watch.round.causes.one = {count} 次原因变化
        # en: {count} changes of cause
        watch.round.causes.other = {count} 次原因变化
        # en: {count} first state recorded, not alerted (not failing; --alert-first alerts it)
        watch.round.first-states.one = 已记录 {count} 个首次状态，未告警（不是失败；--alert-first 会告警）
        # en: {count} first states recorded, not alerted (not failing; --alert-first alerts them)
        watch.round.first-states.other = 已记录 {count} 个首次状态，未告警（不是失败；--alert-first 会告警）
        # en: the schedule runs {seconds} s late
        watch.round.late = 计划延迟了 {seconds} 秒
        # en: {at} {domain}: still {state}, for other reasons (was: {previous})
        watch.event.reasons = {at} {domain}：仍为{state}，但原因不同（之前：{previous}）
        # en: {domain} is still *{state}*, for other reasons (was: {previous})
        watch.webhook.payload.reasons = {domain} 仍为 *{state}*，但原因不同（之前：{previous}）
        # en: --state {path}: no such file
        watch.error.no-state-file = --state {path}：文件不存在
        # en: {path}: no history of {domain}
        watch.error.no-history = {path}：没有 {domain} 的历史记录
        # en: --history needs --state FILE
        watch.error.history-needs-state = --history 需要 --state FILE
        # en: give at least one domain, or --domains FILE
        watch.error.no-domain = 请至少提供一个域名，或使用 --domains FILE
        # en: --interval must be at least 0.1 seconds
        watch.error.interval = --interval 至少为 0.1 秒
        # en: --cdn-grace must be a number of seconds
        watch.error.cdn-grace = --cdn-grace 必须是秒数
        # en: --webhook-backoff and --webhook-timeout must be positive numbers of seconds
        watch.error.webhook-timing = --webhook-backoff 和 --webhook-timeout 必须是正的秒数
        # en: --webhook: '{url}' is not an http or https URL
        watch.error.webhook-url = --webhook：'{url}' 不是 http 或 https URL
        # en: --webhook: '{url}' is not a valid URL: {reason}
        watch.error.webhook-url-reason = --webhook：'{url}' 不是有效的 URL：{reason}
        # en: --expect: invalid expectation '{text}': {reason}
        watch.error.expect = --expect：无效的预期 '{text}'：{reason}
        # en: no domains to watch
        watch.error.no-domains = 没有要监控的域名
        # en: --expect {expectation}: {domain} is not a watched domain
        watch.error.stray-expect = --expect {expectation}：{domain} 不是受监控的域名
        # en: {option}: {host} resolves to {address}, a loopback, private or link-local address (--allow-private allows it)
        watch.error.private = {option}：{host} 解析为 {address}，这是环回、私有或链路本地地址（--allow-private 可允许）
        # en: expected URL=APPID|browser
        watch.expectation.format-ios = 格式应为 URL=APPID|browser
        # en: expected URL=PACKAGE|browser
        watch.expectation.format-android = 格式应为 URL=PACKAGE|browser
        # en: '{url}' is not an https URL
        watch.expectation.not-https = '{url}' 不是 https URL
        # en: nothing after '='
        watch.expectation.empty = '=' 后面没有内容
        # en: '{value}' is not an app (PREFIX.bundle.id) or browser
        watch.expectation.not-app = '{value}' 既不是应用（PREFIX.bundle.id），也不是 browser
        # en: '{value}' is not an app (a package name) or browser
        watch.expectation.not-package = '{value}' 既不是应用（包名），也不是 browser
        # en: '{value}' is not an App ID (PREFIX.bundle.id) or browser
        watch.expectation.not-app-id = '{value}' 既不是 App ID（PREFIX.bundle.id），也不是 browser
        # en: webhook {url}: {why}; the transition of {domain} is dropped
        watch.webhook.dropped = webhook {url}：{why}；已丢弃 {domain} 的状态转换
        # en: webhook {url}: {why}; gave up after {count} attempts (the transition of {domain})
        watch.webhook.gave-up = webhook {url}：{why}；尝试 {count} 次后放弃（{domain} 的状态转换）
        # en: webhook {url}: {why}; retrying in {delay}
        watch.webhook.retrying = webhook {url}：{why}；{delay} 后重试
        # en: webhook {url}: queue full ({limit}); dropped the transition of {domain}
        watch.webhook.queue-full = webhook {url}：队列已满（{limit}）；已丢弃 {domain} 的状态转换
        # en: answered {code}
        watch.webhook.answered = 返回了 {code}
        # en: {host} does not resolve
        watch.webhook.unresolved = {host} 无法解析
        # en: {host} resolves to {address}, not a public address (--allow-private allows it)
        watch.webhook.refused = {host} 解析为 {address}，不是公网地址（--allow-private 可允许）
        # en: no answer within {duration}
        watch.webhook.no-answer = {duration} 内没有响应
        # en: the watch is off: start ulinks serve with --watch
        watch.api.off = 监控未开启：请使用 --watch 启动 ulinks serve
        # en: the watch is off: start ulinks serve with --watch (and an SQLite or PostgreSQL store)
        watch.api.off-store = 监控未开启：请使用 --watch（并配合 SQLite 或 PostgreSQL 存储）启动 ulinks serve
        # en: {domain} is neither hosted nor registered for the watch
        watch.api.not-watched = {domain} 既不是托管于此的域名，也未登记监控
        # en: {what} changed from {old} to {new}
        watch.change.value = {what} 从 {old} 变为 {new}
        # en: none
        watch.change.none = 无
        # en: {id} appeared: {message}
        watch.change.appeared = {id} 出现：{message}
        # en: {id} cleared
        watch.change.cleared = {id} 消除
        # en: {check}: {old} → {new}: {seen}
        watch.change.check = {check}：{old} → {new}：{seen}
        # en: size
        watch.change.size = 大小
        # en: apps
        watch.change.apps = 应用
        # en: certificate end
        watch.change.certificate-end = 证书到期日
        # en: CDN status
        watch.change.cdn-status = CDN 状态码
        # en: {count} bytes
        watch.change.bytes = {count} 字节
        # en: {check} {url}: {old} → {new}: {seen}
        watch.change.check-url = {check} {url}：{old} → {new}：{seen}
        # en: {id} now: {message}
        watch.change.reason-now = {id} 现在：{message}
        # en: unknown
        console.watch.state.unknown = 未知
        # en: ok
        console.watch.state.ok = 正常
        # en: warning
        console.watch.state.warning = 警告
        # en: failing
        console.watch.state.failing = 失败
        # en: {domain}: states over the last 30 days
        console.watch.timeline-label = {domain}：最近 30 天的状态
        # en: {state}: {from} to {to}
        console.watch.stretch = {state}：{from} 至 {to}
        # en: 30 days ago
        console.watch.days-ago = 30 天前
        # en: now
        console.watch.now = 现在
        # en: {name}: {platform} ({tool}): {count} entry ({opening} opening links in the app)
        device.header.one = {name}：{platform}（{tool}）：{count} 个条目（{opening} 个在应用中打开链接）
        # en: {name}: {platform} ({tool}): {count} entries ({opening} opening links in the app)
        device.header.other = {name}：{platform}（{tool}）：{count} 个条目（{opening} 个在应用中打开链接）
        # en: means: {explanation}
        device.means = 含义：{explanation}
        # en: next:  {next}
        device.next = 下一步：{next}
        # en: last checked {date}
        device.last-checked = 上次检查 {date}
        # en: next check {date}
        device.next-check = 下次检查 {date}
        # en: user approval {value}
        device.user-approval = 用户批准 {value}
        # en: flags {flags}
        device.flags = 标志 {flags}
        # en: {count} more entries not shown (over {limit})
        device.omitted = 另有 {count} 个条目未显示（超过 {limit} 个）
        # en: {count} line not understood:
        device.unknown.one = {count} 行无法理解：
        # en: {count} lines not understood:
        device.unknown.other = {count} 行无法理解：
        # en: ... and {count} more
        device.unknown.more = ……另有 {count} 行
        # en: an entry without App ID or Domain
        device.unknown.no-app = 缺少 App ID 或 Domain 的条目
        # en: {name}: no entry found in this {tool} output ({count} line not understood)
        device.no-entry.one = {name}：在这份 {tool} 输出中没有找到条目（{count} 行无法理解）
        # en: {name}: no entry found in this {tool} output ({count} lines not understood)
        device.no-entry.other = {name}：在这份 {tool} 输出中没有找到条目（{count} 行无法理解）
        # en: not text: a NUL byte at offset {offset} (binary data); give the text that swcutil show or adb shell pm get-app-links prints
        device.error.binary = 不是文本：偏移 {offset} 处有 NUL 字节（二进制数据）；请提供 swcutil show 或 adb shell pm get-app-links 输出的文本
        # en: not the output of swcutil show (iOS, macOS) or adb shell pm get-app-links / dumpsys package d (Android 12+): no line says Service: or Domain verification state: (--kind swcutil|pm reads it anyway)
        device.error.unknown-kind = 不是 swcutil show（iOS、macOS）或 adb shell pm get-app-links / dumpsys package d（Android 12+）的输出：没有一行写着 Service: 或 Domain verification state:（使用 --kind swcutil|pm 仍可读取）
        # en: ;\ 
        device.separator = ；
        # en: site approval approved: the device got a file from {host} that lists {app} for {service}
        device.ios.approved = 站点批准 approved：设备从 {host} 取得的文件为 {service} 列出了 {app}
        # en: site approval denied: the device got an answer for {host} that does not approve {app} for {service} (the file does not list the app, or Apple's CDN had no usable file)
        device.ios.denied = 站点批准 denied：设备为 {host} 取得的答复未批准 {app} 用于 {service}（文件未列出该应用，或 Apple 的 CDN 没有可用的文件）
        # en: site approval unspecified: no usable answer for {host} yet (not fetched, the fetch failed, or Apple's CDN cannot reach the site)
        device.ios.unspecified = 站点批准 unspecified：尚无 {host} 的可用答复（尚未抓取、抓取失败，或 Apple 的 CDN 无法访问该站点）
        # en: site approval {state}: a value this tool does not know
        device.ios.unknown-state = 站点批准 {state}：本工具不认识的值
        # en: the last fetch failed: {error}
        device.ios.fetch-failed = 上次抓取失败：{error}
        # en: developer mode entry (?mode=developer): fetched from {host} directly, not through Apple's CDN, only while Associated Domains Development is on
        device.ios.developer = 开发者模式条目（?mode=developer）：直接从 {host} 抓取，不经过 Apple 的 CDN，仅在开启“关联域开发”（Associated Domains Development）时生效
        # en: managed entry (?mode=managed): fetched as the device's MDM allows
        device.ios.managed = 受管理条目（?mode=managed）：按设备的 MDM 允许的方式抓取
        # en: a fetch was in progress when this was written
        device.ios.updating = 写入这些内容时正在进行一次抓取
        # en: the device will not fetch again before {date} ({span} from now)
        device.ios.waits = 在 {date} 之前设备不会再次抓取（距现在 {span}）
        # en: user approval denied: the user chose to open {host}'s links in the browser (for example Open in Safari, or the domain in Safari's banner)
        device.ios.user-denied = 用户批准 denied：用户选择在浏览器中打开 {host} 的链接（例如“在 Safari 中打开”，或 Safari 横幅中的域名）
        # en: user approval approved: the user chose to open {host}'s links in the app
        device.ios.user-approved = 用户批准 approved：用户选择在应用中打开 {host} 的链接
        # en: {service} is not a universal link service: it never opens links
        device.ios.not-applinks = {service} 不是通用链接服务：它从不打开链接
        # en: serve a file on {host} that lists {app} (ulinks check {host} --app {app} --cdn shows what Apple's CDN serves)
        device.ios.next.serve = 在 {host} 上提供列出 {app} 的文件（ulinks check {host} --app {app} --cdn 可显示 Apple 的 CDN 提供的内容）
        # en: then delete and reinstall the app to make the device fetch now
        device.ios.next.reinstall = 然后删除并重新安装应用，让设备立即抓取
        # en: then delete and reinstall the app to make the device fetch now, or add ?mode=developer to the entitlement and turn on Settings > Developer > Associated Domains Development
        device.ios.next.reinstall-or-developer = 然后删除并重新安装应用，让设备立即抓取；或在授权中加上 ?mode=developer，并打开“设置 > 开发者 > Associated Domains Development”
        # en: long-press a link to {host} and choose Open in the app (or tap OPEN in Safari's banner); the choice is kept per domain
        device.ios.next.user-denied = 长按指向 {host} 的链接并选择“在应用中打开”（或点按 Safari 横幅中的“打开”）；该选择按域名保留
        # en: {count} day
        device.span.day.one = {count} 天
        # en: {count} days
        device.span.day.other = {count} 天
        # en: {count} hour
        device.span.hour.one = {count} 小时
        # en: {count} hours
        device.span.hour.other = {count} 小时
        # en: {count} minute
        device.span.minute.one = {count} 分钟
        # en: {count} minutes
        device.span.minute.other = {count} 分钟
        # en: verified: the verification agent fetched the site's assetlinks.json and it lists the app
        device.android.verified = verified：验证代理已抓取该站点的 assetlinks.json，其中列出了该应用
        # en: approved: force-approved, usually through the shell (pm set-app-links); treated as verified, though the site may not list the app
        device.android.approved = approved：已被强制批准，通常通过 shell（pm set-app-links）；视为已验证，尽管站点可能并未列出该应用
        # en: denied: force-denied, usually through the shell; links open the browser
        device.android.denied = denied：已被强制拒绝，通常通过 shell；链接在浏览器中打开
        # en: migrated: kept from the legacy (Android 11 and older) verification; treated as verified until the agent verifies again
        device.android.migrated = migrated：沿用旧版（Android 11 及更早）的验证结果；在代理重新验证之前视为已验证
        # en: restored: kept from a backup or by the system; treated as verified, and the agent may verify again
        device.android.restored = restored：从备份恢复或由系统保留；视为已验证，代理可能会重新验证
        # en: legacy_failure: rejected by a legacy verifier, reason unknown; links open the browser
        device.android.legacy_failure = legacy_failure：被旧版验证程序拒绝，原因未知；链接在浏览器中打开
        # en: system_configured: approved by the device's configuration (the system image); nothing to do
        device.android.system_configured = system_configured：由设备配置（系统映像）批准；无需任何操作
        # en: pre_verified: verified before the app was installed; treated as verified
        device.android.pre_verified = pre_verified：在安装应用之前已验证；视为已验证
        # en: none: nothing recorded yet: the verification agent has not answered (no network, still pending, or the request failed); links open the browser
        device.android.none = none：尚无任何记录：验证代理还没有答复（没有网络、仍在等待，或请求失败）；链接在浏览器中打开
        # en: listed under Invalid autoVerify domains: the manifest's host cannot be verified (not a valid host name)
        device.android.invalid = 列在 Invalid autoVerify domains 下：清单中的主机无法验证（不是有效的主机名）
        # en: {code}: an error code of the device's verification agent (codes from 1024 up are the agent's own): verification failed; links open the browser
        device.android.agent-error = {code}：设备验证代理的错误码（1024 及以上的码为代理自有）：验证失败；链接在浏览器中打开
        # en: {state}: a state this tool does not know
        device.android.unknown-state = {state}：本工具不认识的状态
        # en: the user turned off Open supported links for this app: no link opens it
        device.android.links-off = 用户为此应用关闭了“打开支持的链接”：任何链接都不会打开它
        # en: the user selected this domain for the app, so its links still open the app on this device
        device.android.user-selected = 用户为该应用选择了此域名，因此在这台设备上其链接仍会打开该应用
        # en: check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} --fingerprint SHA256)
        device.android.check-file = 检查 https://{domain}/.well-known/assetlinks.json（ulinks check {domain} --android --package {package} --fingerprint SHA256）
        # en: {first}, then {reverify}
        device.android.next.then = {first}，然后 {reverify}
        # en: to test the real verification: {reset}, then {reverify}
        device.android.next.approved = 要测试真实的验证：{reset}，然后 {reverify}
        # en: wait about 20 seconds after install with a network, or run {reverify}; if it stays none, {check}
        device.android.next.none = 在联网状态下安装后等待约 20 秒，或运行 {reverify}；如果仍为 none，{check}
        # en: fix the host in the intent filter with android:autoVerify="true"
        device.android.next.invalid = 修正带有 android:autoVerify="true" 的 intent 过滤器中的主机
        # en: Settings > Apps > the app > Open by default > turn on Open supported links
        device.android.next.links-off = 设置 > 应用 > 该应用 > 默认打开 > 打开“打开支持的链接”
        """#
}
