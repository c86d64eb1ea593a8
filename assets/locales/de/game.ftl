# The notice after a scenario file is reloaded
game-reloaded = { $name } neu geladen
# What the player can do about a file that could not be read
game-settings-unreadable-hint = Das Spiel nutzt die Standard-Einstellungen und lässt die Datei, wie sie ist, bis du eine Einstellung änderst (O): Das schreibt eine gültige. Oder korrigiere die Datei und starte neu.
game-achievements-unreadable-hint = Das Spiel läuft mit den mitgelieferten Erfolgen weiter. Korrigiere die Datei und starte das Spiel neu.

# A replay code that cannot be played (the title screen; the command line prints its own English)
game-code-not-a-code = Das ist kein Logjam-Replay-Code (ein Code beginnt mit { $start })
game-code-too-long = Der Replay-Code ist zu lang: { $chars } Zeichen, höchstens { $most } werden gelesen
game-code-format = Ein Replay-Code im Format { $found }; dieses Logjam liest Format { $format }{ $newer ->
        [yes] {" "}(er stammt von einem neueren Logjam)
       *[no] {" "}(er ist zu alt zum Abspielen)
    }
game-code-damaged = Der Replay-Code ist beschädigt ({ $why }): kopiere ihn noch einmal, vollständig
game-code-too-large = Der Replay-Code würde auf über { $mib } MiB anwachsen: abgelehnt
game-code-unknown-scenario = Der Replay-Code spielt { $file }, ein Szenario, das dieses Logjam nicht mitbringt
game-code-scenario-differs = Der Replay-Code wurde mit einer anderen Version von { $file } erstellt; die von diesem Logjam ist anders, also wäre die Wiederholung ein anderes Spiel
game-code-catalog-differs = Der Replay-Code wurde mit den Regeln einer anderen Logjam-Version erstellt; die dieser sind anders
# A save that cannot be loaded
game-save-format = { $file }: ein Spielstand im Format { $found }; dieses Logjam liest Format { $format }{ $newer ->
        [yes] {" "}(er stammt von einem neueren Logjam)
       *[no] {" "}(er ist zu alt zum Laden)
    }
game-save-no-start = { $file }: das gespeicherte Szenario startet nicht: { $why }
game-save-replay-short = { $file }: die Wiederholung endete bei Tick { $reached }, der Spielstand ist bei Tick { $tick }
# A progress file that cannot be read
game-progress-set-aside = Deine Fortschrittsdatei konnte nicht gelesen werden ({ $why }); sie ist als { $file } aufbewahrt, und das Spiel beginnt mit frischem Fortschritt.
game-progress-not-moved = Deine Fortschrittsdatei konnte nicht gelesen werden ({ $why }); sie wurde nicht verschoben: { $error }, und das Spiel beginnt mit frischem Fortschritt.
