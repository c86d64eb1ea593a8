# Los textos de scenarios/first-shop.scenario.ron, para traducir: conserva cada id y cada {"{"}…{"}"} tal cual.

name = Primera tienda
description = Los pedidos van de la API de la tienda al stream orders. Billing va al día con dos Workers; el Worker de e-mail lee él solo las tres particiones y se queda atrás. Vigila su lag y luego prueba más particiones o round robin en el Inspector.
nodes-api-name = Shop API
nodes-orders-name = orders
