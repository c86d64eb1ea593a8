# Saving and loading, and the replay code's rows (src/ui/saves.rs).

saves-hint = La partida sigue como estaba y el archivo guardado queda intacto. Una partida guardada a su lado cuyo nombre termina en .bak es la anterior.
saves-no-folder = No hay carpeta de partidas guardadas (no hay carpeta personal o este navegador no tiene almacenamiento local): el juego no puede guardar
# $file: the save's file name.
saves-saved = Se guardó { $file }
# $error: what went wrong (from the system, in English).
saves-could-not-save = No se pudo guardar: { $error }
saves-could-not-save-hint = La partida sigue; la partida guardada que iba a reemplazarse queda intacta.
saves-could-not-load = No se pudo cargar la partida guardada: { $error }
saves-loaded-differently = Se cargó { $file }: viene de otra compilación de Logjam, cuyas reglas juegan de otra forma; el tablero es la reproducción de tus acciones en esta compilación, no exactamente la partida guardada
# $scenario: the scenario's name; $time: the sim time, formatted.
saves-playing-code = Reproduciendo un código de repetición: { $scenario } en { $time }
saves-loaded = Se cargó { $file }
# The name a replay code's game goes by in the notices above.
saves-replay-code-name = código de repetición
saves-code-failed-hint = La partida sigue como estaba; no se cambió nada de lo que hiciste.

## The replay code's rows (pause menu, debrief)
saves-copy-code = Copiar código de repetición
saves-copy-code-hover = Un texto corto que reproduce exactamente esta partida en cualquier Logjam de esta versión: «Abrir código de repetición» en la pantalla de título, o logjam play --code.
saves-code-copied =
    { $count ->
        [one] Código de repetición copiado ({ $count } carácter)
       *[other] Código de repetición copiado ({ $count } caracteres)
    }
saves-copy-link = Copiar enlace
saves-copy-link-hover = La dirección de esta página con el código de repetición: al abrirla se reproduce esta partida.
saves-link-copied =
    { $count ->
        [one] Enlace copiado ({ $count } carácter)
       *[other] Enlace copiado ({ $count } caracteres)
    }
