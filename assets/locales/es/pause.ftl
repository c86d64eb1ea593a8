# The pause menu (src/ui/pause.rs).

pause-title = En pausa
pause-resume = Reanudar
pause-restart = Reiniciar
pause-restart-hover = Este escenario otra vez desde el principio.
pause-settings = Ajustes
pause-to-title = Volver al título
pause-to-title-hover = Lo que ha pasado hasta ahora y luego la pantalla de título.
