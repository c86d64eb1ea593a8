# Os textos de scenarios/incident-zone-outage.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: queda de zona
description = As duas cópias da API atrás do Load Balancer rodam na zone-a, e a zone-a cai aos 60 s por dois minutos. Todo pedido enviado nesse meio-tempo ficaria encalhado, e o orçamento de erros dura cerca de 12 s disso. Multiple zones já está pesquisado. Mantenha a loja recebendo pedidos por quatro minutos.
hints-0-say = A zone-a está fora do ar, e toda cópia da API para a qual o Load Balancer envia está lá: nenhum pedido passa. Uma cópia numa zona fora do ar não pode sair dela: posicione uma nova cópia da API (Construir), defina a Zona dela como zone-b no Inspetor e ligue o Load Balancer a ela e ela à Queue (arraste com Shift).
hints-1-say = Toda cópia da API atrás do Load Balancer está na zone-a, que cai aos 60 s por dois minutos: elas têm o mesmo destino. No Inspetor de api-2, defina a Zona dele como zone-b: os health checks do Load Balancer então mandam todo pedido para a cópia que está no ar.
nodes-lb-name = Load Balancer
