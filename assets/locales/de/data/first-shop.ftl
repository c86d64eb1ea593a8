# Die Texte von scenarios/first-shop.scenario.ron, übersetzt: Jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Der erste Shop
description = Bestellungen fließen von der API des Shops in den Stream orders. Billing hält mit zwei Workern mit; der E-Mail-Worker liest alle drei Partitionen allein und fällt zurück. Beobachte seinen Lag und probier dann im Inspektor mehr Partitionen oder Round Robin.
nodes-api-name = Shop-API
nodes-orders-name = orders
