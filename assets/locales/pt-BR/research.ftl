# The research panel (R) (src/ui/research.rs). Items' and eras' names come
# from the catalog.

research-title = Pesquisa
# $points: the research points the player has; $era: the era's name.
research-points = { $points ->
    [one] { $points } ponto de pesquisa
   *[other] { $points } pontos de pesquisa
    }; tarefas concluídas rendem mais. Era: { $era }.
# The table's headings.
research-item = item
research-era = era
research-cost = custo
research-unlocks = desbloqueia
research-owned = adquirido
research-in-era = na era { $era }
# $items: the research items still needed, joined with ", ".
research-needs = requer { $items }
research-buy = Pesquisar
research-eras = Eras
# $traffic: the traffic's multiplier; $revenue: dollars of revenue.
research-era-line = { $name }: tráfego ×{ $traffic }, a partir de ${ $revenue } de receita
