// Translations of LocalizationTable+ReportsEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let reportsPtBR = #"""
        # en: pass
        html.status.pass = ok
        # en: warning
        html.status.warning = aviso
        # en: fail
        html.status.fail = falha
        # en: unreachable
        html.status.unreachable = inacessível
        # en: skipped
        html.status.skipped = ignorado
        # en: error
        html.status.error = erro
        # en: note
        html.status.note = nota
        # en: (binary content not shown)
        html.binary-not-shown = (conteúdo binário não exibido)
        # en: {count} domains
        html.check.domain-count = {count} domínios
        # en: Checked {time}
        html.check.checked-at = Verificado em {time}
        # en: Domains by result
        html.check.chart.results = Domínios por resultado
        # en: Check time per domain
        html.check.chart.times = Tempo de verificação por domínio
        # en: domain
        html.check.domain = domínio
        # en: result
        html.check.result = resultado
        # en: time
        html.check.time = tempo
        # en: problems
        html.check.problems = problemas
        # en: first fix
        html.check.first-fix = primeira correção
        # en: check
        html.check.check = verificação
        # en: seen
        html.check.seen = encontrado
        # en: fix
        html.check.fix = correção
        # en: File diagnostics
        html.check.file-diagnostics = Diagnósticos do arquivo
        # en: Origin and Apple CDN copies differ
        html.check.cdn-differs = As cópias da origem e da CDN da Apple são diferentes
        # en: Served by {domain}
        html.check.served-by = Servido por {domain}
        # en: Apple CDN ({url})
        html.check.cdn-copy = CDN da Apple ({url})
        # en: (no file)
        html.check.no-file = (nenhum arquivo)
        # en: {domain}: {status} in {seconds} s
        check.text.domain = {domain}: {status} em {seconds} s
        # en: pass
        check.text.status.pass = ok
        # en: warn
        check.text.status.warning = aviso
        # en: FAIL
        check.text.status.fail = FALHA
        # en: skip
        check.text.status.skipped = pulado
        # en: PASS
        check.text.verdict.pass = OK
        # en: WARNING
        check.text.verdict.warning = AVISO
        # en: FAIL
        check.text.verdict.fail = FALHA
        # en: UNREACHABLE
        check.text.verdict.unreachable = INACESSÍVEL
        # en: DOMAIN
        check.text.column.domain = DOMÍNIO
        # en: STATUS
        check.text.column.status = SITUAÇÃO
        # en: PROBLEMS
        check.text.column.problems = PROBLEMAS
        # en: {count} domain: {counts}
        check.text.totals.one = {count} domínio: {counts}
        # en: {count} domains: {counts}
        check.text.totals.other = {count} domínios: {counts}
        # en: {count} checked: {pass} pass, {warning} warning, {fail} fail
        doctor.summary = {count} verificados: {pass} ok, {warning} com aviso, {fail} com falha
        # en: entry or URL
        doctor.column.entry-or-url = entrada ou URL
        # en: domain
        doctor.column.domain = domínio
        # en: service
        doctor.column.service = serviço
        # en: file found
        doctor.column.file-found = arquivo encontrado
        # en: app listed
        doctor.column.app-listed = app listado
        # en: result
        doctor.column.result = resultado
        # en: fix
        doctor.column.fix = correção
        # en: app
        doctor.column.app = app
        # en: target
        doctor.column.target = target
        # en: configuration
        doctor.column.configuration = configuração
        # en: app ID
        doctor.column.app-id = ID do app
        # en: entitlements
        doctor.column.entitlements = entitlements
        # en: variant
        doctor.column.variant = variante
        # en: verified
        doctor.column.verified = verificação
        # en: hosts
        doctor.column.hosts = hosts
        # en: file
        doctor.column.file = arquivo
        # en: bundle ID
        doctor.column.bundle-id = bundle ID
        # en: package
        doctor.column.package = pacote
        # en: Android hosts
        doctor.column.android-hosts = hosts Android
        # en: host
        doctor.column.host = host
        # en: linked
        doctor.column.linked = vinculado
        # en: yes
        doctor.value.yes = sim
        # en: no
        doctor.value.no = não
        # en: unreachable
        doctor.value.unreachable = inacessível
        # en: per host
        doctor.value.per-host = por host
        # en: all together
        doctor.value.all-together = todos juntos
        # en: not checked
        doctor.value.not-checked = não verificado
        # en: Entries and URLs for {appID}
        doctor.html.entries = Entradas e URLs de {appID}
        # en: Entitlement {name}
        doctor.html.entitlement = Entitlements {name}
        # en: {count} files read: {errors} errors, {warnings} warnings
        doctor.html.files-read = {count} arquivos lidos: {errors} erros, {warnings} avisos
        # en: Android: {package}
        doctor.html.android = Android: {package}
        # en: Fix snippets
        doctor.html.fix-snippets = Trechos para corrigir
        # en: project folder
        doctor.html.project-folder = pasta do projeto
        # en: Xcode targets
        doctor.xcode-targets = Targets do Xcode
        # en: Android variants
        doctor.android-variants = Variantes Android
        # en: App configs and bundles
        doctor.app-configs = Configurações e pacotes do app
        # en: Domains
        doctor.domains = Domínios
        # en: {root}: read {count} files ({kinds})
        doctor.project.read = {root}: {count} arquivos lidos ({kinds})
        # en: entitlements the app needs:
        doctor.snippet.entitlements = entitlements de que o app precisa:
        # en: intent filter the app needs (AndroidManifest.xml):
        doctor.snippet.intent-filter = filtro de intent de que o app precisa (AndroidManifest.xml):
        # en: The file comes from {host}; the entry does not cover {apex} itself.
        doctor.fix.wildcard = O arquivo vem de {host}; a entrada não cobre o próprio {apex}.
        # en: The file lists {other}, but the app is signed as {appID}: use the App ID prefix, not the Team ID, in the file on {host}.
        doctor.fix.team-id = O arquivo lista {other}, mas o app é assinado como {appID}: use o prefixo do ID do app, não o ID da equipe, no arquivo em {host}.
        # en: Add {appID} to an applinks details entry (appIDs) in the file on {host}.
        doctor.fix.add-applinks = Adicione {appID} a uma entrada de details de applinks (appIDs) no arquivo em {host}.
        # en: Add {appID} to {section} in the file on {host}.
        doctor.fix.add = Adicione {appID} a {section} no arquivo em {host}.
        # en: The file on {host} has no {service} section: add one listing {appID}.
        doctor.fix.no-section = O arquivo em {host} não tem a seção {service}: adicione uma que liste {appID}.
        # en: No applinks entry covers {host}: add applinks:{entry} to the entitlement.
        doctor.fix.no-entry = Nenhuma entrada applinks cobre {host}: adicione applinks:{entry} aos entitlements.
        # en: No readable file on {host}.
        doctor.fix.no-file = Nenhum arquivo legível em {host}.
        # en: {opens} is listed first and opens the link when installed.
        doctor.fix.listed-first = {opens} aparece primeiro e abre o link quando instalado.
        # en: A rule excludes this URL for {appID}: it opens in the browser.
        doctor.fix.excluded = Uma regra exclui esta URL para {appID}: ela abre no navegador.
        # en: No rule of {appID} matches this URL: it opens in the browser.
        doctor.fix.no-rule = Nenhuma regra de {appID} corresponde a esta URL: ela abre no navegador.
        # en: {appID} is not in the file on {host}.
        doctor.fix.not-listed = {appID} não está no arquivo em {host}.
        # en: {file}: too-large: {message} (--max-bytes N raises the limit)
        error.too-large = {file}: too-large: {message} (--max-bytes N aumenta o limite)
        # en: {path}: cannot be written: the folder {folder} does not exist (create it first)
        error.write.no-folder = {path}: não pode ser gravado: a pasta {folder} não existe (crie-a antes)
        # en: {path}: cannot be written: {folder} is a file, not a folder
        error.write.not-folder = {path}: não pode ser gravado: {folder} é um arquivo, não uma pasta
        # en: {path}: cannot be written: {reason}
        error.write.other = {path}: não pode ser gravado: {reason}
        # en: --max-bytes must be positive
        error.max-bytes = --max-bytes deve ser positivo
        # en: --format html is available for validate, check and doctor
        error.html-only = --format html está disponível para validate, check e doctor
        # en: --format {format} is not a report
        error.not-a-report = --format {format} não é um relatório
        # en: --output is for --format sarif, github or html
        error.output-reports = --output é para --format sarif, github ou html
        # en: --write needs a file, not standard input
        error.write-stdin = --write precisa de um arquivo, não da entrada padrão
        # en: give at least one domain, or --domains FILE
        error.check.no-domain = informe pelo menos um domínio, ou --domains FILE
        # en: no domains to check
        error.check.no-domains = nenhum domínio para verificar
        # en: cannot set up TLS: {error}
        error.tls = não foi possível configurar o TLS: {error}
        # en: --timeout must be a positive number of seconds
        error.timeout = --timeout deve ser um número positivo de segundos
        # en: --concurrency must be at least 1
        error.concurrency = --concurrency deve ser pelo menos 1
        # en: --cdn-base must be an https URL
        error.cdn-base = --cdn-base deve ser uma URL https
        # en: --resolve: {error}
        error.resolve = --resolve: {error}
        # en: --ca: {file}: no such readable file
        error.ca = --ca: {file}: arquivo inexistente ou ilegível
        # en: --package and --fingerprint need --android
        error.package-needs-android = --package e --fingerprint precisam de --android
        # en: give --package and --fingerprint together
        error.package-and-fingerprint = informe --package e --fingerprint juntos
        # en: --package: '{package}' is not a Java package name
        error.package-name = --package: '{package}' não é um nome de pacote Java
        # en: --fingerprint: '{fingerprint}' is not a SHA-256 fingerprint (64 hex digits, colons optional)
        error.fingerprint = --fingerprint: '{fingerprint}' não é uma impressão digital SHA-256 (64 dígitos hexadecimais, dois-pontos opcionais)
        # en: '{domain}' is not a host name: {reason}
        error.not-a-host = '{domain}' não é um nome de host: {reason}
        # en: '{domain}': Apple fetches on port 443 only; map another port with --resolve HOST=ADDR:PORT
        error.port = '{domain}': a Apple só busca na porta 443; mapeie outra porta com --resolve HOST=ADDR:PORT
        # en: --max-content-bytes must be positive
        error.mcp.max-content-bytes = --max-content-bytes deve ser positivo
        # en: --extract - cannot be combined with --format json
        error.extract-json = --extract - não pode ser combinado com --format json
        # en: give OUT or --output, not both
        error.sign.both-outputs = informe OUT ou --output, não os dois
        # en: missing OUT (or --output FILE)
        error.sign.missing-output = falta OUT (ou --output FILE)
        # en: OUT must differ from IN
        error.sign.same-file = OUT deve ser diferente de IN
        # en: already signed; sign the JSON payload (ulinks verify-signature --extract)
        error.sign.already-signed = já assinado; assine o payload JSON (ulinks verify-signature --extract)
        # en: the private key does not belong to the certificate {subject}
        error.sign.key-mismatch = a chave privada não pertence ao certificado {subject}
        # en: private key: not a readable PEM private key (PKCS #8, EC or RSA; unencrypted) ({error})
        error.sign.private-key = chave privada: não é uma chave privada PEM legível (PKCS #8, EC ou RSA; sem criptografia) ({error})
        # en: certificate: no certificate
        error.sign.no-certificate = certificado: nenhum certificado
        # en: signing failed: {error}
        error.sign.failed = a assinatura falhou: {error}
        # en: not a readable PEM file ({error})
        error.pem.unreadable = não é um arquivo PEM legível ({error})
        # en: certificate {index} cannot be read ({error})
        error.pem.certificate = o certificado {index} não pode ser lido ({error})
        # en: no CERTIFICATE block in the PEM file
        error.pem.no-block = nenhum bloco CERTIFICATE no arquivo PEM
        # en: neither PEM nor a DER certificate ({error})
        error.pem.neither = nem PEM nem um certificado DER ({error})
        # en: not a PEM certificate ({error})
        error.pem.not-a-certificate = não é um certificado PEM ({error})
        # en: a PEM certificate block is not base64
        error.pem.not-base64 = um bloco de certificado PEM não está em base64
        # en: not an X.509 certificate (PEM or DER, as keytool -exportcert writes it)
        error.pem.not-x509 = não é um certificado X.509 (PEM ou DER, como o keytool -exportcert grava)
        # en: give one --tls-key for each --tls-cert
        error.serve.tls-keys = informe um --tls-key para cada --tls-cert
        # en: --bind takes ADDR:PORT, e.g. 127.0.0.1:8080 or [::1]:8443
        error.serve.bind = --bind recebe ADDR:PORT, por exemplo 127.0.0.1:8080 ou [::1]:8443
        # en: --event-loops is between 1 and 256
        error.serve.event-loops = --event-loops fica entre 1 e 256
        # en: --store-timeout is between 0 and 3600 seconds
        error.serve.store-timeout = --store-timeout fica entre 0 e 3600 segundos
        # en: --max-connections is at least 1
        error.serve.max-connections = --max-connections é pelo menos 1
        # en: --poll-interval is between 0 and 3600 seconds
        error.serve.poll-interval = --poll-interval fica entre 0 e 3600 segundos
        # en: unknown --log-level {level}
        error.serve.log-level = --log-level desconhecido: {level}
        # en: --acme-directory manages the certificates; it takes no --dir or --tls-cert
        error.serve.acme-exclusive = --acme-directory gerencia os certificados; não aceita --dir nem --tls-cert
        # en: --dir serves a folder; it takes no --store or --database
        error.serve.dir-exclusive = --dir serve uma pasta; não aceita --store nem --database
        # en: --watch keeps its state in the store; it takes no --dir
        error.serve.watch-dir = --watch guarda seu estado no armazenamento; não aceita --dir
        # en: bad --bind
        error.serve.bad-bind = --bind inválido
        # en: the admin token must be at least 16 characters
        error.serve.token-short = o token de administrador deve ter pelo menos 16 caracteres
        # en: could not write a new admin token to {path}: run in a writable folder, or pass --admin-token-file FILE or ULINKS_ADMIN_TOKEN
        error.serve.token-write = não foi possível gravar um novo token de administrador em {path}: execute numa pasta gravável, ou passe --admin-token-file FILE ou ULINKS_ADMIN_TOKEN
        # en: give --store or --database, not both
        error.serve.store-or-database = informe --store ou --database, não os dois
        # en: --console-check-resolve: {error}
        error.serve.console-resolve = --console-check-resolve: {error}
        # en: --console-check-ca: {file}: no such readable file
        error.serve.console-ca = --console-check-ca: {file}: arquivo inexistente ou ilegível
        # en: --acme-directory takes an http(s) URL
        error.serve.acme-directory = --acme-directory recebe uma URL http(s)
        # en: --http-bind takes ADDR:PORT, e.g. 0.0.0.0:80, or off
        error.serve.http-bind = --http-bind recebe ADDR:PORT, por exemplo 0.0.0.0:80, ou off
        # en: --acme-retry-base, --acme-check-interval, --acme-timeout and --acme-orders-per-hour are positive
        error.serve.acme-positive = --acme-retry-base, --acme-check-interval, --acme-timeout e --acme-orders-per-hour devem ser positivos
        # en: --acme-challenge lists http-01 and/or tls-alpn-01
        error.serve.acme-challenge = --acme-challenge lista http-01 e/ou tls-alpn-01
        # en: --admin-bind takes a loopback ADDR:PORT, e.g. 127.0.0.1:8081
        error.serve.admin-bind = --admin-bind recebe um ADDR:PORT de loopback, por exemplo 127.0.0.1:8081
        # en: http-01 needs the plain-HTTP listener (--http-bind)
        error.serve.http-01 = http-01 precisa do listener HTTP simples (--http-bind)
        # en: this ulinks was built without the ACME module (the Server trait brings it)
        error.serve.no-acme = este ulinks foi compilado sem o módulo ACME (o trait Server o inclui)
        # en: the --watch-* options need --watch
        error.serve.watch-options = as opções --watch-* precisam de --watch
        # en: --watch-interval is between 0.1 and 604800 seconds
        error.serve.watch-interval = --watch-interval fica entre 0,1 e 604800 segundos
        # en: --watch-timeout is between 0 and 300 seconds
        error.serve.watch-timeout = --watch-timeout fica entre 0 e 300 segundos
        # en: --watch-concurrency is between 1 and 256
        error.serve.watch-concurrency = --watch-concurrency fica entre 1 e 256
        # en: --watch-max-domains is between 1 and 100000
        error.serve.watch-max-domains = --watch-max-domains fica entre 1 e 100000
        # en: --watch-cdn-grace is 0 or more seconds
        error.serve.watch-cdn-grace = --watch-cdn-grace é de 0 segundo ou mais
        # en: {store}: no such store
        error.export.no-store = {store}: armazenamento inexistente
        # en: give an app (.ipa, .app or binary) or --entitlements FILE, not both
        error.doctor.app-and-entitlements = informe um app (.ipa, .app ou binário) ou --entitlements FILE, não os dois
        # en: --app-id must look like PREFIX.bundle.id, not '{appID}'
        error.doctor.app-id = --app-id deve ter a forma PREFIX.bundle.id, não '{appID}'
        # en: --url: '{url}' is not an absolute URL
        error.doctor.url = --url: '{url}' não é uma URL absoluta
        # en: {name} has no application-identifier entitlement: pass --app-id PREFIX.bundle.id
        error.doctor.no-app-id = {name} não tem o entitlement application-identifier: passe --app-id PREFIX.bundle.id
        # en: --manifest, --offline, --fix-snippets, --signing-cert and --keystore are for a project folder
        error.doctor.project-options = --manifest, --offline, --fix-snippets, --signing-cert e --keystore são para uma pasta de projeto
        # en: --entitlements and --app-id are for an app; a project folder names its own
        error.doctor.app-options = --entitlements e --app-id são para um app; uma pasta de projeto informa os seus
        # en: --format {format} is not available for an .apk yet; use text or json
        error.doctor.apk-format = --format {format} ainda não está disponível para um .apk; use text ou json
        # en: --service must be applinks, webcredentials, appclips or activitycontinuation
        error.entitlements.service = --service deve ser applinks, webcredentials, appclips ou activitycontinuation
        # en: --domain goes with --check
        error.generate.domain = --domain acompanha --check
        # en: --hosting: unknown target '{name}'
        error.generate.hosting = --hosting: destino desconhecido '{name}'
        # en: missing {flag} (--no-input asks nothing)
        error.init.missing = falta {flag} (--no-input não pergunta nada)
        # en: missing {flag}: no answer
        error.init.no-answer = falta {flag}: sem resposta
        # en: not a readable ZIP archive ({error})
        error.app.zip = não é um arquivo ZIP legível ({error})
        # en: no AndroidManifest.xml at the root (is this an .apk? an .aab keeps it in base/manifest/ as protobuf)
        error.app.no-manifest = nenhum AndroidManifest.xml na raiz (é um .apk? um .aab o guarda em base/manifest/ como protobuf)
        # en: {entry} inflates to more than {limit} bytes (a zip bomb?); not read
        error.app.zip-bomb = {entry} descompacta para mais de {limit} bytes (uma zip bomb?); não foi lido
        # en: cannot extract {entry} ({error})
        error.app.extract = não foi possível extrair {entry} ({error})
        # en: no such file or folder
        error.app.no-such = arquivo ou pasta inexistente
        # en: cannot be read
        error.app.unreadable = não pode ser lido
        # en: not an .ipa, a .app folder or a Mach-O binary
        error.app.not-an-app = não é um .ipa, uma pasta .app nem um binário Mach-O
        # en: the executable named by CFBundleExecutable is missing
        error.app.executable-missing = o executável indicado por CFBundleExecutable não existe
        # en: no Info.plist (is this an app bundle?)
        error.app.no-info-plist = nenhum Info.plist (é um bundle de app?)
        # en: not a property list
        error.app.not-plist = não é uma lista de propriedades
        # en: no usable CFBundleExecutable
        error.app.no-executable = nenhum CFBundleExecutable utilizável
        # en: no Payload/*.app/Info.plist (is this an .ipa?)
        error.app.no-payload = nenhum Payload/*.app/Info.plist (é um .ipa?)
        # en: {executable}, named by CFBundleExecutable, is not in the archive
        error.app.executable-not-in-archive = {executable}, indicado por CFBundleExecutable, não está no arquivo
        # en: {entry} is too large ({bytes} bytes)
        error.app.too-large = {entry} é grande demais ({bytes} bytes)
        # en: {file} does not validate ({summary}); signing anyway (--force)
        sign.forced = {file} não passa na validação ({summary}); assinando mesmo assim (--force)
        # en: refusing to sign {file}: it does not validate ({summary}); fix it, or pass --force
        sign.refused = {file} não será assinado: não passa na validação ({summary}); corrija-o ou passe --force
        # en: signed {file} -> {output} ({bytes} bytes) by {subject}, valid for {names}
        sign.signed = {file} assinado -> {output} ({bytes} bytes) por {subject}, válido para {names}
        # en: no DNS names
        sign.no-dns-names = nenhum nome DNS
        # en: the signed file is {bytes} bytes, over the {limit}-byte limit iOS applies to signed files too
        sign.warning.too-large = o arquivo assinado tem {bytes} bytes, acima do limite de {limit} bytes que o iOS aplica também a arquivos assinados
        # en: the certificate expired on {date}
        sign.warning.expired = o certificado expirou em {date}
        # en: the certificate is not valid before {date}
        sign.warning.not-yet-valid = o certificado não é válido antes de {date}
        # en: the certificate is not a TLS server identity: its extended key usage ({usages}) lacks serverAuth
        sign.warning.not-server = o certificado não é uma identidade de servidor TLS: o uso estendido de chave ({usages}) não inclui serverAuth
        # en: the certificate names no DNS names (subjectAltName): it is not valid for any domain
        sign.warning.no-names = o certificado não tem nomes DNS (subjectAltName): não é válido para nenhum domínio
        # en: the certificate is not valid for {domain}: it names {names}
        sign.warning.not-covered = o certificado não é válido para {domain}: ele cobre {names}
        # en: --app-id {appID} differs from the signed application-identifier {signed}
        doctor.warning.app-id = --app-id {appID} difere do application-identifier assinado {signed}
        # en: the hosts of {package} are not fetched: no --signing-cert and no fingerprint declared for it
        doctor.note.not-fetched = os hosts de {package} não são buscados: nenhum --signing-cert e nenhuma impressão digital declarada para ele
        # en: none of the {count} domains resolves: this machine looks offline, so the results say nothing about the domains; run with --offline, or again with a network
        doctor.note.offline = nenhum dos {count} domínios resolve: esta máquina parece estar offline, então os resultados nada dizem sobre os domínios; rode com --offline, ou de novo com rede
        # en: {target} ({configuration}): applinks:{hosts} not checked: the Team ID (DEVELOPMENT_TEAM) is not known, so there is no app ID to look for
        doctor.note.no-team = {target} ({configuration}): applinks:{hosts} não verificado: o Team ID (DEVELOPMENT_TEAM) não é conhecido, então não há App ID para procurar
        # en: XML property list
        entitlements.format.xml = lista de propriedades XML
        # en: binary property list
        entitlements.format.binary = lista de propriedades binária
        # en: OpenStep property list
        entitlements.format.openStep = lista de propriedades OpenStep
        # en: codesign's entitlements text
        entitlements.format.codesignText = texto de entitlements do codesign
        # en: entitlements signed in a Mach-O binary
        entitlements.format.machO = entitlements assinados num binário Mach-O
        # en: signed as {identity}
        entitlements.signed-as = assinado como {identity}
        # en: entry
        entitlements.column.entry = entrada
        # en: service
        entitlements.column.service = serviço
        # en: host
        entitlements.column.host = host
        # en: port
        entitlements.column.port = porta
        # en: modes
        entitlements.column.modes = modos
        # en: file fetched from
        entitlements.column.fetched-from = arquivo buscado em
        # en: covers
        entitlements.column.covers = cobre
        # en: {host} ({service}): decided by {entry}; file fetched from {fetchHost}
        entitlements.host.decided = {host} ({service}): decidido por {entry}; arquivo buscado em {fetchHost}
        # en: {host} ({service}): no entry covers it
        entitlements.host.uncovered = {host} ({service}): nenhuma entrada o cobre
        # en: No domain yet: publish a file below.
        console.domains.none = Nenhum domínio ainda: publique um arquivo abaixo.
        # en: Delete {host}…
        console.domains.delete-button = Excluir {host}…
        # en: Editing the live {file} of {host} (version {version}): change it, then Preview and Publish.
        console.domains.editing = Editando o {file} publicado de {host} (versão {version}): altere-o e depois use Pré-visualizar e Publicar.
        # en: Not served.
        console.domains.not-served = Não servido.
        # en: Live: version {version}, sha256 {sha256}…
        console.domains.live = Publicado: versão {version}, sha256 {sha256}…
        # en: Edit in Publish
        console.domains.edit = Editar em Publicar
        # en: compare from version {version}
        console.domains.compare-from = comparar a partir da versão {version}
        # en: compare to version {version}
        console.domains.compare-to = comparar com a versão {version}
        # en: {version} (live)
        console.domains.live-version = {version} (publicada)
        # en: on Apple's CDN after {seconds} s
        console.domains.cdn-after = na CDN da Apple após {seconds} s
        # en: from
        console.domains.column.from = de
        # en: to
        console.domains.column.to = para
        # en: version
        console.domains.column.version = versão
        # en: created
        console.domains.column.created = criada em
        # en: bytes
        console.domains.column.bytes = bytes
        # en: Compare selected versions
        console.domains.compare = Comparar as versões selecionadas
        # en: Change log ({count})
        console.domains.changes = Histórico de alterações ({count})
        # en: version {version}
        console.domains.version = versão {version}
        # en: Choose a "from" and a "to" version.
        console.domains.choose-versions = Escolha uma versão "de" e uma versão "para".
        # en: Version {from} → {to}: {outcome}
        console.domains.diff.summary = Versão {from} → {to}: {outcome}
        # en: no difference in {count} URLs.
        console.domains.diff.same = nenhuma diferença em {count} URLs.
        # en: {count} URLs compared.
        console.domains.diff.compared = {count} URLs comparadas.
        # en: pass
        console.check.status.pass = ok
        # en: warning
        console.check.status.warning = aviso
        # en: fail
        console.check.status.fail = falha
        # en: skipped
        console.check.status.skipped = ignorada
        # en: PASS
        console.check.verdict.pass = OK
        # en: WARNING
        console.check.verdict.warning = AVISO
        # en: FAIL
        console.check.verdict.fail = FALHA
        # en: UNREACHABLE
        console.check.verdict.unreachable = INACESSÍVEL
        # en: pass
        console.check.result.pass = ok
        # en: warning
        console.check.result.warning = aviso
        # en: fail
        console.check.result.fail = falha
        # en: unreachable
        console.check.result.unreachable = inacessível
        # en: {domain}: {status}
        console.check.summary = {domain}: {status}
        # en: in {seconds} s
        console.check.took = em {seconds} s
        # en: status
        console.check.column.status = situação
        # en: check
        console.check.column.check = verificação
        # en: seen
        console.check.column.seen = encontrado
        # en: wrote {path}
        generate.wrote = gravado {path}
        # en: nothing was written
        generate.nothing-written = nada foi gravado
        # en: nothing was written (fix the routes, or pass --allow-warnings to write it anyway)
        generate.nothing-written.warned = nada foi gravado (corrija as rotas, ou passe --allow-warnings para gravar mesmo assim)
        # en: missing    {path}
        generate.check.missing = ausente     {path}
        # en: up to date {path}
        generate.check.up-to-date = atualizado  {path}
        # en: differs    {path}
        generate.check.differs = diferente   {path}
        # en: {count} of {total} files differ from the manifest; run `ulinks generate` to update them
        generate.check.summary = {count} de {total} arquivos diferem do manifesto; rode `ulinks generate` para atualizá-los
        # en: (the existing file is not a readable association file)
        generate.check.unreadable = (o arquivo existente não é um arquivo de associação legível)
        # en: {file}: already exists (use --force to overwrite it)
        init.exists = {file}: já existe (use --force para sobrescrevê-lo)
        # en: the manifest would have errors; nothing was written
        init.would-have-errors = o manifesto teria erros; nada foi gravado
        # en: wrote {file}: {apps}, {android}, {domains}, {routes}
        init.wrote = gravado {file}: {apps}, {android}, {domains}, {routes}
        # en: {count} iOS app
        init.count.ios.one = {count} app iOS
        # en: {count} iOS apps
        init.count.ios.other = {count} apps iOS
        # en: {count} Android app
        init.count.android.one = {count} app Android
        # en: {count} Android apps
        init.count.android.other = {count} apps Android
        # en: {count} domain
        init.count.domain.one = {count} domínio
        # en: {count} domains
        init.count.domain.other = {count} domínios
        # en: {count} route
        init.count.route.one = {count} rota
        # en: {count} routes
        init.count.route.other = {count} rotas
        # en: next: ulinks generate --manifest {file} --out site/{host}
        init.next = próximo passo: ulinks generate --manifest {file} --out site/{host}
        # en: {file}: not a readable association file
        routes.unreadable = {file}: não é um arquivo de associação legível
        # en: {count} URLs checked, {opening} open the app
        routes.checked = {count} URLs verificadas, {opening} abrem o app
        # en: route {name}: {count} URLs
        routes.route = rota {name}: {count} URLs
        # en: route "{name}" handles no URL that opens the app
        routes.unreachable = a rota "{name}" não trata nenhuma URL que abre o app
        # en: every URL that opens the app has a route
        routes.complete = toda URL que abre o app tem uma rota
        # en: {count} URLs open the app but no route handles them:
        routes.unhandled = {count} URLs abrem o app, mas nenhuma rota as trata:
        # en: {count} more
        routes.more = mais {count}
        # en: {file}: package {package}
        doctor.apk.package = {file}: pacote {package}
        # en: no signing certificate found (unsigned APK?)
        doctor.apk.unsigned = nenhum certificado de assinatura encontrado (APK não assinado?)
        # en: reminder: {reminder}
        doctor.apk.reminder = lembrete: {reminder}
        # en: no intent filter with android:autoVerify="true": Android verifies no host for this app
        doctor.apk.no-filter = nenhum filtro de intent com android:autoVerify="true": o Android não verifica nenhum host deste app
        # en: (not verified: needs VIEW, BROWSABLE, DEFAULT and an http(s) scheme)
        doctor.apk.not-verified = (não verificado: precisa de VIEW, BROWSABLE, DEFAULT e um esquema http(s))
        # en: {count} host checked: {linked} linked, {not} not
        doctor.apk.hosts.one = {count} host verificado: {linked} vinculado, {not} não
        # en: {count} hosts checked: {linked} linked, {not} not
        doctor.apk.hosts.other = {count} hosts verificados: {linked} vinculados, {not} não
        # en: not a host name: {domain} (Apple fetches https://HOST on port 443)
        console.check.error.bad-host = não é um nome de host: {domain} (a Apple busca https://HOST na porta 443)
        # en: {host} has no address (DNS): nothing to check; the console only fetches from an address it has vetted
        console.check.error.no-address = {host} não tem endereço (DNS): nada a verificar; o console só busca de um endereço que verificou
        # en: {host} resolves to {address}, a loopback, private or link-local address: the console only checks public hosts (start the server with --console-allow-private-check to allow it)
        console.check.error.private-address = {host} resolve para {address}, um endereço de loopback, privado ou link-local: o console só verifica hosts públicos (inicie o servidor com --console-allow-private-check para permitir)
        # en: cannot set up TLS: {error}
        console.check.error.setup = não foi possível configurar o TLS: {error}
        # en: The host name resolves to an address.
        check.list.dns = O nome do host resolve para um endereço.
        # en: A TCP connection to port 443 (or the --resolve port) opens.
        check.list.connect = Uma conexão TCP com a porta 443 (ou a porta do --resolve) é aberta.
        # en: The server completes a TLS handshake.
        check.list.tls-handshake = O servidor conclui um handshake TLS.
        # en: The certificate chains to a root the system trusts (or --ca); developer mode tolerates an untrusted one.
        check.list.tls-trust = O certificado se encadeia até uma raiz em que o sistema confia (ou --ca); o modo de desenvolvedor tolera um não confiável.
        # en: The certificate's subject alternative names cover the host.
        check.list.tls-hostname = Os nomes alternativos do sujeito do certificado cobrem o host.
        # en: The certificate is within its validity period (warns 14 days before expiry).
        check.list.tls-dates = O certificado está dentro do período de validade (avisa 14 dias antes de expirar).
        # en: The server sends the intermediate certificates needed to reach a trusted root.
        check.list.tls-chain = O servidor envia os certificados intermediários necessários para chegar a uma raiz confiável.
        # en: GET /.well-known/apple-app-site-association answers 200.
        check.list.http-status = GET /.well-known/apple-app-site-association responde 200.
        # en: The file is not redirected; Apple never follows redirects. Names the target and whether it would serve a valid file.
        check.list.redirect = O arquivo não é redirecionado; a Apple nunca segue redirecionamentos. Informa o destino e se ele serviria um arquivo válido.
        # en: Content-Type is application/json (application/pkcs7-mime for a signed file); other types warn.
        check.list.content-type = Content-Type é application/json (application/pkcs7-mime para um arquivo assinado); outros tipos geram aviso.
        # en: The body is at most 131,072 bytes (decoded); the download stops there.
        check.list.size = O corpo tem no máximo 131.072 bytes (decodificado); o download para aí.
        # en: The body's Content-Encoding (gzip and deflate are decoded; others fail).
        check.list.content-encoding = O Content-Encoding do corpo (gzip e deflate são decodificados; outros falham).
        # en: The whole response arrives quickly (warns above 2 seconds).
        check.list.response-time = A resposta inteira chega rápido (avisa acima de 2 segundos).
        # en: The body is a valid association file: every `ulinks validate` diagnostic.
        check.list.file-content = O corpo é um arquivo de associação válido: todos os diagnósticos do `ulinks validate`.
        # en: A CMS signed file: who signed it and whether the signer names the host.
        check.list.signature = Um arquivo assinado com CMS: quem o assinou e se o signatário cobre o host.
        # en: With --app: the app is listed for applinks (and which other services list it).
        check.list.app-listed = Com --app: o app está listado em applinks (e quais outros serviços o listam).
        # en: With --url: the decision for the URL, as `ulinks match` gives it.
        check.list.url-decision = Com --url: a decisão para a URL, como o `ulinks match` a dá.
        # en: The legacy location https://HOST/apple-app-site-association, reported separately.
        check.list.legacy-root = O local legado https://HOST/apple-app-site-association, informado à parte.
        # en: With --cdn: Apple's CDN serves a copy of the file.
        check.list.cdn-fetch = Com --cdn: a CDN da Apple serve uma cópia do arquivo.
        # en: With --cdn: Apple-Failure-Reason (SWCERR codes in words), Apple-Failure-Details, Apple-From (a redirect the CDN followed warns), Apple-Try-Direct, Apple-Origin-Format and cache headers explained.
        check.list.cdn-headers = Com --cdn: Apple-Failure-Reason (códigos SWCERR em palavras), Apple-Failure-Details, Apple-From (um redirecionamento seguido pela CDN gera aviso), Apple-Try-Direct, Apple-Origin-Format e cabeçalhos de cache explicados.
        # en: With --cdn: the CDN copy says the same as the origin file (semantic comparison).
        check.list.cdn-compare = Com --cdn: a cópia da CDN diz o mesmo que o arquivo de origem (comparação semântica).
        # en: With --android: https://HOST/.well-known/assetlinks.json answers 200 over trusted TLS, without redirect, as application/json, within the size limit.
        check.list.assetlinks-fetch = Com --android: https://HOST/.well-known/assetlinks.json responde 200 por TLS confiável, sem redirecionamento, como application/json, dentro do limite de tamanho.
        # en: With --android: every statement parses as Google's Digital Asset Links service parses it, and every include is fetched.
        check.list.assetlinks-content = Com --android: cada declaração é interpretada como o serviço Digital Asset Links do Google a interpreta, e cada include é buscado.
        # en: With --android --package --fingerprint: the statements grant delegate_permission/common.handle_all_urls to the app.
        check.list.assetlinks-app = Com --android --package --fingerprint: as declarações concedem delegate_permission/common.handle_all_urls ao app.
        # en: valid signature, trusted signer
        sign.verify.valid = assinatura válida, signatário confiável
        # en: valid signature, trusted signer, valid TLS identity for {domain}
        sign.verify.valid-for = assinatura válida, signatário confiável, identidade TLS válida para {domain}
        # en: INVALID ({count} problem)
        sign.verify.invalid.one = INVÁLIDO ({count} problema)
        # en: INVALID ({count} problems)
        sign.verify.invalid.other = INVÁLIDO ({count} problemas)
        # en: a value is required
        init.value-required = um valor é obrigatório
        # en: answer y or n
        init.yes-or-no = responda y ou n
        # en: Apple team ID (10 characters)
        init.question.team = ID da equipe Apple (10 caracteres)
        # en: iOS bundle IDs (comma-separated)
        init.question.bundles = Bundle IDs iOS (separados por vírgula)
        # en: Domains the links live on (comma-separated)
        init.question.domains = Domínios em que os links ficam (separados por vírgula)
        # en: Paths the app opens (comma-separated)
        init.question.paths = Caminhos que o app abre (separados por vírgula)
        # en: Paths that stay in the browser (comma-separated, empty for none)
        init.question.excludes = Caminhos que ficam no navegador (separados por vírgula, vazio para nenhum)
        # en: Android application ID (empty for none)
        init.question.package = ID do aplicativo Android (vazio para nenhum)
        # en: Android SHA-256 signing fingerprints (comma-separated)
        init.question.fingerprints = Impressões digitais SHA-256 de assinatura Android (separadas por vírgula)
        # en: Support iOS 12 (legacy paths)?
        init.question.legacy = Dar suporte ao iOS 12 (caminhos legados)?
        # en: a team ID is 10 letters or digits
        error.init.problem.team = um ID da equipe tem 10 letras ou dígitos
        # en: not an Android application ID
        error.init.problem.package = não é um ID de aplicativo Android
        # en: a SHA-256 fingerprint: 32 hex bytes, colons optional (14:6D:E9:... or 146de9...)
        error.init.problem.fingerprint = uma impressão digital SHA-256: 32 bytes hexadecimais, dois-pontos opcionais (14:6D:E9:... ou 146de9...)
        # en: "{bundle}" is not a bundle ID
        error.init.problem.bundle = "{bundle}" não é um bundle ID
        # en: "{bundle}" looks like the app ID of team {prefix}, not {team}: give the bundle ID only ({bundleID})
        error.init.problem.other-team = "{bundle}" parece o ID do app da equipe {prefix}, não de {team}: informe só o bundle ID ({bundleID})
        # en: --from {path}: Apple fetches on port 443 only; map another port with --resolve
        init.from.port = --from {path}: a Apple só busca na porta 443; mapeie outra porta com --resolve
        # en: --from {path}: the domain serves no association file
        init.from.no-file = --from {path}: o domínio não serve nenhum arquivo de associação
        # en: {file}: no applinks details to build routes from
        init.from.no-details = {file}: nenhum details de applinks para gerar rotas
        # en: {pointer} has other rules than the first detail; the manifest keeps the first detail's rules for every app
        init.from.other-rules = {pointer} tem regras diferentes do primeiro detail; o manifesto mantém as regras do primeiro detail para todos os apps
        # en: "defaults" are not part of the manifest; each route keeps only its own keys
        init.from.defaults = "defaults" não faz parte do manifesto; cada rota mantém só as próprias chaves
        # en: https://{domain}: no association file
        generate.live.no-file = https://{domain}: nenhum arquivo de associação
        # The admin and console APIs' error messages (JSON `message`; the `error` code never changes), translated in AdminResponse.error by matching the English.
        # en: the admin API is disabled: start the server with --admin-token-file
        api.error.admin-disabled = a API de administração está desativada: inicie o servidor com --admin-token-file
        # en: the admin API needs TLS (--tls-cert) when listening on {host}; bind to 127.0.0.1 or add a certificate
        api.error.admin-requires-tls = a API de administração precisa de TLS (--tls-cert) ao escutar em {host}; use 127.0.0.1 ou adicione um certificado
        # en: send one Authorization header
        api.error.one-authorization = envie um único cabeçalho Authorization
        # en: send the admin token as 'Authorization: Bearer TOKEN'
        api.error.bearer = envie o token de administrador como 'Authorization: Bearer TOKEN'
        # en: {host} serves no file
        api.error.no-file = {host} não serve nenhum arquivo
        # en: {host} serves no {kind}
        api.error.no-kind = {host} não serve {kind}
        # en: {host} has no {kind} versions
        api.error.no-versions = {host} não tem versões de {kind}
        # en: {host} has no version {version} of {kind}
        api.error.no-version = {host} não tem a versão {version} de {kind}
        # en: {kind} for {host} has {count} error(s); the live file is unchanged
        api.error.invalid-file = o {kind} de {host} tem {count} erro(s); o arquivo publicado não mudou
        # en: limit is 1 to 10000, got {value}
        api.error.bad-limit = limit vai de 1 a 10000, recebido {value}
        # en: association files are at most {limit} bytes; nothing was changed
        api.error.upload-too-large = arquivos de associação têm no máximo {limit} bytes; nada foi alterado
        # en: not a host name: {host} (lower-case letters, digits, '-', '.'; Punycode for IDNs)
        api.error.bad-host = não é um nome de host: {host} (letras minúsculas, dígitos, '-', '.'; Punycode para IDNs)
        # en: unknown file kind {kind}; use aasa or assetlinks
        api.error.bad-kind = tipo de arquivo desconhecido {kind}; use aasa ou assetlinks
        # en: versions are positive integers, got {version}
        api.error.bad-version = versões são inteiros positivos, recebido {version}
        # en: {host} has no certificate to renew
        api.error.no-certificate = {host} não tem certificado para renovar
        # en: the server is busy with other requests of this kind; try again in a second
        api.error.busy = o servidor está ocupado com outras requisições deste tipo; tente de novo em um segundo
        # en: no such endpoint: {path}
        api.error.no-endpoint = endpoint inexistente: {path}
        # en: {method} is not allowed here; use {allowed}
        api.error.method-not-allowed = {method} não é permitido aqui; use {allowed}
        # en: the request body is too large
        api.error.body-too-large = o corpo da requisição é grande demais
        # en: the server failed to answer this request; the log says why
        api.error.internal = o servidor não conseguiu responder a esta requisição; o log diz por quê
        # en: HTTP/1.1 requests need a Host header
        api.error.host-missing = requisições HTTP/1.1 precisam de um cabeçalho Host
        # en: not a valid Host: {host}
        api.error.host-invalid = Host inválido: {host}
        # en: a watch registration is at most {limit} bytes
        api.error.watch-too-large = um registro de monitoramento tem no máximo {limit} bytes
        # en: the body is not a watch registration object: {error}
        api.error.watch-bad-json = o corpo não é um objeto de registro de monitoramento: {error}
        # en: at most {limit} domains are watched (--watch-max-domains); nothing was added
        api.error.watch-too-many = no máximo {limit} domínios são monitorados (--watch-max-domains); nada foi adicionado
        # en: {host} is not registered for the watch
        api.error.watch-not-registered = {host} não está registrado para monitoramento
        # en: association files are at most {limit} bytes
        api.error.console-too-large = arquivos de associação têm no máximo {limit} bytes
        # en: the request body is empty: send the file's bytes
        api.error.empty-body = o corpo da requisição está vazio: envie os bytes do arquivo
        # en: at most {limit} URLs per request
        api.error.too-many-urls = no máximo {limit} URLs por requisição
        # en: not formatted: the file is not valid JSON
        api.error.not-json = não formatado: o arquivo não é um JSON válido
        # en: give at least one url= parameter
        api.error.no-url = informe pelo menos um parâmetro url=
        # en: no file
        api.error.no-file-given = nenhum arquivo
        # en: generate is 0 to 2000
        api.error.bad-generate = generate vai de 0 a 2000
        # en: no diagnostic code {code}
        api.error.no-code = não há código de diagnóstico {code}
        # en: the request body is not the expected JSON object: {error}
        api.error.bad-json = o corpo da requisição não é o objeto JSON esperado: {error}
        # en: URLs are at most {max} bytes
        api.error.url-too-long = URLs têm no máximo {max} bytes
        # en: {name} is not a usable association file; iOS would ignore it
        api.error.unusable-file = {name} não é um arquivo de associação utilizável; o iOS o ignoraria
        # en: {name} has no "applinks" service; no URL can match
        api.error.no-applinks = {name} não tem o serviço "applinks"; nenhuma URL pode corresponder
        # en: {name} is 1, true, 0 or false, got {value}
        api.error.bad-flag = {name} é 1, true, 0 ou false, recebido {value}
        # en: ios must be 12 or 13 (any version 9-12 reads as 12, 13+ as 13)
        api.error.bad-ios = ios deve ser 12 ou 13 (as versões 9-12 contam como 12, 13+ como 13)
        # en: not a host name: {host}
        api.error.console-bad-host = não é um nome de host: {host}
        # en: unknown kind {kind}; use aasa, assetlinks or auto
        api.error.bad-kind-auto = tipo desconhecido {kind}; use aasa, assetlinks ou auto
        # en: comparing {given} URLs against {pairs} (app, rule) pairs for {versions} iOS version(s) is more than the {limit} comparisons one diff may make: give fewer urls or one ios, or run `ulinks diff`
        api.error.over-budget = comparar {given} URLs com {pairs} pares (app, regra) para {versions} versão(ões) do iOS passa das {limit} comparações que um diff pode fazer: informe menos urls ou um só ios, ou rode `ulinks diff`
        # en: this build of ulinks has no checker (UniversalLinksChecker)
        api.error.checker-absent = esta build do ulinks não tem o verificador (UniversalLinksChecker)
        # en: the store did not answer within {time}; nothing is known to have changed
        api.error.store-timeout = o armazenamento não respondeu em {time}; não se sabe de nenhuma alteração
        # en: the store failed: {error}
        api.error.store-failed = o armazenamento falhou: {error}
        # en: the store's disk is full (SQLite: {error}); nothing was changed
        api.error.store-full = o disco do armazenamento está cheio (SQLite: {error}); nada foi alterado
        # en: the store is damaged (SQLite: {error})
        api.error.store-damaged = o armazenamento está danificado (SQLite: {error})
        # en: the store failed (SQLite: {error})
        api.error.store-sqlite = o armazenamento falhou (SQLite: {error})
        # en: PostgreSQL is unreachable ({reason}); retrying
        api.error.store-unreachable = o PostgreSQL está inacessível ({reason}); tentando de novo
        # en: serving the folder {path} read-only: change the files there instead
        api.error.read-only = servindo a pasta {path} somente para leitura: altere os arquivos lá
        # en: a row of {what} for {domain} is unreadable
        api.error.unreadable-row = uma linha de {what} de {domain} está ilegível
        # en: a watch registration is unreadable
        api.error.unreadable-registration = um registro de monitoramento está ilegível
        # Command failures (ULinks.main's failure path, CLI+Failure.swift): the side-by-side options, doctor's certificate files, serve's token file, sign's signed input ("FILE: " kept before the text).
        # en: --package and --fingerprint need --android assetlinks.json
        error.sidebyside.android-needed = --package e --fingerprint precisam de --android assetlinks.json
        # en: a PEM certificate block is not base64
        error.pem.not-base64 = um bloco de certificado PEM não está em base64
        # en: not an X.509 certificate (PEM or DER, as keytool -exportcert writes it)
        error.pem.not-x509 = não é um certificado X.509 (PEM ou DER, como o keytool -exportcert grava)
        # en: the admin token must be at least 16 characters
        error.serve.admin-token-short = o token de administrador deve ter pelo menos 16 caracteres
        # en: already signed; sign the JSON payload (ulinks verify-signature --extract)
        error.sign.already-signed = já está assinado; assine o payload JSON (ulinks verify-signature --extract)
        # en: app: '{app}' is not an App ID (PREFIX.bundle.id)
        api.error.watch-bad-app = app: '{app}' não é um ID do app (PREFIXO.bundle.id)
        # en: urls: '{url}' is not an https URL of {domain}
        api.error.watch-bad-url = urls: '{url}' não é uma URL https de {domain}
        # en: {field}: '{value}' is not a URL of {domain}
        api.error.watch-bad-expectation = {field}: '{value}' não é uma URL de {domain}
        # en: webhooks: '{url}' is not an http(s) URL
        api.error.watch-bad-webhook = webhooks: '{url}' não é uma URL http(s)
        # en: {field}: at most {limit} entries
        api.error.watch-too-many-entries = {field}: no máximo {limit} entradas
        # en: {field}: entries are at most {limit} bytes
        api.error.watch-entry-too-long = {field}: as entradas têm no máximo {limit} bytes
        # en: {option}: {value} is not a number of seconds from {low} to {high}
        error.option.seconds = {option}: {value} não é um número de segundos de {low} a {high}
        # en: {option}: {value} is not a number of seconds above 0 and at most {high}
        error.option.positive-seconds = {option}: {value} não é um número de segundos maior que 0 e no máximo {high}
        # en: {option}: {value} is not a whole number from {low} to {high}
        error.option.count = {option}: {value} não é um número inteiro de {low} a {high}
        # en: {option}: {reason}
        error.option.url = {option}: {reason}
        # en: '{domain}' is not a domain to check: {reason}
        error.not-a-domain = '{domain}' não é um domínio que possa ser verificado: {reason}
        # en: {option}: '{app}' is not an App ID (PREFIX.bundle.id: letters, digits, '.' and '-')
        error.app-id = {option}: '{app}' não é um App ID (PREFIX.bundle.id: letras, dígitos, '.' e '-')
        # en: not a domain to check: {domain}: {reason}
        api.error.not-a-domain = não é um domínio que possa ser verificado: {domain}: {reason}
        # en: app: '{app}' is not an App ID (PREFIX.bundle.id: letters, digits, '.' and '-')
        api.error.bad-app = app: '{app}' não é um App ID (PREFIX.bundle.id: letras, dígitos, '.' e '-')
        # en: limit is {low} to {high}, got {value}
        api.error.bad-limit-range = limit vai de {low} a {high}, recebido {value}
        # CheckID.title(_:): each check's short title (doctor's fix when a check has none; the key is the check id).
        # en: DNS resolution
        check.title.dns = Resolução DNS
        # en: TCP connection
        check.title.connect = Conexão TCP
        # en: TLS handshake
        check.title.tls-handshake = Handshake TLS
        # en: Certificate trusted
        check.title.tls-trust = Certificado confiável
        # en: Certificate names the host
        check.title.tls-hostname = Certificado cobre o host
        # en: Certificate dates
        check.title.tls-dates = Datas do certificado
        # en: Certificate chain
        check.title.tls-chain = Cadeia de certificados
        # en: HTTP status
        check.title.http-status = Status HTTP
        # en: No redirect
        check.title.redirect = Sem redirecionamento
        # en: Content-Type
        check.title.content-type = Content-Type
        # en: Size
        check.title.size = Tamanho
        # en: Content-Encoding
        check.title.content-encoding = Content-Encoding
        # en: Response time
        check.title.response-time = Tempo de resposta
        # en: File content
        check.title.file-content = Conteúdo do arquivo
        # en: Signature
        check.title.signature = Assinatura
        # en: App listed
        check.title.app-listed = App listado
        # en: URL decision
        check.title.url-decision = Decisão da URL
        # en: Legacy root location
        check.title.legacy-root = Local legado na raiz
        # en: Apple CDN copy
        check.title.cdn-fetch = Cópia na CDN da Apple
        # en: Apple CDN headers
        check.title.cdn-headers = Cabeçalhos da CDN da Apple
        # en: CDN copy = origin file
        check.title.cdn-compare = Cópia da CDN = arquivo de origem
        # en: Android assetlinks.json
        check.title.assetlinks-fetch = assetlinks.json do Android
        # en: Android statements
        check.title.assetlinks-content = Declarações do Android
        # en: Android app linked
        check.title.assetlinks-app = App Android vinculado
        """#
}
