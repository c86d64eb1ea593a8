# The tutorial's box (src/ui/tutorial.rs). The steps' own texts come from
# the tutorial scenario file.

tutorial-title = Tutorial
tutorial-step = Paso { $step } de { $count }
tutorial-back = Atrás
tutorial-next = Siguiente
tutorial-skip = Saltar
tutorial-hide = Ocultar
tutorial-hide-hover = Oculta el tutorial; te espera donde está.
tutorial-done = Tutorial completado ✔ (ver el último paso)
tutorial-show = Mostrar el tutorial
tutorial-to-title = A la pantalla de título
tutorial-to-title-hover = Lo siguiente es la campaña.

# What a step waits for, under its text.
tutorial-asks-next = Siguiente (o Enter) cuando estés listo.
tutorial-asks-seconds = Observa durante { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
    } de tiempo simulado.
tutorial-asks-select = Haz clic en la carta { $card }.
tutorial-asks-open-inspector = Abre el Inspector.
tutorial-asks-open-console = Abre la consola.
tutorial-asks-open-build = Abre el menú de construcción.
tutorial-asks-open-research = Abre el panel de investigación.
tutorial-asks-open-incidents = Abre el panel de incidentes.
tutorial-asks-open-charts = Abre los gráficos.
tutorial-asks-open-goals = Abre el panel de objetivos.
tutorial-asks-open-speed = Abre el panel de velocidad.
tutorial-asks-open-money = Abre el panel de dinero.
tutorial-asks-open-budget = Abre el panel del presupuesto de errores.
# $key: the number key (1 to 4).
tutorial-asks-speed = Pulsa { $key } para esa velocidad.
tutorial-asks-pause = Pulsa Space para pausar.
tutorial-asks-run = Pulsa Space para reanudar.
# $action: one of the tutorial-action-… phrases below.
tutorial-asks-action = Esperando { $action }.
tutorial-asks-action-on = Esperando { $action } en { $node }.
# $line: a console command, as it must be typed.
tutorial-asks-console = Escribe `{ $line }` en la consola (`).
tutorial-asks-lag-above = Esperando a que el lag de { $group } en una de sus particiones (la etiqueta de su carril) supere { $records }.
tutorial-asks-lag-below = Esperando a que el lag de { $group } baje a { $records } en todas las particiones (pulsa 3 para 60× si va lento).
tutorial-asks-workers = Esperando { $count ->
    [one] { $count } Worker
   *[other] { $count } Workers
    } en el grupo { $group }.
tutorial-asks-partitions = Esperando { $count ->
    [one] { $count } partición
   *[other] { $count } particiones
    } en { $node }.
tutorial-asks-duplicates = Esperando { $count ->
    [one] { $count } duplicado
   *[other] { $count } duplicados
    }.
tutorial-asks-lost = Esperando { $count ->
    [one] { $count } evento perdido
   *[other] { $count } eventos perdidos
    }.
tutorial-asks-budget = Esperando a que se gaste el { $percent } % del presupuesto de errores.
tutorial-asks-down = Esperando a que { $card } caiga.
tutorial-asks-offline = Esperando a que una partición de { $card } se quede sin líder.
# $goal: the goal, in words.
tutorial-asks-goal = Esperando hasta: { $goal }.

# What the player does, as the object of "Waiting for …".
tutorial-action-crash-worker = un fallo (práctica)
tutorial-action-replication-factor = un nuevo factor de replicación
tutorial-action-replication-throttle = un nuevo límite de replicación
tutorial-action-worker-paused = un Worker pausado o reanudado
tutorial-action-worker-stopped = un Worker detenido o iniciado
tutorial-action-keyless = un nuevo particionador sin clave
tutorial-action-assignor = un nuevo assignor
tutorial-action-group-protocol = un nuevo group.protocol
tutorial-action-remote-assignor = un nuevo group.remote.assignor
tutorial-action-group-type = un grupo de consumidores o un share group
tutorial-action-dead-letter = un nuevo stream de dead letter
tutorial-action-offset-reset = un nuevo auto.offset.reset
tutorial-action-isolation = un nuevo isolation.level
tutorial-action-static-membership = la membresía estática activada o desactivada
tutorial-action-rolling-restart = un reinicio escalonado
tutorial-action-processing-guarantee = un nuevo processing.guarantee
tutorial-action-session-timeout = un nuevo timeout de sesión
tutorial-action-partitions = más particiones
tutorial-action-partition-key = una nueva clave de partición
tutorial-action-place-node = una nueva carta
tutorial-action-link = un nuevo enlace
tutorial-action-unlink = un enlace eliminado
tutorial-action-acks = un nuevo ajuste de acks
tutorial-action-idempotence = un nuevo ajuste de idempotencia
tutorial-action-cleanup-policy = una nueva cleanup.policy
tutorial-action-unique-key = una clave única
tutorial-action-research = una investigación
