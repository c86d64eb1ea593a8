# A card's tooltip (src/ui/card_tooltip.rs).

card-tooltip-tap-hint = Toque para abrir o Inspetor · L: o que cada marca significa
card-tooltip-click-hint = Clique para abrir o Inspetor · L: o que cada marca significa
