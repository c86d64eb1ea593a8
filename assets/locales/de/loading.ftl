# The loading screen (src/ui/loading.rs). $name: the scenario or file.

loading-waiting = Warte darauf, dass { $name } lädt: Behebe, was das Panel oben sagt, und speichere.
loading-loading = Lade { $name }…
