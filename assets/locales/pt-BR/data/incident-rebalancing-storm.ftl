# Os textos de scenarios/incident-rebalancing-storm.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: tempestade de rebalanceamentos
description = Seis Workers de billing a meia velocidade dão conta de 40 pedidos por segundo, mas um poll completo de 500 registros leva 67 s para um deles, e o grupo expulsa um membro que demora mais de 60 s. Aos 10 s um membro fica lento por dois minutos; cada expulsão para o grupo inteiro para um rebalanceamento, o backlog cresce, e outros também perdem o prazo, muito depois de o lento se recuperar. Deixe o lag de billing abaixo de 800 em toda partição a partir de 300 s.
hints-0-say = billing-1 ficou lento e vai demorar num poll mais do que o intervalo de poll de billing ({"{"}poll:billing{"}"}): cada expulsão para o grupo inteiro para um rebalanceamento, e o backlog faz os outros também perderem o prazo. Dobre o intervalo de poll do grupo billing no Inspetor do stream orders, e um membro lento deixa de ser expulso.
nodes-api-name = Shop API
