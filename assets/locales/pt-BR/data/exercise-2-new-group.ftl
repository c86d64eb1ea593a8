# Os textos de scenarios/exercise-2-new-group.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Exercício: o analytics quer todos os pedidos
description = billing já leu todos os pedidos, e email, dois deles. A equipe de analytics começa hoje e quer todos os pedidos até agora. No Console, leia todos eles como um novo grupo de consumidores chamado analytics.
hints-0-say = Um grupo novo começa no fim do tópico, a menos que você peça o início, e aí não lê nada do passado.
hints-1-say = Digite: consume orders group analytics from-beginning
