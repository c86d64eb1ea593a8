# The loading screen (src/ui/loading.rs). $name: the scenario or file.

loading-waiting = Esperando a que cargue { $name }: corrige lo que dice el panel de arriba y guarda.
loading-loading = Cargando { $name }…
