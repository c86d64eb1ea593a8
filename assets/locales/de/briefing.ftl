# The briefing before a scenario starts (src/ui/briefing.rs).

# The window's title (not shown: it has no title bar).
briefing-title = Briefing
briefing-to-win = Zum Sieg
briefing-three-stars = Drei Sterne (bei einem Sieg)
briefing-clock-waits = Die Uhr wartet auf dich: Lies die Karten, ändere, was du willst, und starte dann.
briefing-start = ▶ Start
briefing-look-first = Erst das Spielfeld ansehen
briefing-look-first-hover = Die Uhr bleibt stehen; Space startet sie.
