view-lost = { $count } perdidos
view-stale = { $count } desatualizados
view-queue-figure = { $depth } esperando
view-queue-sub = { $handed_out } entregues · { $missed } não vistas
view-queue-detail =
    Queue: cada tarefa vai para um só Worker.
    { $depth } esperando, { $handed_out } entregues, { $missed } que nenhum grupo viu
view-db-unique-key = chave única: repetições recusadas
view-db-no-unique-key = sem chave única
view-db-figure = { $rate } gravações/s
view-db-sub = { $writes } linhas · { $unique }
view-db-detail = { $writes } linhas gravadas, { $refused } repetições recusadas; { $unique }
view-stream-by-key = por chave
view-stream-round-robin = round robin
view-stream-leaderless = { $leaderless } de { $count } partições sem líder
view-stream-stopped = { $group } parado: sem offset
view-stream-rebuilding = { $group } reconstruindo · pior lag { $worst }
view-stream-unread = nenhum grupo o lê
view-stream-caught-up = todos os grupos em dia
view-stream-worst-lag = pior lag { $worst } · { $behind }
view-stream-figure = entram { $appended }/s · saem { $out }/s{ $groups ->
        [0] {""}
        [1] {""}
       *[other] {" "}({ $groups } grupos)
    } · { $lag }
view-stream-catching-up = { $now } para { $target }, alcançando { $percent }%{ $stalled ->
        [yes] {" "}(travado)
       *[no] {""}
    }
view-stream-sub = tópico { $topic } · { $count } { $count ->
        [one] partição
       *[other] partições
    } · { $key } · rf { $rf } · acks={ $acks }{ $insync }
view-stream-detail = { $appended } anexados, { $throttled } limitados, { $stranded } encalhados; retenção { $retention }
view-worker-rebuilding = reconstruindo
view-worker-rebuilding-detail = grupo { $group }, { $reads }: reconstruindo a tabela desde o início do log (o que ele relê não é tarefa nova); { $done } feitas, velocidade ×{ $speed }
view-worker-figure = { $rate } tarefas/s
view-worker-detail = grupo { $group }, { $reads }; { $done } feitas, velocidade ×{ $speed }
view-producer-waiting = { $wait } por envio · { $waiting } esperando
view-producer-sent = { $sent } enviados · { $wait } por envio
view-producer-figure = { $rate } msg/s
view-producer-detail = Envia { $rate } mensagens/s, chaves de { $prefix }0 a { $prefix }{ $last }; { $sent } enviados, { $throttled } limitados, { $latency } ms por envio; { $buffered } no buffer (esperando capacidade de gravação ou um líder: falham após o delivery timeout), { $blocked } bloqueados em send() (o buffer cheio: falham após max.block.ms), { $failed } falharam assim, { $dropped } descartados
view-lane-no-leader = SEM LÍDER: gravações recusadas
view-lane-more-partitions = + { $count } { $count ->
        [one] partição a mais
       *[other] partições a mais
    } (veja o Inspetor)
view-cell-again = cópia
view-cell-no-key = s/ch.
view-cell-gap = vazio
view-cell-next = próx
view-ruler-log-start = início do log { $offset }
view-ruler-long-at-end = high watermark = fim do log { $end }
view-ruler-long = HW { $hw } · fim do log { $end }
view-ruler-short-at-end = HW = fim { $end }
view-ruler-short = HW { $hw } · fim { $end }
view-replica-leads = { $broker } lidera
view-replica-follow = { $brokers } { $count ->
        [one] segue
       *[other] seguem
    }
view-replica-no-leader = sem líder
view-replica-down = { $brokers } { $count ->
        [one] fora do ar
       *[other] fora do ar
    }
view-replica-eligible = { $brokers } { $count ->
        [one] elegível
       *[other] elegíveis
    }
view-replica-catching-up = { $brokers } { $count ->
        [one] alcançando
       *[other] alcançando
    }
view-replica-out-of-sync = { $brokers } { $count ->
        [one] fora de sincronia
       *[other] fora de sincronia
    }
view-lag-not-known = ainda desconhecido
view-lag-no-offset = sem offset
view-lag-at-lso = no LSO · { $behind }
view-lag-caught-up = em dia
view-lag-locked = { $lag } · { $locked } bloqueados
# Flashes on a card when a counter grows.
view-flash-stale = OBSOLETO
view-flash-duplicate = DUPLICADO
view-flash-repeat-refused = REPETIÇÃO RECUSADA
view-flash-throttled = LIMITADO
