# The live board's strip and the client's-view window (src/ui/live.rs).

# $bootstrap: the cluster's address. The console's commands stay as they are.
live-console-target = Live-Board: Diese Befehle laufen auf dem Cluster unter { $bootstrap } (was schreibt, schreibt dorthin: create, produce, consume mit Commit, reset group). Board-Aktionen werden abgelehnt: Das Board gehört dem Cluster.
live-shape =
    { $brokers ->
        [one] { $brokers } Broker
       *[other] { $brokers } Broker
    } · { $topics ->
        [one] { $topics } Topic
       *[other] { $topics } Topics
    } · { $groups ->
        [one] { $groups } Gruppe
       *[other] { $groups } Gruppen
    }
live-read-only = nur lesend
live-console-writes = das Board liest; die Konsole schreibt, was du tippst
live-status-opened = ● LIVE  { $bootstrap } · { $shape } · { $writes }
live-no-answer = keine Antwort seit { $seconds } s (der letzte Blick dauerte { $ms } ms)
live-read-ago = vor { $seconds } s in { $ms } ms gelesen
live-status-live = ● LIVE  { $bootstrap } · { $shape } · { $read } · { $writes }
live-retry-in = neuer Versuch in { $seconds } s
live-retry-now = neuer Versuch jetzt…
# $error: the client's error, as it gives it.
live-status-lost =
    ⚠ { $bootstrap } nicht erreichbar ({ $failures ->
        [one] { $failures } Blick
       *[other] { $failures } Blicke
    } in Folge gescheitert): { $error } · das Board zeigt den letzten guten Blick · { $next }
live-snapshot = Snapshot ({ $seconds } s)
live-snapshot-hover = Schreibt diesen Cluster als Szenario, das du gefahrlos kaputt machen kannst: seine Topics, Broker und Gruppen, mit den in den nächsten 30 s gemessenen Raten und Schlüssel-Schieflagen, in den Mods-Ordner (Szenarien listet es). Liest nur.
live-snapshot-measuring = messe für den Snapshot… { $seconds } s
live-snapshot-wrote = { $file } geschrieben (Szenarien, Mods)
live-snapshot-failed = Snapshot gescheitert: { $error }
live-not-rebuilt = · nicht neu aufgebaut: { $error }
live-client-view = Was der Client las
live-about-topic = Topic { $topic } und die Gruppen, die es lesen (die gewählte Karte)
live-about-group = Gruppe { $group } und die Topics, die sie liest (die gewählte Karte)
live-about-cluster = der ganze Cluster (wähle eine Karte für ihren Teil)
live-client-view-intro = Der neueste Blick auf den Cluster, wie `logjam watch` ihn ausgibt, die Zahlen, die das Board zeichnet: { $about }.
live-refused = abgelehnt: { $reason }
