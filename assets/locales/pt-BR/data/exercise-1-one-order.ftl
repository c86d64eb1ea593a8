# Os textos de scenarios/exercise-1-one-order.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Exercício: os eventos de um pedido
description = O tópico orders tem 3 partições. Escreva os três eventos do pedido 61 (feito, depois pago, depois enviado), com o pedido como chave, order-61, para que todo consumidor os leia nessa ordem. Faça isso no Console.
hints-0-say = Registros com a mesma chave caem na mesma partição, e uma partição mantém a ordem em que eles foram escritos: dê aos três eventos a chave order-61 e escreva-os na ordem em que aconteceram.
hints-1-say = Digite: produce orders key=order-61 {"{"}"order":61,"event":"placed"{"}"}
hints-2-say = O evento placed do pedido 61 é o primeiro na partição 1. Agora digite: produce orders key=order-61 {"{"}"order":61,"event":"paid"{"}"}
hints-3-say = placed e paid estão na partição 1, nessa ordem. Por fim, digite: produce orders key=order-61 {"{"}"order":61,"event":"shipped"{"}"}
