# A broker or a partition of a stream's cluster in the Inspector (src/ui/cluster_inspector.rs).

## A replica's state
cluster-inspector-replica-failed = ausgefallen: Disk verloren
cluster-inspector-replica-down-may-lead = down, darf wieder führen (Disk erhalten)
cluster-inspector-replica-down = down: Disk erhalten
cluster-inspector-replica-leader = Leader
cluster-inspector-replica-in-sync = in sync
cluster-inspector-replica-eligible = wählbar (ELR)
cluster-inspector-replica-catching-up = holt auf: { $percent } %
cluster-inspector-replica-out-of-sync = nicht in sync

cluster-inspector-back-hover = Zurück zum Inspektor des Streams

## A broker
cluster-inspector-broker-title = Broker b{ $id }
cluster-inspector-broker-gone = Diesen Broker gibt es nicht mehr (die Broker des Streams haben sich geändert).
cluster-inspector-broker-about = Ein Broker von { $stream } — Zone { $zone } (sein Rack)
cluster-inspector-broker-up = Läuft: Er bedient die Partitionen, die er führt, und holt die, denen er folgt.
cluster-inspector-broker-failed = Ausgefallen: Seine Disk ist verloren. Ein neuer, leerer Broker nimmt seinen Platz ein und kopiert zurück, was er hielt.
cluster-inspector-broker-down = Down: Seine Disk bleibt erhalten. Zurück, holt er nach, was er verpasst hat, und tritt der ISR wieder bei, sobald er aufgeholt hat.
# $why: the incidents holding it down.
cluster-inspector-broker-held-down = Gehalten von: { $why }
cluster-inspector-leads = Führt
cluster-inspector-replicas-held = Seine Replikate
cluster-inspector-column-log-end = Log-Ende
cluster-inspector-column-log-end-hover = Der Offset nach dem letzten Record seiner Kopie.
cluster-inspector-column-leaders = des Leaders
cluster-inspector-column-leaders-hover = Das Log-Ende des Leaders: worauf ein Follower hin fetcht.
cluster-inspector-column-state = Zustand
cluster-inspector-column-state-hover = in sync: in der ISR. wählbar (ELR): aus der ISR, solange sie unter min.insync liegt, hält aber jeden Record unter der High Watermark und darf also sauber führen. holt auf: fetcht, was ihm fehlt, mit der Fetch-Rate des Brokers.
cluster-inspector-no-leader = kein Leader

## A partition
cluster-inspector-partition-title = Partition p{ $partition }
cluster-inspector-partition-gone = Diese Partition gibt es nicht mehr (die Partitionen des Streams haben sich geändert).
cluster-inspector-partition-about = Partition { $partition } des Topics { $topic } auf { $stream }
cluster-inspector-leader = Leader b{ $broker }, Leader-Epoch { $epoch }.
cluster-inspector-electing = Wählt einen Leader (Epoch { $epoch }): Schreibvorgänge warten.
cluster-inspector-no-leader-up = Kein Leader: Kein Replikat in sync oder wählbar läuft. Schreibvorgänge werden abgelehnt (die Producer halten sie) und Gruppen warten, bis eines zurück ist.
cluster-inspector-unclean-lossless = Unclean Election jetzt: b{ $broker } würde führen und nichts verlieren.
cluster-inspector-unclean-lossy =
    Unclean Election jetzt: b{ $broker } würde führen, und { $count ->
        [one] der { $count } Record, der ihm fehlt, ginge
       *[other] die { $count } Records, die ihm fehlen, gingen
    } verloren.
cluster-inspector-unclean-waits = Kein Replikat läuft: Selbst eine Unclean Election wartet.
cluster-inspector-log-start = Log-Start
cluster-inspector-log-start-hover = Der älteste Offset, den die Retention behalten hat.
cluster-inspector-high-watermark = High Watermark
cluster-inspector-high-watermark-hover = Das niedrigste Log-Ende in der ISR: Gruppen lesen darunter, und acks=all-Producer werden bis dahin bestätigt. Sie steht still, solange die ISR kleiner als min.insync ist.
cluster-inspector-log-end = Log-Ende
cluster-inspector-log-end-hover = Der Offset, den der nächste Record bekommt; jenseits der High Watermark sind Records noch nicht auf jedem In-Sync-Replikat.
cluster-inspector-isr-hover = In-Sync-Replikate: aufgeholt innerhalb von replica.lag.time.max (30 s). acks=all wartet auf sie.
cluster-inspector-elr-hover = Wählbare Leader-Replikate: aus der ISR, solange sie unter min.insync liegt, halten aber jeden Record unter der High Watermark (Kafka 4). Die ISR kann leer sein, während sie ihre letzten Mitglieder halten.
cluster-inspector-offline = offline
cluster-inspector-offline-hover = Simulationssekunden ohne bedienenden Leader.
cluster-inspector-under-replicated = unterrepliziert
cluster-inspector-under-replicated-hover = Simulationssekunden mit Leader, aber einer ISR kleiner als ihre Replikate.
cluster-inspector-last-known-leader = letzter bekannter Leader
cluster-inspector-last-known-leader-hover = Der Leader, den sie hatte, als ihre ISR leer wurde (Kafkas LastKnownElr): Sind ISR und ELR beide leer, führt er wieder, sobald er zurück ist.
cluster-inspector-replicas = Replikate
cluster-inspector-column-broker = Broker
cluster-inspector-column-zone = Zone
cluster-inspector-open-broker = Diesen Broker öffnen
cluster-inspector-groups = Gruppen
cluster-inspector-column-group = Gruppe
cluster-inspector-column-committed = committed
cluster-inspector-column-lag = Lag
