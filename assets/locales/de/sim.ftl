# How a goal stands (the goals panel)
sim-standing-counts-from = zählt ab { $time }
sim-standing-holding-lag-until = hält, bis { $until } · größter Lag jetzt { $worst }
sim-standing-holding-lag-end = hält bis zum Ende · größter Lag jetzt { $worst }
sim-standing-holding-until = hält, bis { $until } · noch { $left }
sim-standing-broken-lag = gebrochen: größter Lag { $worst }
sim-standing-pace = { $verdict ->
        [on-track] { $progress } · im Plan: braucht { $needs }/s, schafft { $doing }/s
       *[behind] { $progress } · im Rückstand: braucht { $needs }/s, schafft { $doing }/s
    }
sim-standing-doing = { $progress } · schafft { $doing }/s

# How a star stands
sim-star-left = noch { $time }
sim-star-too-late = zu spät
sim-star-money-now = ${ $amount } jetzt
sim-star-spent = ${ $amount } ausgegeben
sim-star-budget-spent = { $percent } % verbraucht
sim-star-lost-so-far = { $count } bisher verloren
sim-star-so-far = { $count } bisher
sim-star-longest = bisher längstens { $time }
sim-star-no-table-lost = noch keine Tabelle verloren

# What a Worker reads: on its card, then in the Inspector
sim-activity-stopped = gestoppt
sim-activity-down = ausgefallen
sim-activity-paused = pausiert
sim-activity-restarting = startet neu
sim-activity-queue = liest die Queue
sim-activity-direct = direkt beliefert
sim-activity-idle = untätig: keine Partition
sim-activity-stopped-words = nichts: gestoppt, er hat seine Group verlassen
sim-activity-down-words = nichts: sein Host ist ausgefallen (raus aus seiner Group, sobald sein Session-Timeout abläuft)
sim-activity-paused-words = nichts: pausiert, weiter ein Mitglied, das seine Partitionen behält
sim-activity-restarting-static-words = nichts: startet als statisches Mitglied neu (group.instance.id) und behält seine Partitionen bis zu seinem Session-Timeout
sim-activity-restarting-dynamic-words = nichts: startet neu, hat seine Group verlassen und tritt als neues Mitglied wieder bei (je ein Rebalance)
sim-activity-queue-words = Aufgaben aus einer Queue, eine nach der anderen, geteilt mit jedem anderen Worker daran
sim-activity-direct-words = Aufgaben, die ein Producer ihm direkt gibt: kein Puffer dazwischen, also strandet, was er nicht sofort nehmen kann
sim-activity-idle-words = nichts: untätig, er besitzt keine Partition (seine Group hat mehr Mitglieder als Partitionen) und bekommt keine Aufgabe

# A card's badge, and why (the Inspector)
sim-badge-down = AUSGEFALLEN
sim-badge-down-why = Sein Host ist ausgefallen: Er tut nichts, und was an ihn geht, wartet oder geht verloren.
sim-badge-stopped = GESTOPPT
sim-badge-stopped-why = Gestoppt: Er hat seine Group verlassen und liest nichts.
sim-badge-paused = PAUSIERT
sim-badge-paused-why = Pausiert: weiter Mitglied, seine Partitionen warten auf ihn.
sim-badge-stuck = FESTGEFAHREN
sim-badge-stuck-why = Er scheitert an einem Record, den er nicht verarbeiten kann (p{ $partition }, Offset { $offset }), committet nichts darüber hinaus und holt ihn immer wieder.
sim-badge-slow = LANGSAM
sim-badge-slow-why = Er arbeitet langsamer, als er sollte.
sim-badge-idle = UNTÄTIG
sim-badge-idle-why = Untätig: Er besitzt keine Partition und bekommt keine Aufgabe (seine Group hat mehr Mitglieder als Partitionen).
sim-badge-schema = SCHEMA v{ $version }
sim-badge-schema-why = Er schreibt Schema v{ $version }; Groups, die es nicht lesen können, halten an.
sim-badge-no-leader = KEIN LEADER
sim-badge-no-leader-why = Keine Partition hat einen Leader: Nichts wird angehängt oder gelesen.
sim-badge-offline = { $count } OFFLINE
sim-badge-offline-why = { $offline ->
        [one] { $offline } von { $count } Partitionen hat keinen Leader.
       *[other] { $offline } von { $count } Partitionen haben keinen Leader.
    }
sim-badge-too-few-in-sync = ZU WENIG IN SYNC
sim-badge-too-few-in-sync-why = Der ISR einer Partition liegt unter min.insync.replicas: Appends mit acks=all werden abgelehnt.
sim-badge-poison-pill = POISON PILL
sim-badge-poison-pill-why = Group { $group } steht an einem Record, den ihre Worker nicht verarbeiten können (Partition { $partition }, Offset { $offset }): Eine Consumer Group überspringt nie von selbst einen Record.
sim-badge-blocked = EINE GROUP IST BLOCKIERT
sim-badge-blocked-why = Eine Group kann ein Ereignis nicht lesen und hält bei ihm an.
sim-badge-no-offset = KEIN OFFSET
sim-badge-no-offset-why = Group { $group } hat angehalten: auto.offset.reset=none und { $what } ({ $exception }). Setze ihre Offsets zurück oder wähle eine andere Policy.
sim-badge-rebalancing = REBALANCE
sim-badge-rebalancing-why = Eine Group macht einen Rebalance: Ihre Mitglieder lesen nicht, bis er endet.
sim-badge-stranded = KEIN LESER: GESTRANDET
sim-badge-stranded-why = Keine Group liest ihn: Jede Aufgabe, die an ihn geht, strandet.
sim-badge-behind = IM RÜCKSTAND
sim-badge-behind-why = Eine Group ist auf einer Partition { $worst } Records im Rückstand (über { $warning }).
