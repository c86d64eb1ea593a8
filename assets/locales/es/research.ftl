# The research panel (R) (src/ui/research.rs). Items' and eras' names come
# from the catalog.

research-title = Investigación
# $points: the research points the player has; $era: the era's name.
research-points = { $points ->
    [one] { $points } punto de investigación
   *[other] { $points } puntos de investigación
    }; las tareas completadas dan más. Era: { $era }.
# The table's headings.
research-item = elemento
research-era = era
research-cost = coste
research-unlocks = desbloquea
research-owned = adquirido
research-in-era = en { $era }
# $items: the research items still needed, joined with ", ".
research-needs = requiere { $items }
research-buy = Investigar
research-eras = Eras
# $traffic: the traffic's multiplier; $revenue: dollars of revenue.
research-era-line = { $name }: tráfico ×{ $traffic }, desde ${ $revenue } de ingresos
