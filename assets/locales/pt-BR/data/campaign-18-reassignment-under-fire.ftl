# Os textos de scenarios/campaign-18-reassignment-under-fire.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 18. Reatribuição sob fogo
description = O stream orders guarda uma cópia de cada partição, no broker 0, e a loja envia 50.000 pedidos por segundo. O broker 0 reinicia em 1:00 por 20 segundos, e o disco dele está falhando: ele cai em 4:00 com tudo o que tem. O analytics lê muito atrasado. Mantenha o orçamento de erros vivo até 5:00, e o dinheiro também: toda cópia é cobrada.
hints-0-say = O stream orders guarda {"{"}replicas:orders{"}"} cópia de cada partição, e o disco do broker 0 falha em 4:00. Dê a ele fator de replicação 3 no Inspetor dele: as novas réplicas começam vazias e copiam tudo o que o stream retém antes de contarem, então quanto mais tarde você começar, mais demora.
hints-1-say = O broker 0 está reiniciando. As partições dele não têm outra cópia para liderá-las, então a Shop API segura os pedidos até ele voltar. Réplicas não podem ser movidas enquanto um broker está fora do ar.
hints-2-say = As novas réplicas não estão alcançando: o limite de replicação deixa cada broker copiar 25.000 pedidos por segundo, e o stream anexa 50.000. Defina o Limite de replicação como sem limite no Inspetor do stream orders.
hints-3-say = As novas réplicas ainda estão alcançando, e até terminarem, as partições só têm a cópia no broker 0. A carta mostra quanto falta.
nodes-api-name = Shop API
