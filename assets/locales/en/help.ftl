# The keys and mouse overlay (src/ui/help.rs). Key names (Esc, F1, Shift)
# stay as the keyboard has them.

help-title = Keys and mouse
help-hover-tip = Every option in the Inspector says what it does, costs and risks when you hover it.

# Controls that are not a single key.
help-key-click-card = click a card
help-key-click-bar = click a group's bar
help-key-drag-card = drag a card
help-key-shift-drag = Shift-drag to another card
help-key-backquote = ` (backquote)
help-key-wheel = wheel / right-drag
help-key-touch = touch
help-key-h-or-f1 = H or F1

# What each control does.
help-does-pause = pause and resume
help-does-speed = sim speed (1×, 8×, 60×, 600×: the catalog's speeds)
help-does-click-card = the Inspector: the component's rules, live figures and options
help-does-click-bar = that consumer group in the Inspector: members, assignor, offsets, rebalances
help-does-esc = close the Inspector; with nothing picked, the pause menu
help-does-build = build: pick a component, then click on the board
help-does-drag-card = move it
help-does-shift-drag = link them (only where the rules allow)
help-does-incidents = incidents: under way, practice, the log
help-does-research = research, paid in research points
help-does-console = the Kafka-style console on the live board
help-does-console-keys = in the console: complete (twice: list), the lines typed, search them
help-does-charts = charts: lag, rates, money, error budget
help-does-scenarios = scenarios, mods and saves
help-does-quick-save = save to the quick slot / load it
help-does-screenshot = screenshot (saved in the screenshots folder)
help-does-mute = mute the sound
help-does-settings = settings: volume, UI scale, colours, motion
help-does-wheel = zoom / pan
help-does-touch = tap a card; drag the board to pan, pinch to zoom; hold a card for its tooltip
help-does-fit = fit the board in the window
help-does-legend = the legend: what each mark on the board means
help-does-this-list = this list
# Keys' names as the player's keyboard has them.
help-key-space = Space
help-key-console-keys = Tab, Up/Down, Ctrl-R
