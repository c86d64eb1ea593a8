charts-title = Diagramme
charts-empty = Die Diagramme füllen sich, während die Simulationszeit läuft.
charts-interval = Ein Punkt alle { $interval } { $clock ->
        [real] Echtzeit
       *[sim] Simulationszeit
    }.
charts-lag = Lag pro Gruppe (noch nicht committete Records)
charts-behind = Rückstand pro Gruppe (Alter des ältesten noch nicht committeten Records, s)
charts-rates = Geschrieben und gelesen pro { $clock ->
        [real] Sekunde
       *[sim] Sim-Sekunde
    }
charts-appends = geschrieben/s
charts-consumes = gelesen/s
charts-money = Geld ($)
charts-money-line = Geld
charts-budget = Verbrauchtes Fehlerbudget (%)
charts-budget-line = verbraucht
