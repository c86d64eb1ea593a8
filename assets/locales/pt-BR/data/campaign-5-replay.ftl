# Os textos de scenarios/campaign-5-replay.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 5. Reprocesse o analytics
description = O analytics esqueceu a taxa de entrega; a correção já está no ar, mas todo pedido até agora foi contado errado. O stream ainda guarda todos os pedidos. Faça o analytics contar todos de novo e deixe billing em paz: uma segunda passada ali mandaria cada fatura duas vezes.
hints-0-say = O stream ainda guarda todo pedido que o analytics contou errado, e um grupo pode ler seu log de novo desde o início, mas o Kafka só faz reset de um grupo vazio: pare analytics-1 (no Inspetor dele; um consumidor pausado continua membro), digite reset group analytics to 0 no console (`) e depois inicie-o.
hints-1-say = analytics-1 está parado, então o grupo analytics está vazio e pode sofrer reset: digite reset group analytics to 0 no console (`) e depois inicie analytics-1 no Inspetor dele.
hints-2-say = O grupo analytics está no início de toda partição de orders. Inicie analytics-1 no Inspetor dele, e ele lê todos os pedidos de novo.
nodes-api-name = Shop API
