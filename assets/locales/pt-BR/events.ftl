# A consumer with no position to read from (the Inspector)
events-no-offset-none =
    p{ $partition }{ $others ->
        [0] {""}
        [one] {" "}(e mais 1 partição)
       *[other] {" "}(e mais { $others } partições)
    }: sem offset confirmado
events-no-offset-below =
    p{ $partition }{ $others ->
        [0] {""}
        [one] {" "}(e mais 1 partição)
       *[other] {" "}(e mais { $others } partições)
    }: a posição { $position } está antes do início do log { $start }
# A Worker's partitions on its card, when there are many
events-partitions-count = { $count } partições
# What went wrong, counted (an incident's cost, the Inspector)
events-damage-count = { $count } { $what ->
        [lost] { $count ->
            [one] perdido
           *[other] perdidos
        }
        [stranded] { $count ->
            [one] encalhado
           *[other] encalhados
        }
        [duplicates] { $count ->
            [one] duplicado
           *[other] duplicados
        }
        [throttled] { $count ->
            [one] limitado
           *[other] limitados
        }
       *[missed] { $count ->
            [one] perdido por um grupo
           *[other] perdidos por um grupo
        }
    }
events-damage-stale = { $count } obsoletos
# A cause of bad outcomes, after a count
events-cause-lost-retention = perdidos pela retenção
events-cause-lost-broker = perdidos com um broker fora do ar
events-cause-lost-expansion = pulados em partições novas
events-cause-lost-poison = descartados sem processar (poison pills)
events-cause-stale = resultados obsoletos
events-cause-stranded = encalhados
events-cause-duplicates = efeitos colaterais duplicados
events-cause-throttled = limitados
events-cause-missed = perdidos por um grupo
# The incident log: what happened and how each incident ended
events-scheduled-failed = Um incidente agendado não ocorreu: { $why }
events-ended-by-itself = Terminou sozinho.
events-broker-change = { $elected ->
        [one] 1 partição elegeu
       *[other] { $elected } partições elegeram
    } um novo líder, { $lost } eventos perdidos
events-broker-change-offline = { $elected ->
        [one] 1 partição elegeu
       *[other] { $elected } partições elegeram
    } um novo líder, { $offline ->
        [one] 1 partição
       *[other] { $offline } partições
    } offline, { $lost } eventos perdidos
events-copies = fator de replicação { $factor }
events-copies-catching-up = fator de replicação { $factor }, { $in_effect } em vigor: as novas réplicas estavam { $percent }% em dia
events-broker-failed = O broker { $broker } de "{ $node }" caiu e perdeu seu disco ({ $copies }, acks={ $acks }): { $change }.
events-broker-restarting = O broker { $broker } de "{ $node }" está reiniciando, um desligamento limpo ({ $how ->
        [moved] seus líderes foram movidos antes, o disco é mantido
        [none] o disco é mantido; nenhuma outra réplica estava em sincronia para assumir seus líderes
       *[some] os líderes com uma réplica em sincronia em outro lugar foram movidos antes, o disco é mantido
    }): { $change }.
events-hot-key = A chave "{ $key }" concentra { $percent }% do tráfego de "{ $node }".
events-host-died-broker = O host sob o broker 0 de "{ $node }" morreu. Ele continua cobrando. { $what }
events-host-died = O host sob "{ $node }" morreu. Ele continua cobrando.
events-replaced-broker = Substituído por ${ $price }; o novo broker copia suas partições das outras réplicas.
events-replaced-empty = Substituído por ${ $price }; voltou frio e vazio: { $lost } eventos estavam só no host morto.
events-replaced-copied = Substituído por ${ $price }; copiou suas partições de volta das outras réplicas.
events-replaced-cold = Substituído por ${ $price }; voltou frio.
events-region-down = A região "{ $region }" caiu: { $nodes ->
        [one] 1 Node em cinza
       *[other] { $nodes } Nodes em cinza
    }.
events-moved-region = "{ $node }" foi movido para { $region }
events-zone-down = A zona "{ $zone }" caiu: { $nodes ->
        [one] 1 Node em cinza
       *[other] { $nodes } Nodes em cinza
    }{ $brokers ->
        [0] {""}
        [one] , 1 broker
       *[other] , { $brokers } brokers
    }.
events-promoted-standby = "{ $node }" promoveu seu Standby
events-worker-crashed = O Worker "{ $node }" caiu antes do commit: suas partições voltam ao último commit
events-worker-slow = O Worker "{ $node }" ficou lento ({ $percent }% da sua velocidade).
events-transaction-hangs-timeout = Um produtor iniciou uma transação em "{ $node }" e travou: grupos read_committed param no primeiro registro dela em { $partitions ->
        [one] 1 partição
       *[other] { $partitions } partições
    } (o last stable offset) até que transaction.timeout.ms ({ $seconds } s) a encerre; grupos read_uncommitted continuam lendo.
events-transaction-hangs = Um produtor iniciou uma transação em "{ $node }" e travou: grupos read_committed param no primeiro registro dela em { $partitions ->
        [one] 1 partição
       *[other] { $partitions } partições
    } (o last stable offset) até que um abort a encerre; grupos read_uncommitted continuam lendo.
events-transaction-aborted = Abortada manualmente (kafka-transactions.sh abort): os grupos continuam lendo.
events-poison-pill = Um produtor escreveu em "{ $node }" um registro que nenhum Worker consegue processar (partição { $partition }, offset { $offset }): um grupo de consumidores para ali e tenta de novo para sempre; um share group o arquiva ao atingir seu limite de entregas.
events-poison-pill-gone = A poison pill saiu do log.
events-poison-pill-passed = Todos os grupos passaram da poison pill.
events-schema-refused = "{ $node }" tentou publicar uma mudança de schema incompatível; o Schema registry recusou.
events-schema-breaks = "{ $node }" publica uma mudança que seus consumidores não conseguem ler (schema v{ $version }).
events-schema-fixed = Todos os grupos continuam lendo.
events-state-store-nothing = nada
events-state-store-lost = O Worker "{ $node }" perdeu seu state store: o grupo { $group } relê { $topics } desde o início do log para reconstruir sua tabela; { $lost ->
        [0] todas as chaves ainda estão no log
        [one] 1 chave que o log não tem mais foi perdida
       *[other] { $lost } chaves que o log não tem mais foram perdidas
    }.

# Why an action was refused (the Inspector, the strip, the console)
events-refused-research-first = pesquise { $item } primeiro
events-refused-partitions = as partições devem estar entre 1 e { $max }
events-refused-size = o tamanho deve estar entre 1 e { $max }
events-refused-broker-down = o broker { $broker } está fora do ar: as réplicas podem ser movidas quando todos os brokers voltarem
events-refused-replication-factor = o fator de replicação deve estar entre 1 e { $max }
events-refused-below-min-insync = min.insync.replicas é { $min }: com menos réplicas toda escrita com acks=all seria recusada; reduza-o primeiro
events-refused-brokers = os brokers devem estar entre o fator de replicação ({ $factor }) e { $max }
events-refused-min-insync = min.insync.replicas deve estar entre 1 e o fator de replicação ({ $factor })
events-refused-traffic-fixed = este cenário fixa seu tráfego (só o sandbox tem os controles)
events-refused-hot-key = uma chave quente está atingindo-o: espere passar
events-refused-link-self = um Node não pode se ligar a si mesmo
events-refused-linked-already = { $from } → { $to } já está ligado
events-refused-needs-research = { $component } precisa primeiro da pesquisa { $item }
events-refused-costs = { $component } custa ${ $cost }; você tem ${ $money }
events-refused-no-link = não há ligação { $from } → { $to }
events-refused-research-era = { $item } fica disponível em { $era }
events-refused-researched = { $item } já foi pesquisado
events-refused-research-needs = { $item } precisa primeiro de { $missing }
events-refused-research-costs = { $item } custa { $cost } ◇; você tem { $have }
events-refused-restarting = o grupo { $group } já está sendo reiniciado
events-refused-no-worker-to-restart = o grupo { $group } não tem nenhum Worker rodando para reiniciar
events-refused-host-fine = o host dele está bem: nada a substituir
events-refused-host-costs = um host novo custa ${ $price }; você tem ${ $money }
events-refused-keeps-data = { $component } guarda dados: o Failover não pode movê-lo; ele espera sua região
events-refused-no-other-region = não há outra região para onde mover (pesquise Multiple regions e coloque uma cópia lá)
events-refused-no-standby = { $component } não tem Standby: ele espera sua zona
events-refused-first-schema = ele escreve seu primeiro schema: nada a reverter
events-refused-no-hanging = nenhuma transação está travada nele
events-refused-dead-letter-read = o grupo "{ $group }" lê "{ $node }": suas dead letters vão para outro stream
events-refused-classic-only = o grupo "{ $group }" lê "{ $node }", cujos brokers só oferecem o protocolo classic (group.coordinator.rebalance.protocols=classic): o protocolo consumer (KIP-848) precisa de brokers que o tenham
events-refused-share-writes = "{ $node }" do grupo "{ $group }" escreve em um stream (read-process-write): o Kafka Streams só lê com um grupo de consumidores, então este grupo não pode ser um share group
events-refused-instance-id-twice = dois Workers do grupo { $group } teriam a group.instance.id "{ $id }"
events-refused-instance-id-taken = "{ $id }" já é uma group.instance.id no grupo "{ $group }": o Kafka bloqueia o segundo consumidor (FencedInstanceIdException)
events-score-formula = { $money } restantes × { $per_dollar } − { $bad } resultados ruins × { $per_bad } = { $points }
# The error budget spent, a lost run's outcome: $spent and $allowed are
# counts; $causes the causes counted, joined by commas; $window a span of
# sim time ($rolling is yes when the budget counts a window).
events-budget-spent = { $rolling ->
        [yes] o orçamento de erros se esgotou: { $spent } resultados ruins nos últimos { $window } de { $allowed } permitidos — desde o início: { $causes }
       *[no] o orçamento de erros se esgotou: { $spent } resultados ruins de { $allowed } permitidos — { $causes }
    }
# Why a group rebalanced ($member: a member's id; the group Inspector)
events-rebalance-epoch = época do grupo { $epoch }: { $why }
events-rebalance-rejoined = { $member } voltou e entrou de novo
events-rebalance-no-heartbeat = { $member } não enviou heartbeat por { $seconds } s (session.timeout)
events-rebalance-joined = { $member } entrou
events-rebalance-stopped = { $member } foi parado e saiu
events-rebalance-restarted = { $member } reiniciou e saiu (sem group.instance.id)
events-rebalance-left = { $member } saiu
events-rebalance-partitions = a atualização de metadados encontrou { $count } partições (metadata.max.age)
events-rebalance-back-to-classic = o grupo voltou ao protocolo clássico: cada membro entra de novo
events-rebalance-to-consumer = o grupo passou para o protocolo consumer (KIP-848)
# Refusals of an action, rarer ones ($node, $group, $id: names as typed)
events-refused-not-worker = "{ $node }" não é um Worker
events-refused-not-stream = "{ $node }" não é um Event Stream
events-refused-nothing-in = não há nada em "{ $place }"
events-refused-not-in-outage = "{ $node }" não está fora do ar por uma interrupção
events-refused-no-leader = nenhuma partição de "{ $node }" tem líder
events-refused-no-group = não há grupo "{ $group }" no tabuleiro
events-refused-no-research-for = este catálogo não tem pesquisa para { $effect }
events-refused-no-stream-rules = "{ $node }" não tem regras de stream
events-refused-retention = a retenção precisa ser um de { $choices } segundos de simulação
events-refused-rate = a taxa precisa estar entre 0 e { $max } mensagens/s
events-refused-zipf = o expoente de Zipf precisa estar em (0, { $max }]
events-refused-unknown-component = componente desconhecido "{ $kind }"
events-refused-zone-name = "{ $zone }" não é um nome de zona válido
events-refused-region-name = "{ $region }" não é um nome de região válido
events-refused-id = "{ $id }" não é um id válido
events-refused-id-taken = já existe um Node com o id "{ $id }"
events-refused-link-elsewhere = a ligação { $from } → { $to } não toca o Node novo
events-refused-takes = { $from } envia { $sends }, que { $to } não recebe (recebe { $takes })
events-refused-instance-id = "{ $id }" não é um group.instance.id válido (letras, dígitos, '-', '_', '.'; no máximo 64)
events-refused-unknown-research = pesquisa desconhecida "{ $item }"
events-refused-throttle = um throttle de replicação é um número de registros por segundo acima de 0
events-refused-salt = o salt precisa estar entre 1 e 64
events-refused-keys = precisa haver pelo menos uma chave
events-refused-hot-share = a fatia da chave quente precisa estar entre 0 e 0,95
events-refused-session-timeout = o session timeout precisa estar entre 0 e 86400 segundos
events-refused-poll-interval = o intervalo de poll precisa estar entre 0 e 86400 segundos
events-refused-board-edge = o tabuleiro termina em ±100000
