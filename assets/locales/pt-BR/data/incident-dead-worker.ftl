# Os textos de scenarios/incident-dead-worker.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: um Worker morto
description = billing lê as quatro partições de orders com um só Worker, billing-1, cujo host é velho. Em 0:40 ele morre. Um consumidor morto fica com suas partições até passar o timeout de sessão do grupo (45 s); aí os membros vivos as assumem. Mantenha o lag de billing abaixo de 1.500 em toda partição por cinco minutos.
hints-0-say = billing-1 é o único Worker de billing, e o host dele é velho: se ele morrer, ninguém assume suas partições. Posicione um segundo Worker (Construir, B) no grupo billing e ligue orders a ele enquanto billing-1 está vivo: ele divide as partições agora e assume as do morto depois do timeout de sessão.
hints-1-say = O host de billing-1 está morto, mas ele ainda é membro e o único Worker de billing: as partições dele esperam, sem leitura. Substitua o host pelo Inspetor dele para voltar a ler na hora; um Worker posicionado agora primeiro esperaria o timeout de sessão do membro morto ({"{"}session:billing{"}"}), já que um rebalanceamento espera por todos os membros.
groups-0-name = billing
nodes-api-name = Shop API
