# Os textos de scenarios/incident-unclean-election.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: eleição de líder não limpa
description = O stream orders guarda duas cópias de cada partição, e a eleição de líder não limpa está ativada. Em 0:30 o broker 1 reinicia; em 1:00 o broker 0, a última cópia sincronizada de cada partição, reinicia também. Quando o broker 1 volta, em 2:30, falta nele todo pedido desde 0:30; o broker 0 volta em 2:50. Decida o que acontece então: liderar com o que ele tem, ou esperar o broker 0 e não perder nada.
hints-0-say = A eleição de líder não limpa está ativada no stream orders: quando toda réplica sincronizada está fora do ar, uma que saiu de sincronia pode liderar, e o que faltava nela se perde. O broker 1 reinicia em 0:30 e volta em 2:30 sem nenhum pedido desde então; o broker 0 tem todos. Desative a eleição de líder não limpa no Inspetor do stream orders antes de 2:30: as partições então esperam o broker 0, e nada se perde.
hints-1-say = Com acks={"{"}acks:orders{"}"} a API não espera pelos seguidores: o que eles não tiverem copiado quando o broker de um líder reiniciar se perde. Defina acks como all no Inspetor do stream orders: esses pedidos são enviados de novo.
nodes-api-name = Shop API
