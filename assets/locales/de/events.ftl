# A consumer with no position to read from (the Inspector)
events-no-offset-none =
    p{ $partition }{ $others ->
        [0] {""}
        [one] {" "}(und 1 weitere Partition)
       *[other] {" "}(und { $others } weitere Partitionen)
    }: kein Committed Offset
events-no-offset-below =
    p{ $partition }{ $others ->
        [0] {""}
        [one] {" "}(und 1 weitere Partition)
       *[other] {" "}(und { $others } weitere Partitionen)
    }: Position { $position } liegt vor dem Log-Start { $start }
# A Worker's partitions on its card, when there are many
events-partitions-count = { $count } Partitionen
# What went wrong, counted (an incident's cost, the Inspector)
events-damage-count = { $count } { $what ->
        [lost] verloren
        [stranded] gestrandet
        [duplicates] Duplikate
        [throttled] gedrosselt
       *[missed] von einer Gruppe verpasst
    }
events-damage-stale = { $count } veraltet
# A cause of bad outcomes, after a count
events-cause-lost-retention = durch Retention verloren
events-cause-lost-broker = bei ausgefallenem Broker verloren
events-cause-lost-expansion = auf neuen Partitionen übersprungen
events-cause-lost-poison = unverarbeitet verworfen (Poison Pills)
events-cause-stale = veraltete Ergebnisse
events-cause-stranded = gestrandet
events-cause-duplicates = doppelte Seiteneffekte
events-cause-throttled = gedrosselt
events-cause-missed = von einer Gruppe verpasst
# The incident log: what happened and how each incident ended
events-scheduled-failed = Ein geplanter Vorfall trat nicht ein: { $why }
events-ended-by-itself = Er endete von selbst.
events-broker-change = { $elected ->
        [one] 1 Partition hat
       *[other] { $elected } Partitionen haben
    } einen neuen Leader gewählt, { $lost } Events verloren
events-broker-change-offline = { $elected ->
        [one] 1 Partition hat
       *[other] { $elected } Partitionen haben
    } einen neuen Leader gewählt, { $offline ->
        [one] 1 Partition
       *[other] { $offline } Partitionen
    } offline, { $lost } Events verloren
events-copies = Replikationsfaktor { $factor }
events-copies-catching-up = Replikationsfaktor { $factor }, { $in_effect } wirksam: die neuen Replikate hatten { $percent }% aufgeholt
events-broker-failed = Broker { $broker } von „{ $node }“ ist abgestürzt und hat seine Platte verloren ({ $copies }, acks={ $acks }): { $change }.
events-broker-restarting = Broker { $broker } von „{ $node }“ startet neu, sauber heruntergefahren ({ $how ->
        [moved] seine Leader sind vorher umgezogen, seine Platte bleibt erhalten
        [none] seine Platte bleibt erhalten; kein anderes Replikat war in Sync, um seine Leader zu übernehmen
       *[some] die Leader mit einem Replikat in Sync anderswo sind vorher umgezogen, seine Platte bleibt erhalten
    }): { $change }.
events-hot-key = Schlüssel „{ $key }“ macht { $percent }% des Traffics von „{ $node }“ aus.
events-host-died-broker = Der Host unter Broker 0 von „{ $node }“ ist ausgefallen. Er kostet weiter. { $what }
events-host-died = Der Host unter „{ $node }“ ist ausgefallen. Er kostet weiter.
events-replaced-broker = Für ${ $price } ersetzt; der neue Broker kopiert seine Partitionen von den anderen Replikaten.
events-replaced-empty = Für ${ $price } ersetzt; er kam kalt und leer zurück: { $lost } Events lagen nur auf dem toten Host.
events-replaced-copied = Für ${ $price } ersetzt; er hat seine Partitionen von den anderen Replikaten zurückkopiert.
events-replaced-cold = Für ${ $price } ersetzt; er kam kalt zurück.
events-region-down = Region „{ $region }“ ist ausgefallen: { $nodes ->
        [one] 1 Node
       *[other] { $nodes } Nodes
    } grau.
events-moved-region = „{ $node }“ ist nach { $region } umgezogen
events-zone-down = Zone „{ $zone }“ ist ausgefallen: { $nodes ->
        [one] 1 Node
       *[other] { $nodes } Nodes
    } grau{ $brokers ->
        [0] {""}
        [one] , 1 Broker
       *[other] , { $brokers } Broker
    }.
events-promoted-standby = „{ $node }“ hat seinen Standby befördert
events-worker-crashed = Worker „{ $node }“ ist vor dem Commit abgestürzt: seine Partitionen gehen zum letzten Commit zurück
events-worker-slow = Worker „{ $node }“ wird langsam ({ $percent }% seiner Geschwindigkeit).
events-transaction-hangs-timeout = Ein Producer hat auf „{ $node }“ eine Transaktion begonnen und hängt: read_committed-Gruppen halten an seinem ersten Record auf { $partitions ->
        [one] 1 Partition
       *[other] { $partitions } Partitionen
    } (dem Last Stable Offset), bis transaction.timeout.ms ({ $seconds } s) sie beendet; read_uncommitted-Gruppen lesen weiter.
events-transaction-hangs = Ein Producer hat auf „{ $node }“ eine Transaktion begonnen und hängt: read_committed-Gruppen halten an seinem ersten Record auf { $partitions ->
        [one] 1 Partition
       *[other] { $partitions } Partitionen
    } (dem Last Stable Offset), bis ein Abbruch sie beendet; read_uncommitted-Gruppen lesen weiter.
events-transaction-aborted = Von Hand abgebrochen (kafka-transactions.sh abort): die Gruppen lesen weiter.
events-poison-pill = Ein Producer hat einen Record nach „{ $node }“ geschrieben, den kein Worker verarbeiten kann (Partition { $partition }, Offset { $offset }): eine Consumer Group hält dort an und versucht es ewig; eine Share Group archiviert ihn bei ihrem Zustellungslimit.
events-poison-pill-gone = Die Poison Pill hat das Log verlassen.
events-poison-pill-passed = Jede Gruppe ist an der Poison Pill vorbei.
events-schema-refused = „{ $node }“ wollte eine inkompatible Schemaänderung ausliefern; die Schema Registry hat sie abgelehnt.
events-schema-breaks = „{ $node }“ liefert eine Änderung aus, die seine Consumer nicht lesen können (Schema v{ $version }).
events-schema-fixed = Jede Gruppe liest weiter.
events-state-store-nothing = nichts
events-state-store-lost = Worker „{ $node }“ hat seinen State Store verloren: Gruppe { $group } liest { $topics } erneut ab dem Log-Start, um ihre Tabelle neu aufzubauen; { $lost ->
        [0] jeder Schlüssel ist noch im Log
        [one] 1 Schlüssel, den das Log nicht mehr hat, ist verloren
       *[other] { $lost } Schlüssel, die das Log nicht mehr hat, sind verloren
    }.

# Why an action was refused (the Inspector, the strip, the console)
events-refused-research-first = erforsche zuerst { $item }
events-refused-partitions = Partitionen müssen zwischen 1 und { $max } liegen
events-refused-size = die Größe muss zwischen 1 und { $max } liegen
events-refused-broker-down = Broker { $broker } ist ausgefallen: Replikate lassen sich verschieben, sobald jeder Broker wieder da ist
events-refused-replication-factor = der Replikationsfaktor muss zwischen 1 und { $max } liegen
events-refused-below-min-insync = min.insync.replicas ist { $min }: mit weniger Replikaten würde jedes Append mit acks=all abgelehnt; senke es zuerst
events-refused-brokers = die Broker müssen zwischen dem Replikationsfaktor ({ $factor }) und { $max } liegen
events-refused-min-insync = min.insync.replicas muss zwischen 1 und dem Replikationsfaktor ({ $factor }) liegen
events-refused-traffic-fixed = dieses Szenario legt seinen Traffic fest (nur die Sandbox hat die Regler)
events-refused-hot-key = ein Hot Key trifft ihn gerade: warte, bis er vorbei ist
events-refused-link-self = ein Node kann nicht mit sich selbst verbunden werden
events-refused-linked-already = { $from } → { $to } ist bereits verbunden
events-refused-needs-research = { $component } braucht zuerst die Forschung { $item }
events-refused-costs = { $component } kostet ${ $cost }; du hast ${ $money }
events-refused-no-link = es gibt keine Verbindung { $from } → { $to }
events-refused-research-era = { $item } wird in { $era } verfügbar
events-refused-researched = { $item } ist bereits erforscht
events-refused-research-needs = { $item } braucht zuerst { $missing }
events-refused-research-costs = { $item } kostet { $cost } ◇; du hast { $have }
events-refused-restarting = Gruppe { $group } wird bereits neu gestartet
events-refused-no-worker-to-restart = Gruppe { $group } hat keinen laufenden Worker zum Neustarten
events-refused-host-fine = sein Host ist in Ordnung: nichts zu ersetzen
events-refused-host-costs = ein neuer Host kostet ${ $price }; du hast ${ $money }
events-refused-keeps-data = { $component } hält Daten: Failover kann ihn nicht verschieben; er wartet auf seine Region
events-refused-no-other-region = es gibt keine andere Region zum Umziehen (erforsche Multiple regions und stelle dort eine Kopie hin)
events-refused-no-standby = { $component } hat keinen Standby: er wartet auf seine Zone
events-refused-first-schema = er schreibt sein erstes Schema: nichts zurückzurollen
events-refused-no-hanging = keine Transaktion hängt daran
events-refused-dead-letter-read = Gruppe „{ $group }“ liest „{ $node }“: ihre Dead Letters gehen in einen anderen Stream
events-refused-classic-only = Gruppe „{ $group }“ liest „{ $node }“, dessen Broker nur das Classic-Protokoll anbieten (group.coordinator.rebalance.protocols=classic): das Consumer-Protokoll (KIP-848) braucht Broker, die es haben
events-refused-share-writes = „{ $node }“ aus Gruppe „{ $group }“ schreibt in einen Stream (Read-Process-Write): Kafka Streams liest nur mit einer Consumer Group, also kann diese Gruppe keine Share Group sein
events-refused-instance-id-twice = zwei Worker der Gruppe { $group } hätten die group.instance.id „{ $id }“
events-refused-instance-id-taken = „{ $id }“ ist bereits eine group.instance.id in Gruppe „{ $group }“: Kafka sperrt den zweiten Consumer aus (FencedInstanceIdException)
events-score-formula = { $money } übrig × { $per_dollar } − { $bad } schlechte Ergebnisse × { $per_bad } = { $points }
# The error budget spent, a lost run's outcome: $spent and $allowed are
# counts; $causes the causes counted, joined by commas; $window a span of
# sim time ($rolling is yes when the budget counts a window).
events-budget-spent = { $rolling ->
        [yes] das Fehlerbudget ist aufgebraucht: { $spent } schlechte Ergebnisse in den letzten { $window } bei { $allowed } erlaubten — seit dem Start: { $causes }
       *[no] das Fehlerbudget ist aufgebraucht: { $spent } schlechte Ergebnisse bei { $allowed } erlaubten — { $causes }
    }
# Why a group rebalanced ($member: a member's id; the group Inspector)
events-rebalance-epoch = Gruppen-Epoch { $epoch }: { $why }
events-rebalance-rejoined = { $member } ist zurück und wieder beigetreten
events-rebalance-no-heartbeat = { $member } hat { $seconds } s lang keinen Heartbeat gesendet (session.timeout)
events-rebalance-joined = { $member } ist beigetreten
events-rebalance-stopped = { $member } wurde gestoppt und hat die Gruppe verlassen
events-rebalance-restarted = { $member } wurde neu gestartet und hat die Gruppe verlassen (keine group.instance.id)
events-rebalance-left = { $member } hat die Gruppe verlassen
events-rebalance-partitions = sein Metadaten-Refresh fand { $count } Partitionen (metadata.max.age)
events-rebalance-back-to-classic = die Gruppe ist zum klassischen Protokoll zurückgekehrt: jedes Mitglied tritt neu bei
events-rebalance-to-consumer = die Gruppe ist zum Consumer-Protokoll gewechselt (KIP-848)
# Refusals of an action, rarer ones ($node, $group, $id: names as typed)
events-refused-not-worker = „{ $node }“ ist kein Worker
events-refused-not-stream = „{ $node }“ ist kein Event Stream
events-refused-nothing-in = in „{ $place }“ ist nichts
events-refused-not-in-outage = „{ $node }“ ist nicht durch einen Ausfall down
events-refused-no-leader = keine Partition von „{ $node }“ hat einen Leader
events-refused-no-group = keine Gruppe „{ $group }“ auf dem Spielfeld
events-refused-no-research-for = dieser Katalog hat keine Forschung für { $effect }
events-refused-no-stream-rules = „{ $node }“ hat keine Stream-Regeln
events-refused-retention = die Retention muss eine von { $choices } Sim-Sekunden sein
events-refused-rate = die Rate muss zwischen 0 und { $max } Nachrichten/s liegen
events-refused-zipf = der Zipf-Exponent muss in (0, { $max }] liegen
events-refused-unknown-component = unbekannte Komponente „{ $kind }“
events-refused-zone-name = „{ $zone }“ ist kein gültiger Zonenname
events-refused-region-name = „{ $region }“ ist kein gültiger Regionsname
events-refused-id = „{ $id }“ ist keine gültige ID
events-refused-id-taken = ein Node mit der ID „{ $id }“ existiert schon
events-refused-link-elsewhere = die Verbindung { $from } → { $to } berührt den neuen Node nicht
events-refused-takes = { $from } sendet { $sends }, was { $to } nicht annimmt (es nimmt { $takes })
events-refused-instance-id = „{ $id }“ ist keine gültige group.instance.id (Buchstaben, Ziffern, '-', '_', '.'; höchstens 64)
events-refused-unknown-research = unbekannte Forschung „{ $item }“
events-refused-throttle = ein Replikations-Throttle ist eine Zahl von Records pro Sekunde über 0
events-refused-salt = das Salt muss zwischen 1 und 64 liegen
events-refused-keys = es muss mindestens einen Schlüssel geben
events-refused-hot-share = der Anteil des Hot Keys muss zwischen 0 und 0,95 liegen
events-refused-session-timeout = der Session-Timeout muss zwischen 0 und 86400 Sekunden liegen
events-refused-poll-interval = das Poll-Intervall muss zwischen 0 und 86400 Sekunden liegen
events-refused-board-edge = das Spielfeld endet bei ±100000
