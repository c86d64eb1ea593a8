# A broker or a partition of a stream's cluster in the Inspector (src/ui/cluster_inspector.rs).

## A replica's state
cluster-inspector-replica-failed = averiada: perdió su disco
cluster-inspector-replica-down-may-lead = caída, puede liderar al volver (conserva su disco)
cluster-inspector-replica-down = caída: conserva su disco
cluster-inspector-replica-leader = líder
cluster-inspector-replica-in-sync = sincronizada
cluster-inspector-replica-eligible = elegible (ELR)
cluster-inspector-replica-catching-up = poniéndose al día: { $percent } %
cluster-inspector-replica-out-of-sync = desincronizada

cluster-inspector-back-hover = Volver al Inspector del stream

## A broker
cluster-inspector-broker-title = Broker b{ $id }
cluster-inspector-broker-gone = Este broker ya no existe (cambiaron los brokers del stream).
cluster-inspector-broker-about = Un broker de { $stream } — zona { $zone } (su rack)
cluster-inspector-broker-up = Activo: sirve las particiones que lidera y replica las que sigue.
cluster-inspector-broker-failed = Averiado: perdió su disco. Un broker nuevo y vacío ocupa su lugar y vuelve a copiar lo que tenía.
cluster-inspector-broker-down = Caído: conserva su disco. Al volver, recupera lo que se perdió y vuelve al ISR en cuanto se pone al día.
# $why: the incidents holding it down.
cluster-inspector-broker-held-down = Lo mantiene caído: { $why }
cluster-inspector-leads = Lidera
cluster-inspector-replicas-held = Réplicas que tiene
cluster-inspector-column-log-end = final del log
cluster-inspector-column-log-end-hover = El offset siguiente al último registro de su copia.
cluster-inspector-column-leaders = del líder
cluster-inspector-column-leaders-hover = El final del log del líder: hacia donde replica un seguidor.
cluster-inspector-column-state = estado
cluster-inspector-column-state-hover = sincronizada: en el ISR. elegible (ELR): fuera del ISR mientras este está por debajo de min.insync, pero con todos los registros por debajo del high watermark, así que puede liderar sin pérdidas. poniéndose al día: recupera lo que le falta, al ritmo de fetch del broker.
cluster-inspector-no-leader = sin líder

## A partition
cluster-inspector-partition-title = Partición p{ $partition }
cluster-inspector-partition-gone = Esta partición ya no existe (cambiaron las particiones del stream).
cluster-inspector-partition-about = Partición { $partition } del topic { $topic } en { $stream }
cluster-inspector-leader = Líder b{ $broker }, época del líder { $epoch }.
cluster-inspector-electing = Eligiendo un líder (época { $epoch }): las escrituras esperan.
cluster-inspector-no-leader-up = Sin líder: no hay ninguna réplica sincronizada o elegible activa. Las escrituras se rechazan (los productores las retienen) y los grupos esperan a que vuelva una.
cluster-inspector-unclean-lossless = Unclean election ahora: b{ $broker } lideraría sin perder nada.
cluster-inspector-unclean-lossy =
    Unclean election ahora: b{ $broker } lideraría, y { $count ->
        [one] se perdería el { $count } registro que le falta
       *[other] se perderían los { $count } registros que le faltan
    }.
cluster-inspector-unclean-waits = Ninguna réplica está activa: hasta la unclean election espera.
cluster-inspector-log-start = inicio del log
cluster-inspector-log-start-hover = El offset más antiguo que ha conservado la retención.
cluster-inspector-high-watermark = high watermark
cluster-inspector-high-watermark-hover = El final del log más bajo del ISR: los grupos leen por debajo, y los productores con acks=all reciben confirmación hasta ahí. No avanza mientras el ISR sea menor que min.insync.
cluster-inspector-log-end = final del log
cluster-inspector-log-end-hover = El offset que recibirá el próximo registro; más allá del high watermark, los registros aún no están en todas las réplicas sincronizadas.
cluster-inspector-isr-hover = Réplicas sincronizadas: al día dentro de replica.lag.time.max (30 s). acks=all las espera.
cluster-inspector-elr-hover = Réplicas líderes elegibles: fuera del ISR mientras este está por debajo de min.insync, pero con todos los registros por debajo del high watermark (Kafka 4). El ISR puede quedar vacío mientras ellas guardan a sus últimos miembros.
cluster-inspector-offline = sin servicio
cluster-inspector-offline-hover = Segundos simulados sin un líder que sirva.
cluster-inspector-under-replicated = subreplicada
cluster-inspector-under-replicated-hover = Segundos simulados con líder y un ISR menor que sus réplicas.
cluster-inspector-last-known-leader = último líder conocido
cluster-inspector-last-known-leader-hover = El líder que tenía cuando su ISR se vació (LastKnownElr de Kafka): con el ISR y el ELR vacíos, vuelve a liderar en cuanto regresa.
cluster-inspector-replicas = Réplicas
cluster-inspector-column-broker = broker
cluster-inspector-column-zone = zona
cluster-inspector-open-broker = Abrir este broker
cluster-inspector-groups = Grupos
cluster-inspector-column-group = grupo
cluster-inspector-column-committed = confirmado
cluster-inspector-column-lag = lag
