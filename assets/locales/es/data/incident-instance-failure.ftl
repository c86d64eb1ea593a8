# The texts of scenarios/incident-instance-failure.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: fallo de instancia
description = La tienda tiene un solo host de API y ningún Load Balancer. A los 30 s su host muere, y cada pedido enviado mientras está caído queda varado: el presupuesto de errores (95 %) aguanta unos 12 s así. Mantén la tienda aceptando pedidos durante cuatro minutos.
hints-0-say = El host de la API está muerto y nada más recibe sus pedidos. Reemplázalo desde su Inspector: pagas {"{"}price:api{"}"} por un host nuevo, y arranca en frío. La próxima vez, una segunda copia detrás de un Load Balancer con Health checks mantiene los pedidos fluyendo.
nodes-api-name = Shop API
