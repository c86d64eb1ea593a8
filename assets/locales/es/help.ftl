# The keys and mouse overlay (src/ui/help.rs). Key names (Esc, F1, Shift)
# stay as the keyboard has them.

help-title = Teclado y ratón
help-hover-tip = Cada opción del Inspector dice qué hace, cuánto cuesta y qué arriesga al pasar el cursor por encima.

# Controls that are not a single key.
help-key-click-card = clic en una carta
help-key-click-bar = clic en la barra de un grupo
help-key-drag-card = arrastrar una carta
help-key-shift-drag = Shift + arrastrar a otra carta
help-key-backquote = ` (acento grave)
help-key-wheel = rueda / arrastrar con botón derecho
help-key-touch = táctil
help-key-h-or-f1 = H o F1

# What each control does.
help-does-pause = pausar y reanudar
help-does-speed = velocidad de simulación (1×, 8×, 60×, 600×: las del catálogo)
help-does-click-card = el Inspector: reglas, cifras en vivo y opciones del componente
help-does-click-bar = ese grupo de consumidores en el Inspector: miembros, assignor, offsets, rebalanceos
help-does-esc = cerrar el Inspector; sin nada seleccionado, el menú de pausa
help-does-build = construir: elige un componente y haz clic en el tablero
help-does-drag-card = moverla
help-does-shift-drag = enlazarlas (solo donde las reglas lo permiten)
help-does-incidents = incidentes: en curso, práctica, el registro
help-does-research = investigación, pagada con puntos de investigación
help-does-console = la consola al estilo de Kafka sobre el tablero en vivo
help-does-console-keys = en la consola: completar (dos veces: lista), las líneas escritas, buscar en ellas
help-does-charts = gráficos: lag, tasas, dinero, presupuesto de errores
help-does-scenarios = escenarios, mods y partidas guardadas
help-does-quick-save = guardar en la ranura rápida / cargarla
help-does-screenshot = captura de pantalla (en la carpeta screenshots)
help-does-mute = silenciar el sonido
help-does-settings = ajustes: volumen, escala de la interfaz, colores, movimiento
help-does-wheel = zoom / desplazar
help-does-touch = toca una carta; arrastra el tablero para desplazarlo, pellizca para hacer zoom; mantén pulsada una carta para ver su descripción
help-does-fit = ajustar el tablero a la ventana
help-does-legend = la leyenda: qué significa cada marca del tablero
help-does-this-list = esta lista
# Keys' names as the player's keyboard has them.
help-key-space = Espacio
help-key-console-keys = Tab, flecha arriba/abajo, Ctrl-R
