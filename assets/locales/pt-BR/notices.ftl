# Notices and the load error panel (src/ui/notices.rs).

notices-close-hover = Fechar (também some sozinho)
notices-could-not-load = Não foi possível carregar
notices-close = Fechar
notices-goes-on-web = O jogo continua com o que tinha. Corrija o arquivo e escolha-o de novo (P).
notices-goes-on-running = O jogo continua com a última versão válida. Corrija o arquivo e salve-o: ele é recarregado sozinho.
notices-fix-file = Corrija o arquivo e salve-o: o jogo o carrega assim que ele for válido.
