# Os textos de scenarios/interview-question.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como está.

name = Entrevista: 100.000 por segundo, um cliente com 30%
description = Você precisa de ordem por cliente a 100.000 eventos por segundo: 12 partições com o cliente como chave, um Worker grande em cada (cerca de 14.000 por segundo). Então customer-1 cresce até 30% de todo o tráfego. A partição dele recebe uns 35.000 por segundo, mais do que se consegue ler de uma partição (20.000) e muito mais do que o Worker dela dá conta. Deixe o lag de billing abaixo de 100.000 em todas as partições a partir de dois minutos. Aplicar salt à chave quente no Inspetor do stream a espalha; o preço é a ordem de customer-1, que agora só vale dentro de cada bucket de salt.
nodes-api-name = Shop API
