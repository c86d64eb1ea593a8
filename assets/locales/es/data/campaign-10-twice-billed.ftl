# The texts of scenarios/campaign-10-twice-billed.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 10. Facturado dos veces
description = billing escribe una factura por cada pedido, y email envía su confirmación. Los dos Workers se caen de vez en cuando entre hacer el trabajo y guardar hasta dónde llegaron, y cada reinicio repite ese trabajo: los clientes reciben facturas y correos duplicados. La primera caída llega a las 0:30 y habrá más. Mantén vivo el presupuesto de errores hasta las 5:00.
hints-0-say = Un Worker reiniciado vuelve a leer desde su último commit, y billing-1 escribe una factura por cada pedido que lee: tras una caída, algunos clientes reciben una segunda. Activa la clave única en el Inspector de la Base de datos invoices, y se rechazará una segunda factura para el mismo pedido.
hints-1-say = email-1 envía una confirmación por cada pedido que lee, y nada rechaza la segunda tras una caída. Enlaza email-1 con una Base de datos con clave única (arrastra con Shift; sirve invoices, con su clave única activada): allí registra cada confirmación, y un pedido repetido no cambia nada.
nodes-api-name = Shop API
