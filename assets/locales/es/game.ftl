# The notice after a scenario file is reloaded
game-reloaded = { $name } recargado
# What the player can do about a file that could not be read
game-settings-unreadable-hint = El juego usa los ajustes por defecto y deja el archivo como estaba hasta que cambies un ajuste (O): eso escribe uno válido. O corrige el archivo y vuelve a empezar.
game-achievements-unreadable-hint = El juego sigue con los logros incluidos. Corrige el archivo y vuelve a iniciar el juego.

# A replay code that cannot be played (the title screen; the command line prints its own English)
game-code-not-a-code = Esto no es un código de repetición de Logjam (un código empieza por { $start })
game-code-too-long = El código de repetición es demasiado largo: { $chars } caracteres, se leen como mucho { $most }
game-code-format = Un código de repetición de formato { $found }; este Logjam lee el formato { $format }{ $newer ->
        [yes] {" "}(lo hizo un Logjam más nuevo)
       *[no] {" "}(es demasiado antiguo para jugarlo)
    }
game-code-damaged = El código de repetición está dañado ({ $why }): cópialo otra vez, entero
game-code-too-large = El código de repetición ocuparía más de { $mib } MiB al expandirse: rechazado
game-code-unknown-scenario = El código de repetición juega { $file }, un escenario que este Logjam no incluye
game-code-scenario-differs = El código de repetición se hizo con otra versión de { $file }; la de este Logjam es distinta, así que la repetición sería otra partida
game-code-catalog-differs = El código de repetición se hizo con las reglas de otra versión de Logjam; las de esta son distintas
# A save that cannot be loaded
game-save-format = { $file }: una partida guardada de formato { $found }; este Logjam lee el formato { $format }{ $newer ->
        [yes] {" "}(la hizo un Logjam más nuevo)
       *[no] {" "}(es demasiado antigua para cargarla)
    }
game-save-no-start = { $file }: el escenario guardado no arranca: { $why }
game-save-replay-short = { $file }: la repetición terminó en el tick { $reached }, la partida guardada está en el tick { $tick }
# A progress file that cannot be read
game-progress-set-aside = No se pudo leer tu archivo de progreso ({ $why }); se guarda como { $file } y el juego empieza con un progreso nuevo.
game-progress-not-moved = No se pudo leer tu archivo de progreso ({ $why }); no se movió: { $error }, y el juego empieza con un progreso nuevo.
