# The briefing before a scenario starts (src/ui/briefing.rs).

# The window's title (not shown: it has no title bar).
briefing-title = Instrucciones
briefing-to-win = Para ganar
briefing-three-stars = Tres estrellas (al ganar)
briefing-clock-waits = El reloj te espera: lee las cartas, cambia lo que quieras y empieza.
briefing-start = ▶ Empezar
briefing-look-first = Ver el tablero primero
briefing-look-first-hover = El reloj sigue parado; Space lo pone en marcha.
