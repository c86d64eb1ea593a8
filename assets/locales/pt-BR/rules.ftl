# Goals (the briefing, the goals panel, the debrief)
rules-goal-complete-tasks = { $count ->
        [one] { $group } conclui { $count } tarefa
       *[other] { $group } conclui { $count } tarefas
    }
rules-goal-earn = ganhe ${ $amount }
rules-goal-research = pesquise { $item }
rules-goal-era = alcance { $era }
rules-goal-survive = mantenha a loja funcionando por { $seconds } segundos de tempo simulado
rules-goal-keep-lag = mantenha o lag de cada partição de { $group } em { $max } ou menos a partir de { $from } s
rules-goal-replay = faça { $group } reler seu stream desde o início
rules-goal-rebuild = { $group } reconstrói sua tabela perdida a partir do seu stream
rules-goal-deploy = implante a nova versão de { $group }: um reinício gradual dos seus Workers
rules-goal-record = { $what ->
        [both] { $topic } p{ $partition }:{ $offset } contém um registro com chave { $key } sobre "{ $value }"
        [key] { $topic } p{ $partition }:{ $offset } contém um registro com chave { $key }
        [value] { $topic } p{ $partition }:{ $offset } contém um registro sobre "{ $value }"
       *[plain] { $topic } p{ $partition }:{ $offset } contém um registro
    }
rules-goal-group-at = { $at ->
        [start] o grupo { $group } está no início de cada partição de { $topic }
       *[end] o grupo { $group } está no fim de cada partição de { $topic }
    }
rules-goal-read = { $count ->
        [one] o grupo { $group } leu { $count } registro de { $topic }
       *[other] o grupo { $group } leu { $count } registros de { $topic }
    }
rules-goal-snapshot = { $topic } está compactado e o registro mais recente de { $key } nele contém { $value }
rules-goal-member = { $member } de { $group } lê { $partitions } de { $topic }

# Stars' criteria
rules-star-win = vença
rules-star-win-by = vença até { $time }
rules-star-money = termine com { $amount } ou mais
rules-star-spend = gaste no máximo { $amount } em Nodes
rules-star-budget = gaste no máximo { $percent }% do orçamento de erros
rules-star-lose-none = não perca nenhum evento
rules-star-lost = { $n ->
        [one] perca no máximo { $count } evento
       *[other] perca no máximo { $count } eventos
    }
rules-star-no-duplicate = nenhum efeito colateral duplicado
rules-star-duplicates = { $n ->
        [one] no máximo { $count } duplicata
       *[other] no máximo { $count } duplicatas
    }
rules-star-no-stale = nenhum resultado obsoleto
rules-star-stale = { $n ->
        [one] no máximo { $count } resultado obsoleto
       *[other] no máximo { $count } resultados obsoletos
    }
rules-star-one-move = em um só movimento
rules-star-moves = { $n ->
        [one] em { $count } movimento ou menos
       *[other] em { $count } movimentos ou menos
    }
rules-star-rebuild = reconstrua cada tabela perdida em até { $time }

# The badge an incident puts on the card it struck, and why
rules-badge-hot-key = CHAVE QUENTE
rules-badge-hot-key-why = Uma chave envia grande parte do seu tráfego.
rules-badge-broker-failed = BROKER FALHOU
rules-badge-broker-failed-why = Um broker caiu e perdeu seu disco.
rules-badge-broker-restarting = BROKER REINICIANDO
rules-badge-broker-restarting-why = Um broker está reiniciando de forma limpa; seu disco é mantido.
rules-badge-crashed = CAIU
rules-badge-crashed-why = Caiu antes de confirmar o que processou.
rules-badge-slow = LENTO
rules-badge-storm-why = Faz poll devagar demais e é expulso do seu grupo.
# {schema} stays as it is: the game puts the producer's schema version there.
rules-badge-schema = SCHEMA v{"{"}schema{"}"}
rules-badge-schema-why = Escreve um schema novo; grupos que não conseguem lê-lo param.
rules-badge-hanging-txn = TXN TRAVADA
rules-badge-hanging-txn-why = Uma transação deixada aberta segura grupos read_committed no last stable offset.
rules-badge-state-lost = ESTADO PERDIDO
rules-badge-state-lost-why = Sua tabela local sumiu; seu grupo a reconstrói a partir do início do log do stream.
rules-badge-poison-pill = POISON PILL
rules-badge-poison-pill-why = Um registro aqui faz falhar todo Worker que o lê: um grupo de consumidores para nele.

# The game's own hints. Figures in braces ({"{"}lag:{ $group }{"}"} and the like) stay as they are: the game fills them in.
rules-hint-budget = {"{"}budget{"}"} do orçamento de erros já foi gasto e, no ritmo em que está queimando, ele acaba antes do fim. As cartas com um selo ({"{"}troubled{"}"}) mostram o que está dando errado; seus Inspetores dizem o que resolveria.
rules-hint-why-limit = , a caminho de passar do limite de { $max }
rules-hint-why-past = , acima de { $records }
rules-hint-idle-workers = O lag de { $group } em { $stream } está em {"{"}lag:{ $group }{"}"} e crescendo{ $why }. Cada partição é lida por um membro de um grupo de consumidores, e alguns Workers do grupo { $group } não têm nenhuma ({"{"}idle:{ $group }{"}"}): mais partições em { $stream } (seu Inspetor) os colocam para trabalhar.
rules-hint-more-workers = O lag de { $group } em { $stream } está em {"{"}lag:{ $group }{"}"} e crescendo{ $why }. { $stream } tem {"{"}partitions:{ $stream }{"}"} partições, mais do que o grupo { $group } tem Workers rodando: mais Workers (Construir, depois ligue { $stream } a eles) dividem a carga, no máximo um por partição.
rules-hint-replace = O host de { $node } morreu, nada o substitui e ele continua cobrando. Substitua-o pelo seu Inspetor ({"{"}price:{ $node }{"}"}): um host novo, iniciado a frio.
rules-hint-region-fail-over = { $node } caiu: sua região está apagada. Ele não guarda dados, então o Failover (seu Inspetor) o move para uma região no ar, e ele continua.
rules-hint-zone-fail-over = { $node } caiu: sua zona está apagada. O Failover (seu Inspetor) promove seu Standby em outra zona.
rules-hint-unclean = Uma partição de { $node } não tem líder: nenhuma réplica em sincronia (ou elegível) está no ar, mas uma fora de sincronia está. Esperar mantém todo evento confirmado. A eleição não limpa (seu Inspetor) traz a partição de volta agora a partir da primeira cópia no ar na ordem de atribuição (por mais atrasada que esteja) e perde o que faltar a essa cópia; um clique na sua faixa mostra por qual broker ela espera.
# Kinds of traffic, plural (the build menu, the Inspector's rules)
rules-traffic-tasks = tarefas
rules-traffic-requests = requisições
rules-traffic-writes = escritas
rules-traffic-changes = alterações
rules-traffic-records = registros
rules-traffic-nothing = nada
