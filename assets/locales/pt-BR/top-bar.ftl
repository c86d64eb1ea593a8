# A barra superior (src/ui/top_bar.rs).
top-bar-loading = carregando…
top-bar-panels = ☰ Painéis
top-bar-sim-time-hover = Tempo simulado.
top-bar-paused = ⏸ em pausa
top-bar-paused-hover = Espaço põe o relógio para andar.
top-bar-fps = { $fps } fps
top-bar-fps-hover = Quadros por segundo no último segundo (Configurações: taxa de quadros).
top-bar-money-hover = Dinheiro: { $money }. Receita até agora { $revenue }, Burn até agora { $burn }, posicionamento { $placing }, reembolsos { $refunds }.
top-bar-burn-hover = Burn: quanto o tabuleiro custa para funcionar, por segundo simulado.
top-bar-research-points = { $points } RP
top-bar-research-points-hover = Pontos de pesquisa (RP), ganhos com tarefas concluídas.
top-bar-budget = orçamento { $spent }/{ $budget }{ $burning }
top-bar-budget-hover =
    Orçamento de erros: { $spent } de { $budget } gasto{ $burning ->
        [yes] , a { $burn } por segundo
       *[no] {""}
    }.
    SLO { $slo }%: { $budget } resultados ruins permitidos { $over ->
        [hour] na última hora
       *[scenario] neste cenário
    } ({ $share }% gasto){ $loses ->
        [yes] ; gastar tudo perde o cenário
       *[no] {""}
    }.
    perdidos pela retenção { $retention } · perdidos com um broker { $broker } · pulados em partições novas { $expansion } · poison pills descartadas { $poison } · desatualizados { $stale } · encalhados { $stranded } · duplicados { $duplicates } · limitados { $throttled } · não vistos { $missed }
top-bar-era-hover = A era da loja: tráfego ×{ $factor } em relação ao início. A receita traz a próxima.
top-bar-incidents = Incidentes
top-bar-incidents-active = ⚠ Incidentes ({ $count })
top-bar-incidents-hover = I: incidentes em andamento, prática, o registro
top-bar-build = Construir
top-bar-build-hover = B: posicionar componentes
top-bar-research = Pesquisa
top-bar-research-hover = R: pesquisa, paga com pontos de pesquisa
top-bar-console = Console
top-bar-console-hover = `: o console no estilo Kafka
top-bar-charts = Gráficos
top-bar-charts-hover = C: lag, taxas, dinheiro e orçamento de erros ao longo do tempo simulado
top-bar-scenarios = Cenários
top-bar-scenarios-hover = P: os cenários incluídos e seus mods
top-bar-settings-hover = O: configurações: volume, escala da interface, cores, movimento
top-bar-help-hover = H: todas as teclas e controles do mouse; L: o que cada marca no tabuleiro significa
