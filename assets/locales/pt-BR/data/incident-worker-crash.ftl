# Os textos de scenarios/incident-worker-crash.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: crash de Worker
description = billing grava uma linha de fatura por pedido. A cada 30 s a partir de 0:30 ele cai depois de processar mas antes do commit, lê esses pedidos de novo após o reinício e manda a esses clientes uma segunda fatura. O orçamento de erros (99%) aguenta dois desses crashes, não três. Mantenha a loja funcionando por três minutos.
hints-0-say = billing-1 cai de vez em quando entre o processamento e o commit, e lê esses pedidos de novo: cada um vira uma segunda fatura. Torne a repetição inofensiva: ative a chave única no Inspetor do Banco de dados invoices, e uma segunda fatura para o mesmo pedido é recusada (um consumidor idempotente).
nodes-api-name = Shop API
