# The tutorial's box (src/ui/tutorial.rs). The steps' own texts come from
# the tutorial scenario file.

tutorial-title = Tutorial
tutorial-step = Passo { $step } de { $count }
tutorial-back = Voltar
tutorial-next = Próximo
tutorial-skip = Pular
tutorial-hide = Ocultar
tutorial-hide-hover = Oculta o tutorial; ele espera onde está.
tutorial-done = Tutorial concluído ✔ (veja o último passo)
tutorial-show = Mostrar o tutorial
tutorial-to-title = Para a tela de título
tutorial-to-title-hover = A seguir vem a campanha.

# What a step waits for, under its text.
tutorial-asks-next = Próximo (ou Enter) quando estiver pronto.
tutorial-asks-seconds = Observe por { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
    } de tempo simulado.
tutorial-asks-select = Clique na carta { $card }.
tutorial-asks-open-inspector = Abra o Inspetor.
tutorial-asks-open-console = Abra o console.
tutorial-asks-open-build = Abra o menu de construção.
tutorial-asks-open-research = Abra o painel de pesquisa.
tutorial-asks-open-incidents = Abra o painel de incidentes.
tutorial-asks-open-charts = Abra os gráficos.
tutorial-asks-open-goals = Abra o painel de objetivos.
tutorial-asks-open-speed = Abra o painel de velocidade.
tutorial-asks-open-money = Abra o painel de dinheiro.
tutorial-asks-open-budget = Abra o painel do orçamento de erros.
# $key: the number key (1 to 4).
tutorial-asks-speed = Pressione { $key } para essa velocidade.
tutorial-asks-pause = Pressione Space para pausar.
tutorial-asks-run = Pressione Space para continuar.
# $action: one of the tutorial-action-… phrases below.
tutorial-asks-action = Aguardando { $action }.
tutorial-asks-action-on = Aguardando { $action } em { $node }.
# $line: a console command, as it must be typed.
tutorial-asks-console = Digite `{ $line }` no console (`).
tutorial-asks-lag-above = Aguardando o lag de { $group } em uma de suas partições (o rótulo da faixa) passar de { $records }.
tutorial-asks-lag-below = Aguardando o lag de { $group } cair para { $records } em todas as partições (pressione 3 para 60× se estiver lento).
tutorial-asks-workers = Aguardando { $count ->
    [one] { $count } Worker
   *[other] { $count } Workers
    } no grupo { $group }.
tutorial-asks-partitions = Aguardando { $count ->
    [one] { $count } partição
   *[other] { $count } partições
    } em { $node }.
tutorial-asks-duplicates = Aguardando { $count ->
    [one] { $count } duplicata
   *[other] { $count } duplicatas
    }.
tutorial-asks-lost = Aguardando { $count ->
    [one] { $count } evento perdido
   *[other] { $count } eventos perdidos
    }.
tutorial-asks-budget = Aguardando { $percent }% do orçamento de erros ser gasto.
tutorial-asks-down = Aguardando { $card } cair.
tutorial-asks-offline = Aguardando uma partição de { $card } ficar sem líder.
# $goal: the goal, in words.
tutorial-asks-goal = Aguardando até: { $goal }.

# What the player does, as the object of "Waiting for …".
tutorial-action-crash-worker = uma falha (treino)
tutorial-action-replication-factor = um novo fator de replicação
tutorial-action-replication-throttle = um novo limite de replicação
tutorial-action-worker-paused = um Worker pausado ou retomado
tutorial-action-worker-stopped = um Worker parado ou iniciado
tutorial-action-keyless = um novo particionador sem chave
tutorial-action-assignor = um novo assignor
tutorial-action-group-protocol = um novo group.protocol
tutorial-action-remote-assignor = um novo group.remote.assignor
tutorial-action-group-type = um grupo de consumidores ou share group
tutorial-action-dead-letter = um novo stream de dead letter
tutorial-action-offset-reset = um novo auto.offset.reset
tutorial-action-isolation = um novo isolation.level
tutorial-action-static-membership = a associação estática ligada ou desligada
tutorial-action-rolling-restart = um reinício gradual
tutorial-action-processing-guarantee = um novo processing.guarantee
tutorial-action-session-timeout = um novo timeout de sessão
tutorial-action-partitions = mais partições
tutorial-action-partition-key = uma nova chave de partição
tutorial-action-place-node = uma nova carta
tutorial-action-link = uma nova conexão
tutorial-action-unlink = uma conexão removida
tutorial-action-acks = uma nova configuração de acks
tutorial-action-idempotence = uma nova configuração de idempotência
tutorial-action-cleanup-policy = uma nova cleanup.policy
tutorial-action-unique-key = uma chave única
tutorial-action-research = uma pesquisa
