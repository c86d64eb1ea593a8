# The texts of scenarios/campaign-5-replay.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 5. Reprocesa la analítica
description = El equipo de analytics olvidó el coste de envío; la corrección ya está desplegada, pero todos los pedidos hasta ahora se contaron mal. El stream aún guarda todos los pedidos. Haz que analytics los vuelva a contar todos, y no toques billing: una segunda pasada allí enviaría cada factura dos veces.
hints-0-say = El stream aún guarda todos los pedidos que analytics contó mal, y un grupo puede releer su log desde el inicio, pero Kafka solo restablece un grupo vacío: pulsa Detener en el Inspector de analytics-1 (un consumidor en pausa sigue siendo miembro), escribe reset group analytics to 0 en la consola (`) y luego pulsa Iniciar.
hints-1-say = analytics-1 está detenido, así que el grupo analytics está vacío y se puede restablecer: escribe reset group analytics to 0 en la consola (`) y luego pulsa Iniciar en el Inspector de analytics-1.
hints-2-say = El grupo analytics está al inicio de cada partición de orders. Pulsa Iniciar en el Inspector de analytics-1 y volverá a leer todos los pedidos.
nodes-api-name = Shop API
