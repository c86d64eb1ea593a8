# The scenario picker (P) and its lists, also on the title screen (src/ui/picker.rs).

picker-title = Escenarios
# $scenario: the file being played, as shown.
picker-playing = Jugando: { $scenario }
picker-pick = Elige un escenario a la izquierda para ver qué te pide.
picker-fix-file = Corrige el archivo y vuelve a elegirlo.
# $file: the scenario file, as shown.
picker-reading = Leyendo { $file }...

## Facts about the scenario, joined with " | "
# $time: a duration, formatted.
picker-fact-duration = { $time } de tiempo simulado
picker-fact-no-clock = sin reloj
# $era: the era's name, from the catalog.
picker-fact-era = era { $era }
picker-fact-incidents =
    { $count ->
        [one] { $count } incidente programado
       *[other] { $count } incidentes programados
    }
picker-fact-chance-incidents = incidentes al azar

picker-no-goals = Sin objetivos: juega todo lo que quieras.
picker-goals = Objetivos
picker-locked = 🔒 Gana el nivel anterior para desbloquear este.
picker-play = Jugar
picker-play-hover = Sale de la partida en curso (F5 la guarda antes) y empieza esta.
# $stars: ★★☆.
picker-stars = Estrellas   { $stars }
picker-stars-on-win = Las estrellas solo cuentan si ganas.
# $target and $allowed: percentages, formatted (99.90, 0.1); $window: a duration.
picker-budget = Nivel de servicio del { $target } %: el presupuesto de errores permite que el { $allowed } % de los resultados salga mal (en { $window }).
picker-budget-loses = Si agotas el presupuesto de errores, pierdes el escenario.
# $dollar and $bad: the score's weights; $best: the best won score, formatted.
picker-score-best = Puntuación: dinero restante × { $dollar } − malos resultados × { $bad }. Tu mejor marca: { $best }.
picker-score-no-best = Puntuación: dinero restante × { $dollar } − malos resultados × { $bad }. Una partida ganada fija tu mejor marca.

## Saves
picker-no-saves-folder = No hay carpeta de partidas guardadas: define HOME o XDG_DATA_HOME.
picker-load = Cargar
picker-saves = Partidas guardadas
picker-saves-web = Se conservan en el almacenamiento local de este navegador.
picker-folder = Carpeta:
picker-save-now = Guardar ahora (F5)
# $file: the quick save's file name.
picker-save-now-hover = Escribe { $file }; la partida que reemplaza se conserva como { $file }.bak. F9 la carga.
picker-no-saves = (aún no hay partidas guardadas; el juego se guarda automáticamente cada minuto de juego)
# $file: before-load.save.ron.
picker-load-hover = Reproduce la partida guardada hasta donde estaba. La partida que dejas se conserva como { $file }.
picker-ago-now = ahora mismo
picker-ago-minutes = hace { $count } min
picker-ago-hours = hace { $count } h
picker-ago-days =
    { $count ->
        [one] hace { $count } día
       *[other] hace { $count } días
    }

## Mods
picker-web-mods = Juega un archivo de escenario propio (el formato está en scenarios/README.md).
picker-mods = Mods
picker-no-mods-folder = No hay carpeta de mods: define HOME o XDG_DATA_HOME.
picker-mods-how = Pon ahí archivos *.scenario.ron (y los catálogos que nombran). Consulta scenarios/README.md.
picker-no-mods = (aún no hay escenarios en ella)
picker-look-again = Volver a leer
picker-look-again-hover = Vuelve a leer las carpetas de mods y de partidas guardadas.
picker-from-disk = Cargar desde el disco...
picker-from-disk-hover = Juega un *.scenario.ron de tu disco, con el catálogo incluido. Sus errores aparecen aquí.
