# O Inspetor (src/ui/inspector.rs): regras, números ao vivo e opções de um Node.

inspector-title = Inspetor
inspector-close = Fechar

## O que um broker com falha perde, por acks e fator de replicação

inspector-acks-risk-one-replica = com uma só réplica, um broker com falha leva todos os eventos que tinha
inspector-acks-risk-all = um broker com falha não perde nada confirmado
inspector-acks-risk-one = um broker com falha perde o que os seguidores não tinham copiado
inspector-acks-risk-zero = um broker com falha perde o que os seguidores não tinham copiado, e o produtor nunca fica sabendo nem tenta de novo

## Regras que todos os componentes compartilham

inspector-rules = Regras
inspector-rules-place = Posicionar
inspector-rules-place-value = { $price } a primeira cópia; cada cópia a mais +{ $growth }%
inspector-rules-sell = Vender
inspector-rules-sell-value = devolve { $percent }% do preço da última cópia
inspector-rules-burn = Burn
inspector-rules-burn-size-one = { $burn }/s no tamanho 1
inspector-rules-burn-sized = { $burn }/s no tamanho 1; { $burn_now }/s no tamanho { $size }
inspector-rules-sizes = Tamanhos
inspector-rules-sizes-value = { $sizes }; cada passo ×{ $factor } capacidade e Burn (agora { $size })
inspector-rules-overhead = Overhead
inspector-rules-takes-sends = Recebe / envia
inspector-rules-traffic-tip = Tasks: trabalho assíncrono (um pedido a faturar). Requests: chamadas síncronas. Writes: resultados que um Worker grava em uma Database. Changes: o que uma Database informa a um CDC Connector.
inspector-rules-unlocked-by = Desbloqueado por
inspector-rules-unlock = { $research } ({ $era }, { $cost } de pesquisa)
inspector-rules-unlock-after = { $research } ({ $era }, { $cost } de pesquisa, depois de { $requires })
inspector-rules-unlock-next = { $unlock }; a seguir: { $next }

## Respostas a incidentes

inspector-replace = Substituir (${ $price })
inspector-replace-tip = Paga ${ $price } por um host novo. O Node volta frio: caches vazios, uma partida lenta. O morto para de cobrar.
inspector-fail-over = Failover
inspector-fail-over-tip = Move o Node para uma zona ou região que esteja no ar. Grátis; só Nodes que não guardam dados (ou têm um Standby) podem se mover: um stream espera pela sua zona.

## Localização

inspector-zone-region = Zona { $zone } · região { $region }
inspector-move-zone-tip = Mover para esta zona
inspector-move-region-tip = Mover para esta região

## Rótulos de várias seções

inspector-live = Ao vivo
inspector-capacity = Capacidade
inspector-throttle-time = Tempo de throttling
inspector-throttled = Limitados
inspector-stranded = Encalhados
inspector-replication = Replicação
inspector-retention = Retenção
inspector-partitions = Partições
inspector-brokers = Brokers

## Um produtor

inspector-traffic = Tráfego
inspector-traffic-value = { $rate } (produzido { $produced })
inspector-keys = Chaves
inspector-keys-value = { $first } … { $last } ({ $entities } entidades)
inspector-keys-value-hot = { $first } … { $last } ({ $entities } entidades, { $hot } quentes)
inspector-sent = Enviados
inspector-latency = Latência
inspector-latency-value = { $latency } por append (overhead + espera do ack + espera do seu registro mais antigo na fila)
inspector-buffer = Buffer
inspector-buffer-value = { $buffered } registros esperando o append
inspector-buffer-value-of = { $buffered } de { $size } registros esperando o append
inspector-buffer-tip = buffer.memory do Kafka: os registros esperam aqui por capacidade de append, ou pelo líder de uma partição. Quando ele enche, send() bloqueia.
inspector-producer-throttle-value = { $seconds } s: tudo o que espera, na capacidade do stream
inspector-producer-throttle-tip = O broker diz ao produtor quanto esperar antes do próximo append: tudo o que espera, na capacidade de append do stream. O registro mais novo espera mais ou menos isso; a latência acima é quanto o mais antigo já esperou. Um tamanho maior aumenta a capacidade.
inspector-blocked-in-send = Bloqueados em send()
inspector-blocked-in-send-value = { $count } (o buffer está cheio; cada um falha após max.block.ms)
inspector-send-failed = Envios com falha
inspector-send-failed-value = { $count } bloqueados além de max.block.ms: perdidos
inspector-to-stream = Para { $stream }
inspector-producer-settings-tip = As configurações de produtor que os produtores deste stream usam (definidas na carta do stream). Idempotência: padrão do Kafka desde a 3.0, com acks=all; um lote reenviado é então gravado uma vez, em ordem.
inspector-idempotence-in-effect = enable.idempotence=true (reenvios gravados uma vez, em ordem)
inspector-idempotence-not-in-effect = enable.idempotence=true, sem efeito sem acks=all
inspector-idempotence-disabled = enable.idempotence=false (os reenvios de um failover podem ser gravados duas vezes)
inspector-tombstones = Tombstones
inspector-tombstones-value = { $percent }% dos seus registros apagam sua chave (uma chave, sem valor)
inspector-tombstones-tip = Um tombstone apaga sua entidade: um grupo que aplica o stream remove a chave da sua tabela. Em um stream compactado, o cleaner guarda o tombstone de uma chave apagada por delete.retention; depois a chave some do log: apagada, não perdida.
inspector-producer-stranded-value = { $count ->
        [one] { $count } requisição chegou enquanto ele estava fora do ar
       *[other] { $count } requisições chegaram enquanto ele estava fora do ar
    }

## Transações e schemas

inspector-open-transaction = Uma transação aberta segura o last stable offset em { $partitions }: grupos read_committed esperam ali.
inspector-open-transaction-member = Uma transação aberta segura o last stable offset em { $partitions }: grupos read_committed esperam ali. Cada uma é confirmada com o próximo commit de offsets do seu grupo, ou abortada quando seu Worker cai ou sai do grupo.
inspector-abort-transaction = Abortar a transação travada
inspector-abort-transaction-tip = Como kafka-transactions.sh abort faz: um marcador ABORT em cada partição em que ela escreveu. Grupos read_committed pulam os registros dela e continuam lendo.
inspector-schema-unreadable = Ele escreve o schema v{ $version }: grupos que não conseguem lê-lo param.
inspector-roll-back = Reverter
inspector-roll-back-tip = O produtor volta a escrever o schema antigo. Grátis, mas os eventos ilegíveis já escritos continuam bloqueando seus grupos: atualize-os.

## Um Worker

inspector-group = Grupo
inspector-reads = Lê
inspector-capacity-tasks = { $rate } tarefas
inspector-completing = Ritmo
inspector-done = Concluídas
inspector-writes-to = Escreve em
inspector-effect-idempotent = idempotente: um evento aplicado duas vezes não muda nada
inspector-effect-transactional = sua saída vai em transações: uma queda aborta o que ele escreveu desde o último commit
inspector-effect-at-least-once = uma queda antes do commit escreve essa saída de novo (at_least_once)
inspector-effect-not-idempotent = não idempotente: um evento recebido duas vezes é um efeito colateral duplicado
inspector-speed = Velocidade { $percent }% · { $effect }
inspector-crash = Falhar antes do commit (prática)
inspector-crash-tip = Ele morre depois de processar e antes do commit: suas partições voltam ao último commit e os eventos chegam de novo.
inspector-paused = Pausado
inspector-paused-tip = pause() do Kafka: o Worker continua no grupo e mantém suas partições, sem ler nada: o lag delas cresce. Um grupo pausado não está vazio, então seus offsets não podem ser redefinidos.
inspector-start = Iniciar
inspector-start-tip = Seu consumidor volta ao grupo (um rebalanceamento) e continua lendo a partir dos offsets confirmados do grupo.
inspector-stop = Parar
inspector-stop-tip = Seu consumidor faz commit e sai do grupo: os outros assumem suas partições (um rebalanceamento). Com todos os Workers parados o grupo fica vazio, e só então seus offsets podem ser redefinidos: stop → reset group G to 0 → start.
inspector-pause-or-stop = Pausar: continua membro, mantém suas partições. Parar: sai do grupo; um reset precisa de todos os Workers parados.

## Um stream

inspector-options = Opções
inspector-acks-now = Agora: acks={ $acks } espera { $ms } ms; { $risk }.
inspector-stream-rules-now = Regras do stream, agora
inspector-brokers-heading = Brokers: zona, lidera, segue
inspector-col-broker = broker
inspector-col-zone = zona
inspector-col-zone-tip = Sua zona (o rack do Kafka): réplicas de uma partição vão para zonas diferentes onde há várias.
inspector-col-state = estado
inspector-col-leads = lidera
inspector-col-leads-tip = As partições cujos appends e leituras ele atende.
inspector-col-follows = segue
inspector-col-follows-tip = As partições das quais ele guarda uma cópia, buscando dos líderes delas.
inspector-open-broker = Abrir este broker
inspector-broker-up = no ar
inspector-broker-up-tip = Está funcionando.
inspector-broker-retiring = no ar, saindo
inspector-broker-retiring-tip = Uma reatribuição move suas réplicas para os outros brokers; ele sai quando não tiver mais nenhuma.
inspector-broker-failed = com falha
inspector-broker-down = fora do ar
inspector-append-capacity = Capacidade de append
inspector-append-capacity-value = { $rate } no tamanho { $size } (tamanho 1: { $rate_one })
inspector-read-per-partition = Leitura por partição
inspector-read-per-partition-value = { $rate } por grupo; { $partitions ->
        [one] { $partitions } partição
       *[other] { $partitions } partições
    }: no máximo { $most }
inspector-producer-waits = O produtor espera
inspector-producer-waits-value = { $overhead } ms de overhead + { $leader } ms pelo líder (acks=1) + { $follower } ms pelo seguidor sincronizado mais lento (acks=all); acks={ $acks } espera { $wait } ms
inspector-replication-value = fator { $factor }: cada réplica cobra de novo { $percent }% do Burn de um broker
inspector-retention-value = { $retention } (opções: { $choices })
inspector-appending = Appends
inspector-appending-value = { $rate } ({ $total } no total)
inspector-stream-throttle-value = { $seconds } s (capacidade de append esgotada: os produtores esperam)
inspector-stream-throttle-tip = Acima da sua capacidade de append o stream não recusa nada: ele aplica throttling aos produtores, cujos registros esperam nos buffers. Latência, não perda, até um envio ficar bloqueado além de max.block.ms.
inspector-stream-throttled-value = { $count } (envios com falha: capacidade de append esgotada)
inspector-appended-twice = Gravados duas vezes
inspector-appended-twice-value = { $count } (reenviados por produtores sem idempotência)
inspector-appended-twice-tip = Lotes que o novo líder já tinha, reenviados depois de um failover: o Kafka os grava uma segunda vez, atrás de registros mais novos, a menos que o produtor seja idempotente.
inspector-stream-stranded-value = { $count }: nenhum grupo de Workers lê este stream
inspector-group-name = grupo { $group }
inspector-group-rebuilding = reconstruindo sua tabela a partir do início do log
inspector-group-read = { $rate } lidos
inspector-group-lag = { $read } · lag { $lag } no total, { $worst } na pior partição · { $behind } de atraso{ $troubles }
inspector-group-lag-tip = Lag: registros gravados e ainda sem commit, em todas as partições. Atraso: a idade do mais antigo deles, na partição mais atrasada (como os exportadores de lag estimam o lag em tempo).
inspector-partitions-heading = Partições: offsets e lag por grupo
inspector-col-log-start = início do log
inspector-col-log-start-tip = O offset mais antigo que a retenção manteve.
inspector-col-log-end = fim do log
inspector-col-log-end-tip = O offset que o próximo registro recebe.
inspector-replicas-heading = Réplicas: líder, ISR, high watermark
inspector-col-leader = líder
inspector-col-leader-tip = O broker que recebe os appends e atende as leituras.
inspector-col-replicas = réplicas
inspector-col-replicas-tip = Suas cópias, por broker; a primeira é o líder preferido. Um + marca uma cópia que uma reatribuição está adicionando (copiando, ainda não conta), um − uma que ela vai remover quando as novas alcançarem.
inspector-col-isr-tip = Réplicas sincronizadas: as cópias em dia dentro de replica.lag.time.max (30 s). acks=all espera por elas.
inspector-col-elr-tip = Réplicas elegíveis a líder (Kafka 4): fora do ISR enquanto ele está abaixo de min.insync, mas com todos os registros abaixo do high watermark, então uma pode liderar sem perdas. O ISR pode ficar vazio enquanto elas guardam seus últimos membros.
inspector-col-hw-tip = High watermark: o menor fim do log no ISR; os grupos leem abaixo dele.
inspector-col-epoch = época
inspector-col-epoch-tip = Época do líder: uma a mais a cada eleição.
inspector-open-partition = Abrir esta partição
inspector-leader-none = nenhum
inspector-under-replicated = Sub-replicada: uma cópia está fora do ISR.
inspector-producers-metadata = Metadados dos produtores
inspector-producers-metadata-value = todas as { $partitions } partições · próxima atualização em { $left } (metadata.max.age { $age })
inspector-producers-route = Produtores enviam a
inspector-producers-route-value = { $known } de { $partitions } partições: eles conhecem as outras na atualização de metadados em { $left }
inspector-producers-route-tip = Um produtor mantém o número de partições que buscou por último (metadata.max.age) e distribui as chaves por hash sobre ele. A partir da atualização, as chaves vão pelo novo número: as atualizações novas de uma entidade podem ir para outra partição enquanto as antigas ainda esperam na anterior.

## Opções de um stream

inspector-partitions-tip = Mais partições deixam mais Workers de um grupo lerem ao mesmo tempo. O Kafka adiciona partições, mas nunca as remove. Os produtores escrevem nas novas a partir da próxima atualização de metadados, e as chaves se redistribuem a partir daí; um grupo as lê a partir do próximo rebalanceamento, começando onde seu auto.offset.reset mandar (latest pula o que foi escrito ali primeiro).
inspector-apply = Aplicar
inspector-partition-key = Chave de partição
inspector-by-key = por chave
inspector-by-key-tip = O hash da chave escolhe a partição: os eventos de uma entidade ficam em uma partição, em ordem. Uma chave quente enche uma partição.
inspector-round-robin = round robin
inspector-round-robin-tip = Distribuído por igual entre as partições, ignorando a chave: nenhuma partição quente, mas uma escrita posterior pode ser lida antes de uma anterior (resultados desatualizados).
inspector-without-key = Sem chave
inspector-record-by-record = registro a registro
inspector-record-by-record-tip = Cada registro para a próxima partição, como o texto didático desenha.
inspector-sticky = sticky
inspector-sticky-tip = O produtor do Kafka desde a 2.4: um lote inteiro para uma partição, o próximo lote para a próxima. Menos lotes, mais cheios; sequências de registros dividem uma partição.
inspector-partitioner = Particionador: { $partitioner }
inspector-size = Tamanho
inspector-size-tip = Faz append de { $rate } e gasta { $burn }/s
inspector-replication-risk-one = um broker com falha leva todos os eventos que tinha
inspector-replication-risk-more = o que um broker com falha perde depende de acks
inspector-replication-tip = { $factor ->
        [one] { $factor } cópia
       *[other] { $factor } cópias
    } de cada partição: gasta { $burn }/s; { $risk }
inspector-reassignment-stalled = parada: { $count ->
        [one] { $count } partição não tem
       *[other] { $count } partições não têm
    } líder de onde copiar
inspector-reassignment-eta = termina em { $eta }
inspector-reassignment-losing = sem avançar: o stream grava mais rápido do que copia
inspector-reassignment-no-eta = ainda sem previsão
inspector-reassignment = Adicionando réplicas: { $percent }% em dia, { $eta }. Até lá { $partitions ->
        [one] { $partitions } partição mantém
       *[other] { $partitions } partições mantêm
    } { $copies ->
        [one] { $copies } cópia que conta
       *[other] { $copies } cópias que contam
    }.
inspector-reassignment-tip = Uma reatribuição: as réplicas novas copiam o log retido desde o início no ritmo de fetch (no máximo o limite de replicação) e só entram no ISR quando estão em dia. Até todas as réplicas novas de uma partição chegarem lá, ela tem as cópias que tinha antes, e nada mais de durabilidade.
inspector-replication-throttle = Limite de replicação
inspector-throttle-none = sem limite
inspector-throttle-none-tip = As réplicas novas de uma reatribuição copiam tão rápido quanto os brokers fazem fetch, dividindo esse orçamento com os seguidores no ISR.
inspector-throttle-rate-tip = Cada broker copia no máximo { $rate } para as réplicas novas de uma reatribuição (follower.replication.throttled.rate): os seguidores no ISR são atendidos primeiro, e a cópia demora mais.
inspector-acks-tip = acks={ $acks }: o produtor espera { $ms } ms; { $risk }
inspector-acks-tip-default = acks={ $acks } (padrão do Kafka desde a 3.0): o produtor espera { $ms } ms; { $risk }
inspector-idempotence = Idempotência
inspector-on = sim
inspector-off = não
inspector-idempotence-on-tip = enable.idempotence=true (padrão do Kafka desde a 3.0, com acks=all): cada lote leva o id do produtor e um número de sequência por partição, então um lote reenviado depois de um failover é gravado uma vez e em ordem.
inspector-idempotence-off-tip = enable.idempotence=false: depois de um failover o produtor reenvia todo lote que não foi confirmado como gravado. O que o novo líder já tinha é gravado duas vezes, atrás de registros mais novos: duplicatas para Workers que não são idempotentes, e a versão antiga de uma chave depois da nova.
inspector-idempotence-needs-acks = (precisa de acks=all: desligada enquanto acks for 0 ou 1)
inspector-brokers-tip = { $brokers ->
        [one] { $brokers } broker
       *[other] { $brokers } brokers
    }: gasta { $burn }/s (cada um além do fator de replicação cobra { $percent }% do Burn do stream). As partições se distribuem entre eles, então um broker com falha lidera menos delas.
inspector-zones = Zonas
inspector-zones-one = uma
inspector-zones-one-tip = Todos os brokers na zona do stream: uma queda da zona o para até a zona voltar.
inspector-zones-spread = distribuídas
inspector-zones-spread-tip = Brokers distribuídos pelas zonas, réplicas rack-aware: uma queda de zona leva a parte de um broker, que passa para os outros. Precisa da pesquisa Multiple zones.
inspector-min-insync-tip = min.insync.replicas={ $count }: com acks=all um append precisa de { $count ->
        [one] { $count } réplica sincronizada
       *[other] { $count } réplicas sincronizadas
    }, senão é recusado (NOT_ENOUGH_REPLICAS: o produtor o segura e depois o descarta). Mais alto mantém mais cópias de cada evento confirmado, e recusa escritas mais cedo quando há brokers fora do ar. Abaixo dele o high watermark fica parado (os grupos não leem nada novo, sejam quais forem os acks) e as réplicas que saíram continuam elegíveis para liderar sem perdas (Kafka 4).
inspector-unclean-election = Eleição não limpa
inspector-unclean-off-tip = Quando todas as réplicas sincronizadas e elegíveis de uma partição estão fora do ar, ela espera offline por uma: nada confirmado se perde (padrão do Kafka).
inspector-unclean-on-tip = Quando todas as réplicas sincronizadas e elegíveis estão fora do ar, uma dessincronizada pode liderar: a partição volta antes e os eventos que faltavam nela se perdem.
inspector-retention-tip = Um grupo mais atrasado que a janela perde os eventos mais antigos. Uma janela mais longa não custa nada aqui.
inspector-cleanup-delete-tip = delete (padrão do Kafka): a retenção apaga segmentos antigos inteiros, lidos ou não. Uma chave cujo último registro é mais antigo que a retenção não está mais no log.
inspector-cleanup-compact-tip = compact: abaixo do segmento ativo o cleaner mantém o registro mais recente de cada chave e remove os mais antigos, deixando lacunas (nenhum offset se move, o início do log fica). A retenção não apaga nada: o changelog de uma tabela, o valor atual de cada chave guardado para sempre.
inspector-cleanup-compact-delete-tip = compact,delete: compactado, e os segmentos mais antigos que a retenção também apagados, junto com o registro mais recente de uma chave.
inspector-log-keys = ; seu log conhece { $held } das { $written } chaves escritas
inspector-log-keys-deleted = ; seu log conhece { $held } das { $written } chaves escritas e não apagadas ({ $deleted } apagadas por um tombstone)
inspector-compaction-tip = min.compaction.lag: o cleaner deixa em paz um registro mais novo que isso. delete.retention: um tombstone (uma chave sem valor, a chave apagada) fica esse tempo depois de poder sair, para que um grupo que reproduz o log veja a exclusão; depois a chave some do log. Definido no cenário (stream min_compaction_lag_seconds, delete_retention_seconds).
inspector-tombstones-cleaned = ; { $count } tombstones além de delete.retention removidos, junto com suas chaves
inspector-compacted = { $compacted } registros compactados{ $tombstones }; guarda { $held }{ $keys }. O segmento ativo rola e o cleaner roda em { $next }.
inspector-retention-keys = Retenção { $retention }{ $keys }.
inspector-salt = Salt
inspector-salt-none = sem
inspector-salt-tip = Espalha cada chave por este número de partições (um acréscimo nosso): uma chave quente deixa de encher uma partição, mas seus eventos perdem a ordem entre elas.
inspector-poll-interval = { $group }: intervalo de poll { $seconds } s
inspector-poll-interval-tip = Um max.poll.interval mais longo: um membro lento é expulso mais tarde, então uma tempestade de rebalanceamentos se acalma.
inspector-upgrade-workers = Atualizar seus Workers
inspector-upgrade-workers-tip = Os Workers do grupo aprendem todos os schemas escritos até agora e continuam lendo de onde pararam. Grátis.
inspector-poison-pill = { $group } está parado em uma poison pill (partição { $partition }, offset { $offset }): seus Workers falham nela e a buscam de novo, para sempre. Transforme { $group } em um share group (o limite de entregas arquiva o registro), ou pare seus Workers e mova-o para depois do registro: reset group { $group } by +1.
inspector-rebalances = { $group }: { $rebalances } rebalanceamentos, { $evictions } expulsões, { $seconds } s pausado
inspector-practice = Prática
inspector-fail-broker = Derrubar um broker agora
inspector-fail-broker-tip = O broker líder falha: veja o que o fator de replicação e os acks perdem.
inspector-no-leader = { $offline } de { $partitions } partições estão sem líder

## Uma Queue e uma Database

inspector-queue-live = { $depth } tarefas esperando · { $enqueued } recebidas · { $handed } entregues · { $refused } recusadas
inspector-queue-group = grupo { $group }: { $done } concluídas · { $missed } nunca vistas (o Worker de outro grupo as pegou)
inspector-queue-groups-miss = Uma Queue entrega cada tarefa a um só Worker: cada grupo aqui perde o que os outros pegam. Um stream dá a cada grupo todos os eventos.
inspector-database-live = { $rows } linhas escritas · { $rate }/s
inspector-database-refused = { $count } segundas escritas recusadas pela chave única
inspector-unique-key = Chave única na tarefa
inspector-unique-key-tip = ON CONFLICT DO NOTHING: uma tarefa escrita duas vezes não muda nada, então os Workers que escrevem aqui são idempotentes.

## Vender

inspector-sell = Vender (+{ $refund })
inspector-sell-tip = Devolve metade do que custou sua última cópia. Seus links vão junto.
inspector-refused = Recusado: { $reason }
