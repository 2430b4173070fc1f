// Translations of LocalizationTable+TraceEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let tracePtBR = #"""
        # ulinks trace: the text report (TraceReportRenderer)
        # en: trace {url}
        trace.render.title = rastreamento de {url}
        # en: (meta refresh)
        trace.render.meta-refresh = (meta refresh)
        # en: note: {note}
        trace.render.note = nota: {note}
        # en: browser
        trace.render.browser = navegador
        # en: opens {app}
        trace.render.opens = abre {app}
        # en: stopped: {reason}
        trace.render.stopped = interrompido: {reason}
        # en: entitlements ({source}): lists {host}: {reason}
        trace.render.entitlements.listed = entitlements ({source}): listam {host}: {reason}
        # en: entitlements ({source}): do not list {host}: {reason}
        trace.render.entitlements.unlisted = entitlements ({source}): não listam {host}: {reason}
        # en: {platform}: opens {app}
        trace.render.verdict.opens = {platform}: abre {app}
        # en: {platform}: opens in the browser (lands on {url})
        trace.render.verdict.browser = {platform}: abre no navegador (chega em {url})
        # en: why: {reason}
        trace.render.why = motivo: {reason}
        # en: fix: {fix}
        trace.render.fix = correção: {fix}
        # en: also rule out (on the device; no fetch can see these):
        trace.render.rule-out = descarte também (no dispositivo; nenhuma busca consegue ver isto):
        # a hop (TraceSession): not fetched, notes, why the walk stopped
        # en: not fetched: {reason}
        trace.not-fetched = não buscado: {reason}
        # en: not a URL
        trace.hop.not-a-url = não é uma URL
        # en: not a web link
        trace.hop.not-web-link = não é um link da web
        # en: not followed: {problem}
        trace.hop.not-followed = não seguido: {problem}
        # en: a {status} redirect without a Location header: a browser stays here
        trace.hop.no-location = um redirecionamento {status} sem cabeçalho Location: o navegador fica nesta página
        # en: the page is larger than {limit} bytes: only its first {limit} bytes were read
        trace.hop.oversize = a página tem mais de {limit} bytes: só os primeiros {limit} bytes foram lidos
        # en: the page seems to redirect with JavaScript, which the trace does not run (a device's browser would)
        trace.hop.javascript = a página parece redirecionar com JavaScript, que o rastreamento não executa (o navegador de um dispositivo executaria)
        # en: hop {hop}: {error}
        trace.stopped.failed = salto {hop}: {error}
        # en: hop {hop} leads to {url}, which is not a web link
        trace.stopped.not-web = o salto {hop} leva a {url}, que não é um link da web
        # en: redirect loop: hop {hop} leads back to hop {earlier} ({url})
        trace.stopped.loop = loop de redirecionamento: o salto {hop} volta ao salto {earlier} ({url})
        # en: more than {max} hops (--max-hops): not followed past {url}
        trace.stopped.max-hops = mais de {max} saltos (--max-hops): não seguido depois de {url}
        # the tapped URL refused (LinkTracer.problem: the command's usage error, the API's bad-url)
        # en: '{url}' is not a URL (give an absolute https:// link)
        trace.url.not-url = '{url}' não é uma URL (informe um link https:// absoluto)
        # en: '{url}' is a {scheme}: URL; only http and https links can open an app (give the https:// link)
        trace.url.scheme = '{url}' é uma URL {scheme}:; só links http e https podem abrir um app (informe o link https://)
        # en: '{url}' has no host
        trace.url.no-host = '{url}' não tem host
        # en: '{url}' is not a valid URL: {reason}
        trace.url.invalid = '{url}' não é uma URL válida: {reason}
        # a host that is not fetched (TraceSession+Hosts)
        # en: {host} does not resolve
        trace.host.unresolved = {host} não resolve
        # en: refused: {host} resolves to {address}, a loopback, private or link-local address (--allow-private, or --resolve {host}=ADDR:PORT, follows it)
        trace.host.refused = recusado: {host} resolve para {address}, um endereço de loopback, privado ou link-local (--allow-private, ou --resolve {host}=ADDR:PORT, faz segui-lo)
        # en: cannot set up TLS: {error}
        trace.host.tls = não foi possível configurar o TLS: {error}
        # a host's association (HostAssociation)
        # en: Apple's CDN copy
        trace.host.cdn-copy = a cópia da CDN da Apple
        # en: Apple's CDN has no usable copy: {seen}
        trace.host.cdn-unusable = a CDN da Apple não tem uma cópia utilizável: {seen}
        # en: not fetched
        trace.host.cdn-not-fetched = não buscada
        # en: {source} is not a usable association file (ulinks check {host} lists why)
        trace.host.unusable = {source} não é um arquivo de associação utilizável (ulinks check {host} mostra por quê)
        # en: {source} has no "applinks" service
        trace.host.no-applinks = {source} não tem o serviço "applinks"
        # en: {host} is not associated: {problem}
        trace.host.not-associated = {host} não está associado: {problem}
        # en: {host} is not verified: {problem}
        trace.host.not-verified = {host} não está verificado: {problem}
        # en: no file
        trace.host.no-file = nenhum arquivo
        # en: {host}'s file
        trace.decision.file.ios = o arquivo de {host}
        # en: {host}'s assetlinks.json
        trace.decision.file.android = o assetlinks.json de {host}
        # en: {file} opens {app} ({place})
        trace.decision.opens = {file} abre {app} ({place})
        # en: {file} does not list {missing} (it lists {listed})
        trace.decision.unlisted = {file} não lista {missing} (lista {listed})
        # en: no app
        trace.decision.no-app = nenhum app
        # en: no package
        trace.decision.no-package = nenhum pacote
        # en: {file} lists no app
        trace.decision.lists-no-app = {file} não lista nenhum app
        # en: {file} lists no package
        trace.decision.lists-no-package = {file} não lista nenhum pacote
        # en: {file} opens no app: {decisions}
        trace.decision.opens-none = {file} não abre nenhum app: {decisions}
        # en: {app}: excluded by {place}
        trace.decision.excluded = {app}: excluído por {place}
        # en: {app}: no rule matches
        trace.decision.no-match = {app}: nenhuma regra corresponde
        # en: {app}: matches
        trace.decision.matches = {app}: corresponde
        # en: no rule
        trace.place.none = nenhuma regra
        # en: {pointer}, line {line}:{column}
        trace.place.line = {pointer}, linha {line}:{column}
        # en: {url} is not a usable assetlinks.json (ulinks validate names every problem)
        trace.android.unusable = {url} não é um assetlinks.json utilizável (ulinks validate aponta cada problema)
        # en: {url} lists {package}, but not with the fingerprint {fingerprints}
        trace.android.fingerprint = {url} lista {package}, mas não com a impressão digital {fingerprints}
        # en: {first} or {second}
        trace.android.or = {first} ou {second}
        # en: {url} does not list {package}
        trace.android.unlisted = {url} não lista {package}
        # --entitlements
        # en: {entry} covers {host}
        trace.entitlements.covers = {entry} cobre {host}
        # en: {entry} covers {host}; with ?mode=developer a device in developer mode fetches https://{fetchHost}/.well-known/apple-app-site-association directly, not Apple's CDN copy
        trace.entitlements.covers-developer = {entry} cobre {host}; com ?mode=developer, um dispositivo em modo de desenvolvedor busca https://{fetchHost}/.well-known/apple-app-site-association diretamente, e não a cópia da CDN da Apple
        # en: no applinks entry covers {host} (the app lists {listed})
        trace.entitlements.uncovered = nenhuma entrada applinks cobre {host} (o app lista {listed})
        # en: no applinks entry
        trace.entitlements.none = nenhuma entrada applinks
        # the verdict per platform (TraceVerdict)
        # en: your app
        trace.verdict.your-app = seu app
        # en: an apple-app-site-association file
        trace.verdict.file.ios = um arquivo apple-app-site-association
        # en: an assetlinks.json
        trace.verdict.file.android = um assetlinks.json
        # en: nothing was decided
        trace.verdict.nothing = nada foi decidido
        # en: the tapped URL's host could not be checked from here: {reason}
        trace.verdict.unchecked = não foi possível verificar daqui o host da URL tocada: {reason}
        # en: {platform} decides on the tapped URL's host before anything is fetched: {reason}
        trace.verdict.opens = o {platform} decide pelo host da URL tocada antes de buscar qualquer coisa: {reason}
        # en: {platform} decides on the tapped URL's host before anything is fetched: {reason}; the redirects after it never happen (the app gets the tapped URL)
        trace.verdict.opens-redirected = o {platform} decide pelo host da URL tocada antes de buscar qualquer coisa: {reason}; os redirecionamentos seguintes nunca acontecem (o app recebe a URL tocada)
        # en: {platform} decides on the tapped URL's host, {host}, before following any redirect: {reason}. Hop {hop} ({target}) would open {app}, but a redirect after the tap lands in the browser
        trace.verdict.later = o {platform} decide pelo host da URL tocada, {host}, antes de seguir qualquer redirecionamento: {reason}. O salto {hop} ({target}) abriria {app}, mas um redirecionamento depois do toque termina no navegador
        # en: {reason}; no later hop opens an app either
        trace.verdict.no-later = {reason}; nenhum salto seguinte abre um app
        # en: {host}'s file opens {app}, but the app's entitlements ({source}) do not list {host}: {reason}
        trace.verdict.entitlements-unlisted = o arquivo de {host} abre {app}, mas os entitlements do app ({source}) não listam {host}: {reason}
        # en: {reason}; the app's entitlements ({source}) do not list {host} either
        trace.verdict.entitlements-unlisted-too = {reason}; os entitlements do app ({source}) também não listam {host}
        # en: add applinks:{host} to com.apple.developer.associated-domains in the app's entitlements, then build and install it again
        trace.fix.add-entitlement = adicione applinks:{host} a com.apple.developer.associated-domains nos entitlements do app e depois compile e instale o app de novo
        # en: trace from where {host} resolves to its public address (or map it with --resolve {host}=ADDR:PORT; --allow-private for a host that is internal on purpose)
        trace.fix.trace-from = rastreie de onde {host} resolve para o seu endereço público (ou mapeie com --resolve {host}=ADDR:PORT; --allow-private para um host interno de propósito)
        # en: add a rule that opens {app} for {path} to {url}
        trace.fix.later-rule = adicione a {url} uma regra que abra {app} para {path}
        # en: serve {file} at {url} that lists {app} for {path}: the click-tracking domains of email services that support app links can serve one (a branded tracking domain with HTTPS)
        trace.fix.later-serve = sirva {file} em {url} que liste {app} para {path}: os domínios de rastreamento de cliques dos serviços de e-mail que suportam app links podem servir um (um domínio de rastreamento com a sua marca, com HTTPS)
        # en: link to {url} directly (the URL the redirects end on)
        trace.fix.link-directly = crie o link direto para {url} (a URL em que os redirecionamentos terminam)
        # en: turn off click tracking for this link in the email or ad tool, so that the tapped URL is the final one
        trace.fix.no-click-tracking = desative o rastreamento de cliques deste link na ferramenta de e-mail ou de anúncios, para que a URL tocada seja a final
        # en: add a rule that opens {app} for {path} to {url} (ulinks match shows which rule decides)
        trace.fix.add-rule = adicione a {url} uma regra que abra {app} para {path} (ulinks match mostra qual regra decide)
        # en: serve {file} at {url} that lists {app} with a rule matching {path}
        trace.fix.serve = sirva {file} em {url} que liste {app} com uma regra que corresponda a {path}
        # en: a tap on a page of the same domain: a link from example.com to example.com stays in the browser
        trace.rule-out.same-domain = um toque numa página do mesmo domínio: um link de example.com para example.com fica no navegador
        # en: a URL typed or pasted into the browser's address bar opens the website, never the app
        trace.rule-out.typed = uma URL digitada ou colada na barra de endereços do navegador abre o site, nunca o app
        # en: the user's earlier choice: after Open in Safari (or the domain in Safari's banner) the device keeps opening the browser; long-press the link and choose Open in the app
        trace.rule-out.earlier-choice = a escolha anterior do usuário: depois de Abrir no Safari (ou do domínio no banner do Safari) o dispositivo continua abrindo o navegador; toque e segure o link e escolha Abrir no app
        # en: in-app browsers (mail, social and chat apps) often open links themselves
        trace.rule-out.in-app-browser = navegadores dentro de apps (de e-mail, redes sociais e chat) muitas vezes abrem os links por conta própria
        # en: a failed fetch cached by the device: iOS re-checks about weekly (read swcutil show with ulinks device)
        trace.rule-out.cached = uma busca com falha guardada em cache pelo dispositivo: o iOS verifica de novo mais ou menos uma vez por semana (leia swcutil show com ulinks device)
        # en: Android: verification state on the device (adb shell pm get-app-links PACKAGE, read with ulinks device) and Open supported links turned off in the app's settings
        trace.rule-out.android = Android: o estado de verificação no dispositivo (adb shell pm get-app-links PACKAGE, lido com ulinks device) e Abrir links compatíveis desativado nas configurações do app
        # ulinks trace: usage errors
        # en: --timeout must be a positive number of seconds (at most 600)
        trace.error.timeout = --timeout precisa ser um número positivo de segundos (no máximo 600)
        # en: --max-hops must be 1 to 50
        trace.error.max-hops = --max-hops precisa ser de 1 a 50
        # en: --fingerprint needs --package
        trace.error.fingerprint-needs-package = --fingerprint precisa de --package
        # en: {file}: no Associated Domains entitlement ({key})
        trace.error.no-associated-domains = {file}: sem o entitlement Associated Domains ({key})
        # ulinks android statements: the text report (StatementListRenderer)
        # en: {source}: {count} statement{relation}
        statements.render.count.one = {source}: {count} declaração{relation}
        # en: {source}: {count} statements{relation}
        statements.render.count.other = {source}: {count} declarações{relation}
        # en: \ with {relation}
        statements.render.relation = \ com {relation}
        # en: \ ({count} file fetched)
        statements.render.fetched.one = \ ({count} arquivo buscado)
        # en: \ ({count} files fetched)
        statements.render.fetched.other = \ ({count} arquivos buscados)
        # en: from {source} statement {index}
        statements.render.from = da declaração {index} de {source}
        # en: statement {index} of {source}
        statements.render.granted-by = declaração {index} de {source}
        # en: linked: {target} has {relation} ({grantedBy})
        statements.render.linked = vinculado: {target} tem {relation} ({grantedBy})
        # en: NOT linked: {target} lacks {relation}: {reason}
        statements.render.not-linked = NÃO vinculado: falta {relation} a {target}: {reason}
        # en: no statement grants it
        statements.render.no-grant = nenhuma declaração concede isso
        # en: errors:
        statements.render.errors = erros:
        # en: statement {index}
        statements.render.statement = declaração {index}
        # en: fetched:
        statements.render.fetches = buscados:
        # en: {bytes} bytes
        statements.render.bytes = {bytes} bytes
        # why a list is not linked (StatementQuery) and its errors (the parser, the fetches, the includes)
        # en: the list has no valid statement
        statements.reason.empty = a lista não tem nenhuma declaração válida
        # en: statement {index} of {source} names the target for {relations}, not {relation}
        statements.reason.other-relation = a declaração {index} de {source} nomeia o target para {relations}, e não para {relation}
        # en: statement {index} of {source} names {package} with fingerprint {listed}, not {prints}
        statements.reason.fingerprint.one = a declaração {index} de {source} nomeia {package} com a impressão digital {listed}, e não {prints}
        # en: statement {index} of {source} names {package} with fingerprints {listed}, not {prints}
        statements.reason.fingerprint.other = a declaração {index} de {source} nomeia {package} com as impressões digitais {listed}, e não {prints}
        # en: no statement names {package}
        statements.reason.no-package = nenhuma declaração nomeia {package}
        # en: no statement names {package} (packages listed: {packages})
        statements.reason.no-package-listed = nenhuma declaração nomeia {package} (pacotes listados: {packages})
        # en: no statement names the target
        statements.reason.no-target = nenhuma declaração nomeia o target
        # en: the list is {bytes} bytes, over the {limit}-byte limit
        statements.error.too-large-list = a lista tem {bytes} bytes, acima do limite de {limit} bytes
        # en: the list is not valid JSON
        statements.error.not-json = a lista não é um JSON válido
        # en: the list is not valid JSON: line {line}: {message}
        statements.error.not-json-line = a lista não é um JSON válido: linha {line}: {message}
        # en: expected a single array of statements, found {type}
        statements.error.not-array = deve ser um único array de declarações, mas é {type}
        # en: empty statement list
        statements.error.empty = lista de declarações vazia
        # en: statement dropped: {why}
        statements.error.dropped = declaração descartada: {why}
        # en: include {url} is plain http; an https list cannot include it (not fetched)
        statements.error.insecure-include = o include {url} é http simples; uma lista https não pode incluí-lo (não buscado)
        # en: include {url} is nested {depth} deep, over the limit of {limit} (an include loop?); not fetched
        statements.error.include-depth = o include {url} está aninhado em {depth} níveis, acima do limite de {limit} (um loop de includes?); não buscado
        # en: fetch budget exhausted: {fetched} files fetched; {count} more include not fetched (first: {first})
        statements.error.budget.one = cota de buscas esgotada: {fetched} arquivos buscados; mais {count} include não buscado (o primeiro: {first})
        # en: fetch budget exhausted: {fetched} files fetched; {count} more includes not fetched (first: {first})
        statements.error.budget.other = cota de buscas esgotada: {fetched} arquivos buscados; mais {count} includes não buscados (o primeiro: {first})
        # en: TLS failed: {why}
        statements.error.tls = falha no TLS: {why}
        # en: {status} to {location}: statement lists are never fetched through redirects
        statements.error.redirect = {status} para {location}: listas de declarações nunca são buscadas por meio de redirecionamentos
        # en: {status}: statement lists are never fetched through redirects
        statements.error.redirect-bare = {status}: listas de declarações nunca são buscadas por meio de redirecionamentos
        # en: status {status} {reason}
        statements.error.status = status {status} {reason}
        # en: status {status}
        statements.error.status-bare = status {status}
        # en: larger than {limit} bytes (reading stopped at {read})
        statements.error.too-large = maior que {limit} bytes (a leitura parou em {read})
        # en: Content-Type is {type}, not application/json
        statements.error.content-type = o Content-Type é {type}, e não application/json
        # en: Content-Type is missing, not application/json
        statements.error.content-type-missing = o Content-Type está ausente, e não é application/json
        # en: {host} does not resolve
        statements.error.unresolved = {host} não resolve
        # en: refused: {host} resolves to the internal address {address} (a file cannot make the checker reach internal services; --allow-private or --resolve allow it)
        statements.error.refused = recusado: {host} resolve para o endereço interno {address} (um arquivo não pode fazer o verificador acessar serviços internos; --allow-private ou --resolve permitem)
        # ulinks android statements: usage errors
        # en: --timeout must be a positive number of seconds
        statements.error.timeout = --timeout precisa ser um número positivo de segundos
        # en: --max-fetches must be at least 1, --max-depth at least 0
        statements.error.limits = --max-fetches precisa ser pelo menos 1, e --max-depth pelo menos 0
        # en: --relation: '{relation}' is not kind/detail such as delegate_permission/common.handle_all_urls
        statements.error.relation = --relation: '{relation}' não está no formato tipo/detalhe, como delegate_permission/common.handle_all_urls
        # en: give --package and --fingerprint together
        statements.error.together = informe --package e --fingerprint juntos
        # en: give --package or --site, not both
        statements.error.package-or-site = informe --package ou --site, não os dois
        # en: --site: '{site}' {reason}
        statements.error.site = --site: '{site}' {reason}
        # en: '{source}' is not a domain ({reason}): give a domain, https://HOST[:PORT] or a file
        statements.error.not-domain = '{source}' não é um domínio ({reason}): informe um domínio, https://HOST[:PORT] ou um arquivo
        # en: '{source}': write a site with a port as https://{source}
        statements.error.port = '{source}': escreva um site com porta como https://{source}
        # en: Invalid site: {reason}
        statements.error.invalid-site = Site inválido: {reason}
        # en: Invalid site: '{source}' is http; statement lists are fetched over HTTPS only (write https://{host})
        statements.error.http-site = Site inválido: '{source}' é http; as listas de declarações só são buscadas por HTTPS (escreva https://{host})
        # en: Invalid site: '{source}' {reason}; give https://HOST[:PORT] only
        statements.error.site-extra = Site inválido: '{source}' {reason}; informe só https://HOST[:PORT]
        # shared by trace and android statements
        # en: --package: '{package}' is not a Java package name
        trace.error.package = --package: '{package}' não é um nome de pacote Java
        # en: --fingerprint: '{fingerprint}' is not a SHA-256 fingerprint (64 hex digits, colons optional)
        trace.error.fingerprint = --fingerprint: '{fingerprint}' não é uma impressão digital SHA-256 (64 dígitos hexadecimais, dois-pontos opcionais)
        # the console's Trace tab (ConsoleAssets+ScriptTrace) and POST /api/v1/trace's errors
        # en: browser
        console.trace.browser = navegador
        # en: (meta refresh)
        console.trace.meta-refresh = (meta refresh)
        # en: not fetched: {error}
        console.trace.not-fetched = não buscado: {error}
        # en: stopped: {reason}
        console.trace.stopped = interrompido: {reason}
        # en: entitlements ({source}): {reason}
        console.trace.entitlements = entitlements ({source}): {reason}
        # en: not a Java package name: {package}
        trace.api.bad-package = não é um nome de pacote Java: {package}
        # en: fingerprints are SHA-256 fingerprints (64 hex digits, colons optional)
        trace.api.bad-fingerprint = as impressões digitais são impressões digitais SHA-256 (64 dígitos hexadecimais, dois-pontos opcionais)
        # en: {host} resolves to {address}, a loopback, private or link-local address: the console only traces public hosts (start the server with --console-allow-private-check to allow it)
        trace.api.private = {host} resolve para {address}, um endereço de loopback, privado ou link-local: o console só rastreia hosts públicos (inicie o servidor com --console-allow-private-check para permitir)
        # en: URLs are at most {max} bytes
        trace.api.url-too-long = as URLs têm no máximo {max} bytes
        # en: at most 20 apps and 20 fingerprints
        trace.api.too-many = no máximo 20 apps e 20 impressões digitais
        # en: maxHops is 1 to 20
        trace.api.bad-max-hops = maxHops precisa ser de 1 a 20
        # issue 34: stale CDN copies, excludes, what was not checked, link wrappers, where it is tapped, device
        # en: wrapped by {vendor}: inner URL {inner}
        trace.render.wrapper = envolvido por {vendor}: URL interna {inner}
        # en: where it is tapped (iOS; only what public documentation says):
        trace.render.where-tapped = onde é tocado (iOS; só o que a documentação pública diz):
        # en: {platform}: not checked (the tapped URL's host could not be checked; exit status 2)
        trace.render.verdict.unchecked = {platform}: não verificado (o host da URL tocada não pôde ser verificado; status de saída 2)
        # en: Safari
        trace.tap.place.safari = Safari
        # en: Messages
        trace.tap.place.messages = Mensagens
        # en: Mail
        trace.tap.place.mail = Mail
        # en: Gmail
        trace.tap.place.gmail = Gmail
        # en: Slack
        trace.tap.place.slack = Slack
        # en: Instagram (in-app browser)
        trace.tap.place.instagram = Instagram (navegador interno)
        # en: Facebook (in-app browser)
        trace.tap.place.facebook = Facebook (navegador interno)
        # en: LinkedIn (in-app browser)
        trace.tap.place.linkedin = LinkedIn (navegador interno)
        # en: TikTok (in-app browser)
        trace.tap.place.tiktok = TikTok (navegador interno)
        # en: X (in-app browser)
        trace.tap.place.x = X (navegador interno)
        # en: WhatsApp
        trace.tap.place.whatsapp = WhatsApp
        # en: opens the app
        trace.tap.fares.opens = abre o app
        # en: browser
        trace.tap.fares.browser = navegador
        # en: unknown
        trace.tap.fares.unknown = desconhecido
        # en: not checked: the tapped URL's host could not be checked
        trace.tap.not-checked = não verificado: o host da URL tocada não pôde ser verificado
        # en: iOS does not open the app for the tapped URL (the verdict above), so no place opens it
        trace.tap.browser = o iOS não abre o app para a URL tocada (o veredito acima), então nenhum lugar o abre
        # en: opens the app from a page of another domain; a link to the domain of the page Safari shows stays in Safari
        trace.tap.safari = abre o app a partir de uma página de outro domínio; um link para o domínio da página que o Safari mostra fica no Safari
        # en: links in Mail and Messages call openURL, which opens universal links in the app
        trace.tap.open-url = links no Mail e no Mensagens chamam openURL, que abre links universais no app
        # en: no public documentation found says whether this app hands the link to iOS or opens it in its own browser; try it on a device
        trace.tap.unknown = nenhuma documentação pública encontrada diz se este app entrega o link ao iOS ou o abre no próprio navegador; teste em um aparelho
        # en: Apple's CDN copy of {host}'s file
        trace.decision.file.cdn = a cópia do arquivo de {host} na CDN da Apple
        # en: the origin file https://{host}/.well-known/apple-app-site-association
        trace.decision.file.origin = o arquivo de origem https://{host}/.well-known/apple-app-site-association
        # en: {copy}, but {origin}: the origin is right, and Apple's CDN copy, which devices read, is out of date: {age}
        trace.cdn.stale = {copy}, mas {origin}: a origem está certa, e a cópia na CDN da Apple, que os aparelhos leem, está desatualizada: {age}
        # en: the CDN fetched it {age} ago (Age header)
        trace.cdn.age = a CDN o buscou há {age} (cabeçalho Age)
        # en: unknown
        trace.cdn.age-unknown = desconhecido
        # en: hop {hop} ({host}) not checked: {reason}
        trace.unchecked.hop = salto {hop} ({host}) não verificado: {reason}
        # en: the hops after hop {hop} not checked: {stopped}
        trace.unchecked.after = os saltos depois do salto {hop} não verificados: {stopped}
        # en: {reason}; no checked later hop opens an app, but not every hop was checked: {unchecked}
        trace.verdict.no-later-unchecked = {reason}; nenhum salto seguinte verificado abre um app, mas nem todos os saltos foram verificados: {unchecked}
        # en: in {url}, narrow or remove the exclude at {place}, which matches {path}: the first rule that matches decides, so a rule added after it never opens {app}
        trace.fix.narrow-exclude = em {url}, restrinja ou remova a exclusão em {place}, que casa com {path}: decide a primeira regra que casa, então uma regra adicionada depois dela nunca abre {app}
        # en: or put a rule that opens {app} for {path} before the exclude at {place} (earlier in the same list); ulinks match shows which rule decides
        trace.fix.rule-before-exclude = ou coloque uma regra que abra {app} para {path} antes da exclusão em {place} (mais cedo na mesma lista); ulinks match mostra qual regra decide
        # en: Apple's CDN reports {failure}: if it still does after its next fetch, fix what it names (the CDN fetches from Apple's servers, not from where this trace ran)
        trace.fix.cdn-failure = a CDN da Apple informa {failure}: se ainda informar depois da próxima busca, corrija o que ela aponta (a CDN busca a partir dos servidores da Apple, não de onde este rastreamento rodou)
        # en: nothing to change on {host}: wait for Apple's CDN to fetch the file again (its copy is {age} old; Cache-Control keeps it {maxAge}; there is no purge); devices pick it up at their next check (about weekly) or when the app is installed again
        trace.fix.cdn-wait = nada a mudar em {host}: espere a CDN da Apple buscar o arquivo de novo (a cópia tem {age}; o Cache-Control a mantém por {maxAge}; não há purge); os aparelhos a recebem na próxima verificação (cerca de uma vez por semana) ou quando o app é instalado de novo
        # en: to test a development build now: add applinks:{host}?mode=developer to the app's entitlements and turn on Settings > Developer > Associated Domains Development; the device then fetches the origin file directly, not Apple's CDN copy
        trace.fix.developer-mode = para testar agora uma build de desenvolvimento: adicione applinks:{host}?mode=developer aos entitlements do app e ative Ajustes > Desenvolvedor > Associated Domains Development; o aparelho então busca o arquivo de origem diretamente, não a cópia da CDN da Apple
        # en: {vendor} wrapped the link: {platform} decides on the wrapper's host, which no app of yours can claim, so the tap lands in the browser ({reason}). {inner}
        trace.verdict.wrapped = {vendor} envolveu o link: o {platform} decide pelo host do envoltório, que nenhum app seu pode reivindicar, então o toque cai no navegador ({reason}). {inner}
        # en: The inner URL {url}, traced on its own, opens {app}
        trace.wrapper.inner-opens = A URL interna {url}, rastreada sozinha, abre {app}
        # en: The inner URL {url}, traced on its own, would not open an app either: {reason}
        trace.wrapper.inner-browser = A URL interna {url}, rastreada sozinha, também não abriria um app: {reason}
        # en: The inner URL is {url}
        trace.wrapper.inner-not-traced = A URL interna é {url}
        # en: The wrapper hides the URL behind a token; it names the domain {domain}
        trace.wrapper.opaque-domain = O envoltório esconde a URL atrás de um token; ele cita o domínio {domain}
        # en: The wrapper hides the URL behind a token (the hops above follow its redirects)
        trace.wrapper.opaque = O envoltório esconde a URL atrás de um token (os saltos acima seguem os redirecionamentos)
        # en: your domain
        trace.wrapper.your-domain = seu domínio
        # en: ask the recipients' Microsoft 365 admin to add {host}/* to the Safe Links policy's "Do not rewrite the following URLs in email" list (Set-SafeLinksPolicy -DoNotRewriteUrls; {docs}): links in it reach the mailbox unwrapped
        trace.fix.safe-links = peça ao administrador do Microsoft 365 dos destinatários que adicione {host}/* à lista "Do not rewrite the following URLs in email" da política de Safe Links (Set-SafeLinksPolicy -DoNotRewriteUrls; {docs}): links nessa lista chegam à caixa de entrada sem envoltório
        # en: only the recipients' mail administrator can leave links to {host} unwrapped (an exception in {vendor}'s URL rewriting policy); nothing served on your side changes this tap
        trace.fix.gateway-exception = só o administrador de e-mail dos destinatários pode deixar links para {host} sem envoltório (uma exceção na política de reescrita de URLs de {vendor}); nada servido do seu lado muda este toque
        # en: nothing you serve changes this tap: {vendor} belongs to the site the link was shared on; share the link where it is not wrapped, or let the page it lands on offer the app (a Smart App Banner)
        trace.fix.redirector = nada que você sirva muda este toque: {vendor} pertence ao site onde o link foi compartilhado; compartilhe o link onde ele não é envolvido, ou deixe a página de destino oferecer o app (um Smart App Banner)
        # en: the service's documentation of universal links through its click tracking: {url}
        trace.fix.esp-docs = a documentação do serviço sobre links universais com o rastreamento de cliques: {url}
        # en: no documentation of {vendor} on universal links was found: ask the vendor whether a branded click-tracking domain can serve the files
        trace.fix.esp-docs-unknown = nenhuma documentação de {vendor} sobre links universais foi encontrada: pergunte ao fornecedor se um domínio de rastreamento com sua marca pode servir os arquivos
        # en: set up a branded HTTPS click-tracking domain with {vendor} and serve on it an apple-app-site-association (and an assetlinks.json) that lists your app: {docs}
        trace.fix.esp-branded = configure com {vendor} um domínio de rastreamento de cliques HTTPS com sua marca e sirva nele um apple-app-site-association (e um assetlinks.json) que liste seu app: {docs}
        # en: link to {url} directly where you control the link (the URL inside the wrapper)
        trace.fix.link-directly-wrapped = use o link {url} diretamente onde você controla o link (a URL dentro do envoltório)
        # en: wrapped by {vendor}: {inner}
        console.trace.wrapper = envolvido por {vendor}: {inner}
        # en: Where it is tapped (iOS; only what public documentation says)
        console.trace.where-tapped = Onde é tocado (iOS; só o que a documentação pública diz)
        # en: Where
        console.trace.col.place = Onde
        # en: The tap
        console.trace.col.fares = O toque
        # en: Source
        console.trace.col.source = Fonte
        # en: not checked
        console.trace.unchecked = não verificado
        # en: {platform} not checked
        console.trace.platform-unchecked = {platform} não verificado
        # en: the user selected this domain for the app, but with Open supported links off Android opens none of the app's links, selected or verified (DomainVerificationUserState: the toggle affects all links)
        device.android.user-selected-off = o usuário selecionou este domínio para o app, mas com Abrir links compatíveis desligado o Android não abre nenhum link do app, selecionado ou verificado (DomainVerificationUserState: a opção afeta todos os links)
        # en: check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} {fingerprints})
        device.android.check-file-signed = verifique https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} {fingerprints})
        # en: serve a file on {host} that lists {app} (ulinks check {host} --app {app} shows it: in developer mode the device fetches from {host} directly, not from Apple's CDN)
        device.ios.next.serve-developer = sirva em {host} um arquivo que liste {app} (ulinks check {host} --app {app} o mostra: no modo desenvolvedor o aparelho busca diretamente em {host}, não na CDN da Apple)
        # en: not checked
        trace.render.not-checked = não verificado
        # en: check that {host} answers HTTPS from where you trace (ulinks check {host} shows each step), then trace again
        trace.fix.retry = verifique se {host} responde por HTTPS de onde você rastreia (ulinks check {host} mostra cada etapa) e rastreie de novo
        # en: recognised: {vendor}; the target is behind a token (domain {domain})
        trace.render.opaque-domain = reconhecido: {vendor}; o destino está atrás de um token (domínio {domain})
        # en: recognised: {vendor}; the target is behind a token (the hops above follow it)
        trace.render.opaque-link = reconhecido: {vendor}; o destino está atrás de um token (os saltos acima o seguem)
        # en: where it is tapped (iOS): {fares} wherever it is tapped: {note}
        trace.render.where-tapped-same = onde é tocado (iOS): {fares} onde quer que seja tocado: {note}
        # en: {fares} wherever it is tapped: {note}
        console.trace.where-tapped-same = {fares} onde quer que seja tocado: {note}
        # en: Apple's CDN could not be reached from here, which says nothing about {host}: trace again with --cdn later (or without --cdn to decide on the origin file)
        trace.fix.retry-cdn = a CDN da Apple não pôde ser alcançada daqui, o que nada diz sobre {host}: rastreie de novo com --cdn mais tarde (ou sem --cdn para decidir pelo arquivo de origem)
        """#
}
