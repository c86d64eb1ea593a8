# The keys and mouse overlay (src/ui/help.rs). Key names (Esc, F1, Shift)
# stay as the keyboard has them.

help-title = Tastatur und Maus
help-hover-tip = Jede Option im Inspektor sagt beim Überfahren, was sie tut, kostet und riskiert.

# Controls that are not a single key.
help-key-click-card = Karte anklicken
help-key-click-bar = Balken einer Gruppe anklicken
help-key-drag-card = Karte ziehen
help-key-shift-drag = Shift-Ziehen auf eine andere Karte
help-key-backquote = ` (Backtick)
help-key-wheel = Mausrad / Rechts-Ziehen
help-key-touch = Touch
help-key-h-or-f1 = H oder F1

# What each control does.
help-does-pause = pausieren und fortsetzen
help-does-speed = Simulationstempo (1×, 8×, 60×, 600×: die Tempi des Katalogs)
help-does-click-card = der Inspektor: Regeln, Live-Werte und Optionen der Komponente
help-does-click-bar = diese Consumer Group im Inspektor: Mitglieder, Assignor, Offsets, Rebalances
help-does-esc = Inspektor schließen; ohne Auswahl das Pausenmenü
help-does-build = bauen: Komponente wählen, dann aufs Spielfeld klicken
help-does-drag-card = verschieben
help-does-shift-drag = verbinden (nur, wo die Regeln es erlauben)
help-does-incidents = Vorfälle: laufende, Übungen, das Log
help-does-research = Forschung, bezahlt mit Forschungspunkten
help-does-console = die Konsole im Kafka-Stil auf dem Live-Spielfeld
help-does-console-keys = in der Konsole: vervollständigen (zweimal: Liste), getippte Zeilen, darin suchen
help-does-charts = Diagramme: Lag, Raten, Geld, Fehlerbudget
help-does-scenarios = Szenarien, Mods und Spielstände
help-does-quick-save = in den Schnellspeicher speichern / daraus laden
help-does-screenshot = Screenshot (im Ordner screenshots gespeichert)
help-does-mute = Ton stumm schalten
help-does-settings = Einstellungen: Lautstärke, UI-Größe, Farben, Bewegung
help-does-wheel = zoomen / verschieben
help-does-touch = Karte antippen; Spielfeld ziehen zum Verschieben, Finger spreizen zum Zoomen; Karte halten für ihren Tooltip
help-does-fit = Spielfeld ins Fenster einpassen
help-does-legend = die Legende: was jedes Zeichen auf dem Spielfeld bedeutet
help-does-this-list = diese Liste
# Keys' names as the player's keyboard has them.
help-key-space = Leertaste
help-key-console-keys = Tab, Pfeil hoch/runter, Strg-R
