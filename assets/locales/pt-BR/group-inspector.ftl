# A consumer group or share group in the Inspector (src/ui/group_inspector.rs).

group-inspector-heading-consumer = Grupo de consumidores { $name }
group-inspector-heading-share = Share group { $name }
group-inspector-poison-pill = Parado em uma poison pill em p{ $partition }, offset { $offset }: seu dono falha nela e a busca de novo, para sempre. Um share group passa por ela; um reset para depois dela a descarta.

## Rebuilding a lost state store
group-inspector-keys-lost =
    { $count ->
        [0] nenhuma chave perdida
        [one] 1 chave perdida: a retenção tinha apagado todos os seus registros
       *[other] { $count } chaves perdidas: a retenção tinha apagado todos os seus registros
    }
group-inspector-rebuilding = Reconstruindo sua tabela desde o início do log: { $records } registros a ler; { $lost }.
group-inspector-rebuilding-hover = Seu state store foi perdido: ele lê cada registro que o log ainda guarda. Um stream compactado guarda cerca de um registro por chave, então a reconstrução é curta.
group-inspector-rebuilt = Tabela reconstruída a partir do log; { $lost }.

## Group type
group-inspector-group-type = Tipo de grupo
group-inspector-type-consumer-hover = Um Worker por partição de cada vez, em ordem de offset; seu progresso é um offset confirmado.
group-inspector-type-share-hover = As filas do Kafka (KIP-932): qualquer número de Workers por partição, cada registro adquirido sob um bloqueio e aceito individualmente. A ordem não é mantida.
group-inspector-type-share-refused = Seus Workers escrevem em um stream: o Kafka Streams só lê com um grupo de consumidores.

## One Worker's line
group-inspector-partition-stalled = p{ $partition } (travada)
group-inspector-owns-nothing = não tem nada
group-inspector-owns = tem { $partitions }
group-inspector-member-stopped = parado: não é membro
group-inspector-its-place = seu lugar
group-inspector-member-restarting-static = reiniciando, volta em { $seconds } s: estático ({ $id }), mantém { $kept } em silêncio até lá
group-inspector-member-restarting = reiniciando, volta em { $seconds } s: saiu do grupo e volta como um novo membro
group-inspector-member-removed = fora do ar: removido após seu timeout de sessão; volta ao grupo quando voltar
group-inspector-member-down = fora do ar: último heartbeat há { $ago } s, expulso em { $left } s; { $owns }
group-inspector-member-joining = entrando ou expulso por um poll lento
group-inspector-member-rebalancing = parado com o grupo todo por um rebalanceamento até { $until } (um assignor eager); { $owns }
group-inspector-member-paused = pausado (ainda é membro); { $owns }
# $epoch: group-inspector-epoch-target and what follows it, or nothing.
group-inspector-member-static = membro estático ({ $id }); { $owns }{ $epoch }
group-inspector-member = membro; { $owns }{ $epoch }

## Consumer protocol: a member's epoch and target
group-inspector-epoch-same = época do membro { $epoch } (a do grupo)
group-inspector-epoch-behind = época do membro { $epoch }, época do grupo { $group_epoch }: ainda não reconciliado
group-inspector-target-nothing = nada
group-inspector-epoch-target = ; { $epoch }; alvo { $target }
group-inspector-not-taken = {" "}({ $partitions } ainda não assumidas)
group-inspector-next-heartbeat = ; próximo heartbeat em { $seconds } s

## group.protocol and the assignors
group-inspector-protocol-classic-hover = O padrão do Kafka: o próprio assignor dos membros distribui as partições em um rebalanceamento no qual todo membro entra de novo.
group-inspector-protocol-consumer-hover = Kafka 4 (KIP-848): o broker atribui; cada membro passa ao seu alvo no seu heartbeat, e só as partições que mudam pausam.
group-inspector-protocol-consumer-refused = Os brokers deste stream oferecem só o protocolo clássico (group.coordinator.rebalance.protocols): uma engine sem KIP-848.
group-inspector-protocol-missing = Falta aos seus brokers o protocolo consumer: aqui ele lê pelo clássico.
group-inspector-remote-uniform-hover = Equilibrado e sticky: os membros mantêm o que têm até uma parte justa.
group-inspector-remote-range-hover = Faixas sticky: os membros mantêm suas partições mais baixas; o resto é distribuído em faixas.
group-inspector-assignor = Assignor
group-inspector-assignor-range-hover = Os membros, ordenados por id, pegam faixas contíguas. Eager: um rebalanceamento para o grupo todo.
group-inspector-assignor-roundrobin-hover = A partição p vai para o membro p mod n, por id ordenado. Eager.
# "Cooperative rebalancing" is a research's name (catalog data, English for now).
group-inspector-assignor-cooperative-hover = Os membros mantêm o que têm; só as partições movidas param, por uma rodada. Requer Cooperative rebalancing.
group-inspector-assignor-cooperative-locked = Pesquise Cooperative rebalancing primeiro (R).

## isolation.level, session timeout, membership
group-inspector-isolation-uncommitted-hover = O padrão do Kafka: lê até o high watermark, incluindo registros de transações abertas e abortadas.
group-inspector-isolation-committed-hover = Lê só abaixo do last stable offset e pula registros abortados: espera pelas transações abertas.
group-inspector-session-timeout = Timeout de sessão { $seconds } s
group-inspector-session-timeout-half = As partições de um membro morto mudam mais cedo.
group-inspector-session-timeout-double = Um membro fora do ar mantém suas partições por mais tempo.
group-inspector-static = membros estáticos (group.instance.id)
group-inspector-static-hover = O consumidor de cada Worker recebe um group.instance.id (seu id de Node). Um membro estático que reinicia não envia LeaveGroup: suas partições esperam por ele até seu timeout de sessão, e nada muda se ele voltar antes.
group-inspector-restarting = reiniciando… (faltam { $left })
group-inspector-rolling-restart = Reinício gradual
group-inspector-rolling-restart-hover = Reinicia os Workers do grupo um após o outro, como um deploy: cada um faz commit, fica fora do ar um tempo e volta antes que o próximo saia.
group-inspector-rolling-restart-storm-hover = Reinicia os Workers do grupo um após o outro, como um deploy: cada um faz commit, fica fora do ar um tempo e volta antes que o próximo saia. São membros dinâmicos sob um assignor eager: cada reinício é uma saída e uma entrada, dois rebalanceamentos que param o grupo todo.

## processing.guarantee
group-inspector-guarantee-at-least-once-hover = O padrão do Kafka Streams: a saída é anexada à medida que é gerada; uma falha antes do commit a gera de novo.
group-inspector-guarantee-exactly-once-hover = A saída vai para uma transação confirmada junto com os offsets; uma falha a aborta.
group-inspector-writes-transactional = Escreve um registro em { $streams } para cada um que lê, dentro de uma transação por membro, confirmada com os offsets: leitores read_committed recebem cada registro uma vez.
group-inspector-writes-at-least-once = Escreve um registro em { $streams } para cada um que lê, à medida que é gerado, com os offsets confirmados depois: após uma falha eles são escritos de novo.

## auto.offset.reset
group-inspector-by-duration-half = Metade do caminho para trás: menos registros antigos lidos de novo.
group-inspector-by-duration-double = O dobro para trás: mais do que foi escrito antes é lido.
group-inspector-offsets-expiring = Vazio aqui desde { $since }: seus offsets confirmados expiram em { $left } (offsets.retention.minutes), e então ele começa onde auto.offset.reset mandar.
group-inspector-offsets-expired =
    Seus offsets confirmados aqui expiraram { $count ->
        [one] uma vez
       *[other] { $count } vezes
    } (ninguém leu por { $span }).
group-inspector-no-offset = Parado: auto.offset.reset=none e { $what } ({ $exception }). Ninguém lê até você escolher outra política aqui, ou parar seus Workers e redefinir seus offsets no console: reset group { $group } to earliest (ou to-datetime, by-duration).
group-inspector-reset-earliest = earliest: um grupo atrás da janela de retenção perde só os eventos mais antigos
group-inspector-reset-latest = latest: pula tudo o que espera e lê só o que vier depois
group-inspector-reset-none = none: não redefine nada; o grupo para com um erro até seus offsets serem redefinidos à mão
# $policy: by_duration:PT1H and the like; $span: PT1H and the like.
group-inspector-reset-by-duration = { $policy }: começa no primeiro registro dos últimos { $span }; registros mais antigos são pulados e perdidos para ele, os mais novos são todos lidos
group-inspector-reset-help = Para onde vai uma posição quando o grupo não tem nenhuma, ou a retenção a removeu. Este grupo usa { $what }. O padrão do próprio Kafka é latest.

## Offsets per partition
group-inspector-offsets-legend-uncommitted = Confirmado: onde o grupo retoma após um reinício ou um rebalanceamento. Posição: onde seu consumidor lê em seguida. Lag: high watermark − o offset confirmado (ou o início do log, se for posterior).
group-inspector-offsets-legend-committed = Confirmado: onde o grupo retoma após um reinício ou um rebalanceamento. Posição: onde seu consumidor lê em seguida. Lag: last stable offset (read_committed: uma transação aberta o segura) − o offset confirmado (ou o início do log, se for posterior).
group-inspector-coordinator-knows-all = Seu coordenador conhece todas as { $count } partições pelos metadados do cluster: no protocolo consumer, uma partição adicionada ao tópico entra na próxima atribuição alvo na hora.
group-inspector-consumers-know-all = Seus consumidores conhecem todas as { $count } partições. Eles atualizam seus metadados no próximo rebalanceamento, ou em { $left } (metadata.max.age { $age }).
group-inspector-new-partitions-earliest = earliest: no primeiro registro delas, então lê tudo o que foi escrito lá
group-inspector-new-partitions-latest = latest: no fim delas, pulando (e perdendo) tudo o que foi escrito lá antes
group-inspector-new-partitions-none = none: em lugar nenhum, então ele para
group-inspector-new-partitions-by-duration = { $policy }: no primeiro registro dos últimos { $span }, pulando (e perdendo) os mais antigos
group-inspector-partitions-unknown = Lê { $known } das { $count } partições do tópico. Fica sabendo das outras no próximo rebalanceamento, ou na atualização de metadados em { $left } (metadata.max.age), e começa nelas onde auto.offset.reset mandar: { $then }.
group-inspector-column-owner = dono
group-inspector-column-committed = confirmado
group-inspector-column-position = posição
group-inspector-column-lag = lag
group-inspector-owner-unknown = ainda desconhecida

## History
group-inspector-rebalance-waiting = Um rebalanceamento está esperando: um membro fora do ar não pode voltar, então o grupo espera seu timeout de sessão para removê-lo.
# $why: the sim's reason, in English for now.
group-inspector-last-target-assignment = Última atribuição alvo às { $at }: { $why }
group-inspector-no-member = Nenhum membro ainda
group-inspector-consumer-protocol-counts =
    Protocolo consumer: época do grupo { $epoch } · { $moved ->
        [0] 0 partições movidas
        [one] 1 partição movida
       *[other] { $moved } partições movidas
    }, { $seconds } partição-segundos entre donos · { $evictions } expulsos por poll lento · { $session_evictions } por timeout de sessão perdido · o grupo todo nunca para
group-inspector-formed = Formado às { $at }: { $why }
group-inspector-last-rebalance = Último rebalanceamento às { $at }: { $why }
group-inspector-classic-counts = { $rebalances } rebalanceamentos · { $evictions } expulsos por poll lento · { $session_evictions } por timeout de sessão perdido · ficou parado { $seconds } s
