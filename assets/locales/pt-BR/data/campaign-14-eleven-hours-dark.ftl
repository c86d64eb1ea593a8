# Os textos de scenarios/campaign-14-eleven-hours-dark.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 14. Onze horas no escuro
description = A zona zone-c, onde roda o Worker do analytics, cai em 1:00 por onze horas. O stream orders guarda os eventos por dez horas. O grupo analytics usa o padrão do Kafka, auto.offset.reset=latest. Decida o que o analytics deve encontrar quando voltar e chegue ao fim do dia de 12 horas com orçamento de erros de sobra.
hints-0-say = A zone-c, onde roda analytics-1, fica fora do ar a partir de 1:00 por onze horas, e o stream orders guarda os eventos por {"{"}retention:orders{"}"}: quando o analytics voltar, seu offset confirmado vai apontar para eventos apagados. O auto.offset.reset dele é {"{"}reset:analytics{"}"}: latest pula tudo o que está esperando, earliest começa no evento mais antigo que restou. Escolha no Inspetor do grupo dele, ou deixe a retenção maior que onze horas.
groups-0-name = analytics
nodes-api-name = Shop API
