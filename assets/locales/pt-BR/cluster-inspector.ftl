# A broker or a partition of a stream's cluster in the Inspector (src/ui/cluster_inspector.rs).

## A replica's state
cluster-inspector-replica-failed = falhou: perdeu o disco
cluster-inspector-replica-down-may-lead = fora do ar, pode liderar ao voltar (mantém o disco)
cluster-inspector-replica-down = fora do ar: mantém o disco
cluster-inspector-replica-leader = líder
cluster-inspector-replica-in-sync = em sincronia
cluster-inspector-replica-eligible = elegível (ELR)
cluster-inspector-replica-catching-up = alcançando: { $percent }%
cluster-inspector-replica-out-of-sync = fora de sincronia

cluster-inspector-back-hover = Voltar ao Inspetor do stream

## A broker
cluster-inspector-broker-title = Broker b{ $id }
cluster-inspector-broker-gone = Este broker não existe mais (os brokers do stream mudaram).
cluster-inspector-broker-about = Um broker de { $stream } — zona { $zone } (seu rack)
cluster-inspector-broker-up = No ar: serve as partições que lidera e busca as que segue.
cluster-inspector-broker-failed = Falhou: perdeu o disco. Um broker novo e vazio assume seu lugar e copia de volta o que ele tinha.
cluster-inspector-broker-down = Fora do ar: mantém o disco. Ao voltar, busca o que perdeu e volta ao ISR quando alcançar.
# $why: the incidents holding it down.
cluster-inspector-broker-held-down = Mantido fora do ar por: { $why }
cluster-inspector-leads = Lidera
cluster-inspector-replicas-held = Réplicas que mantém
cluster-inspector-column-log-end = fim do log
cluster-inspector-column-log-end-hover = O offset depois do último registro da sua cópia.
cluster-inspector-column-leaders = do líder
cluster-inspector-column-leaders-hover = O fim do log do líder: até onde um seguidor busca.
cluster-inspector-column-state = estado
cluster-inspector-column-state-hover = em sincronia: no ISR. elegível (ELR): fora do ISR enquanto ele está abaixo de min.insync, mas com todo registro abaixo do high watermark, então pode liderar sem perdas. alcançando: busca o que falta, na taxa de fetch do broker.
cluster-inspector-no-leader = sem líder

## A partition
cluster-inspector-partition-title = Partição p{ $partition }
cluster-inspector-partition-gone = Esta partição não existe mais (as partições do stream mudaram).
cluster-inspector-partition-about = Partição { $partition } do tópico { $topic } em { $stream }
cluster-inspector-leader = Líder b{ $broker }, época do líder { $epoch }.
cluster-inspector-electing = Elegendo um líder (época { $epoch }): as escritas esperam.
cluster-inspector-no-leader-up = Sem líder: nenhuma réplica em sincronia ou elegível está no ar. As escritas são recusadas (os produtores as seguram) e os grupos esperam uma voltar.
cluster-inspector-unclean-lossless = Eleição unclean agora: b{ $broker } lideraria sem perder nada.
cluster-inspector-unclean-lossy =
    Eleição unclean agora: b{ $broker } lideraria, e { $count ->
        [one] o { $count } registro que lhe falta seria perdido
       *[other] os { $count } registros que lhe faltam seriam perdidos
    }.
cluster-inspector-unclean-waits = Nenhuma réplica está no ar: até a eleição unclean espera.
cluster-inspector-log-start = início do log
cluster-inspector-log-start-hover = O offset mais antigo que a retenção manteve.
cluster-inspector-high-watermark = high watermark
cluster-inspector-high-watermark-hover = O menor fim do log no ISR: os grupos leem abaixo dele, e produtores com acks=all são confirmados até ele. Fica parado enquanto o ISR for menor que min.insync.
cluster-inspector-log-end = fim do log
cluster-inspector-log-end-hover = O offset que o próximo registro recebe; além do high watermark, os registros ainda não estão em todas as réplicas em sincronia.
cluster-inspector-isr-hover = Réplicas em sincronia: em dia dentro de replica.lag.time.max (30 s). acks=all espera por elas.
cluster-inspector-elr-hover = Réplicas líderes elegíveis: fora do ISR enquanto ele está abaixo de min.insync, mas com todo registro abaixo do high watermark (Kafka 4). O ISR pode ficar vazio enquanto elas guardam seus últimos membros.
cluster-inspector-offline = offline
cluster-inspector-offline-hover = Segundos simulados sem um líder servindo.
cluster-inspector-under-replicated = sub-replicada
cluster-inspector-under-replicated-hover = Segundos simulados com líder e um ISR menor que suas réplicas.
cluster-inspector-last-known-leader = último líder conhecido
cluster-inspector-last-known-leader-hover = O líder que ela tinha quando seu ISR esvaziou (LastKnownElr do Kafka): com o ISR e o ELR vazios, ele volta a liderar ao voltar.
cluster-inspector-replicas = Réplicas
cluster-inspector-column-broker = broker
cluster-inspector-column-zone = zona
cluster-inspector-open-broker = Abrir este broker
cluster-inspector-groups = Grupos
cluster-inspector-column-group = grupo
cluster-inspector-column-committed = confirmado
cluster-inspector-column-lag = lag
