# The title screen (src/ui/title.rs).

## The menu
title-item-continue = Continuar
title-item-tutorial = Tutorial
title-item-campaign = Campanha
title-item-exercises = Treino no console
title-item-incidents = Incidentes
title-item-sandbox = Sandbox
title-item-mods = Mods
title-item-replay-code = Código de replay
title-item-settings = Configurações
title-item-achievements = Conquistas
title-item-quit = Sair

## The sections of scenarios/index.ron, as shown (a mod's shows as it is)
title-section-campaign = Campanha
title-section-on-call = De plantão
title-section-console-exercises = Treino no console
title-section-incidents = Incidentes
title-section-start-here = Comece aqui
title-section-interview = Entrevista
title-section-benchmarks = Testes de desempenho

title-tagline = Cuide do back-end de uma loja em crescimento: um log, suas partições, os grupos que o leem e tudo o que dá errado.
title-keys = Cima/Baixo escolhe · Enter abre · Esc volta
title-quit-text = Sair do Logjam. Seu progresso e seus jogos salvos são mantidos.

## A list of levels
# $score: the best won score, formatted.
title-best = melhor { $score }
title-best-hover = Sua melhor pontuação neste cenário: o dinheiro restante menos os resultados ruins ponderados (partidas vencidas).
title-locked-hover = Vença a fase anterior para desbloquear esta.

## Tutorial
title-tutorial-heading = Primeira vez aqui? Comece pelo tutorial.
title-tutorial-text = Cerca de dez minutos com uma loja pequena: o que são um log e seus offsets, como as chaves escolhem partições, o que são um grupo de consumidores e seu lag, o que mais Workers fazem, por que uma falha antes do commit gera duplicatas, o que as réplicas guardam e como um grupo relê o log. Cada passo aponta para aquilo de que fala e espera por você.
title-tutorial-again = Jogar de novo
title-tutorial-start = Começar o tutorial
title-tutorial-done = Concluído ✔. A campanha é a próxima.

## Continue
# $name: the save's file name.
title-continue-from = Continuar de { $name }: o jogo é reproduzido até onde estava.
title-continue-button = Continuar
title-continue-none = Ainda não há nada para continuar: o jogo salva automaticamente a cada minuto de jogo.

## Replay code
title-code-heading = Abrir código de replay
title-code-text = Cole um código de replay que alguém passou para você (“Copiar código de replay”, no menu de pausa ou no resumo, cria um): o jogo reproduz a partida exatamente e a abre onde o código foi criado. Não dá estrelas.
title-code-play = Jogar
