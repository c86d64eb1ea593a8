# The texts of scenarios/campaign-7-out-of-order.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 7. Fuera de orden
description = Los clientes ven que el estado de su pedido retrocede: 'enviado' y luego 'pagado' otra vez. La semana pasada alguien puso el stream orders en round robin para igualar la carga, y desde entonces tres Workers a la vez leen las actualizaciones de cada cliente. Acaba con los resultados obsoletos antes de que gasten el presupuesto de errores, y mantén el lag de billing en 1000 o menos en cada partición.
hints-0-say = El lag de billing es {"{"}lag:billing{"}"} y sigue creciendo. Con clave sobre tres particiones, todos los pedidos de customer-42 (el 30 %) van a la partición 0, más de lo que billing-1 lee con tamaño 1, y ni más Workers ni más particiones pueden dividir una clave. billing-1 lee la partición 0: hazlo más grande en su Inspector.
hints-1-say = El stream orders reparte los registros en round robin: las actualizaciones de un cliente van a las {"{"}partitions:orders{"}"} particiones, y {"{"}workers:billing{"}"} Workers las aplican en el orden en que terminan. Vuelve a particionar el stream por clave (en su Inspector): así los eventos de cada cliente se quedan en una partición, en orden.
nodes-api-name = Shop API
