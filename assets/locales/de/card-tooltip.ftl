# A card's tooltip (src/ui/card_tooltip.rs).

card-tooltip-tap-hint = Tippen für den Inspektor · L: was jede Markierung bedeutet
card-tooltip-click-hint = Klicken für den Inspektor · L: was jede Markierung bedeutet
