# Os textos de scenarios/incident-instance-failure.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: falha de instância
description = A loja roda um só host de API e nenhum Load Balancer. Aos 30 s o host dela morre, e todo pedido enviado enquanto ele está fora do ar fica encalhado: o orçamento de erros (95%) dura cerca de 12 s disso. Mantenha a loja recebendo pedidos por quatro minutos.
hints-0-say = O host da API está morto e nada mais recebe os pedidos dela. Substitua-o pelo Inspetor dela: você paga {"{"}price:api{"}"} por um host novo, e ele começa frio. Da próxima vez, uma segunda cópia atrás de um Load Balancer com Health checks mantém os pedidos fluindo.
nodes-api-name = Shop API
