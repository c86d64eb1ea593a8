# The notice after a scenario file is reloaded
game-reloaded = Reloaded { $name }
# What the player can do about a file that could not be read
game-settings-unreadable-hint = The game uses the default settings and leaves the file as it was, until you change a setting (O): that writes a good one. Or fix the file and start again.
game-achievements-unreadable-hint = The game goes on with the shipped achievements. Fix the file and start the game again.

# A replay code that cannot be played (the title screen; the command line prints its own English)
game-code-not-a-code = This is not a Logjam replay code (a code begins with { $start })
game-code-too-long = The replay code is too long: { $chars } characters, at most { $most } are read
game-code-format = A replay code of format { $found }; this Logjam reads format { $format }{ $newer ->
        [yes] {" "}(it was made by a newer Logjam)
       *[no] {" "}(it is too old to play)
    }
game-code-damaged = The replay code is damaged ({ $why }): copy it again, whole
game-code-too-large = The replay code would expand past { $mib } MiB: refused
game-code-unknown-scenario = The replay code plays { $file }, a scenario this Logjam does not ship
game-code-scenario-differs = The replay code was made with another version of { $file }; this Logjam's differs, so the replay would be another game
game-code-catalog-differs = The replay code was made with the rules of another Logjam version; this one's differ
# A save that cannot be loaded
game-save-format = { $file }: a save of format { $found }; this Logjam reads format { $format }{ $newer ->
        [yes] {" "}(it was made by a newer Logjam)
       *[no] {" "}(it is too old to load)
    }
game-save-no-start = { $file }: the saved scenario does not start: { $why }
game-save-replay-short = { $file }: the replay ended at tick { $reached }, the save is at tick { $tick }
# A progress file that cannot be read
game-progress-set-aside = Your progress file could not be read ({ $why }); it is kept as { $file }, and the game starts with fresh progress.
game-progress-not-moved = Your progress file could not be read ({ $why }); it is not moved: { $error }, and the game starts with fresh progress.
