# The title screen (src/ui/title.rs).

## The menu
title-item-continue = Continuar
title-item-tutorial = Tutorial
title-item-campaign = Campaña
title-item-exercises = Ejercicios de consola
title-item-incidents = Incidentes
title-item-sandbox = Sandbox
title-item-mods = Mods
title-item-replay-code = Código de repetición
title-item-settings = Ajustes
title-item-achievements = Logros
title-item-quit = Salir

## The sections of scenarios/index.ron, as shown (a mod's shows as it is)
title-section-campaign = Campaña
title-section-on-call = De guardia
title-section-console-exercises = Ejercicios de consola
title-section-incidents = Incidentes
title-section-start-here = Empieza aquí
title-section-interview = Entrevista
title-section-benchmarks = Pruebas de rendimiento

title-tagline = Gestiona el backend de una tienda en crecimiento: un log, sus particiones, los grupos que lo leen y todo lo que sale mal.
title-keys = Arriba/Abajo elige · Enter abre · Esc vuelve
title-quit-text = Sal de Logjam. Tu progreso y tus partidas guardadas se conservan.

## A list of levels
# $score: the best won score, formatted.
title-best = mejor { $score }
title-best-hover = Tu mejor puntuación en este escenario: el dinero restante menos los malos resultados ponderados (partidas ganadas).
title-locked-hover = Gana el nivel anterior para desbloquear este.

## Tutorial
title-tutorial-heading = ¿Primera vez aquí? Empieza con el tutorial.
title-tutorial-text = Unos diez minutos con una tienda pequeña: qué son un log y sus offsets, cómo las claves eligen particiones, qué son un grupo de consumidores y su lag, qué aportan más Workers, por qué una caída antes del commit genera duplicados, qué conservan las réplicas y cómo un grupo vuelve a leer el log. Cada paso señala aquello de lo que habla y te espera.
title-tutorial-again = Jugar de nuevo
title-tutorial-start = Empezar el tutorial
title-tutorial-done = Hecho ✔. Ahora toca la campaña.

## Continue
# $name: the save's file name.
title-continue-from = Continúa desde { $name }: el juego reproduce la partida hasta donde estaba.
title-continue-button = Continuar
title-continue-none = Aún no hay nada que continuar: el juego se guarda automáticamente cada minuto de juego.

## Replay code
title-code-heading = Abrir código de repetición
title-code-text = Pega un código de repetición que alguien te haya dado (lo crea «Copiar código de repetición» en el menú de pausa o en el resumen): el juego reproduce su partida exactamente y la abre donde se creó el código. No te da estrellas.
title-code-play = Jugar
