# A consumer with no position to read from (the Inspector)
events-no-offset-none =
    p{ $partition }{ $others ->
        [0] {""}
        [one] {" "}(y 1 partición más)
       *[other] {" "}(y { $others } particiones más)
    }: sin offset confirmado
events-no-offset-below =
    p{ $partition }{ $others ->
        [0] {""}
        [one] {" "}(y 1 partición más)
       *[other] {" "}(y { $others } particiones más)
    }: la posición { $position } está antes del inicio del log { $start }
# A Worker's partitions on its card, when there are many
events-partitions-count = { $count } particiones
# What went wrong, counted (an incident's cost, the Inspector)
events-damage-count = { $count } { $what ->
        [lost] { $count ->
            [one] perdido
           *[other] perdidos
        }
        [stranded] { $count ->
            [one] varado
           *[other] varados
        }
        [duplicates] { $count ->
            [one] duplicado
           *[other] duplicados
        }
        [throttled] { $count ->
            [one] limitado
           *[other] limitados
        }
       *[missed] { $count ->
            [one] perdido por un grupo
           *[other] perdidos por un grupo
        }
    }
events-damage-stale = { $count } obsoletos
# A cause of bad outcomes, after a count
events-cause-lost-retention = perdidos por la retención
events-cause-lost-broker = perdidos con un broker caído
events-cause-lost-expansion = omitidos en particiones nuevas
events-cause-lost-poison = descartados sin procesar (poison pills)
events-cause-stale = resultados obsoletos
events-cause-stranded = varados
events-cause-duplicates = efectos secundarios duplicados
events-cause-throttled = limitados
events-cause-missed = perdidos por un grupo
# The incident log: what happened and how each incident ended
events-scheduled-failed = Un incidente programado no ocurrió: { $why }
events-ended-by-itself = Terminó por sí solo.
events-broker-change = { $elected ->
        [one] 1 partición eligió
       *[other] { $elected } particiones eligieron
    } un nuevo líder, { $lost } eventos perdidos
events-broker-change-offline = { $elected ->
        [one] 1 partición eligió
       *[other] { $elected } particiones eligieron
    } un nuevo líder, { $offline ->
        [one] 1 partición
       *[other] { $offline } particiones
    } sin conexión, { $lost } eventos perdidos
events-copies = factor de replicación { $factor }
events-copies-catching-up = factor de replicación { $factor }, { $in_effect } en vigor: las nuevas réplicas estaban al { $percent }% de ponerse al día
events-broker-failed = El broker { $broker } de «{ $node }» falló y perdió su disco ({ $copies }, acks={ $acks }): { $change }.
events-broker-restarting = El broker { $broker } de «{ $node }» se está reiniciando, un apagado limpio ({ $how ->
        [moved] sus líderes se movieron antes, conserva su disco
        [none] conserva su disco; ninguna otra réplica estaba sincronizada para asumir sus líderes
       *[some] los líderes con una réplica sincronizada en otro lugar se movieron antes, conserva su disco
    }): { $change }.
events-hot-key = La clave «{ $key }» acapara el { $percent }% del tráfico de «{ $node }».
events-host-died-broker = El host bajo el broker 0 de «{ $node }» murió. Sigue facturando. { $what }
events-host-died = El host bajo «{ $node }» murió. Sigue facturando.
events-replaced-broker = Reemplazado por ${ $price }; el nuevo broker copia sus particiones de las otras réplicas.
events-replaced-empty = Reemplazado por ${ $price }; volvió en frío y vacío: { $lost } eventos estaban solo en el host muerto.
events-replaced-copied = Reemplazado por ${ $price }; copió sus particiones de vuelta desde las otras réplicas.
events-replaced-cold = Reemplazado por ${ $price }; volvió en frío.
events-region-down = La región «{ $region }» está caída: { $nodes ->
        [one] 1 Node en gris
       *[other] { $nodes } Nodes en gris
    }.
events-moved-region = «{ $node }» se movió a { $region }
events-zone-down = La zona «{ $zone }» está caída: { $nodes ->
        [one] 1 Node en gris
       *[other] { $nodes } Nodes en gris
    }{ $brokers ->
        [0] {""}
        [one] , 1 broker
       *[other] , { $brokers } brokers
    }.
events-promoted-standby = «{ $node }» promovió su Standby
events-worker-crashed = El Worker «{ $node }» falló antes de confirmar: sus particiones vuelven a su último commit
events-worker-slow = El Worker «{ $node }» se vuelve lento ({ $percent }% de su velocidad).
events-transaction-hangs-timeout = Un productor inició una transacción en «{ $node }» y se colgó: los grupos read_committed se detienen en su primer registro en { $partitions ->
        [one] 1 partición
       *[other] { $partitions } particiones
    } (el last stable offset) hasta que transaction.timeout.ms ({ $seconds } s) la termine; los grupos read_uncommitted siguen leyendo.
events-transaction-hangs = Un productor inició una transacción en «{ $node }» y se colgó: los grupos read_committed se detienen en su primer registro en { $partitions ->
        [one] 1 partición
       *[other] { $partitions } particiones
    } (el last stable offset) hasta que un abort la termine; los grupos read_uncommitted siguen leyendo.
events-transaction-aborted = Abortada a mano (kafka-transactions.sh abort): los grupos siguen leyendo.
events-poison-pill = Un productor escribió en «{ $node }» un registro que ningún Worker puede procesar (partición { $partition }, offset { $offset }): un grupo de consumidores se detiene ahí y lo reintenta para siempre; un share group lo archiva al llegar a su límite de entregas.
events-poison-pill-gone = La poison pill salió del log.
events-poison-pill-passed = Todos los grupos han pasado la poison pill.
events-schema-refused = «{ $node }» intentó publicar un cambio de esquema incompatible; el Schema registry lo rechazó.
events-schema-breaks = «{ $node }» publica un cambio que sus consumidores no pueden leer (esquema v{ $version }).
events-schema-fixed = Todos los grupos siguen leyendo.
events-state-store-nothing = nada
events-state-store-lost = El Worker «{ $node }» perdió su state store: el grupo { $group } vuelve a leer { $topics } desde el inicio del log para reconstruir su tabla; { $lost ->
        [0] todas las claves siguen en el log
        [one] se pierde 1 clave que el log ya no tiene
       *[other] se pierden { $lost } claves que el log ya no tiene
    }.

# Why an action was refused (the Inspector, the strip, the console)
events-refused-research-first = investiga { $item } primero
events-refused-partitions = las particiones deben estar entre 1 y { $max }
events-refused-size = el tamaño debe estar entre 1 y { $max }
events-refused-broker-down = el broker { $broker } está caído: las réplicas se pueden mover cuando todos los brokers vuelvan
events-refused-replication-factor = el factor de replicación debe estar entre 1 y { $max }
events-refused-below-min-insync = min.insync.replicas es { $min }: con menos réplicas se rechazaría cada escritura con acks=all; bájalo primero
events-refused-brokers = los brokers deben estar entre el factor de replicación ({ $factor }) y { $max }
events-refused-min-insync = min.insync.replicas debe estar entre 1 y el factor de replicación ({ $factor })
events-refused-traffic-fixed = este escenario fija su tráfico (solo el sandbox tiene los controles)
events-refused-hot-key = una clave caliente lo está golpeando: espera a que pase
events-refused-link-self = un Node no puede enlazarse consigo mismo
events-refused-linked-already = { $from } → { $to } ya está enlazado
events-refused-needs-research = { $component } necesita primero la investigación { $item }
events-refused-costs = { $component } cuesta ${ $cost }; tienes ${ $money }
events-refused-no-link = no hay enlace { $from } → { $to }
events-refused-research-era = { $item } estará disponible en { $era }
events-refused-researched = { $item } ya está investigado
events-refused-research-needs = { $item } necesita primero { $missing }
events-refused-research-costs = { $item } cuesta { $cost } ◇; tienes { $have }
events-refused-restarting = el grupo { $group } ya se está reiniciando
events-refused-no-worker-to-restart = el grupo { $group } no tiene ningún Worker en marcha que reiniciar
events-refused-host-fine = su host está bien: nada que reemplazar
events-refused-host-costs = un host nuevo cuesta ${ $price }; tienes ${ $money }
events-refused-keeps-data = { $component } guarda datos: Conmutar no puede moverlo; espera a su región
events-refused-no-other-region = no hay otra región a la que moverse (investiga Multiple regions y pon una copia allí)
events-refused-no-standby = { $component } no tiene Standby: espera a su zona
events-refused-first-schema = escribe su primer esquema: nada que revertir
events-refused-no-hanging = no hay ninguna transacción colgada en él
events-refused-dead-letter-read = el grupo «{ $group }» lee «{ $node }»: sus dead letters van a otro stream
events-refused-classic-only = el grupo «{ $group }» lee «{ $node }», cuyos brokers solo ofrecen el protocolo classic (group.coordinator.rebalance.protocols=classic): el protocolo consumer (KIP-848) necesita brokers que lo tengan
events-refused-share-writes = «{ $node }» del grupo «{ $group }» escribe en un stream (read-process-write): Kafka Streams solo lee con un grupo de consumidores, así que este grupo no puede ser un share group
events-refused-instance-id-twice = dos Workers del grupo { $group } tendrían la group.instance.id «{ $id }»
events-refused-instance-id-taken = «{ $id }» ya es una group.instance.id del grupo «{ $group }»: Kafka bloquea al segundo consumidor (FencedInstanceIdException)
events-score-formula = { $money } restantes × { $per_dollar } − { $bad } malos resultados × { $per_bad } = { $points }
# The error budget spent, a lost run's outcome: $spent and $allowed are
# counts; $causes the causes counted, joined by commas; $window a span of
# sim time ($rolling is yes when the budget counts a window).
events-budget-spent = { $rolling ->
        [yes] el presupuesto de errores se agotó: { $spent } malos resultados en los últimos { $window } de { $allowed } permitidos — desde el inicio: { $causes }
       *[no] el presupuesto de errores se agotó: { $spent } malos resultados de { $allowed } permitidos — { $causes }
    }
# Why a group rebalanced ($member: a member's id; the group Inspector)
events-rebalance-epoch = época del grupo { $epoch }: { $why }
events-rebalance-rejoined = { $member } volvió y se unió de nuevo
events-rebalance-no-heartbeat = { $member } no envió heartbeat durante { $seconds } s (session.timeout)
events-rebalance-joined = { $member } se unió
events-rebalance-stopped = { $member } se detuvo y salió
events-rebalance-restarted = { $member } se reinició y salió (sin group.instance.id)
events-rebalance-left = { $member } salió
events-rebalance-partitions = su refresco de metadatos encontró { $count } particiones (metadata.max.age)
events-rebalance-back-to-classic = el grupo volvió al protocolo clásico: cada miembro se une de nuevo
events-rebalance-to-consumer = el grupo pasó al protocolo consumer (KIP-848)
# Refusals of an action, rarer ones ($node, $group, $id: names as typed)
events-refused-not-worker = «{ $node }» no es un Worker
events-refused-not-stream = «{ $node }» no es un Event Stream
events-refused-nothing-in = no hay nada en «{ $place }»
events-refused-not-in-outage = «{ $node }» no está caído por una interrupción
events-refused-no-leader = ninguna partición de «{ $node }» tiene líder
events-refused-no-group = no hay ningún grupo «{ $group }» en el tablero
events-refused-no-research-for = este catálogo no tiene investigación para { $effect }
events-refused-no-stream-rules = «{ $node }» no tiene reglas de stream
events-refused-retention = la retención debe ser uno de { $choices } segundos de simulación
events-refused-rate = la tasa debe estar entre 0 y { $max } mensajes/s
events-refused-zipf = el exponente de Zipf debe estar en (0, { $max }]
events-refused-unknown-component = componente desconocido «{ $kind }»
events-refused-zone-name = «{ $zone }» no es un nombre de zona válido
events-refused-region-name = «{ $region }» no es un nombre de región válido
events-refused-id = «{ $id }» no es un id válido
events-refused-id-taken = ya existe un Node con el id «{ $id }»
events-refused-link-elsewhere = el enlace { $from } → { $to } no toca el Node nuevo
events-refused-takes = { $from } envía { $sends }, que { $to } no recibe (recibe { $takes })
events-refused-instance-id = «{ $id }» no es un group.instance.id válido (letras, dígitos, '-', '_', '.'; 64 como mucho)
events-refused-unknown-research = investigación desconocida «{ $item }»
events-refused-throttle = un throttle de replicación es un número de registros por segundo mayor que 0
events-refused-salt = la sal debe estar entre 1 y 64
events-refused-keys = debe haber al menos una clave
events-refused-hot-share = la parte de la clave caliente debe estar entre 0 y 0,95
events-refused-session-timeout = el session timeout debe estar entre 0 y 86400 segundos
events-refused-poll-interval = el intervalo de poll debe estar entre 0 y 86400 segundos
events-refused-board-edge = el tablero termina en ±100000
