# The pause menu (src/ui/pause.rs).

pause-title = Pause
pause-resume = Weiter
pause-restart = Neu starten
pause-restart-hover = Dieses Szenario noch einmal von vorn.
pause-settings = Einstellungen
pause-to-title = Zum Titelbildschirm
pause-to-title-hover = Was bisher geschah, dann der Titelbildschirm.
