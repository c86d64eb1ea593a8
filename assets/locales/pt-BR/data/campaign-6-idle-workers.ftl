# Os textos de scenarios/campaign-6-idle-workers.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 6. Workers ociosos
description = billing roda quatro Workers no stream orders, mas dois deles não fizeram nada o dia todo, e os outros dois ficam mais para trás a cada minuto. Mantenha o lag de billing em cada partição em 1.000 ou menos até o turno acabar, às 4:00. O financeiro não vai pagar outra máquina. (Os produtores e Workers da loja atualizam sua visão das partições de um stream a cada 10 s.)
hints-0-say = O lag de billing está em {"{"}lag:billing{"}"} e crescendo, mas alguns dos Workers dele não têm nada para ler ({"{"}idle:billing{"}"}): uma partição é lida por um membro de um grupo de consumidores de cada vez, e orders tem {"{"}partitions:orders{"}"} partições para {"{"}workers:billing{"}"} Workers. Dê ao stream orders uma partição por Worker no Inspetor dele, e todos passam a ler.
nodes-api-name = Shop API
