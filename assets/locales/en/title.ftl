# The title screen (src/ui/title.rs).

## The menu
title-item-continue = Continue
title-item-tutorial = Tutorial
title-item-campaign = Campaign
title-item-exercises = Console exercises
title-item-incidents = Incidents
title-item-sandbox = Sandbox
title-item-mods = Mods
title-item-replay-code = Replay code
title-item-settings = Settings
title-item-achievements = Achievements
title-item-quit = Quit

## The sections of scenarios/index.ron, as shown (a mod's shows as it is)
title-section-campaign = Campaign
title-section-on-call = On call
title-section-console-exercises = Console exercises
title-section-incidents = Incidents
title-section-start-here = Start here
title-section-interview = Interview
title-section-benchmarks = Benchmarks

title-tagline = Run the back end of a growing shop: a log, its partitions, the groups that read it, and everything that goes wrong.
title-keys = Up/Down pick · Enter opens · Esc goes back
title-quit-text = Leave Logjam. Your progress and saves are kept.

## A list of levels
# $score: the best won score, formatted.
title-best = best { $score }
title-best-hover = Your best score in this scenario: money left less the bad outcomes weighed (won runs).
title-locked-hover = Win the level before it to open this one.

## Tutorial
title-tutorial-heading = New here? Start with the tutorial.
title-tutorial-text = About ten minutes on a small shop: what a log and its offsets are, how keys pick partitions, what a consumer group and its lag are, what more Workers do, why a crash before commit makes duplicates, what replicas keep, and how a group replays the log. Each step points at what it talks about and waits for you.
title-tutorial-again = Play it again
title-tutorial-start = Start the tutorial
title-tutorial-done = Done ✔. The campaign is next.

## Continue
# $name: the save's file name.
title-continue-from = Go on from { $name }: the game replays to where it was.
title-continue-button = Continue
title-continue-none = Nothing to go on with yet: the game autosaves every minute of play.

## Replay code
title-code-heading = Open replay code
title-code-text = Paste a replay code someone gave you (Copy replay code in the pause menu or the debrief makes one): the game replays their run exactly and opens it where they made the code. It earns you no stars.
title-code-play = Play
