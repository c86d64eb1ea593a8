# Warum ein Lauf gewonnen oder verloren wurde, und seine Lehren (src/sim/ending.rs,
# src/sim/timeline.rs, src/sim/goals.rs).

## Eine Lehre: „00:02:10 — was geschah; die Abhilfe“.
lessons-at = { $when } — { $what }
lessons-with-cure = { $lesson }; { $cure }
lessons-and = { $rest } und { $last }

## Die Ursachen schlechter Ergebnisse.
lessons-cause-count = { $count } { $cause }
lessons-damage-at-group = { $what } ({ $group } auf { $node })
lessons-damage-at-node = { $what } (auf { $node })

## Die Momente der Zeitleiste.
lessons-first-bad-outcome = erstes schlechtes Ergebnis: { $cause }
lessons-budget-spent = das Fehlerbudget war aufgebraucht
lessons-budget-passed = das Fehlerbudget war zu über { $share } % aufgebraucht
lessons-lag-warning = Lag von { $group } auf { $node } überschritt { $warn } Records ({ $lag })
lessons-lag-warning-behind = Lag von { $group } auf { $node } überschritt { $warn } Records ({ $lag }, { $behind } im Rückstand)
lessons-era-begins = { $era } beginnt: der Traffic ist ×{ $factor } so hoch wie zu Beginn

## Das Ergebnis.
lessons-won = alle Ziele erreicht um { $time }
lessons-time-up = die Zeit ist um: { $open }
lessons-outcome-lag = Lag von { $group } erreichte { $lag } auf { $topic } p{ $partition }, mehr als die { $max }, die das Ziel erlaubt
lessons-bankrupt = pleite um { $time }: { $burn } für Burn und { $placing } für platzierte Nodes, bei { $start } zu Beginn und { $earned } verdient
lessons-bankrupt-refunds = pleite um { $time }: { $burn } für Burn und { $placing } für platzierte Nodes ({ $refunds } zurück aus Verkäufen), bei { $start } zu Beginn und { $earned } verdient

## Ein Ziel, das am Ende noch offen war.
lessons-short-tasks = { $group } hat { $done } von { $count } Aufgaben erledigt ({ $short } fehlen)
lessons-short-revenue = { $earned } von { $target } verdient ({ $short } fehlen)
lessons-short-era = noch in { $now }: { $earned } von den { $target } Umsatz verdient, mit denen { $era } beginnt
lessons-short-no-era = { $era } ist keine Ära des Katalogs
lessons-short-research = { $research } nicht erforscht (◇{ $hand } vorhanden)
lessons-short-research-cost = { $research } nicht erforscht (◇{ $hand } vorhanden, es kostet ◇{ $cost })
lessons-short-survive = der Shop lief { $ran } der verlangten { $asked }
lessons-short-lag-not-begun = das Lag-Ziel von { $group } (höchstens { $max } ab { $from }) hatte nicht begonnen
lessons-short-lag = Lag von { $group } ist { $lag } auf { $topic } p{ $partition }, mehr als die { $max }, die das Ziel erlaubt
lessons-short-read = Gruppe { $group } hat { $read } von { $count } Records von { $topic } gelesen ({ $short } fehlen)
lessons-short-deploy-running = der Rolling Restart von { $group } lief noch ({ $left } { $left ->
        [one] Worker
       *[other] Worker
    } nach dem, der gerade neu startet)
lessons-short-deploy-never = der Rolling Restart von { $group } (sein Deploy) wurde nie gestartet: keiner seiner { $workers } Worker wurde neu gestartet
lessons-short-rebuilding = { $group } baute seine Tabelle noch vom Log-Start neu auf
lessons-short-no-table = { $group } hatte keine Tabelle zum Neuaufbau
lessons-short-record = nicht erledigt: { $goal }
lessons-short-record-end = nicht erledigt: { $goal }; p{ $partition } endet bei Offset { $offset }
lessons-short-snapshot-key = nicht erledigt: { $goal }; der neueste Record von { $key } dort enthält es nicht
lessons-short-snapshot-not-compacted = nicht erledigt: { $goal }; { $topic } ist kein kompaktiertes Topic
lessons-short-group-at-start = Gruppe { $group } steht nicht am Anfang jeder Partition von { $topic }
lessons-short-group-at-end = Gruppe { $group } steht nicht am Ende jeder Partition von { $topic }
lessons-short-not-member = { $member } ist kein Mitglied von { $group } (es sollte { $wanted } lesen)
lessons-short-member-nothing = { $member } von { $group } liest nichts von { $topic }, nicht { $wanted }
lessons-short-member-reads = { $member } von { $group } liest { $reads } von { $topic }, nicht { $wanted }
lessons-short-never-reset = { $group } wurde nie auf den Anfang seines Streams zurückgesetzt (es stand { $past } Records dahinter)
lessons-short-replay-left = { $group } hatte noch { $left } Records ab dem Anfang seines Streams erneut zu lesen

## Was den Lauf verlor.
lessons-money-ran-out = das Geld ging aus: { $burners }
lessons-burn-of = { $node } mit ${ $rate }/s
lessons-largest-burn = der größte Burn am Ende war { $burners }, von ${ $total }/s insgesamt
lessons-nothing-burned = am Ende verbrannte nichts Geld
lessons-a-group = eine Gruppe
lessons-lag-reached = Lag von { $group } erreichte { $lag } auf { $topic } p{ $partition }
lessons-lag-reached-incident = Lag von { $group } erreichte { $lag } auf { $topic } p{ $partition }, während { $incident } auf { $target } andauerte
lessons-lag-reached-deploy = Lag von { $group } erreichte { $lag } auf { $topic } p{ $partition } während seines Rolling Restarts
lessons-missing = { $head }: { $place }
lessons-nothing-left = { $head }, und nichts war mehr dafür übrig: der Rest wurde nie gesendet
lessons-waited = { $count } warteten in { $place }{ $readers }
lessons-queue-and-more = { $queue } und { $more } weiteren
lessons-missed = { $count } gingen an andere Gruppen, die { $queue } lesen
lessons-unread = { $count } noch ungelesen auf { $topics } (sein Lag)
lessons-held = { $count } warteten hinter dem Last Stable Offset auf { $topics }, festgehalten von einer offenen Transaktion
lessons-skipped = { $count } auf { $topics } wurden auf Partitionen übersprungen, die hinzukamen, bevor die Gruppe davon erfuhr
lessons-poison = { $count } auf { $topics } ließen sich nicht verarbeiten und wurden ohne Ziel archiviert
lessons-lost-before-read = { $count } gingen auf { $topics } verloren, bevor die Gruppe sie las
lessons-stranded = { $count } erreichten seine Worker, als sie sie nicht annehmen konnten
lessons-readers-none = , die kein Worker von { $group } liest
lessons-readers-only-idle = , deren einziger Leser { $reader } { $state ->
        [down] ausgefallen
        [stopped] gestoppt
       *[paused] pausiert
    } war
lessons-readers-only-slow = , deren einziger Leser { $reader } nicht mithielt
lessons-readers-all-idle = , deren { $count } Leser alle ausgefallen, gestoppt oder pausiert waren
lessons-readers-some-idle = , bei der { $idle } ihrer { $count } Leser ausgefallen, gestoppt oder pausiert waren
lessons-readers-all-slow = , deren { $count } Leser nicht mithielten

## Der Hinweis der Nachbesprechung zum Fehlerbudget.
lessons-no-bad-outcome = Kein schlechtes Ergebnis: Verloren ging der Lauf aus dem Grund, den die Überschrift nennt.
lessons-nothing-went-wrong = Nichts ist schiefgegangen.

## Die Aktionen des Spielers in der Zeitleiste.
lessons-action-partitions = { $node }: { $partitions } Partitionen
lessons-action-partition-key = { $node }: partitioniert nach { $key }
lessons-action-paused = { $node } pausiert
lessons-action-resumed = { $node } fortgesetzt
lessons-action-keyless = { $node }: Records ohne Schlüssel { $mode }
lessons-action-stopped = { $node } gestoppt (hat seine Gruppe verlassen)
lessons-action-started = { $node } gestartet (wieder beigetreten)
lessons-action-assignor = Gruppe { $group }: Assignor { $assignor }
lessons-action-offset-reset = Gruppe { $group }: auto.offset.reset={ $policy }
lessons-action-group-protocol = Gruppe { $group }: group.protocol={ $protocol }
lessons-action-group-type = Gruppe { $group }: eine { $kind }-Gruppe
lessons-action-dead-letter = Gruppe { $group }: Dead Letters an { $stream }
lessons-action-no-dead-letter = Gruppe { $group }: kein Dead-Letter-Stream
lessons-action-remote-assignor = Gruppe { $group }: group.remote.assignor={ $assignor }
lessons-action-static = Gruppe { $group }: statische Mitglieder (group.instance.id)
lessons-action-dynamic = Gruppe { $group }: dynamische Mitglieder
lessons-action-rolling-restart = Gruppe { $group }: Rolling Restart
lessons-action-isolation = Gruppe { $group }: isolation.level={ $isolation }
lessons-action-guarantee = Gruppe { $group }: processing.guarantee={ $guarantee }
lessons-action-session-timeout = Gruppe { $group }: Session-Timeout { $span }
lessons-action-size = { $node }: Größe { $size }
lessons-action-replication-factor = { $node }: Replikationsfaktor { $factor }
lessons-action-acks = { $node }: acks={ $acks }
lessons-action-idempotence = { $node }: enable.idempotence={ $enabled }
lessons-action-cleanup = { $node }: cleanup.policy={ $policy }
lessons-action-brokers = { $node }: { $brokers } Broker
lessons-action-spread = { $node }: Broker über die Zonen verteilt
lessons-action-one-zone = { $node }: Broker in einer Zone
lessons-action-throttle = { $node }: Replikationsdrossel { $rate } Records/s
lessons-action-no-throttle = { $node }: keine Replikationsdrossel
lessons-action-min-isr = { $node }: min.insync.replicas={ $min }
lessons-action-unclean-on = { $node }: Unclean Leader Election an
lessons-action-unclean-off = { $node }: Unclean Leader Election aus
lessons-action-retention = { $node }: Retention { $span }
lessons-action-fail-broker = { $node }: ein Broker fiel aus (Übung)
lessons-action-crash = { $node } abgestürzt (Übung)
lessons-action-place = { $node } platziert ({ $kind })
lessons-action-sell = { $node } verkauft
lessons-action-link = { $from } mit { $to } verbunden
lessons-action-unlink = { $from } von { $to } getrennt
lessons-action-unique-on = { $node }: Unique Key an
lessons-action-unique-off = { $node }: Unique Key aus
lessons-action-move = { $node } verschoben
lessons-action-strike = { $target } mit { $kind } getroffen (Übung)
lessons-action-replace = { $node } ersetzt
lessons-action-fail-over = Failover von { $node }
lessons-action-roll-back = { $node } zurückgerollt
lessons-action-abort = die auf { $node } hängende Transaktion abgebrochen
lessons-action-upgrade = Gruppe { $group } aktualisiert
lessons-action-poll = Gruppe { $group }: Poll-Intervall { $seconds } s
lessons-action-salt = { $node }: Hot Keys über { $salt } gesalzen
lessons-action-traffic = { $node }: { $rate } Nachr./s über { $keys } Schlüssel{ $zipf }{ $hot }
lessons-action-hot-key = , ein Hot Key mit { $share } %
lessons-action-zone = { $node } nach { $zone } verschoben
lessons-action-region = { $node } nach { $region } verschoben
lessons-action-research = { $item } erforscht
lessons-action-console = Konsole: { $line }
