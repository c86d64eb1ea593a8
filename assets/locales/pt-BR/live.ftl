# The live board's strip and the client's-view window (src/ui/live.rs).

# $bootstrap: the cluster's address. The console's commands stay as they are.
live-console-target = Tabuleiro ao vivo: estes comandos rodam no cluster em { $bootstrap } (o que escreve, escreve nele: create, produce, consume com commit, reset group). As ações do tabuleiro são recusadas: o tabuleiro é do cluster.
live-shape =
    { $brokers ->
        [0] 0 brokers
        [one] { $brokers } broker
       *[other] { $brokers } brokers
    } · { $topics ->
        [0] 0 tópicos
        [one] { $topics } tópico
       *[other] { $topics } tópicos
    } · { $groups ->
        [0] 0 grupos
        [one] { $groups } grupo
       *[other] { $groups } grupos
    }
live-read-only = somente leitura
live-console-writes = o tabuleiro lê; o console escreve o que você digita
live-status-opened = ● AO VIVO  { $bootstrap } · { $shape } · { $writes }
live-no-answer = sem resposta há { $seconds } s (a última consulta levou { $ms } ms)
live-read-ago = lido há { $seconds } s em { $ms } ms
live-status-live = ● AO VIVO  { $bootstrap } · { $shape } · { $read } · { $writes }
live-retry-in = tentando de novo em { $seconds } s
live-retry-now = tentando de novo agora…
# $error: the client's error, as it gives it.
live-status-lost =
    ⚠ { $bootstrap } inacessível ({ $failures ->
        [one] { $failures } consulta falhou
       *[other] { $failures } consultas falharam
    } seguidas): { $error } · o tabuleiro mostra a última consulta boa · { $next }
live-snapshot = Snapshot ({ $seconds } s)
live-snapshot-hover = Grava este cluster como um cenário para quebrar com segurança: seus tópicos, brokers e grupos, com as taxas e a distorção de chaves medidas nos próximos 30 s, na pasta de mods (Cenários o lista). Só lê.
live-snapshot-measuring = medindo para o snapshot… { $seconds } s
live-snapshot-wrote = gravou { $file } (Cenários, mods)
live-snapshot-failed = o snapshot falhou: { $error }
live-not-rebuilt = · não reconstruído: { $error }
live-client-view = O que o cliente leu
live-about-topic = o tópico { $topic } e os grupos que o leem (a carta selecionada)
live-about-group = o grupo { $group } e os tópicos que ele lê (a carta selecionada)
live-about-cluster = o cluster inteiro (selecione uma carta para ver sua parte)
live-client-view-intro = A consulta mais recente ao cluster, como o `logjam watch` a imprime, os números que o tabuleiro desenha: { $about }.
live-refused = recusado: { $reason }
