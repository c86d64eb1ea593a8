# Notices and the load error panel (src/ui/notices.rs).

notices-close-hover = Close (it goes by itself too)
notices-could-not-load = Could not load
notices-close = Close
notices-goes-on-web = The game goes on with what it had. Fix the file and pick it again (P).
notices-goes-on-running = The game goes on with the last good version. Fix the file and save it: it reloads by itself.
notices-fix-file = Fix the file and save it: the game loads it as soon as it is valid.
