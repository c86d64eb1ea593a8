# The briefing before a scenario starts (src/ui/briefing.rs).

# The window's title (not shown: it has no title bar).
briefing-title = Briefing
briefing-to-win = Para vencer
briefing-three-stars = Três estrelas (ao vencer)
briefing-clock-waits = O relógio espera por você: leia as cartas, mude o que quiser e então comece.
briefing-start = ▶ Começar
briefing-look-first = Ver o tabuleiro primeiro
briefing-look-first-hover = O relógio continua parado; Space o inicia.
