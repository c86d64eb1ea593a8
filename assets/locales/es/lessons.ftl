# Por qué se ganó o se perdió una partida, y sus lecciones (src/sim/ending.rs,
# src/sim/timeline.rs, src/sim/goals.rs).

## Una lección: «00:02:10 — qué pasó; el remedio».
lessons-at = { $when } — { $what }
lessons-with-cure = { $lesson }; { $cure }
lessons-and = { $rest } y { $last }

## Las causas de los malos resultados.
lessons-cause-count = { $count } { $cause }
lessons-damage-at-group = { $what } ({ $group } en { $node })
lessons-damage-at-node = { $what } (en { $node })

## Los momentos de la cronología.
lessons-first-bad-outcome = primer mal resultado: { $cause }
lessons-budget-spent = se agotó el presupuesto de errores
lessons-budget-passed = el presupuesto de errores superó el { $share } % gastado
lessons-lag-warning = el lag de { $group } en { $node } superó { $warn } registros ({ $lag })
lessons-lag-warning-behind = el lag de { $group } en { $node } superó { $warn } registros ({ $lag }, { $behind } de retraso)
lessons-era-begins = empieza { $era }: el tráfico es ×{ $factor } el del inicio

## El resultado.
lessons-won = todos los objetivos cumplidos a las { $time }
lessons-time-up = se acabó el tiempo: { $open }
lessons-outcome-lag = El lag de { $group } llegó a { $lag } en { $topic } p{ $partition }, por encima de los { $max } que permite el objetivo
lessons-bankrupt = en bancarrota a las { $time }: { $burn } en Burn y { $placing } en colocar Nodes, frente a { $start } al inicio y { $earned } ganados
lessons-bankrupt-refunds = en bancarrota a las { $time }: { $burn } en Burn y { $placing } en colocar Nodes ({ $refunds } recuperados por ventas), frente a { $start } al inicio y { $earned } ganados

## Un objetivo aún abierto al final.
lessons-short-tasks = { $group } completó { $done } de { $count } tareas (faltan { $short })
lessons-short-revenue = { $earned } ganados de { $target } (faltan { $short })
lessons-short-era = aún en { $now }: { $earned } ganados de los { $target } de ingresos con los que empieza { $era }
lessons-short-no-era = { $era } no es una era del catálogo
lessons-short-research = { $research } sin investigar (◇{ $hand } disponibles)
lessons-short-research-cost = { $research } sin investigar (◇{ $hand } disponibles de los ◇{ $cost } que cuesta)
lessons-short-survive = la tienda funcionó { $ran } de los { $asked } exigidos
lessons-short-lag-not-begun = El objetivo de lag de { $group } (como mucho { $max } desde { $from }) no había empezado
lessons-short-lag = El lag de { $group } es { $lag } en { $topic } p{ $partition }, por encima de los { $max } que permite el objetivo
lessons-short-read = el grupo { $group } leyó { $read } de { $count } registros de { $topic } (faltan { $short })
lessons-short-deploy-running = El reinicio escalonado de { $group } seguía en curso ({ $left ->
        [one] queda { $left } Worker
       *[other] quedan { $left } Workers
    } tras el que se está reiniciando)
lessons-short-deploy-never = El reinicio escalonado de { $group } (su despliegue) nunca se inició: ninguno de sus { $workers } Workers se reinició
lessons-short-rebuilding = { $group } aún estaba reconstruyendo su tabla desde el inicio del log
lessons-short-no-table = { $group } no tenía tabla que reconstruir
lessons-short-record = sin hacer: { $goal }
lessons-short-record-end = sin hacer: { $goal }; p{ $partition } termina en el offset { $offset }
lessons-short-snapshot-key = sin hacer: { $goal }; el último registro de { $key } allí no lo contiene
lessons-short-snapshot-not-compacted = sin hacer: { $goal }; { $topic } no es un topic compactado
lessons-short-group-at-start = el grupo { $group } no está al inicio de todas las particiones de { $topic }
lessons-short-group-at-end = el grupo { $group } no está al final de todas las particiones de { $topic }
lessons-short-not-member = { $member } no es miembro de { $group } (debería leer { $wanted })
lessons-short-member-nothing = { $member } de { $group } no lee nada de { $topic }, no { $wanted }
lessons-short-member-reads = { $member } de { $group } lee { $reads } de { $topic }, no { $wanted }
lessons-short-never-reset = { $group } nunca volvió al inicio de su stream (estaba { $past } registros más allá)
lessons-short-replay-left = A { $group } le quedaban { $left } registros por volver a leer desde el inicio de su stream

## Qué hizo perder la partida.
lessons-money-ran-out = se acabó el dinero: { $burners }
lessons-burn-of = { $node } a ${ $rate }/s
lessons-largest-burn = el mayor Burn al final era { $burners }, de ${ $total }/s en total
lessons-nothing-burned = al final nada gastaba dinero
lessons-a-group = un grupo
lessons-lag-reached = el lag de { $group } llegó a { $lag } en { $topic } p{ $partition }
lessons-lag-reached-incident = el lag de { $group } llegó a { $lag } en { $topic } p{ $partition } mientras duraba { $incident } en { $target }
lessons-lag-reached-deploy = el lag de { $group } llegó a { $lag } en { $topic } p{ $partition } durante su reinicio escalonado
lessons-missing = { $head }: { $place }
lessons-nothing-left = { $head }, y no quedó nada para él: el resto nunca se envió
lessons-waited = { $count } esperaban en { $place }{ $readers }
lessons-queue-and-more = { $queue } y { $more } más
lessons-missed = { $count } fueron a otros grupos que leen { $queue }
lessons-unread = { $count } aún sin leer en { $topics } (su lag)
lessons-held = { $count } esperaban tras el último offset estable en { $topics }, retenidos por una transacción abierta
lessons-skipped = { $count } en { $topics } se saltaron en particiones añadidas antes de que el grupo las conociera
lessons-poison = { $count } en { $topics } no se pudieron procesar y se archivaron sin destino
lessons-lost-before-read = { $count } se perdieron en { $topics } antes de que el grupo los leyera
lessons-stranded = { $count } llegaron a sus Workers cuando no podían aceptarlos
lessons-readers-none = , que ningún Worker de { $group } lee
lessons-readers-only-idle = , cuyo único lector { $reader } estaba { $state ->
        [down] caído
        [stopped] detenido
       *[paused] en pausa
    }
lessons-readers-only-slow = , cuyo único lector { $reader } no daba abasto
lessons-readers-all-idle = , cuyos { $count } lectores estaban todos caídos, detenidos o en pausa
lessons-readers-some-idle = , con { $idle } de sus { $count } lectores caídos, detenidos o en pausa
lessons-readers-all-slow = , cuyos { $count } lectores no daban abasto

## La nota del resumen sobre el presupuesto de errores.
lessons-no-bad-outcome = Ningún mal resultado: la partida se perdió por lo que dice el titular.
lessons-nothing-went-wrong = Nada salió mal.

## Las acciones del jugador en la cronología.
lessons-action-partitions = { $node }: { $partitions } particiones
lessons-action-partition-key = { $node }: particionar por { $key }
lessons-action-paused = { $node } en pausa
lessons-action-resumed = { $node } reanudado
lessons-action-keyless = { $node }: registros sin clave { $mode }
lessons-action-stopped = { $node } detenido (dejó su grupo)
lessons-action-started = { $node } iniciado (volvió a unirse)
lessons-action-assignor = grupo { $group }: assignor { $assignor }
lessons-action-offset-reset = grupo { $group }: auto.offset.reset={ $policy }
lessons-action-group-protocol = grupo { $group }: group.protocol={ $protocol }
lessons-action-group-type = grupo { $group }: un grupo { $kind }
lessons-action-dead-letter = grupo { $group }: dead letters a { $stream }
lessons-action-no-dead-letter = grupo { $group }: sin stream de dead letters
lessons-action-remote-assignor = grupo { $group }: group.remote.assignor={ $assignor }
lessons-action-static = grupo { $group }: miembros estáticos (group.instance.id)
lessons-action-dynamic = grupo { $group }: miembros dinámicos
lessons-action-rolling-restart = grupo { $group }: reinicio escalonado
lessons-action-isolation = grupo { $group }: isolation.level={ $isolation }
lessons-action-guarantee = grupo { $group }: processing.guarantee={ $guarantee }
lessons-action-session-timeout = grupo { $group }: timeout de sesión { $span }
lessons-action-size = { $node }: tamaño { $size }
lessons-action-replication-factor = { $node }: factor de replicación { $factor }
lessons-action-acks = { $node }: acks={ $acks }
lessons-action-idempotence = { $node }: enable.idempotence={ $enabled }
lessons-action-cleanup = { $node }: cleanup.policy={ $policy }
lessons-action-brokers = { $node }: { $brokers } brokers
lessons-action-spread = { $node }: brokers repartidos entre las zonas
lessons-action-one-zone = { $node }: brokers en una zona
lessons-action-throttle = { $node }: límite de replicación { $rate } registros/s
lessons-action-no-throttle = { $node }: sin límite de replicación
lessons-action-min-isr = { $node }: min.insync.replicas={ $min }
lessons-action-unclean-on = { $node }: unclean leader election activada
lessons-action-unclean-off = { $node }: unclean leader election desactivada
lessons-action-retention = { $node }: retención { $span }
lessons-action-fail-broker = { $node }: falló un broker (práctica)
lessons-action-crash = { $node } se cayó (práctica)
lessons-action-place = colocado { $node } ({ $kind })
lessons-action-sell = vendido { $node }
lessons-action-link = conectado { $from } a { $to }
lessons-action-unlink = desconectado { $from } de { $to }
lessons-action-unique-on = { $node }: clave única activada
lessons-action-unique-off = { $node }: clave única desactivada
lessons-action-move = movido { $node }
lessons-action-strike = { $target } golpeado con { $kind } (práctica)
lessons-action-replace = reemplazado { $node }
lessons-action-fail-over = failover de { $node }
lessons-action-roll-back = { $node } revertido
lessons-action-abort = abortada la transacción colgada en { $node }
lessons-action-upgrade = actualizado el grupo { $group }
lessons-action-poll = grupo { $group }: intervalo de poll { $seconds } s
lessons-action-salt = { $node }: claves calientes repartidas con sal en { $salt }
lessons-action-traffic = { $node }: { $rate } msg/s sobre { $keys } claves{ $zipf }{ $hot }
lessons-action-hot-key = , una clave caliente al { $share } %
lessons-action-zone = { $node } movido a { $zone }
lessons-action-region = { $node } movido a { $region }
lessons-action-research = investigado { $item }
lessons-action-console = consola: { $line }
