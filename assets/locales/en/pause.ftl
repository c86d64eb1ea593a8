# The pause menu (src/ui/pause.rs).

pause-title = Paused
pause-resume = Resume
pause-restart = Restart
pause-restart-hover = This scenario again from its beginning.
pause-settings = Settings
pause-to-title = Back to the title
pause-to-title-hover = What happened so far, then the title screen.
