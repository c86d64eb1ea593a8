# The loading screen (src/ui/loading.rs). $name: the scenario or file.

loading-waiting = Aguardando { $name } carregar: corrija o que o painel acima diz e salve.
loading-loading = Carregando { $name }…
