// Translations of LocalizationTable+WatchEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let watchPtBR = #"""
        # en: unknown
        watch.state.unknown = desconhecido
        # en: ok
        watch.state.ok = ok
        # en: warning
        watch.state.warning = aviso
        # en: failing
        watch.state.failing = falha
        # en: unreachable
        watch.reason.unreachable = inacessível
        # en: Apple's CDN could not be reached
        watch.reason.cdn-unreachable = não foi possível acessar a CDN da Apple
        # en: {domain} resolves to {address}, a loopback, private or link-local address: not fetched (--allow-private fetches it)
        watch.reason.private-address = {domain} resolve para {address}, um endereço de loopback, privado ou link-local: não foi buscado (--allow-private permite buscá-lo)
        # en: the certificate {seen}
        watch.reason.tls-expiring = o certificado: {seen}
        # en: not a valid association file: {seen}
        watch.reason.not-json = não é um arquivo de associação válido: {seen}
        # en: Apple's CDN reached the file through {count} redirect: {chain}
        watch.reason.cdn-redirect.one = a CDN da Apple chegou ao arquivo por {count} redirecionamento: {chain}
        # en: Apple's CDN reached the file through {count} redirects: {chain}
        watch.reason.cdn-redirect.other = a CDN da Apple chegou ao arquivo por {count} redirecionamentos: {chain}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences}
        watch.reason.cdn-stale = a cópia da CDN da Apple difere do arquivo de origem há {duration} (desde {since}): {differences}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}): {differences} (and {more} more)
        watch.reason.cdn-stale.more = a cópia da CDN da Apple difere do arquivo de origem há {duration} (desde {since}): {differences} (e mais {more})
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences}
        watch.reason.cdn-stale.fetched = a cópia da CDN da Apple difere do arquivo de origem há {duration} (desde {since}; a CDN buscou a cópia há {age}): {differences}
        # en: Apple's CDN copy has differed from the origin for {duration} (since {since}; the CDN fetched its copy {age} ago): {differences} (and {more} more)
        watch.reason.cdn-stale.fetched-more = a cópia da CDN da Apple difere do arquivo de origem há {duration} (desde {since}; a CDN buscou a cópia há {age}): {differences} (e mais {more})
        # en: Apple's CDN holds a failure ({status}){details}
        watch.reason.cdn-failure = a CDN da Apple guarda uma falha ({status}){details}
        # en: Apple's CDN holds a failure (no status){details}
        watch.reason.cdn-failure.no-status = a CDN da Apple guarda uma falha (sem status){details}
        # en: {url} should open in the browser, but {opens}
        watch.reason.expectation.browser = {url} deveria abrir no navegador, mas {opens}
        # en: {url} should open {app}, but {app} excludes it: {opens}
        watch.reason.expectation.excluded = {url} deveria abrir {app}, mas {app} a exclui: {opens}
        # en: {url} should open {app}, but no rule of {app} matches: {opens}
        watch.reason.expectation.no-match = {url} deveria abrir {app}, mas nenhuma regra de {app} corresponde: {opens}
        # en: {url} should open {app}, but the file no longer lists {app}: {opens}
        watch.reason.expectation.not-listed = {url} deveria abrir {app}, mas o arquivo não lista mais {app}: {opens}
        # en: {url} (Android)
        watch.value.android = {url} (no Android)
        # en: opens {app}
        watch.value.opens-app = abre {app}
        # en: opens in the browser
        watch.value.opens-browser = abre no navegador
        # en: {count} days
        watch.value.days = {count} dias
        # en: The host name does not resolve or no TCP connection opens.
        watch.reason-summary.unreachable = O nome do host não resolve ou nenhuma conexão TCP é aberta.
        # en: The domain resolves to a loopback, private or link-local address, no --resolve maps it and --allow-private was not given; it is not fetched.
        watch.reason-summary.private-address = O domínio resolve para um endereço de loopback, privado ou link-local, nenhum --resolve o mapeia e --allow-private não foi informado; ele não é buscado.
        # en: No complete answer within --timeout: a server that hangs, answers byte by byte or never finishes.
        watch.reason-summary.timeout = Nenhuma resposta completa dentro de --timeout: um servidor que trava, responde byte a byte ou nunca termina.
        # en: The certificate is untrusted, expired, for another host or sent without its chain, or the handshake fails.
        watch.reason-summary.tls-invalid = O certificado não é confiável, expirou, é de outro host ou foi enviado sem a cadeia, ou o handshake falha.
        # en: The certificate expires within 14 days.
        watch.reason-summary.tls-expiring = O certificado expira em até 14 dias.
        # en: The well-known URL redirects; Apple's fetchers never follow it.
        watch.reason-summary.redirect = A URL well-known redireciona; os servidores de busca da Apple nunca seguem o redirecionamento.
        # en: The well-known URL answers a status other than 200 (404, 403, 500, ...).
        watch.reason-summary.http-status = A URL well-known responde com um status diferente de 200 (404, 403, 500, ...).
        # en: The file is larger than 131,072 bytes (the download stops there).
        watch.reason-summary.too-large = O arquivo tem mais de 131.072 bytes (o download para aí).
        # en: The body has a Content-Encoding that was not asked for.
        watch.reason-summary.content-encoding = O corpo tem um Content-Encoding que não foi pedido.
        # en: The Content-Type is not application/json (current iOS tolerates it; the SPA-index case also gives not-json).
        watch.reason-summary.content-type = O Content-Type não é application/json (o iOS atual tolera; o caso do index de SPA também gera not-json).
        # en: The body is not a valid association file: HTML, a syntax error, no applinks.
        watch.reason-summary.not-json = O corpo não é um arquivo de associação válido: HTML, erro de sintaxe, sem applinks.
        # en: With --app: the app is not listed for applinks.
        watch.reason-summary.app-missing = Com --app: o app não está listado em applinks.
        # en: An --expect or --expect-android decision no longer holds (the URL opens another app, the browser, or no longer the browser).
        watch.reason-summary.expectation = Uma decisão de --expect ou --expect-android deixou de valer (a URL abre outro app, o navegador, ou não abre mais o navegador).
        # en: Apple's CDN holds a failure (Apple-Failure-Reason, a status other than 200, or a copy that is not a valid file).
        watch.reason-summary.cdn-failure = A CDN da Apple guarda uma falha (Apple-Failure-Reason, um status diferente de 200 ou uma cópia que não é um arquivo válido).
        # en: Apple's CDN reached the file through a redirect (an Apple-From chain of more than one URL).
        watch.reason-summary.cdn-redirect = A CDN da Apple chegou ao arquivo por um redirecionamento (uma cadeia Apple-From com mais de uma URL).
        # en: Apple's CDN copy has differed from the origin file for longer than --cdn-grace.
        watch.reason-summary.cdn-stale = A cópia da CDN da Apple difere do arquivo de origem há mais tempo que --cdn-grace.
        # en: Apple's CDN could not be fetched (says nothing about the domain).
        watch.reason-summary.cdn-unreachable = Não foi possível buscar na CDN da Apple (isso não diz nada sobre o domínio).
        # en: With --android: assetlinks.json cannot be fetched or holds no valid statement.
        watch.reason-summary.assetlinks = Com --android: não é possível buscar o assetlinks.json ou ele não tem nenhuma declaração válida.
        # en: With --android --package --fingerprint: the app is not linked by assetlinks.json.
        watch.reason-summary.android-app-missing = Com --android --package --fingerprint: o app não está vinculado pelo assetlinks.json.
        # en: round {number}: {domains} in {seconds} s, {started} to {finished} ({states}; {transitions})
        watch.round = rodada {number}: {domains} em {seconds} s, de {started} a {finished} ({states}; {transitions})
        # en: ok {ok}, warning {warning}, failing {failing}
        watch.round.states = ok {ok}, aviso {warning}, falha {failing}
        # en: {count} domain
        watch.round.domains.one = {count} domínio
        # en: {count} domains
        watch.round.domains.other = {count} domínios
        # en: {count} transition
        watch.round.transitions.one = {count} transição
        # en: {count} transitions
        watch.round.transitions.other = {count} transições
        # en: {domain}: {state} since {since}, last checked {checked}
        watch.history.state = {domain}: {state} desde {since}, última verificação em {checked}
        # en: {count} transition (oldest first):
        watch.history.count.one = {count} transição (da mais antiga para a mais recente):
        # en: {count} transitions (oldest first):
        watch.history.count.other = {count} transições (da mais antiga para a mais recente):
        # en: {count} change of cause
        watch.round.causes.one = {count} mudança de causa
        # en: {count} changes of cause
        watch.round.causes.other = {count} mudanças de causa
        # en: {count} first state recorded, not alerted (not failing; --alert-first alerts it)
        watch.round.first-states.one = {count} primeiro estado registrado, sem alerta (não está falhando; --alert-first alerta)
        # en: {count} first states recorded, not alerted (not failing; --alert-first alerts them)
        watch.round.first-states.other = {count} primeiros estados registrados, sem alerta (não estão falhando; --alert-first alerta)
        # en: the schedule runs {seconds} s late
        watch.round.late = a agenda está {seconds} s atrasada
        # en: {at} {domain}: still {state}, for other reasons (was: {previous})
        watch.event.reasons = {at} {domain}: ainda {state}, por outros motivos (antes: {previous})
        # en: {domain} is still *{state}*, for other reasons (was: {previous})
        watch.webhook.payload.reasons = {domain} ainda está *{state}*, por outros motivos (antes: {previous})
        # en: --state {path}: no such file
        watch.error.no-state-file = --state {path}: arquivo não encontrado
        # en: {path}: no history of {domain}
        watch.error.no-history = {path}: nenhum histórico de {domain}
        # en: --history needs --state FILE
        watch.error.history-needs-state = --history precisa de --state FILE
        # en: give at least one domain, or --domains FILE
        watch.error.no-domain = informe pelo menos um domínio, ou --domains FILE
        # en: --interval must be at least 0.1 seconds
        watch.error.interval = --interval deve ser de pelo menos 0,1 segundo
        # en: --cdn-grace must be a number of seconds
        watch.error.cdn-grace = --cdn-grace deve ser um número de segundos
        # en: --webhook-backoff and --webhook-timeout must be positive numbers of seconds
        watch.error.webhook-timing = --webhook-backoff e --webhook-timeout devem ser números positivos de segundos
        # en: --webhook: '{url}' is not an http or https URL
        watch.error.webhook-url = --webhook: '{url}' não é uma URL http ou https
        # en: --webhook: '{url}' is not a valid URL: {reason}
        watch.error.webhook-url-reason = --webhook: '{url}' não é uma URL válida: {reason}
        # en: --expect: invalid expectation '{text}': {reason}
        watch.error.expect = --expect: expectativa inválida '{text}': {reason}
        # en: no domains to watch
        watch.error.no-domains = nenhum domínio para monitorar
        # en: --expect {expectation}: {domain} is not a watched domain
        watch.error.stray-expect = --expect {expectation}: {domain} não é um domínio monitorado
        # en: {option}: {host} resolves to {address}, a loopback, private or link-local address (--allow-private allows it)
        watch.error.private = {option}: {host} resolve para {address}, um endereço de loopback, privado ou link-local (--allow-private permite)
        # en: expected URL=APPID|browser
        watch.expectation.format-ios = esperado URL=APPID|browser
        # en: expected URL=PACKAGE|browser
        watch.expectation.format-android = esperado URL=PACKAGE|browser
        # en: '{url}' is not an https URL
        watch.expectation.not-https = '{url}' não é uma URL https
        # en: nothing after '='
        watch.expectation.empty = nada depois de '='
        # en: '{value}' is not an app (PREFIX.bundle.id) or browser
        watch.expectation.not-app = '{value}' não é um app (PREFIX.bundle.id) nem browser
        # en: '{value}' is not an app (a package name) or browser
        watch.expectation.not-package = '{value}' não é um app (um nome de pacote) nem browser
        # en: '{value}' is not an App ID (PREFIX.bundle.id) or browser
        watch.expectation.not-app-id = '{value}' não é um ID do app (PREFIX.bundle.id) nem browser
        # en: webhook {url}: {why}; the transition of {domain} is dropped
        watch.webhook.dropped = webhook {url}: {why}; a transição de {domain} foi descartada
        # en: webhook {url}: {why}; gave up after {count} attempts (the transition of {domain})
        watch.webhook.gave-up = webhook {url}: {why}; desistiu após {count} tentativas (a transição de {domain})
        # en: webhook {url}: {why}; retrying in {delay}
        watch.webhook.retrying = webhook {url}: {why}; nova tentativa em {delay}
        # en: webhook {url}: queue full ({limit}); dropped the transition of {domain}
        watch.webhook.queue-full = webhook {url}: fila cheia ({limit}); a transição de {domain} foi descartada
        # en: answered {code}
        watch.webhook.answered = respondeu {code}
        # en: {host} does not resolve
        watch.webhook.unresolved = {host} não resolve
        # en: {host} resolves to {address}, not a public address (--allow-private allows it)
        watch.webhook.refused = {host} resolve para {address}, que não é um endereço público (--allow-private permite)
        # en: no answer within {duration}
        watch.webhook.no-answer = nenhuma resposta em {duration}
        # en: the watch is off: start ulinks serve with --watch
        watch.api.off = o monitoramento está desligado: inicie ulinks serve com --watch
        # en: the watch is off: start ulinks serve with --watch (and an SQLite or PostgreSQL store)
        watch.api.off-store = o monitoramento está desligado: inicie ulinks serve com --watch (e um armazenamento SQLite ou PostgreSQL)
        # en: {domain} is neither hosted nor registered for the watch
        watch.api.not-watched = {domain} não está hospedado aqui nem registrado para monitoramento
        # en: {what} changed from {old} to {new}
        watch.change.value = {what} mudou de {old} para {new}
        # en: none
        watch.change.none = nenhum
        # en: {id} appeared: {message}
        watch.change.appeared = {id} apareceu: {message}
        # en: {id} cleared
        watch.change.cleared = {id} sumiu
        # en: {check}: {old} → {new}: {seen}
        watch.change.check = {check}: {old} → {new}: {seen}
        # en: size
        watch.change.size = tamanho
        # en: apps
        watch.change.apps = apps
        # en: certificate end
        watch.change.certificate-end = fim do certificado
        # en: CDN status
        watch.change.cdn-status = status da CDN
        # en: {count} bytes
        watch.change.bytes = {count} bytes
        # en: {check} {url}: {old} → {new}: {seen}
        watch.change.check-url = {check} {url}: {old} → {new}: {seen}
        # en: {id} now: {message}
        watch.change.reason-now = {id} agora: {message}
        # en: unknown
        console.watch.state.unknown = desconhecido
        # en: ok
        console.watch.state.ok = ok
        # en: warning
        console.watch.state.warning = aviso
        # en: failing
        console.watch.state.failing = falha
        # en: {domain}: states over the last 30 days
        console.watch.timeline-label = {domain}: estados nos últimos 30 dias
        # en: {state}: {from} to {to}
        console.watch.stretch = {state}: de {from} a {to}
        # en: 30 days ago
        console.watch.days-ago = há 30 dias
        # en: now
        console.watch.now = agora
        # en: {name}: {platform} ({tool}): {count} entry ({opening} opening links in the app)
        device.header.one = {name}: {platform} ({tool}): {count} entrada ({opening} abrindo links no app)
        # en: {name}: {platform} ({tool}): {count} entries ({opening} opening links in the app)
        device.header.other = {name}: {platform} ({tool}): {count} entradas ({opening} abrindo links no app)
        # en: means: {explanation}
        device.means = significa: {explanation}
        # en: next:  {next}
        device.next = próximo passo: {next}
        # en: last checked {date}
        device.last-checked = última verificação {date}
        # en: next check {date}
        device.next-check = próxima verificação {date}
        # en: user approval {value}
        device.user-approval = aprovação do usuário {value}
        # en: flags {flags}
        device.flags = flags {flags}
        # en: {count} more entries not shown (over {limit})
        device.omitted = mais {count} entradas não mostradas (acima de {limit})
        # en: {count} line not understood:
        device.unknown.one = {count} linha não compreendida:
        # en: {count} lines not understood:
        device.unknown.other = {count} linhas não compreendidas:
        # en: ... and {count} more
        device.unknown.more = ... e mais {count}
        # en: an entry without App ID or Domain
        device.unknown.no-app = uma entrada sem App ID ou Domain
        # en: {name}: no entry found in this {tool} output ({count} line not understood)
        device.no-entry.one = {name}: nenhuma entrada encontrada nesta saída do {tool} ({count} linha não compreendida)
        # en: {name}: no entry found in this {tool} output ({count} lines not understood)
        device.no-entry.other = {name}: nenhuma entrada encontrada nesta saída do {tool} ({count} linhas não compreendidas)
        # en: not text: a NUL byte at offset {offset} (binary data); give the text that swcutil show or adb shell pm get-app-links prints
        device.error.binary = não é texto: um byte NUL no offset {offset} (dados binários); forneça o texto que swcutil show ou adb shell pm get-app-links imprime
        # en: not the output of swcutil show (iOS, macOS) or adb shell pm get-app-links / dumpsys package d (Android 12+): no line says Service: or Domain verification state: (--kind swcutil|pm reads it anyway)
        device.error.unknown-kind = não é a saída de swcutil show (iOS, macOS) nem de adb shell pm get-app-links / dumpsys package d (Android 12+): nenhuma linha diz Service: ou Domain verification state: (--kind swcutil|pm lê mesmo assim)
        # en: ;\ 
        device.separator = 
        # en: site approval approved: the device got a file from {host} that lists {app} for {service}
        device.ios.approved = aprovação do site approved: o dispositivo obteve de {host} um arquivo que lista {app} para {service}
        # en: site approval denied: the device got an answer for {host} that does not approve {app} for {service} (the file does not list the app, or Apple's CDN had no usable file)
        device.ios.denied = aprovação do site denied: o dispositivo obteve para {host} uma resposta que não aprova {app} para {service} (o arquivo não lista o app, ou a CDN da Apple não tinha um arquivo utilizável)
        # en: site approval unspecified: no usable answer for {host} yet (not fetched, the fetch failed, or Apple's CDN cannot reach the site)
        device.ios.unspecified = aprovação do site unspecified: ainda não há resposta utilizável para {host} (não buscado, a busca falhou, ou a CDN da Apple não consegue acessar o site)
        # en: site approval {state}: a value this tool does not know
        device.ios.unknown-state = aprovação do site {state}: um valor que esta ferramenta não conhece
        # en: the last fetch failed: {error}
        device.ios.fetch-failed = a última busca falhou: {error}
        # en: developer mode entry (?mode=developer): fetched from {host} directly, not through Apple's CDN, only while Associated Domains Development is on
        device.ios.developer = entrada do modo de desenvolvedor (?mode=developer): buscada diretamente de {host}, sem passar pela CDN da Apple, só enquanto Associated Domains Development estiver ativado
        # en: managed entry (?mode=managed): fetched as the device's MDM allows
        device.ios.managed = entrada gerenciada (?mode=managed): buscada como o MDM do dispositivo permite
        # en: a fetch was in progress when this was written
        device.ios.updating = havia uma busca em andamento quando isto foi gravado
        # en: the device will not fetch again before {date} ({span} from now)
        device.ios.waits = o dispositivo não buscará de novo antes de {date} (daqui a {span})
        # en: user approval denied: the user chose to open {host}'s links in the browser (for example Open in Safari, or the domain in Safari's banner)
        device.ios.user-denied = aprovação do usuário denied: o usuário escolheu abrir os links de {host} no navegador (por exemplo, Abrir no Safari, ou o domínio no banner do Safari)
        # en: user approval approved: the user chose to open {host}'s links in the app
        device.ios.user-approved = aprovação do usuário approved: o usuário escolheu abrir os links de {host} no app
        # en: {service} is not a universal link service: it never opens links
        device.ios.not-applinks = {service} não é um serviço de links universais: nunca abre links
        # en: serve a file on {host} that lists {app} (ulinks check {host} --app {app} --cdn shows what Apple's CDN serves)
        device.ios.next.serve = sirva em {host} um arquivo que liste {app} (ulinks check {host} --app {app} --cdn mostra o que a CDN da Apple serve)
        # en: then delete and reinstall the app to make the device fetch now
        device.ios.next.reinstall = depois apague e reinstale o app para o dispositivo buscar agora
        # en: then delete and reinstall the app to make the device fetch now, or add ?mode=developer to the entitlement and turn on Settings > Developer > Associated Domains Development
        device.ios.next.reinstall-or-developer = depois apague e reinstale o app para o dispositivo buscar agora, ou adicione ?mode=developer ao entitlement e ative Ajustes > Desenvolvedor > Associated Domains Development
        # en: long-press a link to {host} and choose Open in the app (or tap OPEN in Safari's banner); the choice is kept per domain
        device.ios.next.user-denied = mantenha pressionado um link para {host} e escolha Abrir no app (ou toque em ABRIR no banner do Safari); a escolha vale por domínio
        # en: {count} day
        device.span.day.one = {count} dia
        # en: {count} days
        device.span.day.other = {count} dias
        # en: {count} hour
        device.span.hour.one = {count} hora
        # en: {count} hours
        device.span.hour.other = {count} horas
        # en: {count} minute
        device.span.minute.one = {count} minuto
        # en: {count} minutes
        device.span.minute.other = {count} minutos
        # en: verified: the verification agent fetched the site's assetlinks.json and it lists the app
        device.android.verified = verified: o agente de verificação buscou o assetlinks.json do site e ele lista o app
        # en: approved: force-approved, usually through the shell (pm set-app-links); treated as verified, though the site may not list the app
        device.android.approved = approved: aprovado à força, em geral pelo shell (pm set-app-links); tratado como verificado, embora o site possa não listar o app
        # en: denied: force-denied, usually through the shell; links open the browser
        device.android.denied = denied: negado à força, em geral pelo shell; os links abrem no navegador
        # en: migrated: kept from the legacy (Android 11 and older) verification; treated as verified until the agent verifies again
        device.android.migrated = migrated: mantido da verificação legada (Android 11 e anteriores); tratado como verificado até o agente verificar de novo
        # en: restored: kept from a backup or by the system; treated as verified, and the agent may verify again
        device.android.restored = restored: mantido de um backup ou pelo sistema; tratado como verificado, e o agente pode verificar de novo
        # en: legacy_failure: rejected by a legacy verifier, reason unknown; links open the browser
        device.android.legacy_failure = legacy_failure: rejeitado por um verificador legado, motivo desconhecido; os links abrem no navegador
        # en: system_configured: approved by the device's configuration (the system image); nothing to do
        device.android.system_configured = system_configured: aprovado pela configuração do dispositivo (a imagem do sistema); nada a fazer
        # en: pre_verified: verified before the app was installed; treated as verified
        device.android.pre_verified = pre_verified: verificado antes de o app ser instalado; tratado como verificado
        # en: none: nothing recorded yet: the verification agent has not answered (no network, still pending, or the request failed); links open the browser
        device.android.none = none: nada registrado ainda: o agente de verificação não respondeu (sem rede, ainda pendente, ou a solicitação falhou); os links abrem no navegador
        # en: listed under Invalid autoVerify domains: the manifest's host cannot be verified (not a valid host name)
        device.android.invalid = listado em Invalid autoVerify domains: o host do manifesto não pode ser verificado (não é um nome de host válido)
        # en: {code}: an error code of the device's verification agent (codes from 1024 up are the agent's own): verification failed; links open the browser
        device.android.agent-error = {code}: um código de erro do agente de verificação do dispositivo (códigos a partir de 1024 são do próprio agente): a verificação falhou; os links abrem no navegador
        # en: {state}: a state this tool does not know
        device.android.unknown-state = {state}: um estado que esta ferramenta não conhece
        # en: the user turned off Open supported links for this app: no link opens it
        device.android.links-off = o usuário desativou Abrir links compatíveis para este app: nenhum link o abre
        # en: the user selected this domain for the app, so its links still open the app on this device
        device.android.user-selected = o usuário selecionou este domínio para o app, então os links dele ainda abrem o app neste dispositivo
        # en: check https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} --fingerprint SHA256)
        device.android.check-file = verifique https://{domain}/.well-known/assetlinks.json (ulinks check {domain} --android --package {package} --fingerprint SHA256)
        # en: {first}, then {reverify}
        device.android.next.then = {first}, depois {reverify}
        # en: to test the real verification: {reset}, then {reverify}
        device.android.next.approved = para testar a verificação real: {reset}, depois {reverify}
        # en: wait about 20 seconds after install with a network, or run {reverify}; if it stays none, {check}
        device.android.next.none = aguarde cerca de 20 segundos após a instalação com rede, ou execute {reverify}; se continuar none, {check}
        # en: fix the host in the intent filter with android:autoVerify="true"
        device.android.next.invalid = corrija o host no filtro de intent com android:autoVerify="true"
        # en: Settings > Apps > the app > Open by default > turn on Open supported links
        device.android.next.links-off = Configurações > Apps > o app > Abrir por padrão > ative Abrir links compatíveis
        """#
}
