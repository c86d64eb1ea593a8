# How a goal stands (the goals panel)
sim-standing-counts-from = cuenta desde { $time }
sim-standing-holding-lag-until = se mantiene, hasta { $until } · peor lag ahora { $worst }
sim-standing-holding-lag-end = se mantiene hasta el final · peor lag ahora { $worst }
sim-standing-holding-until = se mantiene, hasta { $until } · faltan { $left }
sim-standing-broken-lag = roto: peor lag { $worst }
sim-standing-pace = { $verdict ->
        [on-track] { $progress } · a buen ritmo: necesita { $needs }/s, hace { $doing }/s
       *[behind] { $progress } · atrasado: necesita { $needs }/s, hace { $doing }/s
    }
sim-standing-doing = { $progress } · hace { $doing }/s

# How a star stands
sim-star-left = quedan { $time }
sim-star-too-late = demasiado tarde
sim-star-money-now = ${ $amount } ahora
sim-star-spent = ${ $amount } gastados
sim-star-budget-spent = { $percent } % gastado
sim-star-lost-so-far = { $count } perdidos hasta ahora
sim-star-so-far = { $count } hasta ahora
sim-star-longest = máximo { $time } hasta ahora
sim-star-no-table-lost = ninguna tabla perdida aún

# What a Worker reads: on its card, then in the Inspector
sim-activity-stopped = detenido
sim-activity-down = caído
sim-activity-paused = en pausa
sim-activity-restarting = reiniciando
sim-activity-queue = lee la Queue
sim-activity-direct = alimentado directamente
sim-activity-idle = inactivo: sin partición
sim-activity-stopped-words = nada: detenido, ha dejado su grupo
sim-activity-down-words = nada: su host está caído (fuera de su grupo en cuanto pase su session timeout)
sim-activity-paused-words = nada: en pausa, sigue siendo un miembro que conserva sus particiones
sim-activity-restarting-static-words = nada: se reinicia como miembro estático (group.instance.id) y conserva sus particiones hasta su session timeout
sim-activity-restarting-dynamic-words = nada: se reinicia, dejó su grupo y vuelve a unirse como miembro nuevo (un rebalanceo en cada sentido)
sim-activity-queue-words = tareas de una Queue, una a una, compartidas con todos los demás Workers en ella
sim-activity-direct-words = tareas que un productor le entrega directamente: sin búfer entre medias, así que lo que no puede tomar al instante queda varado
sim-activity-idle-words = nada: inactivo, no tiene ninguna partición (su grupo tiene más miembros que particiones) y no recibe tareas

# A card's badge, and why (the Inspector)
sim-badge-down = CAÍDO
sim-badge-down-why = Su host está caído: no hace nada, y lo que se le envía espera o se pierde.
sim-badge-stopped = DETENIDO
sim-badge-stopped-why = Detenido: ha dejado su grupo y no lee nada.
sim-badge-paused = EN PAUSA
sim-badge-paused-why = En pausa: sigue siendo miembro, sus particiones lo esperan.
sim-badge-stuck = ATASCADO
sim-badge-stuck-why = Falla en un registro que no puede procesar (p{ $partition }, offset { $offset }), no confirma nada más allá y lo vuelve a leer, sin fin.
sim-badge-slow = LENTO
sim-badge-slow-why = Trabaja más despacio de lo que debería.
sim-badge-idle = INACTIVO
sim-badge-idle-why = Inactivo: no tiene ninguna partición y no recibe tareas (su grupo tiene más miembros que particiones).
sim-badge-schema = ESQUEMA v{ $version }
sim-badge-schema-why = Escribe el esquema v{ $version }; los grupos que no pueden leerlo se detienen.
sim-badge-no-leader = SIN LÍDER
sim-badge-no-leader-why = Ninguna partición tiene líder: no se añade ni se lee nada.
sim-badge-offline = { $count } SIN LÍDER
sim-badge-offline-why = { $offline ->
        [one] { $offline } de { $count } particiones no tiene líder.
       *[other] { $offline } de { $count } particiones no tienen líder.
    }
sim-badge-too-few-in-sync = POCAS EN SYNC
sim-badge-too-few-in-sync-why = El ISR de una partición está por debajo de min.insync.replicas: se rechazan las escrituras con acks=all.
sim-badge-poison-pill = POISON PILL
sim-badge-poison-pill-why = El grupo { $group } está detenido en un registro que sus Workers no pueden procesar (partición { $partition }, offset { $offset }): un grupo de consumidores nunca se salta un registro por sí solo.
sim-badge-blocked = UN GRUPO ESTÁ BLOQUEADO
sim-badge-blocked-why = Un grupo no puede leer un evento y se detiene en él.
sim-badge-no-offset = SIN OFFSET
sim-badge-no-offset-why = El grupo { $group } se detuvo: auto.offset.reset=none y { $what } ({ $exception }). Restablece sus offsets o elige otra política.
sim-badge-rebalancing = REBALANCEANDO
sim-badge-rebalancing-why = Un grupo se está rebalanceando: sus miembros dejan de leer hasta que termine.
sim-badge-stranded = SIN LECTOR: VARADO
sim-badge-stranded-why = Ningún grupo lo lee: toda tarea que se le envía queda varada.
sim-badge-behind = ATRASADO
sim-badge-behind-why = Un grupo va { $worst } registros por detrás en una partición (más de { $warning }).
