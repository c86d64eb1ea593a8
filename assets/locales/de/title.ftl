# The title screen (src/ui/title.rs).

## The menu
title-item-continue = Weiterspielen
title-item-tutorial = Tutorial
title-item-campaign = Kampagne
title-item-exercises = Konsolenübungen
title-item-incidents = Vorfälle
title-item-sandbox = Sandbox
title-item-mods = Mods
title-item-replay-code = Replay-Code
title-item-settings = Einstellungen
title-item-achievements = Erfolge
title-item-quit = Beenden

## The sections of scenarios/index.ron, as shown (a mod's shows as it is)
title-section-campaign = Kampagne
title-section-on-call = Bereitschaft
title-section-console-exercises = Konsolenübungen
title-section-incidents = Vorfälle
title-section-start-here = Erste Schritte
title-section-interview = Jobinterview
title-section-benchmarks = Benchmarks

title-tagline = Betreibe das Backend eines wachsenden Shops: ein Log, seine Partitionen, die Gruppen, die es lesen, und alles, was schiefgeht.
title-keys = Auf/Ab wählt · Enter öffnet · Esc geht zurück
title-quit-text = Logjam verlassen. Dein Fortschritt und deine Spielstände bleiben erhalten.

## A list of levels
# $score: the best won score, formatted.
title-best = Bestwert { $score }
title-best-hover = Deine beste Punktzahl in diesem Szenario: übriges Geld abzüglich der gewichteten schlechten Ergebnisse (gewonnene Runden).
title-locked-hover = Gewinne das Level davor, um dieses freizuschalten.

## Tutorial
title-tutorial-heading = Neu hier? Fang mit dem Tutorial an.
title-tutorial-text = Etwa zehn Minuten mit einem kleinen Shop: was ein Log und seine Offsets sind, wie Schlüssel Partitionen wählen, was eine Consumer Group und ihr Lag sind, was mehr Worker bewirken, warum ein Absturz vor dem Commit Duplikate erzeugt, was Replikate bewahren und wie eine Gruppe das Log erneut liest. Jeder Schritt zeigt auf das, worum es gerade geht, und wartet auf dich.
title-tutorial-again = Noch einmal spielen
title-tutorial-start = Tutorial starten
title-tutorial-done = Erledigt ✔. Als Nächstes kommt die Kampagne.

## Continue
# $name: the save's file name.
title-continue-from = Weiter ab { $name }: Das Spiel wird bis zu diesem Stand nachgespielt.
title-continue-button = Weiterspielen
title-continue-none = Noch nichts zum Weiterspielen: Das Spiel speichert jede Spielminute automatisch.

## Replay code
title-code-heading = Replay-Code öffnen
title-code-text = Füge einen Replay-Code ein, den dir jemand gegeben hat (den erzeugt „Replay-Code kopieren“ im Pausenmenü oder in der Nachbesprechung): Das Spiel spielt die Runde exakt nach und öffnet sie dort, wo der Code erstellt wurde. Sterne bringt dir das nicht.
title-code-play = Spielen
