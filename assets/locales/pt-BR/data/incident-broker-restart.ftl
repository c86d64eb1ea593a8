# Os textos de scenarios/incident-broker-restart.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: reinício de broker
description = O stream orders guarda uma cópia de cada partição, num só broker. Em 1:00 esse broker reinicia por 20 s, e em 2:00 por dois minutos: fora do ar, com o disco preservado, então ele volta com todos os pedidos que tinha. Mas enquanto ele está fora ninguém lidera: a API segura os pedidos que não consegue enviar, no máximo 32.768, depois o send() dela bloqueia, e um pedido bloqueado por um minuto falha. Mantenha o orçamento de erros vivo por quatro minutos e meio.
hints-0-say = O stream orders guarda {"{"}replicas:orders{"}"} cópia de cada partição, num só broker: enquanto ele reinicia ninguém mais pode liderar, e o buffer da API enche, depois os envios dela bloqueiam e falham. Aumente o fator de replicação para 3 no Inspetor do stream orders enquanto o broker está no ar: um seguidor assume as partições em segundos.
hints-1-say = O stream orders agora guarda {"{"}replicas:orders{"}"} cópias, mas com acks={"{"}acks:orders{"}"} a API não espera pelos seguidores: o que eles não tiverem copiado quando o broker de um líder reiniciar se perde. Defina acks como all no Inspetor dele: esses pedidos são enviados de novo.
nodes-api-name = Shop API
