# The texts of scenarios/incident-dead-worker.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: un Worker muerto
description = billing lee las cuatro particiones de orders con un solo Worker, billing-1, cuyo host es viejo. A las 0:40 muere. Un consumidor muerto conserva sus particiones hasta que pasa el timeout de sesión de su grupo (45 s); luego las toman los miembros vivos. Mantén el lag de billing por debajo de 1500 en cada partición durante cinco minutos.
hints-0-say = billing-1 es el único Worker de billing, y su host es viejo: si muere, nadie toma sus particiones. Coloca un segundo Worker (Construir, B) en el grupo billing y enlaza orders con él mientras billing-1 vive: comparte ya las particiones, y toma las del muerto tras el timeout de sesión.
hints-1-say = El host de billing-1 está muerto, pero sigue siendo miembro y el único Worker de billing: sus particiones esperan sin leerse. Reemplaza el host desde su Inspector para seguir leyendo al instante; un Worker colocado ahora esperaría primero al timeout de sesión del miembro muerto ({"{"}session:billing{"}"}), porque un rebalanceo espera a todos los miembros.
groups-0-name = billing
nodes-api-name = Shop API
