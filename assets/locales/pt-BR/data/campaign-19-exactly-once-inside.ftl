# Os textos de scenarios/campaign-19-exactly-once-inside.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 19. Exactly once, dentro do Kafka
description = invoicer-1 transforma cada pedido numa fatura no stream invoices, e email-1 envia cada fatura por e-mail ao cliente. Os dois caem de vez em quando entre fazer o trabalho e salvar até onde chegaram: invoicer-1 a cada minuto a partir de 0:30, email-1 a cada minuto a partir de 1:00. Cada fatura repetida é um segundo e-mail. Mantenha o orçamento de erros vivo até 5:00.
hints-0-say = invoicer-1 anexa cada fatura na hora, mas só faz commit dos offsets a cada segundo: depois de um crash, ele anexa de novo as faturas desde então. Defina processing.guarantee como exactly_once_v2 no Inspetor do grupo invoicing (o produtor reiniciado então aborta a tentativa que caiu) e isolation.level como read_committed no do email (email-1 então pula as faturas abortadas).
hints-1-say = invoicing agora aborta as faturas de uma tentativa que caiu, mas email-1 lê read_uncommitted: ele envia também as faturas abortadas, e depois a segunda tentativa delas. No Inspetor do grupo email, defina isolation.level como read_committed: ele passa a ler só faturas confirmadas. Os crashes do próprio email-1 ainda vão enviar alguns e-mails duas vezes: nenhuma transação desfaz um e-mail que já saiu.
nodes-api-name = Shop API
