charts-title = Gráficos
charts-empty = Los gráficos se llenan a medida que pasa el tiempo simulado.
charts-interval = Un punto cada { $interval } de { $clock ->
        [real] tiempo real
       *[sim] tiempo simulado
    }.
charts-lag = Lag por grupo (registros aún sin confirmar)
charts-behind = Retraso por grupo (antigüedad del registro más antiguo aún sin confirmar, s)
charts-rates = Escrituras y lecturas por { $clock ->
        [real] segundo
       *[sim] segundo simulado
    }
charts-appends = escrituras/s
charts-consumes = lecturas/s
charts-money = Dinero ($)
charts-money-line = dinero
charts-budget = Presupuesto de errores gastado (%)
charts-budget-line = gastado
