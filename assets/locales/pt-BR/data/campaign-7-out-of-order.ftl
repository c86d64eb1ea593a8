# Os textos de scenarios/campaign-7-out-of-order.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 7. Fora de ordem
description = Os clientes veem o status do pedido voltar atrás: 'enviado', depois 'pago' de novo. Semana passada alguém pôs o stream orders em round robin para equilibrar a carga, e desde então as atualizações de cada cliente são lidas por três Workers ao mesmo tempo. Acabe com os resultados desatualizados antes que eles gastem o orçamento de erros, e mantenha o lag de billing em 1.000 ou menos em toda partição.
hints-0-say = O lag de billing está em {"{"}lag:billing{"}"} e crescendo. Com chave em três partições, os pedidos de customer-42 (30% do total) vão todos para a partição 0, mais do que billing-1 lê no tamanho 1, e mais Workers ou partições não dividem uma chave. billing-1 lê a partição 0: aumente-o no Inspetor dele.
hints-1-say = O stream orders distribui os registros em round robin: as atualizações de um cliente vão para todas as {"{"}partitions:orders{"}"} partições, e {"{"}workers:billing{"}"} Workers as aplicam na ordem em que terminarem. Particione o stream por chave de novo (no Inspetor dele): os eventos de cada cliente ficam então numa só partição, em ordem.
nodes-api-name = Shop API
