# Options every card has in its Inspector (src/ui/card_options.rs).

card-options-size = Size
# $multiplier: 1.5 and the like; $burn: money per sim second, formatted.
card-options-size-hover = ×{ $multiplier } capacity; burns { $burn }/s
card-options-links-to = Links to
card-options-unlink-hover = Remove the link to { $node }: nothing flows along it any more.
