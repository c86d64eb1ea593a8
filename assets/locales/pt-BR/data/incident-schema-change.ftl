# Os textos de scenarios/incident-schema-change.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: mudança de schema incompatível
description = Aos 30 s um deploy da API renomeia um campo em todo pedido, e billing e email param no primeiro pedido que não conseguem ler. Nada se perde, mas o lag deles sobe enquanto ficarem parados. Mantenha o lag dos dois grupos abaixo de 1.000 a partir de 90 s.
hints-0-say = Leitura parada no primeiro pedido no novo formato: {"{"}blocked:orders{"}"}. No Inspetor do stream orders, atualize cada grupo parado para que ele continue lendo; reverter a API (no Inspetor dela) impede novos pedidos ilegíveis, mas os que já foram escritos continuam bloqueando os grupos. Da próxima vez, um Schema registry recusa a mudança.
nodes-api-name = Shop API
