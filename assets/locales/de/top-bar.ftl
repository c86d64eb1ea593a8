# Die obere Leiste (src/ui/top_bar.rs).
top-bar-loading = lädt…
top-bar-panels = ☰ Fenster
top-bar-sim-time-hover = Simulationszeit.
top-bar-paused = ⏸ Pause
top-bar-paused-hover = Leertaste lässt die Uhr laufen.
top-bar-fps = { $fps } FPS
top-bar-fps-hover = Bilder pro Sekunde, über die letzte Sekunde (Einstellungen: Bildrate).
top-bar-money-hover = Geld: { $money }. Umsatz bisher { $revenue }, Burn bisher { $burn }, Platzieren { $placing }, Erstattungen { $refunds }.
top-bar-burn-hover = Burn: was das Spielfeld im Betrieb kostet, pro simulierter Sekunde.
top-bar-research-points = { $points } RP
top-bar-research-points-hover = Forschungspunkte (RP), verdient mit erledigten Aufgaben.
top-bar-budget = Budget { $spent }/{ $budget }{ $burning }
top-bar-budget-hover =
    Fehlerbudget: { $spent } von { $budget } verbraucht{ $burning ->
        [yes] , { $burn } pro Sekunde
       *[no] {""}
    }.
    SLO { $slo } %: { $budget } schlechte Ergebnisse erlaubt { $over ->
        [hour] in der letzten Stunde
       *[scenario] in diesem Szenario
    } ({ $share } % verbraucht){ $loses ->
        [yes] ; ist alles verbraucht, ist das Szenario verloren
       *[no] {""}
    }.
    durch Retention verloren { $retention } · mit einem Broker verloren { $broker } · auf neuen Partitionen übersprungen { $expansion } · Poison Pills verworfen { $poison } · veraltet { $stale } · gestrandet { $stranded } · Duplikate { $duplicates } · gedrosselt { $throttled } · verpasst { $missed }
top-bar-era-hover = Die Ära des Shops: Traffic ×{ $factor } gegenüber dem Start. Umsatz bringt die nächste.
top-bar-incidents = Vorfälle
top-bar-incidents-active = ⚠ Vorfälle ({ $count })
top-bar-incidents-hover = I: laufende Vorfälle, Übung, das Protokoll
top-bar-build = Bauen
top-bar-build-hover = B: Komponenten platzieren
top-bar-research = Forschung
top-bar-research-hover = R: Forschung, bezahlt mit Forschungspunkten
top-bar-console = Konsole
top-bar-console-hover = `: die Konsole im Kafka-Stil
top-bar-charts = Diagramme
top-bar-charts-hover = C: Lag, Raten, Geld und Fehlerbudget über die Simulationszeit
top-bar-scenarios = Szenarien
top-bar-scenarios-hover = P: die mitgelieferten Szenarien und deine Mods
top-bar-settings-hover = O: Einstellungen: Lautstärke, UI-Größe, Farben, Bewegung
top-bar-help-hover = H: alle Tasten und Maussteuerungen; L: was jede Markierung auf dem Spielfeld bedeutet
