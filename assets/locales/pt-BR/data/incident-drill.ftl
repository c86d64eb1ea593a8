# Os textos de scenarios/incident-drill.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Simulado de incidentes
description = Uma loja com um Load Balancer, duas cópias da API, um stream orders replicado e Workers em duas regiões enfrenta todo tipo de incidente, um de cada vez: um host morto, uma chave quente, um broker com falha, um Worker que cai, uma tempestade de rebalanceamentos, uma mudança de schema incompatível, uma queda de zona e uma queda de região. Mantenha-a funcionando por dois minutos e meio, gastando no máximo metade do orçamento de erros e sem perder nenhum pedido, ou só veja quanto custa cada um.
hints-0-say = O host de api-1 está morto, e a zone-b, onde roda api-2, cai aos 70 s. Substitua api-1 pelo Inspetor dele agora, para que o Load Balancer ainda tenha uma cópia para onde mandar os pedidos nessa hora.
hints-1-say = O stream orders guarda {"{"}replicas:orders{"}"} cópias, mas confirma com acks={"{"}acks:orders{"}"}: o que os seguidores ainda não copiaram morre com um broker com falha. Defina os acks dele como all no Inspetor antes que um broker falhe aos 30 s.
nodes-lb-name = Load Balancer
