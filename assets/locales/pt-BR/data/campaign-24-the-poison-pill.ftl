# Os textos de scenarios/campaign-24-the-poison-pill.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 24. A poison pill
description = Os reembolsos do provedor de pagamentos chegam pelo stream refunds, 24 por segundo em duas partições, e os dois Workers do grupo ledger os lançam, 15 por segundo cada. De vez em quando o provedor envia um reembolso que o código do ledger não consegue interpretar. Os Workers não pulam um registro em que falham: tentam de novo, e de novo. A partir de 1:40, mantenha o lag de ledger em 500 ou menos até o dia acabar, às 4:00. Um reembolso que não pode ser lançado não pode sumir: a equipe financeira lê o stream Dead letters (refunds-dlq) e lança esses à mão.
hints-0-say = {"{"}blocked:refunds{"}"} parou num registro que seus Workers não conseguem processar: um grupo de consumidores nunca pula um registro sozinho, e seu lag cresce atrás dele. Um share group arquiva esse registro no limite de entregas e continua lendo (Tipo de grupo share, no Inspetor de um Worker do ledger); faça de Dead letters (refunds-dlq) o stream de dead letters dele para que o registro seja guardado, não descartado.
nodes-provider-name = Provedor de pagamentos
nodes-refunds-dlq-name = Dead letters
nodes-finance-name = Equipe financeira
