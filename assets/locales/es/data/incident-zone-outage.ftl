# The texts of scenarios/incident-zone-outage.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: caída de zona
description = Las dos copias de la API detrás del Load Balancer corren en zone-a, y zone-a cae a los 60 s durante dos minutos. Cada pedido enviado mientras tanto quedaría varado, y el presupuesto de errores aguanta unos 12 s así. Multiple zones ya está investigada. Mantén la tienda aceptando pedidos durante cuatro minutos.
hints-0-say = zone-a está apagada, y todas las copias de la API a las que envía el Load Balancer están allí: no pasa ningún pedido. Una copia en una zona apagada no se puede sacar de ella: coloca una nueva copia de la API (Construir), pon su Zona en zone-b en su Inspector, y enlaza el Load Balancer con ella y ella con la Queue (arrastra con Shift).
hints-1-say = Todas las copias de la API detrás del Load Balancer están en zone-a, que se apaga a los 60 s durante dos minutos: corren su misma suerte. En el Inspector de api-2 pon su Zona en zone-b: así los health checks del Load Balancer envían cada pedido a la copia que funciona.
nodes-lb-name = Load Balancer
