# Notices and the load error panel (src/ui/notices.rs).

notices-close-hover = Schließen (verschwindet auch von selbst)
notices-could-not-load = Laden fehlgeschlagen
notices-close = Schließen
notices-goes-on-web = Das Spiel läuft mit dem weiter, was es hatte. Behebe die Datei und wähle sie erneut (P).
notices-goes-on-running = Das Spiel läuft mit der letzten gültigen Version weiter. Behebe die Datei und speichere sie: Sie wird von selbst neu geladen.
notices-fix-file = Behebe die Datei und speichere sie: Das Spiel lädt sie, sobald sie gültig ist.
