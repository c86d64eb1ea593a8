# Os textos de scenarios/campaign-22-deploy-day.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 22. Dia de deploy
description = A nova versão de billing precisa estar no ar até 5:00: um reinício gradual dos seis Workers dele (Reinício gradual, no grupo billing no Inspetor de orders), cada um fora do ar por 20 s enquanto a nova versão sobe. Chegam 60 pedidos por segundo; os seis Workers faturam 15 por segundo cada, 50% a mais do que recebem, e não acumulam backlog. São membros dinâmicos de um grupo de consumidores classic com o assignor range, como sempre foram. Lance a versão e mantenha o lag de billing em cada partição em 400 ou menos o tempo todo.
hints-0-say = Os Workers de billing são membros dinâmicos de um grupo classic com um assignor eager: num reinício gradual cada um sai e entra de novo, e cada um desses rebalanceamentos para os seis. Antes de apertar Reinício gradual (grupo billing, Inspetor de orders), marque membros estáticos (group.instance.id), ou escolha group.protocol consumer: aí só a partição do Worker que está reiniciando espera.
nodes-api-name = Shop API
