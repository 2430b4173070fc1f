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
        # en: applinks
        doctor.column.applinks = applinks
        # en: variant
        doctor.column.variant = variante
        # en: applicationId
        doctor.column.applicationId = applicationId
        # en: targetSdk
        doctor.column.targetSdk = targetSdk
        # en: verified
        doctor.column.verified = verificação
        # en: hosts
        doctor.column.hosts = hosts
        # en: file
        doctor.column.file = arquivo
        # en: bundle ID
        doctor.column.bundle-id = ID do pacote
        # en: package
        doctor.column.package = pacote
        # en: Android hosts
        doctor.column.android-hosts = hosts Android
        # en: host
        doctor.column.host = host
        # en: assetlinks.json
        doctor.column.assetlinks.json = assetlinks.json
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
        """#
}
