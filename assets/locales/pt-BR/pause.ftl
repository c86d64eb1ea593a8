# The pause menu (src/ui/pause.rs).

pause-title = Pausado
pause-resume = Continuar
pause-restart = Reiniciar
pause-restart-hover = Este cenário de novo desde o começo.
pause-settings = Configurações
pause-to-title = Voltar ao título
pause-to-title-hover = O que aconteceu até agora e depois a tela de título.
