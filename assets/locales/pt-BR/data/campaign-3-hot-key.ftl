# Os textos de scenarios/campaign-3-hot-key.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 3. A chave quente
description = Um cliente grande envia metade de todos os pedidos. Com a chave por cliente, a partição dele recebe mais do que um Worker consegue ler, e o lag de billing nela só sobe. Mantenha o lag de billing abaixo de 1.500 em toda partição por quatro minutos, sem bagunçar o histórico de pedidos de clientes demais.
hints-0-say = O lag de billing está em {"{"}lag:billing{"}"} e crescendo. O stream orders particiona por chave, e uma chave enche uma partição, não importa quantos Workers haja: um só Worker a lê. Dê mais capacidade a esse Worker (o tamanho, no Inspetor dele) e a chave mantém a ordem; ou aplique salt na chave quente ou mude para round robin no Inspetor do stream orders: a carga se espalha, e os eventos desse cliente perdem a ordem.
nodes-api-name = Shop API
