# Options every card has in its Inspector (src/ui/card_options.rs).

card-options-size = Tamaño
# $multiplier: 1.5 and the like; $burn: money per sim second, formatted.
card-options-size-hover = ×{ $multiplier } de capacidad; quema { $burn }/s
card-options-links-to = Enlaces a
card-options-unlink-hover = Quitar el enlace a { $node }: ya no fluirá nada por él.
