# The scenario picker (P) and its lists, also on the title screen (src/ui/picker.rs).

picker-title = Scenarios
# $scenario: the file being played, as shown.
picker-playing = Playing: { $scenario }
picker-pick = Pick a scenario on the left to see what it asks of you.
picker-fix-file = Fix the file and pick it again.
# $file: the scenario file, as shown.
picker-reading = Reading { $file }...

## Facts about the scenario, joined with " | "
# $time: a duration, formatted.
picker-fact-duration = { $time } of sim time
picker-fact-no-clock = no clock
# $era: the era's name, from the catalog.
picker-fact-era = era { $era }
picker-fact-incidents = { $count } scheduled incident(s)
picker-fact-chance-incidents = incidents by chance

picker-no-goals = No goals: play as long as you like.
picker-goals = Goals
picker-locked = 🔒 Win the level before it to open this one.
picker-play = Play
picker-play-hover = Leaves the game being played (F5 saves it first) and starts this one.
# $stars: ★★☆.
picker-stars = Stars   { $stars }
picker-stars-on-win = Stars count on a win.
# $target and $allowed: percentages, formatted (99.90, 0.1); $window: a duration.
picker-budget = Service level { $target }%: the error budget allows { $allowed }% of outcomes to go wrong (over { $window }).
picker-budget-loses = Spending all of the error budget loses the scenario.
# $dollar and $bad: the score's weights; $best: the best won score, formatted.
picker-score-best = Score: money left × { $dollar } − bad outcomes × { $bad }. Your best: { $best }.
picker-score-no-best = Score: money left × { $dollar } − bad outcomes × { $bad }. A won run sets your best.

## Saves
picker-no-saves-folder = No saves folder: set HOME or XDG_DATA_HOME.
picker-load = Load
picker-saves = Saves
picker-saves-web = Kept in this browser's local storage.
picker-folder = Folder:
picker-save-now = Save now (F5)
# $file: the quick save's file name.
picker-save-now-hover = Writes { $file }; the one it replaces is kept as { $file }.bak. F9 loads it.
picker-no-saves = (no saves yet; the game autosaves every minute of play)
# $file: before-load.save.ron.
picker-load-hover = Replays the saved game to where it was. The game you leave is kept as { $file }.
picker-ago-now = just now
picker-ago-minutes = { $count } min ago
picker-ago-hours = { $count } h ago
picker-ago-days = { $count } days ago

## Mods
picker-web-mods = Play a scenario file of your own (see scenarios/README.md for the format).
picker-mods = Mods
picker-no-mods-folder = No mods folder: set HOME or XDG_DATA_HOME.
picker-mods-how = Put *.scenario.ron files (and the catalogs they name) there. See scenarios/README.md.
picker-no-mods = (no scenarios in it yet)
picker-look-again = Look again
picker-look-again-hover = Reads the mods and saves folders again.
picker-from-disk = Load from disk...
picker-from-disk-hover = Play a *.scenario.ron from your disk, with the shipped catalog. Its errors show here.
