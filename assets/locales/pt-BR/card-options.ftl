# Options every card has in its Inspector (src/ui/card_options.rs).

card-options-size = Tamanho
# $multiplier: 1.5 and the like; $burn: money per sim second, formatted.
card-options-size-hover = ×{ $multiplier } de capacidade; queima { $burn }/s
card-options-links-to = Links para
card-options-unlink-hover = Remover o link para { $node }: nada mais passa por ele.
