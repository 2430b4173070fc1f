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
        # en: variant
        doctor.column.variant = 构建变体
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
        # en: not checked
        doctor.value.not-checked = 未检查
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
        # en: {file}: too-large: {message} (--max-bytes N raises the limit)
        error.too-large = {file}：too-large：{message}（用 --max-bytes N 提高上限）
        # en: {path}: cannot be written: the folder {folder} does not exist (create it first)
        error.write.no-folder = {path}：无法写入：文件夹 {folder} 不存在（请先创建）
        # en: {path}: cannot be written: {folder} is a file, not a folder
        error.write.not-folder = {path}：无法写入：{folder} 是文件，不是文件夹
        # en: {path}: cannot be written: {reason}
        error.write.other = {path}：无法写入：{reason}
        # en: --max-bytes must be positive
        error.max-bytes = --max-bytes 必须是正数
        # en: --format html is available for validate, check and doctor
        error.html-only = --format html 仅适用于 validate、check 和 doctor
        # en: --format {format} is not a report
        error.not-a-report = --format {format} 不是报告格式
        # en: --output is for --format sarif, github or html
        error.output-reports = --output 仅用于 --format sarif、github 或 html
        # en: --write needs a file, not standard input
        error.write-stdin = --write 需要文件，不能是标准输入
        # en: give at least one domain, or --domains FILE
        error.check.no-domain = 请至少给出一个域名，或使用 --domains FILE
        # en: no domains to check
        error.check.no-domains = 没有要检查的域名
        # en: cannot set up TLS: {error}
        error.tls = 无法设置 TLS：{error}
        # en: --timeout must be a positive number of seconds
        error.timeout = --timeout 必须是正数（秒）
        # en: --concurrency must be at least 1
        error.concurrency = --concurrency 至少为 1
        # en: --cdn-base must be an https URL
        error.cdn-base = --cdn-base 必须是 https URL
        # en: --resolve: {error}
        error.resolve = --resolve：{error}
        # en: --ca: {file}: no such readable file
        error.ca = --ca：{file}：没有可读取的文件
        # en: --package and --fingerprint need --android
        error.package-needs-android = --package 和 --fingerprint 需要 --android
        # en: give --package and --fingerprint together
        error.package-and-fingerprint = 请同时给出 --package 和 --fingerprint
        # en: --package: '{package}' is not a Java package name
        error.package-name = --package：'{package}' 不是 Java 包名
        # en: --fingerprint: '{fingerprint}' is not a SHA-256 fingerprint (64 hex digits, colons optional)
        error.fingerprint = --fingerprint：'{fingerprint}' 不是 SHA-256 指纹（64 位十六进制数字，冒号可选）
        # en: '{domain}' is not a host name: {reason}
        error.not-a-host = '{domain}' 不是主机名：{reason}
        # en: '{domain}': Apple fetches on port 443 only; map another port with --resolve HOST=ADDR:PORT
        error.port = '{domain}'：Apple 只从 443 端口获取文件；其他端口请用 --resolve HOST=ADDR:PORT 映射
        # en: --max-content-bytes must be positive
        error.mcp.max-content-bytes = --max-content-bytes 必须是正数
        # en: --extract - cannot be combined with --format json
        error.extract-json = --extract - 不能与 --format json 同时使用
        # en: give OUT or --output, not both
        error.sign.both-outputs = 请给出 OUT 或 --output，不要同时给出
        # en: missing OUT (or --output FILE)
        error.sign.missing-output = 缺少 OUT（或 --output FILE）
        # en: OUT must differ from IN
        error.sign.same-file = OUT 必须与 IN 不同
        # en: already signed; sign the JSON payload (ulinks verify-signature --extract)
        error.sign.already-signed = 文件已签名；请对 JSON 载荷签名（ulinks verify-signature --extract）
        # en: the private key does not belong to the certificate {subject}
        error.sign.key-mismatch = 私钥与证书 {subject} 不匹配
        # en: private key: not a readable PEM private key (PKCS #8, EC or RSA; unencrypted) ({error})
        error.sign.private-key = 私钥：不是可读取的 PEM 私钥（PKCS #8、EC 或 RSA；未加密）（{error}）
        # en: certificate: no certificate
        error.sign.no-certificate = 证书：没有证书
        # en: signing failed: {error}
        error.sign.failed = 签名失败：{error}
        # en: not a readable PEM file ({error})
        error.pem.unreadable = 不是可读取的 PEM 文件（{error}）
        # en: certificate {index} cannot be read ({error})
        error.pem.certificate = 无法读取第 {index} 个证书（{error}）
        # en: no CERTIFICATE block in the PEM file
        error.pem.no-block = PEM 文件中没有 CERTIFICATE 块
        # en: neither PEM nor a DER certificate ({error})
        error.pem.neither = 既不是 PEM，也不是 DER 证书（{error}）
        # en: not a PEM certificate ({error})
        error.pem.not-a-certificate = 不是 PEM 证书（{error}）
        # en: a PEM certificate block is not base64
        error.pem.not-base64 = PEM 证书块不是 base64
        # en: not an X.509 certificate (PEM or DER, as keytool -exportcert writes it)
        error.pem.not-x509 = 不是 X.509 证书（keytool -exportcert 写出的 PEM 或 DER）
        # en: give one --tls-key for each --tls-cert
        error.serve.tls-keys = 每个 --tls-cert 都要对应一个 --tls-key
        # en: --bind takes ADDR:PORT, e.g. 127.0.0.1:8080 or [::1]:8443
        error.serve.bind = --bind 的值是 ADDR:PORT，例如 127.0.0.1:8080 或 [::1]:8443
        # en: --event-loops is between 1 and 256
        error.serve.event-loops = --event-loops 的取值范围是 1 到 256
        # en: --store-timeout is between 0 and 3600 seconds
        error.serve.store-timeout = --store-timeout 的取值范围是 0 到 3600 秒
        # en: --max-connections is at least 1
        error.serve.max-connections = --max-connections 至少为 1
        # en: --poll-interval is between 0 and 3600 seconds
        error.serve.poll-interval = --poll-interval 的取值范围是 0 到 3600 秒
        # en: unknown --log-level {level}
        error.serve.log-level = 未知的 --log-level {level}
        # en: --acme-directory manages the certificates; it takes no --dir or --tls-cert
        error.serve.acme-exclusive = --acme-directory 自行管理证书；不能再给出 --dir 或 --tls-cert
        # en: --dir serves a folder; it takes no --store or --database
        error.serve.dir-exclusive = --dir 提供一个文件夹；不能再给出 --store 或 --database
        # en: --watch keeps its state in the store; it takes no --dir
        error.serve.watch-dir = --watch 把状态保存在存储中；不能与 --dir 同时使用
        # en: bad --bind
        error.serve.bad-bind = --bind 无效
        # en: the admin token must be at least 16 characters
        error.serve.token-short = 管理员令牌至少需要 16 个字符
        # en: could not write a new admin token to {path}: run in a writable folder, or pass --admin-token-file FILE or ULINKS_ADMIN_TOKEN
        error.serve.token-write = 无法把新的管理员令牌写入 {path}：请在可写的文件夹中运行，或给出 --admin-token-file FILE 或 ULINKS_ADMIN_TOKEN
        # en: give --store or --database, not both
        error.serve.store-or-database = 请给出 --store 或 --database，不要同时给出
        # en: --console-check-resolve: {error}
        error.serve.console-resolve = --console-check-resolve：{error}
        # en: --console-check-ca: {file}: no such readable file
        error.serve.console-ca = --console-check-ca：{file}：没有可读取的文件
        # en: --acme-directory takes an http(s) URL
        error.serve.acme-directory = --acme-directory 的值是 http(s) URL
        # en: --http-bind takes ADDR:PORT, e.g. 0.0.0.0:80, or off
        error.serve.http-bind = --http-bind 的值是 ADDR:PORT（例如 0.0.0.0:80）或 off
        # en: --acme-retry-base, --acme-check-interval, --acme-timeout and --acme-orders-per-hour are positive
        error.serve.acme-positive = --acme-retry-base、--acme-check-interval、--acme-timeout 和 --acme-orders-per-hour 必须是正数
        # en: --acme-challenge lists http-01 and/or tls-alpn-01
        error.serve.acme-challenge = --acme-challenge 列出 http-01 和/或 tls-alpn-01
        # en: --admin-bind takes a loopback ADDR:PORT, e.g. 127.0.0.1:8081
        error.serve.admin-bind = --admin-bind 的值是回环地址 ADDR:PORT，例如 127.0.0.1:8081
        # en: http-01 needs the plain-HTTP listener (--http-bind)
        error.serve.http-01 = http-01 需要纯 HTTP 监听器（--http-bind）
        # en: this ulinks was built without the ACME module (the Server trait brings it)
        error.serve.no-acme = 此 ulinks 构建时未包含 ACME 模块（由 Server trait 提供）
        # en: the --watch-* options need --watch
        error.serve.watch-options = --watch-* 选项需要 --watch
        # en: --watch-interval is between 0.1 and 604800 seconds
        error.serve.watch-interval = --watch-interval 的取值范围是 0.1 到 604800 秒
        # en: --watch-timeout is between 0 and 300 seconds
        error.serve.watch-timeout = --watch-timeout 的取值范围是 0 到 300 秒
        # en: --watch-concurrency is between 1 and 256
        error.serve.watch-concurrency = --watch-concurrency 的取值范围是 1 到 256
        # en: --watch-max-domains is between 1 and 100000
        error.serve.watch-max-domains = --watch-max-domains 的取值范围是 1 到 100000
        # en: --watch-cdn-grace is 0 or more seconds
        error.serve.watch-cdn-grace = --watch-cdn-grace 是 0 秒或更多
        # en: {store}: no such store
        error.export.no-store = {store}：存储不存在
        # en: give an app (.ipa, .app or binary) or --entitlements FILE, not both
        error.doctor.app-and-entitlements = 请给出 App（.ipa、.app 或二进制文件）或 --entitlements FILE，不要同时给出
        # en: --app-id must look like PREFIX.bundle.id, not '{appID}'
        error.doctor.app-id = --app-id 的格式必须是 PREFIX.bundle.id，而不是 '{appID}'
        # en: --url: '{url}' is not an absolute URL
        error.doctor.url = --url：'{url}' 不是绝对 URL
        # en: {name} has no application-identifier entitlement: pass --app-id PREFIX.bundle.id
        error.doctor.no-app-id = {name} 没有 application-identifier 授权：请给出 --app-id PREFIX.bundle.id
        # en: --manifest, --offline, --fix-snippets, --signing-cert and --keystore are for a project folder
        error.doctor.project-options = --manifest、--offline、--fix-snippets、--signing-cert 和 --keystore 仅用于项目文件夹
        # en: --entitlements and --app-id are for an app; a project folder names its own
        error.doctor.app-options = --entitlements 和 --app-id 用于 App；项目文件夹自带这些信息
        # en: --format {format} is not available for an .apk yet; use text or json
        error.doctor.apk-format = .apk 暂不支持 --format {format}；请使用 text 或 json
        # en: --service must be applinks, webcredentials, appclips or activitycontinuation
        error.entitlements.service = --service 必须是 applinks、webcredentials、appclips 或 activitycontinuation
        # en: --domain goes with --check
        error.generate.domain = --domain 需与 --check 一起使用
        # en: --hosting: unknown target '{name}'
        error.generate.hosting = --hosting：未知目标 '{name}'
        # en: missing {flag} (--no-input asks nothing)
        error.init.missing = 缺少 {flag}（--no-input 不会提问）
        # en: missing {flag}: no answer
        error.init.no-answer = 缺少 {flag}：没有回答
        # en: not a readable ZIP archive ({error})
        error.app.zip = 不是可读取的 ZIP 归档（{error}）
        # en: no AndroidManifest.xml at the root (is this an .apk? an .aab keeps it in base/manifest/ as protobuf)
        error.app.no-manifest = 根目录下没有 AndroidManifest.xml（这是 .apk 吗？.aab 把它以 protobuf 格式放在 base/manifest/ 中）
        # en: {entry} inflates to more than {limit} bytes (a zip bomb?); not read
        error.app.zip-bomb = {entry} 解压后超过 {limit} 字节（zip 炸弹？）；未读取
        # en: cannot extract {entry} ({error})
        error.app.extract = 无法解压 {entry}（{error}）
        # en: no such file or folder
        error.app.no-such = 没有这个文件或文件夹
        # en: cannot be read
        error.app.unreadable = 无法读取
        # en: not an .ipa, a .app folder or a Mach-O binary
        error.app.not-an-app = 不是 .ipa、.app 文件夹或 Mach-O 二进制文件
        # en: the executable named by CFBundleExecutable is missing
        error.app.executable-missing = CFBundleExecutable 指定的可执行文件不存在
        # en: no Info.plist (is this an app bundle?)
        error.app.no-info-plist = 没有 Info.plist（这是 App 包吗？）
        # en: not a property list
        error.app.not-plist = 不是属性列表
        # en: no usable CFBundleExecutable
        error.app.no-executable = 没有可用的 CFBundleExecutable
        # en: no Payload/*.app/Info.plist (is this an .ipa?)
        error.app.no-payload = 没有 Payload/*.app/Info.plist（这是 .ipa 吗？）
        # en: {executable}, named by CFBundleExecutable, is not in the archive
        error.app.executable-not-in-archive = CFBundleExecutable 指定的 {executable} 不在归档中
        # en: {entry} is too large ({bytes} bytes)
        error.app.too-large = {entry} 太大（{bytes} 字节）
        # en: {file} does not validate ({summary}); signing anyway (--force)
        sign.forced = {file} 未通过验证（{summary}）；仍然签名（--force）
        # en: refusing to sign {file}: it does not validate ({summary}); fix it, or pass --force
        sign.refused = 拒绝签名 {file}：它未通过验证（{summary}）；请修复，或加上 --force
        # en: signed {file} -> {output} ({bytes} bytes) by {subject}, valid for {names}
        sign.signed = 已签名 {file} -> {output}（{bytes} 字节），签名者 {subject}，适用于 {names}
        # en: no DNS names
        sign.no-dns-names = 无 DNS 名称
        # en: the signed file is {bytes} bytes, over the {limit}-byte limit iOS applies to signed files too
        sign.warning.too-large = 签名后的文件有 {bytes} 字节，超过了 iOS 对签名文件同样适用的 {limit} 字节上限
        # en: the certificate expired on {date}
        sign.warning.expired = 证书已于 {date} 过期
        # en: the certificate is not valid before {date}
        sign.warning.not-yet-valid = 证书在 {date} 之前无效
        # en: the certificate is not a TLS server identity: its extended key usage ({usages}) lacks serverAuth
        sign.warning.not-server = 证书不是 TLS 服务器身份：其扩展密钥用法（{usages}）缺少 serverAuth
        # en: the certificate names no DNS names (subjectAltName): it is not valid for any domain
        sign.warning.no-names = 证书没有 DNS 名称（subjectAltName）：对任何域名都无效
        # en: the certificate is not valid for {domain}: it names {names}
        sign.warning.not-covered = 证书对 {domain} 无效：它只包含 {names}
        # en: --app-id {appID} differs from the signed application-identifier {signed}
        doctor.warning.app-id = --app-id {appID} 与签名中的 application-identifier {signed} 不同
        # en: the hosts of {package} are not fetched: no --signing-cert and no fingerprint declared for it
        doctor.note.not-fetched = 不获取 {package} 的主机：没有 --signing-cert，也没有为它声明指纹
        # en: none of the {count} domains resolves: this machine looks offline, so the results say nothing about the domains; run with --offline, or again with a network
        doctor.note.offline = {count} 个域名都无法解析：这台机器似乎处于离线状态，因此结果不能说明域名的任何情况；请使用 --offline 运行，或在联网后重试
        # en: {target} ({configuration}): applinks:{hosts} not checked: the Team ID (DEVELOPMENT_TEAM) is not known, so there is no app ID to look for
        doctor.note.no-team = {target}（{configuration}）：未检查 applinks:{hosts}：Team ID（DEVELOPMENT_TEAM）未知，因此没有可查找的 App ID
        # en: XML property list
        entitlements.format.xml = XML 属性列表
        # en: binary property list
        entitlements.format.binary = 二进制属性列表
        # en: OpenStep property list
        entitlements.format.openStep = OpenStep 属性列表
        # en: codesign's entitlements text
        entitlements.format.codesignText = codesign 输出的授权文本
        # en: entitlements signed in a Mach-O binary
        entitlements.format.machO = 签名在 Mach-O 二进制文件中的授权
        # en: signed as {identity}
        entitlements.signed-as = 签名身份 {identity}
        # en: entry
        entitlements.column.entry = 条目
        # en: service
        entitlements.column.service = 服务
        # en: host
        entitlements.column.host = 主机
        # en: port
        entitlements.column.port = 端口
        # en: modes
        entitlements.column.modes = 模式
        # en: file fetched from
        entitlements.column.fetched-from = 文件获取自
        # en: covers
        entitlements.column.covers = 覆盖范围
        # en: {host} ({service}): decided by {entry}; file fetched from {fetchHost}
        entitlements.host.decided = {host}（{service}）：由 {entry} 决定；文件获取自 {fetchHost}
        # en: {host} ({service}): no entry covers it
        entitlements.host.uncovered = {host}（{service}）：没有条目覆盖它
        # en: No domain yet: publish a file below.
        console.domains.none = 还没有域名：请在下方发布一个文件。
        # en: Delete {host}…
        console.domains.delete-button = 删除 {host}…
        # en: Editing the live {file} of {host} (version {version}): change it, then Preview and Publish.
        console.domains.editing = 正在编辑 {host} 的线上 {file}（版本 {version}）：修改后点击“预览”和“发布”。
        # en: Not served.
        console.domains.not-served = 未提供。
        # en: Live: version {version}, sha256 {sha256}…
        console.domains.live = 线上：版本 {version}，sha256 {sha256}…
        # en: Edit in Publish
        console.domains.edit = 在“发布”中编辑
        # en: compare from version {version}
        console.domains.compare-from = 从版本 {version} 比较
        # en: compare to version {version}
        console.domains.compare-to = 比较到版本 {version}
        # en: {version} (live)
        console.domains.live-version = {version}（线上）
        # en: on Apple's CDN after {seconds} s
        console.domains.cdn-after = {seconds} 秒后出现在 Apple CDN 上
        # en: from
        console.domains.column.from = 从
        # en: to
        console.domains.column.to = 到
        # en: version
        console.domains.column.version = 版本
        # en: created
        console.domains.column.created = 创建时间
        # en: bytes
        console.domains.column.bytes = 字节
        # en: Compare selected versions
        console.domains.compare = 比较所选版本
        # en: Change log ({count})
        console.domains.changes = 变更日志（{count}）
        # en: version {version}
        console.domains.version = 版本 {version}
        # en: Choose a "from" and a "to" version.
        console.domains.choose-versions = 请选择“从”版本和“到”版本。
        # en: Version {from} → {to}: {outcome}
        console.domains.diff.summary = 版本 {from} → {to}：{outcome}
        # en: no difference in {count} URLs.
        console.domains.diff.same = {count} 个 URL 没有差异。
        # en: {count} URLs compared.
        console.domains.diff.compared = 已比较 {count} 个 URL。
        # en: pass
        console.check.status.pass = 通过
        # en: warning
        console.check.status.warning = 警告
        # en: fail
        console.check.status.fail = 失败
        # en: skipped
        console.check.status.skipped = 已跳过
        # en: PASS
        console.check.verdict.pass = 通过
        # en: WARNING
        console.check.verdict.warning = 警告
        # en: FAIL
        console.check.verdict.fail = 失败
        # en: UNREACHABLE
        console.check.verdict.unreachable = 无法访问
        # en: pass
        console.check.result.pass = 通过
        # en: warning
        console.check.result.warning = 警告
        # en: fail
        console.check.result.fail = 失败
        # en: unreachable
        console.check.result.unreachable = 无法访问
        # en: {domain}: {status}
        console.check.summary = {domain}：{status}
        # en: in {seconds} s
        console.check.took = 耗时 {seconds} 秒
        # en: status
        console.check.column.status = 状态
        # en: check
        console.check.column.check = 检查项
        # en: seen
        console.check.column.seen = 检查所见
        # en: wrote {path}
        generate.wrote = 已写入 {path}
        # en: nothing was written
        generate.nothing-written = 未写入任何文件
        # en: nothing was written (fix the routes, or pass --allow-warnings to write it anyway)
        generate.nothing-written.warned = 未写入任何文件（请修正路由，或加上 --allow-warnings 仍然写入）
        # en: missing    {path}
        generate.check.missing = 缺失      {path}
        # en: up to date {path}
        generate.check.up-to-date = 已是最新  {path}
        # en: differs    {path}
        generate.check.differs = 不同      {path}
        # en: {count} of {total} files differ from the manifest; run `ulinks generate` to update them
        generate.check.summary = {total} 个文件中有 {count} 个与清单不一致；运行 `ulinks generate` 更新它们
        # en: (the existing file is not a readable association file)
        generate.check.unreadable = （现有文件不是可读取的关联文件）
        # en: {file}: already exists (use --force to overwrite it)
        init.exists = {file}：已存在（用 --force 覆盖）
        # en: the manifest would have errors; nothing was written
        init.would-have-errors = 清单会有错误；未写入任何文件
        # en: wrote {file}: {apps}, {android}, {domains}, {routes}
        init.wrote = 已写入 {file}：{apps}，{android}，{domains}，{routes}
        # en: {count} iOS app
        init.count.ios.one = {count} 个 iOS App
        # en: {count} iOS apps
        init.count.ios.other = {count} 个 iOS App
        # en: {count} Android app
        init.count.android.one = {count} 个 Android App
        # en: {count} Android apps
        init.count.android.other = {count} 个 Android App
        # en: {count} domain
        init.count.domain.one = {count} 个域名
        # en: {count} domains
        init.count.domain.other = {count} 个域名
        # en: {count} route
        init.count.route.one = {count} 条路由
        # en: {count} routes
        init.count.route.other = {count} 条路由
        # en: next: ulinks generate --manifest {file} --out site/{host}
        init.next = 下一步：ulinks generate --manifest {file} --out site/{host}
        # en: {file}: not a readable association file
        routes.unreadable = {file}：不是可读取的关联文件
        # en: {count} URLs checked, {opening} open the app
        routes.checked = 检查了 {count} 个 URL，其中 {opening} 个会打开 App
        # en: route {name}: {count} URLs
        routes.route = 路由 {name}：{count} 个 URL
        # en: route "{name}" handles no URL that opens the app
        routes.unreachable = 路由 "{name}" 没有处理任何会打开 App 的 URL
        # en: every URL that opens the app has a route
        routes.complete = 每个会打开 App 的 URL 都有路由
        # en: {count} URLs open the app but no route handles them:
        routes.unhandled = 有 {count} 个 URL 会打开 App，但没有路由处理它们：
        # en: {count} more
        routes.more = 还有 {count} 个
        # en: {file}: package {package}
        doctor.apk.package = {file}：包名 {package}
        # en: no signing certificate found (unsigned APK?)
        doctor.apk.unsigned = 未找到签名证书（未签名的 APK？）
        # en: reminder: {reminder}
        doctor.apk.reminder = 提醒：{reminder}
        # en: no intent filter with android:autoVerify="true": Android verifies no host for this app
        doctor.apk.no-filter = 没有带 android:autoVerify="true" 的 intent 过滤器：Android 不会为此 App 验证任何主机
        # en: (not verified: needs VIEW, BROWSABLE, DEFAULT and an http(s) scheme)
        doctor.apk.not-verified = （不会验证：需要 VIEW、BROWSABLE、DEFAULT 和 http(s) scheme）
        # en: {count} host checked: {linked} linked, {not} not
        doctor.apk.hosts.one = 检查了 {count} 个主机：{linked} 个已关联，{not} 个未关联
        # en: {count} hosts checked: {linked} linked, {not} not
        doctor.apk.hosts.other = 检查了 {count} 个主机：{linked} 个已关联，{not} 个未关联
        # en: not a host name: {domain} (Apple fetches https://HOST on port 443)
        console.check.error.bad-host = 不是主机名：{domain}（Apple 从 443 端口上的 https://HOST 获取）
        # en: {host} has no address (DNS): nothing to check; the console only fetches from an address it has vetted
        console.check.error.no-address = {host} 没有地址（DNS）：无可检查；控制台只从已审核的地址获取
        # en: {host} resolves to {address}, a loopback, private or link-local address: the console only checks public hosts (start the server with --console-allow-private-check to allow it)
        console.check.error.private-address = {host} 解析到 {address}，这是回环、私有或链路本地地址：控制台只检查公共主机（用 --console-allow-private-check 启动服务器即可允许）
        # en: cannot set up TLS: {error}
        console.check.error.setup = 无法设置 TLS：{error}
        # en: The host name resolves to an address.
        check.list.dns = 主机名能解析到地址。
        # en: A TCP connection to port 443 (or the --resolve port) opens.
        check.list.connect = 能打开到 443 端口（或 --resolve 指定的端口）的 TCP 连接。
        # en: The server completes a TLS handshake.
        check.list.tls-handshake = 服务器完成 TLS 握手。
        # en: The certificate chains to a root the system trusts (or --ca); developer mode tolerates an untrusted one.
        check.list.tls-trust = 证书链到系统信任的根证书（或 --ca）；开发者模式容忍不受信任的证书。
        # en: The certificate's subject alternative names cover the host.
        check.list.tls-hostname = 证书的主题备用名称覆盖该主机。
        # en: The certificate is within its validity period (warns 14 days before expiry).
        check.list.tls-dates = 证书在有效期内（到期前 14 天开始警告）。
        # en: The server sends the intermediate certificates needed to reach a trusted root.
        check.list.tls-chain = 服务器发送了链到受信任根证书所需的中间证书。
        # en: GET /.well-known/apple-app-site-association answers 200.
        check.list.http-status = GET /.well-known/apple-app-site-association 返回 200。
        # en: The file is not redirected; Apple never follows redirects. Names the target and whether it would serve a valid file.
        check.list.redirect = 文件没有被重定向；Apple 从不跟随重定向。给出重定向目标，以及它是否会提供有效的文件。
        # en: Content-Type is application/json (application/pkcs7-mime for a signed file); other types warn.
        check.list.content-type = Content-Type 是 application/json（签名文件为 application/pkcs7-mime）；其他类型会警告。
        # en: The body is at most 131,072 bytes (decoded); the download stops there.
        check.list.size = 正文（解码后）最多 131,072 字节；下载到此为止。
        # en: The body's Content-Encoding (gzip and deflate are decoded; others fail).
        check.list.content-encoding = 正文的 Content-Encoding（gzip 和 deflate 会被解码；其他编码失败）。
        # en: The whole response arrives quickly (warns above 2 seconds).
        check.list.response-time = 完整响应很快到达（超过 2 秒会警告）。
        # en: The body is a valid association file: every `ulinks validate` diagnostic.
        check.list.file-content = 正文是有效的关联文件：`ulinks validate` 的所有诊断。
        # en: A CMS signed file: who signed it and whether the signer names the host.
        check.list.signature = CMS 签名文件：谁签的名，签名者是否包含该主机。
        # en: With --app: the app is listed for applinks (and which other services list it).
        check.list.app-listed = 使用 --app 时：App 是否列在 applinks 中（以及还有哪些服务列出了它）。
        # en: With --url: the decision for the URL, as `ulinks match` gives it.
        check.list.url-decision = 使用 --url 时：该 URL 的判定，与 `ulinks match` 给出的一致。
        # en: The legacy location https://HOST/apple-app-site-association, reported separately.
        check.list.legacy-root = 旧位置 https://HOST/apple-app-site-association，单独报告。
        # en: With --cdn: Apple's CDN serves a copy of the file.
        check.list.cdn-fetch = 使用 --cdn 时：Apple CDN 提供该文件的副本。
        # en: With --cdn: Apple-Failure-Reason (SWCERR codes in words), Apple-Failure-Details, Apple-From (a redirect the CDN followed warns), Apple-Try-Direct, Apple-Origin-Format and cache headers explained.
        check.list.cdn-headers = 使用 --cdn 时：解释 Apple-Failure-Reason（用文字说明 SWCERR 代码）、Apple-Failure-Details、Apple-From（CDN 跟随了重定向时警告）、Apple-Try-Direct、Apple-Origin-Format 和缓存头。
        # en: With --cdn: the CDN copy says the same as the origin file (semantic comparison).
        check.list.cdn-compare = 使用 --cdn 时：CDN 副本与源站文件内容相同（语义比较）。
        # en: With --android: https://HOST/.well-known/assetlinks.json answers 200 over trusted TLS, without redirect, as application/json, within the size limit.
        check.list.assetlinks-fetch = 使用 --android 时：https://HOST/.well-known/assetlinks.json 通过受信任的 TLS、无重定向、以 application/json、在大小上限内返回 200。
        # en: With --android: every statement parses as Google's Digital Asset Links service parses it, and every include is fetched.
        check.list.assetlinks-content = 使用 --android 时：每条声明都能像 Google 的 Digital Asset Links 服务那样解析，且每个 include 都会被获取。
        # en: With --android --package --fingerprint: the statements grant delegate_permission/common.handle_all_urls to the app.
        check.list.assetlinks-app = 使用 --android --package --fingerprint 时：声明向该 App 授予 delegate_permission/common.handle_all_urls。
        # en: valid signature, trusted signer
        sign.verify.valid = 签名有效，签名者受信任
        # en: valid signature, trusted signer, valid TLS identity for {domain}
        sign.verify.valid-for = 签名有效，签名者受信任，是 {domain} 的有效 TLS 身份
        # en: INVALID ({count} problem)
        sign.verify.invalid.one = 无效（{count} 个问题）
        # en: INVALID ({count} problems)
        sign.verify.invalid.other = 无效（{count} 个问题）
        # en: a value is required
        init.value-required = 需要一个值
        # en: answer y or n
        init.yes-or-no = 请回答 y 或 n
        # en: Apple team ID (10 characters)
        init.question.team = Apple 团队 ID（10 个字符）
        # en: iOS bundle IDs (comma-separated)
        init.question.bundles = iOS Bundle ID（以逗号分隔）
        # en: Domains the links live on (comma-separated)
        init.question.domains = 链接所在的域名（以逗号分隔）
        # en: Paths the app opens (comma-separated)
        init.question.paths = App 打开的路径（以逗号分隔）
        # en: Paths that stay in the browser (comma-separated, empty for none)
        init.question.excludes = 留在浏览器中的路径（以逗号分隔，没有则留空）
        # en: Android application ID (empty for none)
        init.question.package = Android 应用 ID（没有则留空）
        # en: Android SHA-256 signing fingerprints (comma-separated)
        init.question.fingerprints = Android SHA-256 签名指纹（以逗号分隔）
        # en: Support iOS 12 (legacy paths)?
        init.question.legacy = 支持 iOS 12（旧版路径）吗？
        # en: a team ID is 10 letters or digits
        error.init.problem.team = 团队 ID 是 10 个字母或数字
        # en: not an Android application ID
        error.init.problem.package = 不是 Android 应用 ID
        # en: a SHA-256 fingerprint: 32 hex bytes, colons optional (14:6D:E9:... or 146de9...)
        error.init.problem.fingerprint = SHA-256 指纹：32 个十六进制字节，冒号可选（14:6D:E9:... 或 146de9...）
        # en: "{bundle}" is not a bundle ID
        error.init.problem.bundle = "{bundle}" 不是 Bundle ID
        # en: "{bundle}" looks like the app ID of team {prefix}, not {team}: give the bundle ID only ({bundleID})
        error.init.problem.other-team = "{bundle}" 看起来是团队 {prefix} 的 App ID，而不是 {team} 的：只需给出 Bundle ID（{bundleID}）
        # en: --from {path}: Apple fetches on port 443 only; map another port with --resolve
        init.from.port = --from {path}：Apple 只从 443 端口获取；其他端口请用 --resolve 映射
        # en: --from {path}: the domain serves no association file
        init.from.no-file = --from {path}：该域名没有提供关联文件
        # en: {file}: no applinks details to build routes from
        init.from.no-details = {file}：没有可用来生成路由的 applinks details
        # en: {pointer} has other rules than the first detail; the manifest keeps the first detail's rules for every app
        init.from.other-rules = {pointer} 的规则与第一个 detail 不同；清单对所有 App 都只保留第一个 detail 的规则
        # en: "defaults" are not part of the manifest; each route keeps only its own keys
        init.from.defaults = "defaults" 不属于清单；每条路由只保留自己的键
        # en: https://{domain}: no association file
        generate.live.no-file = https://{domain}：没有关联文件
        # The admin and console APIs' error messages (JSON `message`; the `error` code never changes), translated in AdminResponse.error by matching the English.
        # en: the admin API is disabled: start the server with --admin-token-file
        api.error.admin-disabled = 管理 API 已停用：请使用 --admin-token-file 启动服务器
        # en: the admin API needs TLS (--tls-cert) when listening on {host}; bind to 127.0.0.1 or add a certificate
        api.error.admin-requires-tls = 在 {host} 上监听时，管理 API 需要 TLS（--tls-cert）；请绑定到 127.0.0.1 或添加证书
        # en: send one Authorization header
        api.error.one-authorization = 请只发送一个 Authorization 头
        # en: send the admin token as 'Authorization: Bearer TOKEN'
        api.error.bearer = 请以 'Authorization: Bearer TOKEN' 的形式发送管理员令牌
        # en: {host} serves no file
        api.error.no-file = {host} 未提供任何文件
        # en: {host} serves no {kind}
        api.error.no-kind = {host} 未提供 {kind}
        # en: {host} has no {kind} versions
        api.error.no-versions = {host} 没有 {kind} 的版本
        # en: {host} has no version {version} of {kind}
        api.error.no-version = {host} 没有 {kind} 的第 {version} 版
        # en: {kind} for {host} has {count} error(s); the live file is unchanged
        api.error.invalid-file = {host} 的 {kind} 有 {count} 个错误；线上文件保持不变
        # en: limit is 1 to 10000, got {value}
        api.error.bad-limit = limit 的取值为 1 到 10000，收到的是 {value}
        # en: association files are at most {limit} bytes; nothing was changed
        api.error.upload-too-large = 关联文件最多 {limit} 字节；未做任何更改
        # en: not a host name: {host} (lower-case letters, digits, '-', '.'; Punycode for IDNs)
        api.error.bad-host = 不是主机名：{host}（小写字母、数字、'-'、'.'；国际化域名用 Punycode）
        # en: unknown file kind {kind}; use aasa or assetlinks
        api.error.bad-kind = 未知的文件类型 {kind}；请使用 aasa 或 assetlinks
        # en: versions are positive integers, got {version}
        api.error.bad-version = 版本号是正整数，收到的是 {version}
        # en: {host} has no certificate to renew
        api.error.no-certificate = {host} 没有可续期的证书
        # en: the server is busy with other requests of this kind; try again in a second
        api.error.busy = 服务器正忙于处理同类请求；请一秒后重试
        # en: no such endpoint: {path}
        api.error.no-endpoint = 没有这个端点：{path}
        # en: {method} is not allowed here; use {allowed}
        api.error.method-not-allowed = 此处不允许 {method}；请使用 {allowed}
        # en: the request body is too large
        api.error.body-too-large = 请求体太大
        # en: the server failed to answer this request; the log says why
        api.error.internal = 服务器未能响应此请求；原因见日志
        # en: HTTP/1.1 requests need a Host header
        api.error.host-missing = HTTP/1.1 请求需要 Host 头
        # en: not a valid Host: {host}
        api.error.host-invalid = 无效的 Host：{host}
        # en: a watch registration is at most {limit} bytes
        api.error.watch-too-large = 监控登记最多 {limit} 字节
        # en: the body is not a watch registration object: {error}
        api.error.watch-bad-json = 请求体不是监控登记对象：{error}
        # en: at most {limit} domains are watched (--watch-max-domains); nothing was added
        api.error.watch-too-many = 最多监控 {limit} 个域名（--watch-max-domains）；未添加任何域名
        # en: {host} is not registered for the watch
        api.error.watch-not-registered = {host} 未登记监控
        # en: association files are at most {limit} bytes
        api.error.console-too-large = 关联文件最多 {limit} 字节
        # en: the request body is empty: send the file's bytes
        api.error.empty-body = 请求体为空：请发送文件的字节
        # en: at most {limit} URLs per request
        api.error.too-many-urls = 每个请求最多 {limit} 个 URL
        # en: not formatted: the file is not valid JSON
        api.error.not-json = 未格式化：文件不是有效的 JSON
        # en: give at least one url= parameter
        api.error.no-url = 请至少提供一个 url= 参数
        # en: no file
        api.error.no-file-given = 没有文件
        # en: generate is 0 to 2000
        api.error.bad-generate = generate 的取值为 0 到 2000
        # en: no diagnostic code {code}
        api.error.no-code = 没有诊断代码 {code}
        # en: the request body is not the expected JSON object: {error}
        api.error.bad-json = 请求体不是预期的 JSON 对象：{error}
        # en: URLs are at most {max} bytes
        api.error.url-too-long = URL 最多 {max} 字节
        # en: {name} is not a usable association file; iOS would ignore it
        api.error.unusable-file = {name} 不是可用的关联文件；iOS 会忽略它
        # en: {name} has no "applinks" service; no URL can match
        api.error.no-applinks = {name} 没有 "applinks" 服务；没有 URL 能匹配
        # en: {name} is 1, true, 0 or false, got {value}
        api.error.bad-flag = {name} 的取值为 1、true、0 或 false，收到的是 {value}
        # en: ios must be 12 or 13 (any version 9-12 reads as 12, 13+ as 13)
        api.error.bad-ios = ios 必须是 12 或 13（9-12 的任何版本按 12 处理，13 及以上按 13 处理）
        # en: not a host name: {host}
        api.error.console-bad-host = 不是主机名：{host}
        # en: unknown kind {kind}; use aasa, assetlinks or auto
        api.error.bad-kind-auto = 未知的类型 {kind}；请使用 aasa、assetlinks 或 auto
        # en: comparing {given} URLs against {pairs} (app, rule) pairs for {versions} iOS version(s) is more than the {limit} comparisons one diff may make: give fewer urls or one ios, or run `ulinks diff`
        api.error.over-budget = 针对 {versions} 个 iOS 版本，将 {given} 个 URL 与 {pairs} 个（应用，规则）对进行比较，超过了一次 diff 最多 {limit} 次的比较：请减少 urls 或只给一个 ios，或运行 `ulinks diff`
        # en: this build of ulinks has no checker (UniversalLinksChecker)
        api.error.checker-absent = 此 ulinks 构建不含检查器（UniversalLinksChecker）
        # en: the store did not answer within {time}; nothing is known to have changed
        api.error.store-timeout = 存储未在 {time} 内响应；目前没有已知的更改
        # en: the store failed: {error}
        api.error.store-failed = 存储出错：{error}
        # en: the store's disk is full (SQLite: {error}); nothing was changed
        api.error.store-full = 存储所在磁盘已满（SQLite：{error}）；未做任何更改
        # en: the store is damaged (SQLite: {error})
        api.error.store-damaged = 存储已损坏（SQLite：{error}）
        # en: the store failed (SQLite: {error})
        api.error.store-sqlite = 存储出错（SQLite：{error}）
        # en: PostgreSQL is unreachable ({reason}); retrying
        api.error.store-unreachable = 无法连接 PostgreSQL（{reason}）；正在重试
        # en: serving the folder {path} read-only: change the files there instead
        api.error.read-only = 以只读方式提供文件夹 {path}：请直接修改那里的文件
        # en: a row of {what} for {domain} is unreadable
        api.error.unreadable-row = {domain} 的一行 {what} 无法读取
        # en: a watch registration is unreadable
        api.error.unreadable-registration = 有一条监控登记无法读取
        # Command failures (ULinks.main's failure path, CLI+Failure.swift): the side-by-side options, doctor's certificate files, serve's token file, sign's signed input ("FILE: " kept before the text).
        # en: --package and --fingerprint need --android assetlinks.json
        error.sidebyside.android-needed = --package 和 --fingerprint 需要配合 --android assetlinks.json 使用
        # en: a PEM certificate block is not base64
        error.pem.not-base64 = PEM 证书块不是 base64 编码
        # en: not an X.509 certificate (PEM or DER, as keytool -exportcert writes it)
        error.pem.not-x509 = 不是 X.509 证书（应为 PEM 或 DER，即 keytool -exportcert 写出的格式）
        # en: the admin token must be at least 16 characters
        error.serve.admin-token-short = 管理员令牌至少需要 16 个字符
        # en: already signed; sign the JSON payload (ulinks verify-signature --extract)
        error.sign.already-signed = 已经签名；请对 JSON 载荷签名（ulinks verify-signature --extract）
        # en: app: '{app}' is not an App ID (PREFIX.bundle.id)
        api.error.watch-bad-app = app：'{app}' 不是 App ID（PREFIX.bundle.id）
        # en: urls: '{url}' is not an https URL of {domain}
        api.error.watch-bad-url = urls：'{url}' 不是 {domain} 的 https URL
        # en: {field}: '{value}' is not a URL of {domain}
        api.error.watch-bad-expectation = {field}：'{value}' 不是 {domain} 的 URL
        # en: webhooks: '{url}' is not an http(s) URL
        api.error.watch-bad-webhook = webhooks：'{url}' 不是 http(s) URL
        # en: {field}: at most {limit} entries
        api.error.watch-too-many-entries = {field}：最多 {limit} 项
        # en: {field}: entries are at most {limit} bytes
        api.error.watch-entry-too-long = {field}：每项最多 {limit} 字节
        # en: {option}: {value} is not a number of seconds from {low} to {high}
        error.option.seconds = {option}：{value} 不是 {low} 到 {high} 之间的秒数
        # en: {option}: {value} is not a number of seconds above 0 and at most {high}
        error.option.positive-seconds = {option}：{value} 不是大于 0 且不超过 {high} 的秒数
        # en: {option}: {value} is not a whole number from {low} to {high}
        error.option.count = {option}：{value} 不是 {low} 到 {high} 之间的整数
        # en: {option}: {reason}
        error.option.url = {option}：{reason}
        # en: '{domain}' is not a domain to check: {reason}
        error.not-a-domain = '{domain}' 不是可检查的域名：{reason}
        # en: {option}: '{app}' is not an App ID (PREFIX.bundle.id: letters, digits, '.' and '-')
        error.app-id = {option}：'{app}' 不是 App ID（PREFIX.bundle.id：字母、数字、'.' 和 '-'）
        # en: not a domain to check: {domain}: {reason}
        api.error.not-a-domain = 不是可检查的域名：{domain}：{reason}
        # en: app: '{app}' is not an App ID (PREFIX.bundle.id: letters, digits, '.' and '-')
        api.error.bad-app = app：'{app}' 不是 App ID（PREFIX.bundle.id：字母、数字、'.' 和 '-'）
        # en: limit is {low} to {high}, got {value}
        api.error.bad-limit-range = limit 应为 {low} 到 {high}，收到 {value}
        # CheckID.title(_:): each check's short title (doctor's fix when a check has none; the key is the check id).
        # en: DNS resolution
        check.title.dns = DNS 解析
        # en: TCP connection
        check.title.connect = TCP 连接
        # en: TLS handshake
        check.title.tls-handshake = TLS 握手
        # en: Certificate trusted
        check.title.tls-trust = 证书受信任
        # en: Certificate names the host
        check.title.tls-hostname = 证书包含该主机名
        # en: Certificate dates
        check.title.tls-dates = 证书有效期
        # en: Certificate chain
        check.title.tls-chain = 证书链
        # en: HTTP status
        check.title.http-status = HTTP 状态
        # en: No redirect
        check.title.redirect = 无重定向
        # en: Content-Type
        check.title.content-type = Content-Type
        # en: Size
        check.title.size = 大小
        # en: Content-Encoding
        check.title.content-encoding = Content-Encoding
        # en: Response time
        check.title.response-time = 响应时间
        # en: File content
        check.title.file-content = 文件内容
        # en: Signature
        check.title.signature = 签名
        # en: App listed
        check.title.app-listed = 应用已列出
        # en: URL decision
        check.title.url-decision = URL 判定
        # en: Legacy root location
        check.title.legacy-root = 旧式根目录位置
        # en: Apple CDN copy
        check.title.cdn-fetch = Apple CDN 副本
        # en: Apple CDN headers
        check.title.cdn-headers = Apple CDN 响应头
        # en: CDN copy = origin file
        check.title.cdn-compare = CDN 副本 = 源站文件
        # en: Android assetlinks.json
        check.title.assetlinks-fetch = Android assetlinks.json
        # en: Android statements
        check.title.assetlinks-content = Android 声明
        # en: Android app linked
        check.title.assetlinks-app = Android 应用已关联
        """#
}
