# Der Inspektor (src/ui/inspector.rs): Regeln, Live-Werte und Optionen eines Nodes.

inspector-title = Inspektor
inspector-close = Schließen

## Was ein ausgefallener Broker verliert, nach acks und Replikationsfaktor

inspector-acks-risk-one-replica = mit nur einem Replikat nimmt ein ausgefallener Broker jedes Event mit, das er hatte
inspector-acks-risk-all = ein ausgefallener Broker verliert nichts Bestätigtes
inspector-acks-risk-one = ein ausgefallener Broker verliert, was die Follower noch nicht kopiert hatten
inspector-acks-risk-zero = ein ausgefallener Broker verliert, was die Follower noch nicht kopiert hatten, und der Producer erfährt es nie und wiederholt nichts

## Regeln, die alle Komponenten teilen

inspector-rules = Regeln
inspector-rules-place = Platzieren
inspector-rules-place-value = { $price } die erste Kopie; jede weitere +{ $growth } %
inspector-rules-sell = Verkaufen
inspector-rules-sell-value = erstattet { $percent } % vom Preis der letzten Kopie
inspector-rules-burn = Burn
inspector-rules-burn-size-one = { $burn }/s bei Größe 1
inspector-rules-burn-sized = { $burn }/s bei Größe 1; { $burn_now }/s bei Größe { $size }
inspector-rules-sizes = Größen
inspector-rules-sizes-value = { $sizes }; jede Stufe ×{ $factor } Kapazität und Burn (jetzt { $size })
inspector-rules-overhead = Overhead
inspector-rules-takes-sends = Nimmt / sendet
inspector-rules-traffic-tip = Tasks: asynchrone Arbeit (eine Bestellung abrechnen). Requests: synchrone Aufrufe. Writes: Ergebnisse, die ein Worker in einer Database speichert. Changes: was eine Database einem CDC Connector meldet.
inspector-rules-unlocked-by = Freigeschaltet durch
inspector-rules-unlock = { $research } ({ $era }, { $cost } Forschung)
inspector-rules-unlock-after = { $research } ({ $era }, { $cost } Forschung, nach { $requires })
inspector-rules-unlock-next = { $unlock }; danach: { $next }

## Antworten auf Vorfälle

inspector-replace = Ersetzen (${ $price })
inspector-replace-tip = Zahlt ${ $price } für einen neuen Host. Der Node startet kalt: leere Caches, ein langsamer Start. Der tote Node kostet nichts mehr.
inspector-fail-over = Failover
inspector-fail-over-tip = Zieht den Node in eine Zone oder Region um, die läuft. Kostenlos; nur Nodes ohne Daten (oder mit Standby) können umziehen: ein Stream wartet auf seine Zone.

## Platzierung

inspector-zone-region = Zone { $zone } · Region { $region }
inspector-move-zone-tip = In diese Zone verschieben
inspector-move-region-tip = In diese Region verschieben

## Beschriftungen mehrerer Abschnitte

inspector-live = Live
inspector-capacity = Kapazität
inspector-throttle-time = Drosselzeit
inspector-throttled = Gedrosselt
inspector-stranded = Gestrandet
inspector-replication = Replikation
inspector-retention = Retention
inspector-partitions = Partitionen
inspector-brokers = Broker

## Ein Producer

inspector-traffic = Traffic
inspector-traffic-value = { $rate } (produziert { $produced })
inspector-keys = Schlüssel
inspector-keys-value = { $first } … { $last } ({ $entities } Entitäten)
inspector-keys-value-hot = { $first } … { $last } ({ $entities } Entitäten, { $hot } heiß)
inspector-sent = Gesendet
inspector-latency = Latenz
inspector-latency-value = { $latency } pro Append (Overhead + Ack-Wartezeit + Wartezeit des ältesten wartenden Records)
inspector-buffer = Puffer
inspector-buffer-value = { $buffered } Records warten auf den Append
inspector-buffer-value-of = { $buffered } von { $size } Records warten auf den Append
inspector-buffer-tip = Kafkas buffer.memory: Records warten hier auf Append-Kapazität oder auf den Leader einer Partition. Ist er voll, blockiert send().
inspector-producer-throttle-value = { $seconds } s: alles Wartende, bei der Kapazität des Streams
inspector-producer-throttle-tip = Der Broker sagt dem Producer, wie lange er vor dem nächsten Append warten soll: alles Wartende, bei der Append-Kapazität des Streams. Der neueste Record wartet etwa so lange; die Latenz oben ist, wie lange der älteste bisher gewartet hat. Eine größere Größe erhöht die Kapazität.
inspector-blocked-in-send = Blockiert in send()
inspector-blocked-in-send-value = { $count } (der Puffer ist voll; jeder scheitert nach max.block.ms)
inspector-send-failed = Senden gescheitert
inspector-send-failed-value = { $count } länger als max.block.ms blockiert: verloren
inspector-to-stream = An { $stream }
inspector-producer-settings-tip = Die Producer-Einstellungen der Producer dieses Streams (auf der Karte des Streams eingestellt). Idempotenz: Kafkas Standard seit 3.0, mit acks=all; ein wiederholter Batch wird dann einmal gespeichert, in Reihenfolge.
inspector-idempotence-in-effect = enable.idempotence=true (Wiederholungen einmal gespeichert, in Reihenfolge)
inspector-idempotence-not-in-effect = enable.idempotence=true, ohne acks=all nicht wirksam
inspector-idempotence-disabled = enable.idempotence=false (Wiederholungen nach einem Failover können doppelt landen)
inspector-tombstones = Tombstones
inspector-tombstones-value = { $percent } % seiner Records löschen ihren Schlüssel (Schlüssel ohne Wert)
inspector-tombstones-tip = Ein Tombstone löscht seine Entität: eine Gruppe, die den Stream anwendet, entfernt den Schlüssel aus ihrer Tabelle. Auf einem kompaktierten Stream behält der Cleaner den Tombstone eines gelöschten Schlüssels für delete.retention, danach ist der Schlüssel aus dem Log verschwunden: gelöscht, nicht verloren.
inspector-producer-stranded-value = { $count ->
        [one] { $count } Request kam an, während er ausgefallen war
       *[other] { $count } Requests kamen an, während er ausgefallen war
    }

## Transaktionen und Schemas

inspector-open-transaction = Eine offene Transaktion hält den Last Stable Offset auf { $partitions }: read_committed-Gruppen warten dort.
inspector-open-transaction-member = Eine offene Transaktion hält den Last Stable Offset auf { $partitions }: read_committed-Gruppen warten dort. Jede wird mit dem nächsten Offset-Commit ihrer Gruppe committet oder abgebrochen, wenn ihr Worker abstürzt oder die Gruppe verlässt.
inspector-abort-transaction = Hängende Transaktion abbrechen
inspector-abort-transaction-tip = Wie kafka-transactions.sh abort: ein ABORT-Marker in jeder Partition, in die sie geschrieben hat. read_committed-Gruppen überspringen ihre Records und lesen weiter.
inspector-schema-unreadable = Er schreibt Schema v{ $version }: Gruppen, die es nicht lesen können, stoppen.
inspector-roll-back = Zurückrollen
inspector-roll-back-tip = Der Producer schreibt wieder das alte Schema. Kostenlos, aber die schon geschriebenen unlesbaren Events blockieren ihre Gruppen weiter: aktualisiere diese.

## Ein Worker

inspector-group = Gruppe
inspector-reads = Liest
inspector-capacity-tasks = { $rate } Tasks
inspector-completing = Durchsatz
inspector-done = Erledigt
inspector-writes-to = Schreibt in
inspector-effect-idempotent = idempotent: ein doppelt angewandtes Event ändert nichts
inspector-effect-transactional = seine Ausgabe läuft in Transaktionen: ein Absturz bricht ab, was er seit seinem letzten Commit schrieb
inspector-effect-at-least-once = ein Absturz vor dem Commit schreibt diese Ausgabe erneut (at_least_once)
inspector-effect-not-idempotent = nicht idempotent: ein doppelt erhaltenes Event ist ein doppelter Seiteneffekt
inspector-speed = Tempo { $percent } % · { $effect }
inspector-crash = Absturz vor Commit (Übung)
inspector-crash-tip = Er stirbt nach der Verarbeitung und vor dem Commit: seine Partitionen springen zum letzten Commit zurück, und die Events kommen erneut.
inspector-paused = Pausiert
inspector-paused-tip = Kafkas pause(): der Worker bleibt in seiner Gruppe und behält seine Partitionen, liest aber nichts: ihr Lag wächst. Eine pausierte Gruppe ist nicht leer, also lassen sich ihre Offsets nicht zurücksetzen.
inspector-start = Starten
inspector-start-tip = Sein Consumer tritt der Gruppe wieder bei (ein Rebalance) und liest ab den Committed Offsets der Gruppe weiter.
inspector-stop = Stoppen
inspector-stop-tip = Sein Consumer committet und verlässt die Gruppe: die anderen übernehmen seine Partitionen (ein Rebalance). Sind alle Worker gestoppt, ist die Gruppe leer, und nur dann lassen sich ihre Offsets zurücksetzen: stop → reset group G to 0 → start.
inspector-pause-or-stop = Pause: bleibt Mitglied, behält seine Partitionen. Stopp: verlässt die Gruppe; für einen Reset müssen alle Worker gestoppt sein.

## Ein Stream

inspector-options = Optionen
inspector-acks-now = Jetzt: acks={ $acks } wartet { $ms } ms; { $risk }.
inspector-stream-rules-now = Stream-Regeln, aktuell
inspector-brokers-heading = Broker: Zone, führt, folgt
inspector-col-broker = Broker
inspector-col-zone = Zone
inspector-col-zone-tip = Seine Zone (Kafkas Rack): Replikate einer Partition gehen in verschiedene Zonen, wo es mehrere gibt.
inspector-col-state = Status
inspector-col-leads = führt
inspector-col-leads-tip = Die Partitionen, deren Appends und Lesezugriffe er bedient.
inspector-col-follows = folgt
inspector-col-follows-tip = Die Partitionen, von denen er eine Kopie hält, die er von ihren Leadern holt.
inspector-open-broker = Diesen Broker öffnen
inspector-broker-up = läuft
inspector-broker-up-tip = Er läuft.
inspector-broker-retiring = läuft, scheidet aus
inspector-broker-retiring-tip = Ein Reassignment verschiebt seine Replikate auf die anderen Broker; er geht, sobald er keines mehr hält.
inspector-broker-failed = defekt
inspector-broker-down = ausgefallen
inspector-append-capacity = Append-Kapazität
inspector-append-capacity-value = { $rate } bei Größe { $size } (Größe 1: { $rate_one })
inspector-read-per-partition = Lesen je Partition
inspector-read-per-partition-value = { $rate } je Gruppe; { $partitions ->
        [one] { $partitions } Partition
       *[other] { $partitions } Partitionen
    }: höchstens { $most }
inspector-producer-waits = Producer wartet
inspector-producer-waits-value = { $overhead } ms Overhead + { $leader } ms auf den Leader (acks=1) + { $follower } ms auf den langsamsten In-Sync-Follower (acks=all); acks={ $acks } wartet { $wait } ms
inspector-replication-value = Faktor { $factor }: jedes Replikat kostet erneut { $percent } % vom Burn eines Brokers
inspector-retention-value = { $retention } (zur Wahl: { $choices })
inspector-appending = Appends
inspector-appending-value = { $rate } ({ $total } insgesamt)
inspector-stream-throttle-value = { $seconds } s (Append-Kapazität erschöpft: Producer warten)
inspector-stream-throttle-tip = Über seiner Append-Kapazität lehnt der Stream nichts ab: er drosselt seine Producer, deren Records in ihren Puffern warten. Latenz, kein Verlust, bis ein Send länger als max.block.ms blockiert.
inspector-stream-throttled-value = { $count } (Sends gescheitert: Append-Kapazität erschöpft)
inspector-appended-twice = Doppelt angehängt
inspector-appended-twice-value = { $count } (wiederholt von Producern ohne Idempotenz)
inspector-appended-twice-tip = Batches, die der neue Leader schon hatte, nach einem Failover erneut gesendet: Kafka speichert sie ein zweites Mal, hinter neueren Records, außer der Producer ist idempotent.
inspector-stream-stranded-value = { $count }: keine Worker-Gruppe liest diesen Stream
inspector-group-name = Gruppe { $group }
inspector-group-rebuilding = baut ihre Tabelle ab dem Log-Start neu auf
inspector-group-read = { $rate } gelesen
inspector-group-lag = { $read } · Lag { $lag } gesamt, { $worst } auf der schlechtesten Partition · { $behind } zurück{ $troubles }
inspector-group-lag-tip = Lag: angehängte, noch nicht committete Records über alle Partitionen. Zurück: das Alter des ältesten davon, auf der Partition, die am weitesten zurückliegt (so schätzen Lag-Exporter den Zeit-Lag).
inspector-partitions-heading = Partitionen: Offsets und Lag je Gruppe
inspector-col-log-start = Log-Start
inspector-col-log-start-tip = Der älteste Offset, den die Retention behalten hat.
inspector-col-log-end = Log-Ende
inspector-col-log-end-tip = Der Offset, den der nächste Record bekommt.
inspector-replicas-heading = Replikate: Leader, ISR, High Watermark
inspector-col-leader = Leader
inspector-col-leader-tip = Der Broker, der die Appends annimmt und die Lesezugriffe bedient.
inspector-col-replicas = Replikate
inspector-col-replicas-tip = Seine Kopien, nach Broker; die erste ist der bevorzugte Leader. Ein + markiert eine Kopie, die ein Reassignment hinzufügt (kopiert noch, zählt noch nicht), ein − eine, die es entfernt, sobald sie aufgeholt haben.
inspector-col-isr-tip = In-Sync-Replikate: die Kopien, die innerhalb von replica.lag.time.max (30 s) aufgeholt haben. acks=all wartet auf sie.
inspector-col-elr-tip = Eligible Leader Replicas (Kafka 4): aus dem ISR, solange er unter min.insync liegt, aber mit jedem Record unter der High Watermark, sodass eines sauber Leader werden kann. Der ISR kann leer sein, während sie seine letzten Mitglieder halten.
inspector-col-hw-tip = High Watermark: das niedrigste Log-Ende im ISR; Gruppen lesen darunter.
inspector-col-epoch = Epoche
inspector-col-epoch-tip = Leader-Epoche: eins mehr bei jeder Wahl.
inspector-open-partition = Diese Partition öffnen
inspector-leader-none = keiner
inspector-under-replicated = Unterrepliziert: eine Kopie ist nicht im ISR.
inspector-producers-metadata = Producer-Metadaten
inspector-producers-metadata-value = alle { $partitions } Partitionen · nächster Refresh in { $left } (metadata.max.age { $age })
inspector-producers-route = Producer routen an
inspector-producers-route-value = { $known } von { $partitions } Partitionen: von den anderen erfahren sie beim Metadaten-Refresh in { $left }
inspector-producers-route-tip = Ein Producer behält die Partitionszahl, die er zuletzt geholt hat (metadata.max.age), und hasht die Schlüssel darüber. Ab seinem Refresh hashen die Schlüssel über die neue Zahl: neue Updates einer Entität können in eine andere Partition gehen, während ihre älteren noch in der alten warten.

## Optionen eines Streams

inspector-partitions-tip = Mehr Partitionen lassen mehr Worker einer Gruppe gleichzeitig lesen. Kafka fügt Partitionen hinzu, entfernt sie aber nie. Producer schreiben ab ihrem nächsten Metadaten-Refresh in die neuen, und die Schlüssel verteilen sich ab dann neu; eine Gruppe liest sie ab ihrem nächsten Rebalance, ab dort, wo ihr auto.offset.reset sagt (latest überspringt, was dort zuerst geschrieben wurde).
inspector-apply = Anwenden
inspector-partition-key = Partitionsschlüssel
inspector-by-key = nach Schlüssel
inspector-by-key-tip = Der Hash des Schlüssels wählt die Partition: die Events einer Entität bleiben in einer Partition, in Reihenfolge. Ein heißer Schlüssel füllt eine Partition.
inspector-round-robin = Round Robin
inspector-round-robin-tip = Gleichmäßig über die Partitionen verteilt, ohne den Schlüssel: keine heiße Partition, aber ein späterer Write kann vor einem früheren gelesen werden (veraltete Ergebnisse).
inspector-without-key = Ohne Schlüssel
inspector-record-by-record = Record für Record
inspector-record-by-record-tip = Jeder Record in die nächste Partition, so wie der Lehrtext es zeichnet.
inspector-sticky = sticky
inspector-sticky-tip = Kafkas Producer seit 2.4: ein ganzer Batch in eine Partition, der nächste Batch in die nächste. Weniger, vollere Batches; Folgen von Records teilen sich eine Partition.
inspector-partitioner = Partitioner: { $partitioner }
inspector-size = Größe
inspector-size-tip = Hängt { $rate } an und verbrennt { $burn }/s
inspector-replication-risk-one = ein ausgefallener Broker nimmt jedes Event mit, das er hatte
inspector-replication-risk-more = was ein ausgefallener Broker verliert, entscheidet acks
inspector-replication-tip = { $factor ->
        [one] { $factor } Kopie
       *[other] { $factor } Kopien
    } jeder Partition: verbrennt { $burn }/s; { $risk }
inspector-reassignment-stalled = steht: { $count ->
        [one] { $count } Partition hat
       *[other] { $count } Partitionen haben
    } keinen Leader zum Kopieren
inspector-reassignment-eta = fertig in { $eta }
inspector-reassignment-losing = kein Fortschritt: der Stream hängt schneller an, als er kopiert
inspector-reassignment-no-eta = noch keine Prognose
inspector-reassignment = Replikate kommen hinzu: { $percent } % aufgeholt, { $eta }. Bis dahin { $partitions ->
        [one] behält { $partitions } Partition
       *[other] behalten { $partitions } Partitionen
    } { $copies ->
        [one] { $copies } Kopie, die zählt
       *[other] { $copies } Kopien, die zählen
    }.
inspector-reassignment-tip = Ein Reassignment: die neuen Replikate kopieren das behaltene Log ab seinem Start mit der Fetch-Rate (höchstens der Replikationsdrossel) und treten dem ISR erst bei, wenn sie aufgeholt haben. Bis jedes neue Replikat einer Partition so weit ist, hat sie die Kopien von vorher und nicht mehr Haltbarkeit.
inspector-replication-throttle = Replikationsdrossel
inspector-throttle-none = ohne
inspector-throttle-none-tip = Die neuen Replikate eines Reassignments kopieren so schnell, wie die Broker fetchen, und teilen sich das Fetch-Budget mit den Followern im ISR.
inspector-throttle-rate-tip = Jeder Broker kopiert höchstens { $rate } für die neuen Replikate eines Reassignments (follower.replication.throttled.rate): die Follower im ISR werden zuerst bedient, und das Kopieren dauert länger.
inspector-acks-tip = acks={ $acks }: der Producer wartet { $ms } ms; { $risk }
inspector-acks-tip-default = acks={ $acks } (Kafkas Standard seit 3.0): der Producer wartet { $ms } ms; { $risk }
inspector-idempotence = Idempotenz
inspector-on = an
inspector-off = aus
inspector-idempotence-on-tip = enable.idempotence=true (Kafkas Standard seit 3.0, mit acks=all): jeder Batch trägt die ID des Producers und eine Sequenznummer je Partition, sodass ein nach einem Failover wiederholter Batch einmal und in Reihenfolge gespeichert wird.
inspector-idempotence-off-tip = enable.idempotence=false: nach einem Failover sendet der Producer jeden Batch erneut, dessen Speicherung ihm nicht bestätigt wurde. Was der neue Leader schon hatte, wird doppelt angehängt, hinter neueren Records: Duplikate für Worker, die nicht idempotent sind, und die ältere Version eines Schlüssels nach seiner neueren.
inspector-idempotence-needs-acks = (braucht acks=all: aus, solange acks 0 oder 1 ist)
inspector-brokers-tip = { $brokers } Broker: verbrennt { $burn }/s (jeder über den Replikationsfaktor hinaus kostet { $percent } % vom Burn des Streams). Die Partitionen verteilen sich auf sie, also führt ein ausgefallener Broker weniger davon.
inspector-zones = Zonen
inspector-zones-one = eine
inspector-zones-one-tip = Jeder Broker in der Zone des Streams: ein Zonenausfall stoppt ihn, bis die Zone wieder da ist.
inspector-zones-spread = verteilt
inspector-zones-spread-tip = Broker über die Zonen verteilt, Replikate rack-aware: ein Zonenausfall trifft den Anteil eines Brokers, der auf die anderen umschwenkt. Braucht die Forschung Multiple zones.
inspector-min-insync-tip = min.insync.replicas={ $count }: mit acks=all braucht ein Append { $count ->
        [one] { $count } synchrones Replikat
       *[other] { $count } synchrone Replikate
    }, sonst wird er abgelehnt (NOT_ENOUGH_REPLICAS: der Producer hält ihn, dann verwirft er ihn). Höher behält mehr Kopien jedes bestätigten Events und lehnt Writes früher ab, wenn Broker ausfallen. Darunter steht die High Watermark still (Gruppen lesen nichts Neues, egal welche acks), und die ausgeschiedenen Replikate bleiben wählbar, um sauber zu führen (Kafka 4).
inspector-unclean-election = Unclean Election
inspector-unclean-off-tip = Ist jedes synchrone und wählbare Replikat einer Partition ausgefallen, wartet sie offline auf eines: nichts Bestätigtes geht verloren (Kafkas Standard).
inspector-unclean-on-tip = Ist jedes synchrone und wählbare Replikat ausgefallen, darf ein nicht synchrones führen: die Partition ist früher wieder da, und die Events, die ihm fehlten, sind verloren.
inspector-retention-tip = Eine Gruppe, die weiter zurückliegt als das Fenster, verliert die ältesten Events. Ein längeres Fenster kostet hier nichts.
inspector-cleanup-delete-tip = delete (Kafkas Standard): die Retention löscht ganze alte Segmente, gelesen oder nicht. Ein Schlüssel, dessen letzter Record älter als die Retention ist, ist nicht mehr im Log.
inspector-cleanup-compact-tip = compact: unterhalb des aktiven Segments behält der Cleaner den neuesten Record jedes Schlüssels und entfernt die älteren, mit Lücken (kein Offset verschiebt sich, der Log-Start bleibt). Die Retention löscht nichts: das Changelog einer Tabelle, der aktuelle Wert jedes Schlüssels für immer behalten.
inspector-cleanup-compact-delete-tip = compact,delete: kompaktiert, und Segmente, die älter als die Retention sind, werden auch gelöscht, samt dem neuesten Record eines Schlüssels darin.
inspector-log-keys = ; sein Log kennt { $held } der { $written } geschriebenen Schlüssel
inspector-log-keys-deleted = ; sein Log kennt { $held } der { $written } geschriebenen, nicht gelöschten Schlüssel ({ $deleted } per Tombstone gelöscht)
inspector-compaction-tip = min.compaction.lag: der Cleaner lässt Records, die jünger sind, in Ruhe. delete.retention: ein Tombstone (ein Schlüssel ohne Wert, der Schlüssel gelöscht) bleibt so lange, nachdem er gehen könnte, damit eine Gruppe, die das Log neu abspielt, das Löschen sieht; danach ist der Schlüssel aus dem Log verschwunden. Im Szenario gesetzt (Stream min_compaction_lag_seconds, delete_retention_seconds).
inspector-tombstones-cleaned = ; { $count } Tombstones nach delete.retention entfernt, samt ihren Schlüsseln
inspector-compacted = { $compacted } Records kompaktiert{ $tombstones }; hält { $held }{ $keys }. Das aktive Segment rollt und der Cleaner läuft in { $next }.
inspector-retention-keys = Retention { $retention }{ $keys }.
inspector-salt = Salt
inspector-salt-none = ohne
inspector-salt-tip = Jeden Schlüssel über so viele Partitionen verteilen (unsere Ergänzung): ein heißer Schlüssel füllt keine einzelne Partition mehr, aber seine Events verlieren über sie hinweg ihre Reihenfolge.
inspector-poll-interval = { $group }: Poll-Intervall { $seconds } s
inspector-poll-interval-tip = Ein längeres max.poll.interval: ein langsames Mitglied wird später entfernt, also beruhigt sich ein Rebalance-Sturm.
inspector-upgrade-workers = Worker aktualisieren
inspector-upgrade-workers-tip = Die Worker der Gruppe lernen jedes bisher geschriebene Schema und lesen dort weiter, wo sie stehen geblieben sind. Kostenlos.
inspector-poison-pill = { $group } hängt an einer Poison Pill (Partition { $partition }, Offset { $offset }): seine Worker scheitern daran und holen sie immer wieder. Mach { $group } zu einer Share Group (ihr Zustelllimit archiviert den Record), oder stoppe seine Worker und setze ihn hinter den Record: reset group { $group } by +1.
inspector-rebalances = { $group }: { $rebalances } Rebalances, { $evictions } Rauswürfe, { $seconds } s pausiert
inspector-practice = Übung
inspector-fail-broker = Broker jetzt ausfallen lassen
inspector-fail-broker-tip = Der Leader-Broker fällt aus: sieh, was Replikationsfaktor und acks verlieren.
inspector-no-leader = { $offline } von { $partitions } Partitionen haben keinen Leader

## Eine Queue und eine Database

inspector-queue-live = { $depth } Tasks warten · { $enqueued } angenommen · { $handed } ausgegeben · { $refused } abgelehnt
inspector-queue-group = Gruppe { $group }: { $done } erledigt · { $missed } nie gesehen (der Worker einer anderen Gruppe nahm sie)
inspector-queue-groups-miss = Eine Queue gibt jede Task an einen Worker: jede Gruppe hier verpasst, was die anderen nehmen. Ein Stream gibt jeder Gruppe jedes Event.
inspector-database-live = { $rows } Zeilen geschrieben · { $rate }/s
inspector-database-refused = { $count } zweite Writes vom Unique Key abgelehnt
inspector-unique-key = Unique Key auf der Task
inspector-unique-key-tip = ON CONFLICT DO NOTHING: eine doppelt geschriebene Task ändert nichts, also sind die Worker, die hier schreiben, idempotent.

## Verkaufen

inspector-sell = Verkaufen (+{ $refund })
inspector-sell-tip = Erstattet die Hälfte dessen, was die letzte Kopie gekostet hat. Seine Links gehen mit.
inspector-refused = Abgelehnt: { $reason }
