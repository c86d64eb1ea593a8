# Saving and loading, and the replay code's rows (src/ui/saves.rs).

saves-hint = O jogo continua como estava, e o arquivo salvo fica como estava. Um jogo salvo ao lado cujo nome termina em .bak é o anterior.
saves-no-folder = Sem pasta de jogos salvos (sem pasta pessoal ou sem armazenamento local neste navegador): o jogo não pode salvar
# $file: the save's file name.
saves-saved = { $file } salvo
# $error: what went wrong (from the system, in English).
saves-could-not-save = Não foi possível salvar: { $error }
saves-could-not-save-hint = O jogo continua; o jogo salvo que seria substituído não foi alterado.
saves-could-not-load = Não foi possível carregar o jogo salvo: { $error }
saves-loaded-differently = { $file } carregado: vem de outro build do Logjam, cujas regras funcionam de outro jeito; o tabuleiro é a reprodução das suas ações neste build, não exatamente o jogo salvo
# $scenario: the scenario's name; $time: the sim time, formatted.
saves-playing-code = Reproduzindo um código de replay: { $scenario } em { $time }
saves-loaded = { $file } carregado
# The name a replay code's game goes by in the notices above.
saves-replay-code-name = código de replay
saves-code-failed-hint = O jogo continua como estava; nada do que você fez foi alterado.

## The replay code's rows (pause menu, debrief)
saves-copy-code = Copiar código de replay
saves-copy-code-hover = Um texto curto que reproduz este jogo exatamente em qualquer Logjam desta versão: “Abrir código de replay” na tela de título, ou logjam play --code.
saves-code-copied =
    { $count ->
        [one] Código de replay copiado ({ $count } caractere)
       *[other] Código de replay copiado ({ $count } caracteres)
    }
saves-copy-link = Copiar link
saves-copy-link-hover = O endereço desta página com o código de replay: abri-lo reproduz este jogo.
saves-link-copied =
    { $count ->
        [one] Link copiado ({ $count } caractere)
       *[other] Link copiado ({ $count } caracteres)
    }
