view-lost = { $count } perdidos
view-stale = { $count } obsoletos
view-queue-figure = { $depth } en espera
view-queue-sub = { $handed_out } entregadas · { $missed } sin ver
view-queue-detail =
    Queue: cada tarea va a un solo Worker.
    { $depth } en espera, { $handed_out } entregadas, { $missed } que ningún grupo vio
view-db-unique-key = clave única: repeticiones rechazadas
view-db-no-unique-key = sin clave única
view-db-figure = { $rate } escrituras/s
view-db-sub = { $writes } filas · { $unique }
view-db-detail = { $writes } filas escritas, { $refused } repeticiones rechazadas; { $unique }
view-stream-by-key = por clave
view-stream-round-robin = round robin
view-stream-leaderless = { $leaderless } de { $count } particiones sin líder
view-stream-stopped = { $group } detenido: sin offset
view-stream-rebuilding = { $group } reconstruyendo · peor lag { $worst }
view-stream-unread = ningún grupo lo lee
view-stream-caught-up = todos los grupos al día
view-stream-worst-lag = peor lag { $worst } · { $behind }
view-stream-figure = entran { $appended }/s · salen { $out }/s{ $groups ->
        [0] {""}
        [1] {""}
       *[other] {" "}({ $groups } grupos)
    } · { $lag }
view-stream-catching-up = { $now } a { $target }, poniéndose al día { $percent } %{ $stalled ->
        [yes] {" "}(estancado)
       *[no] {""}
    }
view-stream-sub = topic { $topic } · { $count } { $count ->
        [one] partición
       *[other] particiones
    } · { $key } · rf { $rf } · acks={ $acks }{ $insync }
view-stream-detail = { $appended } añadidos, { $throttled } limitados, { $stranded } varados; retención { $retention }
view-worker-rebuilding = reconstruyendo
view-worker-rebuilding-detail = grupo { $group }, { $reads }: reconstruye su tabla desde el inicio del log (lo que vuelve a leer no es una tarea nueva); { $done } hechas, velocidad ×{ $speed }
view-worker-figure = { $rate } tareas/s
view-worker-detail = grupo { $group }, { $reads }; { $done } hechas, velocidad ×{ $speed }
view-producer-waiting = { $wait } por envío · { $waiting } en espera
view-producer-sent = { $sent } enviados · { $wait } por envío
view-producer-figure = { $rate } msj/s
view-producer-detail = Envía { $rate } mensajes/s, claves de { $prefix }0 a { $prefix }{ $last }; { $sent } enviados, { $throttled } limitados, { $latency } ms por envío; { $buffered } en su búfer (esperando capacidad de escritura o un líder: fallan tras el delivery timeout), { $blocked } bloqueados en send() (el búfer lleno: fallan tras max.block.ms), { $failed } fallidos así, { $dropped } descartados
view-lane-no-leader = SIN LÍDER: escrituras rechazadas
view-lane-more-partitions = + { $count } { $count ->
        [one] partición más
       *[other] particiones más
    } (ver el Inspector)
view-cell-again = copia
view-cell-no-key = s/cl.
view-cell-gap = hueco
view-cell-next = próx
view-ruler-log-start = inicio del log { $offset }
view-ruler-long-at-end = high watermark = final del log { $end }
view-ruler-long = HW { $hw } · final del log { $end }
view-ruler-short-at-end = HW = final { $end }
view-ruler-short = HW { $hw } · final { $end }
view-replica-leads = { $broker } lidera
view-replica-follow = { $brokers } { $count ->
        [one] sigue
       *[other] siguen
    }
view-replica-no-leader = sin líder
view-replica-down = { $brokers } { $count ->
        [one] caído
       *[other] caídos
    }
view-replica-eligible = { $brokers } { $count ->
        [one] elegible
       *[other] elegibles
    }
view-replica-catching-up = { $brokers } { $count ->
        [one] poniéndose al día
       *[other] poniéndose al día
    }
view-replica-out-of-sync = { $brokers } { $count ->
        [one] desincronizado
       *[other] desincronizados
    }
view-lag-not-known = aún desconocido
view-lag-no-offset = sin offset
view-lag-at-lso = en LSO · { $behind }
view-lag-caught-up = al día
view-lag-locked = { $lag } · { $locked } bloqueados
# Flashes on a card when a counter grows.
view-flash-stale = OBSOLETO
view-flash-duplicate = DUPLICADO
view-flash-repeat-refused = REPETICIÓN RECHAZADA
view-flash-throttled = LIMITADO
