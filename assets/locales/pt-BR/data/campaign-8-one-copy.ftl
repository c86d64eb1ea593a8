# Os textos de scenarios/campaign-8-one-copy.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 8. Uma cópia
description = O stream orders guarda uma única cópia de cada partição. billing lê tão rápido quanto os pedidos chegam, mas o analytics está minutos atrás, então essa única cópia guarda milhares de pedidos que ele ainda precisa contar. Os brokers sob o stream estão falhando: o primeiro cai em 1:00, e outros virão. Mantenha o orçamento de erros vivo até 5:00.
hints-0-say = O stream orders guarda {"{"}replicas:orders{"}"} cópia de cada partição: um broker com falha leva seus eventos junto, inclusive o backlog não lido do analytics. Dê a ele fator de replicação 3 no Inspetor dele, e acks=all: um seguidor então assume, e nada confirmado se perde. Os brokers falham a partir de 1:00.
hints-1-say = O stream orders agora guarda {"{"}replicas:orders{"}"} cópias, mas com acks={"{"}acks:orders{"}"} a API não espera pelos seguidores: o que eles ainda não copiaram morre com um broker com falha. Defina acks como all no Inspetor dele: a API então segura e reenvia o que uma falha pega no meio do caminho.
nodes-api-name = Shop API
