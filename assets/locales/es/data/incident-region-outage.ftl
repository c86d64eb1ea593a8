# The texts of scenarios/incident-region-outage.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: caída de región
description = El stream orders corre en region-1, pero los Workers de billing corren en region-2, y region-2 se apaga a los 30 s durante tres minutos. El stream guarda todos los pedidos, así que no se pierde nada, pero billing se atrasaría minutos. Mantén el lag de billing por debajo de 2000 desde los 90 s, sin comprar Workers nuevos.
hints-0-say = billing-1 está en la región apagada. Un Worker no guarda datos: los commits de su grupo viven con el stream. Conmuta billing-1 desde su Inspector, y pasará a una región que funcione y seguirá leyendo desde el último commit. Un Node que guarda datos tendría que esperar a su región.
hints-1-say = billing-2 sigue en la región apagada: Conmútalo también (en su Inspector), y el grupo volverá a leer todas las particiones.
nodes-api-name = Shop API
