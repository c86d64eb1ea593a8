# The texts of scenarios/campaign-2-add-a-stream.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 2. Añade un stream
description = billing lee los pedidos de una Queue. analytics quiere los mismos pedidos, y su Worker también se enlazó a la Queue: ahora cada pedido va a uno de los dos, y ninguno llega a la meta. Cada uno debe procesar 3000 pedidos.
hints-0-say = {"{"}groups:orders-queue{"}"} toman sus pedidos de orders-queue, y una Queue entrega cada pedido a un solo Worker: cada grupo ve solo una parte. Pon un Event Stream entre la API y los Workers (Construir, luego arrastra con Shift para enlazar) y desenlaza la API de la Queue: cada grupo lee todos los eventos a su ritmo.
nodes-api-name = Shop API
