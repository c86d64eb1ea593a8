# The texts of scenarios/incident-worker-crash.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: caída de un Worker
description = billing escribe una fila de factura por pedido. Cada 30 s desde las 0:30 se cae después de procesar pero antes del commit, vuelve a leer esos pedidos tras el reinicio, y envía a esos clientes una segunda factura. El presupuesto de errores (99 %) aguanta dos de estas caídas, no tres. Mantén la tienda funcionando durante tres minutos.
hints-0-say = billing-1 se cae de vez en cuando entre procesar y hacer commit, y vuelve a leer esos pedidos: cada uno es una segunda factura. Haz inofensiva la repetición: activa la clave única en el Inspector de la Base de datos invoices, y se rechazará una segunda factura para el mismo pedido (un consumidor idempotente).
nodes-api-name = Shop API
