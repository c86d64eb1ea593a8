# A consumer group or share group in the Inspector (src/ui/group_inspector.rs).

group-inspector-heading-consumer = Consumer Group { $name }
group-inspector-heading-share = Share Group { $name }
group-inspector-poison-pill = Steckt an einer Poison Pill auf p{ $partition }, Offset { $offset }: Ihr Besitzer scheitert daran und holt sie wieder und wieder. Eine Share Group kommt daran vorbei; ein Reset dahinter verwirft sie.

## Rebuilding a lost state store
group-inspector-keys-lost =
    { $count ->
        [0] kein Schlüssel verloren
        [one] 1 Schlüssel verloren: Die Retention hatte jeden seiner Records gelöscht
       *[other] { $count } Schlüssel verloren: Die Retention hatte jeden ihrer Records gelöscht
    }
group-inspector-rebuilding = Baut seine Tabelle ab dem Log-Start neu auf: { $records } Records zu lesen; { $lost }.
group-inspector-rebuilding-hover = Sein State Store ist verloren: Er liest jeden Record, den das Log noch hält. Ein kompaktierter Stream hält etwa einen Record pro Schlüssel, der Neuaufbau ist also kurz.
group-inspector-rebuilt = Tabelle aus dem Log neu aufgebaut; { $lost }.

## Group type
group-inspector-group-type = Gruppentyp
group-inspector-type-consumer-hover = Ein Worker pro Partition zur Zeit, in Offset-Reihenfolge; sein Fortschritt ist ein Committed Offset.
group-inspector-type-share-hover = Kafkas Queues (KIP-932): beliebig viele Worker pro Partition, jeder Record unter einer Sperre erworben und einzeln bestätigt. Die Reihenfolge geht verloren.
group-inspector-type-share-refused = Seine Worker schreiben in einen Stream: Kafka Streams liest nur mit einer Consumer Group.

## One Worker's line
group-inspector-partition-stalled = p{ $partition } (hängt)
group-inspector-owns-nothing = besitzt nichts
group-inspector-owns = besitzt { $partitions }
group-inspector-member-stopped = gestoppt: kein Mitglied
group-inspector-its-place = seinen Platz
group-inspector-member-restarting-static = startet neu, zurück in { $seconds } s: statisch ({ $id }), hält { $kept } bis dahin still
group-inspector-member-restarting = startet neu, zurück in { $seconds } s: hat die Gruppe verlassen und tritt als neues Mitglied wieder bei
group-inspector-member-removed = ausgefallen: nach seinem Session-Timeout entfernt; tritt wieder bei, sobald es zurück ist
group-inspector-member-down = ausgefallen: letzter Heartbeat vor { $ago } s, entfernt in { $left } s; { $owns }
group-inspector-member-joining = tritt bei oder wurde wegen langsamen Pollens entfernt
group-inspector-member-rebalancing = steht mit der ganzen Gruppe für ein Rebalance bis { $until } (ein Eager-Assignor); { $owns }
group-inspector-member-paused = pausiert (weiter Mitglied); { $owns }
# $epoch: group-inspector-epoch-target and what follows it, or nothing.
group-inspector-member-static = statisches Mitglied ({ $id }); { $owns }{ $epoch }
group-inspector-member = Mitglied; { $owns }{ $epoch }

## Consumer protocol: a member's epoch and target
group-inspector-epoch-same = Member-Epoch { $epoch } (die der Gruppe)
group-inspector-epoch-behind = Member-Epoch { $epoch }, Group-Epoch { $group_epoch }: noch nicht abgeglichen
group-inspector-target-nothing = nichts
group-inspector-epoch-target = ; { $epoch }; Ziel { $target }
group-inspector-not-taken = {" "}({ $partitions } noch nicht übernommen)
group-inspector-next-heartbeat = ; nächster Heartbeat in { $seconds } s

## group.protocol and the assignors
group-inspector-protocol-classic-hover = Kafkas Standard: Der Assignor der Mitglieder verteilt die Partitionen in einem Rebalance, dem jedes Mitglied neu beitritt.
group-inspector-protocol-consumer-hover = Kafka 4 (KIP-848): Der Broker weist zu; jedes Mitglied geht bei seinem Heartbeat zu seinem Ziel über, und nur die Partitionen, die wandern, pausieren.
group-inspector-protocol-consumer-refused = Die Broker dieses Streams bieten nur das klassische Protokoll (group.coordinator.rebalance.protocols): eine Engine ohne KIP-848.
group-inspector-protocol-missing = Seinen Brokern fehlt das Consumer-Protokoll: Hier liest es nach dem klassischen.
group-inspector-remote-uniform-hover = Ausgewogen und sticky: Mitglieder behalten, was sie besitzen, bis zu einem fairen Anteil.
group-inspector-remote-range-hover = Sticky Ranges: Mitglieder behalten ihre niedrigsten Partitionen; der Rest wird in Bereichen verteilt.
group-inspector-assignor = Assignor
group-inspector-assignor-range-hover = Die Mitglieder, nach ID sortiert, nehmen zusammenhängende Bereiche. Eager: Ein Rebalance hält die ganze Gruppe an.
group-inspector-assignor-roundrobin-hover = Partition p geht an Mitglied p mod n, nach sortierter ID. Eager.
# "Cooperative rebalancing" is a research's name (catalog data, English for now).
group-inspector-assignor-cooperative-hover = Mitglieder behalten, was sie besitzen; nur verschobene Partitionen halten an, für eine Runde. Braucht Cooperative rebalancing.
group-inspector-assignor-cooperative-locked = Erforsche zuerst Cooperative rebalancing (R).

## isolation.level, session timeout, membership
group-inspector-isolation-uncommitted-hover = Kafkas Standard: Liest bis zur High Watermark, Records offener und abgebrochener Transaktionen inklusive.
group-inspector-isolation-committed-hover = Liest nur unterhalb des Last Stable Offset und überspringt abgebrochene Records: Es wartet auf offene Transaktionen.
group-inspector-session-timeout = Session-Timeout { $seconds } s
group-inspector-session-timeout-half = Die Partitionen eines toten Mitglieds wandern früher.
group-inspector-session-timeout-double = Ein ausgefallenes Mitglied behält seine Partitionen länger.
group-inspector-static = statische Mitglieder (group.instance.id)
group-inspector-static-hover = Der Consumer jedes Workers bekommt eine group.instance.id (seine Node-ID). Ein statisches Mitglied sendet beim Neustart kein LeaveGroup: Seine Partitionen warten bis zu seinem Session-Timeout auf es, und nichts wandert, wenn es früher zurück ist.
group-inspector-restarting = Neustart… (noch { $left })
group-inspector-rolling-restart = Rolling Restart
group-inspector-rolling-restart-hover = Startet die Worker der Gruppe nacheinander neu, wie ein Deploy: Jeder committet, ist eine Weile weg und kommt zurück, bevor der nächste geht.
group-inspector-rolling-restart-storm-hover = Startet die Worker der Gruppe nacheinander neu, wie ein Deploy: Jeder committet, ist eine Weile weg und kommt zurück, bevor der nächste geht. Das sind dynamische Mitglieder unter einem Eager-Assignor: Jeder Neustart ist ein Austritt und ein Beitritt, zwei Rebalances, die die ganze Gruppe anhalten.

## processing.guarantee
group-inspector-guarantee-at-least-once-hover = Standard von Kafka Streams: Die Ausgabe wird angehängt, sobald sie entsteht; ein Absturz vor dem Commit erzeugt sie erneut.
group-inspector-guarantee-exactly-once-hover = Die Ausgabe geht in eine Transaktion, die mit den Offsets committet wird; ein Absturz bricht sie ab.
group-inspector-writes-transactional = Schreibt für jeden gelesenen Record einen nach { $streams }, in einer Transaktion pro Mitglied, mit den Offsets committet: read_committed-Leser bekommen jeden Record einmal.
group-inspector-writes-at-least-once = Schreibt für jeden gelesenen Record einen nach { $streams }, sobald er entsteht, die Offsets werden später committet: Nach einem Absturz werden sie erneut geschrieben.

## auto.offset.reset
group-inspector-by-duration-half = Halb so weit zurück: Weniger alte Records werden erneut gelesen.
group-inspector-by-duration-double = Doppelt so weit zurück: Mehr von dem, was vorher geschrieben wurde, wird gelesen.
group-inspector-offsets-expiring = Hier leer seit { $since }: Seine Committed Offsets verfallen in { $left } (offsets.retention.minutes), danach beginnt es dort, wo auto.offset.reset sagt.
group-inspector-offsets-expired =
    Seine Committed Offsets hier sind { $count ->
        [one] einmal
       *[other] { $count }-mal
    } verfallen (niemand las { $span } lang).
group-inspector-no-offset = Gestoppt: auto.offset.reset=none und { $what } ({ $exception }). Niemand liest, bis du hier eine andere Policy wählst oder seine Worker stoppst und seine Offsets in der Konsole zurücksetzt: reset group { $group } to earliest (oder to-datetime, by-duration).
group-inspector-reset-earliest = earliest: Eine Gruppe hinter dem Retention-Fenster verliert nur die ältesten Events
group-inspector-reset-latest = latest: Sie überspringt alles Wartende und liest nur, was danach kommt
group-inspector-reset-none = none: Sie setzt nichts zurück; die Gruppe stoppt mit einem Fehler, bis ihre Offsets von Hand zurückgesetzt sind
# $policy: by_duration:PT1H and the like; $span: PT1H and the like.
group-inspector-reset-by-duration = { $policy }: Sie beginnt beim ersten Record der letzten { $span }; ältere Records werden übersprungen und sind für sie verloren, jüngere werden alle gelesen
group-inspector-reset-help = Wohin eine Position geht, wenn die Gruppe keine hat oder die Retention sie entfernt hat. Diese Gruppe nutzt { $what }. Kafkas eigener Standard ist latest.

## Offsets per partition
group-inspector-offsets-legend-uncommitted = Committed: Wo die Gruppe nach einem Neustart oder Rebalance weitermacht. Position: Wo ihr Consumer als Nächstes liest. Lag: High Watermark − Committed Offset (oder Log-Start, falls später).
group-inspector-offsets-legend-committed = Committed: Wo die Gruppe nach einem Neustart oder Rebalance weitermacht. Position: Wo ihr Consumer als Nächstes liest. Lag: Last Stable Offset (read_committed: Eine offene Transaktion hält ihn zurück) − Committed Offset (oder Log-Start, falls später).
group-inspector-coordinator-knows-all = Ihr Coordinator kennt alle { $count } Partitionen aus den Metadaten des Clusters: Unter dem Consumer-Protokoll ist eine neue Partition des Topics sofort in der nächsten Zielzuweisung.
group-inspector-consumers-know-all = Ihre Consumer kennen alle { $count } Partitionen. Sie aktualisieren ihre Metadaten beim nächsten Rebalance oder in { $left } (metadata.max.age { $age }).
group-inspector-new-partitions-earliest = earliest: bei ihrem ersten Record, sie liest also alles, was dort geschrieben wurde
group-inspector-new-partitions-latest = latest: an ihrem Ende, und überspringt (und verliert) alles, was dort zuerst geschrieben wurde
group-inspector-new-partitions-none = none: nirgends, also stoppt sie
group-inspector-new-partitions-by-duration = { $policy }: beim ersten Record der letzten { $span }, ältere werden übersprungen (und gehen verloren)
group-inspector-partitions-unknown = Sie liest { $known } der { $count } Partitionen des Topics. Von den anderen erfährt sie beim nächsten Rebalance oder beim Metadaten-Refresh in { $left } (metadata.max.age) und beginnt dort, wo auto.offset.reset sagt: { $then }.
group-inspector-column-owner = Besitzer
group-inspector-column-committed = committed
group-inspector-column-position = Position
group-inspector-column-lag = Lag
group-inspector-owner-unknown = noch unbekannt

## History
group-inspector-rebalance-waiting = Ein Rebalance wartet: Ein ausgefallenes Mitglied kann nicht wieder beitreten, also wartet die Gruppe auf seinen Session-Timeout, um es zu entfernen.
# $why: the sim's reason, in English for now.
group-inspector-last-target-assignment = Letzte Zielzuweisung um { $at }: { $why }
group-inspector-no-member = Noch kein Mitglied
group-inspector-consumer-protocol-counts =
    Consumer-Protokoll: Group-Epoch { $epoch } · { $moved ->
        [one] 1 Partition
       *[other] { $moved } Partitionen
    } verschoben, { $seconds } Partitionssekunden zwischen Besitzern · { $evictions } wegen langsamen Pollens entfernt · { $session_evictions } wegen verpasstem Session-Timeout · die ganze Gruppe steht nie
group-inspector-formed = Gebildet um { $at }: { $why }
group-inspector-last-rebalance = Letztes Rebalance um { $at }: { $why }
group-inspector-classic-counts = { $rebalances } Rebalances · { $evictions } wegen langsamen Pollens entfernt · { $session_evictions } wegen verpasstem Session-Timeout · stand { $seconds } s still
