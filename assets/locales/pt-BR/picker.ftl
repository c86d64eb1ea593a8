# The scenario picker (P) and its lists, also on the title screen (src/ui/picker.rs).

picker-title = Cenários
# $scenario: the file being played, as shown.
picker-playing = Jogando: { $scenario }
picker-pick = Escolha um cenário à esquerda para ver o que ele pede de você.
picker-fix-file = Corrija o arquivo e escolha-o de novo.
# $file: the scenario file, as shown.
picker-reading = Lendo { $file }...

## Facts about the scenario, joined with " | "
# $time: a duration, formatted.
picker-fact-duration = { $time } de tempo simulado
picker-fact-no-clock = sem relógio
# $era: the era's name, from the catalog.
picker-fact-era = era { $era }
picker-fact-incidents =
    { $count ->
        [one] { $count } incidente agendado
       *[other] { $count } incidentes agendados
    }
picker-fact-chance-incidents = incidentes aleatórios

picker-no-goals = Sem objetivos: jogue o quanto quiser.
picker-goals = Objetivos
picker-locked = 🔒 Vença a fase anterior para desbloquear esta.
picker-play = Jogar
picker-play-hover = Sai do jogo atual (F5 o salva antes) e começa este.
# $stars: ★★☆.
picker-stars = Estrelas   { $stars }
picker-stars-on-win = As estrelas só contam com vitória.
# $target and $allowed: percentages, formatted (99.90, 0.1); $window: a duration.
picker-budget = Nível de serviço de { $target }%: o orçamento de erros permite que { $allowed }% dos resultados deem errado (em { $window }).
picker-budget-loses = Esgotar o orçamento de erros faz você perder o cenário.
# $dollar and $bad: the score's weights; $best: the best won score, formatted.
picker-score-best = Pontuação: dinheiro restante × { $dollar } − resultados ruins × { $bad }. Sua melhor: { $best }.
picker-score-no-best = Pontuação: dinheiro restante × { $dollar } − resultados ruins × { $bad }. Uma partida vencida define sua melhor pontuação.

## Saves
picker-no-saves-folder = Sem pasta de jogos salvos: defina HOME ou XDG_DATA_HOME.
picker-load = Carregar
picker-saves = Jogos salvos
picker-saves-web = Guardados no armazenamento local deste navegador.
picker-folder = Pasta:
picker-save-now = Salvar agora (F5)
# $file: the quick save's file name.
picker-save-now-hover = Grava { $file }; o jogo salvo que ele substitui fica guardado como { $file }.bak. F9 o carrega.
picker-no-saves = (ainda sem jogos salvos; o jogo salva automaticamente a cada minuto de jogo)
# $file: before-load.save.ron.
picker-load-hover = Reproduz o jogo salvo até onde estava. O jogo que você deixa fica guardado como { $file }.
picker-ago-now = agora mesmo
picker-ago-minutes = há { $count } min
picker-ago-hours = há { $count } h
picker-ago-days =
    { $count ->
        [one] há { $count } dia
       *[other] há { $count } dias
    }

## Mods
picker-web-mods = Jogue um arquivo de cenário seu (veja o formato em scenarios/README.md).
picker-mods = Mods
picker-no-mods-folder = Sem pasta de mods: defina HOME ou XDG_DATA_HOME.
picker-mods-how = Coloque lá arquivos *.scenario.ron (e os catálogos que eles citam). Veja scenarios/README.md.
picker-no-mods = (ainda não há cenários nela)
picker-look-again = Atualizar
picker-look-again-hover = Lê de novo as pastas de mods e de jogos salvos.
picker-from-disk = Carregar do disco...
picker-from-disk-hover = Jogue um *.scenario.ron do seu disco, com o catálogo incluído. Os erros dele aparecem aqui.
