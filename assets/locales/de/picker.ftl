# The scenario picker (P) and its lists, also on the title screen (src/ui/picker.rs).

picker-title = Szenarien
# $scenario: the file being played, as shown.
picker-playing = Im Spiel: { $scenario }
picker-pick = Wähle links ein Szenario, um zu sehen, was es von dir verlangt.
picker-fix-file = Korrigiere die Datei und wähle sie erneut.
# $file: the scenario file, as shown.
picker-reading = { $file } wird gelesen...

## Facts about the scenario, joined with " | "
# $time: a duration, formatted.
picker-fact-duration = { $time } Simulationszeit
picker-fact-no-clock = ohne Uhr
# $era: the era's name, from the catalog.
picker-fact-era = Ära { $era }
picker-fact-incidents =
    { $count ->
        [one] { $count } geplanter Vorfall
       *[other] { $count } geplante Vorfälle
    }
picker-fact-chance-incidents = zufällige Vorfälle

picker-no-goals = Keine Ziele: Spiel, so lange du willst.
picker-goals = Ziele
picker-locked = 🔒 Gewinne das Level davor, um dieses freizuschalten.
picker-play = Spielen
picker-play-hover = Verlässt das laufende Spiel (F5 speichert es vorher) und startet dieses.
# $stars: ★★☆.
picker-stars = Sterne   { $stars }
picker-stars-on-win = Sterne zählen nur bei einem Sieg.
# $target and $allowed: percentages, formatted (99.90, 0.1); $window: a duration.
picker-budget = Service-Level { $target } %: Das Fehlerbudget erlaubt, dass { $allowed } % der Ergebnisse schiefgehen (über { $window }).
picker-budget-loses = Ist das Fehlerbudget aufgebraucht, ist das Szenario verloren.
# $dollar and $bad: the score's weights; $best: the best won score, formatted.
picker-score-best = Punktzahl: übriges Geld × { $dollar } − schlechte Ergebnisse × { $bad }. Dein Bestwert: { $best }.
picker-score-no-best = Punktzahl: übriges Geld × { $dollar } − schlechte Ergebnisse × { $bad }. Ein Sieg setzt deinen Bestwert.

## Saves
picker-no-saves-folder = Kein Ordner für Spielstände: Setze HOME oder XDG_DATA_HOME.
picker-load = Laden
picker-saves = Spielstände
picker-saves-web = Im lokalen Speicher dieses Browsers abgelegt.
picker-folder = Ordner:
picker-save-now = Jetzt speichern (F5)
# $file: the quick save's file name.
picker-save-now-hover = Schreibt { $file }; der ersetzte Spielstand bleibt als { $file }.bak erhalten. F9 lädt ihn.
picker-no-saves = (noch keine Spielstände; das Spiel speichert jede Spielminute automatisch)
# $file: before-load.save.ron.
picker-load-hover = Spielt den Spielstand bis zu dem Punkt nach, an dem er gespeichert wurde. Das Spiel, das du verlässt, bleibt als { $file } erhalten.
picker-ago-now = gerade eben
picker-ago-minutes = vor { $count } Min.
picker-ago-hours = vor { $count } Std.
picker-ago-days =
    { $count ->
        [one] vor { $count } Tag
       *[other] vor { $count } Tagen
    }

## Mods
picker-web-mods = Spiele eine eigene Szenariodatei (das Format steht in scenarios/README.md).
picker-mods = Mods
picker-no-mods-folder = Kein Mod-Ordner: Setze HOME oder XDG_DATA_HOME.
picker-mods-how = Lege *.scenario.ron-Dateien (und die Kataloge, die sie nennen) dort ab. Siehe scenarios/README.md.
picker-no-mods = (noch keine Szenarien darin)
picker-look-again = Neu einlesen
picker-look-again-hover = Liest den Mod- und den Spielstand-Ordner neu ein.
picker-from-disk = Von der Festplatte laden...
picker-from-disk-hover = Spiele eine *.scenario.ron von deiner Festplatte, mit dem mitgelieferten Katalog. Ihre Fehler erscheinen hier.
