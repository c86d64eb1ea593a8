# Saving and loading, and the replay code's rows (src/ui/saves.rs).

saves-hint = Das Spiel läuft weiter wie bisher, und die Spielstanddatei bleibt unverändert. Ein Spielstand daneben, dessen Name auf .bak endet, ist der vorherige.
saves-no-folder = Kein Ordner für Spielstände (kein Home-Ordner oder kein lokaler Speicher in diesem Browser): Das Spiel kann nicht speichern
# $file: the save's file name.
saves-saved = { $file } gespeichert
# $error: what went wrong (from the system, in English).
saves-could-not-save = Speichern fehlgeschlagen: { $error }
saves-could-not-save-hint = Das Spiel läuft weiter; der Spielstand, der ersetzt worden wäre, bleibt unangetastet.
saves-could-not-load = Spielstand konnte nicht geladen werden: { $error }
saves-loaded-differently = { $file } geladen: aus einem anderen Logjam-Build, dessen Regeln anders spielen; das Spielfeld ist die Wiederholung deiner Aktionen in diesem Build, nicht genau das gespeicherte Spiel
# $scenario: the scenario's name; $time: the sim time, formatted.
saves-playing-code = Replay-Code läuft: { $scenario } bei { $time }
saves-loaded = { $file } geladen
# The name a replay code's game goes by in the notices above.
saves-replay-code-name = Replay-Code
saves-code-failed-hint = Das Spiel läuft weiter wie bisher; nichts, was du gebaut hast, wurde verändert.

## The replay code's rows (pause menu, debrief)
saves-copy-code = Replay-Code kopieren
saves-copy-code-hover = Ein kurzer Text, der dieses Spiel in jedem Logjam dieser Version exakt nachspielt: „Replay-Code öffnen“ im Titelbildschirm oder logjam play --code.
saves-code-copied = Replay-Code kopiert ({ $count } Zeichen)
saves-copy-link = Link kopieren
saves-copy-link-hover = Die Adresse dieser Seite mit dem Replay-Code: Wer sie öffnet, spielt dieses Spiel.
saves-link-copied = Link kopiert ({ $count } Zeichen)
