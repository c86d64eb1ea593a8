# El Inspector (src/ui/inspector.rs): reglas, cifras en vivo y opciones de un Node.

inspector-title = Inspector
inspector-close = Cerrar

## Lo que pierde un broker caído, según acks y el factor de replicación

inspector-acks-risk-one-replica = con una sola réplica, un broker caído se lleva todos los eventos que tenía
inspector-acks-risk-all = un broker caído no pierde nada confirmado
inspector-acks-risk-one = un broker caído pierde lo que los seguidores no habían copiado
inspector-acks-risk-zero = un broker caído pierde lo que los seguidores no habían copiado, y el productor nunca se entera ni reintenta

## Reglas que comparten todos los componentes

inspector-rules = Reglas
inspector-rules-place = Colocar
inspector-rules-place-value = { $price } la primera copia; cada copia más +{ $growth } %
inspector-rules-sell = Vender
inspector-rules-sell-value = devuelve el { $percent } % del precio de la última copia
inspector-rules-burn = Burn
inspector-rules-burn-size-one = { $burn }/s con tamaño 1
inspector-rules-burn-sized = { $burn }/s con tamaño 1; { $burn_now }/s con tamaño { $size }
inspector-rules-sizes = Tamaños
inspector-rules-sizes-value = { $sizes }; cada paso ×{ $factor } capacidad y Burn (ahora { $size })
inspector-rules-overhead = Overhead
inspector-rules-takes-sends = Recibe / envía
inspector-rules-traffic-tip = Tasks: trabajo asíncrono (una orden que facturar). Requests: llamadas síncronas. Writes: resultados que un Worker guarda en una Database. Changes: lo que una Database informa a un CDC Connector.
inspector-rules-unlocked-by = Se desbloquea con
inspector-rules-unlock = { $research } ({ $era }, { $cost } de investigación)
inspector-rules-unlock-after = { $research } ({ $era }, { $cost } de investigación, después de { $requires })
inspector-rules-unlock-next = { $unlock }; después: { $next }

## Respuestas a incidentes

inspector-replace = Reemplazar (${ $price })
inspector-replace-tip = Paga ${ $price } por un host nuevo. El Node vuelve en frío: cachés vacías, un arranque lento. El muerto deja de facturar.
inspector-fail-over = Conmutar
inspector-fail-over-tip = Mueve el Node a una zona o región que funcione. Gratis; solo pueden moverse los Nodes que no guardan datos (o tienen un Standby): un stream espera a su zona.

## Ubicación

inspector-zone-region = Zona { $zone } · región { $region }
inspector-move-zone-tip = Moverlo a esta zona
inspector-move-region-tip = Moverlo a esta región

## Etiquetas de varias secciones

inspector-live = En vivo
inspector-capacity = Capacidad
inspector-throttle-time = Tiempo de throttling
inspector-throttled = Limitados
inspector-stranded = Varados
inspector-replication = Replicación
inspector-retention = Retención
inspector-partitions = Particiones
inspector-brokers = Brokers

## Un productor

inspector-traffic = Tráfico
inspector-traffic-value = { $rate } (producido { $produced })
inspector-keys = Claves
inspector-keys-value = { $first } … { $last } ({ $entities } entidades)
inspector-keys-value-hot = { $first } … { $last } ({ $entities } entidades, { $hot } calientes)
inspector-sent = Enviados
inspector-latency = Latencia
inspector-latency-value = { $latency } por append (overhead + espera del ack + espera de su registro más antiguo en cola)
inspector-buffer = Búfer
inspector-buffer-value = { $buffered } registros esperando el append
inspector-buffer-value-of = { $buffered } de { $size } registros esperando el append
inspector-buffer-tip = buffer.memory de Kafka: los registros esperan aquí capacidad de append, o al líder de una partición. Cuando se llena, send() se bloquea.
inspector-producer-throttle-value = { $seconds } s: todo lo que espera, a la capacidad del stream
inspector-producer-throttle-tip = El broker le dice al productor cuánto esperar antes de su siguiente append: todo lo que espera, a la capacidad de append del stream. El registro más nuevo espera más o menos eso; la latencia de arriba es cuánto lleva esperando el más antiguo. Un tamaño mayor sube la capacidad.
inspector-blocked-in-send = Bloqueados en send()
inspector-blocked-in-send-value = { $count } (el búfer está lleno; cada uno falla tras max.block.ms)
inspector-send-failed = Envíos fallidos
inspector-send-failed-value = { $count } bloqueados más de max.block.ms: perdidos
inspector-to-stream = A { $stream }
inspector-producer-settings-tip = Los ajustes de productor que usan los productores de este stream (se cambian en la carta del stream). Idempotencia: por defecto en Kafka desde 3.0, con acks=all; un lote reintentado se guarda entonces una vez, en orden.
inspector-idempotence-in-effect = enable.idempotence=true (reintentos guardados una vez, en orden)
inspector-idempotence-not-in-effect = enable.idempotence=true, sin efecto sin acks=all
inspector-idempotence-disabled = enable.idempotence=false (los reintentos tras un failover pueden guardarse dos veces)
inspector-tombstones = Tombstones
inspector-tombstones-value = el { $percent } % de sus registros borran su clave (una clave, sin valor)
inspector-tombstones-tip = Un tombstone borra su entidad: un grupo que aplica el stream quita la clave de su tabla. En un stream compactado, el cleaner guarda el tombstone de una clave borrada durante delete.retention; después la clave desaparece del log: borrada, no perdida.
inspector-producer-stranded-value = { $count ->
        [one] { $count } petición llegó mientras estaba caído
       *[other] { $count } peticiones llegaron mientras estaba caído
    }

## Transacciones y esquemas

inspector-open-transaction = Una transacción abierta retiene el last stable offset en { $partitions }: los grupos read_committed esperan ahí.
inspector-open-transaction-member = Una transacción abierta retiene el last stable offset en { $partitions }: los grupos read_committed esperan ahí. Cada una se confirma con el siguiente commit de offsets de su grupo, o se aborta cuando su Worker se cae o deja el grupo.
inspector-abort-transaction = Abortar la transacción colgada
inspector-abort-transaction-tip = Como kafka-transactions.sh abort: un marcador ABORT en cada partición en la que escribió. Los grupos read_committed saltan sus registros y siguen leyendo.
inspector-schema-unreadable = Escribe el esquema v{ $version }: los grupos que no pueden leerlo se detienen.
inspector-roll-back = Revertir
inspector-roll-back-tip = El productor vuelve a escribir el esquema anterior. Gratis, pero los eventos ilegibles ya escritos siguen bloqueando sus grupos: actualízalos.

## Un Worker

inspector-group = Grupo
inspector-reads = Lee
inspector-capacity-tasks = { $rate } tareas
inspector-completing = Ritmo
inspector-done = Hechas
inspector-writes-to = Escribe en
inspector-effect-idempotent = idempotente: un evento aplicado dos veces no cambia nada
inspector-effect-transactional = su salida va en transacciones: una caída aborta lo que escribió desde su último commit
inspector-effect-at-least-once = una caída antes de su commit vuelve a escribir esa salida (at_least_once)
inspector-effect-not-idempotent = no idempotente: un evento recibido dos veces es un efecto secundario duplicado
inspector-speed = Velocidad { $percent } % · { $effect }
inspector-crash = Caída antes del commit (práctica)
inspector-crash-tip = Muere tras procesar y antes de hacer commit: sus particiones vuelven al último commit y los eventos llegan de nuevo.
inspector-paused = En pausa
inspector-paused-tip = pause() de Kafka: el Worker sigue en su grupo y conserva sus particiones, sin leer nada: su lag crece. Un grupo en pausa no está vacío, así que sus offsets no se pueden restablecer.
inspector-start = Iniciar
inspector-start-tip = Su consumidor vuelve a unirse al grupo (un rebalanceo) y sigue leyendo desde los offsets confirmados del grupo.
inspector-stop = Detener
inspector-stop-tip = Su consumidor hace commit y deja el grupo: los demás toman sus particiones (un rebalanceo). Con todos los Workers detenidos el grupo está vacío, y solo entonces se pueden restablecer sus offsets: stop → reset group G to 0 → start.
inspector-pause-or-stop = Pausa: sigue siendo miembro, conserva sus particiones. Detener: deja el grupo; para un reset, todos los Workers deben estar detenidos.

## Un stream

inspector-options = Opciones
inspector-acks-now = Ahora: acks={ $acks } espera { $ms } ms; { $risk }.
inspector-stream-rules-now = Reglas del stream, ahora
inspector-brokers-heading = Brokers: zona, lidera, sigue
inspector-col-broker = broker
inspector-col-zone = zona
inspector-col-zone-tip = Su zona (el rack de Kafka): las réplicas de una partición van a zonas distintas donde hay varias.
inspector-col-state = estado
inspector-col-leads = lidera
inspector-col-leads-tip = Las particiones cuyos appends y lecturas atiende.
inspector-col-follows = sigue
inspector-col-follows-tip = Las particiones de las que guarda una copia, trayéndola de sus líderes.
inspector-open-broker = Abrir este broker
inspector-broker-up = activo
inspector-broker-up-tip = Funciona.
inspector-broker-retiring = activo, retirándose
inspector-broker-retiring-tip = Una reasignación mueve sus réplicas a los otros brokers; se va cuando ya no tiene ninguna.
inspector-broker-failed = averiado
inspector-broker-down = caído
inspector-append-capacity = Capacidad de append
inspector-append-capacity-value = { $rate } con tamaño { $size } (tamaño 1: { $rate_one })
inspector-read-per-partition = Lectura por partición
inspector-read-per-partition-value = { $rate } por grupo; { $partitions ->
        [one] { $partitions } partición
       *[other] { $partitions } particiones
    }: como mucho { $most }
inspector-producer-waits = El productor espera
inspector-producer-waits-value = { $overhead } ms de overhead + { $leader } ms al líder (acks=1) + { $follower } ms al seguidor sincronizado más lento (acks=all); acks={ $acks } espera { $wait } ms
inspector-replication-value = factor { $factor }: cada réplica vuelve a costar el { $percent } % del Burn de un broker
inspector-retention-value = { $retention } (opciones: { $choices })
inspector-appending = Appends
inspector-appending-value = { $rate } ({ $total } en total)
inspector-stream-throttle-value = { $seconds } s (capacidad de append agotada: los productores esperan)
inspector-stream-throttle-tip = Por encima de su capacidad de append el stream no rechaza nada: aplica throttling a sus productores, cuyos registros esperan en sus búferes. Latencia, no pérdida, hasta que un envío se bloquea más de max.block.ms.
inspector-stream-throttled-value = { $count } (envíos fallidos: capacidad de append agotada)
inspector-appended-twice = Escritos dos veces
inspector-appended-twice-value = { $count } (reintentados por productores sin idempotencia)
inspector-appended-twice-tip = Lotes que el nuevo líder ya tenía, reenviados tras un failover: Kafka los guarda por segunda vez, detrás de registros más nuevos, salvo que el productor sea idempotente.
inspector-stream-stranded-value = { $count }: ningún grupo de Workers lee este stream
inspector-group-name = grupo { $group }
inspector-group-rebuilding = reconstruyendo su tabla desde el inicio del log
inspector-group-read = { $rate } leídos
inspector-group-lag = { $read } · lag { $lag } en total, { $worst } en su peor partición · { $behind } de retraso{ $troubles }
inspector-group-lag-tip = Lag: registros escritos y aún sin commit, en todas las particiones. Retraso: la edad del más antiguo de ellos, en la partición más atrasada (así estiman el lag en tiempo los exportadores de lag).
inspector-partitions-heading = Particiones: offsets y lag por grupo
inspector-col-log-start = inicio del log
inspector-col-log-start-tip = El offset más antiguo que ha conservado la retención.
inspector-col-log-end = final del log
inspector-col-log-end-tip = El offset que recibe el siguiente registro.
inspector-replicas-heading = Réplicas: líder, ISR, high watermark
inspector-col-leader = líder
inspector-col-leader-tip = El broker que recibe los appends y atiende las lecturas.
inspector-col-replicas = réplicas
inspector-col-replicas-tip = Sus copias, por broker; la primera es el líder preferido. Un + marca una copia que una reasignación está añadiendo (copiando, aún no cuenta), un − una que quitará cuando las nuevas se pongan al día.
inspector-col-isr-tip = Réplicas sincronizadas: las copias al día dentro de replica.lag.time.max (30 s). acks=all las espera.
inspector-col-elr-tip = Réplicas elegibles como líder (Kafka 4): fuera del ISR mientras está por debajo de min.insync, pero con todos los registros por debajo del high watermark, así que una puede liderar sin pérdidas. El ISR puede quedar vacío mientras ellas guardan a sus últimos miembros.
inspector-col-hw-tip = High watermark: el final del log más bajo del ISR; los grupos leen por debajo.
inspector-col-epoch = época
inspector-col-epoch-tip = Época del líder: una más en cada elección.
inspector-open-partition = Abrir esta partición
inspector-leader-none = ninguno
inspector-under-replicated = Subreplicada: una copia está fuera del ISR.
inspector-producers-metadata = Metadatos de productores
inspector-producers-metadata-value = las { $partitions } particiones · próximo refresco en { $left } (metadata.max.age { $age })
inspector-producers-route = Productores envían a
inspector-producers-route-value = { $known } de { $partitions } particiones: conocerán las demás en su refresco de metadatos dentro de { $left }
inspector-producers-route-tip = Un productor conserva el número de particiones que obtuvo por última vez (metadata.max.age) y reparte las claves por hash sobre él. Desde su refresco, las claves se reparten sobre el nuevo número: las actualizaciones nuevas de una entidad pueden ir a otra partición mientras las antiguas aún esperan en la anterior.

## Opciones de un stream

inspector-partitions-tip = Más particiones dejan leer a la vez a más Workers de un grupo. Kafka añade particiones pero nunca las quita. Los productores escriben en las nuevas desde su siguiente refresco de metadatos, y las claves se reparten de nuevo desde entonces; un grupo las lee desde su siguiente rebalanceo, empezando donde diga su auto.offset.reset (latest se salta lo que se escribió allí primero).
inspector-apply = Aplicar
inspector-partition-key = Clave de partición
inspector-by-key = por clave
inspector-by-key-tip = El hash de la clave elige la partición: los eventos de una entidad quedan en una partición, en orden. Una clave caliente llena una partición.
inspector-round-robin = round robin
inspector-round-robin-tip = Reparto uniforme entre las particiones, sin mirar la clave: ninguna partición caliente, pero una escritura posterior puede leerse antes que una anterior (resultados obsoletos).
inspector-without-key = Sin clave
inspector-record-by-record = registro a registro
inspector-record-by-record-tip = Cada registro a la siguiente partición, como lo dibuja el texto didáctico.
inspector-sticky = sticky
inspector-sticky-tip = El productor de Kafka desde 2.4: un lote entero a una partición, el siguiente lote a la siguiente. Menos lotes y más llenos; rachas de registros comparten partición.
inspector-partitioner = Particionador: { $partitioner }
inspector-size = Tamaño
inspector-size-tip = Admite { $rate } y consume { $burn }/s
inspector-replication-risk-one = un broker caído se lleva todos los eventos que tenía
inspector-replication-risk-more = lo que pierde un broker caído lo decide acks
inspector-replication-tip = { $factor ->
        [one] { $factor } copia
       *[other] { $factor } copias
    } de cada partición: consume { $burn }/s; { $risk }
inspector-reassignment-stalled = detenida: { $count ->
        [one] { $count } partición no tiene
       *[other] { $count } particiones no tienen
    } líder del que copiar
inspector-reassignment-eta = termina en { $eta }
inspector-reassignment-losing = sin avanzar: el stream escribe más rápido de lo que copia
inspector-reassignment-no-eta = aún sin estimación
inspector-reassignment = Añadiendo réplicas: { $percent } % al día, { $eta }. Hasta entonces { $partitions ->
        [one] { $partitions } partición mantiene
       *[other] { $partitions } particiones mantienen
    } { $copies ->
        [one] { $copies } copia que cuenta
       *[other] { $copies } copias que cuentan
    }.
inspector-reassignment-tip = Una reasignación: las réplicas nuevas copian el log retenido desde su inicio al ritmo de fetch (como mucho el límite de replicación) y entran en el ISR solo cuando están al día. Hasta que todas las réplicas nuevas de una partición lo estén, tiene las copias que tenía antes, y no más durabilidad.
inspector-replication-throttle = Límite de replicación
inspector-throttle-none = sin límite
inspector-throttle-none-tip = Las réplicas nuevas de una reasignación copian tan rápido como los brokers hacen fetch, compartiendo ese presupuesto con los seguidores del ISR.
inspector-throttle-rate-tip = Cada broker copia como mucho { $rate } para las réplicas nuevas de una reasignación (follower.replication.throttled.rate): los seguidores del ISR se atienden primero, y la copia tarda más.
inspector-acks-tip = acks={ $acks }: el productor espera { $ms } ms; { $risk }
inspector-acks-tip-default = acks={ $acks } (por defecto en Kafka desde 3.0): el productor espera { $ms } ms; { $risk }
inspector-idempotence = Idempotencia
inspector-on = sí
inspector-off = no
inspector-idempotence-on-tip = enable.idempotence=true (por defecto en Kafka desde 3.0, con acks=all): cada lote lleva el id del productor y un número de secuencia por partición, así que un lote reintentado tras un failover se guarda una vez y en orden.
inspector-idempotence-off-tip = enable.idempotence=false: tras un failover el productor reenvía cada lote del que no le confirmaron que se guardó. Lo que el nuevo líder ya tenía se escribe dos veces, detrás de registros más nuevos: duplicados para los Workers que no son idempotentes, y la versión antigua de una clave después de la nueva.
inspector-idempotence-needs-acks = (necesita acks=all: desactivada mientras acks sea 0 o 1)
inspector-brokers-tip = { $brokers ->
        [one] { $brokers } broker
       *[other] { $brokers } brokers
    }: consume { $burn }/s (cada uno por encima del factor de replicación cuesta el { $percent } % del Burn del stream). Las particiones se reparten entre ellos, así que un broker caído lidera menos.
inspector-zones = Zonas
inspector-zones-one = una
inspector-zones-one-tip = Todos los brokers en la zona del stream: una caída de la zona lo detiene hasta que la zona vuelva.
inspector-zones-spread = repartidas
inspector-zones-spread-tip = Brokers repartidos por las zonas, réplicas con rack awareness: una caída de zona se lleva la parte de un broker, que pasa a los demás. Necesita la investigación Multiple zones.
inspector-min-insync-tip = min.insync.replicas={ $count }: con acks=all un append necesita { $count ->
        [one] { $count } réplica sincronizada
       *[other] { $count } réplicas sincronizadas
    }, si no se rechaza (NOT_ENOUGH_REPLICAS: el productor lo retiene y luego lo descarta). Más alto conserva más copias de cada evento confirmado, y rechaza escrituras antes cuando hay brokers caídos. Por debajo, el high watermark se queda quieto (los grupos no leen nada nuevo, sean cuales sean los acks) y las réplicas que salieron siguen siendo elegibles para liderar sin pérdidas (Kafka 4).
inspector-unclean-election = Unclean election
inspector-unclean-off-tip = Cuando todas las réplicas sincronizadas y elegibles de una partición están caídas, espera offline a una: no se pierde nada confirmado (lo predeterminado en Kafka).
inspector-unclean-on-tip = Cuando todas las réplicas sincronizadas y elegibles están caídas, puede liderar una desincronizada: la partición vuelve antes y los eventos que le faltaban se pierden.
inspector-retention-tip = Un grupo más atrasado que la ventana pierde los eventos más antiguos. Una ventana más larga aquí no cuesta nada.
inspector-cleanup-delete-tip = delete (lo predeterminado en Kafka): la retención borra segmentos antiguos enteros, leídos o no. Una clave cuyo último registro es más antiguo que la retención ya no está en el log.
inspector-cleanup-compact-tip = compact: por debajo del segmento activo el cleaner conserva el último registro de cada clave y quita los anteriores, dejando huecos (ningún offset se mueve, el inicio del log se queda). La retención no borra nada: el changelog de una tabla, el valor actual de cada clave guardado para siempre.
inspector-cleanup-compact-delete-tip = compact,delete: compactado, y además se borran los segmentos más antiguos que la retención, con el último registro de una clave incluido.
inspector-log-keys = ; su log conoce { $held } de las { $written } claves escritas
inspector-log-keys-deleted = ; su log conoce { $held } de las { $written } claves escritas y no borradas ({ $deleted } borradas por un tombstone)
inspector-compaction-tip = min.compaction.lag: el cleaner deja en paz los registros más jóvenes que esto. delete.retention: un tombstone (una clave sin valor, la clave borrada) se queda este tiempo después de poder irse, para que un grupo que reproduce el log vea el borrado; después la clave desaparece del log. Se fija en el escenario (stream min_compaction_lag_seconds, delete_retention_seconds).
inspector-tombstones-cleaned = ; { $count } tombstones pasados de delete.retention quitados, junto con sus claves
inspector-compacted = { $compacted } registros compactados{ $tombstones }; guarda { $held }{ $keys }. El segmento activo rota y el cleaner se ejecuta en { $next }.
inspector-retention-keys = Retención { $retention }{ $keys }.
inspector-salt = Salt
inspector-salt-none = sin
inspector-salt-tip = Reparte cada clave entre este número de particiones (un añadido nuestro): una clave caliente ya no llena una partición, pero sus eventos pierden el orden entre ellas.
inspector-poll-interval = { $group }: intervalo de poll { $seconds } s
inspector-poll-interval-tip = Un max.poll.interval más largo: un miembro lento se expulsa más tarde, así que una tormenta de rebalanceos se calma.
inspector-upgrade-workers = Actualizar sus Workers
inspector-upgrade-workers-tip = Los Workers del grupo aprenden todos los esquemas escritos hasta ahora y siguen leyendo desde donde se detuvieron. Gratis.
inspector-poison-pill = { $group } está detenido en una poison pill (partición { $partition }, offset { $offset }): sus Workers fallan con ella y la vuelven a traer, sin fin. Convierte { $group } en un share group (su límite de entregas archiva el registro), o detén sus Workers y muévelo más allá del registro: reset group { $group } by +1.
inspector-rebalances = { $group }: { $rebalances } rebalanceos, { $evictions } expulsiones, { $seconds } s en pausa
inspector-practice = Práctica
inspector-fail-broker = Tirar un broker ahora
inspector-fail-broker-tip = El broker líder falla: mira lo que pierden el factor de replicación y los acks.
inspector-no-leader = { $offline } de { $partitions } particiones no tienen líder

## Una Queue y una Database

inspector-queue-live = { $depth } tareas esperando · { $enqueued } recibidas · { $handed } entregadas · { $refused } rechazadas
inspector-queue-group = grupo { $group }: { $done } hechas · { $missed } nunca vistas (se las llevó el Worker de otro grupo)
inspector-queue-groups-miss = Una Queue da cada tarea a un solo Worker: cada grupo aquí se pierde lo que toman los demás. Un stream da a cada grupo todos los eventos.
inspector-database-live = { $rows } filas escritas · { $rate }/s
inspector-database-refused = { $count } segundas escrituras rechazadas por la clave única
inspector-unique-key = Clave única en la tarea
inspector-unique-key-tip = ON CONFLICT DO NOTHING: una tarea escrita dos veces no cambia nada, así que los Workers que escriben aquí son idempotentes.

## Vender

inspector-sell = Vender (+{ $refund })
inspector-sell-tip = Devuelve la mitad de lo que costó su última copia. Sus enlaces se van con él.
inspector-refused = Rechazado: { $reason }
