# The build menu (src/ui/build.rs).

# $kind: the component's code in the catalog.
build-placing-hint = Click on the board to place a { $kind }. Esc cancels.
build-title = Build
build-intro = Pick a component, then click on the board: it becomes a Node, a card of its own (its price counts as spent on Nodes). Drag a card to move it; Shift-drag from one card to another to link them.
build-worker-group = Group for new Workers:
# $first: money; $growth and $refund: whole percentages.
build-price-hover = { $first } for the first copy; each further copy costs { $growth }% more than the one before. Selling refunds { $refund }% of what the last copy cost.
build-burn = burn { $burn }/s
# $research: the research's name in the catalog.
build-needs = needs { $research }
build-place = Place
# $takes and $sends: the kinds of traffic; $about: the catalog's description.
build-place-hover = Takes { $takes }, sends { $sends }. { $about }
