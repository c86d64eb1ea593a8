# Os textos de scenarios/first-shop.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como está.

name = Primeira loja
description = Os pedidos fluem da API da loja para o stream orders. Billing dá conta com dois Workers; o Worker de e-mail lê sozinho as três partições e fica para trás. Observe o lag dele e depois experimente mais partições ou round robin no Inspetor.
nodes-api-name = Shop API
nodes-orders-name = orders
