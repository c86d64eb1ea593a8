# Os textos de scenarios/incident-broker-failure.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: broker com falha
description = O stream orders guarda uma cópia de cada partição e confirma um pedido assim que o líder o tem. Aos 60 s o broker dele falha junto com o disco, e volta a falhar a cada 30 s depois disso (um broker novo e vazio o substitui 10 s depois, a cada vez): com uma cópia só, o que um broker com falha guardava some, e billing nunca vê. O orçamento de erros aguenta uma falha dessas, não duas. Mantenha a loja funcionando por três minutos.
hints-0-say = O stream orders guarda {"{"}replicas:orders{"}"} cópia de cada partição, então não há para onde fazer failover: um broker com falha leva junto os pedidos que billing ainda não leu. Aumente o fator de replicação dele para 3 no Inspetor (enquanto todo broker está no ar) e defina acks como all: um seguidor então assume sem perder nenhum pedido confirmado. Mesmo tarde, isso ainda salva das falhas que virão.
hints-1-say = O stream orders agora guarda {"{"}replicas:orders{"}"} cópias, mas com acks={"{"}acks:orders{"}"} a API não espera pelos seguidores: o que eles ainda não copiaram morre com um broker com falha. Defina acks como all no Inspetor dele.
nodes-api-name = Shop API
