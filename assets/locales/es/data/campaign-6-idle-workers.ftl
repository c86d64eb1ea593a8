# The texts of scenarios/campaign-6-idle-workers.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 6. Workers ociosos
description = billing tiene cuatro Workers en el stream orders, pero dos no han hecho nada en todo el día y los otros dos se atrasan más cada minuto. Mantén el lag de billing en 1000 o menos en cada partición hasta que acabe el turno a las 4:00. Finanzas no pagará otra máquina. (Los productores y Workers de la tienda actualizan su vista de las particiones de un stream cada 10 s.)
hints-0-say = El lag de billing es {"{"}lag:billing{"}"} y sigue creciendo, pero algunos de sus Workers no tienen nada que leer ({"{"}idle:billing{"}"}): una partición la lee un solo miembro de un grupo de consumidores a la vez, y orders tiene {"{"}partitions:orders{"}"} particiones para {"{"}workers:billing{"}"} Workers. Dale al stream orders una partición por Worker en su Inspector, y todos leerán.
nodes-api-name = Shop API
