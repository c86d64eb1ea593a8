# The keys and mouse overlay (src/ui/help.rs). Key names (Esc, F1, Shift)
# stay as the keyboard has them.

help-title = Teclado e mouse
help-hover-tip = Cada opção do Inspetor diz o que faz, quanto custa e o que arrisca quando você passa o mouse sobre ela.

# Controls that are not a single key.
help-key-click-card = clicar em uma carta
help-key-click-bar = clicar na barra de um grupo
help-key-drag-card = arrastar uma carta
help-key-shift-drag = Shift + arrastar para outra carta
help-key-backquote = ` (crase)
help-key-wheel = roda / arrastar com botão direito
help-key-touch = toque
help-key-h-or-f1 = H ou F1

# What each control does.
help-does-pause = pausar e continuar
help-does-speed = velocidade da simulação (1×, 8×, 60×, 600×: as do catálogo)
help-does-click-card = o Inspetor: as regras, os números ao vivo e as opções do componente
help-does-click-bar = esse grupo de consumidores no Inspetor: membros, assignor, offsets, rebalanceamentos
help-does-esc = fechar o Inspetor; sem nada selecionado, o menu de pausa
help-does-build = construir: escolha um componente e clique no tabuleiro
help-does-drag-card = movê-la
help-does-shift-drag = conectá-las (só onde as regras permitem)
help-does-incidents = incidentes: em andamento, treino, o registro
help-does-research = pesquisa, paga com pontos de pesquisa
help-does-console = o console no estilo do Kafka sobre o tabuleiro ao vivo
help-does-console-keys = no console: completar (duas vezes: lista), as linhas digitadas, buscar nelas
help-does-charts = gráficos: lag, taxas, dinheiro, orçamento de erros
help-does-scenarios = cenários, mods e jogos salvos
help-does-quick-save = salvar no espaço rápido / carregá-lo
help-does-screenshot = captura de tela (salva na pasta screenshots)
help-does-mute = silenciar o som
help-does-settings = configurações: volume, escala da interface, cores, movimento
help-does-wheel = zoom / mover
help-does-touch = toque em uma carta; arraste o tabuleiro para mover, faça pinça para dar zoom; segure uma carta para ver sua dica
help-does-fit = ajustar o tabuleiro à janela
help-does-legend = a legenda: o que cada marca no tabuleiro significa
help-does-this-list = esta lista
# Keys' names as the player's keyboard has them.
help-key-space = Espaço
help-key-console-keys = Tab, seta para cima/baixo, Ctrl-R
