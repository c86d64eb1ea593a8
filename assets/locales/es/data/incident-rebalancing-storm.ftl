# The texts of scenarios/incident-rebalancing-storm.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: tormenta de rebalanceos
description = Seis Workers de billing a media velocidad aguantan 40 pedidos por segundo, pero un poll completo de 500 registros le lleva 67 s a uno de ellos, y el grupo expulsa a un miembro que tarda más de 60 s. A los 10 s un miembro se ralentiza durante dos minutos; cada expulsión detiene todo el grupo para rebalancear, el atraso crece, y otros también se pasan del plazo, mucho después de que el lento se haya recuperado. Ten el lag de billing por debajo de 800 en cada partición desde los 300 s.
hints-0-say = billing-1 se ha ralentizado y tardará en un poll más que el intervalo de poll de billing ({"{"}poll:billing{"}"}): cada expulsión detiene todo el grupo para un rebalanceo, y el atraso hace que otros también se pasen. Duplica el intervalo de poll del grupo billing en el Inspector del stream orders, y un miembro lento ya no se expulsa.
nodes-api-name = Shop API
