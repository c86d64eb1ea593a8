charts-title = Gráficos
charts-empty = Os gráficos se preenchem conforme o tempo simulado passa.
charts-interval = Um ponto a cada { $interval } de { $clock ->
        [real] tempo real
       *[sim] tempo simulado
    }.
charts-lag = Lag por grupo (registros ainda não confirmados)
charts-behind = Atraso por grupo (idade do registro mais antigo ainda não confirmado, s)
charts-rates = Gravações e leituras por { $clock ->
        [real] segundo
       *[sim] segundo simulado
    }
charts-appends = gravações/s
charts-consumes = leituras/s
charts-money = Dinheiro ($)
charts-money-line = dinheiro
charts-budget = Orçamento de erros gasto (%)
charts-budget-line = gasto
