# Por que uma partida foi ganha ou perdida, e suas lições (src/sim/ending.rs,
# src/sim/timeline.rs, src/sim/goals.rs).

## Uma lição: "00:02:10 — o que aconteceu; a solução".
lessons-at = { $when } — { $what }
lessons-with-cure = { $lesson }; { $cure }
lessons-and = { $rest } e { $last }

## As causas de resultados ruins.
lessons-cause-count = { $count } { $cause }
lessons-damage-at-group = { $what } ({ $group } em { $node })
lessons-damage-at-node = { $what } (em { $node })

## Os momentos da linha do tempo.
lessons-first-bad-outcome = primeiro resultado ruim: { $cause }
lessons-budget-spent = o orçamento de erros se esgotou
lessons-budget-passed = o orçamento de erros passou de { $share }% gasto
lessons-lag-warning = o lag de { $group } em { $node } passou de { $warn } registros ({ $lag })
lessons-lag-warning-behind = o lag de { $group } em { $node } passou de { $warn } registros ({ $lag }, { $behind } de atraso)
lessons-era-begins = começa { $era }: o tráfego é ×{ $factor } o do início

## O resultado.
lessons-won = todos os objetivos cumpridos às { $time }
lessons-time-up = o tempo acabou: { $open }
lessons-outcome-lag = O lag de { $group } chegou a { $lag } em { $topic } p{ $partition }, acima dos { $max } que o objetivo permite
lessons-bankrupt = falido às { $time }: { $burn } em Burn e { $placing } em colocar Nodes, contra { $start } no início e { $earned } ganhos
lessons-bankrupt-refunds = falido às { $time }: { $burn } em Burn e { $placing } em colocar Nodes ({ $refunds } de volta com vendas), contra { $start } no início e { $earned } ganhos

## Um objetivo ainda aberto no fim.
lessons-short-tasks = { $group } concluiu { $done } de { $count } tarefas (faltam { $short })
lessons-short-revenue = { $earned } ganhos de { $target } (faltam { $short })
lessons-short-era = ainda em { $now }: { $earned } ganhos dos { $target } de receita com que { $era } começa
lessons-short-no-era = { $era } não é uma era do catálogo
lessons-short-research = { $research } não pesquisado (◇{ $hand } em mãos)
lessons-short-research-cost = { $research } não pesquisado (◇{ $hand } em mãos dos ◇{ $cost } que custa)
lessons-short-survive = a loja funcionou { $ran } dos { $asked } exigidos
lessons-short-lag-not-begun = O objetivo de lag de { $group } (no máximo { $max } a partir de { $from }) não tinha começado
lessons-short-lag = O lag de { $group } é { $lag } em { $topic } p{ $partition }, acima dos { $max } que o objetivo permite
lessons-short-read = o grupo { $group } leu { $read } de { $count } registros de { $topic } (faltam { $short })
lessons-short-deploy-running = O reinício gradual de { $group } ainda estava em andamento ({ $left ->
        [one] falta { $left } Worker
       *[other] faltam { $left } Workers
    } depois do que está reiniciando)
lessons-short-deploy-never = O reinício gradual de { $group } (seu deploy) nunca foi iniciado: nenhum de seus { $workers } Workers reiniciou
lessons-short-rebuilding = { $group } ainda estava reconstruindo sua tabela a partir do início do log
lessons-short-no-table = { $group } não tinha tabela para reconstruir
lessons-short-record = não feito: { $goal }
lessons-short-record-end = não feito: { $goal }; p{ $partition } termina no offset { $offset }
lessons-short-snapshot-key = não feito: { $goal }; o registro mais recente de { $key } ali não o contém
lessons-short-snapshot-not-compacted = não feito: { $goal }; { $topic } não é um tópico compactado
lessons-short-group-at-start = o grupo { $group } não está no início de todas as partições de { $topic }
lessons-short-group-at-end = o grupo { $group } não está no fim de todas as partições de { $topic }
lessons-short-not-member = { $member } não é membro de { $group } (deveria ler { $wanted })
lessons-short-member-nothing = { $member } de { $group } não lê nada de { $topic }, e não { $wanted }
lessons-short-member-reads = { $member } de { $group } lê { $reads } de { $topic }, e não { $wanted }
lessons-short-never-reset = { $group } nunca voltou ao início do seu stream (estava { $past } registros à frente)
lessons-short-replay-left = { $group } ainda tinha { $left } registros para reler desde o início do seu stream

## O que fez perder a partida.
lessons-money-ran-out = o dinheiro acabou: { $burners }
lessons-burn-of = { $node } a ${ $rate }/s
lessons-largest-burn = o maior Burn no fim era { $burners }, de ${ $total }/s no total
lessons-nothing-burned = no fim nada gastava dinheiro
lessons-a-group = um grupo
lessons-lag-reached = o lag de { $group } chegou a { $lag } em { $topic } p{ $partition }
lessons-lag-reached-incident = o lag de { $group } chegou a { $lag } em { $topic } p{ $partition } enquanto durava { $incident } em { $target }
lessons-lag-reached-deploy = o lag de { $group } chegou a { $lag } em { $topic } p{ $partition } durante seu reinício gradual
lessons-missing = { $head }: { $place }
lessons-nothing-left = { $head }, e não sobrou nada para ele: o resto nunca foi enviado
lessons-waited = { $count } esperavam em { $place }{ $readers }
lessons-queue-and-more = { $queue } e mais { $more }
lessons-missed = { $count } foram para outros grupos que leem { $queue }
lessons-unread = { $count } ainda não lidos em { $topics } (seu lag)
lessons-held = { $count } esperavam após o último offset estável em { $topics }, retidos por uma transação aberta
lessons-skipped = { $count } em { $topics } foram pulados em partições adicionadas antes de o grupo saber delas
lessons-poison = { $count } em { $topics } não puderam ser processados e foram arquivados sem destino
lessons-lost-before-read = { $count } se perderam em { $topics } antes de o grupo lê-los
lessons-stranded = { $count } chegaram aos seus Workers quando eles não podiam recebê-los
lessons-readers-none = , que nenhum Worker de { $group } lê
lessons-readers-only-idle = , cujo único leitor { $reader } estava { $state ->
        [down] fora do ar
        [stopped] parado
       *[paused] pausado
    }
lessons-readers-only-slow = , cujo único leitor { $reader } não dava conta
lessons-readers-all-idle = , cujos { $count } leitores estavam todos fora do ar, parados ou pausados
lessons-readers-some-idle = , com { $idle } de seus { $count } leitores fora do ar, parados ou pausados
lessons-readers-all-slow = , cujos { $count } leitores não davam conta

## A nota do resumo sobre o orçamento de erros.
lessons-no-bad-outcome = Nenhum resultado ruim: a partida foi perdida pelo que o título diz.
lessons-nothing-went-wrong = Nada deu errado.

## As ações do jogador na linha do tempo.
lessons-action-partitions = { $node }: { $partitions } partições
lessons-action-partition-key = { $node }: particionar por { $key }
lessons-action-paused = { $node } pausado
lessons-action-resumed = { $node } retomado
lessons-action-keyless = { $node }: registros sem chave { $mode }
lessons-action-stopped = { $node } parado (saiu do grupo)
lessons-action-started = { $node } iniciado (voltou ao grupo)
lessons-action-assignor = grupo { $group }: assignor { $assignor }
lessons-action-offset-reset = grupo { $group }: auto.offset.reset={ $policy }
lessons-action-group-protocol = grupo { $group }: group.protocol={ $protocol }
lessons-action-group-type = grupo { $group }: um grupo { $kind }
lessons-action-dead-letter = grupo { $group }: dead letters para { $stream }
lessons-action-no-dead-letter = grupo { $group }: sem stream de dead letters
lessons-action-remote-assignor = grupo { $group }: group.remote.assignor={ $assignor }
lessons-action-static = grupo { $group }: membros estáticos (group.instance.id)
lessons-action-dynamic = grupo { $group }: membros dinâmicos
lessons-action-rolling-restart = grupo { $group }: reinício gradual
lessons-action-isolation = grupo { $group }: isolation.level={ $isolation }
lessons-action-guarantee = grupo { $group }: processing.guarantee={ $guarantee }
lessons-action-session-timeout = grupo { $group }: timeout de sessão { $span }
lessons-action-size = { $node }: tamanho { $size }
lessons-action-replication-factor = { $node }: fator de replicação { $factor }
lessons-action-acks = { $node }: acks={ $acks }
lessons-action-idempotence = { $node }: enable.idempotence={ $enabled }
lessons-action-cleanup = { $node }: cleanup.policy={ $policy }
lessons-action-brokers = { $node }: { $brokers } brokers
lessons-action-spread = { $node }: brokers espalhados pelas zonas
lessons-action-one-zone = { $node }: brokers em uma zona
lessons-action-throttle = { $node }: limite de replicação { $rate } registros/s
lessons-action-no-throttle = { $node }: sem limite de replicação
lessons-action-min-isr = { $node }: min.insync.replicas={ $min }
lessons-action-unclean-on = { $node }: unclean leader election ligada
lessons-action-unclean-off = { $node }: unclean leader election desligada
lessons-action-retention = { $node }: retenção { $span }
lessons-action-fail-broker = { $node }: um broker falhou (treino)
lessons-action-crash = { $node } caiu (treino)
lessons-action-place = { $node } colocado ({ $kind })
lessons-action-sell = { $node } vendido
lessons-action-link = { $from } ligado a { $to }
lessons-action-unlink = { $from } desligado de { $to }
lessons-action-unique-on = { $node }: chave única ligada
lessons-action-unique-off = { $node }: chave única desligada
lessons-action-move = { $node } movido
lessons-action-strike = { $target } atingido por { $kind } (treino)
lessons-action-replace = { $node } substituído
lessons-action-fail-over = failover de { $node }
lessons-action-roll-back = { $node } revertido
lessons-action-abort = abortada a transação travada em { $node }
lessons-action-upgrade = grupo { $group } atualizado
lessons-action-poll = grupo { $group }: intervalo de poll { $seconds } s
lessons-action-salt = { $node }: chaves quentes com salt em { $salt }
lessons-action-traffic = { $node }: { $rate } msg/s em { $keys } chaves{ $zipf }{ $hot }
lessons-action-hot-key = , uma chave quente a { $share }%
lessons-action-zone = { $node } movido para { $zone }
lessons-action-region = { $node } movido para { $region }
lessons-action-research = pesquisado { $item }
lessons-action-console = console: { $line }
