# Os textos de scenarios/campaign-17-the-burst.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 17. O pico
description = O stream orders anexa até 100.000 pedidos por segundo; a loja envia 60.000. Uma promoção relâmpago em 1:00 envia 150.000 por segundo durante 20 segundos, e a grande promoção em 3:00 envia 180.000 por segundo durante 100 segundos. Fique de olho na carta da Shop API. Mantenha o orçamento de erros vivo até 7:00, e o dinheiro também: um stream maior custa mais para rodar.
hints-0-say = A promoção relâmpago envia mais do que o stream orders consegue anexar, e nada é recusado: o broker aplica throttling à Shop API, cujos pedidos esperam no buffer dela, depois num send() bloqueado. A carta dela mostra a espera. Um pico que o stream escoa em menos de um minuto custa latência, não pedidos.
hints-1-say = Esta promoção é mais longa: o que espera cresce 80.000 pedidos por segundo, e um envio bloqueado por mais de um minuto (max.block.ms) falha e o pedido se perde. Aumente o tamanho do stream orders para 2 no Inspetor dele (200.000 por segundo) antes que o pedido mais antigo na espera tenha esperado um minuto (a latência da Shop API).
nodes-api-name = Shop API
