# The loading screen (src/ui/loading.rs). $name: the scenario or file.

loading-waiting = Waiting for { $name } to load: fix what the panel above says, and save it.
loading-loading = Loading { $name }…
