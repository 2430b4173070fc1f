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
        """#
}
