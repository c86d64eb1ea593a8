# Os textos de scenarios/campaign-15-copies-that-count.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 15. Cópias que contam
description = O stream orders guarda três cópias de cada partição, mas confirma um pedido assim que o líder o tem, e os três brokers ficam na zone-a. Em 1:00 um broker falha junto com o disco; em 1:40 os outros dois reiniciam, e o primeiro falha de novo; em 2:50 a zone-a cai. Não perca nenhum pedido e mantenha o orçamento de erros pelos cinco minutos.
hints-0-say = O stream orders guarda {"{"}replicas:orders{"}"} cópias de cada partição, mas com acks={"{"}acks:orders{"}"} um pedido é confirmado antes de os seguidores o terem, e morre com um líder com falha. Defina acks como all no Inspetor dele: um pedido é confirmado quando todo broker sincronizado o tem.
hints-1-say = Com acks=all e min.insync {"{"}min_insync:orders{"}"}, um ISR reduzido só ao líder ainda confirma pedidos que então ficam num só disco: em 1:40 os outros dois brokers reiniciam e o broker 0 lidera sozinho, e depois falha. Defina min.insync como 2 no Inspetor do stream orders: o produtor então segura os pedidos enquanto menos de dois brokers estiverem sincronizados.
hints-2-say = Todo broker do stream orders está na zone-a, e a zone-a cai em 2:50 por 100 s: o stream ficaria esperando, e a API só consegue segurar 82 s de pedidos. Pesquise Multiple zones (R) e depois defina as Zonas do stream como distribuídas no Inspetor dele.
hints-3-say = Todo broker do stream orders está na zone-a, e a zone-a cai em 2:50 por 100 s. Defina as Zonas do stream como distribuídas no Inspetor dele (enquanto todo broker está no ar): a zone-a então leva só a parte de um broker, e essas partições passam para os outros.
nodes-api-name = Shop API
