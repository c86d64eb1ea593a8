# The notice after a scenario file is reloaded
game-reloaded = { $name } recarregado
# What the player can do about a file that could not be read
game-settings-unreadable-hint = O jogo usa as configurações padrão e deixa o arquivo como estava até você mudar uma configuração (O): isso grava um arquivo válido. Ou corrija o arquivo e comece de novo.
game-achievements-unreadable-hint = O jogo continua com as conquistas incluídas. Corrija o arquivo e inicie o jogo de novo.

# A replay code that cannot be played (the title screen; the command line prints its own English)
game-code-not-a-code = Isto não é um código de replay do Logjam (um código começa com { $start })
game-code-too-long = O código de replay é longo demais: { $chars } caracteres, no máximo { $most } são lidos
game-code-format = Um código de replay de formato { $found }; este Logjam lê o formato { $format }{ $newer ->
        [yes] {" "}(foi feito por um Logjam mais novo)
       *[no] {" "}(é antigo demais para jogar)
    }
game-code-damaged = O código de replay está danificado ({ $why }): copie-o de novo, inteiro
game-code-too-large = O código de replay passaria de { $mib } MiB ao expandir: recusado
game-code-unknown-scenario = O código de replay joga { $file }, um cenário que este Logjam não inclui
game-code-scenario-differs = O código de replay foi feito com outra versão de { $file }; a deste Logjam é diferente, então o replay seria outro jogo
game-code-catalog-differs = O código de replay foi feito com as regras de outra versão do Logjam; as desta são diferentes
# A save that cannot be loaded
game-save-format = { $file }: um jogo salvo de formato { $found }; este Logjam lê o formato { $format }{ $newer ->
        [yes] {" "}(foi feito por um Logjam mais novo)
       *[no] {" "}(é antigo demais para carregar)
    }
game-save-no-start = { $file }: o cenário salvo não inicia: { $why }
game-save-replay-short = { $file }: o replay terminou no tick { $reached }, o jogo salvo está no tick { $tick }
# A progress file that cannot be read
game-progress-set-aside = Não foi possível ler seu arquivo de progresso ({ $why }); ele foi guardado como { $file }, e o jogo começa com um progresso novo.
game-progress-not-moved = Não foi possível ler seu arquivo de progresso ({ $why }); ele não foi movido: { $error }, e o jogo começa com um progresso novo.
