# The research panel (R) (src/ui/research.rs). Items' and eras' names come
# from the catalog.

research-title = Research
# $points: the research points the player has; $era: the era's name.
research-points = { $points } research points; completed tasks earn more. Era: { $era }.
# The table's headings.
research-item = item
research-era = era
research-cost = cost
research-unlocks = unlocks
research-owned = owned
research-in-era = in { $era }
# $items: the research items still needed, joined with ", ".
research-needs = needs { $items }
research-buy = Research
research-eras = Eras
# $traffic: the traffic's multiplier; $revenue: dollars of revenue.
research-era-line = { $name }: traffic ×{ $traffic }, from ${ $revenue } revenue
