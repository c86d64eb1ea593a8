# The briefing before a scenario starts (src/ui/briefing.rs).

# The window's title (not shown: it has no title bar).
briefing-title = Briefing
briefing-to-win = To win
briefing-three-stars = Three stars (on a win)
briefing-clock-waits = The clock waits for you: read the cards, change what you like, then start.
briefing-start = ▶ Start
briefing-look-first = Look at the board first
briefing-look-first-hover = The clock stays stopped; Space starts it.
