view-lost = { $count } verloren
view-stale = { $count } veraltet
view-queue-figure = { $depth } wartend
view-queue-sub = { $handed_out } ausgegeben · { $missed } verpasst
view-queue-detail =
    Queue: Jede Aufgabe geht an einen Worker.
    { $depth } wartend, { $handed_out } ausgegeben, { $missed } von keiner Gruppe gesehen
view-db-unique-key = eindeutiger Schlüssel: Wiederholungen abgelehnt
view-db-no-unique-key = kein eindeutiger Schlüssel
view-db-figure = { $rate } Schreibvorgänge/s
view-db-sub = { $writes } Zeilen · { $unique }
view-db-detail = { $writes } Zeilen geschrieben, { $refused } Wiederholungen abgelehnt; { $unique }
view-stream-by-key = nach Schlüssel
view-stream-round-robin = Round Robin
view-stream-leaderless = { $leaderless } von { $count } Partitionen ohne Leader
view-stream-stopped = { $group } gestoppt: kein Offset
view-stream-rebuilding = { $group } baut neu auf · größter Lag { $worst }
view-stream-unread = keine Gruppe liest ihn
view-stream-caught-up = alle Gruppen aufgeholt
view-stream-worst-lag = größter Lag { $worst } · { $behind }
view-stream-figure = rein { $appended }/s · raus { $out }/s{ $groups ->
        [0] {""}
        [1] {""}
       *[other] {" "}({ $groups } Gruppen)
    } · { $lag }
view-stream-catching-up = { $now } auf { $target }, holt auf { $percent } %{ $stalled ->
        [yes] {" "}(stockt)
       *[no] {""}
    }
view-stream-sub = Topic { $topic } · { $count } { $count ->
        [one] Partition
       *[other] Partitionen
    } · { $key } · rf { $rf } · acks={ $acks }{ $insync }
view-stream-detail = { $appended } angehängt, { $throttled } gedrosselt, { $stranded } gestrandet; Retention { $retention }
view-worker-rebuilding = baut neu auf
view-worker-rebuilding-detail = Gruppe { $group }, { $reads }: baut ihre Tabelle ab dem Log-Start neu auf (was sie erneut liest, ist keine neue Aufgabe); { $done } erledigt, Tempo ×{ $speed }
view-worker-figure = { $rate } Tasks/s
view-worker-detail = Gruppe { $group }, { $reads }; { $done } erledigt, Tempo ×{ $speed }
view-producer-waiting = { $wait } pro Nachricht · { $waiting } wartend
view-producer-sent = { $sent } gesendet · { $wait } pro Nachricht
view-producer-figure = { $rate } Nachr./s
view-producer-detail = Sendet { $rate } Nachrichten/s, Schlüssel { $prefix }0 bis { $prefix }{ $last }; { $sent } gesendet, { $throttled } gedrosselt, { $latency } ms pro Nachricht; { $buffered } in seinem Puffer (warten auf Append-Kapazität oder einen Leader: sie scheitern nach dem Delivery-Timeout), { $blocked } blockiert in send() (der Puffer ist voll: sie scheitern nach max.block.ms), { $failed } so gescheitert, { $dropped } verworfen
view-lane-no-leader = KEIN LEADER: Schreibvorgänge abgelehnt
view-lane-more-partitions = + { $count } weitere { $count ->
        [one] Partition
       *[other] Partitionen
    } (siehe Inspektor)
view-cell-again = Kopie
view-cell-no-key = kein
view-cell-gap = Lücke
view-cell-next = frei
view-ruler-log-start = Log-Start { $offset }
view-ruler-long-at-end = High Watermark = Log-Ende { $end }
view-ruler-long = HW { $hw } · Log-Ende { $end }
view-ruler-short-at-end = HW = Ende { $end }
view-ruler-short = HW { $hw } · Ende { $end }
view-replica-leads = { $broker } führt
view-replica-follow = { $brokers } { $count ->
        [one] folgt
       *[other] folgen
    }
view-replica-no-leader = kein Leader
view-replica-down = { $brokers } { $count ->
       *[other] ausgefallen
    }
view-replica-eligible = { $brokers } { $count ->
       *[other] wählbar
    }
view-replica-catching-up = { $brokers } { $count ->
        [one] holt auf
       *[other] holen auf
    }
view-replica-out-of-sync = { $brokers } { $count ->
       *[other] nicht synchron
    }
view-lag-not-known = noch unbekannt
view-lag-no-offset = kein Offset
view-lag-at-lso = am LSO · { $behind }
view-lag-caught-up = aufgeholt
view-lag-locked = { $lag } · { $locked } gesperrt
# Flashes on a card when a counter grows.
view-flash-stale = VERALTET
view-flash-duplicate = DUPLIKAT
view-flash-repeat-refused = WIEDERHOLUNG ABGELEHNT
view-flash-throttled = GEDROSSELT
