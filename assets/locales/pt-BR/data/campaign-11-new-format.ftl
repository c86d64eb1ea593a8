# Os textos de scenarios/campaign-11-new-format.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 11. O novo formato
description = Em 1:00 a equipe do checkout lança uma API nova que renomeia um campo em todo pedido. billing, email e analytics leem o stream orders, e ninguém verificou se eles conseguem ler o novo formato. O lag de billing e de email precisa ficar em 500 ou menos em toda partição, e todo pedido que o analytics não tiver contado até 5:00 é dinheiro que a loja não recebe.
hints-0-say = Leitura parada no primeiro pedido no novo formato: {"{"}blocked:orders{"}"}. No Inspetor do stream orders, atualize cada grupo parado para que ele continue lendo; reverter a API (no Inspetor dela) só impede mais pedidos ilegíveis.
hints-1-say = Em 1:00 a equipe do checkout lança uma API que renomeia um campo em todo pedido, e ninguém verificou se billing, email e analytics conseguem lê-la. Um Schema registry confere cada novo formato com o que os leitores conseguem ler e recusa uma mudança incompatível antes que ela saia: pesquise-o (R) antes de 1:00.
nodes-api-name = Shop API
