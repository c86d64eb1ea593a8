# The texts of scenarios/campaign-4-the-outage.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 4. La caída
description = Al minuto, zone-a cae durante dos minutos, y las dos copias de la API detrás del Load Balancer viven allí. Cada petición de ese rato quedaría varada, y el presupuesto de errores no lo aguantaría. Mantén la tienda aceptando pedidos durante cinco minutos.
hints-0-say = Todas las copias de la API detrás del Load Balancer están en zone-a, y zone-a se apaga a la 1:00 durante dos minutos: corren su misma suerte. Investiga Multiple zones (R) y luego mueve una copia a zone-b desde su Inspector.
hints-1-say = Todas las copias de la API detrás del Load Balancer están en zone-a, y zone-a se apaga a la 1:00 durante dos minutos. Mueve una de ellas a zone-b (sirve el Inspector de api-2): así el Load Balancer envía cada pedido a la copia que funciona.
hints-2-say = zone-a está apagada, y todas las copias de la API a las que envía el Load Balancer están allí: no pasa ningún pedido. Una copia en una zona apagada no se puede sacar de ella: coloca una nueva copia de la API (Construir; con Multiple zones investigada, R), pon su Zona en zone-b en su Inspector, y enlaza el Load Balancer con ella y ella con la Queue (arrastra con Shift).
nodes-lb-name = Load Balancer
