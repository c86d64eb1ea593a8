# Options every card has in its Inspector (src/ui/card_options.rs).

card-options-size = Größe
# $multiplier: 1.5 and the like; $burn: money per sim second, formatted.
card-options-size-hover = ×{ $multiplier } Kapazität; verbrennt { $burn }/s
card-options-links-to = Links zu
card-options-unlink-hover = Link zu { $node } entfernen: Nichts fließt mehr darüber.
