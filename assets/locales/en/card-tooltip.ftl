# A card's tooltip (src/ui/card_tooltip.rs).

card-tooltip-tap-hint = Tap for the Inspector · L: what each mark means
card-tooltip-click-hint = Click for the Inspector · L: what each mark means
