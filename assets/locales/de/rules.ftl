# Goals (the briefing, the goals panel, the debrief)
rules-goal-complete-tasks = { $count ->
        [one] { $group } erledigt { $count } Aufgabe
       *[other] { $group } erledigt { $count } Aufgaben
    }
rules-goal-earn = verdiene ${ $amount }
rules-goal-research = erforsche { $item }
rules-goal-era = erreiche { $era }
rules-goal-survive = halte den Shop { $seconds } Sekunden Simulationszeit am Laufen
rules-goal-keep-lag = halte ab { $from } s den Lag jeder Partition von { $group } bei höchstens { $max }
rules-goal-replay = lass { $group } seinen Stream von Anfang an neu lesen
rules-goal-rebuild = { $group } baut seine verlorene Tabelle aus seinem Stream neu auf
rules-goal-deploy = deploye die neue Version von { $group }: ein Rolling Restart seiner Worker
rules-goal-record = { $what ->
        [both] { $topic } p{ $partition }:{ $offset } enthält einen Record mit Schlüssel { $key } zu „{ $value }“
        [key] { $topic } p{ $partition }:{ $offset } enthält einen Record mit Schlüssel { $key }
        [value] { $topic } p{ $partition }:{ $offset } enthält einen Record zu „{ $value }“
       *[plain] { $topic } p{ $partition }:{ $offset } enthält einen Record
    }
rules-goal-group-at = { $at ->
        [start] Group { $group } steht am Anfang jeder Partition von { $topic }
       *[end] Group { $group } steht am Ende jeder Partition von { $topic }
    }
rules-goal-read = { $count ->
        [one] Group { $group } hat { $count } Record von { $topic } gelesen
       *[other] Group { $group } hat { $count } Records von { $topic } gelesen
    }
rules-goal-snapshot = { $topic } ist kompaktiert und der neueste Record von { $key } dort enthält { $value }
rules-goal-member = { $member } von { $group } liest { $partitions } von { $topic }

# Stars' criteria
rules-star-win = gewinne
rules-star-win-by = gewinne bis { $time }
rules-star-money = beende mit { $amount } oder mehr
rules-star-spend = gib höchstens { $amount } für Nodes aus
rules-star-budget = verbrauche höchstens { $percent } % des Fehlerbudgets
rules-star-lose-none = verliere kein Ereignis
rules-star-lost = { $n ->
        [one] verliere höchstens { $count } Ereignis
       *[other] verliere höchstens { $count } Ereignisse
    }
rules-star-no-duplicate = kein doppelter Seiteneffekt
rules-star-duplicates = { $n ->
        [one] höchstens { $count } Duplikat
       *[other] höchstens { $count } Duplikate
    }
rules-star-no-stale = kein veraltetes Ergebnis
rules-star-stale = { $n ->
        [one] höchstens { $count } veraltetes Ergebnis
       *[other] höchstens { $count } veraltete Ergebnisse
    }
rules-star-one-move = mit einem Zug
rules-star-moves = { $n ->
        [one] mit höchstens { $count } Zug
       *[other] mit höchstens { $count } Zügen
    }
rules-star-rebuild = baue jede verlorene Tabelle binnen { $time } neu auf

# The badge an incident puts on the card it struck, and why
rules-badge-hot-key = HOT KEY
rules-badge-hot-key-why = Ein Schlüssel schickt einen großen Teil seines Traffics.
rules-badge-broker-failed = BROKER AUSGEFALLEN
rules-badge-broker-failed-why = Ein Broker ist abgestürzt und hat seine Platte verloren.
rules-badge-broker-restarting = BROKER STARTET NEU
rules-badge-broker-restarting-why = Ein Broker startet sauber neu; seine Platte bleibt erhalten.
rules-badge-crashed = ABGESTÜRZT
rules-badge-crashed-why = Er ist abgestürzt, bevor er committen konnte, was er verarbeitet hat.
rules-badge-slow = LANGSAM
rules-badge-storm-why = Er pollt zu langsam und wird aus seiner Group geworfen.
# {schema} stays as it is: the game puts the producer's schema version there.
rules-badge-schema = SCHEMA v{"{"}schema{"}"}
rules-badge-schema-why = Er schreibt ein neues Schema; Groups, die es nicht lesen können, halten an.
rules-badge-hanging-txn = HÄNGENDE TXN
rules-badge-hanging-txn-why = Eine offen gelassene Transaktion hält read_committed-Groups am Last Stable Offset fest.
rules-badge-state-lost = STATE VERLOREN
rules-badge-state-lost-why = Seine lokale Tabelle ist weg; seine Group baut sie ab dem Log-Start des Streams neu auf.
rules-badge-poison-pill = POISON PILL
rules-badge-poison-pill-why = Ein Record hier lässt jeden Worker scheitern, der ihn liest: Eine Consumer Group hält bei ihm an.

# The game's own hints. Figures in braces ({"{"}lag:{ $group }{"}"} and the like) stay as they are: the game fills them in.
rules-hint-budget = {"{"}budget{"}"} des Fehlerbudgets sind verbraucht, und bei dieser Verbrauchsrate ist es vor dem Ende aufgebraucht. Die Karten mit einem Abzeichen ({"{"}troubled{"}"}) zeigen, was schiefläuft; ihre Inspektoren sagen, was es stoppen würde.
rules-hint-why-limit = , auf dem Weg über sein Limit von { $max }
rules-hint-why-past = , über { $records }
rules-hint-idle-workers = Der Lag von { $group } auf { $stream } liegt bei {"{"}lag:{ $group }{"}"} und wächst{ $why }. Eine Partition wird von einem Mitglied einer Consumer Group gelesen, und manche Worker der Gruppe { $group } haben keine ({"{"}idle:{ $group }{"}"}): mehr Partitionen auf { $stream } (sein Inspektor) geben ihnen Arbeit.
rules-hint-more-workers = Der Lag von { $group } auf { $stream } liegt bei {"{"}lag:{ $group }{"}"} und wächst{ $why }. { $stream } hat {"{"}partitions:{ $stream }{"}"} Partitionen, mehr als Gruppe { $group } laufende Worker hat: mehr Worker (Bauen, dann { $stream } mit ihnen verbinden) teilen sich die Last, höchstens einer pro Partition.
rules-hint-replace = Der Host von { $node } ist tot, nichts springt ein, und er kostet weiter. Ersetze ihn in seinem Inspektor ({"{"}price:{ $node }{"}"}): ein neuer Host, kalt gestartet.
rules-hint-region-fail-over = { $node } ist ausgefallen: seine Region ist dunkel. Er hält keine Daten, also verschiebt ihn Failover (sein Inspektor) in eine laufende Region, und er macht weiter.
rules-hint-zone-fail-over = { $node } ist ausgefallen: seine Zone ist dunkel. Failover (sein Inspektor) befördert seinen Standby in einer anderen Zone.
rules-hint-unclean = Eine Partition von { $node } hat keinen Leader: kein Replikat in Sync (oder wählbar) läuft, aber eines außer Sync schon. Warten behält jedes bestätigte Event. Unclean Election (sein Inspektor) holt die Partition sofort von der ersten laufenden Kopie in Zuweisungsreihenfolge zurück (egal wie weit zurück) und verliert, was dieser Kopie fehlt; ein Klick auf ihre Bahn zeigt, auf welchen Broker sie wartet.
# Kinds of traffic, plural (the build menu, the Inspector's rules)
rules-traffic-tasks = Aufgaben
rules-traffic-requests = Anfragen
rules-traffic-writes = Schreibvorgänge
rules-traffic-changes = Änderungen
rules-traffic-records = Records
rules-traffic-nothing = nichts
