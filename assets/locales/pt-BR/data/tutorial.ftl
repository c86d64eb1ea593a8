# Os textos de scenarios/tutorial.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como está.

name = Tutorial: o log da loja
description = Os pedidos fluem da API da loja para o stream orders, e duas equipes os leem: billing e e-mail. A caixa lá embaixo explica, passo a passo, o que você vê e o que pode fazer a respeito.
tutorial-0-say = Bem-vindo ao back-end de uma pequena loja online. Cada pedido que a Shop API recebe vira um evento.
tutorial-1-say = Os eventos vão para orders, um Event Stream: um log que guarda cada evento, na ordem em que chegou. Clique na carta orders.
tutorial-2-say = Cada faixa é uma partição do log. Cada registro novo recebe o próximo offset da sua partição (o número em cima); a célula tracejada é o fim do log, onde entra o próximo.
tutorial-3-say = Os registros têm como chave o id do pedido, e uma chave sempre cai na mesma partição. Assim, todos os eventos de um pedido ficam numa só faixa, em ordem.
tutorial-4-say = Embaixo de cada faixa há uma barra por grupo de consumidores. Billing e e-mail leem o log inteiro, cada um no seu ritmo; o quanto um grupo está atrás do fim do log é o lag dele.
tutorial-5-say = O tempo passa mais rápido em 8×. Pressione 2.
tutorial-6-say = Billing tem dois Workers; e-mail tem um, que lê sozinho as três partições. Veja o lag de e-mail subir.
tutorial-7-say = O console fala Kafka. Abra-o com ` (crase) e digite: describe group email
tutorial-8-say = Um membro, três partições e o lag de cada uma. Um grupo divide suas partições entre seus Workers: dê um segundo a e-mail. Feche o console (`) e abra Construir (B).
tutorial-9-say = Digite email como grupo para novos Workers, escolha Worker e clique num espaço vazio do tabuleiro.
tutorial-10-say = Um Worker não lê nada até ser ligado. Feche Construir (B) e arraste com Shift da carta orders até o novo Worker: ele entra em e-mail e as partições são redistribuídas (um rebalanceamento).
tutorial-11-say = Agora dois Workers dividem as três partições de e-mail. Veja o lag dele cair.
tutorial-12-say = Os Workers fazem commit da sua posição uma vez por segundo. Clique em billing-1 e, no Inspetor dele, clique em Falhar antes do commit (prática): ele morre depois de fazer um trabalho que ainda não tinha confirmado.
tutorial-13-say = As partições dele voltam ao último commit e esses registros são processados uma segunda vez: duplicatas, que contam contra o orçamento de erros. Um Worker idempotente, ou uma chave única no Banco de dados em que ele grava, as tornaria inofensivas.
tutorial-14-say = Um broker guarda as partições. Com fator de replicação 1, um broker com falha leva todos os eventos que guardava. No Inspetor de orders, defina o fator de replicação como 3.
tutorial-15-say = O log guarda os eventos depois de lidos, então um grupo pode lê-los de novo: um replay. O Kafka só redefine os offsets de um grupo vazio, então Pare os dois Workers de e-mail (no Inspetor de cada um; Parar, não Pausar: um consumidor pausado continua membro), abra o console (`) e digite: reset group email to 0
tutorial-16-say = E-mail está de novo no offset 0 de cada partição. Inicie os Workers dele: eles voltam ao grupo e leem cada pedido mais uma vez, algo que uma Queue nunca faria. Eles não são idempotentes, então cada pedido relido vira um segundo e-mail (veja o orçamento de erros): faça replay para consumidores idempotentes.
tutorial-17-say = Isso é o log: offsets, chaves e partições, grupos e lag, Workers dividindo partições, falhas e duplicatas, réplicas e replay. A campanha põe tudo isso para trabalhar. Pressione Próximo para terminar.
nodes-api-name = Shop API
nodes-orders-name = orders
