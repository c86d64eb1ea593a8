# The texts of scenarios/campaign-12-ten-hours.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 12. Diez horas
description = analytics cuenta cada pedido para el informe de la mañana, pero lee mucho más despacio de lo que llegan los pedidos y se va atrasando desde que abrió la tienda. El stream orders guarda los eventos diez horas y luego los borra, leídos o no. Supera la jornada de 13 horas con presupuesto de errores de sobra; el dinero es para Navidad, no para máquinas.
hints-0-say = analytics va {"{"}lag:analytics{"}"} pedidos por detrás y no se pone al día, y el stream orders borra todo evento con más de {"{"}retention:orders{"}"}, leído o no. Alarga la retención del stream en su Inspector a todo el día (13 h) o más: no cuesta nada, y ningún pedido caduca sin leerse.
nodes-api-name = Shop API
