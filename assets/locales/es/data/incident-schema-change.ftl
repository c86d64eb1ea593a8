# The texts of scenarios/incident-schema-change.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: cambio de esquema incompatible
description = A los 30 s un despliegue de la API renombra un campo en cada pedido, y billing y email se detienen en el primer pedido que no pueden leer. No se pierde nada, pero su lag sube mientras sigan parados. Mantén el lag de ambos grupos por debajo de 1000 desde los 90 s.
hints-0-say = Detenidos en el primer pedido con el nuevo formato: {"{"}blocked:orders{"}"}. Actualiza cada grupo detenido en el Inspector del stream orders para que siga leyendo; revertir la API (en su Inspector) evita nuevos pedidos ilegibles, pero los ya escritos los siguen bloqueando. La próxima vez, un Schema registry rechaza el cambio.
nodes-api-name = Shop API
