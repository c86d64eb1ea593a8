# The texts of scenarios/campaign-1-one-order.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 1. Un pedido, cuatro sistemas
description = Cada pedido debe llegar a billing, email, warehouse y analytics, y cada uno debe procesar 3000 antes de que pasen los cinco minutos. Hoy hay una Queue en medio, y cada uno de los cuatro sistemas ve solo parte de los pedidos.
hints-0-say = {"{"}groups:tasks{"}"} toman todos sus pedidos de la Queue tasks, y una Queue entrega cada pedido a un solo Worker: cada sistema ve solo parte de ellos. Un Event Stream da a cada grupo todos los eventos: primero investiga Event streaming (R).
hints-1-say = {"{"}groups:tasks{"}"} toman todos sus pedidos de la Queue tasks, y una Queue entrega cada pedido a un solo Worker: cada sistema ve solo parte de ellos. Coloca un Event Stream (B), enlaza la API con él y él con cada Worker (arrastra con Shift), y desenlaza la API de tasks: así cada grupo lee todos los pedidos.
nodes-api-name = Shop API
nodes-tasks-name = tasks
