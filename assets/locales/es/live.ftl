# The live board's strip and the client's-view window (src/ui/live.rs).

# $bootstrap: the cluster's address. The console's commands stay as they are.
live-console-target = Tablero en vivo: estos comandos se ejecutan en el clúster de { $bootstrap } (lo que escribe, escribe en él: create, produce, consume con commit, reset group). Las acciones del tablero se rechazan: el tablero es del clúster.
live-shape =
    { $brokers ->
        [one] { $brokers } broker
       *[other] { $brokers } brokers
    } · { $topics ->
        [one] { $topics } topic
       *[other] { $topics } topics
    } · { $groups ->
        [one] { $groups } grupo
       *[other] { $groups } grupos
    }
live-read-only = solo lectura
live-console-writes = el tablero lee; la consola escribe lo que tecleas
live-status-opened = ● EN VIVO  { $bootstrap } · { $shape } · { $writes }
live-no-answer = sin respuesta desde hace { $seconds } s (la última consulta tardó { $ms } ms)
live-read-ago = leído hace { $seconds } s en { $ms } ms
live-status-live = ● EN VIVO  { $bootstrap } · { $shape } · { $read } · { $writes }
live-retry-in = reintentando en { $seconds } s
live-retry-now = reintentando ahora…
# $error: the client's error, as it gives it.
live-status-lost =
    ⚠ { $bootstrap } inalcanzable ({ $failures ->
        [one] { $failures } consulta fallida
       *[other] { $failures } consultas fallidas
    } seguidas): { $error } · el tablero muestra la última consulta buena · { $next }
live-snapshot = Snapshot ({ $seconds } s)
live-snapshot-hover = Escribe este clúster como un escenario para romperlo sin riesgo: sus topics, brokers y grupos, con los ritmos y el sesgo de claves medidos durante los próximos 30 s, en la carpeta de mods (Escenarios lo muestra). Solo lee.
live-snapshot-measuring = midiendo para el snapshot… { $seconds } s
live-snapshot-wrote = escrito { $file } (Escenarios, mods)
live-snapshot-failed = falló el snapshot: { $error }
live-not-rebuilt = · no reconstruido: { $error }
live-client-view = Lo que leyó el cliente
live-about-topic = el topic { $topic } y los grupos que lo leen (la carta seleccionada)
live-about-group = el grupo { $group } y los topics que lee (la carta seleccionada)
live-about-cluster = todo el clúster (selecciona una carta para ver su parte)
live-client-view-intro = La consulta más reciente al clúster, tal como la imprime `logjam watch`, las cifras que dibuja el tablero: { $about }.
live-refused = rechazado: { $reason }
