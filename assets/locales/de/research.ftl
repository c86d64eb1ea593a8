# The research panel (R) (src/ui/research.rs). Items' and eras' names come
# from the catalog.

research-title = Forschung
# $points: the research points the player has; $era: the era's name.
research-points = { $points ->
    [one] { $points } Forschungspunkt
   *[other] { $points } Forschungspunkte
    }; erledigte Aufgaben bringen mehr. Ära: { $era }.
# The table's headings.
research-item = Eintrag
research-era = Ära
research-cost = Kosten
research-unlocks = schaltet frei
research-owned = erforscht
research-in-era = in { $era }
# $items: the research items still needed, joined with ", ".
research-needs = braucht { $items }
research-buy = Erforschen
research-eras = Ären
# $traffic: the traffic's multiplier; $revenue: dollars of revenue.
research-era-line = { $name }: Traffic ×{ $traffic }, ab ${ $revenue } Umsatz
