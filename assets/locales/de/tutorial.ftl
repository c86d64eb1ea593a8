# The tutorial's box (src/ui/tutorial.rs). The steps' own texts come from
# the tutorial scenario file.

tutorial-title = Tutorial
tutorial-step = Schritt { $step } von { $count }
tutorial-back = Zurück
tutorial-next = Weiter
tutorial-skip = Überspringen
tutorial-hide = Ausblenden
tutorial-hide-hover = Blendet das Tutorial aus; es wartet, wo es ist.
tutorial-done = Tutorial geschafft ✔ (zum letzten Schritt)
tutorial-show = Tutorial zeigen
tutorial-to-title = Zum Titelbildschirm
tutorial-to-title-hover = Als Nächstes kommt die Kampagne.

# What a step waits for, under its text.
tutorial-asks-next = Weiter (oder Enter), wenn du bereit bist.
tutorial-asks-seconds = Schau { $seconds ->
    [one] eine Sekunde
   *[other] { $seconds } Sekunden
    } Simulationszeit lang zu.
tutorial-asks-select = Klicke auf die Karte { $card }.
tutorial-asks-open-inspector = Öffne den Inspektor.
tutorial-asks-open-console = Öffne die Konsole.
tutorial-asks-open-build = Öffne das Baumenü.
tutorial-asks-open-research = Öffne die Forschung.
tutorial-asks-open-incidents = Öffne die Vorfälle.
tutorial-asks-open-charts = Öffne die Diagramme.
tutorial-asks-open-goals = Öffne die Ziele.
tutorial-asks-open-speed = Öffne die Geschwindigkeit.
tutorial-asks-open-money = Öffne die Geldanzeige.
tutorial-asks-open-budget = Öffne das Fehlerbudget.
# $key: the number key (1 to 4).
tutorial-asks-speed = Drück { $key } für dieses Tempo.
tutorial-asks-pause = Drück Space, um zu pausieren.
tutorial-asks-run = Drück Space, um weiterzuspielen.
# $action: one of the tutorial-action-… phrases below.
tutorial-asks-action = Warte auf { $action }.
tutorial-asks-action-on = Warte auf { $action } bei { $node }.
# $line: a console command, as it must be typed.
tutorial-asks-console = Tippe `{ $line }` in die Konsole (`).
tutorial-asks-lag-above = Warte, bis der Lag von { $group } auf einer seiner Partitionen (Label der Bahn) { $records } übersteigt.
tutorial-asks-lag-below = Warte, bis der Lag von { $group } auf jeder Partition auf { $records } fällt (drück 3 für 60×, wenn es dauert).
tutorial-asks-workers = Warte auf { $count ->
    [one] einen Worker
   *[other] { $count } Worker
    } in Gruppe { $group }.
tutorial-asks-partitions = Warte auf { $count ->
    [one] eine Partition
   *[other] { $count } Partitionen
    } bei { $node }.
tutorial-asks-duplicates = Warte auf { $count ->
    [one] ein Duplikat
   *[other] { $count } Duplikate
    }.
tutorial-asks-lost = Warte auf { $count ->
    [one] ein verlorenes Ereignis
   *[other] { $count } verlorene Ereignisse
    }.
tutorial-asks-budget = Warte, bis { $percent } % des Fehlerbudgets verbraucht sind.
tutorial-asks-down = Warte, bis { $card } ausfällt.
tutorial-asks-offline = Warte, bis eine Partition von { $card } keinen Leader hat.
# $goal: the goal, in words.
tutorial-asks-goal = Warte, bis: { $goal }.

# What the player does, as the object of "Waiting for …".
tutorial-action-crash-worker = einen Absturz (Übung)
tutorial-action-replication-factor = einen neuen Replikationsfaktor
tutorial-action-replication-throttle = eine neue Replikationsdrosselung
tutorial-action-worker-paused = einen pausierten oder fortgesetzten Worker
tutorial-action-worker-stopped = einen gestoppten oder gestarteten Worker
tutorial-action-keyless = einen neuen Partitionierer ohne Schlüssel
tutorial-action-assignor = einen neuen Assignor
tutorial-action-group-protocol = ein neues group.protocol
tutorial-action-remote-assignor = einen neuen group.remote.assignor
tutorial-action-group-type = eine Consumer Group oder Share Group
tutorial-action-dead-letter = einen neuen Dead-Letter-Stream
tutorial-action-offset-reset = ein neues auto.offset.reset
tutorial-action-isolation = ein neues isolation.level
tutorial-action-static-membership = statische Mitgliedschaft an oder aus
tutorial-action-rolling-restart = einen Rolling Restart
tutorial-action-processing-guarantee = eine neue processing.guarantee
tutorial-action-session-timeout = einen neuen Session-Timeout
tutorial-action-partitions = mehr Partitionen
tutorial-action-partition-key = einen neuen Partitionsschlüssel
tutorial-action-place-node = eine neue Karte
tutorial-action-link = eine neue Verbindung
tutorial-action-unlink = eine entfernte Verbindung
tutorial-action-acks = eine neue acks-Einstellung
tutorial-action-idempotence = eine neue Idempotenz-Einstellung
tutorial-action-cleanup-policy = eine neue cleanup.policy
tutorial-action-unique-key = einen eindeutigen Schlüssel
tutorial-action-research = eine Forschung
