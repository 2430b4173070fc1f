// Translations of LocalizationTable+MatchingEn.swift.
// Format: Docs/Localization.md. Stub missing keys with scripts/l10n-missing.sh LANG --stub.
extension LocalizationTable {
    static let matchingPtBR = #"""
        # ulinks match
        match.opens = abre {app}
        match.opens-browser = abre no navegador
        match.never-opens = nunca abre: {problem}
        match.app-not-listed = warning: {app} não está listado em {file} (apps: {apps})
        match.warning.no-applinks = o arquivo não tem o serviço "applinks": nenhuma URL abre um app (todos os apps: no_match)
        match.unusable = não é um arquivo de associação utilizável; o iOS o ignoraria
        match.not-url.line = linha {line}: error: não é uma URL: {reason}
        match.not-url.reason.too-long = mais longa que {bytes} bytes
        match.not-url.reason.control = caractere de controle U+{code} no byte {byte}
        match.not-url.reason.utf8 = não é UTF-8 válido
        match.need-url = informe pelo menos uma URL, ou --urls FILE
        match.both-stdin = FILE e --urls não podem ser ambos a entrada padrão
        match.no-host = '{path}' não tem host: passe uma URL completa ({url}) ou --domain HOST
        match.ios-version = --ios deve ser 12 ou 13 (as versões 9-12 valem como 12, 13 ou mais como 13)
        # ulinks match --explain
        explain.host = host       {host}
        explain.host.other = host       {host}  -- não é o domínio do arquivo, {domain}: nada corresponde
        explain.host.none = (nenhum: só o caminho)
        explain.path = caminho    {path}
        explain.path.decoded = caminho    {path}   decodificado: {decoded}
        explain.query = query      {query}
        explain.query.items = query      {query}   itens: {items}
        explain.query.none = query      (nenhuma: corresponde como "")
        explain.fragment = fragmento  {fragment}
        explain.fragment.none = fragmento  (nenhum: corresponde como "")
        explain.warning = aviso      {warning}
        explain.app = {app}: {source} de {detail}
        explain.no-rule = (nenhuma regra testada)
        explain.rule.failed = {key} falha (padrão "{pattern}")
        explain.rule.decides = todas as chaves correspondem: decide
        explain.ignored = ignorada: {note}
        explain.ignored.wrong-type = {key} {reason}: ignorada
        explain.ignored.unknown = {key} não é uma chave que o iOS conhece: ignorada
        explain.ignored.unknown.near = {key} não é uma chave que o iOS conhece: ignorada (você quis dizer {near}?)
        # ulinks android match
        android.match.query.none = query      (nenhuma)
        android.match.source.legacy = toda URL (Android 14 e anteriores)
        android.match.source.no-dynamic = toda URL (sem regras dinâmicas)
        android.match.unusable = não é um arquivo assetlinks.json utilizável; o Android o ignoraria
        android.match.not-verified = warning: {package} não é verificado por {file} (verificados: {packages})
        android.match.not-verified.fingerprint = warning: {package} não é verificado por {file} com a impressão digital {fingerprint} (verificados: {packages})
        android.match.none = nenhum
        android.match.dropped = {file}: warning: o Android ignora as regras dinâmicas de {pointer} ({package}): {reason}
        android.match.version = --android deve ser 14 ou 15 (6-14 valem como 14)
        android.match.fingerprint = --fingerprint é uma impressão digital SHA-256: 32 bytes hexadecimais separados por dois-pontos
        # ulinks match --android
        sidebyside.browser = navegador ({reasons})
        sidebyside.browser.no-app = navegador (nenhum app)
        sidebyside.differs = <- diferente
        # ulinks diff
        diff.app.added = + app {app} (novo em {file})
        diff.app.removed = - app {app} (só em {file})
        diff.heading.file = o arquivo:
        diff.heading.rules = regras de {apps} no {ios}:
        diff.no-example = (nenhuma URL construída a partir desta regra tem decisão diferente)
        diff.decisions = decisões que mudam, entre {count} URLs (as informadas e as geradas a partir das regras dos dois arquivos):
        diff.list = {title} ({count}):
        diff.more = ... mais {count}
        diff.app = {app} no {ios}: {counts}
        diff.count.gains = ganha {count}
        diff.count.loses = perde {count}
        diff.count.other = outras mudanças {count}
        diff.list.gains = ganha
        diff.list.loses = perde
        diff.list.other = outras mudanças
        diff.opens.one = o app que abre muda para {count} URL
        diff.opens.other = o app que abre muda para {count} URLs
        diff.opens.list = mudanças do app que abre não listadas acima
        diff.browser = navegador
        diff.all-hint = (--all lista todas as URLs; --format json traz todas)
        diff.same = nenhuma diferença em {count} URLs
        diff.compared = {count} URLs comparadas
        diff.not-url = {file}:{line}: error: não é uma URL: {reason}
        diff.ios-version = --ios deve ser 12 ou 13
        diff.generate-negative = --generate não pode ser negativo
        diff.limit-negative = --limit não pode ser negativo
        diff.both-stdin = OLD e NEW não podem ser ambos a entrada padrão
        # ulinks diff: rule changes
        diff.change.order = os apps estão em outra ordem: {old} passou a ser {new} (o primeiro app que corresponde abre o link)
        diff.change.moved.component = componente {old} movido para {new}: {rule}
        diff.change.moved.path = caminho {old} movido para {new}: {rule}
        diff.change.changed.component = componente {index} alterado: {what}
        diff.change.changed.component.was = componente {index} (antes {old}) alterado: {what}
        diff.change.changed.path = caminho {index} alterado: {what}
        diff.change.changed.path.was = caminho {index} (antes {old}) alterado: {what}
        diff.change.removed.component = componente {index} removido: {rule}
        diff.change.removed.path = caminho {index} removido: {rule}
        diff.change.added.component = componente {index} adicionado: {rule}
        diff.change.added.path = caminho {index} adicionado: {rule}
        diff.change.defaults = applinks.defaults alterado: {what}
        diff.change.detail-defaults = defaults do detail alterado: {what}
        diff.change.variable.added = variável de substituição $({name}) adicionada: {values}
        diff.change.variable.changed = variável de substituição $({name}): {old} passou a ser {new}
        diff.change.variable.removed = variável de substituição $({name}) removida (era {values})
        diff.key.became = "{key}" {old} passou a ser {new}
        diff.key.added = "{key}" {value} adicionado
        diff.key.removed = "{key}" {value} removido
        diff.key.query.renamed = chave "?" {old} passou a ser {new}
        diff.key.query.removed = chave "?" {name} removida
        diff.key.query.added = chave "?" {name} adicionada ({pattern})
        diff.key.query.pattern = chave "?" {name}: {old} passou a ser {new}
        diff.value.absent = ausente ({value})
        # ulinks diff findings
        diff.finding.app-removed = {app} estava em {file} e não está mais
        diff.finding.app-added = {app} é novo
        diff.finding.lost.one = {app} não abre mais {count} URL no {ios}: {urls}
        diff.finding.lost.other = {app} não abre mais {count} URLs no {ios}: {urls}
        diff.finding.gained.one = {app} agora abre {count} URL no {ios}: {urls}
        diff.finding.gained.other = {app} agora abre {count} URLs no {ios}: {urls}
        diff.finding.other.one = para {app}, {count} URL continua abrindo no navegador, mas por outra regra, no {ios}: {urls}
        diff.finding.other.other = para {app}, {count} URLs continuam abrindo no navegador, mas por outra regra, no {ios}: {urls}
        diff.finding.opens.one = o app que abre muda para {count} URL: {urls}
        diff.finding.opens.other = o app que abre muda para {count} URLs: {urls}
        diff.finding.more = , ... mais {count}
        diff.fix.app-removed = Confira se a remoção do app foi intencional.
        diff.fix.lost-urls = Confira se o app deve deixar de abri-las; `ulinks match --explain` mostra qual regra decide.
        diff.fix.opens-changed = Confira a ordem das entradas de details: o primeiro app que corresponde abre o link.
        """#
}
