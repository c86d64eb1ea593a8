# A card's tooltip (src/ui/card_tooltip.rs).

card-tooltip-tap-hint = Toca para abrir el Inspector · L: qué significa cada marca
card-tooltip-click-hint = Haz clic para abrir el Inspector · L: qué significa cada marca
