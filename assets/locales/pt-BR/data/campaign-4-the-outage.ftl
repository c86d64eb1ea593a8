# Os textos de scenarios/campaign-4-the-outage.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 4. A queda
description = Com um minuto de jogo, a zone-a cai por dois minutos, e as duas cópias da API atrás do Load Balancer estão lá. Toda requisição nesse meio-tempo ficaria encalhada, e o orçamento de erros não aguentaria. Mantenha a loja recebendo pedidos por cinco minutos.
hints-0-say = Toda cópia da API atrás do Load Balancer está na zone-a, e a zone-a cai em 1:00 por dois minutos: elas têm o mesmo destino. Pesquise Multiple zones (R) e depois mova uma cópia para a zone-b pelo Inspetor dela.
hints-1-say = Toda cópia da API atrás do Load Balancer está na zone-a, e a zone-a cai em 1:00 por dois minutos. Mova uma delas para a zone-b (o Inspetor de api-2 serve): o Load Balancer passa a mandar todo pedido para a cópia que está no ar.
hints-2-say = A zone-a está fora do ar, e toda cópia da API para a qual o Load Balancer envia está lá: nenhum pedido passa. Uma cópia numa zona fora do ar não pode sair dela: posicione uma nova cópia da API (Construir; com Multiple zones pesquisado, R), defina a Zona dela como zone-b no Inspetor e ligue o Load Balancer a ela e ela à Queue (arraste com Shift).
nodes-lb-name = Load Balancer
