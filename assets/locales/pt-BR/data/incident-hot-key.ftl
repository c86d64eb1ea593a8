# Os textos de scenarios/incident-hot-key.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: chave quente
description = Os pedidos têm o cliente como chave, em quatro partições, cada uma lida por um Worker que processa 20 por segundo. Aos 20 s, customer-42 passa a enviar 60% do tráfego, 36 pedidos por segundo numa só partição, e o lag de billing ali sobe. Mantenha o lag de billing abaixo de 1.000 a partir de 60 s e fique dentro do orçamento de erros: cada atualização de customer-42 lida fora de ordem gasta um pouco dele.
hints-0-say = O lag de billing está em {"{"}lag:billing{"}"} e crescendo: o stream orders particiona por chave, e uma chave enche uma partição, não importa quantos Workers haja. No Inspetor dele, aplique salt na chave em algumas partições ou mude para round robin: a carga se espalha, e os eventos de customer-42 perdem a ordem (quanto menos partições, menos desordem). Duas partições bastam para 36 por segundo.
nodes-api-name = Shop API
