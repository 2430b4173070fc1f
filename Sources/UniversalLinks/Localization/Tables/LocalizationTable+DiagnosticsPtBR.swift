// pt-BR diagnostics (translations of the English table).
// Format: Docs/Localization.md. Regenerate the English table or stub missing keys with scripts/l10n-extract.py.
extension LocalizationTable {
    static let diagnosticsPtBR = #"""
        # en: The document is not JSON at all; the message names what it looks like (HTML page, RTF, gzip bytes, JavaScript, front matter, template).
        not-json.summary = O documento nem é JSON; a mensagem diz com o que ele se parece (página HTML, RTF, bytes gzip, JavaScript, front matter, template).
        # en: Serve the JSON file itself.
        not-json.fix = Sirva o próprio arquivo JSON.
        # en: The document is empty or only whitespace.
        empty-file.summary = O documento está vazio ou só tem espaços em branco.
        # en: Publish a JSON object with an applinks section.
        empty-file.fix = Publique um objeto JSON com uma seção applinks.
        # en: The document is larger than 131,072 bytes (128 KB); Apple's fetchers reject it.
        file-too-large.summary = O documento tem mais de 131.072 bytes (128 KB); os servidores da Apple que buscam o arquivo o rejeitam.
        # en: Shorten the file: use wildcards, substitution variables and fewer rules.
        file-too-large.fix = Encurte o arquivo: use curingas, variáveis de substituição e menos regras.
        # en: The document starts with a UTF-8 byte-order mark, which strict JSON parsers reject.
        byte-order-mark.summary = O documento começa com um BOM (byte-order mark) UTF-8, que parsers JSON estritos rejeitam.
        # en: Save the file as UTF-8 without BOM.
        byte-order-mark.fix = Salve o arquivo como UTF-8 sem BOM.
        # en: A typographic quote (“ ” ‘ ’) is used where JSON requires a straight double quote.
        curly-quote.summary = Uma aspa tipográfica (“ ” ‘ ’) aparece onde o JSON exige aspas duplas retas.
        # en: Replace typographic quotes with straight double quotes ("); turn off smart quotes in your editor.
        curly-quote.fix = Troque as aspas tipográficas por aspas duplas retas ("); desative as aspas inteligentes no seu editor.
        # en: A string or key is delimited with single quotes.
        single-quote.summary = Uma string ou chave está entre aspas simples.
        # en: Use double quotes.
        single-quote.fix = Use aspas duplas.
        # en: An object key is not in quotes.
        unquoted-key.summary = Uma chave de objeto está sem aspas.
        # en: Put the key in double quotes.
        unquoted-key.fix = Coloque a chave entre aspas duplas.
        # en: A string value is not in quotes.
        unquoted-string.summary = Um valor string está sem aspas.
        # en: Put the value in double quotes.
        unquoted-string.fix = Coloque o valor entre aspas duplas.
        # en: A literal from another language (True, None, undefined, ...) is used.
        invalid-literal.summary = Um literal de outra linguagem (True, None, undefined, ...) foi usado.
        # en: Use true, false or null.
        invalid-literal.fix = Use true, false ou null.
        # en: A comma follows the last element of an array or object.
        trailing-comma.summary = Há uma vírgula depois do último elemento de um array ou objeto.
        # en: Remove the comma.
        trailing-comma.fix = Remova a vírgula.
        # en: Two elements or members are not separated by a comma.
        missing-comma.summary = Dois elementos ou membros não estão separados por vírgula.
        # en: Add a comma.
        missing-comma.fix = Adicione uma vírgula.
        # en: An object key is not followed by ':'.
        missing-colon.summary = Uma chave de objeto não é seguida de ':'.
        # en: Add ':' between the key and its value.
        missing-colon.fix = Coloque ':' entre a chave e o valor.
        # en: A value is missing (for example two commas in a row).
        expected-value.summary = Falta um valor (por exemplo, duas vírgulas seguidas).
        # en: Remove the extra comma or add the value.
        expected-value.fix = Remova a vírgula a mais ou acrescente o valor.
        # en: JSON has no comments; Apple's parser rejects the file.
        comment.summary = JSON não tem comentários; o parser da Apple rejeita o arquivo.
        # en: Remove the comment; use a component's "comment" key instead.
        comment.fix = Remova o comentário; use a chave "comment" de um componente no lugar.
        # en: A /* block comment is never closed.
        unterminated-comment.summary = Um comentário de bloco /* nunca é fechado.
        # en: Remove the comment.
        unterminated-comment.fix = Remova o comentário.
        # en: A string is not closed before the end of its line or of the file.
        unterminated-string.summary = Uma string não é fechada antes do fim da linha ou do arquivo.
        # en: Add the closing quote.
        unterminated-string.fix = Adicione as aspas de fechamento.
        # en: The file ends where a value was expected (it was cut short).
        unexpected-end.summary = O arquivo termina onde se esperava um valor (foi cortado).
        # en: Complete the file; check that the upload or template was not truncated.
        unexpected-end.fix = Complete o arquivo; confira se o upload ou o template não foi truncado.
        # en: An array is never closed.
        unterminated-array.summary = Um array nunca é fechado.
        # en: Add the closing ].
        unterminated-array.fix = Adicione o ] de fechamento.
        # en: An object is never closed.
        unterminated-object.summary = Um objeto nunca é fechado.
        # en: Add the closing }.
        unterminated-object.fix = Adicione o } de fechamento.
        # en: A ] closes an object or a } closes an array.
        mismatched-bracket.summary = Um ] fecha um objeto ou um } fecha um array.
        # en: Use the bracket that matches the opening one.
        mismatched-bracket.fix = Use o delimitador que corresponde ao de abertura.
        # en: A character that cannot appear here in JSON.
        unexpected-character.summary = Um caractere que não pode aparecer aqui em JSON.
        # en: Remove the character.
        unexpected-character.fix = Remova o caractere.
        # en: Something follows the end of the top-level JSON value.
        trailing-content.summary = Há algo depois do fim do valor JSON de nível superior.
        # en: A file holds exactly one JSON object: merge the objects.
        trailing-content.fix = Um arquivo contém exatamente um objeto JSON: junte os objetos.
        # en: A raw control character (such as a tab) appears inside a string.
        control-character.summary = Um caractere de controle literal (como uma tabulação) aparece dentro de uma string.
        # en: Escape it (\\t, \\n, \\u0000).
        control-character.fix = Use um escape (\\t, \\n, \\u0000).
        # en: A backslash escape that JSON does not define, or a malformed \\u escape.
        invalid-escape.summary = Um escape com barra invertida que o JSON não define, ou um escape \\u malformado.
        # en: Write a literal backslash as \\\\.
        invalid-escape.fix = Escreva uma barra invertida literal como \\\\.
        # en: Bytes that are not valid UTF-8.
        invalid-utf8.summary = Bytes que não são UTF-8 válido.
        # en: Save the file as UTF-8.
        invalid-utf8.fix = Salve o arquivo como UTF-8.
        # en: A non-breaking or zero-width space where JSON allows only space, tab and line breaks.
        invalid-whitespace.summary = Um espaço não separável ou de largura zero onde o JSON só aceita espaço, tab e quebras de linha.
        # en: Replace it with a plain space.
        invalid-whitespace.fix = Troque-o por um espaço comum.
        # en: A number JSON does not allow (leading zero, '+', '.5', NaN).
        invalid-number.summary = Um número que o JSON não permite (zero à esquerda, '+', '.5', NaN).
        # en: Write the number in JSON syntax.
        invalid-number.fix = Escreva o número na sintaxe do JSON.
        # en: An unrendered template placeholder ({{...}}, ${...}) stands where a value belongs.
        template-placeholder.summary = Um placeholder de template não renderizado ({{...}}, ${...}) está no lugar de um valor.
        # en: Render the template before publishing.
        template-placeholder.fix = Renderize o template antes de publicar.
        # en: Values are nested more than 64 levels deep.
        nesting-too-deep.summary = Os valores estão aninhados em mais de 64 níveis.
        # en: An AASA file needs at most a few levels.
        nesting-too-deep.fix = Um arquivo AASA precisa de poucos níveis, no máximo.
        # en: A key appears twice in one object; parsers disagree on which value wins (Apple's keeps the last).
        duplicate-key.summary = Uma chave aparece duas vezes no mesmo objeto; os parsers divergem sobre qual valor vale (o da Apple fica com o último).
        # en: Keep one key and merge the values.
        duplicate-key.fix = Mantenha uma só chave e junte os valores.
        # en: Reporting stopped after 100 syntax errors.
        too-many-errors.summary = O relatório parou depois de 100 erros de sintaxe.
        # en: Fix the first errors; the rest are often consequences.
        too-many-errors.fix = Corrija os primeiros erros; os demais costumam ser consequência deles.
        # en: A value has the wrong JSON type (for example a string where an array is required).
        wrong-type.summary = Um valor tem o tipo JSON errado (por exemplo, uma string onde se exige um array).
        # en: Use the type the format requires.
        wrong-type.fix = Use o tipo que o formato exige.
        # en: The file is a JSON array; an association file is a single JSON object.
        top-level-array.summary = O arquivo é um array JSON; um arquivo de associação é um único objeto JSON.
        # en: Remove the enclosing [ and ].
        top-level-array.fix = Remova o [ e o ] que envolvem o conteúdo.
        # en: The file looks like a CMS (PKCS#7) signed envelope but its content cannot be read.
        unreadable-signature.summary = O arquivo parece um envelope assinado CMS (PKCS#7), mas o conteúdo não pode ser lido.
        # en: Sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON.
        unreadable-signature.fix = Assine com openssl smime -sign -nodetach -outform DER, ou sirva JSON puro.
        # en: The file cannot be read (missing, a directory, no permission).
        unreadable-file.summary = O arquivo não pode ser lido (não existe, é um diretório, sem permissão).
        # en: Check the path.
        unreadable-file.fix = Confira o caminho.
        # en: The input is larger than the reading limit (16 MiB unless --max-bytes says otherwise); reading stopped there, nothing was parsed.
        too-large.summary = A entrada passa do limite de leitura (16 MiB, a menos que --max-bytes diga outra coisa); a leitura parou ali e nada foi analisado.
        # en: Check that the path names the association file; raise --max-bytes N for a genuinely larger input.
        too-large.fix = Confira se o caminho aponta para o arquivo de associação; aumente --max-bytes N para uma entrada realmente maior.
        # en: No recognised service (applinks, webcredentials, appclips, activitycontinuation): the file does nothing.
        no-service.summary = Nenhum serviço reconhecido (applinks, webcredentials, appclips, activitycontinuation): o arquivo não faz nada.
        # en: Put the rules under "applinks".
        no-service.fix = Coloque as regras dentro de "applinks".
        # en: applinks has no "details": no app is associated.
        missing-details.summary = applinks não tem "details": nenhum app está associado.
        # en: Add "details": [{"appIDs": [...], "components": [...]}].
        missing-details.fix = Adicione "details": [{"appIDs": [...], "components": [...]}].
        # en: applinks.details is empty: no app is associated with this domain.
        empty-details.summary = applinks.details está vazio: nenhum app está associado a este domínio.
        # en: Add a detail for your app.
        empty-details.fix = Adicione um detail para o seu app.
        # en: details is an object keyed by app ID (the iOS 9 form). Still accepted, but rare tools understand it.
        legacy-details-object.summary = details é um objeto indexado por ID do app (a forma do iOS 9). Ainda é aceito, mas poucas ferramentas o entendem.
        # en: Use "details": [{"appID": "...", "paths": [...]}].
        legacy-details-object.fix = Use a forma "details": [{"appID": "...", "paths": [...]}].
        # en: A key iOS does not know; it is silently ignored (often a typo).
        unknown-key.summary = Uma chave que o iOS não conhece; ela é ignorada em silêncio (muitas vezes um erro de digitação).
        # en: Use the key the message suggests, or remove it.
        unknown-key.fix = Use a chave sugerida na mensagem, ou remova-a.
        # en: applinks has no "apps" key; iOS 12 and older reject the whole file.
        legacy-apps-missing.summary = applinks não tem a chave "apps"; o iOS 12 e anteriores rejeitam o arquivo inteiro.
        # en: Add "apps": [] to applinks.
        legacy-apps-missing.fix = Adicione "apps": [] em applinks.
        # en: applinks.apps is not empty; it must be an empty array (iOS 12 and older reject the file).
        legacy-apps-not-empty.summary = applinks.apps não está vazio; ele precisa ser um array vazio (o iOS 12 e anteriores rejeitam o arquivo).
        # en: Write "apps": [] and list apps in details.
        legacy-apps-not-empty.fix = Escreva "apps": [] e liste os apps em details.
        # en: An app ID is the empty string.
        empty-app-id.summary = Um ID do app é a string vazia.
        # en: Write <Team ID>.<bundle ID>.
        empty-app-id.fix = Escreva <ID da equipe>.<bundle ID>.
        # en: An app ID is a placeholder that was never filled in (TEAM_ID, $(...), YOUR_..., <...>).
        app-id-placeholder.summary = Um ID do app é um placeholder que nunca foi preenchido (TEAM_ID, $(...), YOUR_..., <...>).
        # en: Write your App ID prefix (Team ID) and bundle ID, e.g. ABCDE12345.com.example.app.
        app-id-placeholder.fix = Escreva o prefixo do ID do app (ID da equipe) e o bundle ID, por exemplo ABCDE12345.com.example.app.
        # en: An app ID is a bare bundle ID without the App ID prefix (Team ID).
        app-id-missing-prefix.summary = Um ID do app é só o bundle ID, sem o prefixo do ID do app (ID da equipe).
        # en: Prefix the bundle ID with your Team ID: ABCDE12345.com.example.app.
        app-id-missing-prefix.fix = Coloque o ID da equipe antes do bundle ID: ABCDE12345.com.example.app.
        # en: An app ID does not have the form <prefix>.<bundle ID> (prefix letters and digits, bundle ID of A-Z a-z 0-9 . -).
        invalid-app-id.summary = Um ID do app não tem a forma <prefixo>.<bundle ID> (prefixo de letras e dígitos, bundle ID de A-Z a-z 0-9 . -).
        # en: Correct the app ID.
        invalid-app-id.fix = Corrija o ID do app.
        # en: The App ID prefix is not a 10-character Team ID ([A-Z0-9]{10}); correct only for old apps whose prefix differs.
        unusual-app-id-prefix.summary = O prefixo do ID do app não é um ID da equipe de 10 caracteres ([A-Z0-9]{10}); só está certo para apps antigos cujo prefixo é diferente.
        # en: Check the application-identifier entitlement of the signed app.
        unusual-app-id-prefix.fix = Confira o entitlement application-identifier do app assinado.
        # en: The bundle ID starts with the App ID prefix again (TEAMID.TEAMID.bundle): the full app ID was pasted where the bundle ID belongs, and iOS never matches it.
        app-id-repeated-prefix.summary = O bundle ID começa de novo com o prefixo do ID do app (TEAMID.TEAMID.bundle): o ID do app completo foi colado onde ia o bundle ID, e o iOS nunca faz a correspondência.
        # en: Write the prefix once: ABCDE12345.com.example.app.
        app-id-repeated-prefix.fix = Escreva o prefixo uma vez só: ABCDE12345.com.example.app.
        # en: The app ID is an example from Apple's documentation or a tutorial.
        example-app-id.summary = O ID do app é um exemplo da documentação da Apple ou de um tutorial.
        # en: Use your own app's ID.
        example-app-id.fix = Use o ID do seu próprio app.
        # en: A detail has both appID and appIDs; iOS uses the union, older tools only one of them.
        app-id-and-app-ids.summary = Um detail tem appID e appIDs ao mesmo tempo; o iOS usa a união, ferramentas mais antigas só um deles.
        # en: Keep only appIDs.
        app-id-and-app-ids.fix = Mantenha só appIDs.
        # en: Our reading: iOS uses only the first detail that lists an app; this later detail is ignored for it.
        duplicate-app.summary = Nossa leitura: o iOS usa apenas o primeiro detail que lista um app; este detail posterior é ignorado para ele.
        # en: Merge the rules into the first detail for the app.
        duplicate-app.fix = Junte as regras no primeiro detail do app.
        # en: A detail names no app (no appID or appIDs, or an empty list).
        detail-without-app.summary = Um detail não nomeia nenhum app (sem appID nem appIDs, ou com uma lista vazia).
        # en: Add "appIDs": ["<Team ID>.<bundle ID>"].
        detail-without-app.fix = Adicione "appIDs": ["<ID da equipe>.<bundle ID>"].
        # en: A webcredentials/appclips/activitycontinuation section lists no app.
        empty-service-apps.summary = Uma seção webcredentials/appclips/activitycontinuation não lista nenhum app.
        # en: List the app IDs, or remove the section.
        empty-service-apps.fix = Liste os IDs dos apps, ou remova a seção.
        # en: A detail has neither paths nor components: it matches nothing.
        no-rules.summary = Um detail não tem paths nem components: não corresponde a nada.
        # en: Add components (iOS 13+) and/or paths (iOS 12).
        no-rules.fix = Adicione components (iOS 13+) e/ou paths (iOS 12).
        # en: A detail has components and paths: iOS 13+ uses only components, iOS 12 only paths. Make sure both say the same.
        components-with-paths.summary = Um detail tem components e paths: o iOS 13+ usa só components, o iOS 12 só paths. Garanta que os dois digam a mesma coisa.
        # en: Keep both in step, or drop paths if you no longer support iOS 12.
        components-with-paths.fix = Mantenha os dois em sincronia, ou remova paths se você não dá mais suporte ao iOS 12.
        # en: components is an empty array next to paths: iOS 13+ uses the empty list and matches nothing.
        empty-components.summary = components é um array vazio ao lado de paths: o iOS 13+ usa a lista vazia e não corresponde a nada.
        # en: Write the rules as components, or remove the empty components key.
        empty-components.fix = Escreva as regras como components, ou remova a chave components vazia.
        # en: A rule with no /, ? or # key (only a comment, say) matches every URL on the domain.
        catch-all-rule.summary = Uma regra sem chave /, ? ou # (só com um comentário, por exemplo) corresponde a toda URL do domínio.
        # en: Add a "/" pattern, or remove the rule.
        catch-all-rule.fix = Adicione um padrão "/", ou remova a regra.
        # en: The rule can never decide anything: an earlier rule of the same app already covers every URL it could match.
        unreachable-rule.summary = A regra nunca decide nada: uma regra anterior do mesmo app já cobre toda URL a que ela poderia corresponder.
        # en: Move the rule before the broader one (exclusions first), or remove it.
        unreachable-rule.fix = Mova a regra para antes da mais ampla (exclusões primeiro), ou remova-a.
        # en: The file's rules are so many and so long that the "rule can never fire" check stopped at its work bound (a multiple of the file size): the unreachable rules reported are real, others may be missing.
        unreachable-check-incomplete.summary = As regras do arquivo são tantas e tão longas que a verificação de "regra que nunca dispara" parou no seu limite de trabalho (um múltiplo do tamanho do arquivo): as regras inalcançáveis relatadas são reais, outras podem faltar.
        # en: Split the rules over fewer, shorter patterns (wildcards, substitution variables).
        unreachable-check-incomplete.fix = Reescreva as regras com menos padrões, mais curtos (curingas, variáveis de substituição).
        # en: A legacy path starts with NOT but no space follows, so it is a literal path, not an exclusion.
        not-without-space.summary = Um caminho legado começa com NOT sem espaço depois, então é um caminho literal, não uma exclusão.
        # en: Write "NOT /private/*" (with the space).
        not-without-space.fix = Escreva "NOT /private/*" (com o espaço).
        # en: A legacy exclusion is written "not " in lower case; iOS accepts it, other tools may not.
        not-lowercase.summary = Uma exclusão legada está escrita "not " em minúsculas; o iOS aceita, outras ferramentas talvez não.
        # en: Write NOT in capitals.
        not-lowercase.fix = Escreva NOT em maiúsculas.
        # en: A path pattern is a full URL; patterns match only the path.
        url-in-pattern.summary = Um padrão de caminho é uma URL completa; os padrões correspondem só ao caminho.
        # en: Write only the path: "/a/*".
        url-in-pattern.fix = Escreva só o caminho: "/a/*".
        # en: A legacy path contains '#': legacy paths match the path only, never the fragment.
        fragment-in-path.summary = Um caminho legado contém '#': caminhos legados correspondem só ao caminho, nunca ao fragmento.
        # en: Use components with a "#" key (iOS 13+).
        fragment-in-path.fix = Use components com uma chave "#" (iOS 13+).
        # en: A path pattern contains '?' followed by name=value: '?' is a one-character wildcard here, not a query.
        query-in-path.summary = Um padrão de caminho contém '?' seguido de nome=valor: aqui '?' é um curinga de um caractere, não uma query.
        # en: Use components with a "?" key (iOS 13+); legacy paths ignore the query.
        query-in-path.fix = Use components com uma chave "?" (iOS 13+); caminhos legados ignoram a query.
        # en: A path pattern does not start with '/' (or '*'): iOS adds the '/', so "products/*" is read as "/products/*".
        path-without-slash.summary = Um padrão de caminho não começa com '/' (nem '*'): o iOS acrescenta a '/', então "products/*" é lido como "/products/*".
        # en: Write the leading '/': "/products/*".
        path-without-slash.fix = Escreva a '/' inicial: "/products/*".
        # en: A "?" or "#" pattern starts with its own delimiter, which is not part of the URL component, so it must match a literal character.
        leading-delimiter.summary = Um padrão "?" ou "#" começa com o próprio delimitador, que não faz parte do componente da URL; então ele precisa corresponder a um caractere literal.
        # en: Drop the leading ? or #.
        leading-delimiter.fix = Tire o ? ou # do início.
        # en: A pattern contains non-ASCII characters but percentEncoded is true (the default): URLs carry them percent-encoded, so it never matches.
        non-ascii-pattern.summary = Um padrão tem caracteres não ASCII, mas percentEncoded é true (o padrão): as URLs trazem esses caracteres codificados com porcentagem, então ele nunca corresponde.
        # en: Set "percentEncoded": false, or write the pattern percent-encoded (/caf%C3%A9/*).
        non-ascii-pattern.fix = Defina "percentEncoded": false, ou escreva o padrão codificado com porcentagem (/caf%C3%A9/*).
        # en: A "?" dictionary has a value that is not a string; iOS then ignores the whole dictionary (the query matches anything).
        ignored-query-dictionary.summary = Um dicionário "?" tem um valor que não é string; aí o iOS ignora o dicionário inteiro (a query corresponde a qualquer coisa).
        # en: Write every value as a string pattern: {"id": "5"}.
        ignored-query-dictionary.fix = Escreva todo valor como um padrão string: {"id": "5"}.
        # en: defaults carries /, ?, # or exclude: Apple documents only caseSensitive and percentEncoded there, but iOS applies any key to every rule.
        defaults-matching-key.summary = defaults traz /, ?, # ou exclude: a Apple documenta ali só caseSensitive e percentEncoded, mas o iOS aplica qualquer chave a todas as regras.
        # en: Put the key in each rule instead, unless you mean every rule to carry it.
        defaults-matching-key.fix = Coloque a chave em cada regra, a não ser que você queira mesmo que todas as regras a tenham.
        # en: defaults apply to components only; this detail has only legacy paths.
        defaults-in-legacy-detail.summary = defaults vale só para components; este detail tem apenas caminhos legados.
        # en: Convert the paths to components (ulinks convert).
        defaults-in-legacy-detail.fix = Converta os paths em components (ulinks convert).
        # en: A pattern uses $(name) but no substitution variable or built-in has that name; the rule never matches.
        undefined-variable.summary = Um padrão usa $(nome), mas nenhuma variável de substituição ou variável embutida tem esse nome; a regra nunca corresponde.
        # en: Define it in applinks.substitutionVariables, or fix the name (names are case-sensitive).
        undefined-variable.fix = Defina-a em applinks.substitutionVariables, ou corrija o nome (nomes diferenciam maiúsculas de minúsculas).
        # en: A pattern has '$(' without a closing ')'.
        unterminated-variable.summary = Um padrão tem '$(' sem o ')' de fechamento.
        # en: Close the variable: $(lang).
        unterminated-variable.fix = Feche a variável: $(lang).
        # en: A substitution variable's value uses another variable, which iOS does not expand.
        recursive-variable.summary = O valor de uma variável de substituição usa outra variável, que o iOS não expande.
        # en: List the values literally.
        recursive-variable.fix = Liste os valores literalmente.
        # en: A substitution variable redefines a built-in (alpha, upper, lower, alnum, digit, xdigit, region, lang).
        builtin-redefined.summary = Uma variável de substituição redefine uma variável embutida (alpha, upper, lower, alnum, digit, xdigit, region, lang).
        # en: Choose another name.
        builtin-redefined.fix = Escolha outro nome.
        # en: A substitution variable name is empty or contains $, ( or ).
        invalid-variable-name.summary = O nome de uma variável de substituição está vazio ou contém $, ( ou ).
        # en: Rename the variable.
        invalid-variable-name.fix = Renomeie a variável.
        # en: A substitution variable is defined but no pattern uses it.
        unused-variable.summary = Uma variável de substituição está definida, mas nenhum padrão a usa.
        # en: Remove it, or use it.
        unused-variable.fix = Remova-a, ou use-a.
        # en: A substitution variable has no values; patterns using it never match.
        empty-variable.summary = Uma variável de substituição não tem valores; padrões que a usam nunca correspondem.
        # en: List at least one value.
        empty-variable.fix = Liste pelo menos um valor.
        # en: The file is not a property list (XML or binary) nor a Mach-O binary with a code signature.
        not-property-list.summary = O arquivo não é uma property list (XML ou binária) nem um binário Mach-O com assinatura de código.
        # en: Pass the .entitlements file, the app's Info.plist-style plist or its binary.
        not-property-list.fix = Passe o arquivo .entitlements, a plist no estilo Info.plist do app ou o binário dele.
        # en: com.apple.developer.associated-domains is not an array of strings.
        entitlement-wrong-type.summary = com.apple.developer.associated-domains não é um array de strings.
        # en: Make it an array of strings.
        entitlement-wrong-type.fix = Transforme-o num array de strings.
        # en: The entitlements have no (or an empty) com.apple.developer.associated-domains array.
        no-associated-domains.summary = Os entitlements não têm o array com.apple.developer.associated-domains (ou ele está vazio).
        # en: Add the Associated Domains capability with applinks:<your host>.
        no-associated-domains.fix = Adicione a capability Associated Domains com applinks:<seu host>.
        # en: An entry has no service prefix.
        missing-service.summary = Uma entrada não tem prefixo de serviço.
        # en: Write service:host, e.g. applinks:example.com.
        missing-service.fix = Escreva serviço:host, por exemplo applinks:example.com.
        # en: The service before ':' is not applinks, webcredentials, appclips or activitycontinuation.
        unknown-service.summary = O serviço antes de ':' não é applinks, webcredentials, appclips nem activitycontinuation.
        # en: Use one of the four services, spelled in lower case.
        unknown-service.fix = Use um dos quatro serviços, escrito em minúsculas.
        # en: The entry contains a URL scheme such as https://.
        entitlement-scheme.summary = A entrada contém um esquema de URL, como https://.
        # en: Write the host alone: applinks:example.com.
        entitlement-scheme.fix = Escreva só o host: applinks:example.com.
        # en: The entry contains a path; entitlements name hosts only.
        entitlement-path.summary = A entrada contém um caminho; entitlements nomeiam apenas hosts.
        # en: Remove the path; choose paths in the apple-app-site-association file.
        entitlement-path.fix = Remova o caminho; escolha os caminhos no arquivo apple-app-site-association.
        # en: The entry ends with '/'.
        entitlement-trailing-slash.summary = A entrada termina com '/'.
        # en: Remove the trailing slash.
        entitlement-trailing-slash.fix = Remova a barra final.
        # en: The entry contains white space (often a leading or trailing space).
        entitlement-whitespace.summary = A entrada contém espaço em branco (muitas vezes um espaço no início ou no fim).
        # en: Remove the spaces.
        entitlement-whitespace.fix = Remova os espaços.
        # en: The entry has a query other than ?mode=.
        entitlement-query.summary = A entrada tem uma query diferente de ?mode=.
        # en: Remove the query; only ?mode=developer|managed|developer+managed is allowed.
        entitlement-query.fix = Remova a query; só ?mode=developer|managed|developer+managed é permitido.
        # en: ?mode= names something other than developer, managed or developer+managed.
        unknown-mode.summary = ?mode= nomeia algo diferente de developer, managed ou developer+managed.
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        unknown-mode.fix = Use mode=developer, mode=managed ou mode=developer+managed.
        # en: An applinks entry names a port; iOS fetches the file from port 443 only (TN3155).
        applinks-port.summary = Uma entrada applinks nomeia uma porta; o iOS só busca o arquivo na porta 443 (TN3155).
        # en: Remove the port and serve the file on 443.
        applinks-port.fix = Remova a porta e sirva o arquivo na 443.
        # en: The text after the host's ':' is not a port number.
        invalid-port.summary = O texto depois do ':' do host não é um número de porta.
        # en: Remove it.
        invalid-port.fix = Remova-o.
        # en: An appclips entry uses a wildcard, which App Clips do not support.
        appclips-wildcard.summary = Uma entrada appclips usa curinga, que App Clips não suportam.
        # en: List each App Clip host explicitly.
        appclips-wildcard.fix = Liste cada host de App Clip explicitamente.
        # en: The wildcard is not followed by a dot (*example.com); iOS understands only '*.'.
        wildcard-without-dot.summary = O curinga não é seguido de ponto (*example.com); o iOS só entende '*.'.
        # en: Write *.example.com (and list example.com itself if needed).
        wildcard-without-dot.fix = Escreva *.example.com (e liste o próprio example.com se precisar).
        # en: '*' appears elsewhere than at the start of the host.
        misplaced-wildcard.summary = '*' aparece em outro lugar que não o início do host.
        # en: Use '*.' at the start of the host, or list each host.
        misplaced-wildcard.fix = Use '*.' no início do host, ou liste cada host.
        # en: The host has non-ASCII characters; the entitlement needs its Punycode (IDNA) form.
        non-ascii-host.summary = O host tem caracteres não ASCII; o entitlement precisa da forma Punycode (IDNA).
        # en: Write the xn-- form given in the message (here xn--bcher-kva.example).
        non-ascii-host.fix = Escreva a forma xn-- indicada na mensagem (aqui xn--bcher-kva.example).
        # en: The host is empty or not a valid DNS name (bad characters, empty label, bad Punycode).
        invalid-host.summary = O host está vazio ou não é um nome DNS válido (caracteres inválidos, rótulo vazio, Punycode inválido).
        # en: Write a host name of letters, digits, '-' and '.'.
        invalid-host.fix = Escreva um nome de host com letras, dígitos, '-' e '.'.
        # en: The host is an IP address, which only developer mode accepts.
        ip-address-host.summary = O host é um endereço IP, que só o modo developer aceita.
        # en: Use a domain name, or add ?mode=developer for a development server.
        ip-address-host.fix = Use um nome de domínio, ou adicione ?mode=developer para um servidor de desenvolvimento.
        # en: The host is localhost, which only developer mode accepts.
        localhost-host.summary = O host é localhost, que só o modo developer aceita.
        # en: Use the server's domain name, or add ?mode=developer.
        localhost-host.fix = Use o nome de domínio do servidor, ou adicione ?mode=developer.
        # en: The same service and host are listed twice.
        duplicate-entry.summary = O mesmo serviço e host aparecem duas vezes.
        # en: Remove the duplicate.
        duplicate-entry.fix = Remova a duplicata.
        # en: More than 30 distinct domains are listed; Apple advises no more than about 20-30.
        too-many-domains.summary = Há mais de 30 domínios distintos; a Apple recomenda no máximo uns 20-30.
        # en: Use wildcard entries (*.example.com) or fewer domains.
        too-many-domains.fix = Use entradas com curinga (*.example.com) ou menos domínios.
        # en: A wildcard entry *.example.com is listed without example.com; the wildcard does not cover the apex (our reading of Apple's guide).
        wildcard-misses-apex.summary = Uma entrada com curinga *.example.com está listada sem example.com; o curinga não cobre o domínio raiz (nossa leitura do guia da Apple).
        # en: Also list applinks:example.com if links on example.com should open the app.
        wildcard-misses-apex.fix = Liste também applinks:example.com se os links em example.com devem abrir o app.
        # en: The application-identifier repeats its App ID prefix (TEAMID.TEAMID.bundle.id): the bundle ID was given as a full app ID.
        application-identifier-repeated-prefix.summary = O application-identifier repete o prefixo do ID do app (TEAMID.TEAMID.bundle.id): o bundle ID foi informado como um ID do app completo.
        # en: Set the bundle identifier without the prefix (com.example.app); Xcode adds the prefix.
        application-identifier-repeated-prefix.fix = Defina o bundle identifier sem o prefixo (com.example.app); o Xcode acrescenta o prefixo.
        # en: assetlinks.json must be a JSON array of statements.
        assetlinks-not-array.summary = assetlinks.json precisa ser um array JSON de declarações.
        # en: Wrap the statements in [ ].
        assetlinks-not-array.fix = Envolva as declarações em [ ].
        # en: The statement list is empty: the file links nothing (Google's API reports it as an error).
        assetlinks-empty.summary = A lista de declarações está vazia: o arquivo não vincula nada (a API do Google informa isso como erro).
        # en: Add a statement for your app, or remove the file.
        assetlinks-empty.fix = Adicione uma declaração para o seu app, ou remova o arquivo.
        # en: A statement Android ignores: not an object, no relation list, no target, or a target without package_name, sha256_cert_fingerprints or site.
        assetlinks-statement.summary = Uma declaração que o Android ignora: não é objeto, não tem lista de relações, não tem target, ou o target não tem package_name, sha256_cert_fingerprints ou site.
        # en: Give every statement a relation list and a complete target.
        assetlinks-statement.fix = Dê a toda declaração uma lista de relações e um target completo.
        # en: A relation string is not kind/detail with each part of [a-z0-9_.]+; Android ignores it.
        assetlinks-relation.summary = Uma string de relação não está na forma tipo/detalhe com cada parte de [a-z0-9_.]+; o Android a ignora.
        # en: Write delegate_permission/common.handle_all_urls (all lower case, one '/').
        assetlinks-relation.fix = Escreva delegate_permission/common.handle_all_urls (tudo em minúsculas, uma '/').
        # en: A well-formed relation that Android and Chrome do not act on (often a typo of handle_all_urls).
        assetlinks-unknown-relation.summary = Uma relação bem formada com a qual o Android e o Chrome não fazem nada (muitas vezes um erro de digitação de handle_all_urls).
        # en: Use delegate_permission/common.handle_all_urls for App Links, common.get_login_creds for shared sign-in.
        assetlinks-unknown-relation.fix = Use delegate_permission/common.handle_all_urls para App Links e common.get_login_creds para login compartilhado.
        # en: A target's namespace is missing or is not android_app or web; Android skips the statement.
        assetlinks-namespace.summary = O namespace de um target está ausente ou não é android_app nem web; o Android pula a declaração.
        # en: Write "namespace": "android_app" (or "web").
        assetlinks-namespace.fix = Escreva "namespace": "android_app" (ou "web").
        # en: package_name is not an Android application ID: Java package segments ([A-Za-z_][A-Za-z0-9_]*) joined by dots, at least two.
        assetlinks-package-name.summary = package_name não é um application ID do Android: segmentos de pacote Java ([A-Za-z_][A-Za-z0-9_]*) unidos por pontos, pelo menos dois.
        # en: Copy the applicationId from the app's build.gradle.
        assetlinks-package-name.fix = Copie o applicationId do build.gradle do app.
        # en: A sha256_cert_fingerprints entry is not 32 colon-separated upper-case hex bytes.
        assetlinks-fingerprint.summary = Uma entrada de sha256_cert_fingerprints não tem 32 bytes hexadecimais maiúsculos separados por dois-pontos.
        # en: Copy the SHA-256 fingerprint from keytool or the Play Console: {fingerprint}.
        assetlinks-fingerprint.fix = Copie a impressão digital SHA-256 do keytool ou do Play Console: {fingerprint}.
        # en: A fingerprint has lower-case hex digits; Android compares upper case and rejects it.
        assetlinks-fingerprint-lowercase.summary = Uma impressão digital tem dígitos hexadecimais minúsculos; o Android compara em maiúsculas e a rejeita.
        # en: Write the hex digits in upper case.
        assetlinks-fingerprint-lowercase.fix = Escreva os dígitos hexadecimais em maiúsculas.
        # en: A fingerprint is 20 bytes: the certificate's SHA-1, not its SHA-256.
        assetlinks-fingerprint-sha1.summary = Uma impressão digital tem 20 bytes: é o SHA-1 do certificado, não o SHA-256.
        # en: Use the SHA-256 line of keytool -list -v (32 bytes).
        assetlinks-fingerprint-sha1.fix = Use a linha SHA-256 de keytool -list -v (32 bytes).
        # en: A fingerprint is 64 hex digits without the colons between bytes.
        assetlinks-fingerprint-no-colons.summary = Uma impressão digital tem 64 dígitos hexadecimais sem os dois-pontos entre os bytes.
        # en: Separate the bytes with colons: AB:CD:...
        assetlinks-fingerprint-no-colons.fix = Separe os bytes com dois-pontos: AB:CD:...
        # en: A fingerprint contains spaces (around it, or instead of colons).
        assetlinks-fingerprint-spaces.summary = Uma impressão digital contém espaços (em volta, ou no lugar dos dois-pontos).
        # en: Remove the spaces.
        assetlinks-fingerprint-spaces.fix = Remova os espaços.
        # en: A web target's site is not scheme://host[:port]: no http(s) scheme, a path (even '/'), a query, a fragment, login information or a bad port.
        assetlinks-site.summary = O site de um target web não é esquema://host[:porta]: sem esquema http(s), com caminho (até '/'), query, fragmento, dados de login ou porta inválida.
        # en: Write only https://host (and :port when not the default).
        assetlinks-site.fix = Escreva só https://host (e :porta quando não for a padrão).
        # en: A statement repeats an earlier one (same relations and target).
        assetlinks-duplicate-statement.summary = Uma declaração repete uma anterior (mesmas relações e mesmo target).
        # en: Remove the repetition.
        assetlinks-duplicate-statement.fix = Remova a repetição.
        # en: An include statement Android ignores: not an https:// URL string, or combined with relation or target.
        assetlinks-include.summary = Uma declaração include que o Android ignora: não é uma string de URL https://, ou está combinada com relation ou target.
        # en: Point include at an https:// URL, in a statement of its own.
        assetlinks-include.fix = Aponte include para uma URL https://, numa declaração só dele.
        # en: A key Android does not know in a statement or target (often a typo, such as sha256_cert_fingerprint); it is ignored.
        assetlinks-unknown-key.summary = Uma chave que o Android não conhece numa declaração ou num target (muitas vezes um erro de digitação, como sha256_cert_fingerprint); ela é ignorada.
        # en: Use the key the message suggests, or remove it.
        assetlinks-unknown-key.fix = Use a chave sugerida na mensagem, ou remova-a.
        # en: relation_extensions is not an object keyed by one of the statement's relations, or holds dynamic rules for a web target; Android ignores it.
        assetlinks-relation-extensions.summary = relation_extensions não é um objeto indexado por uma das relações da declaração, ou traz regras dinâmicas para um target web; o Android o ignora.
        # en: Key the extension by a relation the statement lists (delegate_permission/common.handle_all_urls).
        assetlinks-relation-extensions.fix = Indexe a extensão por uma relação que a declaração lista (delegate_permission/common.handle_all_urls).
        # en: dynamic_app_link_components is malformed (not an array, a rule that is not an object, an unknown key such as caseSensitive, a value of the wrong type): Android 15+ then ignores every dynamic rule of the statement.
        assetlinks-dynamic-rules.summary = dynamic_app_link_components está malformado (não é array, uma regra não é objeto, uma chave desconhecida como caseSensitive, um valor do tipo errado): o Android 15+ então ignora todas as regras dinâmicas da declaração.
        # en: Use only "/", "?" (a dictionary), "#" and "exclude" in each rule.
        assetlinks-dynamic-rules.fix = Use só "/", "?" (um dicionário), "#" e "exclude" em cada regra.
        # en: A dynamic rule's "?" is a string; on Android it must be a dictionary of query parameters, and a string makes Android ignore every dynamic rule of the statement.
        assetlinks-dynamic-query-string.summary = O "?" de uma regra dinâmica é uma string; no Android ele precisa ser um dicionário de parâmetros de query, e uma string faz o Android ignorar todas as regras dinâmicas da declaração.
        # en: Write "?": {"q": "*"}.
        assetlinks-dynamic-query-string.fix = Escreva "?": {"q": "*"}.
        # en: A dynamic rule pattern Android reads literally where something else was likely meant: $(variables), a full URL, a leading '#', non-ASCII characters.
        assetlinks-dynamic-pattern.summary = Um padrão de regra dinâmica que o Android lê literalmente onde provavelmente se queria outra coisa: $(variáveis), uma URL completa, um '#' inicial, caracteres não ASCII.
        # en: Write the pattern as Android matches it: path only, percent-encoded, no variables.
        assetlinks-dynamic-pattern.fix = Escreva o padrão como o Android faz a correspondência: só o caminho, codificado com porcentagem, sem variáveis.
        # en: The file is larger than 131,072 bytes.
        assetlinks-too-large.summary = O arquivo tem mais de 131.072 bytes.
        # en: Shorten the file.
        assetlinks-too-large.fix = Encurte o arquivo.
        # en: The manifest is not a JSON object.
        manifest-not-object.summary = O manifesto não é um objeto JSON.
        # en: Start from `ulinks init`, or write { "version": 1, ... }.
        manifest-not-object.fix = Comece com `ulinks init`, ou escreva { "version": 1, ... }.
        # en: "version" is missing or not a version this tool reads (1).
        manifest-version.summary = "version" está ausente ou não é uma versão que esta ferramenta lê (1).
        # en: Write "version": 1.
        manifest-version.fix = Escreva "version": 1.
        # en: "domains" or "routes" is missing.
        manifest-missing-key.summary = Falta "domains" ou "routes".
        # en: Add the key (see Docs/Manifest.md).
        manifest-missing-key.fix = Adicione a chave (veja Docs/Manifest.md).
        # en: The manifest names no iOS app ("apps") and no Android app ("android").
        manifest-no-apps.summary = O manifesto não nomeia nenhum app iOS ("apps") nem app Android ("android").
        # en: Add "apps": ["TEAMID.bundle.id"] or an "android" entry.
        manifest-no-apps.fix = Adicione "apps": ["TEAMID.bundle.id"] ou uma entrada "android".
        # en: A value has the wrong JSON type.
        manifest-wrong-type.summary = Um valor tem o tipo JSON errado.
        # en: Use the type given in the message (see Docs/Manifest.md).
        manifest-wrong-type.fix = Use o tipo indicado na mensagem (veja Docs/Manifest.md).
        # en: A key the manifest format does not define; it is ignored.
        manifest-unknown-key.summary = Uma chave que o formato do manifesto não define; ela é ignorada.
        # en: Check the spelling against Docs/Manifest.md.
        manifest-unknown-key.fix = Confira a grafia em Docs/Manifest.md.
        # en: An iOS app ID is not TEAMID.bundle.id with a 10-character team ID.
        manifest-app-id.summary = Um ID de app iOS não está na forma TEAMID.bundle.id com um ID da equipe de 10 caracteres.
        # en: Prefix the bundle ID with your team ID: ABCDE12345.com.example.app.
        manifest-app-id.fix = Coloque o ID da equipe antes do bundle ID: ABCDE12345.com.example.app.
        # en: An iOS app ID repeats its team ID (TEAMID.TEAMID.bundle.id): the full app ID was pasted where the bundle ID belongs.
        manifest-app-id-repeated-prefix.summary = Um ID de app iOS repete o ID da equipe (TEAMID.TEAMID.bundle.id): o ID do app completo foi colado onde ia o bundle ID.
        # en: Write the team ID once: ABCDE12345.com.example.app.
        manifest-app-id-repeated-prefix.fix = Escreva o ID da equipe uma vez só: ABCDE12345.com.example.app.
        # en: A domain is not a host name (a scheme, a path, a port or bad characters).
        manifest-domain.summary = Um domínio não é um nome de host (tem esquema, caminho, porta ou caracteres inválidos).
        # en: Write the host alone: example.com.
        manifest-domain.fix = Escreva só o host: example.com.
        # en: An Android package name is not dot-separated identifiers.
        manifest-android-package.summary = Um nome de pacote Android não é uma sequência de identificadores separados por pontos.
        # en: Use the applicationId, e.g. com.example.app.
        manifest-android-package.fix = Use o applicationId, por exemplo com.example.app.
        # en: An Android signing fingerprint is missing or not 32 upper-case hex bytes separated by ':'.
        manifest-fingerprint.summary = Uma impressão digital de assinatura Android está ausente ou não tem 32 bytes hexadecimais maiúsculos separados por ':'.
        # en: Copy the SHA-256 fingerprint from keytool -list -v or the Play Console.
        manifest-fingerprint.fix = Copie a impressão digital SHA-256 de keytool -list -v ou do Play Console.
        # en: A route that opens the app has no name, or two routes share a name.
        manifest-route-name.summary = Uma rota que abre o app não tem nome, ou duas rotas têm o mesmo nome.
        # en: Give every route that is not an exclusion a unique "name".
        manifest-route-name.fix = Dê um "name" único a toda rota que não seja uma exclusão.
        # en: With "legacy": true, a route cannot be written as an iOS 12 path (query, fragment, variables, case folding or decoding).
        manifest-legacy-route.summary = Com "legacy": true, uma rota não pode ser escrita como caminho do iOS 12 (query, fragmento, variáveis, maiúsculas/minúsculas ou decodificação).
        # en: Remove the key iOS 12 cannot see, or set "legacy": false.
        manifest-legacy-route.fix = Remova a chave que o iOS 12 não enxerga, ou defina "legacy": false.
        # en: Nothing to check: no Xcode project, Android manifest, Expo app.json or app bundle under the folder.
        project-empty.summary = Nada para verificar: nenhum projeto Xcode, manifesto Android, app.json do Expo ou bundle de app dentro da pasta.
        # en: Pass the folder that holds ios/, android/ or the .xcodeproj.
        project-empty.fix = Passe a pasta que contém ios/, android/ ou o .xcodeproj.
        # en: The doctor stopped walking or reading the folder at one of its bounds (files, depth or bytes); the report covers what was read.
        project-limit.summary = O doctor parou de percorrer ou ler a pasta num dos seus limites (arquivos, profundidade ou bytes); o relatório cobre o que foi lido.
        # en: Pass the app's own folder rather than a whole workspace.
        project-limit.fix = Passe a pasta do próprio app, e não um workspace inteiro.
        # en: A symbolic link leads outside the folder; it was not followed.
        project-link-outside.summary = Um link simbólico aponta para fora da pasta; ele não foi seguido.
        # en: Nothing, unless the linked files matter: then pass a folder that contains them.
        project-link-outside.fix = Nada, a não ser que os arquivos apontados importem: então passe uma pasta que os contenha.
        # en: A file the project names (an .xcconfig include, a file the doctor needs) is missing, outside the folder or too large.
        project-file-unreadable.summary = Um arquivo que o projeto nomeia (um include de .xcconfig, um arquivo de que o doctor precisa) não existe, está fora da pasta ou é grande demais.
        # en: Fix the path, or add the file.
        project-file-unreadable.fix = Corrija o caminho, ou adicione o arquivo.
        # en: project.pbxproj is not a well-formed old-style property list (a merge conflict, a missing ';').
        pbxproj-syntax.summary = project.pbxproj não é uma property list antiga bem formada (um conflito de merge, um ';' faltando).
        # en: Resolve the conflict or restore the file from version control.
        pbxproj-syntax.fix = Resolva o conflito ou restaure o arquivo do controle de versão.
        # en: project.pbxproj refers to an object it does not define (a target or configuration list).
        pbxproj-reference.summary = project.pbxproj se refere a um objeto que ele não define (um target ou uma lista de configurações).
        # en: Let Xcode repair the project (open it and save), or restore it.
        pbxproj-reference.fix = Deixe o Xcode reparar o projeto (abra e salve), ou restaure-o.
        # en: An XML file (AndroidManifest.xml, Info.plist) is not well-formed.
        xml-syntax.summary = Um arquivo XML (AndroidManifest.xml, Info.plist) não está bem formado.
        # en: Close every element in order; write & as &amp; and < as &lt; in values.
        xml-syntax.fix = Feche cada elemento na ordem; escreva & como &amp; e < como &lt; nos valores.
        # en: The doctor could not follow a Gradle file (a brace or string never closed); values after that point may be missed.
        gradle-syntax.summary = O doctor não conseguiu acompanhar um arquivo Gradle (uma chave ou string nunca fechada); valores depois desse ponto podem escapar.
        # en: Close the block or string.
        gradle-syntax.fix = Feche o bloco ou a string.
        # en: An .xcconfig line is neither a setting, an #include nor a comment; Xcode ignores it.
        xcconfig-line.summary = Uma linha de .xcconfig não é uma configuração, um #include nem um comentário; o Xcode a ignora.
        # en: Write KEY = value.
        xcconfig-line.fix = Escreva CHAVE = valor.
        # en: app.json or app.config.json has a value of the wrong type where the doctor reads it.
        app-config-shape.summary = app.json ou app.config.json tem um valor do tipo errado onde o doctor o lê.
        # en: Use the type Expo documents (associatedDomains is an array of strings).
        app-config-shape.fix = Use o tipo que o Expo documenta (associatedDomains é um array de strings).
        # en: app.config.js, app.config.ts or capacitor.config.ts was found; the doctor runs no JavaScript.
        app-config-not-read.summary = Foi encontrado app.config.js, app.config.ts ou capacitor.config.ts; o doctor não executa JavaScript.
        # en: Run npx expo config --json > app.config.json to let the doctor read it.
        app-config-not-read.fix = Rode npx expo config --json > app.config.json para o doctor poder lê-lo.
        # en: A provisioning profile is not a CMS-signed property list.
        profile-unreadable.summary = Um perfil de provisionamento não é uma property list assinada com CMS.
        # en: Download the profile again from the developer portal.
        profile-unreadable.fix = Baixe o perfil de novo no portal do desenvolvedor.
        # en: A build setting the doctor needs refers to $(NAME) that neither the project nor its .xcconfig files define.
        build-setting-unresolved.summary = Uma build setting de que o doctor precisa se refere a $(NOME), que nem o projeto nem os .xcconfig dele definem.
        # en: Define the setting in the project or an .xcconfig it names (values from the CI environment are not seen).
        build-setting-unresolved.fix = Defina a setting no projeto ou num .xcconfig que ele nomeia (valores do ambiente de CI não são vistos).
        # en: applicationId, a suffix or an SDK level is computed in Gradle, not a literal; it is not checked.
        gradle-value-computed.summary = applicationId, um sufixo ou um nível de SDK é calculado no Gradle, não é um literal; ele não é verificado.
        # en: Nothing, or write the value as a literal to let the doctor check it.
        gradle-value-computed.fix = Nada, ou escreva o valor como literal para o doctor poder verificá-lo.
        # en: A build configuration of an app target ships without the Associated Domains entitlement while another configuration has it.
        configuration-without-entitlement.summary = Uma configuração de build de um target de app sai sem o entitlement Associated Domains, enquanto outra configuração o tem.
        # en: Set CODE_SIGN_ENTITLEMENTS for this configuration to an entitlements file with the applinks: entries.
        configuration-without-entitlement.fix = Defina CODE_SIGN_ENTITLEMENTS desta configuração para um arquivo de entitlements com as entradas applinks:.
        # en: CODE_SIGN_ENTITLEMENTS names a file that does not exist.
        entitlements-file-missing.summary = CODE_SIGN_ENTITLEMENTS nomeia um arquivo que não existe.
        # en: Fix the path (relative to the project's folder) or add the file.
        entitlements-file-missing.fix = Corrija o caminho (relativo à pasta do projeto) ou adicione o arquivo.
        # en: A host one configuration's entitlements list is missing from another configuration of the same target.
        configuration-host-missing.summary = Um host listado nos entitlements de uma configuração falta em outra configuração do mesmo target.
        # en: List the host in both entitlements files, or use one file for both configurations.
        configuration-host-missing.fix = Liste o host nos dois arquivos de entitlements, ou use um só arquivo para as duas configurações.
        # en: The bundle identifier starts with a Team-ID-shaped component (ten upper-case letters and digits): the app ID then carries the Team ID twice.
        team-id-in-bundle-id.summary = O bundle identifier começa com um componente com cara de ID da equipe (dez letras maiúsculas e dígitos): o ID do app fica com o ID da equipe duas vezes.
        # en: Remove the Team ID from the bundle identifier; Xcode adds the App ID prefix itself.
        team-id-in-bundle-id.fix = Tire o ID da equipe do bundle identifier; o Xcode acrescenta sozinho o prefixo do ID do app.
        # en: An app ID repeats its Team ID (QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop).
        doubled-team-id.summary = Um ID do app repete o ID da equipe (QX7Y2K9L3M.QX7Y2K9L3M.com.example.shop).
        # en: Write the Team ID once: QX7Y2K9L3M.com.example.shop.
        doubled-team-id.fix = Escreva o ID da equipe uma vez só: QX7Y2K9L3M.com.example.shop.
        # en: The app ID a target builds (DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER) is not listed in the association file the project declares.
        app-id-not-in-association.summary = O ID do app que um target gera (DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER) não está no arquivo de associação que o projeto declara.
        # en: Add the app ID to the manifest (or the AASA file), or build the bundle ID it lists.
        app-id-not-in-association.fix = Adicione o ID do app ao manifesto (ou ao arquivo AASA), ou gere o bundle ID que ele lista.
        # en: The provisioning profile has expired.
        profile-expired.summary = O perfil de provisionamento expirou.
        # en: Renew the profile in the developer portal.
        profile-expired.fix = Renove o perfil no portal do desenvolvedor.
        # en: The provisioning profile does not allow the Associated Domains entitlement the app's entitlements use; signing fails or drops it.
        profile-without-associated-domains.summary = O perfil de provisionamento não permite o entitlement Associated Domains que os entitlements do app usam; a assinatura falha ou o descarta.
        # en: Enable Associated Domains for the App ID, then download the profile again.
        profile-without-associated-domains.fix = Ative Associated Domains para o ID do app e baixe o perfil de novo.
        # en: The provisioning profile belongs to another team than the target's DEVELOPMENT_TEAM.
        profile-team-mismatch.summary = O perfil de provisionamento pertence a uma equipe diferente do DEVELOPMENT_TEAM do target.
        # en: Use a profile of the target's team, or correct DEVELOPMENT_TEAM.
        profile-team-mismatch.fix = Use um perfil da equipe do target, ou corrija DEVELOPMENT_TEAM.
        # en: An android:autoVerify filter also lists a scheme other than http and https (Expo's exp+slug, Facebook's fb...): Android 12+ verifies none of its hosts.
        autoverify-custom-scheme.summary = Um filtro android:autoVerify também lista um esquema diferente de http e https (exp+slug do Expo, fb... do Facebook): o Android 12+ não verifica nenhum dos hosts dele.
        # en: Move the custom scheme into an intent filter of its own, without autoVerify.
        autoverify-custom-scheme.fix = Mova o esquema personalizado para um intent filter só dele, sem autoVerify.
        # en: An android:autoVerify filter lacks ACTION_VIEW, CATEGORY_BROWSABLE or CATEGORY_DEFAULT: its hosts are not verified.
        autoverify-incomplete-filter.summary = Um filtro android:autoVerify não tem ACTION_VIEW, CATEGORY_BROWSABLE ou CATEGORY_DEFAULT: os hosts dele não são verificados.
        # en: Add <category android:name="android.intent.category.BROWSABLE" /> and DEFAULT.
        autoverify-incomplete-filter.fix = Adicione <category android:name="android.intent.category.BROWSABLE" /> e DEFAULT.
        # en: A host of an android:autoVerify filter is not a domain name; Android leaves it out of verification.
        autoverify-invalid-host.summary = Um host de um filtro android:autoVerify não é um nome de domínio; o Android o deixa fora da verificação.
        # en: Write the host alone: example.com (or *.example.com).
        autoverify-invalid-host.fix = Escreva só o host: example.com (ou *.example.com).
        # en: An android:autoVerify filter with a web scheme names no host: nothing is verified.
        autoverify-without-host.summary = Um filtro android:autoVerify com esquema web não nomeia nenhum host: nada é verificado.
        # en: Add <data android:host="example.com" />.
        autoverify-without-host.fix = Adicione <data android:host="example.com" />.
        # en: The app targets Android 11 or lower: Android verifies every web host of every filter together, and one failure fails them all.
        android-hosts-verified-together.summary = O app tem como alvo o Android 11 ou anterior: o Android verifica juntos todos os hosts web de todos os filtros, e uma falha derruba todos.
        # en: Target API 31 or higher (hosts are then verified one by one), or host assetlinks.json on every host.
        android-hosts-verified-together.fix = Use como alvo a API 31 ou superior (os hosts passam a ser verificados um a um), ou hospede o assetlinks.json em todos os hosts.
        # en: A ${placeholder} in AndroidManifest.xml is not defined as a literal in manifestPlaceholders; the doctor cannot check that value.
        manifest-placeholder-unresolved.summary = Um ${placeholder} em AndroidManifest.xml não está definido como literal em manifestPlaceholders; o doctor não consegue verificar esse valor.
        # en: Define it in manifestPlaceholders (defaultConfig, the flavor or the build type).
        manifest-placeholder-unresolved.fix = Defina-o em manifestPlaceholders (defaultConfig, o flavor ou o build type).
        # en: A pathAdvancedPattern (or a group's advanced pattern) that Android's parser refuses: the app fails to install.
        android-pattern-invalid.summary = Um pathAdvancedPattern (ou o padrão avançado de um grupo) que o parser do Android recusa: o app não instala.
        # en: Close the set or range; see the message for the exact reason.
        android-pattern-invalid.fix = Feche o conjunto ou o intervalo; veja a mensagem para o motivo exato.
        # en: A build variant's applicationId (with flavor and build-type suffixes) is not in the project's assetlinks.json or ulinks.json.
        package-not-in-assetlinks.summary = O applicationId de uma variante de build (com os sufixos de flavor e build type) não está no assetlinks.json nem no ulinks.json do projeto.
        # en: Add a statement for the package to assetlinks.json (ulinks.json "android").
        package-not-in-assetlinks.fix = Adicione uma declaração para o pacote ao assetlinks.json ("android" do ulinks.json).
        # en: A signing fingerprint is a placeholder (all zeros, one byte repeated, TODO, XX:XX:...).
        fingerprint-placeholder.summary = Uma impressão digital de assinatura é um placeholder (só zeros, um byte repetido, TODO, XX:XX:...).
        # en: Use keytool -list -v (or the Play Console's App signing page) and copy the SHA-256.
        fingerprint-placeholder.fix = Use keytool -list -v (ou a página de assinatura de app do Play Console) e copie o SHA-256.
        # en: The certificate given with --signing-cert is not among the fingerprints the project lists.
        fingerprint-not-listed.summary = O certificado passado com --signing-cert não está entre as impressões digitais que o projeto lista.
        # en: Add its SHA-256 fingerprint to assetlinks.json (ulinks.json "android").
        fingerprint-not-listed.fix = Adicione a impressão digital SHA-256 dele ao assetlinks.json ("android" do ulinks.json).
        # en: The only signing key known is Android's debug key (or the release build type signs with the debug config).
        fingerprint-debug-only.summary = A única chave de assinatura conhecida é a chave de debug do Android (ou o build type release assina com a configuração de debug).
        # en: Sign releases with your release key and list its fingerprint (and Play's app signing key).
        fingerprint-debug-only.fix = Assine os releases com a sua chave de release e liste a impressão digital dela (e a chave de assinatura de app do Play).
        # en: The certificate given looks like your own key: with Play App Signing it is the upload key, whose fingerprint devices never see.
        fingerprint-upload-key.summary = O certificado informado parece ser a sua própria chave: com a Assinatura de apps do Play ela é a chave de upload, cuja impressão digital os dispositivos nunca veem.
        # en: Also list the app signing key from Play Console > App integrity > App signing.
        fingerprint-upload-key.fix = Liste também a chave de assinatura de app em Play Console > Integridade do app > Assinatura de apps.
        # en: A PKCS#12 keystore was given; its certificates are encrypted and no dependency of the doctor reads them.
        keystore-not-read.summary = Foi passado um keystore PKCS#12; os certificados dele são criptografados e nenhuma dependência do doctor os lê.
        # en: Run keytool -exportcert -keystore FILE -alias ALIAS -file cert.der and pass --signing-cert cert.der.
        keystore-not-read.fix = Rode keytool -exportcert -keystore ARQUIVO -alias ALIAS -file cert.der e passe --signing-cert cert.der.
        # en: URLs the association file opens on iOS do not open the Android app: a path attribute or a <uri-relative-filter-group> leaves them out.
        android-blocks-ios-url.summary = URLs que o arquivo de associação abre no iOS não abrem o app Android: um atributo de caminho ou um <uri-relative-filter-group> as deixa de fora.
        # en: Align the filter's paths and groups with the routes, or exclude the URLs on iOS too.
        android-blocks-ios-url.fix = Alinhe os caminhos e grupos do filtro com as rotas, ou exclua as URLs também no iOS.
        # en: A domain of ulinks.json (or --manifest) is in no applinks: entry of the app's entitlements, or no verified Android host.
        domain-missing-from-project.summary = Um domínio do ulinks.json (ou de --manifest) não está em nenhuma entrada applinks: dos entitlements do app, nem é um host Android verificado.
        # en: Add applinks:HOST to the entitlements (and the host to the autoVerify filter); --fix-snippets prints them.
        domain-missing-from-project.fix = Adicione applinks:HOST aos entitlements (e o host ao filtro autoVerify); --fix-snippets mostra os trechos.
        # en: The app lists a domain that ulinks.json does not declare: no association file is generated for it.
        domain-not-in-manifest.summary = O app lista um domínio que o ulinks.json não declara: nenhum arquivo de associação é gerado para ele.
        # en: Add the domain to ulinks.json, or remove it from the app.
        domain-not-in-manifest.fix = Adicione o domínio ao ulinks.json, ou remova-o do app.
        # en: An app ID of ulinks.json matches no target of the project.
        manifest-app-not-built.summary = Um ID do app do ulinks.json não corresponde a nenhum target do projeto.
        # en: Check the Team ID and bundle ID, or remove the app from the manifest.
        manifest-app-not-built.fix = Confira o ID da equipe e o bundle ID, ou remova o app do manifesto.
        # en: Flutter's own deep linking (FlutterDeepLinkingEnabled / flutter_deeplinking_enabled, on by default since Flutter 3.27) is on while a link plugin handles links.
        flutter-deeplinking-conflict.summary = O deep linking próprio do Flutter (FlutterDeepLinkingEnabled / flutter_deeplinking_enabled, ligado por padrão desde o Flutter 3.27) está ativo enquanto um plugin de links trata os links.
        # en: Set FlutterDeepLinkingEnabled to false in Info.plist and flutter_deeplinking_enabled to false in AndroidManifest.xml.
        flutter-deeplinking-conflict.fix = Defina FlutterDeepLinkingEnabled como false no Info.plist e flutter_deeplinking_enabled como false no AndroidManifest.xml.
        # en: 200, but larger than {maxFileSize} bytes
        m.200-but-larger-than-bytes = 200, mas com mais de {maxFileSize} bytes
        # en: 200, but not a valid association file
        m.200-but-not-a-valid-association = 200, mas não é um arquivo de associação válido
        # en: 200 with a valid file
        m.200-with-a-valid-file = 200 com um arquivo válido
        # en: a CDATA section is never closed
        m.a-cdata-section-is-never-closed = uma seção CDATA nunca é fechada
        # en: a '}' closes no block
        m.a-closes-no-block = um '}' não fecha nenhum bloco
        # en: a CMS/PKCS#7 signed file (DER) that could not be unpacked
        m.a-cms-pkcs-7-signed-file = um arquivo assinado CMS/PKCS#7 (DER) que não pôde ser desempacotado
        # en: a /* comment is never closed
        m.a-comment-is-never-closed = um comentário /* nunca é fechado
        # en: a comment is never closed
        m.a-comment-is-never-closed.4af504 = um comentário nunca é fechado
        # en: a <data> value has an odd number of hex digits
        m.a-data-value-has-an-odd = um valor <data> tem um número ímpar de dígitos hexadecimais
        # en: a <data> value is never closed
        m.a-data-value-is-never-closed = um valor <data> nunca é fechado
        # en: a dictionary '{' is never closed
        m.a-dictionary-is-never-closed = um dicionário '{' nunca é fechado
        # en: a dynamic rule has only "/", "?", "#" and "exclude"
        m.a-dynamic-rule-has-only-and = uma regra dinâmica tem só "/", "?", "#" e "exclude"
        # en: a dynamic rule is an object, found {typeDescription}
        m.a-dynamic-rule-is-an-object = uma regra dinâmica deve ser um objeto, mas é {typeDescription}
        # en: a fingerprint is a string, found {typeDescription}
        m.a-fingerprint-is-a-string-found = uma impressão digital deve ser uma string, mas é {typeDescription}
        # en: a JavaScript module
        m.a-javascript-module = um módulo JavaScript
        # en: a Jekyll page with YAML front matter
        m.a-jekyll-page-with-yaml-front = uma página Jekyll com front matter YAML
        # en: a JSON object
        m.a-json-object = um objeto JSON
        # en: a legacy path starting with "NOT " is an exclusion; this path cannot be written for iOS 12
        m.a-legacy-path-starting-with-not = um caminho legado que começa com "NOT " é uma exclusão; este caminho não pode ser escrito para o iOS 12
        # en: a literal backslash is written \\\\
        m.a-literal-backslash-is-written = uma barra invertida literal se escreve \\\\
        # en: a manifest is a JSON object, found {typeDescription}
        m.a-manifest-is-a-json-object = um manifesto deve ser um objeto JSON, mas é {typeDescription}
        # en: a PDF document
        m.a-pdf-document = um documento PDF
        # en: a processing instruction is never closed
        m.a-processing-instruction-is-never-closed = uma instrução de processamento nunca é fechada
        # en: a quoted string is never closed
        m.a-quoted-string-is-never-closed = uma string entre aspas nunca é fechada
        # en: a relation is a string, found {typeDescription}; the whole statement is skipped
        m.a-relation-is-a-string-found = uma relação deve ser uma string, mas é {typeDescription}; a declaração inteira é ignorada
        # en: a relation is not a string
        m.a-relation-is-not-a-string = uma relação não é uma string
        # en: a second JSON value follows the first one; a file holds exactly one
        m.a-second-json-value-follows-the = um segundo valor JSON vem depois do primeiro; um arquivo contém exatamente um
        # en: a second root element
        m.a-second-root-element = um segundo elemento raiz
        # en: a self-signed certificate has no chain
        m.a-self-signed-certificate-has-no = um certificado autoassinado não tem cadeia
        # en: a sha256_cert_fingerprints entry is not a string
        m.a-sha256-cert-fingerprints-entry-is = uma entrada de sha256_cert_fingerprints não é uma string
        # en: a statement is an object, found {typeDescription}
        m.a-statement-is-an-object-found = uma declaração deve ser um objeto, mas é {typeDescription}
        # en: a statement needs a "target" object; Android skips this one
        m.a-statement-needs-a-target-object = uma declaração precisa de um objeto "target"; o Android pula esta
        # en: a statement needs "relation": ["{handleAllURLs}"]; Android skips this one
        m.a-statement-needs-relation-android-skips = uma declaração precisa de "relation": ["{handleAllURLs}"]; o Android pula esta
        # en: a string
        m.a-string = uma string
        # en: a string is never closed
        m.a-string-is-never-closed = uma string nunca é fechada
        # en: a string or an object of item patterns
        m.a-string-or-an-object-of = uma string ou um objeto de padrões de item
        # en: a string or an object of strings
        m.a-string-or-an-object-of.aa022d = uma string ou um objeto de strings
        # en: a string pattern
        m.a-string-pattern = um padrão string
        # en: a substitution variable of this rule has no values, so iOS never matches it; it is left out
        m.a-substitution-variable-of-this-rule = uma variável de substituição desta regra não tem valores, então o iOS nunca aplica a regra; ela fica de fora
        # en: a tag without a name
        m.a-tag-without-a-name = uma tag sem nome
        # en: a value in this "?" dictionary is not a string, so iOS ignores the whole dictionary and the rule matches any query
        m.a-value-in-this-dictionary-is = um valor deste dicionário "?" não é string, então o iOS ignora o dicionário inteiro e a regra corresponde a qualquer query
        # en: a web target needs "site"
        m.a-web-target-needs-site = um target web precisa de "site"
        # en: a ZIP archive
        m.a-zip-archive = um arquivo ZIP
        # en: ; accepted in developer mode, as devices with ?mode=developer entries do
        m.accepted-in-developer-mode-as-devices = ; aceito no modo developer, como fazem os dispositivos com entradas ?mode=developer
        # en: add a comma after the previous {item}
        m.add-a-comma-after-the-previous = adicione uma vírgula depois do {item} anterior
        # en: Add a detail with "appIDs": ["{app}"] to applinks.details.
        m.add-a-detail-with-appids-to = Adicione um detail com "appIDs": ["{app}"] em applinks.details.
        # en: Add <key>FlutterDeepLinkingEnabled</key><false/> to Info.plist (and flutter_deeplinking_enabled false in AndroidManifest.xml).
        m.add-key-flutterdeeplinkingenabled-key-false-to = Adicione <key>FlutterDeepLinkingEnabled</key><false/> ao Info.plist (e flutter_deeplinking_enabled false no AndroidManifest.xml).
        # en: add "percentEncoded": false, or write "{percentEncode}"
        m.add-percentencoded-false-or-write = adicione "percentEncoded": false, ou escreva "{percentEncode}"
        # en: add the closing {closeText}
        m.add-the-closing = adicione o {closeText} de fechamento
        # en: add the closing " (a line break inside a string must be written \\n)
        m.add-the-closing-a-line-break = adicione o " de fechamento (uma quebra de linha dentro de uma string se escreve \\n)
        # en: add the closing "
        m.add-the-closing.3399f8 = adicione o " de fechamento
        # en: add the closing }
        m.add-the-closing.74e742 = adicione o } de fechamento
        # en: add "{key}" to "relation", or fix the key
        m.add-to-relation-or-fix-the = adicione "{key}" a "relation", ou corrija a chave
        # en: Allow anonymous GET of the file, including for the user agent AASA-Bot/1.0.0 (bot and geo blocking, WAF rules, authentication).
        m.allow-anonymous-get-of-the-file = Permita GET anônimo do arquivo, inclusive para o user agent AASA-Bot/1.0.0 (bloqueio de bots e por região, regras de WAF, autenticação).
        # en: \ (also {joined})
        m.also = \ (também {joined})
        # en: Also list {service}:{host} if links on {host2} should open the app.
        m.also-list-if-links-on-should = Liste também {service}:{host} se os links em {host2} devem abrir o app.
        # en: an android_app target needs "package_name"
        m.an-android-app-target-needs-package = um target android_app precisa de "package_name"
        # en: an android_app target needs "sha256_cert_fingerprints"
        m.an-android-app-target-needs-sha256 = um target android_app precisa de "sha256_cert_fingerprints"
        # en: an array
        m.an-array = um array
        # en: an array '(' is never closed
        m.an-array-is-never-closed = um array '(' nunca é fechado
        # en: an array of {what}
        m.an-array-of = um array de {what}
        # en: an array of objects
        m.an-array-of-objects = um array de objetos
        # en: an array of route objects
        m.an-array-of-route-objects = um array de objetos de rota
        # en: an array of strings
        m.an-array-of-strings = um array de strings
        # en: an assetlinks.json file is a JSON array of statements, found {typeDescription}
        m.an-assetlinks-json-file-is-a = um arquivo assetlinks.json deve ser um array JSON de declarações, mas é {typeDescription}
        # en: an associatedDomains entry must be a string, found {typeDescription}
        m.an-associateddomains-entry-must-be-a = uma entrada de associatedDomains deve ser uma string, mas é {typeDescription}
        # en: an HTML page (often an error or login page served instead of the file)
        m.an-html-page-often-an-error = uma página HTML (muitas vezes uma página de erro ou de login servida no lugar do arquivo)
        # en: an include statement cannot also have "{key}"; Google's parser rejects the statement (invalid field)
        m.an-include-statement-cannot-also-have = uma declaração include não pode ter também "{key}"; o parser do Google rejeita a declaração (campo inválido)
        # en: an intentFilters entry must be an object, found {typeDescription}
        m.an-intentfilters-entry-must-be-an = uma entrada de intentFilters deve ser um objeto, mas é {typeDescription}
        # en: an object
        m.an-object = um objeto
        # en: an object mapping names to arrays of strings
        m.an-object-mapping-names-to-arrays = um objeto que mapeia nomes para arrays de strings
        # en: an object of name: [values]
        m.an-object-of-name-values = um objeto de nome: [valores]
        # en: an object with an "apps" array
        m.an-object-with-an-apps-array = um objeto com um array "apps"
        # en: an RTF document (saved by TextEdit in rich-text mode)
        m.an-rtf-document-saved-by-textedit = um documento RTF (salvo pelo TextEdit no modo de texto formatado)
        # en: an unnamed signer
        m.an-unnamed-signer = um signatário sem nome
        # en: an unrendered template with {{...}} or ${...} placeholders
        m.an-unrendered-template-with-or-placeholders = um template não renderizado, com placeholders {{...}} ou ${...}
        # en: an XML document (perhaps a property list)
        m.an-xml-document-perhaps-a-property = um documento XML (talvez uma property list)
        # en: Android: {routeLabel}: {message}
        m.android = Android: {routeLabel}: {message}
        # en: "{s}": Android has no substitution variables; "$(" is matched literally
        m.android-has-no-substitution-variables-is = "{s}": o Android não tem variáveis de substituição; "$(" é comparado literalmente
        # en: Android refuses the pattern "{pattern}": {message}
        m.android-refuses-the-pattern = o Android recusa o padrão "{pattern}": {message}
        # en: ; Android skips this statement
        m.android-skips-this-statement = ; o Android pula esta declaração
        # en: another configuration
        m.another-configuration = outra configuração
        # en: app ID "{value}" contains '*'; wildcards are never valid in an association file
        m.app-id-contains-wildcards-are-never = o ID do app "{value}" contém '*'; curingas nunca são válidos num arquivo de associação
        # en: app ID "{id}" is a placeholder (contains {String}) that was never filled in
        m.app-id-is-a-placeholder-contains = o ID do app "{id}" é um placeholder (contém {String}) que nunca foi preenchido
        # en: app ID "{value}" is a placeholder (contains {marker}) that was never filled in
        m.app-id-is-a-placeholder-contains.23a2b9 = o ID do app "{value}" é um placeholder (contém {marker}) que nunca foi preenchido
        # en: app ID is empty in {place}
        m.app-id-is-empty-in = o ID do app está vazio {place}
        # en: app ID "{value}" is invalid: {reason}
        m.app-id-is-invalid = o ID do app "{value}" é inválido: {reason}
        # en: App ID prefix "{String}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a = o prefixo do ID do app "{String}" não é um ID da equipe (10 caracteres A-Z, 0-9); só está certo para apps antigos cujo prefixo é diferente
        # en: App ID prefix "{prefix}" is not a Team ID (10 characters A-Z, 0-9); right only for old apps whose prefix differs
        m.app-id-prefix-is-not-a.9608e9 = o prefixo do ID do app "{prefix}" não é um ID da equipe (10 caracteres A-Z, 0-9); só está certo para apps antigos cujo prefixo é diferente
        # en: app ID "{description}" repeats its prefix {prefix} at the start of the bundle ID: iOS never matches it against the app {fixed} (a full app ID pasted where the bundle ID was asked for?)
        m.app-id-repeats-its-prefix-at = o ID do app "{description}" repete o prefixo {prefix} no início do bundle ID: o iOS nunca o associa ao app {fixed} (um ID do app completo colado onde se pedia o bundle ID?)
        # en: app ID strings
        m.app-id-strings = strings de ID do app
        # en: appclips entries cannot use a wildcard
        m.appclips-entries-cannot-use-a-wildcard = entradas appclips não podem usar curinga
        # en: "appIDs" is empty: this detail names no app
        m.appids-is-empty-this-detail-names = "appIDs" está vazio: este detail não nomeia nenhum app
        # en: {line}: Apple's fetchers never follow redirects
        m.apple-s-fetchers-never-follow-redirects = {line}: os servidores da Apple nunca seguem redirecionamentos
        # en: applinks ({count} app{count2})
        m.applinks-app = applinks ({count} app{count2} listado{count2})
        # en: applinks.apps must be an empty array; iOS 12 and older reject the file
        m.applinks-apps-must-be-an-empty = applinks.apps precisa ser um array vazio; o iOS 12 e anteriores rejeitam o arquivo
        # en: applinks.details is empty
        m.applinks-details-is-empty = applinks.details está vazio
        # en: applinks entries cannot name a port (:{port}); the file is always fetched from port 443
        m.applinks-entries-cannot-name-a-port = entradas applinks não podem nomear uma porta (:{port}); o arquivo é sempre buscado na porta 443
        # en: applinks has no "apps": []; iOS 12 and older reject the whole file
        m.applinks-has-no-apps-ios-12 = applinks não tem "apps": []; o iOS 12 e anteriores rejeitam o arquivo inteiro
        # en: applinks has no "details" array: no app is associated
        m.applinks-has-no-details-array-no = applinks não tem o array "details": nenhum app está associado
        # en: "applinks" lists no app
        m.applinks-lists-no-app = "applinks" não lista nenhum app
        # en: {service}.apps lists no app
        m.apps-lists-no-app = {service}.apps não lista nenhum app
        # en: assetlinks.json: {error}
        m.assetlinks-json = assetlinks.json: {error}
        # en: assetlinks.json: error[{code}]: {message}
        m.assetlinks-json-error = assetlinks.json: error[{code}]: {message}
        # en: assetlinks.json: the converted statement could not be read back
        m.assetlinks-json-the-converted-statement-could = assetlinks.json: a declaração convertida não pôde ser lida de volta
        # en: {url}: {seen}, at the legacy location only
        m.at-the-legacy-location-only = {url}: {seen}, só no local legado
        # en: at the top level
        m.at-the-top-level = no nível superior
        # en: {label} belongs to {joined}, {name} to DEVELOPMENT_TEAM {team}
        m.belongs-to-to-development-team = {label} pertence a {joined}, {name} ao DEVELOPMENT_TEAM {team}
        # en: binary data
        m.binary-data = dados binários
        # en: block comment is never closed
        m.block-comment-is-never-closed = o comentário de bloco nunca é fechado
        # en: blocks nested more than {maximumDepth} deep; the rest is not read
        m.blocks-nested-more-than-deep-the = blocos aninhados em mais de {maximumDepth} níveis; o resto não é lido
        # en: {name} builds {appID}, which {doNot} list{value}
        m.builds-which-list = {name} gera {appID}, que {doNot} listam{value}
        # en: \ (but {opens} comes first)
        m.but-comes-first = \ (mas {opens} vem antes)
        # en: byte 0x{value}
        m.byte-0x = byte 0x{value}
        # en: {parts} bytes
        m.bytes = {parts} bytes
        # en: {count} bytes, close to the {limit}-byte limit
        m.bytes-close-to-the-byte-limit = {count} bytes, perto do limite de {limit} bytes
        # en: {seen} bytes, larger than the limit of {limit} bytes
        m.bytes-larger-than-the-limit-of = {seen} bytes, acima do limite de {limit} bytes
        # en: {count} bytes (limit {limit})
        m.bytes-limit = {count} bytes (limite de {limit})
        # en: '*' can only start the host, as '*.'
        m.can-only-start-the-host-as = '*' só pode iniciar o host, como '*.'
        # en: '{written}' cannot be converted to Punycode
        m.cannot-be-converted-to-punycode = '{written}' não pode ser convertido para Punycode
        # en: cannot be read ({describe})
        m.cannot-be-read = não pode ser lido ({describe})
        # en: cannot be read ({why})
        m.cannot-be-read.79ac25 = não pode ser lido ({why})
        # en: cannot be read
        m.cannot-be-read.906328 = não pode ser lido
        # en: cannot contain a path (not even a trailing '/')
        m.cannot-contain-a-path-not-even = não pode conter um caminho (nem mesmo uma '/' final)
        # en: cannot contain a path (not even /)
        m.cannot-contain-a-path-not-even.948ba0 = não pode conter um caminho (nem mesmo /)
        # en: cannot contain login information
        m.cannot-contain-login-information = não pode conter dados de login
        # en: cannot have fragment identifiers
        m.cannot-have-fragment-identifiers = não pode ter identificadores de fragmento
        # en: cannot have query parameters
        m.cannot-have-query-parameters = não pode ter parâmetros de query
        # en: cannot read the binary: {message}
        m.cannot-read-the-binary = não foi possível ler o binário: {message}
        # en: cannot set up TLS: {error}
        m.cannot-set-up-tls = não foi possível configurar o TLS: {error}
        # en: carries login information (user@)
        m.carries-login-information-user = traz dados de login (user@)
        # en: "caseSensitive": false: Android matches case-sensitively, so URLs that differ in case are decided differently
        m.casesensitive-false-android-matches-case-sensitively = "caseSensitive": false: o Android diferencia maiúsculas de minúsculas, então URLs que só diferem nisso são decididas de forma diferente
        # en: Check the firewall: port 443 must be open to Apple's CDN.
        m.check-the-firewall-port-443-must = Confira o firewall: a porta 443 precisa estar aberta para a CDN da Apple.
        # en: Check the server's clock and the certificate's start date.
        m.check-the-server-s-clock-and = Confira o relógio do servidor e a data de início do certificado.
        # en: choose another name, e.g. "my{capitalizedFirst}"
        m.choose-another-name-e-g-my = escolha outro nome, por exemplo "my{capitalizedFirst}"
        # en: ] closes an object opened with {
        m.closes-an-object-opened-with = ] fecha um objeto aberto com {
        # en: {wrongCloseText} closes an {name} opened with {open}
        m.closes-an-opened-with = {wrongCloseText} fecha um {name} aberto com {open}
        # en: CMS signed by {signer}; current iOS reads it, plain JSON is simpler
        m.cms-signed-by-current-ios-reads = assinado com CMS por {signer}; o iOS atual lê, mas JSON puro é mais simples
        # en: CMS signed by {signer}, whose certificate names {joined}, not {host}
        m.cms-signed-by-whose-certificate-names = assinado com CMS por {signer}, cujo certificado nomeia {joined}, não {host}
        # en: CMS signed file
        m.cms-signed-file = arquivo assinado com CMS
        # en: CODE_SIGN_ENTITLEMENTS is not set
        m.code-sign-entitlements-is-not-set = CODE_SIGN_ENTITLEMENTS não está definido
        # en: complete: verified up to a trusted root
        m.complete-verified-up-to-a-trusted = completa: verificada até uma raiz confiável
        # en: "components" is empty next to {paths} legacy path(s): iOS 13+ uses the empty list and matches nothing
        m.components-is-empty-next-to-legacy = "components" está vazio ao lado de {paths} caminho(s) legado(s): o iOS 13+ usa a lista vazia e não corresponde a nada
        # en: Configure the server to send the full chain (leaf then intermediates).
        m.configure-the-server-to-send-the = Configure o servidor para enviar a cadeia completa (o certificado final e depois os intermediários).
        # en: connection refused (nothing listens on the port)
        m.connection-refused-nothing-listens-on-the = conexão recusada (nada escuta na porta)
        # en: connection timed out
        m.connection-timed-out = tempo de conexão esgotado
        # en: contains a path ('{path}'); entitlements name hosts only
        m.contains-a-path-entitlements-name-hosts = contém um caminho ('{path}'); entitlements nomeiam apenas hosts
        # en: contains the scheme '{scheme}://'
        m.contains-the-scheme = contém o esquema '{scheme}://'
        # en: contains '-' (use '_' in Java package names)
        m.contains-use-in-java-package-names = contém '-' (use '_' em nomes de pacote Java)
        # en: contains white space
        m.contains-white-space = contém espaço em branco
        # en: \ (Content-Length: {value})
        m.content-length = \ (Content-Length: {value})
        # en: control character U+{value}
        m.control-character-u = caractere de controle U+{value}
        # en: {label} covers {bundleID} but does not allow com.apple.developer.associated-domains, which {name} signs with
        m.covers-but-does-not-allow-com = {label} cobre {bundleID}, mas não permite com.apple.developer.associated-domains, com que {name} é assinado
        # en: '{raw}' covers the subdomains of {host} but not {host2} itself
        m.covers-the-subdomains-of-but-not = '{raw}' cobre os subdomínios de {host}, mas não o próprio {host2}
        # en: {encoding}, decoded to {body} bytes (the limit applies to the decoded size)
        m.decoded-to-bytes-the-limit-applies = {encoding}, decodificado em {body} bytes (o limite vale para o tamanho decodificado)
        # en: decompress the file; servers may compress only with a Content-Encoding header
        m.decompress-the-file-servers-may-compress = descompacte o arquivo; servidores só podem comprimir com um cabeçalho Content-Encoding
        # en: "defaults" apply to components only; this detail has only legacy paths
        m.defaults-apply-to-components-only-this = "defaults" vale só para components; este detail tem apenas caminhos legados
        # en: defaults carry {joined}: undocumented (Apple documents only caseSensitive and percentEncoded), but iOS applies them to every rule that lacks the key
        m.defaults-carry-undocumented-apple-documents-only = defaults traz {joined}: não documentado (a Apple documenta só caseSensitive e percentEncoded), mas o iOS aplica essas chaves a toda regra que não as tem
        # en: "details" is an object keyed by app ID (the iOS 9 form); iOS still reads it
        m.details-is-an-object-keyed-by = "details" é um objeto indexado por ID do app (a forma do iOS 9); o iOS ainda o lê
        # en: Devices in production and Apple's CDN will reject it. {trustFix}
        m.devices-in-production-and-apple-s = Dispositivos em produção e a CDN da Apple vão rejeitá-lo. {trustFix}
        # en: did not enter {display}: deeper than {depth} folders
        m.did-not-enter-deeper-than-folders = não entrou em {display}: mais fundo que {depth} pastas
        # en: did you mean "{near}"?
        m.did-you-mean = você quis dizer "{near}"?
        # en: Did you mean {guess}?
        m.did-you-mean.3fab32 = Você quis dizer {guess}?
        # en: ; did you mean "{suggestion}"?
        m.did-you-mean.838553 = ; você quis dizer "{suggestion}"?
        # en: ; did you mean "{value}"?
        m.did-you-mean.d5fe37 = ; você quis dizer "{value}"?
        # en: ; did you mean $({value})?
        m.did-you-mean.f0c8c2 = ; você quis dizer $({value})?
        # en: {joined} do not
        m.do-not = {joined} não
        # en: {sources} does not
        m.does-not = {sources} não
        # en: does not exist
        m.does-not-exist = não existe
        # en: '{host}' ends in a number but is not an IPv4 address (four numbers of 0-255)
        m.ends-in-a-number-but-is = '{host}' termina em um número, mas não é um endereço IPv4 (quatro números de 0 a 255)
        # en: has the label '{label}', which is not valid Punycode
        m.has-the-label-which-is-not = tem o rótulo '{label}', que não é Punycode válido
        # en: '{host}' is a single label (a top-level domain, not a domain of a site)
        m.is-a-single-label-a-top = '{host}' tem um só rótulo (um domínio de topo, não o domínio de um site)
        # en: Nothing to run: npx cap sync copies the config into the native projects, and the doctor reads those.
        m.nothing-to-run-npx-cap-sync = Nada a executar: npx cap sync copia a configuração para os projetos nativos, e o doctor lê esses projetos.
        # en: Run xcodegen generate, then run the doctor again.
        m.run-xcodegen-generate-then-run-the = Execute xcodegen generate e depois rode o doctor de novo.
        # en: {host} does not resolve
        m.does-not-resolve = {host} não resolve
        # en: {host} does not resolve ({dns})
        m.does-not-resolve.bb4d19 = {host} não resolve ({dns})
        # en: domain "{domain}": {error}
        m.domain = domínio "{domain}": {error}
        # en: "domains" is empty: name the hosts the links live on
        m.domains-is-empty-name-the-hosts = "domains" está vazio: nomeie os hosts onde ficam os links
        # en: "dynamic_app_link_components" is {typeDescription}, not an array of rules
        m.dynamic-app-link-components-is-not = "dynamic_app_link_components" é {typeDescription}, não um array de regras
        # en: dynamic rules apply to Android apps; this statement's target is a web site
        m.dynamic-rules-apply-to-android-apps = regras dinâmicas valem para apps Android; o target desta declaração é um site
        # en: element {key} of {displayPointer}
        m.element-of = elemento {key} de {displayPointer}
        # en: elements nested more than {maximumDepth} deep
        m.elements-nested-more-than-deep = elementos aninhados em mais de {maximumDepth} níveis
        # en: empty entry
        m.empty-entry = entrada vazia
        # en: empty statement list
        m.empty-statement-list = lista de declarações vazia
        # en: end of file
        m.end-of-file = fim do arquivo
        # en: ends with '/'
        m.ends-with = termina com '/'
        # en: entitlements: error[{code}]: {message}
        m.entitlements-error = entitlements: error[{code}]: {message}
        # en: entry {index} is a {typeName}, not a string
        m.entry-is-a-not-a-string = a entrada {index} é {typeName}, não uma string
        # en: {count} error{count2}: {first}
        m.error = {count} erro{count2}: {first}
        # en: every URL (Android 14 and older)
        m.every-url-android-14-and-older = toda URL (Android 14 e anteriores)
        # en: every URL (no dynamic rules)
        m.every-url-no-dynamic-rules = toda URL (sem regras dinâmicas)
        # en: \ every URL on the domain: it has no "/", "?" or "#" key
        m.every-url-on-the-domain-it = \ toda URL do domínio: ela não tem chave "/", "?" nem "#"
        # en: "exclude" is true or false, found {typeDescription}
        m.exclude-is-true-or-false-found = "exclude" deve ser true ou false, mas é {typeDescription}
        # en: "exclude": true
        m.exclude-true = "exclude": true
        # en: excluded by {joined}: opens in the browser
        m.excluded-by-opens-in-the-browser = excluída por {joined}: abre no navegador
        # en: excluded for {app}: opens in the browser
        m.excluded-for-opens-in-the-browser = excluída para {app}: abre no navegador
        # en: exclusion written "{prefix}"; iOS accepts it, but write "NOT " in capitals
        m.exclusion-written-ios-accepts-it-but = exclusão escrita "{prefix}"; o iOS aceita, mas escreva "NOT " em maiúsculas
        # en: Exempt the file from rate limiting.
        m.exempt-the-file-from-rate-limiting = Deixe o arquivo fora do rate limiting.
        # en: {line}: expected 200
        m.expected-200 = {line}: esperava-se 200
        # en: expected a key before ','
        m.expected-a-key-before = esperava-se uma chave antes de ','
        # en: expected a single array of statements, found {typeDescription}
        m.expected-a-single-array-of-statements = esperava-se um único array de declarações, mas é {typeDescription}
        # en: expected a value before {describeCharacter}
        m.expected-a-value-before = esperava-se um valor antes de {describeCharacter}
        # en: {label} expired on {expires}
        m.expired-on = {label} expirou em {expires}
        # en: expired on {date} ({_400} days ago)
        m.expired-on-days-ago = expirou em {date} (há {_400} dias)
        # en: expires on {date}, in {days} day{days2}
        m.expires-on-in-day = expira em {date}, daqui a {days} dia{days2}
        # en: expo.android.intentFilters must be an array, found {typeDescription}
        m.expo-android-intentfilters-must-be-an = expo.android.intentFilters deve ser um array, mas é {typeDescription}
        # en: expo.ios.associatedDomains must be an array of strings, found {typeDescription}
        m.expo-ios-associateddomains-must-be-an = expo.ios.associatedDomains deve ser um array de strings, mas é {typeDescription}
        # en: expo.ios.bundleIdentifier must be a string, found {typeDescription}
        m.expo-ios-bundleidentifier-must-be-a = expo.ios.bundleIdentifier deve ser uma string, mas é {typeDescription}
        # en: Expo's development-build scheme\ 
        m.expo-s-development-build-scheme = o esquema de development build do Expo\ 
        # en: Facebook Login's scheme\ 
        m.facebook-login-s-scheme = o esquema do Facebook Login\ 
        # en: file ends where a value was expected
        m.file-ends-where-a-value-was = o arquivo termina onde se esperava um valor
        # en: file is {bytes} bytes; Apple's fetchers reject files over {maximumFileSize} bytes (128 KB)
        m.file-is-bytes-apple-s-fetchers = o arquivo tem {bytes} bytes; os servidores da Apple rejeitam arquivos com mais de {maximumFileSize} bytes (128 KB)
        # en: file is empty
        m.file-is-empty = o arquivo está vazio
        # en: file is UTF-16 encoded (it starts with a UTF-16 byte-order mark)
        m.file-is-utf-16-encoded-it = o arquivo está em UTF-16 (começa com um BOM UTF-16)
        # en: file starts with a UTF-8 byte-order mark (EF BB BF)
        m.file-starts-with-a-utf-8 = o arquivo começa com um BOM UTF-8 (EF BB BF)
        # en: {url}: {seen} (fine: current fetchers read /.well-known/ only)
        m.fine-current-fetchers-read-well-known = {url}: {seen} (tudo bem: os servidores atuais só leem /.well-known/)
        # en: fingerprint {shown} contains white space; Android compares it as written
        m.fingerprint-contains-white-space-android-compares = a impressão digital {shown} contém espaço em branco; o Android a compara como está escrita
        # en: fingerprint {shown} has 20 bytes: a SHA-1 fingerprint; "sha256_cert_fingerprints" needs the SHA-256 one (32 bytes)
        m.fingerprint-has-20-bytes-a-sha = a impressão digital {shown} tem 20 bytes: é uma impressão SHA-1; "sha256_cert_fingerprints" precisa da SHA-256 (32 bytes)
        # en: fingerprint {shown} has lower-case hex digits; Android needs upper case
        m.fingerprint-has-lower-case-hex-digits = a impressão digital {shown} tem dígitos hexadecimais minúsculos; o Android exige maiúsculas
        # en: fingerprint {shown} has no colons between the bytes
        m.fingerprint-has-no-colons-between-the = a impressão digital {shown} não tem dois-pontos entre os bytes
        # en: fingerprint {shown} is 20 bytes without colons: a SHA-1 fingerprint; Android needs the SHA-256 one
        m.fingerprint-is-20-bytes-without-colons = a impressão digital {shown} tem 20 bytes sem dois-pontos: é uma impressão SHA-1; o Android precisa da SHA-256
        # en: fingerprint {shown} is a placeholder, not a SHA-256 fingerprint (32 colon-separated upper-case hex bytes)
        m.fingerprint-is-a-placeholder-not-a = a impressão digital {shown} é um placeholder, não uma impressão SHA-256 (32 bytes hexadecimais maiúsculos separados por dois-pontos)
        # en: fingerprint {shown} is {bytes}; a SHA-256 fingerprint is 32 colon-separated upper-case hex bytes
        m.fingerprint-is-a-sha-256-fingerprint = a impressão digital {shown} tem {bytes}; uma impressão SHA-256 tem 32 bytes hexadecimais maiúsculos separados por dois-pontos
        # en: Fix the certificate (see the TLS checks).
        m.fix-the-certificate-see-the-tls = Corrija o certificado (veja as verificações de TLS).
        # en: Flutter's deep linking is switched on here while {name} ({display}) handles links: the two compete for every link
        m.flutter-s-deep-linking-is-switched = o deep linking do Flutter está ligado aqui enquanto {name} ({display}) trata os links: os dois disputam cada link
        # en: {raw} for a signed file
        m.for-a-signed-file = {raw} para um arquivo assinado
        # en: generated file: {severity}[{code}]: {message}
        m.generated-file = arquivo gerado: {severity}[{code}]: {message}
        # en: gzip-compressed bytes
        m.gzip-compressed-bytes = bytes comprimidos com gzip
        # en: {name} handles links, and {joined} does not set FlutterDeepLinkingEnabled: Flutter 3.27 and later turn their own deep linking on by default
        m.handles-links-and-does-not-set = {name} trata os links, e {joined} não define FlutterDeepLinkingEnabled: o Flutter 3.27 e posteriores ligam o próprio deep linking por padrão
        # en: '{host}' has a character other than letters, digits, '-' and '_'
        m.has-a-character-other-than-letters = '{host}' tem um caractere que não é letra, dígito, '-' nem '_'
        # en: has a character outside A-Z a-z 0-9 _ in "{segment}"
        m.has-a-character-outside-a-z = tem um caractere fora de A-Z a-z 0-9 _ em "{segment}"
        # en: has a fragment identifier; a site is scheme://host[:port] only
        m.has-a-fragment-identifier-a-site = tem um identificador de fragmento; um site é só esquema://host[:porta]
        # en: '{host}' has a label that starts or ends with '-'
        m.has-a-label-that-starts-or = '{host}' tem um rótulo que começa ou termina com '-'
        # en: "?" has a non-string value, so iOS ignores it (any query); the rule is written without "?"
        m.has-a-non-string-value-so = "?" tem um valor que não é string, então o iOS o ignora (qualquer query); a regra é escrita sem "?"
        # en: has a segment starting with a digit ("{segment}")
        m.has-a-segment-starting-with-a = tem um segmento que começa com dígito ("{segment}")
        # en: '{host}' has an empty or over-long label
        m.has-an-empty-or-over-long = '{host}' tem um rótulo vazio ou longo demais
        # en: has an empty segment (a leading, trailing or double '.')
        m.has-an-empty-segment-a-leading = tem um segmento vazio (um '.' no início, no fim ou duplicado)
        # en: has an invalid detail "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-detail-lower-case = tem um detalhe inválido "{parts}" (só letras minúsculas, dígitos, _ e .)
        # en: has an invalid kind "{parts}" (lower-case letters, digits, _ and . only)
        m.has-an-invalid-kind-lower-case = tem um tipo inválido "{parts}" (só letras minúsculas, dígitos, _ e .)
        # en: has an invalid port "{port}"
        m.has-an-invalid-port = tem uma porta inválida "{port}"
        # en: has more than one '/'
        m.has-more-than-one = tem mais de uma '/'
        # en: has no '/': a relation is kind/detail
        m.has-no-a-relation-is-kind = não tem '/': uma relação é tipo/detalhe
        # en: {value} has no applinks: entry
        m.has-no-applinks-entry = {value} não tem nenhuma entrada applinks:
        # en: '*{written}' has no dot after the wildcard; iOS only understands '*.'
        m.has-no-dot-after-the-wildcard = '*{written}' não tem ponto depois do curinga; o iOS só entende '*.'
        # en: has no host
        m.has-no-host = não tem host
        # en: ${{name}} has no literal manifestPlaceholders value{map}
        m.has-no-literal-manifestplaceholders-value = ${{name}} não tem valor literal em manifestPlaceholders{map}
        # en: has no scheme; write https://host
        m.has-no-scheme-write-https-host = não tem esquema; escreva https://host
        # en: '{raw}' has no service prefix
        m.has-no-service-prefix = '{raw}' não tem prefixo de serviço
        # en: "{s}" has non-ASCII characters; URLs carry them percent-encoded, so it never matches
        m.has-non-ascii-characters-urls-carry = "{s}" tem caracteres não ASCII; as URLs os trazem codificados com porcentagem, então nunca corresponde
        # en: has one segment; an Android application ID has at least two (com.example)
        m.has-one-segment-an-android-application = tem um só segmento; um application ID do Android tem pelo menos dois (com.example)
        # en: has query parameters; a site is scheme://host[:port] only
        m.has-query-parameters-a-site-is = tem parâmetros de query; um site é só esquema://host[:porta]
        # en: in a component
        m.in-a-component = num componente
        # en: in a detail
        m.in-a-detail = num detail
        # en: in a statement
        m.in-a-statement = numa declaração
        # en: in a web target
        m.in-a-web-target = num target web
        # en: in an android_app target
        m.in-an-android-app-target = num target android_app
        # en: in applinks
        m.in-applinks = em applinks
        # en: '{shown}' in <data>: only hex digits belong there
        m.in-data-only-hex-digits-belong = '{shown}' em <data>: ali só cabem dígitos hexadecimais
        # en: in defaults
        m.in-defaults = em defaults
        # en: "$(" in "{source}" is not closed by ")"; it is matched literally
        m.in-is-not-closed-by-it = "$(" em "{source}" não é fechado por ")"; é comparado literalmente
        # en: in the handle_all_urls extension
        m.in-the-handle-all-urls-extension = na extensão handle_all_urls
        # en: '/' in the tag <{name}> is not followed by '>'
        m.in-the-tag-is-not-followed = '/' na tag <{name}> não é seguido de '>'
        # en: "include" {problem}
        m.include = "include" {problem}
        # en: "include" {problem}: Google refuses it (MALFORMED_CONTENT)
        m.include-google-refuses-it-malformed-content = "include" {problem}: o Google o recusa (MALFORMED_CONTENT)
        # en: "include" is an http:// URL: a secure file cannot include an insecure one, so Android ignores it
        m.include-is-an-http-url-a = "include" é uma URL http://: um arquivo seguro não pode incluir um inseguro, então o Android o ignora
        # en: "include" is an https:// URL string, found {typeDescription}
        m.include-is-an-https-url-string = "include" deve ser uma string de URL https://, mas é {typeDescription}
        # en: "include" is not a URL string
        m.include-is-not-a-url-string = "include" não é uma string de URL
        # en: "include" is not an http(s) URL: {url}
        m.include-is-not-an-http-s = "include" não é uma URL http(s): {url}
        # en: "include" is not an https:// URL: "{url}"
        m.include-is-not-an-https-url = "include" não é uma URL https://: "{url}"
        # en: '<' inside the value of {name} (write &lt;)
        m.inside-the-value-of-write-lt = '<' dentro do valor de {name} (escreva &lt;)
        # en: Install a certificate for {host} issued by a public certificate authority.
        m.install-a-certificate-for-issued-by = Instale um certificado para {host} emitido por uma autoridade certificadora pública.
        # en: Install a certificate whose subject alternative names include {host} (or *.{parent}).
        m.install-a-certificate-whose-subject-alternative = Instale um certificado cujos nomes alternativos (SAN) incluam {host} (ou *.{parent}).
        # en: invalid escape \\{trimmingQuotes} in a string
        m.invalid-escape-in-a-string = escape inválido \\{trimmingQuotes} numa string
        # en: invalid field next to "include": an include statement has no relation or target
        m.invalid-field-next-to-include-an = campo inválido ao lado de "include": uma declaração include não tem relation nem target
        # en: invalid package name "{package}"
        m.invalid-package-name = nome de pacote inválido "{package}"
        # en: invalid relation "{relation}" (expected kind/detail such as delegate_permission/common.handle_all_urls)
        m.invalid-relation-expected-kind-detail-such = relação inválida "{relation}" (esperava-se tipo/detalhe, como delegate_permission/common.handle_all_urls)
        # en: invalid UTF-8 byte 0x{hex}
        m.invalid-utf-8-byte-0x = byte UTF-8 inválido 0x{hex}
        # en: invalid UTF-8 byte 0x{hex} inside a string
        m.invalid-utf-8-byte-0x-inside = byte UTF-8 inválido 0x{hex} dentro de uma string
        # en: invisible zero-width character is not JSON whitespace
        m.invisible-zero-width-character-is-not = um caractere invisível de largura zero não é espaço em branco JSON
        # en: iOS 12 compares paths case-sensitively; drop "caseSensitive": false or set "legacy": false
        m.ios-12-compares-paths-case-sensitively = o iOS 12 compara caminhos diferenciando maiúsculas de minúsculas; tire "caseSensitive": false ou defina "legacy": false
        # en: iOS 12 compares paths percent-encoded; drop "percentEncoded": false or set "legacy": false
        m.ios-12-compares-paths-percent-encoded = o iOS 12 compara caminhos codificados com porcentagem; tire "percentEncoded": false ou defina "legacy": false
        # en: iOS 12 has no substitution variables; spell the values out or set "legacy": false
        m.ios-12-has-no-substitution-variables = o iOS 12 não tem variáveis de substituição; escreva os valores por extenso ou defina "legacy": false
        # en: iOS 12 paths decide {value} differently from the iOS 13 components
        m.ios-12-paths-decide-differently-from = os caminhos do iOS 12 decidem {value} de forma diferente dos components do iOS 13
        # en: iOS 12 paths ignore the fragment; remove "#" or set "legacy": false
        m.ios-12-paths-ignore-the-fragment = os caminhos do iOS 12 ignoram o fragmento; remova "#" ou defina "legacy": false
        # en: iOS 12 paths ignore the query; remove "?" or set "legacy": false
        m.ios-12-paths-ignore-the-query = os caminhos do iOS 12 ignoram a query; remova "?" ou defina "legacy": false
        # en: iOS 13+ uses only "components" and iOS 12 only "paths"; keep them in step
        m.ios-13-uses-only-components-and = o iOS 13+ usa só "components" e o iOS 12 só "paths"; mantenha os dois em sincronia
        # en: "{name}" is a built-in variable and cannot be redefined
        m.is-a-built-in-variable-and = "{name}" é uma variável embutida e não pode ser redefinida
        # en: "{value}" is a bundle ID without the App ID prefix (Team ID)
        m.is-a-bundle-id-without-the = "{value}" é um bundle ID sem o prefixo do ID do app (ID da equipe)
        # en: "?" is a dictionary of query parameters, found {typeDescription}
        m.is-a-dictionary-of-query-parameters = "?" deve ser um dicionário de parâmetros de query, mas é {typeDescription}
        # en: is a directory
        m.is-a-directory = é um diretório
        # en: "{s}" is a full URL; "/" matches the path only
        m.is-a-full-url-matches-the = "{s}" é uma URL completa; "/" corresponde só ao caminho
        # en: "{s}" is a literal path, not an exclusion: NOT must be followed by a space
        m.is-a-literal-path-not-an = "{s}" é um caminho literal, não uma exclusão: NOT precisa ser seguido de um espaço
        # en: is a non-HTTP URL (the scheme is http or https)
        m.is-a-non-http-url-the = é uma URL que não é HTTP (o esquema é http ou https)
        # en: {entitlementKey} is a {typeName}, not an array of strings
        m.is-a-not-an-array-of = {entitlementKey} é {typeName}, não um array de strings
        # en: "{key}" is a pattern string, found {typeDescription}
        m.is-a-pattern-string-found = "{key}" deve ser uma string de padrão, mas é {typeDescription}
        # en: "{text}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate = "{text}" é um placeholder, não a impressão digital de um certificado
        # en: "{fingerprint}" is a placeholder, not a certificate's fingerprint
        m.is-a-placeholder-not-a-certificate.929a6b = "{fingerprint}" é um placeholder, não a impressão digital de um certificado
        # en: "?": "{s}" is a string; on Android "?" is a dictionary of query parameters, and a string makes Android ignore every dynamic rule of this statement
        m.is-a-string-on-android-is = "?": "{s}" é uma string; no Android "?" é um dicionário de parâmetros de query, e uma string faz o Android ignorar todas as regras dinâmicas desta declaração
        # en: "?": "{s}" is a string pattern; Android reads "?" only as a dictionary of parameters, so the rule is left out{value}
        m.is-a-string-pattern-android-reads = "?": "{s}" é um padrão string; o Android só lê "?" como dicionário de parâmetros, então a regra fica de fora{value}
        # en: {display} is a symbolic link to a place outside the folder; not followed
        m.is-a-symbolic-link-to-a = {display} é um link simbólico para um lugar fora da pasta; não foi seguido
        # en: {id} is already listed in detail {earlier}; iOS uses only the first detail for an app, so these rules are ignored (our reading of Apple's documentation)
        m.is-already-listed-in-detail-ios = {id} já está listado no detail {earlier}; o iOS usa só o primeiro detail de um app, então estas regras são ignoradas (nossa leitura da documentação da Apple)
        # en: "{key}" is an AASA option Android does not have; Android ignores every dynamic rule of this statement
        m.is-an-aasa-option-android-does = "{key}" é uma opção do AASA que o Android não tem; o Android ignora todas as regras dinâmicas desta declaração
        # en: '{written}' is an IP address; only developer mode may use one
        m.is-an-ip-address-only-developer = '{written}' é um endereço IP; só o modo developer pode usá-lo
        # en: {file} is Android's debug certificate: release builds are signed with another key
        m.is-android-s-debug-certificate-release = {file} é o certificado de debug do Android: builds de release são assinados com outra chave
        # en: {key} is computed ({raw}); the doctor checks literals only
        m.is-computed-the-doctor-checks-literals = {key} é calculado ({raw}); o doctor só verifica literais
        # en: is empty
        m.is-empty = está vazio
        # en: {entitlementKey} is empty
        m.is-empty.2b19d7 = {entitlementKey} está vazio
        # en: {domain} is in the manifest, but Android verifies no such host for the app{isEmpty}
        m.is-in-the-manifest-but-android = {domain} está no manifesto, mas o Android não verifica esse host para o app{isEmpty}
        # en: {domain} is in the manifest, but no applinks:{host} entry is in the app's entitlements{isEmpty}
        m.is-in-the-manifest-but-no = {domain} está no manifesto, mas nenhuma entrada applinks:{host} está nos entitlements do app{isEmpty}
        # en: {app} is in the manifest, but the project's targets build {joined}
        m.is-in-the-manifest-but-the = {app} está no manifesto, mas os targets do projeto geram {joined}
        # en: {display} is JavaScript; the doctor runs none (npx expo config --json > app.config.json gives it a file to read)
        m.is-javascript-the-doctor-runs-none = {display} é JavaScript; o doctor não executa JavaScript (npx expo config --json > app.config.json dá a ele um arquivo para ler)
        # en: is larger than {limit} bytes (not read)
        m.is-larger-than-bytes-not-read = tem mais de {limit} bytes (não lido)
        # en: {app} is listed for applinks{also}
        m.is-listed-for-applinks = {app} está listado em applinks{also}
        # en: {app} is listed only for {joined}, not applinks
        m.is-listed-only-for-not-applinks = {app} está listado só em {joined}, não em applinks
        # en: is longer than 253 characters
        m.is-longer-than-253-characters = tem mais de 253 caracteres
        # en: "{host}" is not a domain name; Android leaves it out of verification
        m.is-not-a-domain-name-android = "{host}" não é um nome de domínio; o Android o deixa fora da verificação
        # en: "{s}" is not a host name: {problem}
        m.is-not-a-host-name = "{s}" não é um nome de host: {problem}
        # en: '{word}' is not a JSON number
        m.is-not-a-json-number = '{word}' não é um número JSON
        # en: '{value}' is not a mode
        m.is-not-a-mode = '{value}' não é um modo
        # en: '{digits}' is not a port number
        m.is-not-a-port-number = '{digits}' não é um número de porta
        # en: "{f}" is not a SHA-256 fingerprint (32 upper-case hex bytes separated by ':')
        m.is-not-a-sha-256-fingerprint = "{f}" não é uma impressão digital SHA-256 (32 bytes hexadecimais maiúsculos separados por ':')
        # en: '{written}' is not a valid host name: {reason}
        m.is-not-a-valid-host-name = '{written}' não é um nome de host válido: {reason}
        # en: '{raw}' is not a valid JSON number
        m.is-not-a-valid-json-number = '{raw}' não é um número JSON válido
        # en: '{text}' is not a valid URL: {reason}
        m.is-not-a-valid-url = '{text}' não é uma URL válida: {reason}
        # en: is not a valid URL (no scheme://)
        m.is-not-a-valid-url-no = não é uma URL válida (sem esquema://)
        # en: is not a valid URL (the port is not 1-65535)
        m.is-not-a-valid-url-the = não é uma URL válida (a porta não está entre 1 e 65535)
        # en: is not a valid URL (the host name)
        m.is-not-a-valid-url-the.91917e = não é uma URL válida (o nome do host)
        # en: '{bad}' is not allowed (letters, digits and '-' only)
        m.is-not-allowed-letters-digits-and = '{bad}' não é permitido (só letras, dígitos e '-')
        # en: '{bad}' is not allowed (letters, digits, '.' and '-' only)
        m.is-not-allowed-letters-digits-and.f781ad = '{bad}' não é permitido (só letras, dígitos, '.' e '-')
        # en: '?{item}' is not allowed; only ?mode= is
        m.is-not-allowed-only-mode-is = '?{item}' não é permitido; só ?mode= é
        # en: "{package}" is not an Android package name (dot-separated identifiers, at least two)
        m.is-not-an-android-package-name = "{package}" não é um nome de pacote Android (identificadores separados por pontos, pelo menos dois)
        # en: "{s}" is not an app ID of the form TEAMID.bundle.id (10-character team ID)
        m.is-not-an-app-id-of = "{s}" não é um ID do app na forma TEAMID.bundle.id (ID da equipe de 10 caracteres)
        # en: '{name}' is not an Associated Domains service
        m.is-not-an-associated-domains-service = '{name}' não é um serviço de Associated Domains
        # en: is not an http or https URL
        m.is-not-an-http-or-https = não é uma URL http ou https
        # en: '[{hostText}]' is not an IPv6 address
        m.is-not-an-ipv6-address = '[{hostText}]' não é um endereço IPv6
        # en: '{written}' is not ASCII; entitlements need the Punycode (IDNA) form
        m.is-not-ascii-entitlements-need-the = '{written}' não é ASCII; entitlements precisam da forma Punycode (IDNA)
        # en: $({name}) is not defined in substitutionVariables; it matches nothing
        m.is-not-defined-in-substitutionvariables-it = $({name}) não está definido em substitutionVariables; não corresponde a nada
        # en: {name}: $({joined}) is not defined in the project or its .xcconfig files; Xcode expands it to nothing, so {key} is '{value}' unless the build's environment defines it
        m.is-not-defined-in-the-project = {name}: $({joined}) não está definido no projeto nem nos arquivos .xcconfig dele; o Xcode o expande para nada, então {key} é '{value}' a menos que o ambiente da compilação o defina
        # en: $({name}) is not defined, so iOS never matches this rule; it is left out
        m.is-not-defined-so-ios-never = $({name}) não está definido, então o iOS nunca aplica esta regra; ela fica de fora
        # en: {fingerprint} ({subject}) is not in {joined}
        m.is-not-in = {fingerprint} ({subject}) não está em {joined}
        # en: {app} is not in the file: opens in the browser
        m.is-not-in-the-file-opens = {app} não está no arquivo: abre no navegador
        # en: '{word}' is not JSON; write false
        m.is-not-json-write-false = '{word}' não é JSON; escreva false
        # en: '{word}' is not JSON; write null
        m.is-not-json-write-null = '{word}' não é JSON; escreva null
        # en: '{word}' is not JSON; write true
        m.is-not-json-write-true = '{word}' não é JSON; escreva true
        # en: '{line}' is not KEY = value, #include or a comment
        m.is-not-key-value-include-or = '{line}' não é CHAVE = valor, #include nem um comentário
        # en: {app} is not listed for applinks{value}
        m.is-not-listed-for-applinks = {app} não está listado em applinks{value}
        # en: {app} is not listed in the file (apps: {joined})
        m.is-not-listed-in-the-file = {app} não está listado no arquivo (apps: {joined})
        # en: '{string}' is not <prefix>.<bundle ID>
        m.is-not-prefix-bundle-id = '{string}' não está na forma <prefixo>.<bundle ID>
        # en: {path} is outside the project folder (not read)
        m.is-outside-the-project-folder-not = {path} está fora da pasta do projeto (não lido)
        # en: is outside the project folder (not read)
        m.is-outside-the-project-folder-not.6c34d3 = está fora da pasta do projeto (não lido)
        # en: {entitlementsSetting} is outside the project folder (not read)
        m.is-outside-the-project-folder-not.f33861 = {entitlementsSetting} está fora da pasta do projeto (não lido)
        # en: it carries login information (user@)
        m.it-carries-login-information-user = traz dados de login (user@)
        # en: it contains white space or a control character
        m.it-contains-white-space-or-a = contém espaço em branco ou um caractere de controle
        # en: it ends with a dot
        m.it-ends-with-a-dot = termina com um ponto
        # en: it has an empty label
        m.it-has-an-empty-label = tem um rótulo vazio
        # en: it has an empty or too long label
        m.it-has-an-empty-or-too = tem um rótulo vazio ou longo demais
        # en: it has no '.' between the App ID prefix and the bundle ID
        m.it-has-no-between-the-app = não tem '.' entre o prefixo do ID do app e o bundle ID
        # en: it is empty
        m.it-is-empty = está vazio
        # en: it is longer than 253 characters
        m.it-is-longer-than-253-characters = tem mais de 253 caracteres
        # en: it is not <prefix>.<bundle ID>
        m.it-is-not-prefix-bundle-id = não está na forma <prefixo>.<bundle ID>
        # en: JSON does not allow comments
        m.json-does-not-allow-comments = JSON não permite comentários
        # en: JSON file
        m.json-file = arquivo JSON
        # en: keep one "{key}" and merge the values
        m.keep-one-and-merge-the-values = mantenha um só "{key}" e junte os valores
        # en: key "{key}" appears more than once in this object; parsers disagree on which value wins
        m.key-appears-more-than-once-in = a chave "{key}" aparece mais de uma vez neste objeto; os parsers divergem sobre qual valor vale
        # en: key '{word}' must be in double quotes
        m.key-must-be-in-double-quotes = a chave '{word}' precisa estar entre aspas duplas
        # en: keys must use double quotes ("), not single quotes (')
        m.keys-must-use-double-quotes-not = chaves precisam usar aspas duplas ("), não aspas simples (')
        # en: known keys here: {value}
        m.known-keys-here = chaves conhecidas aqui: {value}
        # en: {target} ({configuration}) lacks applinks:{joined}, which {owner} lists
        m.lacks-applinks-which-lists = {target} ({configuration}) não tem applinks:{joined}, que {owner} lista
        # en: larger than {limit} bytes: reading stopped at {body} bytes{declared}
        m.larger-than-bytes-reading-stopped-at = mais de {limit} bytes: a leitura parou em {body} bytes{declared}
        # en: larger than the limit of {limit} bytes (stopped reading after {seen} bytes)
        m.larger-than-the-limit-of-bytes = acima do limite de {limit} bytes (a leitura parou depois de {seen} bytes)
        # en: Leave room: shrink the file.
        m.leave-room-shrink-the-file = Deixe folga: reduza o arquivo.
        # en: legacy path "{path}" has '?', a one-character wildcard (kept as such): if it was meant as a query, Android, like iOS, never matches it
        m.legacy-path-has-a-one-character = o caminho legado "{path}" tem '?', um curinga de um caractere (mantido assim): se era para ser uma query, o Android, como o iOS, nunca faz a correspondência
        # en: line {line}, column {column}:\ 
        m.line-column = linha {line}, coluna {column}:\ 
        # en: List each App Clip host explicitly, e.g. appclips:{host}.
        m.list-each-app-clip-host-explicitly = Liste cada host de App Clip explicitamente, por exemplo appclips:{host}.
        # en: list each app ID in full
        m.list-each-app-id-in-full = liste cada ID do app por completo
        # en: \ (listed: {value}, a Team ID or App ID prefix mix-up?)
        m.listed-a-team-id-or-app = \ (listado: {value}; uma confusão entre ID da equipe e prefixo do ID do app?)
        # en: ; listed apps: {joined}
        m.listed-apps = ; apps listados: {joined}
        # en: "{id}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id = "{id}" parece um ID do app de exemplo da documentação
        # en: "{value}" looks like an example app ID from documentation
        m.looks-like-an-example-app-id.70e14c = "{value}" parece um ID do app de exemplo da documentação
        # en: {file} ({subject}) looks like your own key: with Play App Signing devices see the app signing key instead
        m.looks-like-your-own-key-with = {file} ({subject}) parece ser a sua própria chave: com a Assinatura de apps do Play, os dispositivos veem a chave de assinatura de app
        # en: Make the server answer TLS on port 443 (a proxy or firewall may be holding connections).
        m.make-the-server-answer-tls-on = Faça o servidor responder TLS na porta 443 (um proxy ou firewall pode estar segurando as conexões).
        # en: malformed certificate fingerprint "{text}" (32 upper-case hex pairs separated by colons)
        m.malformed-certificate-fingerprint-32-upper-case = impressão digital de certificado malformada "{text}" (32 pares hexadecimais maiúsculos separados por dois-pontos)
        # en: malformed dynamic rules
        m.malformed-dynamic-rules = regras dinâmicas malformadas
        # en: match the query with the "?" key
        m.match-the-query-with-the-key = faça a correspondência da query com a chave "?"
        # en: "?": "*" matches any query; the rule is written without "?"
        m.matches-any-query-the-rule-is = "?": "*" corresponde a qualquer query; a regra é escrita sem "?"
        # en: missing ':' after key "{key}"
        m.missing-after-key = falta ':' depois da chave "{key}"
        # en: missing '=' after the key "{key}"
        m.missing-after-the-key = falta '=' depois da chave "{key}"
        # en: missing ';' after the value of "{key}"
        m.missing-after-the-value-of = falta ';' depois do valor de "{key}"
        # en: missing ',' between array elements
        m.missing-between-array-elements = falta ',' entre elementos do array
        # en: missing comma between {name} {item}s
        m.missing-comma-between-s = falta vírgula entre {item}s de {name}
        # en: more than {domainLimit} domains are listed (this is the {domainLimit2}st)
        m.more-than-domains-are-listed-this = há mais de {domainLimit} domínios listados (este é o {domainLimit2}º)
        # en: more than {maximumElements} elements
        m.more-than-elements = mais de {maximumElements} elementos
        # en: Move (or copy) the file to /.well-known/apple-app-site-association: Apple's CDN and iOS 9.3+ read only that location.
        m.move-or-copy-the-file-to = Mova (ou copie) o arquivo para /.well-known/apple-app-site-association: a CDN da Apple e o iOS 9.3+ só leem esse local.
        # en: "{key}" must be {expected}, found {typeDescription}
        m.must-be-found = "{key}" deve ser {expected}, mas é {typeDescription}
        # en: {displayPointer} must be {expected}, found {typeDescription}
        m.must-be-found.32b71e = {displayPointer} deve ser {expected}, mas é {typeDescription}
        # en: must be {expected}, found {typeDescription}
        m.must-be-found.b51910 = deve ser {expected}, mas é {typeDescription}
        # en: "?" names {joined}: a parameter repeated in a URL is decided differently (iOS needs every occurrence to match, Android one)
        m.names-a-parameter-repeated-in-a = "?" nomeia {joined}: um parâmetro repetido numa URL é decidido de forma diferente (o iOS exige que toda ocorrência corresponda, o Android só uma)
        # en: namespace {typeDescription} is not "android_app" or "web"
        m.namespace-is-not-android-app-or = o namespace {typeDescription} não é "android_app" nem "web"
        # en: no address to connect to
        m.no-address-to-connect-to = nenhum endereço para conectar
        # en: no answer ({seen})
        m.no-answer = sem resposta ({seen})
        # en: no App ID prefix (Team ID): a bundle ID alone
        m.no-app-id-prefix-team-id = sem prefixo do ID do app (ID da equipe): só um bundle ID
        # en: no app matches: opens in the browser
        m.no-app-matches-opens-in-the = nenhum app corresponde: abre no navegador
        # en: no '.' between App ID prefix and bundle ID
        m.no-between-app-id-prefix-and = falta '.' entre o prefixo do ID do app e o bundle ID
        # en: no cipher suite in common, or the server rejected the host name (SNI) {host}
        m.no-cipher-suite-in-common-or = nenhum conjunto de cifras em comum, ou o servidor rejeitou o nome de host (SNI) {host}
        # en: no complete response
        m.no-complete-response = nenhuma resposta completa
        # en: no complete response within {format} s: timed out {phase}
        m.no-complete-response-within-s-timed = nenhuma resposta completa em {format} s: tempo esgotado {phase}
        # en: no connection to port 443: {why}
        m.no-connection-to-port-443 = sem conexão com a porta 443: {why}
        # en: no connection within {format} s
        m.no-connection-within-s = nenhuma conexão em {format} s
        # en: no Content-Type header
        m.no-content-type-header = sem cabeçalho Content-Type
        # en: no DNS names
        m.no-dns-names = sem nomes DNS
        # en: {url}: {seen} (no file at the legacy location either)
        m.no-file-at-the-legacy-location = {url}: {seen} (também não há arquivo no local legado)
        # en: {line}: no file at /.well-known/apple-app-site-association
        m.no-file-at-well-known-apple = {line}: nenhum arquivo em /.well-known/apple-app-site-association
        # en: no file (status {status})
        m.no-file-status = nenhum arquivo (status {status})
        # en: no host
        m.no-host = sem host
        # en: no package_name field
        m.no-package-name-field = sem o campo package_name
        # en: no readable file
        m.no-readable-file = nenhum arquivo legível
        # en: no relation
        m.no-relation = sem relação
        # en: no relation (the array is empty)
        m.no-relation-the-array-is-empty = sem relação (o array está vazio)
        # en: no result
        m.no-result = sem resultado
        # en: no root element
        m.no-root-element = sem elemento raiz
        # en: no route to host
        m.no-route-to-host = sem rota para o host
        # en: no rule of {app} matches: opens in the browser
        m.no-rule-of-matches-opens-in = nenhuma regra de {app} corresponde: abre no navegador
        # en: no scheme:// (write https://host/...)
        m.no-scheme-write-https-host = sem esquema:// (escreva https://host/...)
        # en: no services
        m.no-services = nenhum serviço
        # en: no sha256_cert_fingerprints field
        m.no-sha256-cert-fingerprints-field = sem o campo sha256_cert_fingerprints
        # en: no statement names {package}
        m.no-statement-names = nenhuma declaração nomeia {package}
        # en: no statement names the target
        m.no-statement-names-the-target = nenhuma declaração nomeia o target
        # en: no such file
        m.no-such-file = arquivo inexistente
        # en: no system trust store (none of {joined}): install the ca-certificates package, or pass --ca FILE
        m.no-system-trust-store-none-of = sem repositório de certificados confiáveis do sistema (nenhum de {joined}): instale o pacote ca-certificates, ou passe --ca ARQUIVO
        # en: no target specified
        m.no-target-specified = nenhum target especificado
        # en: no TLS version in common (Apple requires TLS 1.2 or later)
        m.no-tls-version-in-common-apple = nenhuma versão de TLS em comum (a Apple exige TLS 1.2 ou posterior)
        # en: no Xcode project, AndroidManifest.xml, Expo app.json or .app bundle under {path}
        m.no-xcode-project-androidmanifest-xml-expo = nenhum projeto Xcode, AndroidManifest.xml, app.json do Expo ou bundle .app dentro de {path}
        # en: non-breaking space (U+00A0) is not JSON whitespace
        m.non-breaking-space-u-00a0-is = o espaço não separável (U+00A0) não é espaço em branco JSON
        # en: not an association file
        m.not-an-association-file = não é um arquivo de associação
        # en: not <App ID prefix>.<bundle ID>
        m.not-app-id-prefix-bundle-id = não está na forma <prefixo do ID do app>.<bundle ID>
        # en: not colon-separated hex pairs
        m.not-colon-separated-hex-pairs = não são pares hexadecimais separados por dois-pontos
        # en: not evaluated: the certificate's dates already reject it
        m.not-evaluated-the-certificate-s-dates = não avaliado: as datas do certificado já o rejeitam
        # en: not fetched: Apple's fetchers reject the certificate
        m.not-fetched-apple-s-fetchers-reject = não buscado: os servidores da Apple rejeitam o certificado
        # en: not fetched: no TLS connection
        m.not-fetched-no-tls-connection = não buscado: sem conexão TLS
        # en: not read: larger than the limit
        m.not-read-larger-than-the-limit = não lido: maior que o limite
        # en: not redirected
        m.not-redirected = não redirecionado
        # en: {encoding}: not requested and not decoded
        m.not-requested-and-not-decoded = {encoding}: não pedido e não decodificado
        # en: not signed (plain JSON, as current iOS expects)
        m.not-signed-plain-json-as-current = não assinado (JSON puro, como o iOS atual espera)
        # en: not trusted: issued by {issuer}, which does not lead to a trusted root
        m.not-trusted-issued-by-which-does = não confiável: emitido por {issuer}, que não leva a uma raiz confiável
        # en: not valid before {date}
        m.not-valid-before = não é válido antes de {date}
        # en: object opened here is never closed
        m.object-opened-here-is-never-closed = o objeto aberto aqui nunca é fechado
        # en: {differing} of {opened} URLs on {host} that the association file opens on iOS do not open the app on Android: {shown}
        m.of-urls-on-that-the-association = {differing} de {opened} URLs em {host} que o arquivo de associação abre no iOS não abrem o app no Android: {shown}
        # en: only letters, digits and '-' may appear in a label
        m.only-letters-digits-and-may-appear = só letras, dígitos e '-' podem aparecer num rótulo
        # en: '{written}' only resolves on the device itself; only developer mode may use it
        m.only-resolves-on-the-device-itself = '{written}' só resolve no próprio dispositivo; só o modo developer pode usá-lo
        # en: {name} opened here is never closed
        m.opened-here-is-never-closed = {name} aberto aqui nunca é fechado
        # en: opens {app}
        m.opens = abre {app}
        # en: opens {opens}
        m.opens.924f99 = abre {opens}
        # en: package name "{name}" {problem}
        m.package-name = nome de pacote "{name}" {problem}
        # en: "package_name" is a string, found {typeDescription}
        m.package-name-is-a-string-found = "package_name" deve ser uma string, mas é {typeDescription}
        # en: \ (packages listed: {joined})
        m.packages-listed = \ (pacotes listados: {joined})
        # en: path "{s}" contains '?' before name=value: '?' is a one-character wildcard and legacy paths ignore the query
        m.path-contains-before-name-value-is = o caminho "{s}" contém '?' antes de nome=valor: '?' é um curinga de um caractere e caminhos legados ignoram a query
        # en: path "{s}" contains '#'; legacy paths are matched against the path only
        m.path-contains-legacy-paths-are-matched = o caminho "{s}" contém '#'; caminhos legados são comparados só com o caminho
        # en: path "{s}" is a full URL; legacy paths match the path only
        m.path-is-a-full-url-legacy = o caminho "{s}" é uma URL completa; caminhos legados correspondem só ao caminho
        # en: path pattern "{s}" contains '?' before name=value: here '?' is a one-character wildcard, not a query
        m.path-pattern-contains-before-name-value = o padrão de caminho "{s}" contém '?' antes de nome=valor: aqui '?' é um curinga de um caractere, não uma query
        # en: path pattern "{s}" does not start with '/': iOS reads it as "/{s2}"
        m.path-pattern-does-not-start-with = o padrão de caminho "{s}" não começa com '/': o iOS o lê como "/{s2}"
        # en: path pattern "{s}" is a full URL; patterns match the path only
        m.path-pattern-is-a-full-url = o padrão de caminho "{s}" é uma URL completa; os padrões correspondem só ao caminho
        # en: pattern "{s}" has non-ASCII characters but percentEncoded is true: URLs carry them percent-encoded, so it never matches
        m.pattern-has-non-ascii-characters-but = o padrão "{s}" tem caracteres não ASCII, mas percentEncoded é true: as URLs os trazem codificados com porcentagem, então nunca corresponde
        # en: pattern "{pattern}" has '$(' without a closing ')'
        m.pattern-has-without-a-closing = o padrão "{pattern}" tem '$(' sem o ')' de fechamento
        # en: "{k}" pattern "{s}" starts with '{k2}', which is not part of the URL's {k3}
        m.pattern-starts-with-which-is-not = o padrão "{k}" "{s}" começa com '{k2}', que não faz parte do {k3} da URL
        # en: pattern uses $({name}), which is neither defined in substitutionVariables nor a built-in; the rule never matches{value}
        m.pattern-uses-which-is-neither-defined = o padrão usa $({name}), que não está definido em substitutionVariables nem é embutido; a regra nunca corresponde{value}
        # en: "percentEncoded": false: Android compares URLs as written (percent-encoded), so encoded characters are decided differently
        m.percentencoded-false-android-compares-urls-as = "percentEncoded": false: o Android compara as URLs como escritas (codificadas com porcentagem), então caracteres codificados são decididos de forma diferente
        # en: permission denied
        m.permission-denied = permissão negada
        # en: {keystore}: print its certificate's SHA-256 with keytool -list -v -keystore {keystore2}, or export it with keytool -exportcert -keystore {keystore3} -alias ALIAS -file cert.der and pass --signing-cert cert.der
        m.print-its-certificate-s-sha-256 = {keystore}: mostre o SHA-256 do certificado com keytool -list -v -keystore {keystore2}, ou exporte-o com keytool -exportcert -keystore {keystore3} -alias ALIAS -file cert.der e passe --signing-cert cert.der
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with {first}, shaped like a Team ID: the app ID becomes {team}.{bundleID2}
        m.product-bundle-identifier-starts-with-shaped = {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} começa com {first}, com cara de ID da equipe: o ID do app vira {team}.{bundleID2}
        # en: {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} starts with the Team ID {team}: the app ID is {team2}.{bundleID2}
        m.product-bundle-identifier-starts-with-the = {name}: PRODUCT_BUNDLE_IDENTIFIER {bundleID} começa com o ID da equipe {team}: o ID do app é {team2}.{bundleID2}
        # en: Publish an A or AAAA record for {host}.
        m.publish-an-a-or-aaaa-record = Publique um registro A ou AAAA para {host}.
        # en: publish the JSON object itself, not code that exports it
        m.publish-the-json-object-itself-not = publique o próprio objeto JSON, não o código que o exporta
        # en: Put '*.' at the start of the host, or list each host.
        m.put-at-the-start-of-the = Coloque '*.' no início do host, ou liste cada host.
        # en: Put the file at /.well-known/apple-app-site-association (no extension) and check the server's rules for dot-folders.
        m.put-the-file-at-well-known = Coloque o arquivo em /.well-known/apple-app-site-association (sem extensão) e confira as regras do servidor para pastas que começam com ponto.
        # en: put the include and the statement in two separate objects
        m.put-the-include-and-the-statement = coloque o include e a declaração em dois objetos separados
        # en: query parameter "{name}": "{pattern}" accepts an absent parameter on iOS; on Android the parameter must be present
        m.query-parameter-accepts-an-absent-parameter = parâmetro de query "{name}": "{pattern}" aceita um parâmetro ausente no iOS; no Android o parâmetro precisa estar presente
        # en: query parameters with "*" constrain nothing on iOS and are left out
        m.query-parameters-with-constrain-nothing-on = parâmetros de query com "*" não restringem nada no iOS e ficam de fora
        # en: {line}: rate limited
        m.rate-limited = {line}: bloqueado por rate limiting
        # en: raw control character U+{hex} inside a string; escape it
        m.raw-control-character-u-inside-a = caractere de controle literal U+{hex} dentro de uma string; use um escape
        # en: redirect without a Location header
        m.redirect-without-a-location-header = redirecionamento sem cabeçalho Location
        # en: refused: {host} resolves to the internal address {address} (a server's redirect cannot make the checker reach internal services; --resolve allows it)
        m.refused-resolves-to-the-internal-address = recusado: {host} resolve para o endereço interno {address} (um redirecionamento do servidor não pode fazer o verificador alcançar serviços internos; --resolve permite)
        # en: rejected, and the server presented no readable certificate
        m.rejected-and-the-server-presented-no = rejeitado, e o servidor não apresentou nenhum certificado legível
        # en: rejected: the certificate is outside its validity period (issued by {issuer})
        m.rejected-the-certificate-is-outside-its = rejeitado: o certificado está fora do período de validade (emitido por {issuer})
        # en: "relation_extensions" has "{key}", which is not in this statement's "relation" list; Android ignores it
        m.relation-extensions-has-which-is-not = "relation_extensions" tem "{key}", que não está na lista "relation" desta declaração; o Android o ignora
        # en: "relation_extensions" is an object keyed by relation, found {typeDescription}
        m.relation-extensions-is-an-object-keyed = "relation_extensions" deve ser um objeto indexado por relação, mas é {typeDescription}
        # en: "relation" is a non-empty array of strings such as "{handleAllURLs}", found {value}
        m.relation-is-a-non-empty-array = "relation" deve ser um array não vazio de strings como "{handleAllURLs}", mas é {value}
        # en: "relation" is not an array
        m.relation-is-not-an-array = "relation" não é um array
        # en: relation "{relation}" is not one Android or Chrome acts on{value}
        m.relation-is-not-one-android-or = a relação "{relation}" não é uma com que o Android ou o Chrome façam algo{value}
        # en: relation "{relation}" {problem}; the whole statement is skipped
        m.relation-the-whole-statement-is-skipped = a relação "{relation}" {problem}; a declaração inteira é ignorada
        # en: Remove ':{digits}'.
        m.remove = Remova ':{digits}'.
        # en: Remove :{port} and serve the file on port 443.
        m.remove-and-serve-the-file-on = Remova :{port} e sirva o arquivo na porta 443.
        # en: remove "{key}": Android matches case-sensitively, as written (percent-encoded)
        m.remove-android-matches-case-sensitively-as = remova "{key}": o Android diferencia maiúsculas de minúsculas e compara como está escrito (codificado com porcentagem)
        # en: Remove '{path}'; choose paths in the apple-app-site-association file instead.
        m.remove-choose-paths-in-the-apple = Remova '{path}'; escolha os caminhos no arquivo apple-app-site-association.
        # en: Remove one of them.
        m.remove-one-of-them = Remova uma delas.
        # en: remove the comma after the last {item}
        m.remove-the-comma-after-the-last = remova a vírgula depois do último {item}
        # en: remove the enclosing [ and ]
        m.remove-the-enclosing-and = remova o [ e o ] que envolvem o conteúdo
        # en: remove the front matter, or put the file under a folder Jekyll copies verbatim
        m.remove-the-front-matter-or-put = remova o front matter, ou coloque o arquivo numa pasta que o Jekyll copia sem alterar
        # en: Remove the spaces: iOS reads the entry literally.
        m.remove-the-spaces-ios-reads-the = Remova os espaços: o iOS lê a entrada literalmente.
        # en: Remove the trailing slash: {text}.
        m.remove-the-trailing-slash = Remova a barra final: {text}.
        # en: Remove '{item}'.
        m.remove.b36561 = Remova '{item}'.
        # en: rename "{key}" to "{suggestion}"
        m.rename-to = renomeie "{key}" para "{suggestion}"
        # en: render the template before publishing
        m.render-the-template-before-publishing = renderize o template antes de publicar
        # en: render the template before publishing, or write the real value
        m.render-the-template-before-publishing-or = renderize o template antes de publicar, ou escreva o valor real
        # en: Renew the certificate (and automate renewal).
        m.renew-the-certificate-and-automate-renewal = Renove o certificado (e automatize a renovação).
        # en: Renew the certificate before it expires.
        m.renew-the-certificate-before-it-expires = Renove o certificado antes que ele expire.
        # en: '{raw}' repeats entry {index} ('{raw2}')
        m.repeats-entry = '{raw}' repete a entrada {index} ('{raw2}')
        # en: {what} {appID} repeats the Team ID {parts}
        m.repeats-the-team-id = {what} {appID} repete o ID da equipe {parts}
        # en: \ (--resolve {value})
        m.resolve = \ (--resolve {value})
        # en: {host} resolves{overridden}
        m.resolves = {host} resolve{overridden}
        # en: {host} resolves to no address
        m.resolves-to-no-address = {host} não resolve para nenhum endereço
        # en: route {map}: {value}
        m.route = rota {map}: {value}
        # en: route {value}
        m.route.3cb767 = rota {value}
        # en: rule {pointer}
        m.rule = regra {pointer}
        # en: Run ulinks validate on the file and fix every error.
        m.run-ulinks-validate-on-the-file = Rode ulinks validate no arquivo e corrija todos os erros.
        # en: Run ulinks validate on the file.
        m.run-ulinks-validate-on-the-file.e1a94b = Rode ulinks validate no arquivo.
        # en: save as plain text (TextEdit: Format > Make Plain Text) with straight quotes
        m.save-as-plain-text-textedit-format = salve como texto simples (TextEdit: Formatar > Converter em Texto Simples) com aspas retas
        # en: save the file as UTF-8
        m.save-the-file-as-utf-8 = salve o arquivo como UTF-8
        # en: save the file as UTF-8 without a byte-order mark
        m.save-the-file-as-utf-8.d22a2a = salve o arquivo como UTF-8 sem BOM
        # en: self-signed ({subject}): no system trusts it
        m.self-signed-no-system-trusts-it = autoassinado ({subject}): nenhum sistema confia nele
        # en: Send Content-Type: application/pkcs7-mime for a CMS signed file.
        m.send-content-type-application-pkcs7-mime = Envie Content-Type: application/pkcs7-mime para um arquivo assinado com CMS.
        # en: Send Content-Type: {expected}; current fetchers tolerate others, iOS 8 and many validators reject them.
        m.send-content-type-current-fetchers-tolerate = Envie Content-Type: {expected}; os servidores atuais toleram outros, mas o iOS 8 e muitos validadores os rejeitam.
        # en: Send Content-Type: {expected}; current iOS tolerates its absence, older iOS and many validators do not.
        m.send-content-type-current-ios-tolerates = Envie Content-Type: {expected}; o iOS atual tolera a ausência, versões antigas do iOS e muitos validadores não.
        # en: Serve HTTPS on port 443.
        m.serve-https-on-port-443 = Sirva HTTPS na porta 443.
        # en: Serve HTTPS on port 443 and let Apple's CDN (any address) through the firewall.
        m.serve-https-on-port-443-and = Sirva HTTPS na porta 443 e libere a CDN da Apple (qualquer endereço) no firewall.
        # en: Serve the file as a complete HTTP response with a correct Content-Length.
        m.serve-the-file-as-a-complete = Sirva o arquivo como uma resposta HTTP completa, com um Content-Length correto.
        # en: Serve the file as a static file; fix the server error.
        m.serve-the-file-as-a-static = Sirva o arquivo como arquivo estático; corrija o erro do servidor.
        # en: Serve the file as a static file close to the edge; slow answers time out.
        m.serve-the-file-as-a-static.73f010 = Sirva o arquivo como arquivo estático perto da borda; respostas lentas estouram o tempo.
        # en: Serve the file directly at {url} with status 200; Apple does not follow the redirect.
        m.serve-the-file-directly-at-with = Sirva o arquivo diretamente em {url} com status 200; a Apple não segue o redirecionamento.
        # en: Serve the file itself with status 200 at this exact URL, without redirecting.
        m.serve-the-file-itself-with-status = Sirva o próprio arquivo com status 200 exatamente nesta URL, sem redirecionar.
        # en: Serve the file quickly and completely (a static file, not a slow backend); Apple's fetchers give up.
        m.serve-the-file-quickly-and-completely = Sirva o arquivo rápido e por completo (um arquivo estático, não um backend lento); os servidores da Apple desistem.
        # en: Serve the file uncompressed or gzip-encoded only when the request accepts it.
        m.serve-the-file-uncompressed-or-gzip = Sirva o arquivo sem compressão, ou com gzip só quando a requisição aceitar.
        # en: Serve the file with status 200.
        m.serve-the-file-with-status-200 = Sirva o arquivo com status 200.
        # en: Serve the file with status 200 instead.
        m.serve-the-file-with-status-200.011263 = Em vez disso, sirva o arquivo com status 200.
        # en: serve the included file over https
        m.serve-the-included-file-over-https = sirva o arquivo incluído por https
        # en: serve the JSON file itself at this path with status 200 and Content-Type application/json
        m.serve-the-json-file-itself-at = sirva o próprio arquivo JSON neste caminho, com status 200 e Content-Type application/json
        # en: Serve TLS 1.2 or later with a certificate for {host} on port 443.
        m.serve-tls-1-2-or-later = Sirva TLS 1.2 ou posterior com um certificado para {host} na porta 443.
        # en: {line}: server error
        m.server-error = {line}: erro do servidor
        # en: Set CODE_SIGN_ENTITLEMENTS for {configuration} to {entitlements} (or one with the same applinks: entries).
        m.set-code-sign-entitlements-for-to = Defina CODE_SIGN_ENTITLEMENTS de {configuration} como {entitlements} (ou um com as mesmas entradas applinks:).
        # en: "sha256_cert_fingerprints" is a non-empty array of fingerprints, found {value}
        m.sha256-cert-fingerprints-is-a-non = "sha256_cert_fingerprints" deve ser um array não vazio de impressões digitais, mas é {value}
        # en: sha256_cert_fingerprints is not an array
        m.sha256-cert-fingerprints-is-not-an = sha256_cert_fingerprints não é um array
        # en: sha256_cert_fingerprints must contain at least one certificate
        m.sha256-cert-fingerprints-must-contain-at = sha256_cert_fingerprints precisa conter pelo menos um certificado
        # en: {target} ({configuration}) ships without the Associated Domains entitlement: {why}, while {configuration2} lists applinks:{joined}
        m.ships-without-the-associated-domains-entitlement = {target} ({configuration}) sai sem o entitlement Associated Domains: {why}, enquanto {configuration2} lista applinks:{joined}
        # en: Shrink the file below 128 KB: merge rules with wildcards, drop unused apps, remove whitespace.
        m.shrink-the-file-below-128-kb = Reduza o arquivo para menos de 128 KB: junte regras com curingas, tire apps não usados, remova espaços em branco.
        # en: sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON
        m.sign-with-openssl-smime-sign-nodetach = assine com openssl smime -sign -nodetach -outform DER, ou sirva JSON puro
        # en: Sign with the TLS identity of {host}, or serve plain JSON (iOS 9 and later do not need a signature).
        m.sign-with-the-tls-identity-of = Assine com a identidade TLS de {host}, ou sirva JSON puro (o iOS 9 e posteriores não precisam de assinatura).
        # en: \ (signed entitlements)
        m.signed-entitlements = \ (entitlements assinados)
        # en: site "{text}" {problem}
        m.site = site "{text}" {problem}
        # en: "site" is a URL string, found {typeDescription}
        m.site-is-a-url-string-found = "site" deve ser uma string de URL, mas é {typeDescription}
        # en: '&' starts no entity (write &amp;)
        m.starts-no-entity-write-amp = '&' não inicia nenhuma entidade (escreva &amp;)
        # en: "{s}" starts with '#', which is not part of the fragment: it must match a literal '#'
        m.starts-with-which-is-not-part = "{s}" começa com '#', que não faz parte do fragmento: ele precisa corresponder a um '#' literal
        # en: statement dropped: {why}
        m.statement-dropped = declaração descartada: {why}
        # en: statement {index} of {source} names the target for {joined}, not {relation}
        m.statement-of-names-the-target-for = a declaração {index} de {source} nomeia o target para {joined}, não para {relation}
        # en: statement {index} of {source} names {package} with fingerprint{listed} {joined}, not {joined2}
        m.statement-of-names-with-fingerprint-not = a declaração {index} de {source} nomeia {package} com a(s) impressão(ões) digital(is) {joined}, não {joined2}
        # en: stopped after {entries} files and folders, in {display}
        m.stopped-after-files-and-folders-in = parou depois de {entries} arquivos e pastas, em {display}
        # en: stopped reading: the byte budget ({totalBytes} bytes) for the folder is spent
        m.stopped-reading-the-byte-budget-bytes = a leitura parou: o orçamento de bytes ({totalBytes} bytes) da pasta acabou
        # en: string is never closed
        m.string-is-never-closed = a string nunca é fechada
        # en: string is not closed before the end of the line
        m.string-is-not-closed-before-the = a string não é fechada antes do fim da linha
        # en: strings must use double quotes ("), not single quotes (')
        m.strings-must-use-double-quotes-not = strings precisam usar aspas duplas ("), não aspas simples (')
        # en: subdomains of {host} (not {host2} itself)
        m.subdomains-of-not-itself = subdomínios de {host} (não o próprio {host2})
        # en: substitution variable "{name}" has no values; patterns using it never match
        m.substitution-variable-has-no-values-patterns = a variável de substituição "{name}" não tem valores; padrões que a usam nunca correspondem
        # en: substitution variable "{name}" is never used
        m.substitution-variable-is-never-used = a variável de substituição "{name}" nunca é usada
        # en: substitution variable name "{name}" is invalid: it must be non-empty and contain no $, ( or )
        m.substitution-variable-name-is-invalid-it = o nome de variável de substituição "{name}" é inválido: ele não pode ser vazio nem conter $, ( ou )
        # en: substitution variable "{name}" redefines the built-in $({name2})
        m.substitution-variable-redefines-the-built-in = a variável de substituição "{name}" redefine a embutida $({name2})
        # en: substitution variables expanded into {total} rules
        m.substitution-variables-expanded-into-rules = variáveis de substituição expandidas em {total} regras
        # en: "target" is an object, found {typeDescription}; Android skips this statement
        m.target-is-an-object-found-android = "target" deve ser um objeto, mas é {typeDescription}; o Android ignora esta declaração
        # en: text after the IPv6 address
        m.text-after-the-ipv6-address = texto depois do endereço IPv6
        # en: text after the root element
        m.text-after-the-root-element = texto depois do elemento raiz
        # en: text before the root element
        m.text-before-the-root-element = texto antes do elemento raiz
        # en: the Android app "{package}" has no signing-certificate fingerprint
        m.the-android-app-has-no-signing = o app Android "{package}" não tem impressão digital de certificado de assinatura
        # en: the app lists {host}, which the manifest's domains do not declare
        m.the-app-lists-which-the-manifest = o app lista {host}, que os domínios do manifesto não declaram
        # en: the attribute {name} appears twice in <{name2}>
        m.the-attribute-appears-twice-in = o atributo {name} aparece duas vezes em <{name2}>
        # en: the attribute {name} has no '=' and value
        m.the-attribute-has-no-and-value = o atributo {name} não tem '=' nem valor
        # en: the binary has no code signature (no LC_CODE_SIGNATURE)
        m.the-binary-has-no-code-signature = o binário não tem assinatura de código (sem LC_CODE_SIGNATURE)
        # en: the binary property list is damaged
        m.the-binary-property-list-is-damaged = a property list binária está danificada
        # en: the binary's code signature has no entitlements blob (was it signed with entitlements?)
        m.the-binary-s-code-signature-has = a assinatura de código do binário não tem blob de entitlements (ele foi assinado com entitlements?)
        # en: the block {name} is never closed
        m.the-block-is-never-closed = o bloco {name} nunca é fechado
        # en: the build configuration {string} is not defined in the file
        m.the-build-configuration-is-not-defined = a configuração de build {string} não está definida no arquivo
        # en: the {path} build type signs with the debug key ({raw}): its fingerprint is the debug keystore's
        m.the-build-type-signs-with-the = o build type {path} assina com a chave de debug ({raw}): a impressão digital dele é a do keystore de debug
        # en: the certificate is for {names}, not {host}
        m.the-certificate-is-for-not = o certificado é para {names}, não para {host}
        # en: the certificate names {host}
        m.the-certificate-names = o certificado nomeia {host}
        # en: the chain ends at {subject}, which is not a trusted root
        m.the-chain-ends-at-which-is = a cadeia termina em {subject}, que não é uma raiz confiável
        # en: the closing tag </{closing}> has no '>'
        m.the-closing-tag-has-no = a tag de fechamento </{closing}> não tem '>'
        # en: the CMS envelope cannot be read: {message}
        m.the-cms-envelope-cannot-be-read = o envelope CMS não pode ser lido: {message}
        # en: the codesign entitlements text is not nested as codesign prints it
        m.the-codesign-entitlements-text-is-not = o texto de entitlements do codesign não está aninhado como o codesign o imprime
        # en: the configuration list {listID} is not defined in the file
        m.the-configuration-list-is-not-defined = a lista de configurações {listID} não está definida no arquivo
        # en: the connection failed: {why}
        m.the-connection-failed = a conexão falhou: {why}
        # en: the DOCTYPE is never closed
        m.the-doctype-is-never-closed = o DOCTYPE nunca é fechado
        # en: the element <{name}> is never closed
        m.the-element-is-never-closed = o elemento <{name}> nunca é fechado
        # en: the entitlements have no {entitlementKey} key
        m.the-entitlements-have-no-key = os entitlements não têm a chave {entitlementKey}
        # en: the extension of "{key}" is an object, found {typeDescription}
        m.the-extension-of-is-an-object = a extensão de "{key}" deve ser um objeto, mas é {typeDescription}
        # en: the file
        m.the-file = o arquivo
        # en: the file declares no service: applinks, webcredentials, appclips or activitycontinuation
        m.the-file-declares-no-service-applinks = o arquivo não declara nenhum serviço: applinks, webcredentials, appclips ou activitycontinuation
        # en: the file ends where a value was expected
        m.the-file-ends-where-a-value = o arquivo termina onde se esperava um valor
        # en: the file is a JSON array (an assetlinks.json statement list?); an apple-app-site-association file is a JSON object
        m.the-file-is-a-json-array = o arquivo é um array JSON (uma lista de declarações do assetlinks.json?); um arquivo apple-app-site-association é um objeto JSON
        # en: the file is a ZIP archive (an .ipa?); pass it to ulinks doctor, or pass the app's binary
        m.the-file-is-a-zip-archive = o arquivo é um ZIP (um .ipa?); passe-o para ulinks doctor, ou passe o binário do app
        # en: the file is {bytes} bytes; keep it under {maximumFileSize}
        m.the-file-is-bytes-keep-it = o arquivo tem {bytes} bytes; mantenha-o abaixo de {maximumFileSize}
        # en: the file is empty
        m.the-file-is-empty = o arquivo está vazio
        # en: the file is not a property list (XML or binary)
        m.the-file-is-not-a-property = o arquivo não é uma property list (XML ou binária)
        # en: the file is not a valid association file with an "applinks" service
        m.the-file-is-not-a-valid = o arquivo não é um arquivo de associação válido com um serviço "applinks"
        # en: the file is not JSON
        m.the-file-is-not-json = o arquivo não é JSON
        # en: the file is served on port 443; remove the port
        m.the-file-is-served-on-port = o arquivo é servido na porta 443; remova a porta
        # en: the file is too large for the full "rule can never fire" check ({limit} units of work): it stopped early, so some unreachable rules may not be reported
        m.the-file-is-too-large-for = o arquivo é grande demais para a verificação completa de "regra que nunca dispara" ({limit} unidades de trabalho): ela parou antes, então algumas regras inalcançáveis podem não ser relatadas
        # en: the file is UTF-16; save it as UTF-8
        m.the-file-is-utf-16-save = o arquivo está em UTF-16; salve-o como UTF-8
        # en: The file lists {near}: the App ID prefix differs. Use the app's application-identifier prefix, which is not always the Team ID.
        m.the-file-lists-the-app-id = O arquivo lista {near}: o prefixo do ID do app é diferente. Use o prefixo do application-identifier do app, que nem sempre é o ID da equipe.
        # en: the file looks like JSON, not a property list
        m.the-file-looks-like-json-not = o arquivo parece JSON, não uma property list
        # en: the file must be JSON
        m.the-file-must-be-json = o arquivo precisa ser JSON
        # en: the file must be UTF-8 JSON
        m.the-file-must-be-utf-8 = o arquivo precisa ser JSON em UTF-8
        # en: the host {problem}
        m.the-host = o host {problem}
        # en: the host '{hostText}' is not a valid name
        m.the-host-is-not-a-valid = o host '{hostText}' não é um nome válido
        # en: the host is written as a URL ('//')
        m.the-host-is-written-as-a = o host está escrito como URL ('//')
        # en: the IPv6 address has no closing ']'
        m.the-ipv6-address-has-no-closing = o endereço IPv6 não tem o ']' de fechamento
        # en: the label '{label}' is longer than 63 characters
        m.the-label-is-longer-than-63 = o rótulo '{label}' tem mais de 63 caracteres
        # en: the label '{label}' is not valid Punycode
        m.the-label-is-not-valid-punycode = o rótulo '{label}' não é Punycode válido
        # en: the label '{label}' starts or ends with '-'
        m.the-label-starts-or-ends-with = o rótulo '{label}' começa ou termina com '-'
        # en: the list has no valid statement
        m.the-list-has-no-valid-statement = a lista não tem nenhuma declaração válida
        # en: the list is {bytes} bytes, over the {maximumSize}-byte limit
        m.the-list-is-bytes-over-the = a lista tem {bytes} bytes, acima do limite de {maximumSize} bytes
        # en: the list is not valid JSON{first}
        m.the-list-is-not-valid-json = a lista não é JSON válido{first}
        # en: the manifest has no "domains"
        m.the-manifest-has-no-domains = o manifesto não tem "domains"
        # en: the manifest has no "routes"
        m.the-manifest-has-no-routes = o manifesto não tem "routes"
        # en: the manifest has no "version" (write "version": 1)
        m.the-manifest-has-no-version-write = o manifesto não tem "version" (escreva "version": 1)
        # en: the manifest names no app: add "apps" (iOS) or "android"
        m.the-manifest-names-no-app-add = o manifesto não nomeia nenhum app: adicione "apps" (iOS) ou "android"
        # en: the manifest's app
        m.the-manifest-s-app = o app do manifesto
        # en: the number {raw}
        m.the-number = o número {raw}
        # en: the port '{portText}' is not 1-65535
        m.the-port-is-not-1-65535 = a porta '{portText}' não está entre 1 e 65535
        # en: the profile "{value}"
        m.the-profile = o perfil "{value}"
        # en: the profile
        m.the-profile.2b170c = o perfil
        # en: the project file has no "objects" dictionary
        m.the-project-file-has-no-objects = o arquivo de projeto não tem o dicionário "objects"
        # en: the project file's rootObject names no object
        m.the-project-file-s-rootobject-names = o rootObject do arquivo de projeto não nomeia nenhum objeto
        # en: the property list's root is not a dictionary
        m.the-property-list-s-root-is = a raiz da property list não é um dicionário
        # en: the route name is empty
        m.the-route-name-is-empty = o nome da rota está vazio
        # en: the route name "{name}" is used twice
        m.the-route-name-is-used-twice = o nome de rota "{name}" é usado duas vezes
        # en: the rule's substitution variables stand for more than {maximumExpansion} combinations; Android has no variables, so the rule is left out
        m.the-rule-s-substitution-variables-stand = as variáveis de substituição da regra representam mais de {maximumExpansion} combinações; o Android não tem variáveis, então a regra fica de fora
        # en: the scheme\ 
        m.the-scheme = o esquema\ 
        # en: the scheme is not http or https
        m.the-scheme-is-not-http-or = o esquema não é http nem https
        # en: the server accepted the connection but did not complete a TLS handshake within {format} s
        m.the-server-accepted-the-connection-but = o servidor aceitou a conexão, mas não completou um handshake TLS em {format} s
        # en: the server closed the connection during the TLS handshake
        m.the-server-closed-the-connection-during = o servidor fechou a conexão durante o handshake TLS
        # en: the server does not serve the host name {host} (SNI unrecognized_name)
        m.the-server-does-not-serve-the = o servidor não atende o nome de host {host} (SNI unrecognized_name)
        # en: the server does not speak TLS on this port (plain HTTP?)
        m.the-server-does-not-speak-tls = o servidor não fala TLS nesta porta (HTTP puro?)
        # en: {line}: the server refuses the request
        m.the-server-refuses-the-request = {line}: o servidor recusa a requisição
        # en: the server sent {chain} certificate{chain2}, the last issued by {issuer}: if that is a public CA, an intermediate certificate is missing
        m.the-server-sent-certificate-the-last = o servidor enviou {chain} certificado{chain2}, o último emitido por {issuer}: se for uma CA pública, falta um certificado intermediário
        # en: the signed application-identifier
        m.the-signed-application-identifier = o application-identifier assinado
        # en: the signed content is not a property list
        m.the-signed-content-is-not-a = o conteúdo assinado não é uma property list
        # en: the signed property list is not a dictionary
        m.the-signed-property-list-is-not = a property list assinada não é um dicionário
        # en: the statement list is empty: it links nothing (Google reports an empty statement list as an error)
        m.the-statement-list-is-empty-it = a lista de declarações está vazia: não vincula nada (o Google informa uma lista vazia como erro)
        # en: the tag <{name}> is never closed
        m.the-tag-is-never-closed = a tag <{name}> nunca é fechada
        # en: the target answers {code}, so it would not be valid either
        m.the-target-answers-so-it-would = o destino responde {code}, então também não seria válido
        # en: the target cannot be fetched either ({seen})
        m.the-target-cannot-be-fetched-either = o destino também não pode ser buscado ({seen})
        # en: the target has no "namespace"
        m.the-target-has-no-namespace = o target não tem "namespace"
        # en: the target has no namespace
        m.the-target-has-no-namespace.e7d4e4 = o target não tem namespace
        # en: the target is larger than {maxFileSize} bytes, so it would not be valid either
        m.the-target-is-larger-than-bytes = o destino tem mais de {maxFileSize} bytes, então também não seria válido
        # en: the target is not a valid association file ({mediaType}: {first})
        m.the-target-is-not-a-valid = o destino não é um arquivo de associação válido ({mediaType}: {first})
        # en: the target is not an object
        m.the-target-is-not-an-object = o target não é um objeto
        # en: the target {string} is not defined in the file
        m.the-target-is-not-defined-in = o target {string} não está definido no arquivo
        # en: the target redirects again ({code} to {header})
        m.the-target-redirects-again-to = o destino redireciona de novo ({code} para {header})
        # en: the target would serve a valid file ({apps} applinks app{apps2}), but only at the redirect target
        m.the-target-would-serve-a-valid = o destino serviria um arquivo válido ({apps} app{apps2} em applinks), mas só no destino do redirecionamento
        # en: the {name} targets API {map} (below 31): Android verifies {joined} together, and one host failing fails them all
        m.the-targets-api-below-31-android = {name} tem como alvo a API {map} (abaixo de 31): o Android verifica {joined} juntos, e a falha de um host derruba todos
        # en: the value of {name} is never closed
        m.the-value-of-is-never-closed = o valor de {name} nunca é fechado
        # en: the value of {name} is not in quotes
        m.the-value-of-is-not-in = o valor de {name} não está entre aspas
        # en: the value of query parameter "{key}" is a pattern string, found {typeDescription}
        m.the-value-of-query-parameter-is = o valor do parâmetro de query "{key}" deve ser uma string de padrão, mas é {typeDescription}
        # en: the value "{value}" uses another variable; values cannot contain variables
        m.the-value-uses-another-variable-values = o valor "{value}" usa outra variável; valores não podem conter variáveis
        # en: the {name} variant is {id}, which {doNot} list (listed: {joined})
        m.the-variant-is-which-list-listed = a variante {name} é {id}, que {doNot} listam (listados: {joined})
        # en: the web target has no site field
        m.the-web-target-has-no-site = o target web não tem o campo site
        # en: the web target's site "{site}" {reason}
        m.the-web-target-s-site = o site "{site}" do target web {reason}
        # en: the whole file is wrapped in an array; it must be a single JSON object
        m.the-whole-file-is-wrapped-in = o arquivo inteiro está dentro de um array; ele precisa ser um único objeto JSON
        # en: ; the whole statement is skipped
        m.the-whole-statement-is-skipped = ; a declaração inteira é ignorada
        # en: the XML is not a well-formed property list
        m.the-xml-is-not-a-well = o XML não é uma property list bem formada
        # en: this android:autoVerify filter also lists {origin}: Android 12+ verifies none of its hosts{hosts}
        m.this-android-autoverify-filter-also-lists = este filtro android:autoVerify também lista {origin}: o Android 12+ não verifica nenhum dos hosts dele{hosts}
        # en: this android:autoVerify filter lacks {joined}: its hosts{hosts} are not verified
        m.this-android-autoverify-filter-lacks-its = este filtro android:autoVerify não tem {joined}: os hosts dele{hosts} não são verificados
        # en: this android:autoVerify filter names no host: nothing is verified
        m.this-android-autoverify-filter-names-no = este filtro android:autoVerify não nomeia nenhum host: nada é verificado
        # en: this detail has both "appID" and "appIDs"; iOS uses the union of both
        m.this-detail-has-both-appid-and = este detail tem "appID" e "appIDs"; o iOS usa a união dos dois
        # en: this detail has neither "components" nor "paths": it matches nothing
        m.this-detail-has-neither-components-nor = este detail não tem "components" nem "paths": não corresponde a nada
        # en: this detail names no app (no "appID" or "appIDs")
        m.this-detail-names-no-app-no = este detail não nomeia nenhum app (sem "appID" nem "appIDs")
        # en: this is not JSON: it looks like {kind}
        m.this-is-not-json-it-looks = isto não é JSON: parece {kind}
        # en: this route has no "name" (the app's router reports it)
        m.this-route-has-no-name-the = esta rota não tem "name" (o roteador do app a informa)
        # en: this rule excludes
        m.this-rule-excludes = esta regra exclui
        # en: this rule matches
        m.this-rule-matches = esta regra corresponde a
        # en: this rule never decides anything: the earlier rule {coveredBy} already decides every URL it could match
        m.this-rule-never-decides-anything-the = esta regra nunca decide nada: a regra anterior {coveredBy} já decide toda URL a que ela poderia corresponder
        # en: this statement repeats statement {first} (same relations and target)
        m.this-statement-repeats-statement-same-relations = esta declaração repete a declaração {first} (mesmas relações e mesmo target)
        # en: TLS failed during the request: {why}
        m.tls-failed-during-the-request = o TLS falhou durante a requisição: {why}
        # en: TLS handshake
        m.tls-handshake = handshake TLS
        # en: TLS handshake completed
        m.tls-handshake-completed = handshake TLS concluído
        # en: TLS handshake failed: {text}
        m.tls-handshake-failed = o handshake TLS falhou: {text}
        # en: TLS handshake possible (the certificate is rejected below)
        m.tls-handshake-possible-the-certificate-is = handshake TLS possível (o certificado é rejeitado abaixo)
        # en: {status} to {target}: not followed
        m.to-not-followed = {status} para {target}: não seguido
        # en: {status} to {target}: not followed, {reason}
        m.to-not-followed.68429d = {status} para {target}: não seguido, {reason}
        # en: {status} to {target} (not HTTPS): not followed
        m.to-not-https-not-followed = {status} para {target} (não é HTTPS): não seguido
        # en: too many syntax errors; stopped reporting after {maximumErrors}
        m.too-many-syntax-errors-stopped-reporting = erros de sintaxe demais; o relatório parou depois de {maximumErrors}
        # en: {url}: {seen} too (only iOS 9.2 and older read it; keep both identical or remove it)
        m.too-only-ios-9-2-and = {url}: {seen} também (só o iOS 9.2 e anteriores o leem; mantenha os dois iguais ou remova-o)
        # en: trailing comma before {closeText}
        m.trailing-comma-before = vírgula sobrando antes de {closeText}
        # en: true or false
        m.true-or-false = true ou false
        # en: trusted: issued by {issuer}
        m.trusted-issued-by = confiável: emitido por {issuer}
        # en: typographic quote {character} used instead of a straight double quote (")
        m.typographic-quote-used-instead-of-a = aspa tipográfica {character} usada no lugar de aspas duplas retas (")
        # en: \\u must be followed by four hexadecimal digits
        m.u-must-be-followed-by-four = \\u precisa ser seguido de quatro dígitos hexadecimais
        # en: unexpected {describeCharacter}
        m.unexpected = {describeCharacter} inesperado
        # en: unexpected {describeCharacter} after the end of the JSON value
        m.unexpected-after-the-end-of-the = {describeCharacter} inesperado depois do fim do valor JSON
        # en: unexpected '{shown}' after the end of the property list
        m.unexpected-after-the-end-of-the.ac6968 = '{shown}' inesperado depois do fim da property list
        # en: unexpected {describeCharacter} in an {name}
        m.unexpected-in-an = {describeCharacter} inesperado num {name}
        # en: unexpected '{shown}' in the tag <{element}>
        m.unexpected-in-the-tag = '{shown}' inesperado na tag <{element}>
        # en: unexpected {describeCharacter} where a key was expected
        m.unexpected-where-a-key-was-expected = {describeCharacter} inesperado onde se esperava uma chave
        # en: unexpected '{shown}' where a key was expected
        m.unexpected-where-a-key-was-expected.9c4974 = '{shown}' inesperado onde se esperava uma chave
        # en: unexpected '{shown}' where a value was expected
        m.unexpected-where-a-value-was-expected = '{shown}' inesperado onde se esperava um valor
        # en: unfilled template placeholder {text} where a JSON value belongs
        m.unfilled-template-placeholder-where-a-json = placeholder de template não preenchido {text} onde deveria haver um valor JSON
        # en: unknown entity &{entity};
        m.unknown-entity = entidade desconhecida &{entity};
        # en: unknown key "{key}" in a dynamic rule; Android ignores every dynamic rule of this statement{value}
        m.unknown-key-in-a-dynamic-rule = chave desconhecida "{key}" numa regra dinâmica; o Android ignora todas as regras dinâmicas desta declaração{value}
        # en: unknown key "{key}" is ignored
        m.unknown-key-is-ignored = a chave desconhecida "{key}" é ignorada
        # en: unknown key "{key}" {place} is ignored by Android
        m.unknown-key-is-ignored-by-android = a chave desconhecida "{key}" {place} é ignorada pelo Android
        # en: unknown key "{key}" {place} is ignored by iOS
        m.unknown-key-is-ignored-by-ios = a chave desconhecida "{key}" {place} é ignorada pelo iOS
        # en: unpaired UTF-16 surrogate \\u{hex}
        m.unpaired-utf-16-surrogate-u = surrogate UTF-16 sem par \\u{hex}
        # en: unquoted text '{word}'; strings must be in double quotes
        m.unquoted-text-strings-must-be-in = texto sem aspas '{word}'; strings precisam estar entre aspas duplas
        # en: unrecognized namespace "{other}" (web or android_app)
        m.unrecognized-namespace-web-or-android-app = namespace não reconhecido "{other}" (web ou android_app)
        # en: Use a certificate from a certificate authority that iOS trusts, and send its intermediate certificates.
        m.use-a-certificate-from-a-certificate = Use um certificado de uma autoridade certificadora em que o iOS confia, e envie os certificados intermediários dela.
        # en: Use a certificate from a public certificate authority; a self-signed one works only for devices in developer mode.
        m.use-a-certificate-from-a-public = Use um certificado de uma autoridade certificadora pública; um autoassinado só funciona em dispositivos no modo developer.
        # en: Use a domain name, or add ?mode=developer for a development server.
        m.use-a-domain-name-or-add = Use um nome de domínio, ou adicione ?mode=developer para um servidor de desenvolvimento.
        # en: Use mode=developer, mode=managed or mode=developer+managed.
        m.use-mode-developer-mode-managed-or = Use mode=developer, mode=managed ou mode=developer+managed.
        # en: Use one of applinks, webcredentials, appclips, activitycontinuation.
        m.use-one-of-applinks-webcredentials-appclips = Use um destes: applinks, webcredentials, appclips, activitycontinuation.
        # en: "use strict"
        m.use-strict = "use strict"
        # en: Use the server's domain name, or add ?mode=developer for a development server.
        m.use-the-server-s-domain-name = Use o nome de domínio do servidor, ou adicione ?mode=developer para um servidor de desenvolvimento.
        # en: '=' used instead of ':' after the key
        m.used-instead-of-after-the-key = '=' usado no lugar de ':' depois da chave
        # en: {name}: '{raw}' uses $({joined}), which the project does not define
        m.uses-which-the-project-does-not = {name}: '{raw}' usa $({joined}), que o projeto não define
        # en: valid {kind}: {listing}
        m.valid = {kind} válido: {listing}
        # en: valid until {date} ({days} days)
        m.valid-until-days = válido até {date} ({days} dias)
        # en: valid {kind} with {count} warning{count2} ({listing}): {describe}
        m.valid-with-warning = {kind} válido com {count} aviso{count2} ({listing}): {describe}
        # en: value of another type
        m.value-of-another-type = valor de outro tipo
        # en: value "{value}" of $({name}) uses another variable; iOS does not expand variables inside values
        m.value-of-uses-another-variable-ios = o valor "{value}" de $({name}) usa outra variável; o iOS não expande variáveis dentro de valores
        # en: values are nested more than {maximumDepth} levels deep
        m.values-are-nested-more-than-levels = os valores estão aninhados em mais de {maximumDepth} níveis
        # en: values nested more than {maximumDepth} deep
        m.values-nested-more-than-deep = valores aninhados em mais de {maximumDepth} níveis
        # en: variable name "{name}" contains $, ( or ); it can never be used
        m.variable-name-contains-or-it-can = o nome de variável "{name}" contém $, ( ou ); ela nunca pode ser usada
        # en: "version" is {typeDescription}; this tool reads version {currentVersion}
        m.version-is-this-tool-reads-version = "version" é {typeDescription}; esta ferramenta lê a versão {currentVersion}
        # en: was not read: the doctor already read its byte budget for this project
        m.was-not-read-the-doctor-already = não foi lido: o doctor já gastou o orçamento de bytes deste projeto
        # en: within its validity period
        m.within-its-validity-period = dentro do período de validade
        # en: wrap the object in [ ]
        m.wrap-the-object-in = envolva o objeto em [ ]
        # en: write "{value}"
        m.write = escreva "{value}"
        # en: Write applinks:{text} (or webcredentials:, appclips:, activitycontinuation:).
        m.write-applinks-or-webcredentials-appclips-activitycontinuation = Escreva applinks:{text} (ou webcredentials:, appclips:, activitycontinuation:).
        # en: write {closeText} instead
        m.write-instead = escreva {closeText} no lugar
        # en: write } instead
        m.write-instead.2294ea = escreva } no lugar
        # en: write "NOT {dropFirst}"
        m.write-not = escreva "NOT {dropFirst}"
        # en: write only the path, e.g. "{pathOfURL}"
        m.write-only-the-path-e-g = escreva só o caminho, por exemplo "{pathOfURL}"
        # en: Write PRODUCT_BUNDLE_IDENTIFIER = {dropFirst};
        m.write-product-bundle-identifier = Escreva PRODUCT_BUNDLE_IDENTIFIER = {dropFirst};
        # en: Write service:host, e.g. applinks:example.com.
        m.write-service-host-e-g-applinks = Escreva serviço:host, por exemplo applinks:example.com.
        # en: write \\t
        m.write-t = escreva \\t
        # en: write <Team ID>.{value}, e.g. ABCDE12345.{value2}
        m.write-team-id-e-g-abcde12345 = escreva <ID da equipe>.{value}, por exemplo ABCDE12345.{value2}
        # en: Write the host alone.
        m.write-the-host-alone = Escreva só o host.
        # en: write the host alone, without a scheme
        m.write-the-host-alone-without-a = escreva só o host, sem esquema
        # en: write the host alone, without a path
        m.write-the-host-alone-without-a.510f9f = escreva só o host, sem caminho
        # en: Write the host alone: {text}.
        m.write-the-host-alone.547e00 = Escreva só o host: {text}.
        # en: write \\u{hex}
        m.write-u = escreva \\u{hex}
        # en: write {lowercased} without quotes
        m.write-without-quotes = escreva {lowercased} sem aspas
        # en: write "{fixed}"
        m.write.109d9a = escreva "{fixed}"
        # en: write "{dropFirst}"
        m.write.2f85a7 = escreva "{dropFirst}"
        # en: Write {parts}.{parts2}.
        m.write.353e0d = Escreva {parts}.{parts2}.
        # en: write "{word}"
        m.write.527823 = escreva "{word}"
        # en: write "/{s}"
        m.write.6146bd = escreva "/{s}"
        # en: Write *.{written}.
        m.write.67212b = Escreva *.{written}.
        # en: Write {shown}.
        m.write.8a5b63 = Escreva {shown}.
        # en: write ["{s}"]
        m.write.a3db6b = escreva ["{s}"]
        # en: Write {corrected}.
        m.write.a605b7 = Escreva {corrected}.
        # en: An .xcconfig includes a file that a tool writes (pod install, flutter pub get) and the folder does not have yet; the settings it would set are unknown.
        xcconfig-include-generated.summary = Um .xcconfig inclui um arquivo que uma ferramenta gera (pod install, flutter pub get) e que a pasta ainda não tem; as configurações que ele definiria são desconhecidas.
        # en: Run the tool (pod install, flutter pub get) before the doctor when the settings it names matter, or write #include? for an optional file.
        xcconfig-include-generated.fix = Rode a ferramenta (pod install, flutter pub get) antes do doctor quando as configurações citadas importarem, ou escreva #include? para um arquivo opcional.
        # en: after {steps} references
        m.after-references = depois de {steps} referências
        # en: at references nested {depth} deep (a cycle?)
        m.at-references-nested-deep-a-cycle = em referências aninhadas {depth} níveis (um ciclo?)
        # en: {shown} does not exist until flutter pub get runs: {what}
        m.does-not-exist-until-flutter-pub = {shown} não existe até rodar flutter pub get: {what}
        # en: {shown} does not exist until pod install runs: {what}
        m.does-not-exist-until-pod-install = {shown} não existe até rodar pod install: {what}
        # en: {shown} does not exist; Xcode warns and builds without it: {what}
        m.does-not-exist-xcode-warns-and = {shown} não existe; o Xcode avisa e compila sem ele: {what}
        # en: is not a regular file (a FIFO, socket, device or folder); not opened
        m.is-not-a-regular-file-a = não é um arquivo comum (um FIFO, socket, dispositivo ou pasta); não foi aberto
        # en: {display} is TypeScript; the doctor runs none. Capacitor's links are set in the native ios/ and android/ projects, which the doctor reads
        m.is-typescript-the-doctor-runs-none = {display} é TypeScript; o doctor não executa nenhum. Os links do Capacitor são definidos nos projetos nativos ios/ e android/, que o doctor lê
        # en: {name} leaves {joined} undefined, which it may set
        m.leaves-undefined-which-it-may-set = {name} deixa {joined} indefinido, que ele pode definir
        # en: past {bytes} bytes
        m.past-bytes = além de {bytes} bytes
        # en: {target} ({configuration}) signs with {shown}, which has no {entitlementKey} key, while {joined}
        m.signs-with-which-has-no-key = {target} ({configuration}) assina com {shown}, que não tem a chave {entitlementKey}, enquanto {joined}
        # en: {name}: stopped expanding {key} {stopped}; its value is not used
        m.stopped-expanding-its-value-is-not = {name}: parou de expandir {key} {stopped}; o valor não é usado
        # en: {name}: stopped expanding '{raw}' {stopped}; not used
        m.stopped-expanding-not-used = {name}: parou de expandir '{raw}' {stopped}; não usado
        # en: the Android app {bundleID} verifies {joined}
        m.the-android-app-verifies = o app Android {bundleID} verifica {joined}
        # en: the settings the doctor reads for {name} do not depend on it
        m.the-settings-the-doctor-reads-for = as configurações que o doctor lê para {name} não dependem dele
        # en: ${{name}} is set by code in Gradle (not a literal) for some variants; the doctor checks literals only
        m.is-set-by-code-in-gradle = ${{name}} é definido por código no Gradle (não é um literal) em algumas variantes; o doctor só verifica literais
        # en: {display} is an XcodeGen spec; the doctor reads the .xcodeproj it generates (xcodegen generate writes one)
        m.is-an-xcodegen-spec-the-doctor = {display} é uma especificação do XcodeGen; o doctor lê o .xcodeproj que ela gera (xcodegen generate escreve um)
        # en: the project's association file {associationSources} lists {listed}
        m.the-project-s-association-file-lists = o arquivo de associação do projeto {associationSources} lista {listed}
        # en: the project's association files {joined} list {listed}
        m.the-project-s-association-files-list = os arquivos de associação do projeto {joined} listam {listed}
        """#
}
