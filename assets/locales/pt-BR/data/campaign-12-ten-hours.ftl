# Os textos de scenarios/campaign-12-ten-hours.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 12. Dez horas
description = O analytics conta todo pedido para o relatório da manhã, mas lê muito mais devagar do que os pedidos chegam e está ficando para trás desde que a loja abriu. O stream orders guarda os eventos por dez horas e depois os apaga, lidos ou não. Chegue ao fim do dia de 13 horas com orçamento de erros de sobra; o dinheiro é para o Natal, não para máquinas.
hints-0-say = O analytics está {"{"}lag:analytics{"}"} pedidos atrás e não alcança, e o stream orders apaga todo evento mais antigo que {"{"}retention:orders{"}"}, lido ou não. Aumente a retenção do stream no Inspetor dele para o dia inteiro (13 h) ou mais: não custa nada, e nenhum pedido expira sem ser lido.
nodes-api-name = Shop API
