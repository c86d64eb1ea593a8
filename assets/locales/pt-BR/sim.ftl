# How a goal stands (the goals panel)
sim-standing-counts-from = conta a partir de { $time }
sim-standing-holding-lag-until = mantendo, até { $until } · pior lag agora { $worst }
sim-standing-holding-lag-end = mantendo até o fim · pior lag agora { $worst }
sim-standing-holding-until = mantendo, até { $until } · faltam { $left }
sim-standing-broken-lag = quebrado: pior lag { $worst }
sim-standing-pace = { $verdict ->
        [on-track] { $progress } · no ritmo: precisa de { $needs }/s, faz { $doing }/s
       *[behind] { $progress } · atrasado: precisa de { $needs }/s, faz { $doing }/s
    }
sim-standing-doing = { $progress } · faz { $doing }/s

# How a star stands
sim-star-left = faltam { $time }
sim-star-too-late = tarde demais
sim-star-money-now = ${ $amount } agora
sim-star-spent = ${ $amount } gastos
sim-star-budget-spent = { $percent }% gasto
sim-star-lost-so-far = { $count } perdidos até agora
sim-star-so-far = { $count } até agora
sim-star-longest = no máximo { $time } até agora
sim-star-no-table-lost = nenhuma tabela perdida ainda

# What a Worker reads: on its card, then in the Inspector
sim-activity-stopped = parado
sim-activity-down = fora do ar
sim-activity-paused = pausado
sim-activity-restarting = reiniciando
sim-activity-queue = lê a Queue
sim-activity-direct = alimentado diretamente
sim-activity-idle = ocioso: sem partição
sim-activity-stopped-words = nada: parado, saiu do seu grupo
sim-activity-down-words = nada: seu host está fora do ar (fora do grupo assim que passar seu session timeout)
sim-activity-paused-words = nada: pausado, ainda é um membro que mantém suas partições
sim-activity-restarting-static-words = nada: reiniciando como membro estático (group.instance.id), mantém suas partições até seu session timeout
sim-activity-restarting-dynamic-words = nada: reiniciando, saiu do seu grupo e volta como novo membro (um rebalanceamento em cada sentido)
sim-activity-queue-words = tarefas de uma Queue, uma por vez, compartilhadas com todos os outros Workers nela
sim-activity-direct-words = tarefas que um produtor lhe entrega diretamente: sem buffer no meio, então o que ele não consegue pegar na hora fica encalhado
sim-activity-idle-words = nada: ocioso, não tem nenhuma partição (seu grupo tem mais membros que partições) e não recebe tarefas

# A card's badge, and why (the Inspector)
sim-badge-down = FORA DO AR
sim-badge-down-why = Seu host está fora do ar: não faz nada, e o que é enviado a ele espera ou se perde.
sim-badge-stopped = PARADO
sim-badge-stopped-why = Parado: saiu do seu grupo e não lê nada.
sim-badge-paused = PAUSADO
sim-badge-paused-why = Pausado: ainda é membro, suas partições esperam por ele.
sim-badge-stuck = TRAVADO
sim-badge-stuck-why = Falha em um registro que não consegue processar (p{ $partition }, offset { $offset }), não confirma nada além dele e o busca de novo, para sempre.
sim-badge-slow = LENTO
sim-badge-slow-why = Trabalha mais devagar do que deveria.
sim-badge-idle = OCIOSO
sim-badge-idle-why = Ocioso: não tem nenhuma partição e não recebe tarefas (seu grupo tem mais membros que partições).
sim-badge-schema = SCHEMA v{ $version }
sim-badge-schema-why = Escreve o schema v{ $version }; grupos que não conseguem lê-lo param.
sim-badge-no-leader = SEM LÍDER
sim-badge-no-leader-why = Nenhuma partição tem líder: nada é anexado nem lido.
sim-badge-offline = { $count } SEM LÍDER
sim-badge-offline-why = { $offline ->
        [one] { $offline } de { $count } partições não tem líder.
       *[other] { $offline } de { $count } partições não têm líder.
    }
sim-badge-too-few-in-sync = POUCAS EM SYNC
sim-badge-too-few-in-sync-why = O ISR de uma partição está abaixo de min.insync.replicas: gravações com acks=all são recusadas.
sim-badge-poison-pill = POISON PILL
sim-badge-poison-pill-why = O grupo { $group } está parado em um registro que seus Workers não conseguem processar (partição { $partition }, offset { $offset }): um grupo de consumidores nunca pula um registro sozinho.
sim-badge-blocked = UM GRUPO ESTÁ BLOQUEADO
sim-badge-blocked-why = Um grupo não consegue ler um evento e para nele.
sim-badge-no-offset = SEM OFFSET
sim-badge-no-offset-why = O grupo { $group } parou: auto.offset.reset=none e { $what } ({ $exception }). Redefina seus offsets ou escolha outra política.
sim-badge-rebalancing = REBALANCEANDO
sim-badge-rebalancing-why = Um grupo está rebalanceando: seus membros param de ler até terminar.
sim-badge-stranded = SEM LEITOR: ENCALHADO
sim-badge-stranded-why = Nenhum grupo o lê: toda tarefa enviada a ele fica encalhada.
sim-badge-behind = ATRASADO
sim-badge-behind-why = Um grupo está { $worst } registros atrás em uma partição (acima de { $warning }).
