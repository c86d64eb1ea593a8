# Os textos de scenarios/campaign-9-fire-and-forget.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 9. Dispare e esqueça
description = Os pagamentos vão da API para um stream que guarda três cópias de tudo, então a equipe achou que um broker com falha não faria mal. Mas cada falha até agora perdeu um punhado de pagamentos sem deixar rastro, e o livro-caixa aguenta 18 nos cinco minutos inteiros. Os brokers voltam a falhar a partir de 0:45, a cada 45 s. Mantenha o orçamento de erros vivo até 5:00.
hints-0-say = O stream payments guarda {"{"}replicas:payments{"}"} cópias, mas com acks={"{"}acks:payments{"}"} um pagamento conta como enviado antes de os seguidores o copiarem, e um broker que falha nesse momento o leva junto. Defina os acks do stream como all no Inspetor dele: a API então espera até toda cópia sincronizada ter o pagamento e reenvia o que um líder com falha não tinha repassado.
nodes-api-name = Shop API
