# A consumer group or share group in the Inspector (src/ui/group_inspector.rs).

group-inspector-heading-consumer = Grupo de consumidores { $name }
group-inspector-heading-share = Share group { $name }
group-inspector-poison-pill = Detenido en una poison pill en p{ $partition }, offset { $offset }: su dueño falla con ella y la vuelve a leer, sin fin. Un share group la supera; un reset más allá de ella la descarta.

## Rebuilding a lost state store
group-inspector-keys-lost =
    { $count ->
        [0] ninguna clave perdida
        [one] 1 clave perdida: la retención había borrado todos sus registros
       *[other] { $count } claves perdidas: la retención había borrado todos sus registros
    }
group-inspector-rebuilding = Reconstruyendo su tabla desde el inicio del log: { $records } registros por leer; { $lost }.
group-inspector-rebuilding-hover = Perdió su state store: lee cada registro que el log aún guarda. Un stream compactado guarda más o menos un registro por clave, así que la reconstrucción es corta.
group-inspector-rebuilt = Tabla reconstruida desde el log; { $lost }.

## Group type
group-inspector-group-type = Tipo de grupo
group-inspector-type-consumer-hover = Un Worker por partición a la vez, en orden de offset; su avance es un offset confirmado.
group-inspector-type-share-hover = Las colas de Kafka (KIP-932): cualquier cantidad de Workers por partición, cada registro adquirido bajo un bloqueo y aceptado por separado. No se mantiene el orden.
group-inspector-type-share-refused = Sus Workers escriben en un stream: Kafka Streams solo lee con un grupo de consumidores.

## One Worker's line
group-inspector-partition-stalled = p{ $partition } (atascada)
group-inspector-owns-nothing = no tiene nada
group-inspector-owns = tiene { $partitions }
group-inspector-member-stopped = detenido: no es miembro
group-inspector-its-place = su lugar
group-inspector-member-restarting-static = reiniciando, vuelve en { $seconds } s: estático ({ $id }), mantiene { $kept } en silencio hasta entonces
group-inspector-member-restarting = reiniciando, vuelve en { $seconds } s: dejó el grupo y vuelve a unirse como miembro nuevo
group-inspector-member-removed = caído: eliminado tras su timeout de sesión; se une de nuevo al volver
group-inspector-member-down = caído: último heartbeat hace { $ago } s, expulsado en { $left } s; { $owns }
group-inspector-member-joining = uniéndose o expulsado por un poll lento
group-inspector-member-rebalancing = detenido con todo el grupo por un rebalanceo hasta { $until } (un assignor eager); { $owns }
group-inspector-member-paused = en pausa (sigue siendo miembro); { $owns }
# $epoch: group-inspector-epoch-target and what follows it, or nothing.
group-inspector-member-static = miembro estático ({ $id }); { $owns }{ $epoch }
group-inspector-member = miembro; { $owns }{ $epoch }

## Consumer protocol: a member's epoch and target
group-inspector-epoch-same = época del miembro { $epoch } (la del grupo)
group-inspector-epoch-behind = época del miembro { $epoch }, época del grupo { $group_epoch }: aún sin reconciliar
group-inspector-target-nothing = nada
group-inspector-epoch-target = ; { $epoch }; objetivo { $target }
group-inspector-not-taken = {" "}({ $partitions } aún sin tomar)
group-inspector-next-heartbeat = ; próximo heartbeat en { $seconds } s

## group.protocol and the assignors
group-inspector-protocol-classic-hover = El valor por defecto de Kafka: el assignor de los propios miembros reparte las particiones en un rebalanceo en el que todos los miembros se unen de nuevo.
group-inspector-protocol-consumer-hover = Kafka 4 (KIP-848): el broker asigna; cada miembro pasa a su objetivo en su heartbeat, y solo se pausan las particiones que se mueven.
group-inspector-protocol-consumer-refused = Los brokers de este stream solo ofrecen el protocolo clásico (group.coordinator.rebalance.protocols): un motor sin KIP-848.
group-inspector-protocol-missing = A sus brokers les falta el protocolo consumer: aquí lee con el clásico.
group-inspector-remote-uniform-hover = Equilibrado y sticky: los miembros conservan lo que tienen hasta una parte justa.
group-inspector-remote-range-hover = Rangos sticky: los miembros conservan sus particiones más bajas; el resto se reparte en rangos.
group-inspector-assignor = Assignor
group-inspector-assignor-range-hover = Los miembros, ordenados por id, toman rangos contiguos. Eager: un rebalanceo detiene todo el grupo.
group-inspector-assignor-roundrobin-hover = La partición p va al miembro p mod n, por id ordenado. Eager.
# "Cooperative rebalancing" is a research's name (catalog data, English for now).
group-inspector-assignor-cooperative-hover = Los miembros conservan lo que tienen; solo se detienen las particiones movidas, durante una ronda. Requiere Cooperative rebalancing.
group-inspector-assignor-cooperative-locked = Primero investiga Cooperative rebalancing (R).

## isolation.level, session timeout, membership
group-inspector-isolation-uncommitted-hover = El valor por defecto de Kafka: lee hasta el high watermark, incluidos los registros de transacciones abiertas y abortadas.
group-inspector-isolation-committed-hover = Solo lee por debajo del last stable offset y se salta los registros abortados: espera a las transacciones abiertas.
group-inspector-session-timeout = Timeout de sesión { $seconds } s
group-inspector-session-timeout-half = Las particiones de un miembro muerto se mueven antes.
group-inspector-session-timeout-double = Un miembro caído conserva sus particiones más tiempo.
group-inspector-static = miembros estáticos (group.instance.id)
group-inspector-static-hover = El consumidor de cada Worker recibe un group.instance.id (su id de Node). Un miembro estático que se reinicia no envía LeaveGroup: sus particiones lo esperan hasta su timeout de sesión, y nada se mueve si vuelve antes.
group-inspector-restarting = reiniciando… (faltan { $left })
group-inspector-rolling-restart = Reinicio escalonado
group-inspector-rolling-restart-hover = Reinicia los Workers del grupo uno tras otro, como un despliegue: cada uno hace commit, cae un rato y vuelve antes de que caiga el siguiente.
group-inspector-rolling-restart-storm-hover = Reinicia los Workers del grupo uno tras otro, como un despliegue: cada uno hace commit, cae un rato y vuelve antes de que caiga el siguiente. Son miembros dinámicos con un assignor eager: cada reinicio es una salida y una entrada, dos rebalanceos que detienen todo el grupo.

## processing.guarantee
group-inspector-guarantee-at-least-once-hover = El valor por defecto de Kafka Streams: la salida se añade a medida que se produce; un fallo antes del commit la vuelve a producir.
group-inspector-guarantee-exactly-once-hover = La salida va a una transacción que se confirma con los offsets; un fallo la aborta.
group-inspector-writes-transactional = Escribe un registro en { $streams } por cada uno que lee, dentro de una transacción por miembro, confirmada con los offsets: los lectores read_committed reciben cada registro una vez.
group-inspector-writes-at-least-once = Escribe un registro en { $streams } por cada uno que lee, a medida que se produce, con los offsets confirmados después: tras un fallo se vuelven a escribir.

## auto.offset.reset
group-inspector-by-duration-half = La mitad de atrás: se releen menos registros viejos.
group-inspector-by-duration-double = El doble de atrás: se lee más de lo escrito antes.
group-inspector-offsets-expiring = Vacío aquí desde { $since }: sus offsets confirmados caducan en { $left } (offsets.retention.minutes), y luego empieza donde diga auto.offset.reset.
group-inspector-offsets-expired =
    Sus offsets confirmados aquí caducaron { $count ->
        [one] una vez
       *[other] { $count } veces
    } (nadie leyó durante { $span }).
group-inspector-no-offset = Detenido: auto.offset.reset=none y { $what } ({ $exception }). Nadie lee hasta que elijas otra política aquí, o detengas sus Workers y restablezcas sus offsets en la consola: reset group { $group } to earliest (o to-datetime, by-duration).
group-inspector-reset-earliest = earliest: un grupo por detrás de la ventana de retención solo pierde los eventos más antiguos
group-inspector-reset-latest = latest: se salta todo lo que espera y solo lee lo que llega después
group-inspector-reset-none = none: no restablece nada; el grupo se detiene con un error hasta que sus offsets se restablezcan a mano
# $policy: by_duration:PT1H and the like; $span: PT1H and the like.
group-inspector-reset-by-duration = { $policy }: empieza en el primer registro de los últimos { $span }; los registros más viejos se saltan y los pierde, los más recientes se leen todos
group-inspector-reset-help = Adónde va una posición cuando el grupo no tiene ninguna o la retención la eliminó. Este grupo usa { $what }. El valor por defecto de Kafka es latest.

## Offsets per partition
group-inspector-offsets-legend-uncommitted = Confirmado: donde el grupo sigue tras un reinicio o un rebalanceo. Posición: donde su consumidor lee a continuación. Lag: high watermark − el offset confirmado (o el inicio del log, si es posterior).
group-inspector-offsets-legend-committed = Confirmado: donde el grupo sigue tras un reinicio o un rebalanceo. Posición: donde su consumidor lee a continuación. Lag: last stable offset (read_committed: una transacción abierta lo retiene) − el offset confirmado (o el inicio del log, si es posterior).
group-inspector-coordinator-knows-all = Su coordinador conoce las { $count } particiones por los metadatos del clúster: con el protocolo consumer, una partición añadida al topic entra de inmediato en la siguiente asignación objetivo.
group-inspector-consumers-know-all = Sus consumidores conocen las { $count } particiones. Actualizan sus metadatos en su próximo rebalanceo, o en { $left } (metadata.max.age { $age }).
group-inspector-new-partitions-earliest = earliest: en su primer registro, así que lee todo lo que se escribió allí
group-inspector-new-partitions-latest = latest: en su final, saltándose (y perdiendo) todo lo que se escribió allí antes
group-inspector-new-partitions-none = none: en ninguna parte, así que se detiene
group-inspector-new-partitions-by-duration = { $policy }: en el primer registro de los últimos { $span }, saltándose (y perdiendo) los más viejos
group-inspector-partitions-unknown = Lee { $known } de las { $count } particiones del topic. Se entera de las demás en su próximo rebalanceo, o al actualizar sus metadatos en { $left } (metadata.max.age), y empieza en ellas donde diga auto.offset.reset: { $then }.
group-inspector-column-owner = dueño
group-inspector-column-committed = confirmado
group-inspector-column-position = posición
group-inspector-column-lag = lag
group-inspector-owner-unknown = aún desconocida

## History
group-inspector-rebalance-waiting = Un rebalanceo está esperando: un miembro caído no puede volver a unirse, así que el grupo espera a su timeout de sesión para eliminarlo.
# $why: the sim's reason, in English for now.
group-inspector-last-target-assignment = Última asignación objetivo a las { $at }: { $why }
group-inspector-no-member = Aún sin miembros
group-inspector-consumer-protocol-counts =
    Protocolo consumer: época del grupo { $epoch } · { $moved ->
        [one] 1 partición movida
       *[other] { $moved } particiones movidas
    }, { $seconds } partición-segundos entre dueños · { $evictions } expulsados por un poll lento · { $session_evictions } por un timeout de sesión perdido · el grupo entero nunca se detiene
group-inspector-formed = Formado a las { $at }: { $why }
group-inspector-last-rebalance = Último rebalanceo a las { $at }: { $why }
group-inspector-classic-counts = { $rebalances } rebalanceos · { $evictions } expulsados por un poll lento · { $session_evictions } por un timeout de sesión perdido · detenido { $seconds } s
