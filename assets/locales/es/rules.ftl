# Goals (the briefing, the goals panel, the debrief)
rules-goal-complete-tasks = { $count ->
        [one] { $group } completa { $count } tarea
       *[other] { $group } completa { $count } tareas
    }
rules-goal-earn = gana ${ $amount }
rules-goal-research = investiga { $item }
rules-goal-era = alcanza { $era }
rules-goal-survive = mantén la tienda en marcha durante { $seconds } segundos de tiempo simulado
rules-goal-keep-lag = mantén el lag de cada partición de { $group } en { $max } o menos desde los { $from } s
rules-goal-replay = haz que { $group } vuelva a leer su stream desde el principio
rules-goal-rebuild = { $group } reconstruye su tabla perdida a partir de su stream
rules-goal-deploy = despliega la nueva versión de { $group }: un reinicio escalonado de sus Workers
rules-goal-record = { $what ->
        [both] { $topic } p{ $partition }:{ $offset } contiene un registro con clave { $key } sobre «{ $value }»
        [key] { $topic } p{ $partition }:{ $offset } contiene un registro con clave { $key }
        [value] { $topic } p{ $partition }:{ $offset } contiene un registro sobre «{ $value }»
       *[plain] { $topic } p{ $partition }:{ $offset } contiene un registro
    }
rules-goal-group-at = { $at ->
        [start] el grupo { $group } está al inicio de cada partición de { $topic }
       *[end] el grupo { $group } está al final de cada partición de { $topic }
    }
rules-goal-read = { $count ->
        [one] el grupo { $group } ha leído { $count } registro de { $topic }
       *[other] el grupo { $group } ha leído { $count } registros de { $topic }
    }
rules-goal-snapshot = { $topic } está compactado y el último registro de { $key } allí contiene { $value }
rules-goal-member = { $member } de { $group } lee { $partitions } de { $topic }

# Stars' criteria
rules-star-win = gana
rules-star-win-by = gana antes de { $time }
rules-star-money = termina con { $amount } o más
rules-star-spend = no gastes más de { $amount } en Nodes
rules-star-budget = no gastes más del { $percent } % del presupuesto de errores
rules-star-lose-none = no pierdas ningún evento
rules-star-lost = { $n ->
        [one] no pierdas más de { $count } evento
       *[other] no pierdas más de { $count } eventos
    }
rules-star-no-duplicate = ningún efecto secundario duplicado
rules-star-duplicates = { $n ->
        [one] no más de { $count } duplicado
       *[other] no más de { $count } duplicados
    }
rules-star-no-stale = ningún resultado obsoleto
rules-star-stale = { $n ->
        [one] no más de { $count } resultado obsoleto
       *[other] no más de { $count } resultados obsoletos
    }
rules-star-one-move = en un solo movimiento
rules-star-moves = { $n ->
        [one] en { $count } movimiento o menos
       *[other] en { $count } movimientos o menos
    }
rules-star-rebuild = reconstruye cada tabla perdida en { $time } como máximo

# The badge an incident puts on the card it struck, and why
rules-badge-hot-key = CLAVE CALIENTE
rules-badge-hot-key-why = Una clave envía una gran parte de su tráfico.
rules-badge-broker-failed = BROKER CAÍDO
rules-badge-broker-failed-why = Un broker se cayó y perdió su disco.
rules-badge-broker-restarting = BROKER REINICIANDO
rules-badge-broker-restarting-why = Un broker se reinicia de forma limpia; conserva su disco.
rules-badge-crashed = FALLÓ
rules-badge-crashed-why = Se cayó antes de confirmar lo que había procesado.
rules-badge-slow = LENTO
rules-badge-storm-why = Hace poll demasiado despacio y lo expulsan de su grupo.
# {schema} stays as it is: the game puts the producer's schema version there.
rules-badge-schema = ESQUEMA v{"{"}schema{"}"}
rules-badge-schema-why = Escribe un esquema nuevo; los grupos que no pueden leerlo se detienen.
rules-badge-hanging-txn = TXN COLGADA
rules-badge-hanging-txn-why = Una transacción abierta retiene a los grupos read_committed en el last stable offset.
rules-badge-state-lost = ESTADO PERDIDO
rules-badge-state-lost-why = Su tabla local ha desaparecido; su grupo la reconstruye desde el inicio del log del stream.
rules-badge-poison-pill = POISON PILL
rules-badge-poison-pill-why = Un registro aquí hace fallar a todo Worker que lo lee: un grupo de consumidores se detiene en él.

# The game's own hints. Figures in braces ({"{"}lag:{ $group }{"}"} and the like) stay as they are: the game fills them in.
rules-hint-budget = Se ha gastado {"{"}budget{"}"} del presupuesto de errores y, al ritmo que se consume, se agotará antes del final. Las cartas con una insignia ({"{"}troubled{"}"}) muestran qué va mal; sus Inspectores dicen qué lo detendría.
rules-hint-why-limit = , camino de superar su límite de { $max }
rules-hint-why-past = , por encima de { $records }
rules-hint-idle-workers = El lag de { $group } en { $stream } es {"{"}lag:{ $group }{"}"} y crece{ $why }. Cada partición la lee un miembro de un grupo de consumidores, y algunos Workers del grupo { $group } no tienen ninguna ({"{"}idle:{ $group }{"}"}): más particiones en { $stream } (su Inspector) los ponen a trabajar.
rules-hint-more-workers = El lag de { $group } en { $stream } es {"{"}lag:{ $group }{"}"} y crece{ $why }. { $stream } tiene {"{"}partitions:{ $stream }{"}"} particiones, más que Workers en marcha tiene el grupo { $group }: más Workers (Construir, y luego enlaza { $stream } con ellos) reparten la carga, como mucho uno por partición.
rules-hint-replace = El host de { $node } está muerto, nada lo sustituye y sigue facturando. Reemplázalo desde su Inspector ({"{"}price:{ $node }{"}"}): un host nuevo, arrancado en frío.
rules-hint-region-fail-over = { $node } está caído: su región está a oscuras. No guarda datos, así que Conmutar (su Inspector) lo mueve a una región activa y sigue funcionando.
rules-hint-zone-fail-over = { $node } está caído: su zona está a oscuras. Conmutar (su Inspector) promueve su Standby en otra zona.
rules-hint-unclean = Una partición de { $node } no tiene líder: ninguna réplica sincronizada (o elegible) está activa, pero sí una desincronizada. Esperar conserva cada evento confirmado. La unclean leader election (su Inspector) recupera la partición ya desde la primera copia activa en el orden de asignación (por atrasada que esté) y pierde lo que a esa copia le falte; un clic en su carril muestra a qué broker espera.
# Kinds of traffic, plural (the build menu, the Inspector's rules)
rules-traffic-tasks = tareas
rules-traffic-requests = peticiones
rules-traffic-writes = escrituras
rules-traffic-changes = cambios
rules-traffic-records = registros
rules-traffic-nothing = nada
